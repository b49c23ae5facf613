/// Why a value breaks a constraint of docs/language.md §4. The same text is used by generated
/// decoders, `routegen explain` and the checks of `default` values in the table.
public enum Violation: Sendable, Hashable, CustomStringConvertible {
    case belowMinimum(NumberBound)
    case aboveMaximum(NumberBound)
    case notAboveExclusiveMinimum(NumberBound)
    case notBelowExclusiveMaximum(NumberBound)
    case notMultiple(of: String)
    case tooShort(minLength: Int)
    case tooLong(maxLength: Int)
    case patternMismatch(String)
    case notInEnum([String])
    case tooFewItems(minItems: Int)
    case tooManyItems(maxItems: Int)
    /// Two elements are equal (0-based indices) although `uniqueItems` is set.
    case duplicateItems(Int, Int)

    /// The reason, as a phrase that follows "the value".
    public var description: String {
        switch self {
        case .belowMinimum(let b): "is less than minimum \(b)"
        case .aboveMaximum(let b): "is greater than maximum \(b)"
        case .notAboveExclusiveMinimum(let b): "is not greater than exclusiveMinimum \(b)"
        case .notBelowExclusiveMaximum(let b): "is not less than exclusiveMaximum \(b)"
        case .notMultiple(let m): "is not a multiple of \(m)"
        case .tooShort(let n): "is shorter than minLength \(n)"
        case .tooLong(let n): "is longer than maxLength \(n)"
        case .patternMismatch(let p): "does not match pattern \(Violation.quoted(p))"
        case .notInEnum(let values):
            "is not one of \(values.map { Violation.quoted($0) }.joined(separator: ", "))"
        case .tooFewItems(let n): "has fewer items than minItems \(n)"
        case .tooManyItems(let n): "has more items than maxItems \(n)"
        case .duplicateItems(let a, let b): "has equal items at [\(a)] and [\(b)] but uniqueItems is set"
        }
    }

    /// A string in double quotes with `"`, `\` and control characters escaped, as every
    /// message of routegen and the runtime quotes text; with `delimiter` `'`, in single quotes
    /// with `'` escaped instead (how routegen's messages quote Swift names).
    @_spi(Generated)
    public static func quoted(_ s: String, delimiter: Unicode.Scalar = "\"") -> String {
        var out = String(delimiter)
        for scalar in s.unicodeScalars {
            switch scalar {
            case delimiter, "\\": out += "\\" + String(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + String(delimiter)
    }
}

/// The constraints of an `int` or `double` value.
@_spi(Generated)
public struct NumberRules: Sendable {
    /// The least value allowed (`minimum`).
    public var minimum: NumberBound?
    /// The greatest value allowed (`maximum`).
    public var maximum: NumberBound?
    /// Values must be greater than this (`exclusiveMinimum`).
    public var exclusiveMinimum: NumberBound?
    /// Values must be less than this (`exclusiveMaximum`).
    public var exclusiveMaximum: NumberBound?
    /// Values must be a whole multiple of this, decided on decimals (`multipleOf`).
    public var multipleOf: ExactDecimal?
    /// `multipleOf` as written, for messages.
    public var multipleOfText: String?

    /// Creates rules; nil means unconstrained.
    public init(
        minimum: NumberBound? = nil, maximum: NumberBound? = nil, exclusiveMinimum: NumberBound? = nil,
        exclusiveMaximum: NumberBound? = nil, multipleOf: ExactDecimal? = nil, multipleOfText: String? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
        self.multipleOfText = multipleOfText ?? multipleOf?.description
    }

    /// The first constraint `value` breaks.
    public func violation(_ value: Int64) -> Violation? {
        if let b = minimum, b.compare(value) < 0 { return .belowMinimum(b) }
        if let b = maximum, b.compare(value) > 0 { return .aboveMaximum(b) }
        if let b = exclusiveMinimum, b.compare(value) <= 0 { return .notAboveExclusiveMinimum(b) }
        if let b = exclusiveMaximum, b.compare(value) >= 0 { return .notBelowExclusiveMaximum(b) }
        if let m = multipleOf, !ExactDecimal(value).isMultiple(of: m) { return .notMultiple(of: multipleOfText ?? "") }
        return nil
    }

    /// The first constraint `value` breaks.
    public func violation(_ value: Double) -> Violation? {
        if let b = minimum, b.compare(value) < 0 { return .belowMinimum(b) }
        if let b = maximum, b.compare(value) > 0 { return .aboveMaximum(b) }
        if let b = exclusiveMinimum, b.compare(value) <= 0 { return .notAboveExclusiveMinimum(b) }
        if let b = exclusiveMaximum, b.compare(value) >= 0 { return .notBelowExclusiveMaximum(b) }
        if let m = multipleOf {
            guard let decimal = ExactDecimal(value), decimal.isMultiple(of: m) else {
                return .notMultiple(of: multipleOfText ?? "")
            }
        }
        return nil
    }
}

/// The constraints of a `string` or `url` value. Lengths count Unicode code points.
@_spi(Generated)
public struct StringRules: Sendable {
    /// The fewest code points allowed (`minLength`).
    public var minLength: Int?
    /// The most code points allowed (`maxLength`).
    public var maxLength: Int?
    /// A regular expression the text must match somewhere (`pattern`).
    public var pattern: ECMAPattern?

    /// Creates rules; nil means unconstrained.
    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: ECMAPattern? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    /// The first constraint `value` breaks.
    public func violation(_ value: String) -> Violation? {
        if minLength != nil || maxLength != nil {
            let length = value.unicodeScalars.count
            if let n = minLength, length < n { return .tooShort(minLength: n) }
            if let n = maxLength, length > n { return .tooLong(maxLength: n) }
        }
        if let pattern, !pattern.matches(value) { return .patternMismatch(pattern.source) }
        return nil
    }
}

/// The constraints of an array value.
@_spi(Generated)
public struct ArrayRules: Sendable {
    /// The fewest elements allowed (`minItems`).
    public var minItems: Int?
    /// The most elements allowed (`maxItems`).
    public var maxItems: Int?
    /// Whether no two elements may be equal (`uniqueItems`).
    public var uniqueItems: Bool

    /// Creates rules; nil means unconstrained.
    public init(minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false) {
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
    }

    /// The count constraint an array of `count` items breaks.
    public func violation(count: Int) -> Violation? {
        if let n = minItems, count < n { return .tooFewItems(minItems: n) }
        if let n = maxItems, count > n { return .tooManyItems(maxItems: n) }
        return nil
    }

    /// The first pair of equal items, when `uniqueItems` is set. Items are compared as JSON
    /// values (docs/language.md §4): numbers by value (`1` equals `1.0`), strings code point by code
    /// point, booleans never equal to numbers.
    public func violation(items: [Any]) -> Violation? {
        guard uniqueItems, items.count > 1 else { return nil }
        var firstIndex: [JSONIdentity: Int] = [:]
        firstIndex.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let earlier = firstIndex.updateValue(i, forKey: JSONIdentity(item)) {
                return .duplicateItems(earlier, i)
            }
        }
        return nil
    }
}
