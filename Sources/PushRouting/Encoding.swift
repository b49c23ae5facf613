import Foundation

/// Builds a payload dictionary for `encode`: values set at key paths, intermediate
/// dictionaries made as needed (`msg.name` and `msg.age` share one `msg`).
@_spi(Generated)
public struct PayloadBuilder {
    /// The payload built so far.
    public private(set) var object: PayloadObject = [:]

    /// An empty payload.
    public init() {}

    /// Sets `value` at `keys` (outermost first).
    public mutating func set(_ value: Any, at keys: [String]) {
        PayloadBuilder.set(value, at: keys[...], in: &object)
    }

    /// Sets `value` at a key path of dictionary keys.
    public mutating func set(_ value: Any, at path: PayloadPath) {
        set(value, at: path.components.compactMap { if case .key(let key) = $0 { key } else { nil } })
    }

    private static func set(_ value: Any, at keys: ArraySlice<String>, in object: inout PayloadObject) {
        guard let first = keys.first else { return }
        let key = AnyHashable(first)
        if keys.count == 1 {
            // A dictionary set where one is already (`aps` and `aps.content-state`, written
            // in either order) is merged into it.
            if var existing = object[key] as? PayloadObject, let new = value as? PayloadObject {
                object[key] = nil
                existing.merge(new) { _, newer in newer }
                object[key] = existing
                return
            }
            object[key] = value
            return
        }
        var inner = object[key] as? PayloadObject ?? [:]
        object[key] = nil  // keep `inner` uniquely referenced while it is changed
        set(value, at: keys.dropFirst(), in: &inner)
        object[key] = inner
    }
}

/// How typed values are written into payloads: the inverse of `Decode`, so that decoding
/// an encoded value gives it back.
@_spi(Generated)
public enum Encode {
    /// A date as RFC 3339 in UTC with milliseconds; as seconds since 1970 when its year is
    /// outside 0000–9999, which RFC 3339 cannot write.
    public static func date(_ date: Date) -> Any {
        RFC3339.string(from: date) ?? date.timeIntervalSince1970
    }

    /// A URL as its text.
    public static func url(_ url: URL) -> Any {
        url.absoluteString
    }

    /// A map (`[string: T]`) as a payload dictionary, each value written by `encode`.
    public static func map<T>(_ map: [String: T], _ encode: (T) -> Any = { $0 }) -> PayloadObject {
        var object: PayloadObject = [:]
        object.reserveCapacity(map.count)
        for (key, value) in map { object[AnyHashable(key)] = encode(value) }
        return object
    }

    /// An object value as its payload dictionary.
    public static func object(_ value: some PayloadEncodable) -> PayloadObject {
        var builder = PayloadBuilder()
        value.writePayload(into: &builder)
        return builder.object
    }
}

/// A generated type that writes itself into a payload (route payloads and object types).
public protocol PayloadEncodable {
    /// Sets this value's fields in `payload`, each at its key path.
    @_spi(Generated)
    func writePayload(into payload: inout PayloadBuilder)
}

/// An immutable box that lets a struct hold a value of its own type (`parent: Node?`).
/// Value semantics: setting the property replaces the box.
@_spi(Generated)
public final class Indirect<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The boxed value.
    public let value: Value

    /// Boxes `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Boxes are equal when their values are.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
