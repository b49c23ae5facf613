extension DiagnosticCode {
    /// Both `discriminator` and `discriminators` are written.
    package static let bothDiscriminatorKeys = DiagnosticCode(rawValue: "both-discriminator-keys")
    /// Warning: `discriminator: [a, b]`, the nested path `a.b`, where alternatives were
    /// probably meant (`discriminators: [a, b]`).
    package static let discriminatorList = DiagnosticCode(rawValue: "discriminator-list")
    /// A path listed twice in `discriminators`.
    package static let duplicateDiscriminator = DiagnosticCode(rawValue: "duplicate-discriminator")
    /// `unrouted` is neither `error` nor `ignore`.
    package static let invalidUnrouted = DiagnosticCode(rawValue: "invalid-unrouted")
    /// `invalid` is none of `error`, `ignore` and `next`.
    package static let invalidRule = DiagnosticCode(rawValue: "invalid-rule")
    /// Warning: `invalid: next` where no route can be tried after the route.
    package static let noNextCandidate = DiagnosticCode(rawValue: "no-next-candidate")
    /// A `when` without conditions.
    package static let emptyWhen = DiagnosticCode(rawValue: "empty-when")
    /// A path that a `when` requires both present and absent.
    package static let presentAndAbsent = DiagnosticCode(rawValue: "present-and-absent")
    /// An `equals` value that is not a string, number or boolean.
    package static let invalidConditionValue = DiagnosticCode(rawValue: "invalid-condition-value")
    /// `when`, `fallback` and `aliases` on one route: a route is selected one way.
    package static let selectionConflict = DiagnosticCode(rawValue: "selection-conflict")
    /// Two `fallback` routes.
    package static let duplicateFallback = DiagnosticCode(rawValue: "duplicate-fallback")
    /// An `ignore` route with a destination, params or `invalid`.
    package static let ignoreWithContent = DiagnosticCode(rawValue: "ignore-with-content")
    /// A route selected by value in a table without discriminators.
    package static let unselectableRoute = DiagnosticCode(rawValue: "unselectable-route")
    /// Warning: a `present` path of a `when` route that no required param of it writes.
    package static let presentPathNotWritten = DiagnosticCode(rawValue: "present-path-not-written")
    /// Warning: a `when` route an earlier `when` route always wins over.
    package static let unreachableRoute = DiagnosticCode(rawValue: "unreachable-route")
}

// MARK: Selection (docs/language.md §13.1)

extension Diagnostic {
    static func bothDiscriminatorKeys(discriminator: SourceLocation, discriminators: SourceLocation) -> Diagnostic {
        let (later, earlier, earlierKey) =
            discriminator < discriminators
            ? (discriminators, discriminator, "discriminator") : (discriminator, discriminators, "discriminators")
        return .clash(
            .bothDiscriminatorKeys, later: later, earlier: earlier,
            "the routes file gives both discriminator and discriminators; keep one: discriminators: [type, className] tries each path in order",
            note: "\(earlierKey) is given here")
    }

    static func discriminatorListLooksLikeAlternatives(_ path: PayloadKeyPath) -> Diagnostic {
        let keys = path.keys.map { YAMLText.scalar($0) }.joined(separator: ", ")
        return .warning(
            .discriminatorList, at: path.location,
            "discriminator [\(keys)] is the one nested path \(path.keys.joined(separator: ".")); to try \(path.keys.map { quoted($0) }.joined(separator: ", then ")) in turn, write discriminators: [\(keys)]; for the nested path, write discriminator: \(path.keys.joined(separator: "."))"
        )
    }

    static func duplicateDiscriminator(_ path: PayloadKeyPath, earlier: PayloadKeyPath) -> Diagnostic {
        .clash(
            .duplicateDiscriminator, later: path.location, earlier: earlier.location,
            "discriminator \(path) is listed twice in discriminators; remove one", note: "first listed here")
    }

    static func invalidUnrouted(_ node: YAMLNode) -> Diagnostic {
        let text = node.scalar?.text ?? ""
        let suggestion = Suggestion.closest(to: text, in: UnroutedPolicy.allCases.map(\.rawValue))
        return .error(
            .invalidUnrouted, at: node.location,
            "unrouted must be error or ignore, not \(node.scalar.map { _ in written(text) } ?? node.kindDescription)"
                + (suggestion.map { "; did you mean \(written($0))?" } ?? ""))
    }

    static func invalidRule(_ node: YAMLNode) -> Diagnostic {
        let text = node.scalar?.text ?? ""
        let suggestion = Suggestion.closest(to: text, in: InvalidRule.allCases.map(\.rawValue))
        return .error(
            .invalidRule, at: node.location,
            "invalid must be error, ignore or next, not \(node.scalar.map { _ in written(text) } ?? node.kindDescription)"
                + (suggestion.map { "; did you mean \(written($0))?" } ?? ""))
    }

