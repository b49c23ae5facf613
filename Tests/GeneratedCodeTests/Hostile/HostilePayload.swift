import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// Builds a payload dictionary straight from fuzz bytes, the way no JSON parser would:
/// Foundation and Swift number types side by side (`NSNumber` booleans, `NSDecimalNumber`,
/// `UInt64`, `Float`, NaN), `Date`s and other non-JSON values, non-string keys, deep
/// nesting, long strings — built from the keys, route values and enum values of a table
/// (Apple's `aps` keys when it reads `APS`) so that the decoder's paths are reached. The
/// bytes are a little stack program; every input makes some payload, and the same bytes
/// always make the same one. For a table with `jsonStrings`, an odd first byte writes the
/// objects at those paths as JSON text, so the parser inside payloads is reached too.
/// (Shared with the FuzzTesting package through a symbolic link.)
struct HostilePayload {
    /// Keys the table reads (path segments, the discriminator's keys).
    let keys: [String]
    /// Discriminator values and aliases.
    let routes: [String]
    /// The discriminator's key path.
    let discriminator: [String]
    /// The table's `jsonStrings`, when it lists any.
    let jsonStrings: JSONStrings?

    /// The vocabulary of `table`.
    init(_ table: ValidatedTable) {
        var keys: [String] = (table.discriminators.first?.keys ?? [])
        keys += table.jsonStrings.flatMap(\.keys)
        var routes: [String] = []
        /// The strings of an element step's pattern (docs/language.md §5.1): its object keys
        /// among the keys, its strings among the values, so that elements match.
        func add(_ pattern: ElementPattern) {
            switch pattern {
            case .string(let s): routes.append(s)
            case .array(let items):
                for item in items { add(item) }
            case .object(let entries):
                keys += entries.map(\.key)
                for entry in entries { add(entry.pattern) }
            case .integer, .double, .bool: break
            }
        }
        func add(_ fields: [Member]) {
            for field in fields {
                // Every origin's path, the rest's key included.
                let paths = field.source.origins.map(\.path)
                keys += paths.flatMap(\.keys)
                for step in paths.flatMap(\.steps) {
                    if let pattern = step.pattern { add(pattern) }
                }
                routes += (field.type.innermost.constraints.enumCases ?? []).map(\.value)
                // Apple's keys, for a param of type APS (docs/language.md §3.10).
                if field.type.namedReferences.contains(where: { $0.value == BuiltinNamedTypes.aps }) {
                    keys += APS.memberKeys + APS.appKeys + APSAlert.memberKeys + APSSound.memberKeys
                    routes += ["passive", "active", "time-sensitive", "critical", "default"]
                }
            }
        }
        for route in table.routes {
            for place in route.selection.conditions?.places ?? [] {
                keys += place.path.keys
                for step in place.path.steps { if let pattern = step.pattern { add(pattern) } }
            }
            routes.append(route.value)
            routes += route.aliases.map(\.value)
            add(route.params)
        }
        for type in table.types {
            if case .object(let fields) = type.kind { add(fields) }
            if case .enumeration(let cases) = type.kind { routes += cases.map(\.value) }
        }
        self.keys = Array(Set(keys)).sorted()
        self.routes = Array(Set(routes)).sorted()
        self.discriminator = (table.discriminators.first?.keys ?? [])
        let paths = table.jsonStrings.map { PayloadPath(keys: $0.keys) }
        jsonStrings = paths.isEmpty ? nil : JSONStrings(paths)
    }

    /// Limits that keep one input's payload bounded. A 4 KB push cannot nest deeper than
    /// about 700 levels; the deep-nesting steps of one program add at most 2,000 (and each
    /// array or object step one more), well past that and every limit of the decoder, yet
    /// shallow enough that releasing the payload does not overflow an ASan thread's stack.
    static let maxItems = 2_000
    static let maxDepth = 2_000
    /// The long strings of a program are up to 255 times this many bytes (100 KB by default),
    /// and its deep-nesting steps add up to this many levels (`maxDepth` by default): a fuzz
    /// target that wants more inputs a second lowers them.
    var longStringUnit = 400
    var nestingBudget = HostilePayload.maxDepth

