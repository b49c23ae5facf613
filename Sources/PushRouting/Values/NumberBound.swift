/// A bound from the table (`minimum: 0`, `maximum: 2.5`): its value as a double and, when
/// it is a whole number in Int64's range, exactly as an integer, so that integers beyond
/// 2^53 compare exactly.
public struct NumberBound: Sendable, Hashable, CustomStringConvertible {
    /// The bound as a double.
    public let double: Double
    /// The bound as an integer, when it is one.
    public let int64: Int64?

    /// An integer bound.
    public init(_ value: Int64) {
        double = Double(value)
        int64 = value
    }

    /// A bound with a double value (exact as an integer too when it is a whole number).
    public init(_ value: Double) {
        double = value
        if value.isFinite, value.rounded(.towardZero) == value,
            value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
        {
            int64 = Int64(value)
        } else {
            int64 = nil
        }
    }

    /// How `value` compares with this bound: -1 below, 0 equal, 1 above. Exact.
    @_spi(Generated)
    public func compare(_ value: Int64) -> Int {
        if let int64 { return value < int64 ? -1 : (value == int64 ? 0 : 1) }
        // The bound is not a whole number in range: it is never equal to an integer.
        if double >= 9_223_372_036_854_775_808.0 { return -1 }
        if double < -9_223_372_036_854_775_808.0 { return 1 }
        let floor = Int64(double.rounded(.down))
        return value <= floor ? -1 : 1
    }

    /// How `value` compares with this bound: -1 below, 0 equal, 1 above.
    @_spi(Generated)
    public func compare(_ value: Double) -> Int {
        value < double ? -1 : (value == double ? 0 : 1)
    }

    /// The bound as it reads in messages (`3`, `2.5`).
    public var description: String {
        if let int64 { return String(int64) }
        return String(double)
    }
}
