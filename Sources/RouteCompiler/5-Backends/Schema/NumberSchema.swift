@_spi(Generated) import PushRouting

// Numbers in the schema: ints and doubles with their ranges and the table's bounds, and
// numbers that may arrive as strings (`coerce: strings`).
extension SchemaBuilder {
    /// An int: a whole number in the 64-bit range, with the table's constraints.
    func integerSchema(_ rules: NumberRules?) -> JSONDocument {
        var members: [(String, JSONDocument)] = [("type", .string("integer"))]
        let low = NumberBound(Int64.min)
        let high = NumberBound(Int64.max)
        members.append(("minimum", number(stricter(rules?.minimum, low, lower: true))))
        members.append(("maximum", number(stricter(rules?.maximum, high, lower: false))))
        members += boundMembers(rules)
        return .object(members)
    }

    /// A double: a finite number, with the table's constraints.
    func numberSchema(_ rules: NumberRules?) -> JSONDocument {
        var members: [(String, JSONDocument)] = [("type", .string("number"))]
        members.append(
            ("minimum", number(stricter(rules?.minimum, NumberBound(-Double.greatestFiniteMagnitude), lower: true))))
        members.append(
            ("maximum", number(stricter(rules?.maximum, NumberBound(Double.greatestFiniteMagnitude), lower: false))))
        members += boundMembers(rules)
        return .object(members)
    }

    func boundMembers(_ rules: NumberRules?) -> [(String, JSONDocument)] {
        guard let rules else { return [] }
        var members: [(String, JSONDocument)] = []
        if let b = rules.exclusiveMinimum { members.append(("exclusiveMinimum", number(b))) }
        if let b = rules.exclusiveMaximum { members.append(("exclusiveMaximum", number(b))) }
        if let m = rules.multipleOf {
            members.append(("multipleOf", .number(m.jsonText)))
        }
        return members
    }

    /// The stricter of the table's bound and the type's range.
    func stricter(_ bound: NumberBound?, _ range: NumberBound, lower: Bool) -> NumberBound {
        guard let bound else { return range }
        if let int = range.int64 {
            let beyond = lower ? bound.compare(int) > 0 : bound.compare(int) < 0
            return beyond ? range : bound
        }
        return lower ? (bound.double < range.double ? range : bound) : (bound.double > range.double ? range : bound)
    }

    func number(_ bound: NumberBound) -> JSONDocument {
        if let int = bound.int64 { return .int(int) }
        return .number(JSONWriter.numberText(bound.double))
    }

    /// With `coerce: strings`, the value or a string whose JSON content is the value.
    func coerced(_ schema: JSONDocument, _ coerce: Bool) -> JSONDocument {
        guard coerce else { return schema }
        let text = JSONDocument.object([
            ("type", .string("string")), ("pattern", .string(PayloadSchema.numberText)),
            ("contentMediaType", .string("application/json")), ("contentSchema", schema),
        ])
        return .object([("anyOf", .array([schema, text]))])
    }
}

extension ExactDecimal {
    /// The exact value as JSON number text: plain digits when short (`0.01`, `1.5`, `300`),
    /// exponent form otherwise (`1e-30`).
    var jsonText: String {
        let sign = isNegative ? "-" : ""
        let digits = String(significand)
        if exponent >= 0 {
            return exponent <= 6
                ? sign + digits + String(repeating: "0", count: exponent) : "\(sign)\(digits)e\(exponent)"
        }
        let shift = -exponent
        guard shift <= 20 else { return "\(sign)\(digits)e\(exponent)" }
        if digits.count > shift {
            let point = digits.index(digits.endIndex, offsetBy: -shift)
            return sign + digits[..<point] + "." + digits[point...]
        }
        return sign + "0." + String(repeating: "0", count: shift - digits.count) + digits
    }
}
