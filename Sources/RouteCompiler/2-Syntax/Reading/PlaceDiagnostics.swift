@_spi(Generated) import PushRouting

extension DiagnosticCode {
    /// `is:` that is no JSON kind, or `empty:` that is neither `missing` nor `value`.
    package static let invalidPlaceOption = DiagnosticCode(rawValue: "invalid-place-option")
    /// `is:` where it cannot apply: on a `jsonStrings` entry, on a discriminator with a kind
    /// that names no route, or with a kind the value's type never reads.
    package static let placeOptionNotApplicable = DiagnosticCode(rawValue: "place-option-not-applicable")
    /// A value that `encodedPayload()` writes at its first place as a kind that `is:` there
    /// does not count, and no other place at that path does: the round trip breaks.
    package static let valueNotReadBack = DiagnosticCode(rawValue: "value-not-read-back")
}

// MARK: Places (docs/language.md §5.2)

extension Diagnostic {
    /// `is:` whose value is no kind.
    static func invalidPlaceKind(_ node: YAMLNode) -> Diagnostic {
        let words = PlaceKind.allCases.map(\.rawValue)
        let text = node.scalar?.text ?? ""
        let suggestion = node.scalar == nil ? nil : Suggestion.closest(to: text, in: words)
        let shown = node.scalar.map { _ in written(text) } ?? node.kindDescription
        return .error(
            .invalidPlaceOption, at: node.location,
            "is must be one of string, number, integer, boolean, object or array, not \(shown)"
                + (suggestion.map { "; did you mean \(written($0))?" } ?? ""))
    }

    /// `empty:` whose value is neither `missing` nor `value`.
    static func invalidEmpty(_ node: YAMLNode) -> Diagnostic {
        let text = node.scalar?.text ?? ""
        let suggestion = node.scalar == nil ? nil : Suggestion.closest(to: text, in: ["missing", "value"])
        let shown = node.scalar.map { _ in written(text) } ?? node.kindDescription
        return .error(
            .invalidPlaceOption, at: node.location,
            "empty must be missing (an empty string counts as missing) or value (it is a value), not \(shown)"
                + (suggestion.map { "; did you mean \(written($0))?" } ?? ""))
    }

    /// `is:` on a `jsonStrings` entry, or at a place that `jsonStrings` lists.
    static func kindAtJSONString(_ path: PayloadKeyPath, at location: SourceLocation) -> Diagnostic {
        .error(
            .placeOptionNotApplicable, at: location,
            "is does not apply at \(written(path)), a jsonStrings path: a string there is read as the JSON object it holds, and an object as is; remove is (empty: missing may stay)"
        )
    }

    /// `is:` on a discriminator with a kind that names no route.
    static func kindAtDiscriminator(
        _ path: PayloadKeyPath, kind: PlaceKind, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .placeOptionNotApplicable, at: location,
            "is: \(kind.rawValue) at the discriminator \(written(path)) makes every value there count as absent but \(kind.noun), and \(kind.noun) never names a route; a discriminator takes string, integer or number"
        )
    }

    /// `is:` with a kind the value's type never reads.
    static func kindNeverRead(
        _ value: DiagnosticSubject, place: Place, kind: PlaceKind, type: ValueType, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .placeOptionNotApplicable, at: location,
            "is: \(kind.rawValue) at \(written(place.path)) lets only \(kind.noun) count there, which \(value) (\(type.spelled)) never reads; change is, or remove it"
        )
    }

    /// A value that `encodedPayload()` writes at its first place as `writtenAs` (`an
    /// integer`), which `is:` there does not count (or may not: a fraction at `is: integer`).
    static func valueNotReadBack(
        _ value: DiagnosticSubject, place: Place, kind: PlaceKind, writtenAs: String, at location: SourceLocation
    ) -> Diagnostic {
        let path = written(place.path)
        return .warning(
            .valueNotReadBack, at: location,
            "\(value) is written by encodedPayload() as \(writtenAs) at \(path), which is: \(kind.rawValue) does not count, so a push built in the app would not decode again; remove is (with coerce: strings a plain place reads the text and the value alike), or change it"
        )
    }

    /// A route value (its key or an alias) that no discriminator counts.
    static func valueNoDiscriminatorTakes(
        _ route: DiagnosticSubject, value: String, isAlias: Bool, at location: SourceLocation,
        discriminators: [Place]
    ) -> Diagnostic {
        let places = discriminators.map { "'\($0)'" }.joined(separator: ", ")
        return .error(
            .unselectableRoute, at: location,
            "\(route) is selected by \(isAlias ? "the alias" : "its value") \(quoted(value)), which no discriminator counts (\(places)); change the discriminators' is: or empty:, or give the route when: or fallback: true"
        )
    }
}
