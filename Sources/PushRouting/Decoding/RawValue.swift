import Foundation

/// What a payload value is, as JSON sees it. Payload dictionaries from the OS hold
/// `NSNumber`s in which booleans and numbers look alike (`NSNumber(value: true) as? Int`
/// is 1); this tells them apart by the number's class and type code, on every platform,
/// without the allocating `as? Int` bridge.
@_spi(Generated)
public enum RawValue {
    /// A classified payload value.
    public enum Kind {
        case null
        case bool(Bool)
        /// A whole number that fits Int64.
        case integer(Int64)
        /// Any other finite number (fractional, or whole but outside Int64).
        case number(Double)
        case string(String)
        case array([Any])
        case object([AnyHashable: Any])
        /// Something that is not JSON (a `Date`, a custom object, …).
        case other
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    /// Classifies `value`. The common payload types are told by their exact dynamic type
    /// first, so no value is bridged (a Swift dictionary asked `as? NSNumber` would be
    /// converted to an `NSDictionary` just to fail).
    public static func classify(_ value: Any) -> Kind {
        let type = Swift.type(of: value)
        if type == String.self { return .string(value as! String) }
        if type is NSNumber.Type { return classify(number: value as! NSNumber) }
        if type == Int64.self { return .integer(value as! Int64) }
        if type == Int.self { return .integer(Int64(value as! Int)) }
        if type == Double.self { return number(value as! Double) }
        if type == Bool.self { return .bool(value as! Bool) }
        if type == [AnyHashable: Any].self { return .object(value as! [AnyHashable: Any]) }
        if type == [Any].self { return .array(value as! [Any]) }
        if type == NSNull.self { return .null }
        switch value {
        case let s as String: return .string(s)
        case let i as any BinaryInteger:
            if let exact = Int64(exactly: i) { return .integer(exact) }
            return .number(Double(i))
        case let f as Float: return number(Double(f))
        case let d as [AnyHashable: Any]: return .object(d)
        case let a as [Any]: return .array(a)
        default:
            if case Optional<Any>.none = value { return .null }
            return .other
        }
    }

    /// Classifies an `NSNumber`: booleans by class, integers and doubles by type code,
    /// `NSDecimalNumber` by its decimal value.
    public static func classify(number n: NSNumber) -> Kind {
        let type = Swift.type(of: n)
        if type == booleanClass { return .bool(n.boolValue) }
        if type is NSDecimalNumber.Type, let decimal = n as? NSDecimalNumber {
            let text = decimal.stringValue
            if let exact = Int64(text) { return .integer(exact) }
            // A whole number that Int64 cannot hold stays a number, even where its
            // double rounds into Int64's range.
            if !text.contains(".") && !text.contains("e") && !text.contains("E") {
                return .number(decimal.doubleValue)
            }
            return number(decimal.doubleValue)
        }
        switch n.objCType.pointee {
        case 0x64, 0x66:  // d, f
            return number(n.doubleValue)
        case 0x51, 0x4C, 0x49, 0x53, 0x43:  // Q, L, I, S, C: unsigned
            let u = n.uint64Value
            return u <= UInt64(Int64.max) ? .integer(Int64(u)) : .number(Double(u))
        default:
            return .integer(n.int64Value)
        }
    }

    /// A double as `.integer` when it is a whole number in Int64's range (docs/language.md §3 decides
    /// by the value: `1.0` is the integer 1), otherwise `.number` (infinite included: a JSON
    /// number too large for a double).
    static func number(_ d: Double) -> Kind {
        if let exact = exactInteger(d) { return .integer(exact) }
        return .number(d)
    }

    /// `d` as an Int64 when it is a whole number in Int64's range.
    public static func exactInteger(_ d: Double) -> Int64? {
        guard d.isFinite, d.rounded(.towardZero) == d, d >= -9_223_372_036_854_775_808.0,
            d < 9_223_372_036_854_775_808.0
        else { return nil }
        return Int64(d)
    }
}

/// A payload value compared as JSON: numbers by value (`1` equals `1.0`), strings code
/// point by code point, arrays element by element, objects key by key; booleans never
/// equal numbers. Used for `uniqueItems`.
struct JSONIdentity: Hashable {
    let value: Any

    init(_ value: Any) { self.value = value }

    static func == (lhs: JSONIdentity, rhs: JSONIdentity) -> Bool {
        equal(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        JSONIdentity.hash(value, into: &hasher)
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        switch (RawValue.classify(a), RawValue.classify(b)) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.integer(x), .integer(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x.utf8.elementsEqual(y.utf8)
        case let (.array(x), .array(y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.object(x), .object(y)):
            guard x.count == y.count else { return false }
            for (key, value) in x {
                guard let other = y[key], equal(value, other) else { return false }
            }
            return true
        default: return false
        }
    }

    private static func hash(_ value: Any, into hasher: inout Hasher) {
        switch RawValue.classify(value) {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .integer(let i): hasher.combine(Double(i))
        case .number(let d): hasher.combine(d)
        case .string(let s): hasher.combine(Array(s.utf8))
        case .array(let a):
            hasher.combine(a.count)
            for item in a { hash(item, into: &hasher) }
        case .object(let o): hasher.combine(o.count)
        case .other: hasher.combine(-1)
        }
    }
}
