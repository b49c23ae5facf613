import Foundation

/// How to read one kind of value from a payload: built once (generated code keeps them
/// in `static let`s) and applied to every push.
public struct ValueReader<Value>: Sendable {
    @usableFromInline let reader: @Sendable (Any) throws(PushDecodingError) -> Value

    /// A reader that applies `read` to a present, non-null value.
    public init(_ read: @escaping @Sendable (Any) throws(PushDecodingError) -> Value) {
        reader = read
    }

    /// Reads `value`; errors carry paths relative to it.
    @inlinable
    public func read(_ value: Any) throws(PushDecodingError) -> Value {
        try reader(value)
    }

    /// A reader that reads like this one, then transforms the value.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> ValueReader<Other> {
        let reader = self.reader
        return ValueReader<Other> { value throws(PushDecodingError) in transform(try reader(value)) }
    }
}

/// The readers of docs/language.md §3's value types, with their constraints.
public enum Read {
    /// A string.
    public static func string(rules: StringRules? = nil) -> ValueReader<String> {
        ValueReader { value throws(PushDecodingError) in try Decode.string(value, rules: rules) }
    }

    /// An integer, read as a 64-bit value (the table's rules apply to it) and given as
    /// `Int`. Where `Int` is 32 bits (watchOS on arm64_32), a value outside its range is an
    /// `outOfRange` error rather than a trap.
    public static func int(coerce: Bool = false, rules: NumberRules? = nil) -> ValueReader<Int> {
        ValueReader { value throws(PushDecodingError) in
            let wide = try Decode.int(value, coerce: coerce, rules: rules)
            guard let int = Int(exactly: wide) else { throw PushDecodingError(reason: .outOfRange(String(wide))) }
            return int
        }
    }

    /// A finite double.
    public static func double(coerce: Bool = false, rules: NumberRules? = nil) -> ValueReader<Double> {
        ValueReader { value throws(PushDecodingError) in try Decode.double(value, coerce: coerce, rules: rules) }
    }

    /// A boolean.
    public static func bool(coerce: Bool = false) -> ValueReader<Bool> {
        ValueReader { value throws(PushDecodingError) in try Decode.bool(value, coerce: coerce) }
    }

    /// An absolute URI.
    public static func url(rules: StringRules? = nil) -> ValueReader<URL> {
        ValueReader { value throws(PushDecodingError) in try Decode.url(value, rules: rules) }
    }

    /// An RFC 3339 date-time or seconds since 1970.
    public static func date() -> ValueReader<Date> {
        ValueReader { value throws(PushDecodingError) in try Decode.date(value) }
    }

    /// An object type, made from the dictionary by `make` (a generated `init(decoding:)`).
    public static func object<T>(
        _ make: @escaping @Sendable (PayloadObject) throws(PushDecodingError) -> T
    )
        -> ValueReader<T>
    {
        ValueReader { value throws(PushDecodingError) in
            let object = try Decode.object(value)
            return try Nesting.inside { () throws(PushDecodingError) in try make(object) }
        }
    }

    /// A value made by `make` (a generated enum's `init(decoding:)`).
    public static func value<T>(_ make: @escaping @Sendable (Any) throws(PushDecodingError) -> T) -> ValueReader<T> {
        ValueReader(make)
    }

    /// An array whose elements `element` reads.
    public static func array<T>(of element: ValueReader<T>, rules: ArrayRules? = nil) -> ValueReader<[T]> {
        ValueReader { value throws(PushDecodingError) in
            try Decode.array(value, rules: rules) { item throws(PushDecodingError) in try element.read(item) }
        }
    }

    /// A map (`[string: T]`, docs/language.md §13.2): a dictionary whose values `value`
    /// reads, with string keys; `rules` count its entries.
    public static func map<T>(of value: ValueReader<T>, rules: ArrayRules? = nil) -> ValueReader<[String: T]> {
        ValueReader { object throws(PushDecodingError) in
            try Decode.map(object, rules: rules) { item throws(PushDecodingError) in try value.read(item) }
        }
    }

    /// A boolean that may also be written as the number 0 or 1, as Apple's `aps`
    /// dictionary writes its flags (docs/language.md §13.3).
    public static func flag() -> ValueReader<Bool> {
        ValueReader { value throws(PushDecodingError) in try Decode.flag(value) }
    }
}

extension Decode {
    /// A required value at `path`, read by `reader` (`missing` when absent, `null` when null).
    public static func required<T>(
        _ slot: Any?, at path: PayloadPath, _ reader: ValueReader<T>
    ) throws(PushDecodingError)
        -> T
    {
        try required(slot, at: path) { value throws(PushDecodingError) in try reader.read(value) }
    }

    /// An optional value at `path`, read by `reader`; nil when absent or null.
    public static func optional<T>(
        _ slot: Any?, at path: PayloadPath, _ reader: ValueReader<T>
    ) throws(PushDecodingError)
        -> T?
    {
        try optional(slot, at: path) { value throws(PushDecodingError) in try reader.read(value) }
    }
}
