/// A finite decimal number `±significand × 10^exponent`, exact, used to decide
/// `multipleOf` on the decimal value of a number rather than by a binary floating-point
/// remainder (so 19.99 is a multiple of 0.01; docs/language.md §4).
///
/// The significand has no trailing zeros (zero is `0 × 10^0`), so equal values have equal
/// representations.
@_spi(Generated)
public struct ExactDecimal: Hashable, Sendable, CustomStringConvertible {
    /// The digits, without trailing zeros.
    public let significand: UInt64
    /// The power of ten.
    public let exponent: Int
    /// Whether the value is below zero.
    public let isNegative: Bool

    /// Creates `±significand × 10^exponent`, normalized.
    public init(significand: UInt64, exponent: Int, isNegative: Bool = false) {
        var s = significand
        var e = exponent
        if s == 0 {
            self.significand = 0
            self.exponent = 0
            self.isNegative = false
            return
        }
        while s % 10 == 0 {
            s /= 10
            e += 1
        }
        self.significand = s
        self.exponent = e
        self.isNegative = isNegative
    }

    /// The exact value of an integer.
    public init(_ value: Int64) {
        self.init(significand: value.magnitude, exponent: 0, isNegative: value < 0)
    }

    /// The shortest decimal that reads back as `value` (what `value.description` prints,
    /// which is what a JSON text holding this double most likely said); nil when `value`
    /// is not finite.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init(significand: 0, exponent: 0)
            return
        }
        self.init(text: value.description)
    }

    /// Parses a decimal written like `-12`, `0.5`, `1e-05`, `1.5E+300` (what JSON and
    /// `Double.description` produce). Nil when the text is not such a number, or has more
    /// than 19 significant digits.
    public init?(text: String) {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        } else if utf8.first == UInt8(ascii: "+") {
            utf8 = utf8.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while let byte = utf8.first {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                sawDigit = true
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - UInt8(ascii: "0")) }
                if sawPoint { exponent -= 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            utf8 = utf8.dropFirst()
        }
        guard sawDigit else { return nil }
        if let e = utf8.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            utf8 = utf8.dropFirst()
            guard let written = Int(String(Substring(utf8))) else { return nil }
            guard written.magnitude < 1_000_000 else { return nil }
            exponent += written
            utf8 = utf8[utf8.endIndex...]
        }
        guard utf8.isEmpty else { return nil }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= 19 else { return nil }
        var significand: UInt64 = 0
        for d in digits { significand = significand * 10 + UInt64(d) }
        self.init(significand: significand, exponent: digits.isEmpty ? 0 : exponent, isNegative: negative)
    }

    /// Whether `self` is an integer multiple of `divisor` (which must not be zero).
    public func isMultiple(of divisor: ExactDecimal) -> Bool {
        guard significand != 0 else { return true }
        guard divisor.significand != 0 else { return false }
        let b = divisor.significand
        if exponent >= divisor.exponent {
            // (a × 10^k) mod b == 0, computed with modular arithmetic.
            var remainder = significand % b
            var k = exponent - divisor.exponent
            var power: UInt64 = 10 % b
            while k > 0 && remainder != 0 {
                if k & 1 == 1 { remainder = ExactDecimal.mulmod(remainder, power, b) }
                power = ExactDecimal.mulmod(power, power, b)
                k >>= 1
            }
            return remainder == 0
        }
        // a / (b × 10^k): a has no trailing zeros, so 10^k cannot divide it when k > 0.
        return false
    }

    private static func mulmod(_ x: UInt64, _ y: UInt64, _ m: UInt64) -> UInt64 {
        let product = x.multipliedFullWidth(by: y)
        return m.dividingFullWidth((product.high, product.low)).remainder
    }

    /// `1.5e-3`-style text.
    public var description: String {
        "\(isNegative ? "-" : "")\(significand)e\(exponent)"
    }
}
