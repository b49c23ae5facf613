import Foundation

/// Writes payload values as JSON text, deterministically: object keys sorted by their
/// UTF-8 bytes, integers exactly, doubles in their shortest round-trip form, strings with
/// `"`, `\` and control characters escaped.
public enum JSONWriter {
    /// The JSON text of `value`; nil when it holds something JSON cannot (a non-finite
    /// number, a `Date`, a custom object).
    public static func data(_ value: Any) -> Data? {
        var out: [UInt8] = []
        guard write(value, to: &out) else { return nil }
        return Data(out)
    }

    /// The JSON text of `value`, as a string.
    public static func string(_ value: Any) -> String? {
        data(value).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func write(_ value: Any, to out: inout [UInt8]) -> Bool {
        switch RawValue.classify(value) {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .integer(let i): out += Array(String(i).utf8)
        case .number(let d):
            guard d.isFinite else { return false }
            out += Array(number(d).utf8)
        case .string(let s): writeString(s, to: &out)
        case .array(let items):
            out.append(0x5B)
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(0x2C) }
                guard write(item, to: &out) else { return false }
            }
            out.append(0x5D)
        case .object(let object):
            var members: [(key: String, value: Any)] = []
            for (key, value) in object {
                guard let key = key.base as? String else { return false }
                members.append((key, value))
            }
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out.append(0x7B)
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(0x2C) }
                writeString(member.key, to: &out)
                out.append(0x3A)
                guard write(member.value, to: &out) else { return false }
            }
            out.append(0x7D)
        case .other:
            return false
        }
        return true
    }

    /// A double's shortest round-trip text, as JSON allows it (`1e-05`, `12.5`, `3.0`).
    private static func number(_ d: Double) -> String {
        d.description
    }

    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        for byte in s.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x00..<0x20, 0x7F:
                let hex = Array(String(byte, radix: 16).utf8)
                out += Array("\\u00".utf8) + (hex.count == 1 ? [0x30] + hex : hex)
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}
