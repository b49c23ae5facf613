import Foundation

/// The JSON kinds a place of a payload may take (`is:`, docs/language.md §5.2): a value of
/// another kind counts as absent there, as an app's `as? String` or `is [String: Any]` makes
/// it. `integer` is a whole number that fits 64 bits (`3.0` is one), `number` any number.
/// Generated code's API (`@_spi(Generated)`), not the app's.
@_spi(Generated)
@_spi(Generated)
public enum PlaceKind: String, Sendable, Hashable, CaseIterable {
    case string, number, integer, boolean, object, array

    /// Whether `value` is of this kind. A string at a `jsonStrings` path that holds no JSON
    /// object stands where the table reads an object, and counts as one.
    public func admits(_ value: Any) -> Bool {
        switch (self, PushRouting.RawValue.classify(value)) {
        case (.string, .string), (.number, .integer), (.number, .number), (.integer, .integer),
            (.boolean, .bool), (.object, .object), (.array, .array):
            return true
        case (.object, .other):
            return value is JSONStringFailure
        default:
            return false
        }
    }

    /// The kind as a message names it: `a string`, `an integer`.
    public var noun: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .integer: "an integer"
        case .boolean: "a boolean"
        case .object: "an object"
        case .array: "an array"
        }
    }
}

/// A place of a payload (docs/language.md §5): a key path, and what counts as a value
/// there. With `kind` (`is:`), a value of another JSON kind counts as absent; with
/// `emptyIsMissing` (`empty: missing`), so does the empty string. Null stays null, so that a
/// required value there is still reported `null`. Route selection (discriminators, `when`
/// conditions) and `jsonStrings` take places; generated decoders count a value's slots
/// with `counted(_:is:emptyIsMissing:)`. Generated code's API (`@_spi(Generated)`), not the
/// app's.
@_spi(Generated)
@_spi(Generated)
public struct PayloadPlace: Sendable {
    /// The key path.
    public let path: PayloadPath
    /// The kind a value must have to count here (`is:`); nil for any kind.
    public let kind: PlaceKind?
    /// Whether the empty string counts as missing here (`empty: missing`).
    public let emptyIsMissing: Bool

    /// The place at `path`: with `kind`, only values of that kind count; with
    /// `emptyIsMissing`, the empty string does not.
    public init(_ path: PayloadPath, is kind: PlaceKind? = nil, emptyIsMissing: Bool = false) {
        self.path = path
        self.kind = kind
        self.emptyIsMissing = emptyIsMissing
    }

    /// The value found at a place, as the place counts it: nil when it is absent, of
    /// another kind than `kind`, or the empty string with `emptyIsMissing`; otherwise the
    /// value itself (null included). What generated decoders do with each slot of a value
    /// whose place has options (docs/language.md §5.2).
    @inlinable
    public static func counted(_ slot: Any?, is kind: PlaceKind? = nil, emptyIsMissing: Bool = false) -> Any? {
        guard let value = slot, !Decode.isMissing(value) else { return slot }
        if let kind, !kind.admits(value) { return nil }
        if emptyIsMissing, isEmptyString(value) { return nil }
        return value
    }

    /// Whether `value` is the empty string (or a string at a `jsonStrings` path that is
    /// empty, and so holds no JSON).
    public static func isEmptyString(_ value: Any) -> Bool {
        switch RawValue.classify(value) {
        case .string(let text): return text.isEmpty
        case .other: return (value as? JSONStringFailure)?.text.isEmpty ?? false
        default: return false
        }
    }

    /// The value at `slot` as this place counts it (`counted(_:is:emptyIsMissing:)`).
    public func counted(_ slot: Any?) -> Any? {
        Self.counted(slot, is: kind, emptyIsMissing: emptyIsMissing)
    }

    /// Whether the value `value` (present, not null) counts here.
    public func counts(_ value: Any) -> Bool {
        counted(value) != nil
    }

    /// Whether the place has no option: every non-null value counts.
    public var isPlain: Bool { kind == nil && !emptyIsMissing }

    /// The non-null value at this place that counts here, `firstStep` giving the payload's
    /// value for a top-level key; nil when there is none (a step absent, null or no
    /// dictionary included). Never fails: what `when` conditions look at.
    package func presentValue(firstStep: (String) -> Any?) -> Any? {
        guard let value = path.presentValue(firstStep: firstStep), isPlain || counts(value) else { return nil }
        return value
    }

    /// The non-null value at this place in `payload` that counts here.
    package func presentValue(in payload: PayloadObject) -> Any? {
        presentValue { key in Decode.value(in: payload, forKey: key) }
    }
}

extension Decode {
    /// An intermediate step of key paths (`aps.alert` of `aps.alert.body`) that is also the
    /// place of a value of `kind` (`{path: aps.alert, is: string}`, docs/language.md §5.2):
    /// its dictionary; nil when it is missing or holds a value of `kind`, which is that
    /// value rather than a dictionary to step into. Anything else is a type error at the
    /// step, expecting either. Generated code's API (`@_spi(Generated)`).
    @_spi(Generated)
    public static func step(
        _ slot: Any?, at path: PayloadPath, unless kind: PlaceKind
    ) throws(PushDecodingError) -> PayloadObject? {
        guard !isMissing(slot), let value = slot else { return nil }
        if case .object(let object) = RawValue.classify(value) { return object }
        if kind.admits(value) { return nil }
        throw wrongType(value, expected: "an object or \(kind.noun)").under(path)
    }
}
