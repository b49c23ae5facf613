import PushRouting

// Diagnostics of defaults (DefaultChecks, docs/language.md §3.6).

/// What is wrong with a `default` (or an element of a list default).
enum DefaultProblem: Sendable, CustomStringConvertible {
    /// Whether the type takes no default at all (an object type, a union, a map): the key
    /// `default` does not apply, whatever its value.
    var isTypeWithoutDefault: Bool {
        switch self {
        case .objectType, .union, .map: true
        default: false
        }
    }

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
    /// Any default of a union (docs/language.md §3.7).
    case union
    /// Any default of a map.
    case map
    case enumNotAString(String, Literal)
    case notAList(Literal)
    /// A key of a mapping in a `json` default that YAML reads as no string.
    case jsonKeyNotAString(Literal)

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
        case .jsonKeyNotAString(let key):
            "has a key that is \(key.kindDescription), not a string: the keys of JSON objects are strings (quote it)"
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
