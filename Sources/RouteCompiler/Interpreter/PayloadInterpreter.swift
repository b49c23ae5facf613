import Foundation
import PushRouting

/// Decodes payloads as the generated code of a table would, without compiling anything:
/// the same runtime functions, the same reader plans, the same order of checks, so the
/// same result and the same error. Behind `routegen explain`.
public struct PayloadInterpreter: Sendable {
    private let table: RouteTable
    private let types: [String: NamedType]
    private let lookup: StringLookup<Int>
    private let discriminator: PayloadPath

    /// An interpreter for a table without errors.
    public init(_ validated: ValidatedTable) {
        table = validated.table
        types = table.typesByName
        var entries: [(String, Int)] = table.routes.enumerated().map { ($1.value, $0) }
        for (index, route) in table.routes.enumerated() {
            entries += route.aliases.map { ($0.value, index) }
        }
        lookup = StringLookup(entries)
        discriminator = PayloadPath(keys: (table.discriminators.first?.keys ?? []))
    }

    /// The route and typed values of `payload`, or the error the generated decoder throws.
    public func decode(_ payload: PayloadObject) -> Result<DecodedPush, PushDecodingError> {
        do throws(PushDecodingError) {
            let value = try Decode.discriminator(payload, at: discriminator)
            guard let index = lookup.value(for: value) else {
                throw PushDecodingError(path: discriminator, reason: .unknownRoute(value))
            }
            let route = table.routes[index]
            do throws(PushDecodingError) {
                let fields = try decodeFields(route.params, in: payload)
                return .success(DecodedPush(route: route, fields: fields))
            } catch {
                throw error.inRoute(route.value)
            }
        } catch {
            return .failure(error)
        }
    }

    /// Decodes JSON bytes like `PushRoute.decode(json:)`.
    public func decode(json: Data) -> Result<DecodedPush, PushDecodingError> {
        do throws(PushDecodingError) {
            return decode(try JSONReader().object(from: json))
        } catch {
            return .failure(error)
        }
    }

    /// The fields of a struct, read the way a generated `init(decoding:)` reads them: one
    /// pass over each level, then each field in order.
    private func decodeFields(_ fields: [Field], in object: PayloadObject) throws(PushDecodingError) -> [DecodedField] {
        let levels = FieldLevel.levels(of: fields.map(\.path.keys))
        var found = [Any?](repeating: nil, count: fields.count)
        var levelValues = [Any?](repeating: nil, count: levels.count)
        func scan(_ level: FieldLevel, _ object: PayloadObject) {
            for (key, value) in object {
                guard let key = key.base as? String else { continue }
                // A key may be a value and lead to values below it too (`aps: APS` beside
                // `aps.content-state`, docs/language.md §13.3).
                if let match = level.values.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }) {
                    found[match.field] = value
                }
                if let child = level.children.first(where: {
                    $0.key.unicodeScalars.elementsEqual(key.unicodeScalars)
                }) {
                    levelValues[child.level.number] = value
                }
            }
        }
        scan(levels[0], object)
        for level in levels.dropFirst() {
            if let object = try Decode.step(levelValues[level.number], at: PayloadPath(keys: level.keys)) {
                scan(level, object)
            }
        }
        var result: [DecodedField] = []
        for (index, field) in fields.enumerated() {
            let reader = self.reader(ReaderPlan.of(field.type, coercion: field.coercion, types: types))
            let path = PayloadPath(keys: field.path.keys)
            let value: DecodedValue?
            var isDefault = false
            if field.isOptional || field.defaultValue != nil {
                value = try Decode.optional(found[index], at: path, reader)
            } else {
                value = try Decode.required(found[index], at: path, reader)
            }
            var final = value
            if final == nil, let fallback = field.defaultValue {
                final = DecodedValue(fallback, type: field.type)
                isDefault = true
            }
            result.append(DecodedField(field: field, value: final, isDefault: isDefault))
        }
        return result
    }

    /// The runtime reader a plan describes.
    private func reader(_ plan: ReaderPlan) -> ValueReader<DecodedValue> {
        switch plan {
        case .string(let rules): return Read.string(rules: rules).map { .string($0) }
        case .int(let coerce, let rules): return Read.int(coerce: coerce, rules: rules).map { .int(Int64($0)) }
        case .double(let coerce, let rules): return Read.double(coerce: coerce, rules: rules).map { .double($0) }
        case .bool(let coerce): return Read.bool(coerce: coerce).map { .bool($0) }
        case .url(let rules): return Read.url(rules: rules).map { .url($0) }
        case .date: return Read.date().map { .date($0) }
        case .inlineEnum(let cases, let open), .namedEnum(_, let cases, let open):
            let values = cases.map(\.value)
            return Read.value { value throws(PushDecodingError) in
                let string = try Decode.string(value)
                guard open || values.contains(where: { $0.unicodeScalars.elementsEqual(string.unicodeScalars) }) else {
                    throw Decode.notInEnum(string, values)
                }
                return .enumCase(string)
            }
        case .object(BuiltinNamedTypes.aps):
            // Apple's `aps`: the runtime's own decoder, which generated code calls too.
            return Read.object(APS.self).map { .aps($0) }
        case .object(let name):
            let fields = types[name]?.fields ?? []
            let interpreter = self
            return Read.object { object throws(PushDecodingError) in
                .object(name, try interpreter.decodeFields(fields, in: object))
            }
        case .array(let element, let rules):
            return Read.array(of: reader(element), rules: rules).map { .array($0) }
        case .map(let value, let rules):
            return Read.map(of: reader(value), rules: rules).map { map in
                .map(map.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) })
            }
        case .union(let members, let expected):
            // The member of the value's kind, as the generated enum's `init(decoding:)` chooses.
            let readers = members.map { ($0.kind, reader($0.plan)) }
            return Read.value { value throws(PushDecodingError) in
                let kind = RawValue.classify(value)
                guard let member = readers.first(where: { $0.0.matches(kind) }) else {
                    throw Decode.wrongType(value, expected: expected)
                }
                return try member.1.read(value)
            }
        }
    }
}

/// A payload decoded by the interpreter.
public struct DecodedPush: Sendable {
    /// The route it selected.
    public let route: Route
    /// Its params, in table order.
    public let fields: [DecodedField]

    /// The payload generated code would encode for this push (discriminator included).
    public func encodedPayload(discriminator: [String]) -> PayloadObject {
        var builder = PayloadBuilder()
        builder.set(route.value, at: discriminator)
        DecodedField.write(fields, into: &builder)
        return builder.object
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

    static func write(_ fields: [DecodedField], into builder: inout PayloadBuilder) {
        for field in fields {
            guard let value = field.value else { continue }
            builder.set(value.payloadValue, at: field.field.path.keys)
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
    /// Apple's `aps` dictionary, as the runtime decodes it (docs/language.md §13.3).
    case aps(APS)

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
        case .object(_, let fields):
            { () -> PayloadObject in
                var builder = PayloadBuilder()
                DecodedField.write(fields, into: &builder)
                return builder.object
            }()
        }
    }
}
