extension DiagnosticCode {
    /// A key the language does not have here.
    public static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    /// A required key is absent (or given with an empty or null value).
    public static let missingKey = DiagnosticCode(rawValue: "missing-key")
    /// A value of the wrong kind (a list where a mapping belongs, a number where a string does).
    public static let wrongKind = DiagnosticCode(rawValue: "wrong-kind")
    /// A route key, alias or other name that YAML reads as a number, boolean or null.
    public static let needsQuotes = DiagnosticCode(rawValue: "needs-quotes")
    /// `version` is not 1.
    public static let unsupportedVersion = DiagnosticCode(rawValue: "unsupported-version")
    /// `coerce` is neither `none` nor `strings`.
    public static let invalidCoercion = DiagnosticCode(rawValue: "invalid-coercion")
    /// A type expression that does not parse (`[string`, `int??`, `[string?]`).
    public static let invalidType = DiagnosticCode(rawValue: "invalid-type")
    /// `optional: false` on a `?` type, or optional together with `default`.
    public static let optionalConflict = DiagnosticCode(rawValue: "optional-conflict")
    /// A malformed key path (empty, or with an empty segment).
    public static let invalidPath = DiagnosticCode(rawValue: "invalid-path")
    /// A constraint on a type it does not apply to.
    public static let constraintNotApplicable = DiagnosticCode(rawValue: "constraint-not-applicable")
    /// A constraint with a bad value (negative count, `multipleOf: 0`, …).
    public static let invalidConstraint = DiagnosticCode(rawValue: "invalid-constraint")
    /// Constraints no value can satisfy together.
    public static let impossibleConstraints = DiagnosticCode(rawValue: "impossible-constraints")
    /// A `pattern` that is not a valid ECMA-262 regular expression.
    public static let invalidPattern = DiagnosticCode(rawValue: "invalid-pattern")
    /// An `enum` that is empty, holds a non-string, or repeats a value.
    public static let invalidEnum = DiagnosticCode(rawValue: "invalid-enum")
    /// A named type with both or neither of `fields` and `enum`.
    public static let invalidTypeDefinition = DiagnosticCode(rawValue: "invalid-type-definition")
    /// An included file that cannot be read.
    public static let includeNotFound = DiagnosticCode(rawValue: "include-not-found")
    /// Files that include each other in a cycle.
    public static let includeCycle = DiagnosticCode(rawValue: "include-cycle")
    /// A key that only the root file may have (`discriminator`, `coerce`).
    public static let rootOnlyKey = DiagnosticCode(rawValue: "root-only-key")
}

extension Diagnostic {
    static func unknownKey(_ key: String, at location: SourceLocation, in context: String, suggestion: String?)
        -> Diagnostic
    {
        var message = "unknown key '\(key)' in \(context)"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else if let hint = unknownKeyHints[key] {
            message += "; \(hint)"
        }
        return .error(.unknownKey, at: location, message)
    }

    private static let unknownKeyHints: [String: String] = [
        "required": "params are required unless they are optional or have a default",
        "nullable": "write optional: true, or a type ending in ?",
        "min": "write minimum, minLength or minItems",
        "max": "write maximum, maxLength or maxItems",
        "regex": "write pattern",
        "values": "write enum",
    ]

    static func missingKey(_ key: String, at location: SourceLocation, in context: String, example: String)
        -> Diagnostic
    {
        .error(.missingKey, at: location, "\(context) is missing '\(key)'; add \(example)")
    }

    static func wrongKind(_ node: YAMLNode, expected: String, for what: String) -> Diagnostic {
        .error(.wrongKind, at: node.location, "\(what) must be \(expected), not \(node.kindDescription)")
    }

    static func needsQuotes(_ scalar: YAMLScalar, at location: SourceLocation, what: String) -> Diagnostic {
        let kind: String
        switch scalar.value {
        case .null: kind = "null"
        case .bool: kind = "a boolean"
        case .number: kind = "a number"
        case .string: kind = "a string"
        }
        return .error(
            .needsQuotes, at: location,
            "\(what) \(scalar.text.isEmpty ? "(empty)" : scalar.text) is read by YAML as \(kind); quote it: \"\(scalar.text)\"")
    }
}
