// The codes of the table checks (`TableChecker`), and the diagnostics of names. Those of
// types, paths and defaults are in TypeDiagnostics.swift, PathDiagnostics.swift and
// DefaultDiagnostics.swift.

extension DiagnosticCode {
    /// A key or value from which no Swift name can be derived.
    package static let noName = DiagnosticCode(rawValue: "no-name")
    /// Two things derive the same Swift name.
    package static let nameCollision = DiagnosticCode(rawValue: "name-collision")
    /// A param, field or enum value whose Swift name a conformance of the generated type
    /// already declares (`hashValue`, `rawValue`, `allCases`).
    package static let reservedMemberName = DiagnosticCode(rawValue: "reserved-member-name")
    /// A destination or type name that is not a valid, free Swift type name.
    package static let invalidTypeName = DiagnosticCode(rawValue: "invalid-type-name")
    /// A discriminator value or alias used twice.
    package static let duplicateRouteValue = DiagnosticCode(rawValue: "duplicate-route-value")
    /// A type expression names a type that `types:` does not declare.
    package static let unknownType = DiagnosticCode(rawValue: "unknown-type")
    /// A type that contains itself without an optional or an array in between.
    package static let recursiveType = DiagnosticCode(rawValue: "recursive-type")
    /// A `default` that does not fit its type or breaks its constraints.
    package static let invalidDefault = DiagnosticCode(rawValue: "invalid-default")
    /// Two params with the same path, one under another, or one at or around the discriminator.
    package static let pathClash = DiagnosticCode(rawValue: "path-clash")
    /// Warning: a param under `aps` at a path Apple does not define.
    package static let apsPath = DiagnosticCode(rawValue: "aps-path")
    /// Two members of a union take the same JSON kind, so a value cannot choose between them.
    package static let ambiguousUnion = DiagnosticCode(rawValue: "ambiguous-union")
    /// Warning: a named type no route uses.
    package static let unusedType = DiagnosticCode(rawValue: "unused-type")
    /// Warning: the table has no routes.
    package static let noRoutes = DiagnosticCode(rawValue: "no-routes")
}

// MARK: Names (NameChecks, RouteValueChecks)

extension Diagnostic {
    /// A route key, `name:`, param or field key, or enum value without a letter or digit.
    static func noName(_ subject: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        let text = subject.text ?? ""
        let (what, fix): (String, String) =
            switch subject {
            case .route: ("route key", "add name: with a Swift name for it")
            case .param, .field:
                (
                    "\(subject.noun) key",
                    "rename the key and add path: [\(quoted(text))] to keep reading the same payload key"
                )
            case .routeName: ("name", "use a value with at least one letter or digit")
            default: ("enum value", "use a value with at least one letter or digit")
            }
        return .error(
            .noName, at: location, "\(what) \(quoted(text)) yields no Swift name (it has no letter or digit); \(fix)")
    }

    /// A param or field key (or an enum value) whose Swift name `name` a protocol of the
    /// generated struct (or enum) declares: `conformance`.
    static func reservedMember(
        _ subject: DiagnosticSubject, name: String, by conformance: String, at location: SourceLocation
    ) -> Diagnostic {
        let text = subject.text ?? ""
        let message: String
        switch subject {
        case .param, .field:
            message =
                "\(subject.noun) key \(quoted(text)) derives the Swift property name '\(name)', which every generated struct gets from \(conformance); rename the key and add path: [\(quoted(text))] to keep reading the same payload key"
        default:
            message =
                "enum value \(quoted(text)) derives the Swift enum case name '\(name)', which every generated enum gets from \(conformance); a payload value cannot be renamed; accept it with a string and pattern: instead (pattern: \"^(\(text)|…)$\")"
        }
        return .error(.reservedMemberName, at: location, message)
    }

    /// Two routes, params or fields of one owner, or values of one enum derive the same
    /// Swift name `name`.
    static func nameCollision(
        _ later: DiagnosticSubject, at location: SourceLocation, first: DiagnosticSubject,
        at firstLocation: SourceLocation, name: String
    ) -> Diagnostic {
        let (kind, fix): (String, String) =
            switch later {
            case .route: ("route case", " or give it name:")
            case .param, .field: ("property", "")
            default: ("enum case", "")
            }
        return .clash(
            .nameCollision, later: location, earlier: firstLocation,
            "\(later.keyAndOwner) derives the Swift \(kind) name '\(name)', already derived from \(first.keyAndOwner) at \(firstLocation.fileAndLine); rename one\(fix)",
            note: "\(first.keyAndOwner) is declared here")
    }

