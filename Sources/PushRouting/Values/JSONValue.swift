/// Any JSON value: what a value of the type `json` holds (docs/language.md §3.11), kept as it
/// was sent, for the parts of a payload a table does not describe (a server's custom data, an
/// extension's own dictionary).
///
/// Numbers keep their exact value: an integer that fits 64 bits is an integer, any other
/// finite number a double, decided by the value as everywhere in payloads (`1.0` is the
/// integer 1, so `1` and `1.0` are equal). Objects have string keys; a JSON `null` inside an
/// array or an object is `.null` (a value that is null where a param is read counts as
/// missing, docs/language.md §3.3). Encoding writes the value back as it was read.
///
/// It prints compactly (`{"a": [1, 2.5, "x", null]}`, keys by their code points), the same
/// text at run time and in `routegen explain`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: an integer, or a double (`Number`).
    case number(Number)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: values by their string keys.
    case object([String: JSONValue])

    /// A JSON number: an integer when the value is whole and fits 64 bits (`12`, `1.0`,
    /// `-0`), otherwise a finite double (`1.5`, `1e300`). One value has one representation,
    /// so numbers are equal when their values are.
    public struct Number: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral
    {
        private enum Storage: Sendable, Hashable {
            case integer(Int64)
            case double(Double)
        }

        private let storage: Storage

        /// The integer `value`.
        public init(_ value: Int64) {
            storage = .integer(value)
        }

        /// The integer `value`.
        public init(_ value: Int) {
            storage = .integer(Int64(value))
        }

        /// The number `value`: an integer when it is whole and fits 64 bits; nil when it is
        /// not finite (JSON has no infinity or NaN).
        public init?(_ value: Double) {
            guard value.isFinite else { return nil }
            if let exact = RawValue.exactInteger(value) {
                storage = .integer(exact)
            } else {
                storage = .double(value)
            }
        }

        /// An integer literal.
        public init(integerLiteral value: Int64) {
            self.init(value)
        }

        /// A floating-point literal; a literal too large for a double is the largest finite
        /// one of its sign.
        public init(floatLiteral value: Double) {
            self = Number(value) ?? Number(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)!
        }

        /// The number as an integer, when it is one (whole and within 64 bits).
        public var int64: Int64? {
            if case .integer(let i) = storage { return i }
            return nil
        }

        /// The number as a double (an integer beyond 2^53 rounded to the nearest double).
        public var double: Double {
            switch storage {
            case .integer(let i): Double(i)
            case .double(let d): d
            }
        }

        /// The number as Swift writes it: `12`, `1.5`, `1e+300`.
        public var description: String {
            switch storage {
            case .integer(let i): String(i)
            case .double(let d): d.description
            }
        }

        /// The number as a payload value: an `Int` (or `Int64` where `Int` is narrower) or a
        /// `Double`.
        var payloadValue: Any {
            switch storage {
            case .integer(let i): Int(exactly: i).map { $0 as Any } ?? i
            case .double(let d): d
            }
        }
    }
}

// MARK: Reading a value

extension JSONValue {
    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number, when this is one.
    public var numberValue: Number? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member `key` of an object (nil when this is no object or has no such member).
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index` of an array (nil when this is no array or the index is out of
    /// range).
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

// MARK: Literals

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An integer.
    public init(integerLiteral value: Int64) {
        self = .number(Number(value))
    }

    /// A number (see `Number.init(floatLiteral:)`).
    public init(floatLiteral value: Double) {
        self = .number(Number(floatLiteral: value))
    }

    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// An object; of a key written twice, the last value counts.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: Printing

extension JSONValue: CustomStringConvertible {
    /// The value, compactly (docs/language.md §11, "Printing a push"): `null`, `true`, `12`,
    /// `1.5`, `"text"` (quoted and escaped like every string), `[1, "a"]`, `{"a": 1}` (keys
    /// by their code points).
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n.description
        case .string(let s): ValueDescription.string(s)
        case .array(let items): ValueDescription.array(items.map(\.description))
        case .object(let members): ValueDescription.map(members.map { ($0.key, $0.value.description) })
        }
    }
}
