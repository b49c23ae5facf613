@_spi(Generated) import PushRouting

/// The runtime's rule values for a level's constraints: the one definition of what the
/// constraints mean, shared by generated decoders, `explain` and the checks of defaults.
extension Constraints {
    /// The `int`/`double` rules.
    package var numberRules: NumberRules {
        NumberRules(
            minimum: minimum.map { NumberBound.from($0.value) },
            maximum: maximum.map { NumberBound.from($0.value) },
            exclusiveMinimum: exclusiveMinimum.map { NumberBound.from($0.value) },
            exclusiveMaximum: exclusiveMaximum.map { NumberBound.from($0.value) },
            multipleOf: multipleOf?.value.decimal,
            multipleOfText: multipleOf?.value.text)
    }

    /// The `string`/`url` rules (the pattern compiled; it was checked when read).
    package var stringRules: StringRules {
        StringRules(
            minLength: minLength?.value, maxLength: maxLength?.value,
            pattern: pattern.flatMap { try? ECMAPattern($0.value) })
    }

    /// The array rules.
    package var arrayRules: ArrayRules {
        ArrayRules(minItems: minItems?.value, maxItems: maxItems?.value, uniqueItems: uniqueItems?.value ?? false)
    }
}

extension NumberBound {
    static func from(_ literal: NumberLiteral) -> NumberBound {
        if let int64 = literal.int64 { return NumberBound(int64) }
        return NumberBound(literal.double)
    }
}
