import Foundation

/// Builds a payload dictionary for `encode`: values set at key paths, intermediate
/// dictionaries made as needed (`msg.name` and `msg.age` share one `msg`).
@_spi(Generated)
public struct PayloadBuilder {
    /// The payload built so far.
    public private(set) var object: PayloadObject = [:]

    /// An empty payload.
    public init() {}

    /// Sets the fields of `value` (a route's payload struct) in this payload. Generated code
    /// writes a route's values with it: a generic call names no route's type, so writing a
    /// deprecated route draws no warning in generated code.
    public mutating func write(_ value: some PayloadEncodable) {
        value.writePayload(into: &self)
    }

    /// Sets `value` at `keys` (outermost first).
    public mutating func set(_ value: Any, at keys: [String]) {
        PayloadBuilder.set(value, at: keys[...], in: &object)
    }

    /// Sets `value` at a key path. A path of keys makes the dictionaries it needs; a path
    /// with element steps (docs/language.md §5.1) writes where reading finds the element:
    /// `{at: N}` at index N (the array padded with nulls to reach it: at its end for N ≥ 0,
    /// at its start for a negative N, which counts from the end), `{first: P}` and `{last: P}`
    /// into the first or last element that matches P, or into a new element made from P
    /// (`["e"]` for `[e]`) appended to the array.
    public mutating func set(_ value: Any, at path: PayloadPath) {
        guard path.components.contains(where: \.isElement) else {
            set(value, at: path.components.compactMap { if case .key(let key) = $0 { key } else { nil } })
            return
        }
        var root: Any = object
        object = [:]  // keep the payload uniquely referenced while it is changed
        PayloadBuilder.set(value, at: path.components[...], in: &root)
        object = root as? PayloadObject ?? [:]
    }

    /// Sets `value` at `components` in `container`, which becomes the dictionary or array
    /// the first step needs (a null pad or a value of another kind is replaced).
    private static func set(_ value: Any, at components: ArraySlice<PayloadPath.Component>, in container: inout Any) {
        guard let first = components.first else {
            container = value
            return
        }
        if case .key(let key) = first {
            var object = container as? PayloadObject ?? [:]
            container = NSNull()  // keep `object` uniquely referenced while it is changed
            if components.count == 1 {
                set(value, at: [key][...], in: &object)
            } else {
                var inner: Any = object.removeValue(forKey: AnyHashable(key)) ?? NSNull()
                set(value, at: components.dropFirst(), in: &inner)
                object[AnyHashable(key)] = inner
            }
            container = object
            return
        }
        var array = container as? [Any] ?? []
        container = NSNull()
        let index = elementIndex(first, in: &array)
        var inner = array[index]
        array[index] = NSNull()
        set(value, at: components.dropFirst(), in: &inner)
        array[index] = inner
        container = array
    }

    /// The index of the element `step` addresses in `array`, made when there is none: nulls
    /// padded to reach an index, or an element made from a pattern appended.
    private static func elementIndex(_ step: PayloadPath.Component, in array: inout [Any]) -> Int {
        switch step {
        case .key, .link: break
        case .index(let index) where index >= 0:
            if array.count <= index {
                array.append(contentsOf: repeatElement(NSNull() as Any, count: index + 1 - array.count))
            }
            return index
        case .index(let index):
            // A negative index counts from the end: pad at the start.
            if array.count + index < 0 {
                array.insert(contentsOf: repeatElement(NSNull() as Any, count: -(array.count + index)), at: 0)
            }
            return array.count + index
        case .first(let pattern):
            if let index = array.firstIndex(where: pattern.matches) { return index }
            array.append(pattern.payloadValue)
            return array.count - 1
        case .last(let pattern):
            if let index = array.lastIndex(where: pattern.matches) { return index }
            array.append(pattern.payloadValue)
            return array.count - 1
        }
        array.append(NSNull())
        return array.count - 1
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

/// A generated type that writes itself into a payload: every route payload struct and object
/// type conforms. Its one requirement is generated code's (`@_spi(Generated)`), so an app sees
/// the protocol without it. The protocol is public because the generated types are: Swift
/// requires a public type's conformance to name a public protocol. An app encodes a push with
/// its route (`PushRoute.encodedPayload()`, `encodedJSON()`), not with this protocol.
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
