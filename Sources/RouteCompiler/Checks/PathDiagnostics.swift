import PushRouting

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
