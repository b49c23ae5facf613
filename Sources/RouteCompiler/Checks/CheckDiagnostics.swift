import PushRouting

extension DiagnosticCode {
    /// A key or value from which no Swift name can be derived.
    public static let noName = DiagnosticCode(rawValue: "no-name")
    /// Two things derive the same Swift name.
    public static let nameCollision = DiagnosticCode(rawValue: "name-collision")
    /// A param, field or enum value whose Swift name a conformance of the generated type
    /// already declares (`hashValue`, `rawValue`, `allCases`).
    public static let reservedMemberName = DiagnosticCode(rawValue: "reserved-member-name")
    /// A destination or type name that is not a valid, free Swift type name.
    public static let invalidTypeName = DiagnosticCode(rawValue: "invalid-type-name")
    /// A discriminator value or alias used twice.
    public static let duplicateRouteValue = DiagnosticCode(rawValue: "duplicate-route-value")
    /// A type expression names a type that `types:` does not declare.
    public static let unknownType = DiagnosticCode(rawValue: "unknown-type")
    /// A type that contains itself without an optional or an array in between.
    public static let recursiveType = DiagnosticCode(rawValue: "recursive-type")
    /// A `default` that does not fit its type or breaks its constraints.
    public static let invalidDefault = DiagnosticCode(rawValue: "invalid-default")
    /// Two params with the same path, one under another, or one at or around the discriminator.
    public static let pathClash = DiagnosticCode(rawValue: "path-clash")
    /// Warning: a param under `aps` at a path Apple does not define.
    public static let apsPath = DiagnosticCode(rawValue: "aps-path")
    /// Two members of a union take the same JSON kind, so a value cannot choose between them.
    public static let ambiguousUnion = DiagnosticCode(rawValue: "ambiguous-union")
    /// Warning: a named type no route uses.
    public static let unusedType = DiagnosticCode(rawValue: "unused-type")
    /// Warning: the table has no routes.
    public static let noRoutes = DiagnosticCode(rawValue: "no-routes")
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

    /// A value of an open enum whose case name is the extra case's (`other`): the value and
    /// `open: true` clash, the error at the later of the two, a note at the other.
    static func openEnumCaseCollision(
        _ value: DiagnosticSubject, name: String, at location: SourceLocation, open openLocation: SourceLocation
    ) -> Diagnostic {
        let valueIsLater = openLocation < location
        return .clash(
            .nameCollision, later: valueIsLater ? location : openLocation,
            earlier: valueIsLater ? openLocation : location,
            "\(value) derives the Swift enum case name '\(name)', which the enum declares for the strings that are none of its values because it is open; remove the value or open: true",
            note: valueIsLater ? "open: true is given here" : "\(value) is listed here")
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

    /// The enum of a param or field, nested in `owner` as `nested`, would hide the named
    /// type `nested`: at the later of the two, a note at the other.
    static func nestedEnumHidesType(
        _ enumeration: DiagnosticSubject, at location: SourceLocation, nested: String, in owner: String,
        type typeLocation: SourceLocation, fieldIsLater: Bool
    ) -> Diagnostic {
        .clash(
            .nameCollision, later: fieldIsLater ? location : typeLocation,
            earlier: fieldIsLater ? typeLocation : location,
            "\(enumeration) is generated as the nested type \(swiftName(owner + "." + nested)), which would hide the type \(swiftName(nested)) inside \(swiftName(owner)); rename the key and keep reading the payload key with path:",
            note: fieldIsLater
                ? "\(DiagnosticSubject.type(nested)) is declared here" : "\(enumeration) is declared here")
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
}

// MARK: Types (TypeChecks, TableChecker)

extension Diagnostic {
    /// A type expression naming `name`, which `types:` does not declare.
    static func unknownType(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        .error(
            .unknownType, at: location,
            "unknown type '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; declare it under types: or use string, int, double, bool, url or date")"
        )
    }

    /// The object type `type` contains itself through the fields `chain` (each a type and
    /// its field's key), reported at the field that closes the cycle.
    static func recursiveType(
        _ type: String, through chain: [(type: String, key: String)], at location: SourceLocation
    )
        -> Diagnostic
    {
        let path = chain.map { "\($0.type).\($0.key)" }.joined(separator: " -> ")
        return .error(
            .recursiveType, at: location,
            "\(DiagnosticSubject.type(type)) contains itself through \(path) -> \(type); make one of these fields optional or an array"
        )
    }

    /// Two members of a union (`union`, as written) take values of the same kind.
    static func ambiguousUnion(
        _ union: String, _ first: String, _ second: String, kind: JSONKind, at location: SourceLocation
    ) -> Diagnostic {
        let noun =
            switch kind {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .object: "an object"
            case .array: "an array"
            }
        return .error(
            .ambiguousUnion, at: location,
            "the members \(first) and \(second) of the union '\(union)' both take \(noun), so a value could not choose between them; the members of a union take different JSON kinds: a string (string, url, date, a string enum), a number (int or double), a boolean, an object (an object type or a map), an array"
        )
    }

    /// `APSAlert` or `APSSound` used as a type: parts of Apple's `aps`, read through `APS`.
    static func apsPartAsType(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unknownType, at: location,
            "\(swiftName(name)) is part of Apple's aps dictionary and not a type of routes.yaml; read the whole dictionary with APS (docs/language.md §13.3)"
        )
    }

