@_spi(Generated) import PushRouting

/// A JSON document built in memory and printed deterministically: object members keep
/// the order they were added in. Used for `--diagnostics-format json` and exported schemas;
/// written by PushRouting's `JSONWriter.Output`, the one writer of JSON text.
package indirect enum JSONDocument: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number printed from its exact text (for example a constraint copied from the table).
    case number(String)
    case string(String)
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    /// Values are equal when they have the same kind and value (object members in order).
    package static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
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

    /// Hashes the kind and the value.
    package func hash(into hasher: inout Hasher) {
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
    package func rendered(indent: Int = 2) -> String {
        var out = JSONWriter.Output(indent: indent)
        write(to: &out)
        return out.text
    }

    private func write(to out: inout JSONWriter.Output) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.bool(b)
        case .int(let i): out.integer(i)
        case .number(let text): out.number(text: text)
        case .string(let s): out.string(s)
        case .array(let items):
            out.beginArray()
            for item in items {
                out.nextElement()
                item.write(to: &out)
            }
            out.endArray()
        case .object(let members):
            out.beginObject()
            for (key, value) in members {
                out.key(key)
                value.write(to: &out)
            }
            out.endObject()
        }
    }
}
