/// Resolves scalars by the YAML 1.2 core schema (docs/language.md §7): only plain scalars are
/// resolved; quoted and block scalars are strings. `yes`, `no`, `on`, `off` stay strings.
enum CoreSchema {
    static let stringTag = "tag:yaml.org,2002:str"
    static let intTag = "tag:yaml.org,2002:int"
    static let floatTag = "tag:yaml.org,2002:float"
    static let boolTag = "tag:yaml.org,2002:bool"
    static let nullTag = "tag:yaml.org,2002:null"
    static let mapTag = "tag:yaml.org,2002:map"
    static let seqTag = "tag:yaml.org,2002:seq"

    /// The value of an untagged scalar.
    static func resolve(_ text: String, style: ScalarStyle) -> ScalarValue {
        guard style == .plain else { return .string(text) }
        return resolvePlain(text) ?? .string(text)
    }

    /// The null, bool or number a plain scalar spells, or nil for a string.
    static func resolvePlain(_ text: String) -> ScalarValue? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return .null }
        // Fast path: most scalars in a table are words, which are strings.
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            return isNull(text) ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bool(text).map { .bool($0) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let int = integer(text) { return .number(int) }
            if let float = float(text) { return .number(float) }
            return nil
        default:
            return nil
        }
    }

    /// Why a string value written where a number belongs is not one, when the reason is
    /// YAML's: a quoted number, or a plain scalar that YAML 1.1 (and many YAML tools) read
    /// as a number but 1.2 reads as a string (`1_000`, `0b101`).
    static func numberHint(_ node: YAMLNode) -> NumberHint? {
        guard let scalar = node.scalar, case .string(let text) = scalar.value else { return nil }
        return numberHint(text)
    }

    /// `numberHint` for a string value.
    static func numberHint(_ text: String) -> NumberHint? {
        // A plain scalar that spells a number is one: this one was quoted.
        if case .number? = resolvePlain(text) { return .quotedNumber }
        if text.contains("_"), text.first != "_", text.last != "_" {
            let plain = text.replacingOccurrences(of: "_", with: "")
            if case .number? = resolvePlain(plain) { return .digitSeparators(text, number: plain) }
        }
        let body = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        if body.hasPrefix("0b"), body.count > 2, body.dropFirst(2).allSatisfy({ $0 == "0" || $0 == "1" }),
            let value = Int64(body.dropFirst(2), radix: 2)
        {
            return .binary(text, number: "\(text.hasPrefix("-") ? "-" : "")\(value)")
        }
        return nil
    }

    /// Why a string that looks like a number is one in YAML 1.2 (rendered in YAMLDiagnostics.swift).
    enum NumberHint: Sendable, Hashable {
        /// A number in quotes (`"12"`).
        case quotedNumber
        /// Digits with `_` separators (`1_000`), and the number without them.
        case digitSeparators(String, number: String)
        /// A YAML 1.1 binary number (`0b101`), and its value in decimal.
        case binary(String, number: String)
    }

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    static func integer(_ text: String) -> YAMLNumber? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x")
        {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = bytes[2...]
            guard digits.allSatisfy({ digitValue($0, radix: radix) != nil }) else { return nil }
            var value: Double = 0
            for d in digits { value = value * Double(radix) + Double(digitValue(d, radix: radix)!) }
            return YAMLNumber(
                text: text, isIntegerSyntax: true, double: value,
                int64: Int64(String(decoding: digits, as: UTF8.self), radix: radix))
        }
        var digits = bytes[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let normalized = bytes.first == UInt8(ascii: "+") ? String(text.dropFirst()) : text
        return YAMLNumber(
            text: text, isIntegerSyntax: true, double: Double(normalized) ?? 0, int64: Int64(normalized))
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf`, `\.nan`.
    static func float(_ text: String) -> YAMLNumber? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF":
            return YAMLNumber(text: text, isIntegerSyntax: false, double: .infinity, int64: nil)
        case "-.inf", "-.Inf", "-.INF":
            return YAMLNumber(text: text, isIntegerSyntax: false, double: -.infinity, int64: nil)
        case ".nan", ".NaN", ".NAN":
            return YAMLNumber(text: text, isIntegerSyntax: false, double: .nan, int64: nil)
        default:
            break
        }
        var bytes = Array(text.utf8)[...]
        var normalized = ""
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            if sign == UInt8(ascii: "-") { normalized += "-" }
            bytes = bytes.dropFirst()
        }
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let integerPart = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integerPart.count)
        var fractionPart: ArraySlice<UInt8> = []
        var hasPoint = false
        if bytes.first == UInt8(ascii: ".") {
            hasPoint = true
            bytes = bytes.dropFirst()
            fractionPart = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fractionPart.count)
        }
        guard !integerPart.isEmpty || (hasPoint && !fractionPart.isEmpty) else { return nil }
        normalized += integerPart.isEmpty ? "0" : String(decoding: integerPart, as: UTF8.self)
        normalized += "." + (fractionPart.isEmpty ? "0" : String(decoding: fractionPart, as: UTF8.self))
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var exponent = "e"
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponent.append(Character(Unicode.Scalar(sign)))
                bytes = bytes.dropFirst()
            }
            let digits = bytes.prefix(while: isDigit)
            guard !digits.isEmpty else { return nil }
            bytes = bytes.dropFirst(digits.count)
            exponent += String(decoding: digits, as: UTF8.self)
            normalized += exponent
        }
        guard bytes.isEmpty, let value = Double(normalized) else { return nil }
        return YAMLNumber(text: text, isIntegerSyntax: false, double: value, int64: exactInt64(value))
    }

    /// The Int64 equal to `value`, when `value` is a whole number in range.
    static func exactInt64(_ value: Double) -> Int64? {
        guard value.isFinite, value.rounded(.towardZero) == value,
            value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
        else { return nil }
        return Int64(value)
    }

    private static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
