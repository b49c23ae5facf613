import Foundation

/// How to read one kind of value from a payload: built once (generated code keeps them
/// in `static let`s) and applied to every push.
@_spi(Generated)
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
@_spi(Generated)
public enum Read {
    /// A string; with `numbers`, also an integer as its decimal text (`coerce: numbers`).
    public static func string(numbers: Bool = false, rules: StringRules? = nil) -> ValueReader<String> {
        ValueReader { value throws(PushDecodingError) in try Decode.string(value, numbers: numbers, rules: rules) }
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

    /// A boolean; with `numbers`, also 0 and 1 (`coerce: numbers`).
    public static func bool(coerce: Bool = false, numbers: Bool = false) -> ValueReader<Bool> {
        ValueReader { value throws(PushDecodingError) in try Decode.bool(value, coerce: coerce, numbers: numbers) }
    }

    /// An absolute URI; with `relative`, any non-empty URI reference (`relative: true`).
    public static func url(relative: Bool = false, rules: StringRules? = nil) -> ValueReader<URL> {
        ValueReader { value throws(PushDecodingError) in try Decode.url(value, relative: relative, rules: rules) }
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

    /// A value made by `make` (a generated enum's `init(decoding:)`); with `numbers` (an
    /// enum declared by `enum:` with `coerce: numbers`), made from a string or from an
    /// integer's decimal text.
    public static func value<T>(
        numbers: Bool, _ make: @escaping @Sendable (Any) throws(PushDecodingError) -> T
    ) -> ValueReader<T> {
        guard numbers else { return ValueReader(make) }
        return ValueReader { value throws(PushDecodingError) in
            switch RawValue.classify(value) {
            case .string: return try make(value)
            case .integer(let i): return try make(String(i))
            default: throw Decode.wrongType(value, expected: "a string or an integer")
            }
        }
    }

    /// An array that may also arrive as a string of values separated by `separator`
    /// (`separator:`): its pieces are read by `pieces`, an array by `array`.
    public static func separated<T>(
        by separator: String, pieces: ValueReader<T>, array: ValueReader<T>
    ) -> ValueReader<T> {
        ValueReader { value throws(PushDecodingError) in
            try Decode.separated(value, by: separator, pieces: pieces, array: array)
        }
    }

    /// An array whose elements `element` reads.
    public static func array<T>(of element: ValueReader<T>, rules: ArrayRules? = nil) -> ValueReader<[T]> {
        ValueReader { value throws(PushDecodingError) in
            try Decode.array(value, rules: rules) { item throws(PushDecodingError) in try element.read(item) }
        }
    }

    /// A map (`[string: T]`, docs/language.md §3.8): a dictionary whose values `value`
    /// reads, with string keys; `rules` count its entries.
    public static func map<T>(of value: ValueReader<T>, rules: ArrayRules? = nil) -> ValueReader<[String: T]> {
        ValueReader { object throws(PushDecodingError) in
            try Decode.map(object, rules: rules) { item throws(PushDecodingError) in try value.read(item) }
        }
    }

    /// A boolean that may also be written as the number 0 or 1, as Apple's `aps`
    /// dictionary writes its flags (docs/language.md §3.10).
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

// Reading values of docs/language.md §5.2, §5.4: a value from the first of several paths
// (`paths:`), and values that read as nil when they fail (`lenient: true`).
extension Decode {
    /// A required value read from the first of `paths` whose slot holds a non-null value
    /// (`slots`, in the same order): a wrong value there is an error at that path (later paths
    /// are not tried). When none holds one, the error is the first path's (`missing` or
    /// `null`).
    public static func required<T>(
        firstOf slots: [Any?], at paths: [PayloadPath], _ reader: ValueReader<T>
    ) throws(PushDecodingError) -> T {
        for (slot, path) in zip(slots, paths) where !isMissing(slot) {
            return try required(slot, at: path, reader)
        }
        return try required(slots.first ?? nil, at: paths.first ?? PayloadPath(), reader)
    }

    /// An optional value read from the first of `paths` whose slot holds a non-null value;
    /// nil when none does.
    public static func optional<T>(
        firstOf slots: [Any?], at paths: [PayloadPath], _ reader: ValueReader<T>
    ) throws(PushDecodingError) -> T? {
        for (slot, path) in zip(slots, paths) where !isMissing(slot) {
            return try optional(slot, at: path, reader)
        }
        return nil
    }

    /// A lenient optional value (`lenient: true`): nil when missing, and nil too when the
    /// value there fails to read, whatever the reason (what an app's `as?` does).
    public static func lenient<T>(_ slot: Any?, _ reader: ValueReader<T>) -> T? {
        guard !isMissing(slot), let value = slot else { return nil }
        return try? reader.read(value)
    }

    /// A lenient optional value from the first of several slots that reads (`paths:` with
    /// `lenient: true`): a slot that is missing or fails to read passes to the next.
    public static func lenient<T>(firstOf slots: [Any?], _ reader: ValueReader<T>) -> T? {
        for slot in slots {
            if let value = lenient(slot, reader) { return value }
        }
        return nil
    }

    /// An intermediate step of key paths that only lenient values read: its dictionary, or
    /// nil when it is missing or is not a dictionary (their values are then nil).
    public static func lenientStep(_ slot: Any?) -> PayloadObject? {
        guard let value = slot, case .object(let object) = RawValue.classify(value) else { return nil }
        return object
    }
}
