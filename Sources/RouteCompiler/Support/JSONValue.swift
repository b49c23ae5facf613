/// A JSON document built in memory and printed deterministically: object members keep
/// the order they were added in. Used for `--diagnostics-format json` and exported schemas.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number printed from its exact text (for example a constraint copied from the table).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .int(let i): hasher.combine(i)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The JSON text. `indent` > 0 pretty-prints with that many spaces per level.
    public func rendered(indent: Int = 2) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let text): out += text
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent: indent, level: level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent: indent, level: level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent: indent, level: level + 1)
                JSONValue.writeString(key, to: &out)
                out += indent > 0 ? ": " : ":"
                value.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent: indent, level: level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, indent: Int, level: Int) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    /// Writes `s` as a JSON string literal: `"` and `\` escaped, control characters as
    /// `\n`, `\t`, … or `\u00XX`; everything else as UTF-8.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
