import Foundation

/// Writes payload values as JSON text, deterministically: object keys sorted by their
/// UTF-8 bytes, integers exactly, doubles in their shortest round-trip form, strings with
/// `"`, `\`, control characters and the line and paragraph separators escaped.
///
/// The one writer of JSON text in PushRoutes: routegen writes its JSON (diagnostics,
/// schemas) with the same `Output`.
@_spi(Generated)
public enum JSONWriter {
    /// The JSON text of `value`; nil when it holds something JSON cannot (a non-finite
    /// number, a `Date`, a custom object).
    public static func data(_ value: Any) -> Data? {
        var out = Output()
        guard write(value, to: &out) else { return nil }
        return Data(out.bytes)
    }

    /// The JSON text of `value`, as a string.
    public static func string(_ value: Any) -> String? {
        var out = Output()
        guard write(value, to: &out) else { return nil }
        return out.text
    }

    private static func write(_ value: Any, to out: inout Output) -> Bool {
        switch RawValue.classify(value) {
        case .null: out.null()
        case .bool(let b): out.bool(b)
        case .integer(let i): out.integer(i)
        case .number(let d):
            guard d.isFinite else { return false }
            out.number(text: numberText(d))
        case .string(let s): out.string(s)
        case .array(let items):
            out.beginArray()
            for item in items {
                out.nextElement()
                guard write(item, to: &out) else { return false }
            }
            out.endArray()
        case .object(let object):
            var members: [(key: String, value: Any)] = []
            for (key, value) in object {
                guard let key = key.base as? String else { return false }
                members.append((key, value))
            }
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out.beginObject()
            for member in members {
                out.key(member.key)
                guard write(member.value, to: &out) else { return false }
            }
            out.endObject()
        case .other:
            return false
        }
        return true
    }

    /// A finite double's shortest round-trip text, as JSON allows it (`1e-05`, `12.5`, `3.0`).
    package static func numberText(_ d: Double) -> String {
        d.description
    }

    /// JSON text being written: values, strings escaped, and the punctuation and
    /// indentation of arrays and objects. Compact with `indent` 0; otherwise one member a
    /// line, `indent` spaces a level, `": "` after keys, and `[]`/`{}` when empty.
    package struct Output {
        /// The UTF-8 text so far.
        package private(set) var bytes: [UInt8] = []
        private let indent: Int
        /// One entry per open array or object, innermost last: whether it has a member yet.
        private var containers: [Bool] = []

        /// An empty text, compact (`indent` 0) or pretty-printed.
        package init(indent: Int = 0) {
            self.indent = indent
        }

        /// The text so far, as a string.
        package var text: String { String(decoding: bytes, as: UTF8.self) }

        package mutating func null() { bytes += "null".utf8 }

        package mutating func bool(_ b: Bool) { bytes += (b ? "true" : "false").utf8 }

        package mutating func integer(_ i: Int64) { bytes += String(i).utf8 }

        /// A number given as its JSON text (written as is).
        package mutating func number(text: String) { bytes += text.utf8 }

        /// `s` as a JSON string literal: `"` and `\` escaped, `\n`, `\r`, `\t`, `\b`, `\f`,
        /// the other control characters, DEL and the line and paragraph separators (which
        /// JavaScript does not allow in its strings) as `\u00XX`; everything else as UTF-8.
        package mutating func string(_ s: String) {
            bytes.append(0x22)
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": bytes += [0x5C, 0x22]
                case "\\": bytes += [0x5C, 0x5C]
                case "\n": bytes += [0x5C, 0x6E]
                case "\r": bytes += [0x5C, 0x72]
                case "\t": bytes += [0x5C, 0x74]
                case "\u{08}": bytes += [0x5C, 0x62]
                case "\u{0C}": bytes += [0x5C, 0x66]
                case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                    let hex = String(scalar.value, radix: 16)
                    bytes += "\\u".utf8
                    bytes += repeatElement(0x30, count: 4 - hex.utf8.count)
                    bytes += hex.utf8
                default:
                    bytes += UTF8.encode(scalar)!
                }
            }
            bytes.append(0x22)
        }

        /// Opens an array; each element follows a `nextElement()`.
        package mutating func beginArray() { open(0x5B) }

        /// Starts the next element of the innermost array.
        package mutating func nextElement() {
            if containers[containers.count - 1] { bytes.append(0x2C) }
            containers[containers.count - 1] = true
            newline()
        }

        /// Closes the innermost array.
        package mutating func endArray() { close(0x5D) }

        /// Opens an object; each value follows a `key(_:)`.
        package mutating func beginObject() { open(0x7B) }

        /// Starts the next member of the innermost object: its key and the colon.
        package mutating func key(_ key: String) {
            nextElement()
            string(key)
            bytes.append(0x3A)
            if indent > 0 { bytes.append(0x20) }
        }

        /// Closes the innermost object.
        package mutating func endObject() { close(0x7D) }

        private mutating func open(_ bracket: UInt8) {
            bytes.append(bracket)
            containers.append(false)
        }

        private mutating func close(_ bracket: UInt8) {
            if containers.removeLast() { newline() }
            bytes.append(bracket)
        }

        /// A line break and the indentation of the current level, when pretty-printing.
        private mutating func newline() {
            guard indent > 0 else { return }
            bytes.append(0x0A)
            bytes += repeatElement(0x20, count: indent * containers.count)
        }
    }
}