    static func noNextCandidate(
        _ route: DiagnosticSubject?, at location: SourceLocation, why: String, isFallback: Bool
    ) -> Diagnostic {
        let subject = route.map { "of \($0)" } ?? "of the table"
        let fix =
            isFallback ? "write invalid: error or ignore" : "write invalid: error or ignore, or add a fallback route"
        return .warning(
            .noNextCandidate, at: location,
            "invalid: next \(subject) tries nothing: \(why), so a value that does not read fails the push as with invalid: error; \(fix)"
        )
    }

    static func emptyWhen(_ route: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .emptyWhen, at: location,
            "when of \(route) has no condition; give present:, absent: or equals:, or remove when: to select the route by its value"
        )
    }

    static func presentAndAbsent(
        _ route: DiagnosticSubject, present: PayloadKeyPath, absent: PayloadKeyPath
    ) -> Diagnostic {
        let (later, earlier, earlierKey) =
            present.location < absent.location ? (absent, present, "present") : (present, absent, "absent")
        return .clash(
            .presentAndAbsent, later: later.location, earlier: earlier.location,
            "when of \(route) requires \(later) both present and absent, so it never holds; remove one",
            note: "\(earlierKey) lists it here")
    }

    static func invalidConditionValue(
        _ node: YAMLNode, path: PayloadKeyPath, of route: DiagnosticSubject
    )
        -> Diagnostic
    {
        let hint =
            node.scalar?.value.isNull == true
            ? "; to select payloads where it is null or absent, write absent: \(path)"
            : ""
        return .error(
            .invalidConditionValue, at: node.location,
            "equals of \(route) compares \(path) with \(node.scalar?.value.isNull == true ? "null" : node.kindDescription); it takes a string, a number or a boolean\(hint)"
        )
    }

    static func selectionConflict(
        _ route: DiagnosticSubject, key: String, at location: SourceLocation, earlierKey: String,
        at earlierLocation: SourceLocation
    ) -> Diagnostic {
        let why: String =
            switch Set([key, earlierKey]) {
            case ["when", "fallback"]: "a fallback route takes every payload nothing else selects; it has no conditions"
            default:
                "a route selected by when: or fallback: has no discriminator value, so it takes no aliases; give the aliases to a route selected by value"
            }
        return .clash(
            .selectionConflict, later: location, earlier: earlierLocation,
            "\(route) has both \(earlierKey) and \(key); \(why)", note: "\(earlierKey) is given here")
    }

    static func duplicateFallback(
        _ route: DiagnosticSubject, at location: SourceLocation, earlier: DiagnosticSubject,
        at earlierLocation: SourceLocation
    ) -> Diagnostic {
        .clash(
            .duplicateFallback, later: location, earlier: earlierLocation,
            "\(route) is a second fallback route; a table has at most one (\(earlier) is the fallback)",
            note: "\(earlier) is the fallback here")
    }

    static func ignoreWithContent(_ route: DiagnosticSubject, key: String, at location: SourceLocation) -> Diagnostic {
        let why =
            key == "invalid"
            ? "an ignored route reads no values that could fail to read" : "an ignored route delivers nothing"
        return .error(
            .ignoreWithContent, at: location,
            "\(route) has ignore: true and \(key); \(why), so remove \(key) (or remove ignore: true to deliver it)"
        )
    }

    static func unselectableRoute(_ route: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .unselectableRoute, at: location,
            "\(route) is selected by its value, but the table has no discriminator (discriminators: []); give it when: or fallback: true, list the key that names it in discriminators, or give it links: that pushes carry (links: carried:)"
        )
    }

    static func unreachableRoute(
        _ route: DiagnosticSubject, at location: SourceLocation, earlier: DiagnosticSubject,
        at earlierLocation: SourceLocation
    ) -> Diagnostic {
        .warning(
            .unreachableRoute, at: location,
            "\(route) is never selected: its when includes every condition of the earlier \(earlier), which is tried first and always wins; reorder the routes or tell them apart with absent:",
            notes: [Note("\(earlier) is selected here", at: earlierLocation)])
    }

    static func presentPathNotWritten(_ route: DiagnosticSubject, path: PayloadKeyPath) -> Diagnostic {
        .warning(
            .presentPathNotWritten, at: path.location,
            "no required param of \(route), nor a required field of a required object param, is read from \(path), so the payload of a push built in the app (encodedPayload()) may lack it and not select the route again; read \(path) with a required param or field"
        )
    }
}