    static func unusedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            .unusedType, at: location,
            "\(DiagnosticSubject.type(name)) is not used by any route; use it in a param or remove it")
    }

    static func noRoutes(at location: SourceLocation) -> Diagnostic {
        .warning(
            .noRoutes, at: location,
            "the table has no routes; add routes: with at least one route (or include a file that has some)")
    }
}

// MARK: Paths (PathChecks)

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

    /// Two paths of one param's or field's `paths:` that meet (docs/language.md §13.5): at the
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

// MARK: Defaults (DefaultChecks)

/// What is wrong with a `default` (or an element of a list default).
enum DefaultProblem: Sendable, CustomStringConvertible {
    /// A string that breaks a constraint.
    case stringViolation(String, Violation)
    /// A number, as written, that breaks a constraint.
    case numberViolation(String, Violation)
    /// A list that breaks `minItems`, `maxItems` or `uniqueItems`.
    case listViolation(Violation)
    /// A string not among `values`, those of the named enum `type` or of an `enum:`.
    case notInEnum(String, values: [String], type: String?)
    case notAnInt(String)
    case notFinite(String)
    case notAbsoluteURI(String)
    /// A string that is no URI reference, for a url with `relative: true`.
    case notURIReference(String)
    case notDateTime(String)
    case dateNotAString(Literal)
    case boolAsString(String)
    /// A string where a number belongs, with YAML's reason when there is one.
    case numberAsString(BuiltinType, String, hint: CoreSchema.NumberHint?)
    case wrongKind(BuiltinType, Literal)
    case unknownType
    case objectType(String)
    /// Any default of a union (docs/language.md §13.2).
    case union
    /// Any default of a map.
    case map
    case enumNotAString(String, Literal)
    case notAList(Literal)

    /// The problem as a phrase after "default".
    var description: String {
        switch self {
        case .stringViolation(let s, let violation): "\(quoted(s)) \(violation)"
        case .numberViolation(let text, let violation): "\(text) \(violation)"
        case .listViolation(let violation): "\(violation)"
        case .notInEnum(let s, let values, let type):
            "\(quoted(s)) \(Violation.notInEnum(values))\(type.map { " (the values of \(swiftName($0)))" } ?? "")"
        case .notAnInt(let text): "\(text) is not an int (a whole number in the 64-bit range)"
        case .notFinite(let text): "\(text) is not a finite number"
        case .notAbsoluteURI(let s):
            "\(quoted(s)) is not an absolute URI (RFC 3986: a scheme such as https:, no spaces)"
        case .notURIReference(let s):
            "\(quoted(s)) is not a URI reference (RFC 3986: an absolute URI or a relative one such as /page.html, not empty)"
        case .notDateTime(let s): "\(quoted(s)) is not an RFC 3339 date-time such as 2024-05-01T12:00:00Z"
        case .dateNotAString(let literal):
            "of a date must be an RFC 3339 string such as \"2024-05-01T12:00:00Z\", not \(literal.kindDescription)"
        case .boolAsString(let s):
            "must be true or false, not the string \(quoted(s)) (coerce does not apply to defaults)"
        case .numberAsString(let builtin, let s, let hint):
            "must be \(DefaultProblem.article(builtin)), not the string \(quotedValue(s))\(hint.map { "; \($0)" } ?? "")\(hint == .quotedNumber ? " (coerce does not apply to defaults)" : "")"
        case .wrongKind(let builtin, let literal):
            "must be \(DefaultProblem.article(builtin)), not \(literal.kindDescription)"
        case .unknownType: "refers to an unknown type"
        case .objectType(let name):
            "is not allowed: object-typed params (here \(swiftName(name))) take no default; make it optional instead"
        case .union:
            "is not allowed: a union takes no default; make it optional instead"
        case .map:
            "is not allowed: a map takes no default; make it optional instead"
        case .enumNotAString(let name, let literal):
            "must be one of the strings of \(swiftName(name)), not \(literal.kindDescription)"
        case .notAList(let literal): "must be a list, not \(literal.kindDescription)"
        }
    }

    private static func article(_ type: BuiltinType) -> String {
        switch type {
        case .int: "an int"
        case .url: "a url string"
        default: "a \(type.rawValue)"
        }
    }
}

extension Diagnostic {
    static func invalidDefault(_ problem: DefaultProblem, at location: SourceLocation) -> Diagnostic {
        .error(.invalidDefault, at: location, "default \(problem)")
    }
}