    /// Two members of the union `union` (of the param or field `owner`) derive the same
    /// Swift case name `name` (`Date` and `date` are both `date`).
    static func unionCaseCollision(
        _ owner: DiagnosticSubject, union: String, _ first: String, _ second: String, name: String,
        at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .nameCollision, at: location,
            "the members \(first) and \(second) of the union '\(union)' of \(owner) both derive the Swift case name '\(name)'; rename the named type"
        )
    }

    /// A member of a union whose named type yields no Swift case name (`__`).
    static func unionMemberNoName(_ owner: DiagnosticSubject, member: String, at location: SourceLocation) -> Diagnostic
    {
        .error(
            .noName, at: location,
            "the member \(swiftName(member)) of the union of \(owner) yields no Swift case name (it has no letter or digit); rename the named type"
        )
    }

    /// A member of a union whose case name the generated enum declares otherwise
    /// (`HashValue` derives `hashValue`, which `Hashable` declares).
    static func reservedUnionCase(
        _ owner: DiagnosticSubject, member: String, name: String, by declaration: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .reservedMemberName, at: location,
            "the member \(member) of the union of \(owner) derives the Swift case name '\(name)', which the generated enum gets from \(declaration); rename the named type"
        )
    }

    /// A destination, named type, generated protocol or generated struct whose Swift type
    /// name `name` an earlier one has.
    static func typeNameCollision(
        _ later: DiagnosticSubject, at location: SourceLocation, first: DiagnosticSubject,
        at firstLocation: SourceLocation, name: String
    ) -> Diagnostic {
        .clash(
            .nameCollision, later: location, earlier: firstLocation,
            "\(later) has the Swift type name \(swiftName(name)), already taken by \(first) at \(firstLocation.fileAndLine); destinations and type names share one namespace, rename one",
            note: "\(first) is declared here")
    }

    /// Two enums nested in `owner` under the same name `nested`.
    static func nestedEnumCollision(
        _ later: DiagnosticSubject, at location: SourceLocation, first: DiagnosticSubject,
        at firstLocation: SourceLocation, nested: String, in owner: String
    ) -> Diagnostic {
        .clash(
            .nameCollision, later: location, earlier: firstLocation,
            "\(later) is generated as the nested type \(swiftName(owner + "." + nested)), like \(first); rename one",
            note: "\(first) is declared here")
    }

    /// How messages name a named type or destination whose name is not usable.
    private static func typeNameSubject(_ subject: DiagnosticSubject) -> String {
        if case .type(let name) = subject { "type name \(swiftName(name))" } else { subject.description }
    }

    /// A named type or destination whose name is not of the form of a Swift type name.
    static func notATypeName(_ subject: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidTypeName, at: location,
            "\(typeNameSubject(subject)) is not a Swift type name; use letters, digits and _ and start with a letter or _ (like SecondViewController)"
        )
    }

    /// A named type or destination whose name is reserved (`reason`: "it is a Swift keyword").
    static func reservedTypeName(
        _ subject: DiagnosticSubject, reason: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        .error(
            .invalidTypeName, at: location,
            "\(typeNameSubject(subject)) cannot be used because \(reason); choose another name (see docs/names.md)")
    }

    /// A route whose generated struct `structName` is reserved.
    static func reservedStructName(
        _ route: DiagnosticSubject, structName: String, reason: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .invalidTypeName, at: location,
            "\(route) would generate the struct \(swiftName(structName)), which cannot be used because \(reason); give the route another name:"
        )
    }

    /// A route key or alias whose discriminator value an earlier one uses.
    static func duplicateRouteValue(
        _ later: DiagnosticSubject, at location: SourceLocation, first: DiagnosticSubject,
        at firstLocation: SourceLocation
    ) -> Diagnostic {
        .clash(
            .duplicateRouteValue, later: location, earlier: firstLocation,
            "\(later) uses a discriminator value already used by \(first) at \(firstLocation.fileAndLine); each value may select one route",
            note: "\(first) is declared here")
    }

    /// A route whose key an earlier route has, one of them selected by `when` or as the
    /// fallback (so the key is a name, not a discriminator value, for one of them).
    static func duplicateRouteKey(
        _ later: DiagnosticSubject, at location: SourceLocation, first: DiagnosticSubject,
        at firstLocation: SourceLocation
    ) -> Diagnostic {
        .clash(
            .duplicateRouteValue, later: location, earlier: firstLocation,
            "\(later) has the key of \(first) at \(firstLocation.fileAndLine); a route's key names it (in explain, breaking and Swift), so each key may be used by one route; rename one",
            note: "\(first) is declared here")
    }
}
