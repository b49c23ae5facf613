@_spi(Generated) import PushRouting

/// The runtime's rule values written as Swift source: generated code builds exactly the
/// rules the interpreter uses, because both start from the same values.
enum RuleSource {
    static func number(_ rules: NumberRules) -> String {
        var args: [String] = []
        func bound(_ label: String, _ value: NumberBound?) {
            guard let value else { return }
            args.append("\(label): PushRouting.NumberBound(\(literal(value)))")
        }
        bound("minimum", rules.minimum)
        bound("maximum", rules.maximum)
        bound("exclusiveMinimum", rules.exclusiveMinimum)
        bound("exclusiveMaximum", rules.exclusiveMaximum)
        if let m = rules.multipleOf {
            args.append("multipleOf: PushRouting.ExactDecimal(significand: \(m.significand), exponent: \(m.exponent))")
            if let text = rules.multipleOfText { args.append("multipleOfText: \(SwiftLiteral.string(text))") }
        }
        return "PushRouting.NumberRules(\(args.joined(separator: ", ")))"
    }

    static func string(_ rules: StringRules) -> String {
        var args: [String] = []
        if let n = rules.minLength { args.append("minLength: \(n)") }
        if let n = rules.maxLength { args.append("maxLength: \(n)") }
        if let p = rules.pattern {
            args.append("pattern: PushRouting.ECMAPattern(checked: \(SwiftLiteral.string(p.source)))")
        }
        return "PushRouting.StringRules(\(args.joined(separator: ", ")))"
    }

    static func array(_ rules: ArrayRules) -> String {
        var args: [String] = []
        if let n = rules.minItems { args.append("minItems: \(n)") }
        if let n = rules.maxItems { args.append("maxItems: \(n)") }
        if rules.uniqueItems { args.append("uniqueItems: true") }
        return "PushRouting.ArrayRules(\(args.joined(separator: ", ")))"
    }

    /// A bound as a typed literal: `Swift.Int64(5)` or `2.5`.
    private static func literal(_ bound: NumberBound) -> String {
        if let int = bound.int64 { return "Swift.Int64(\(int))" }
        return bound.double.description
    }
}
