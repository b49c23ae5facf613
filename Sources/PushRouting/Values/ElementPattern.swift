import Foundation

extension PayloadPath {
    /// What the element steps `{first: P}` and `{last: P}` of a key path look for in an array
    /// (docs/language.md §5.1): a JSON value that an element matches structurally. A scalar
    /// matches an equal scalar (strings code point by code point, numbers by value, booleans as
    /// booleans; a string never matches a number, a boolean never a number); an array pattern
    /// matches an array whose first elements match its elements, in order (a prefix: `["e"]`
    /// matches `["e", "5c83…", "wss://relay"]`); an object pattern matches an object that holds
    /// each of its keys with a value that matches (other keys may be there too). Null matches
    /// nothing, and a pattern holds no null.
    public indirect enum ElementPattern: Hashable, Sendable, CustomStringConvertible {
        /// A string, compared code point by code point.
        case string(String)
        /// A whole number that fits Int64 (`3.0` is written `.integer(3)`), compared by value.
        case integer(Int64)
        /// Any other finite number, compared by value.
        case double(Double)
        /// A boolean, which never matches a number.
        case bool(Bool)
        /// An array whose first elements match these, in order.
        case array([ElementPattern])
        /// An object holding each key with a value that matches its pattern; keys compared code
        /// point by code point, in any order.
        case object([(key: String, pattern: ElementPattern)])

        /// Whether `value`, an element of a payload's array, matches. Looks no deeper into
        /// `value` than the pattern itself goes, and never traps. The runtime's (and its
        /// tests'): an app reads payloads through generated code.
        package func matches(_ value: Any) -> Bool {
            switch (self, RawValue.classify(value)) {
            case (.string(let s), .string(let t)): return Exact.equal(s, t)
            case (.integer(let i), .integer(let j)): return i == j
            // `.number` is never a whole number in Int64's range, and `.double` never holds one.
            case (.double(let d), .number(let x)): return d == x
            case (.bool(let b), .bool(let c)): return b == c
            case (.array(let patterns), .array(let elements)):
                guard elements.count >= patterns.count else { return false }
                return zip(patterns, elements).allSatisfy { $0.matches($1) }
            case (.object(let entries), .object(let object)):
                return entries.allSatisfy { entry in
                    Decode.value(in: object, forKey: entry.key).map(entry.pattern.matches) ?? false
                }
            default: return false
            }
        }

        /// The pattern as a payload value: what encoding writes as a new element that the
        /// pattern finds (`["e"]` for `[e]`). The runtime's (and its tests').
        package var payloadValue: Any {
            switch self {
            case .string(let s): return s
            case .integer(let i): return Int(exactly: i) ?? Double(i)
            case .double(let d): return d
            case .bool(let b): return b
            case .array(let patterns): return patterns.map(\.payloadValue)
            case .object(let entries):
                var object: PayloadObject = [:]
                for entry in entries { object[AnyHashable(entry.key)] = entry.pattern.payloadValue }
                return object
            }
        }

        /// The pattern as JSON text, in the order it was written: `["e"]`, `{"type": "image"}`.
        public var description: String {
            switch self {
            case .string(let s): return Self.quoted(s)
            case .integer(let i): return String(i)
            case .double(let d): return "\(d)"
            case .bool(let b): return b ? "true" : "false"
            case .array(let patterns): return "[" + patterns.map(\.description).joined(separator: ", ") + "]"
            case .object(let entries):
                return "{" + entries.map { Self.quoted($0.key) + ": " + $0.pattern.description }.joined(separator: ", ")
                    + "}"
            }
        }

        /// Equal when they match the same elements: the same scalars (strings code point by
        /// code point), the same arrays, objects with the same keys and patterns in any order.
        public static func == (lhs: ElementPattern, rhs: ElementPattern) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
            case (.integer(let a), .integer(let b)): return a == b
            case (.double(let a), .double(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.object(let a), .object(let b)):
                return a.count == b.count
                    && a.allSatisfy { entry in
                        b.contains {
                            $0.key.unicodeScalars.elementsEqual(entry.key.unicodeScalars) && $0.pattern == entry.pattern
                        }
                    }
            default: return false
            }
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let s):
                hasher.combine(0)
                hasher.combine(s.unicodeScalars.map(\.value))
            case .integer(let i):
                hasher.combine(1)
                hasher.combine(i)
            case .double(let d):
                hasher.combine(2)
                hasher.combine(d)
            case .bool(let b):
                hasher.combine(3)
                hasher.combine(b)
            case .array(let patterns):
                hasher.combine(4)
                hasher.combine(patterns)
            case .object(let entries):
                // In any order: the entries' hashes combined without regard to order.
                hasher.combine(5)
                hasher.combine(entries.count)
                var sum = 0
                for entry in entries {
                    var inner = Hasher()
                    inner.combine(entry.key.unicodeScalars.map(\.value))
                    inner.combine(entry.pattern)
                    sum = sum &+ inner.finalize()
                }
                hasher.combine(sum)
            }
        }

        /// `text` in double quotes, JSON-escaped as `JSONWriter` writes strings (one line).
        private static func quoted(_ text: String) -> String {
            JSONWriter.string(text) ?? "\"\""
        }
    }
}