    /// The payload `bytes` build.
    func object(from bytes: [UInt8]) -> PayloadObject {
        var reader = ByteReader(bytes)
        var stack: [Any] = []
        var made = 0
        var nestingLeft = nestingBudget
        while let op = reader.byte(), made < Self.maxItems {
            made += 1
            switch op % 20 {
            case 0: stack.append(reader.string(max: 40))
            case 1: stack.append(keys.isEmpty ? "" : keys[Int(reader.byte() ?? 0) % keys.count])
            case 2: stack.append(routes.isEmpty ? "" : routes[Int(reader.byte() ?? 0) % routes.count])
            case 3: stack.append(Int64(bitPattern: reader.word()))
            case 4: stack.append(NSNumber(value: Int64(bitPattern: reader.word())))
            case 5: stack.append(Double(bitPattern: reader.word()))
            case 6: stack.append(NSNumber(value: Double(bitPattern: reader.word())))
            case 7: stack.append(NSNumber(value: (reader.byte() ?? 0) & 1 == 1))
            case 8: stack.append((reader.byte() ?? 0) & 1 == 1)
            case 9: stack.append(NSNull())
            case 10: stack.append(NSDecimalNumber(string: reader.digits()))
            case 11: stack.append(reader.word())  // UInt64, above Int64.max half the time
            case 12: stack.append(Float(bitPattern: UInt32(truncatingIfNeeded: reader.word())))
            case 13: stack.append(Date(timeIntervalSince1970: Double(Int32(truncatingIfNeeded: reader.word()))))
            case 14: stack.append(Data([reader.byte() ?? 0]))
            case 15:  // an array of the top items
                let count = min(Int(reader.byte() ?? 0) % 8, stack.count)
                stack.append(Array(stack.suffix(count)))
                stack.removeSubrange((stack.count - 1 - count)..<(stack.count - 1))
            case 16:  // an object of the top items, keyed by strings or by anything hashable
                let count = min(Int(reader.byte() ?? 0) % 6, stack.count / 2)
                var object: PayloadObject = [:]
                for _ in 0..<count {
                    let value = stack.removeLast()
                    let key = stack.removeLast()
                    object[Self.key(key)] = value
                }
                stack.append(object)
            case 17:  // deep nesting around the top item
                let depth = min(Int(reader.byte() ?? 0) * 12, nestingLeft)
                nestingLeft -= depth
                var value: Any = stack.popLast() ?? NSNull()
                let asArray = (reader.byte() ?? 0) & 1 == 0
                for _ in 0..<depth { value = asArray ? [value] : ["a": value] as PayloadObject }
                stack.append(value)
            case 18:  // a long string (up to 100 KB), written at once (appending a character at a time
                // was most of an input's time under AddressSanitizer)
                let count = Int(reader.byte() ?? 0) * longStringUnit
                stack.append(
                    String(unsafeUninitializedCapacity: count) { buffer in
                        UnsafeMutableBufferPointer(rebasing: buffer[..<count]).initialize(repeating: UInt8(ascii: "x"))
                        return count
                    })
            default:  // a custom object: not JSON at all
                stack.append(Opaque())
            }
        }
        // The payload: the top object, given a discriminator when it has none.
        var payload = stack.last.flatMap { type(of: $0) == PayloadObject.self ? $0 as? PayloadObject : nil } ?? [:]
        if !discriminator.isEmpty, payload[discriminator[0]] == nil, !routes.isEmpty {
            var value: Any = routes[Int(bytes.last ?? 0) % routes.count]
            for key in discriminator.dropFirst().reversed() { value = [key: value] as PayloadObject }
            payload[discriminator[0]] = value
        }
        if let jsonStrings, (bytes.first ?? 0) & 1 == 1 { payload = jsonStrings.encoded(payload) }
        return payload
    }

    /// A dictionary key made of a stack item: strings and scalars as they are (so non-string
    /// keys occur), anything else as a fixed string (hashing or describing a deeply nested
    /// array would recurse through it: no real payload can carry such a key).
    private static func key(_ item: Any) -> AnyHashable {
        // Exact types first: `as?` on a Swift dictionary bridges it, recursively.
        let type = Swift.type(of: item)
        if type == String.self, let s = item as? String { return AnyHashable(s) }
        if type == Int64.self, let i = item as? Int64 { return AnyHashable(i) }
        if type == UInt64.self, let u = item as? UInt64 { return AnyHashable(u) }
        if type == Double.self, let d = item as? Double { return AnyHashable(d) }
        if type == Bool.self, let b = item as? Bool { return AnyHashable(b) }
        return AnyHashable("key")
    }

    /// Something a payload dictionary can hold that is not a JSON value.
    final class Opaque: NSObject {}
}

/// Reads fuzz bytes: missing bytes read as zero, so every input is a whole program.
private struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte() ?? 0) }
        return value
    }

    mutating func string(max: Int) -> String {
        let count = Int(byte() ?? 0) % (max + 1)
        var scalars: [UInt8] = []
        for _ in 0..<count { scalars.append(byte() ?? 0) }
        return String(decoding: scalars, as: UTF8.self)
    }

    mutating func digits() -> String {
        let count = Int(byte() ?? 0) % 40 + 1
        var text = (byte() ?? 0) & 1 == 0 ? "" : "-"
        for _ in 0..<count { text.append(Character(Unicode.Scalar(UInt8(48 + Int(byte() ?? 0) % 10)))) }
        if (byte() ?? 0) & 3 == 0 { text += "e\(Int(byte() ?? 0) % 500)" }
        return text
    }
}
