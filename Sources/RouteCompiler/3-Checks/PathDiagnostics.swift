// Diagnostics of key paths (PathChecks, docs/language.md §5.1).

/// How a param's path meets the discriminator's path.
enum DiscriminatorOverlap: Sendable {
    case samePath
    case underDiscriminator
    case containsDiscriminator
}

/// How a param's or field's path meets an earlier one's.
enum PathOverlap: Sendable {
    case samePath
    case under
    case contains
}

extension Diagnostic {
    /// A param path under `aps`.
    static func apsPath(_ param: DiagnosticSubject, path: PayloadKeyPath) -> Diagnostic {
        .warning(
            .apsPath, at: path.location,
            "\(param) reads '\(path)', under 'aps', which APNs reserves for the keys Apple defines, and this is none of them; put custom data outside aps (read Apple's keys with aps: APS)"
        )
    }

    /// A param that reads the discriminator's path, a path under it or around it. When the
    /// table writes `discriminator:` (`paramIsLater` says which comes later), the error is
    /// at the later of the two with a note at the other; otherwise at the param.
    static func pathAtDiscriminator(
        _ param: DiagnosticSubject, path: PayloadKeyPath, _ overlap: DiscriminatorOverlap,
        discriminator: PayloadKeyPath, isWritten: Bool, paramIsLater: Bool
    ) -> Diagnostic {
        let relation =
            switch overlap {
            case .samePath: "is the discriminator's path"
            case .underDiscriminator: "lies under the discriminator's path '\(discriminator)'"
            case .containsDiscriminator: "contains the discriminator's path '\(discriminator)'"
            }
        let message =
            "\(param) reads '\(path)', which \(relation); the discriminator is read by the router, choose another path"
        guard isWritten else { return .error(.pathClash, at: path.location, message + " (or set discriminator:)") }
        return .clash(
            .pathClash, later: paramIsLater ? path.location : discriminator.location,
            earlier: paramIsLater ? discriminator.location : path.location, message,
            note: paramIsLater
                ? "the discriminator is read from '\(discriminator)' here" : "\(param.nounAndName) reads '\(path)' here"
        )
    }

    /// A param or field whose path meets the path of an earlier one (`earlier`, its key).
    static func pathClash(
        _ field: DiagnosticSubject, path: PayloadKeyPath, _ overlap: PathOverlap, earlier: String,
        path earlierPath: PayloadKeyPath
    ) -> Diagnostic {
        let relation =
            switch overlap {
            case .samePath: "the same path as"
            case .under: "a path under the path of"
            case .contains: "a path that contains the path of"
            }
        return .clash(
            .pathClash, later: path.location, earlier: earlierPath.location,
            "\(field.keyAndOwner) reads '\(path)', \(relation) \(quoted(earlier)) ('\(earlierPath)'); each value must come from its own place, give one another path",
            note: "\(quoted(earlier)) reads '\(earlierPath)' here")
    }

    /// Two paths of one param's or field's `paths:` that meet (docs/language.md §5.2): at the
    /// later path, a note at the earlier.
    static func pathClashWithinPaths(
        _ field: DiagnosticSubject, path: PayloadKeyPath, _ overlap: PathOverlap, path earlierPath: PayloadKeyPath
    ) -> Diagnostic {
        let relation =
            switch overlap {
            case .samePath: "the same path as"
            case .under: "a path under"
            case .contains: "a path that contains"
            }
        return .clash(
            .pathClash, later: path.location, earlier: earlierPath.location,
            "\(field.keyAndOwner) reads '\(path)', \(relation) its own path '\(earlierPath)'; each path of paths must be a place of its own, remove one",
            note: "\(quoted(field.text ?? "")) reads '\(earlierPath)' here")
    }
}

// MARK: Element steps (ElementChecks, docs/language.md §5.1)

extension DiagnosticCode {
    /// Warning: two element steps of a route's (or an object type's) values may address the
    /// same element of one array, or a value is written into what its element's pattern
    /// matches: a push built in the app may not decode to itself.
    package static let overlappingElements = DiagnosticCode(rawValue: "overlapping-elements")
}

extension Diagnostic {
    /// A place read as an array by one path (an element step follows it) and as a
    /// dictionary by another (a key follows it).
    static func pathShapeClash(
        _ field: DiagnosticSubject, path: PayloadKeyPath, place: Int, isArray: Bool, earlier: String,
        path earlierPath: PayloadKeyPath
    ) -> Diagnostic {
        let placePath = PayloadKeyPath(steps: Array(path.steps.prefix(place)), location: path.location)
        let (this, that) = isArray ? ("an array", "a dictionary") : ("a dictionary", "an array")
        return .clash(
            .pathClash, later: path.location, earlier: earlierPath.location,
            "\(field.keyAndOwner) reads '\(path)', which takes '\(placePath)' as \(this), but \(quoted(earlier)) reads '\(earlierPath)', which takes it as \(that); no payload holds both, choose one",
            note: "\(quoted(earlier)) reads '\(earlierPath)' here")
    }

    /// Two element steps into one array (at `place`) that encoding may not keep apart.
    static func overlappingElements(
        _ field: DiagnosticSubject, path: PayloadKeyPath, step: PathStep, place: Int, earlier: String,
        path earlierPath: PayloadKeyPath, step earlierStep: PathStep
    ) -> Diagnostic {
        let array = PayloadKeyPath(steps: Array(path.steps.prefix(place)), location: path.location)
        return .warning(
            .overlappingElements, at: path.location,
            "\(field.keyAndOwner) reads '\(path)' and \(quoted(earlier)) reads '\(earlierPath)': \(step.written) and \(earlierStep.written) may address the same element of '\(array)', so a push built in the app (encodedPayload(), dispatch(_ route:)) may not decode to itself; address the elements of one array by indices of one sign, or by patterns that no element matches both of",
            notes: [Note("\(quoted(earlier)) reads '\(earlierPath)' here", at: earlierPath.location)])
    }

    /// A value written into the part of an element that its pattern matches.
    static func writesIntoPattern(
        _ field: DiagnosticSubject, path: PayloadKeyPath, step: PathStep, next: PathStep
    )
        -> Diagnostic
    {
        let what: String
        switch next {
        case .key(let key): what = "the key \(quoted(key))"
        case .index, .first, .last, .link: what = next.written
        }
        return .warning(
            .overlappingElements, at: path.location,
            "\(field.keyAndOwner) reads '\(path)': \(what) may be part of what \(step.written) matches, so a value built in the app that differs there makes the element no match and the push (encodedPayload(), dispatch(_ route:)) may not decode to itself; read a place the pattern does not cover"
        )
    }
}
