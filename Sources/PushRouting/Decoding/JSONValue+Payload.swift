import Foundation

// Reading and writing `json` values (docs/language.md §3.11): any JSON value of a payload,
// kept as it is. Tables without `json` never call these.
extension JSONValue {
    /// How deep arrays and objects may nest in a `json` value: as deep as JSON bytes may
    /// (`JSONReader`), so that any payload read from JSON reads; deeper values (only a
    /// dictionary built in the app can hold them) are `nestedTooDeep`.
    public static let maxDepth = JSONReader().maxDepth

    /// The JSON value of a payload value (a present, non-null one, as converters take it;
    /// `null` inside arrays and objects is `.null`). Keys that are not strings are left out,
    /// as everywhere in payloads; two keys that Swift's `String` holds equal (a precomposed
    /// `é` and `e` with a combining accent) are `equivalentKeys` at the later one, as in maps.
    /// A value JSON cannot hold (a `Date`, an infinite number) is an error at its path.
    public init(payload value: Any) throws(PushDecodingError) {
        self = try Self.read(value, depth: 0)
    }

    private static func read(_ value: Any, depth: Int) throws(PushDecodingError) -> JSONValue {
        switch RawValue.classify(value) {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .integer(let i): return .number(Number(i))
        case .number(let d):
            guard let number = Number(d) else {
                throw PushDecodingError(reason: .wrongType(expected: "a JSON value", found: "the number \(d)"))
            }
            return .number(number)
        case .string(let s): return .string(s)
        case .array(let items):
            guard depth < maxDepth else { throw PushDecodingError(reason: .nestedTooDeep(limit: maxDepth)) }
            var result: [JSONValue] = []
            result.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                do {
                    result.append(try read(item, depth: depth + 1))
                } catch {
                    throw error.under(.index(index))
                }
            }
            return .array(result)
        case .object(let object):
            guard depth < maxDepth else { throw PushDecodingError(reason: .nestedTooDeep(limit: maxDepth)) }
            return .object(try members(of: object, depth: depth + 1))
        case .other:
            throw Decode.wrongType(value, expected: "a JSON value")
        }
    }

    /// The members of an object, read in the order of their keys' code points (so the first
    /// error is the same however the dictionary orders them).
    private static func members(
        of object: PayloadObject, depth: Int
    ) throws(PushDecodingError) -> [String: JSONValue] {
        var entries: [(key: String, value: Any)] = []
        entries.reserveCapacity(object.count)
        for (key, item) in object {
            guard let key = key.base as? String else { continue }
            entries.append((key, item))
        }
        entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var result: [String: JSONValue] = [:]
        result.reserveCapacity(entries.count)
        var written: [String: String] = [:]
        for entry in entries {
            let member: JSONValue
            do {
                member = try read(entry.value, depth: depth)
            } catch {
                throw error.under(.key(entry.key))
            }
            if let earlier = written.updateValue(entry.key, forKey: entry.key) {
                throw PushDecodingError(
                    path: PayloadPath([.key(entry.key)]), reason: .equivalentKeys(earlier, entry.key))
            }
            result[entry.key] = member
        }
        return result
    }

    /// The value as a payload value, what decodes to it again: `NSNull`, `Bool`, `Int` (or
    /// `Int64`), `Double`, `String`, `[Any]`, `[AnyHashable: Any]`.
    public var payloadValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let b): b
        case .number(let n): n.payloadValue
        case .string(let s): s
        case .array(let items): items.map(\.payloadValue) as [Any]
        case .object(let members): Encode.map(members) { $0.payloadValue }
        }
    }
}

extension Decode {
    /// Any JSON value (`json`, docs/language.md §3.11).
    @_spi(Generated) public static func json(_ value: Any) throws(PushDecodingError) -> JSONValue {
        try JSONValue(payload: value)
    }

    /// An array of JSON values (`[json]`): like every array, but a null element is `.null`
    /// (the one element type that takes null).
    @_spi(Generated) public static func jsonArray(
        _ value: Any, rules: ArrayRules? = nil
    ) throws(PushDecodingError) -> [JSONValue] {
        let items = try rawArray(value)
        if let rules, let violation = rules.violation(count: items.count) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        guard case .array(let result) = try JSONValue(payload: items) else { return [] }
        if let rules, let violation = rules.violation(items: items) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        return result
    }

    /// A map of JSON values (`[string: json]`): like every map, but a null value is `.null`.
    @_spi(Generated) public static func jsonMap(
        _ value: Any, rules: ArrayRules? = nil
    ) throws(PushDecodingError) -> [String: JSONValue] {
        let object = try self.object(value)
        if let rules, let violation = rules.violation(count: object.keys.count(where: { $0.base is String })) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        guard case .object(let result) = try JSONValue(payload: object) else { return [:] }
        return result
    }
}

extension Read {
    /// Any JSON value (`json`).
    @_spi(Generated) public static func json() -> ValueReader<JSONValue> {
        ValueReader { value throws(PushDecodingError) in try Decode.json(value) }
    }

    /// An array of JSON values (`[json]`), whose null elements are `.null`.
    @_spi(Generated) public static func jsonArray(rules: ArrayRules? = nil) -> ValueReader<[JSONValue]> {
        ValueReader { value throws(PushDecodingError) in try Decode.jsonArray(value, rules: rules) }
    }

    /// A map of JSON values (`[string: json]`), whose null values are `.null`.
    @_spi(Generated) public static func jsonMap(rules: ArrayRules? = nil) -> ValueReader<[String: JSONValue]> {
        ValueReader { value throws(PushDecodingError) in try Decode.jsonMap(value, rules: rules) }
    }
}

extension Encode {
    /// A JSON value as a payload value.
    @_spi(Generated) public static func json(_ value: JSONValue) -> Any {
        value.payloadValue
    }
}
