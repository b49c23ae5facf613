@_spi(Generated) import PushRouting

// The messages about constraints (docs/language.md §4), reported while they are read
// (ConstraintReader, EnumReader); their codes are in ReadingDiagnostics.swift.

/// A type as `constraint-not-applicable` names it.
enum ConstrainedType: Sendable {
    case builtin(BuiltinType)
    case named(String)
    case array
    case map
    case union
    /// An object type under `types:` (for `open`).
    case objectType(String)

    var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .named(let name): "the named type \(swiftName(name))"
        case .array: "an array"
        case .map: "a map"
        case .union: "a union"
        case .objectType(let name): "the object type \(swiftName(name))"
        }
    }
}

extension Diagnostic {
    static func constraintNotApplicable(
        _ key: String, to type: ConstrainedType, at location: SourceLocation
    )
        -> Diagnostic
    {
        var message = "\(written(key)) does not apply to \(type.description)"
        if key == "open" {
            if case .named(let name) = type {
                message += "; write open: true where \(swiftName(name)) is defined under types:"
            } else {
                message += "; it applies to a string with enum, and to an enum type under types:"
            }
        } else if case .union = type {
            message +=
                "; a union's members take no constraints: declare a named type for the member you want to constrain"
        } else if case .map = type, key == "uniqueItems" {
            message += "; the keys of a map are distinct already"
        } else if case .map = type, key != "items" {
            message += "; put it under items: to constrain the values"
        } else if case .array = type, key != "items" {
            message += "; put it under items: to constrain the elements"
        } else if ConstraintReader.numberKeys.contains(key) {
            message += "; it applies to int and double"
        } else if key == "enum" {
            message += "; it applies to string (or define an enum type under types:)"
        } else if ConstraintReader.stringKeys.contains(key) {
            message += "; it applies to string and url"
        } else {
            message += "; it applies to arrays"
        }
        return .error(.constraintNotApplicable, at: location, message)
    }

    /// `open` beside a string without `enum`: nothing is there to open.
    static func openWithoutEnum(at location: SourceLocation) -> Diagnostic {
        .error(
            .constraintNotApplicable, at: location,
            "'open' needs an enum: it lets values that are none of the enum's strings through as an extra case; add enum: [...] or remove open"
        )
    }

    static func multipleOfNotPositive(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(.invalidConstraint, at: location, "multipleOf must be greater than 0, not \(text)")
    }

    static func multipleOfTooPrecise(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidConstraint, at: location,
            "multipleOf \(text) has more than 19 significant digits; multiples are decided on the exact decimal value, write at most 19"
        )
    }

    /// A bound (`minimum`, …, `multipleOf`) that is not a finite number.
    static func notFiniteNumber(_ key: String, _ node: YAMLNode) -> Diagnostic {
        .error(
            .invalidConstraint, at: node.location,
            "\(key) must be a finite number, not \(node.kindDescription)\(CoreSchema.numberHint(node).map { "; \($0)" } ?? "")"
        )
    }

    /// A count (`minLength`, …, `maxItems`) that is not a non-negative whole number.
    static func notCount(_ key: String, _ node: YAMLNode) -> Diagnostic {
        .error(
            .invalidConstraint, at: node.location,
            "\(key) must be a non-negative integer, not \(node.kindDescription)\(CoreSchema.numberHint(node).map { "; \($0)" } ?? "")"
        )
    }

    /// A constraint and its value as written, for `impossible-constraints`.
    struct GivenConstraint {
        var key: String
        var value: String
        var location: SourceLocation
    }

    /// A lower count above the upper one (`minLength` above `maxLength`).
    static func countsOutOfOrder(_ low: GivenConstraint, _ high: GivenConstraint) -> Diagnostic {
        impossible(
            "\(low.key) \(low.value) is greater than \(high.key) \(high.value); no value can satisfy both", low, high)
    }

    /// Bounds that leave no number (`isInteger`: no int) in range.
    static func emptyRange(_ low: GivenConstraint, _ high: GivenConstraint, isInteger: Bool) -> Diagnostic {
        impossible(
            "\(low.key) \(low.value) and \(high.key) \(high.value) leave no \(isInteger ? "int" : "value") in range",
            low,
            high)
    }

    /// Two constraints that no value satisfies together: at the value of the later one,
    /// with a note at the value of the earlier one.
    private static func impossible(_ message: String, _ a: GivenConstraint, _ b: GivenConstraint) -> Diagnostic {
        let (later, earlier) = a.location < b.location ? (b, a) : (a, b)
        return .clash(
            .impossibleConstraints, later: later.location, earlier: earlier.location, message,
            note: "\(earlier.key) \(earlier.value) is given here")
    }

    /// An int bound beyond the 64-bit range.
    static func boundOutsideInt(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .impossibleConstraints, at: location, "\(text) is outside the range of int (64-bit); no int can satisfy it")
    }

    /// An enum value that the string's other constraints reject; a note at the constraint
    /// (`ruleLocation`) when it is written.
    static func enumValueRejected(
        _ value: String, _ violation: Violation, at location: SourceLocation, ruleLocation: SourceLocation?
    ) -> Diagnostic {
        let rule: String? =
            switch violation {
            case .tooShort(let n): "minLength \(n)"
            case .tooLong(let n): "maxLength \(n)"
            case .patternMismatch(let pattern): "pattern \(quoted(pattern))"
            default: nil
            }
        var notes: [Note] = []
        if let rule, let ruleLocation { notes.append(Note("\(rule) is given here", at: ruleLocation)) }
        return .error(
            .impossibleConstraints, at: location,
            "enum value \(quoted(value)) \(violation), so it can never be accepted; change or remove it", notes: notes)
    }

    static func invalidPattern(_ source: String, _ error: ECMAPatternError, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidPattern, at: location,
            "pattern \(quoted(source)) is not a valid ECMA-262 regular expression: \(error)")
    }

    static func emptyEnum(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(.invalidEnum, at: location, "\(what) is empty; list at least one value")
    }

    static func duplicateEnumValue(_ value: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .clash(
            .invalidEnum, later: location, earlier: first, "enum value \(quoted(value)) is listed twice; remove one",
            note: "first listed here")
    }
}
