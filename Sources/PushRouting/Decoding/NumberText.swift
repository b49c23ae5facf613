/// Reads the text of a JSON number (`-12`, `0.5`, `1e3`): the one definition used for
/// JSON payloads and for strings under `coerce: strings`, so both decide alike.
///
/// An integer literal is exact (it fits Int64 or is out of range); any other number is
/// the double it parses to, and docs/language.md §3 decides by that value (`1.0` is the int 1).
@_spi(Generated)
public enum NumberText {
    /// A parsed number.
    public enum Value: Equatable, Sendable {
        /// An integer literal that fits Int64.
        case integer(Int64)
        /// An integer literal outside Int64's range, as the nearest double (never an int,
        /// even where the double rounds back into range: -9223372036854775809 is no int).
        case largeInteger(Double)
        /// Any other number, as a double (infinite when it is too large for one).
        case double(Double)
    }

    /// The number `text` spells, or nil when `text` is not exactly a JSON number (no
    /// spaces, no `+`, no leading zeros, no hex, no `.5` or `5.`).
    public static func parse(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The number the UTF-8 `bytes` spell, or nil.
    public static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let end = scan(b, from: 0), end == b.count else { return nil }
        return value(of: b)
    }

    /// The index just past a JSON number starting at `start`, or nil when none starts there.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        let n = b.count
        func isDigit(_ i: Int) -> Bool { i < n && b[i] >= 0x30 && b[i] <= 0x39 }
        if i < n, b[i] == 0x2D { i += 1 }
        guard isDigit(i) else { return nil }
        if b[i] == 0x30 {
            i += 1
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < n, b[i] == 0x2E {
            i += 1
            guard isDigit(i) else { return nil }
            while isDigit(i) { i += 1 }
        }
        if i < n, b[i] == 0x65 || b[i] == 0x45 {
            i += 1
            if i < n, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
            guard isDigit(i) else { return nil }
            while isDigit(i) { i += 1 }
        }
        return i
    }

    /// The value of a scanned number.
    static func value(of b: UnsafeBufferPointer<UInt8>) -> Value {
        let isIntegerLiteral = !b.contains { $0 == 0x2E || $0 == 0x65 || $0 == 0x45 }
        if isIntegerLiteral, b.count <= 20 {
            var magnitude: UInt64 = 0
            var overflow = false
            let negative = b.first == 0x2D
            for byte in b where byte != 0x2D {
                let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(UInt64(byte - 0x30))
                magnitude = m2
                overflow = overflow || o1 || o2
            }
            if !overflow {
                if negative, magnitude <= UInt64(Int64.max) + 1 {
                    return .integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
                }
                if !negative, magnitude <= UInt64(Int64.max) { return .integer(Int64(magnitude)) }
            }
        }
        let value = Double(String(decoding: b, as: UTF8.self)) ?? .nan
        return isIntegerLiteral ? .largeInteger(value) : .double(value)
    }
}
