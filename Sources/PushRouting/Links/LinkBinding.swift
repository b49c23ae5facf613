/// Where a link's placeholder puts its value (docs/language.md §14.3): the param it names, as
/// the param's first place in the route's payload, and how URL text becomes a payload value.
/// A link is read by writing its values into a payload of its route and decoding that with
/// the route's own decoder, so a value from a link meets every rule a value from a push
/// meets.
@_spi(Generated)
public struct LinkBinding: Sendable, Hashable {
    /// What a URL's text becomes: URL text is always a string, read as `coerce: strings`
    /// reads one (docs/language.md §3.4).
    public enum Kind: Sendable, Hashable {
        /// The text as it is (`string`, `url`, `date`, enums, a union's string member).
        case string
        /// The text of a JSON number, read as an int.
        case int
        /// The text of a JSON number, read as a double.
        case double
        /// `true` or `false`.
        case bool
    }

    /// The placeholder's name: the param's key.
    public let placeholder: String
    /// How the text is read.
    public let kind: Kind
    /// The param's first place in the route's payload.
    public let path: PayloadPath
    /// Whether the param is an array: every item of the query's name, in order.
    public let isArray: Bool
    /// The param's `separator`: each item of an array is split by it.
    public let separator: String?
    /// Whether the param is `lenient`: text that does not read leaves the value missing.
    public let isLenient: Bool

    /// A binding of `placeholder` to the param at `path`.
    public init(
        _ placeholder: String, _ kind: Kind, at path: PayloadPath, array: Bool = false, separator: String? = nil,
        lenient: Bool = false
    ) {
        self.placeholder = placeholder
        self.kind = kind
        self.path = path
        self.isArray = array
        self.separator = separator
        self.isLenient = lenient
    }

    /// The payload value of one piece of URL text; throws what `coerce: strings` throws for it.
    func value(of text: String) throws(PushDecodingError) -> Any {
        switch kind {
        case .string: return text
        case .int: return try Decode.int(text, coerce: true)
        case .double: return try Decode.double(text, coerce: true)
        case .bool: return try Decode.bool(text, coerce: true)
        }
    }

    /// The URL text of a payload value the route's encoder wrote; nil for a value that has
    /// none (an object, null).
    static func text(of value: Any) -> String? {
        switch RawValue.classify(value) {
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): JSONWriter.numberText(d)
        case .null, .array, .object, .other: nil
        }
    }
}
