import Foundation
import PushRouting

/// A payload decoded by the interpreter.
public struct DecodedPush: Sendable {
    /// The route it selected.
    public let route: Route
    /// Its params, in table order.
    public let fields: [DecodedField]
    /// How the route was chosen.
    public let choice: RouteChoice
    /// The keys of the table's first discriminator (where a route selected by value writes
    /// its key); empty when the table has none.
    let discriminator: [String]
    /// The table's `jsonStrings`, when it lists any: encoding writes the objects there as
    /// JSON text (docs/language.md §5.3).
    let jsonStrings: JSONStrings?

    /// The push as the app prints the generated route (`String(describing: route)`,
    /// docs/language.md §11): `second(SecondPush(id: 12, content: "Hello"))`.
    public var routeDescription: String {
        let caseName = TableNames.caseName(of: route)?.value ?? route.value
        let members = ValueDescription.members(
            GeneratedNames.routeStruct(forCase: caseName), Explanation.members(fields))
        return "\(caseName)(\(members))"
    }

    /// The payload generated code encodes for this push (`encodedPayload()`): what selects
    /// the route (its key at the first discriminator's path for a route selected by value,
    /// an integer key as an integer; every `equals` value of a `when` route; nothing for the
    /// fallback), then its params; the objects at `jsonStrings` paths as JSON text.
    public func encodedPayload() -> PayloadObject {
        var builder = PayloadBuilder()
        switch route.selection {
        case .value: builder.set(Encode.discriminator(route.value), at: discriminator)
        case .when(let conditions):
            for condition in conditions.equals {
                builder.set(condition.value.payloadValue, at: condition.place.path.keys)
            }
        case .fallback: break
        }
        DecodedField.write(fields, into: &builder)
        return jsonStrings?.encoded(builder.object) ?? builder.object
    }

    /// The payload generated code encodes for this push, for a route selected by value at
    /// `discriminator` (what `encodedPayload()` gives for a table of before §13.1).
    public func encodedPayload(discriminator: [String]) -> PayloadObject {
        var builder = PayloadBuilder()
        builder.set(Encode.discriminator(route.value), at: discriminator)
        DecodedField.write(fields, into: &builder)
        return jsonStrings?.encoded(builder.object) ?? builder.object
    }
}

extension ConditionValue {
    /// The value as generated code writes it into a payload: a string, an integer as
    /// `Int`, another number as `Double`, a boolean.
    var payloadValue: Any {
        switch self {
        case .string(let s): s
        case .number(let n): n.int64.map { Int($0) as Any } ?? n.double
        case .bool(let b): b
        }
    }
}

/// One decoded param or field.
public struct DecodedField: Sendable {
    /// The table's declaration.
    public let field: Field
    /// The value; nil for a missing optional.
    public let value: DecodedValue?
    /// Whether the value is the table's default.
    public let isDefault: Bool
    /// The path the value was read from (one of `paths:`); nil when it is nil or the default.
    public let path: PayloadKeyPath?
    /// Why the values at its paths did not read, for a `lenient: true` value: each failure
    /// that made it nil, or that made it read a later path.
    public let failures: [PushDecodingError]

    static func write(_ fields: [DecodedField], into builder: inout PayloadBuilder) {
        for field in fields {
            guard let value = field.value else { continue }
            // The rest: each key at the top (decoding never took a key the table reads
            // otherwise, docs/language.md §5.5).
            if field.field.source.isRest, case .map(let entries) = value {
                for entry in entries { builder.set(entry.value.payloadValue, at: [entry.key]) }
                continue
            }
            builder.set(value.payloadValue, at: field.field.source.firstPath.keys)
        }
    }
}

/// A typed value as the interpreter holds it.
public indirect enum DecodedValue: Sendable, Equatable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case url(URL)
    case date(Date)
    /// A string enum's value.
    case enumCase(String)
    case array([DecodedValue])
    /// A map's entries, in the order of their keys' code points.
    case map([(key: String, value: DecodedValue)])
    /// An object type's fields.
    case object(String, [DecodedField])
    /// Apple's `aps` dictionary, as the runtime decodes it (docs/language.md §3.10).
    case aps(APS)
    /// Any JSON value (`json`, docs/language.md §3.11), as the runtime decodes it.
    case json(JSONValue)

    /// Values are equal when they have the same kind and value (objects field by field).
    public static func == (lhs: DecodedValue, rhs: DecodedValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.enumCase(a), .enumCase(b)):
            a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.url(a), .url(b)): a == b
        case let (.date(a), .date(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(n, a), .object(m, b)): n == m && a.map(\.value) == b.map(\.value)
        case let (.map(a), .map(b)):
            a.count == b.count
                && zip(a, b).allSatisfy {
                    $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && $0.value == $1.value
                }
        case let (.aps(a), .aps(b)): a == b
        case let (.json(a), .json(b)): a == b
        default: false
        }
    }

    /// A default from the table, as a value.
    init(_ value: DefaultValue, type: ValueType) {
        switch value {
        case .string(let s): self = .string(s)
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .bool(let b): self = .bool(b)
        case .url(let s): self = .url(Decode.constantURL(s))
        case .date(let s, _): self = .date(Decode.constantDate(s))
        case .enumCase(let s): self = .enumCase(s)
        case .array(let items):
            let element: ValueType = if case .array(let e, _) = type { e } else { type }
            self = .array(items.map { DecodedValue($0, type: element) })
        case .json(let value): self = .json(value)
        }
    }

    /// The value as generated code encodes it.
    var payloadValue: Any {
        switch self {
        case .string(let s), .enumCase(let s): s
        case .int(let i): i
        case .double(let d): d
        case .bool(let b): b
        case .url(let u): Encode.url(u)
        case .date(let d): Encode.date(d)
        case .array(let items): items.map(\.payloadValue)
        case .map(let entries):
            { () -> PayloadObject in
                var object: PayloadObject = [:]
                for entry in entries { object[AnyHashable(entry.key)] = entry.value.payloadValue }
                return object
            }()
        case .aps(let aps): Encode.object(aps)
        case .json(let value): value.payloadValue
        case .object(_, let fields):
            { () -> PayloadObject in
                var builder = PayloadBuilder()
                DecodedField.write(fields, into: &builder)
                return builder.object
            }()
        }
    }
}
