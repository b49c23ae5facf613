import Foundation
@_spi(Generated) import PushRouting

/// A payload decoded by the interpreter.
package struct DecodedPush: Sendable {
    /// The route it selected.
    package let route: CheckedRoute
    /// Its params, in table order.
    package let fields: [DecodedField]
    /// How the route was chosen.
    package let choice: RouteChoice
    /// The routes tried before it whose values did not read (`invalid: next`,
    /// docs/language.md §13.1).
    package var passedOver: [FailedCandidate] = []
    /// The table's discriminators: a route selected by value writes its key at the first
    /// that counts it (docs/language.md §5.2); empty when the table has none.
    let discriminators: [PushRouting.PayloadPlace]
    /// The table's `jsonStrings`, when it lists any: encoding writes the objects there as
    /// JSON text (docs/language.md §5.3).
    let jsonStrings: JSONStrings?
    /// The table's links and the route's index there, when pushes carry links
    /// (docs/language.md §14.7): a route only a link selects is encoded with its link.
    var carriedLinks: (table: LinkTable<Int>, route: Int)?

    /// The push as the app prints the generated route (`String(describing: route)`,
    /// docs/language.md §11): `second(SecondPush(id: 12, content: "Hello"))`.
    package var routeDescription: String {
        let caseName = route.names?.caseName ?? route.value
        let members = ValueDescription.members(
            GeneratedNames.routeStruct(forCase: caseName), Explanation.members(fields))
        return "\(caseName)(\(members))"
    }

    /// The payload generated code encodes for this push (`encodedPayload()`): what selects
    /// the route (its key at the first discriminator's path for a route selected by value,
    /// an integer key as an integer; every `equals` value of a `when` route; nothing for the
    /// fallback), then its params; the objects at `jsonStrings` paths as JSON text.
    package func encodedPayload() -> PayloadObject {
        var builder = PayloadBuilder()
        if discriminators.isEmpty, let (links, index) = carriedLinks, let place = links.carried.first,
            case .value = route.selection
        {
            // Only a link selects it: its canonical link, made from its values.
            DecodedField.write(fields, into: &builder)
            if let url = links.url(for: index, payload: builder.object) {
                builder.set(url.absoluteString, at: place.path)
            }
            return jsonStrings?.encoded(builder.object) ?? builder.object
        }
        switch route.selection {
        case .value: builder.setRouteKey(route.value, at: discriminators)
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
    package func encodedPayload(discriminator: [String]) -> PayloadObject {
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
package struct DecodedField: Sendable {
    /// The table's declaration.
    package let field: Member
    /// The value; nil for a missing optional.
    package let value: DecodedValue?
    /// Whether the value is the table's default.
    package let isDefault: Bool
    /// The path the value was read from (one of `paths:`); nil when it is nil or the default.
    package let path: PayloadKeyPath?
    /// Where a value read through element steps (docs/language.md §5.1) was found: the path
    /// with each element step as the index of the element it chose (`tags[2][1]`); nil for
    /// other values, and when the value is nil or the default.
    package let foundAt: PayloadPath?
    /// Why the values at its paths did not read, for a `lenient: true` value: each failure
    /// that made it nil, or that made it read a later path.
    package let failures: [PushDecodingError]
    /// The places before the one read (all of them, when none was) that held a value their
    /// options do not count (docs/language.md §5.2): of another kind than `is:`, or an empty
    /// string with `empty: missing`.
    package var skipped: [SkippedPlace] = []
    /// For a push decoded from a link (docs/language.md §14): the part of the link the value
    /// came from; nil for a value the link did not give.
    package var linkPart: LinkPart?
    /// For a value from a link the payload carries (docs/language.md §14.7): the link's place.
    package var linkPlace: PayloadPath?

    init(
        field: Member, value: DecodedValue?, isDefault: Bool, path: PayloadKeyPath?, foundAt: PayloadPath? = nil,
        failures: [PushDecodingError], skipped: [SkippedPlace] = []
    ) {
        self.field = field
        self.value = value
        self.isDefault = isDefault
        self.path = path
        self.foundAt = foundAt
        self.failures = failures
        self.skipped = skipped
    }

    static func write(_ fields: [DecodedField], into builder: inout PayloadBuilder) {
        for field in fields {
            guard let value = field.value else { continue }
            // The rest: each key at the top (decoding never took a key the table reads
            // otherwise, docs/language.md §5.5).
            if case .rest = field.field.source.origins[0], case .map(let entries) = value {
                for entry in entries { builder.set(entry.value.payloadValue, at: [entry.key]) }
                continue
            }
            builder.set(value.payloadValue, at: field.field.source.firstPath.payloadPath)
        }
    }
}

/// A place that held a value its options do not count (docs/language.md §5.2), for
/// `explain`: `aps.alert holds an object, not a string`.
package struct SkippedPlace: Sendable, CustomStringConvertible {
    /// The place.
    package let place: Place
    /// What it held, in words: `an object, not a string`, `an empty string`.
    package let reason: String

    init(place: Place, found value: Any) {
        self.place = place
        if let kind = place.kind?.value, !kind.admits(value) {
            reason = "\(Self.noun(of: value)), not \(kind.noun)"
        } else {
            reason = "an empty string"
        }
    }

    /// `aps.alert holds an object, not a string`.
    package var description: String { "\(place.path) holds \(reason)" }

    /// What a payload value is, as a message names it.
    private static func noun(of value: Any) -> String {
        switch RawValue.classify(value) {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .other: value is JSONStringFailure ? "a string that holds no JSON object" : "a value"
        }
    }
}

/// A typed value as the interpreter holds it.
package indirect enum DecodedValue: Sendable, Equatable {
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
    package static func == (lhs: DecodedValue, rhs: DecodedValue) -> Bool {
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

    /// A default from the table, as a value read by `plan`.
    init(_ value: DefaultValue, plan: ReaderPlan) {
        switch value {
        case .string(let s): self = .string(s)
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .bool(let b): self = .bool(b)
        case .url(let s): self = .url(URL(string: s) ?? URL(fileURLWithPath: "/"))  // as generated code makes it
        case .date(_, let seconds): self = .date(Date(timeIntervalSince1970: seconds))
        case .enumCase(let s): self = .enumCase(s)
        case .array(let items):
            self = .array(items.map { DecodedValue($0, plan: plan.elements ?? plan) })
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
