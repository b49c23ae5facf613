import Foundation

/// A payload dictionary, as the OS hands it over (`userInfo`) or as the JSON reader makes it.
public typealias PayloadObject = [AnyHashable: Any]

/// The value rules of docs/language.md §3, used by generated decoders and `routegen explain`.
///
/// Converters (`int`, `string`, …) take a present, non-null value and throw errors whose
/// path is relative to that value; `required`, `optional` and `array` put the path in front
/// as they descend. Nothing here traps, whatever the payload holds.
@_spi(Generated)
public enum Decode {
    /// Whether a value read from a payload is missing or null: absent, `NSNull`, or a nil
    /// optional wrapped in `Any`. (`required` and `optional` check the first two up front;
    /// converters see a nil optional as null and report it `null`.)
    @inlinable
    public static func isMissing(_ slot: Any?) -> Bool {
        guard let value = slot else { return true }
        if type(of: value) == NSNull.self { return true }
        if case Optional<Any>.none = value { return true }
        return false
    }

    /// A required value at `path`: converted, or an error (`missing` when absent, `null`
    /// when null).
    @inlinable
    public static func required<T>(
        _ slot: Any?, at path: PayloadPath, _ convert: (Any) throws(PushDecodingError) -> T
    ) throws(PushDecodingError) -> T {
        guard let value = slot else { throw PushDecodingError(path: path, reason: .missing) }
        guard type(of: value) != NSNull.self else { throw PushDecodingError(path: path, reason: .null) }
        do {
            return try convert(value)
        } catch {
            throw error.under(path)
        }
    }

    /// An optional value at `path`: nil when absent or null, else converted.
    @inlinable
    public static func optional<T>(
        _ slot: Any?, at path: PayloadPath, _ convert: (Any) throws(PushDecodingError) -> T
    ) throws(PushDecodingError) -> T? {
        guard let value = slot, type(of: value) != NSNull.self else { return nil }
        do {
            return try convert(value)
        } catch {
            // A nil optional wrapped in `Any` reads as null (converters say so at their root).
            if error.reason == .null, error.path.components.isEmpty { return nil }
            throw error.under(path)
        }
    }

    /// An intermediate step of a key path (`msg` of `msg.name`): its dictionary, or nil
    /// when it is missing (which makes the values under it missing). A step that is there
    /// but is not a dictionary is a type error at the step (docs/language.md §5).
    public static func step(_ slot: Any?, at path: PayloadPath) throws(PushDecodingError) -> PayloadObject? {
        guard !isMissing(slot), let value = slot else { return nil }
        do {
            return try object(value)
        } catch {
            throw error.under(path)
        }
    }

    // MARK: Converters

    /// A string (docs/language.md §3: a string only); with `numbers` (`coerce: numbers`,
    /// docs/language.md §3.4), also an integer (a whole number that fits Int64), as its
    /// decimal text.
    public static func string(
        _ value: Any, numbers: Bool = false, rules: StringRules? = nil
    ) throws(PushDecodingError) -> String {
        let s: String
        switch RawValue.classify(value) {
        case .string(let text): s = text
        case .integer(let i) where numbers: s = String(i)
        default: throw wrongType(value, expected: numbers ? "a string or an integer" : "a string")
        }
        if let rules, let violation = rules.violation(s) { throw PushDecodingError(reason: .constraint(violation)) }
        return s
    }

    /// A 64-bit integer: a number without fraction that fits, never a boolean; with
    /// `coerce`, also the text of a JSON number.
    public static func int(
        _ value: Any, coerce: Bool = false, rules: NumberRules? = nil
    ) throws(PushDecodingError)
        -> Int64
    {
        let result: Int64
        switch RawValue.classify(value) {
        case .integer(let i):
            result = i
        case .number(let d):
            throw PushDecodingError(reason: integerProblem(d))
        case .string(let s) where coerce:
            switch NumberText.parse(s) {
            case .integer(let i)?: result = i
            case .largeInteger?: throw PushDecodingError(reason: .outOfRange(s))
            case .double(let d)?:
                if let exact = RawValue.exactInteger(d) {
                    result = exact
                } else {
                    throw PushDecodingError(
                        reason: d.isFinite && d.rounded(.towardZero) != d ? .notAnInteger(s) : .outOfRange(s))
                }
            case nil: throw PushDecodingError(reason: .notCoercible(expected: "an int", text: s))
            }
        default:
            throw wrongType(value, expected: "an int")
        }
        if let rules, let violation = rules.violation(result) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        return result
    }

    /// A finite double, never a boolean; with `coerce`, also the text of a JSON number.
    public static func double(
        _ value: Any, coerce: Bool = false, rules: NumberRules? = nil
    ) throws(PushDecodingError)
        -> Double
    {
        let result: Double
        switch RawValue.classify(value) {
        case .integer(let i):
            result = Double(i)
        case .number(let d):
            guard d.isFinite else { throw PushDecodingError(reason: .outOfRange(String(d))) }
            result = d
        case .string(let s) where coerce:
            switch NumberText.parse(s) {
            case .integer(let i)?: result = Double(i)
            case .largeInteger(let d)?, .double(let d)?:
                guard d.isFinite else {
                    throw PushDecodingError(reason: .notCoercible(expected: "a finite number", text: s))
                }
                result = d
            case nil: throw PushDecodingError(reason: .notCoercible(expected: "a number", text: s))
            }
        default:
            throw wrongType(value, expected: "a number")
        }
        if let rules, let violation = rules.violation(result) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        return result
    }

    /// `true` or `false`, never 0 or 1; with `coerce`, also the strings `true` and `false`.
    /// With `numbers` (`coerce: numbers`, docs/language.md §3.4), also the numbers 0 and 1
    /// (by value: `1.0` is 1), and with `coerce` too, the strings that spell them (`"1"`).
    public static func bool(_ value: Any, coerce: Bool = false, numbers: Bool = false) throws(PushDecodingError) -> Bool
    {
        switch RawValue.classify(value) {
        case .bool(let b): return b
        case .integer(let i) where numbers:
            guard i == 0 || i == 1 else { throw wrongType(value, expected: "a boolean, 0 or 1") }
            return i == 1
        case .string(let s) where coerce:
            if s == "true" { return true }
            if s == "false" { return false }
            if numbers, let number = NumberText.parse(s) {
                switch number {
                case .integer(0): return false
                case .integer(1): return true
                case .double(let d) where d == 0 || d == 1: return d == 1
                default: break
                }
            }
            throw PushDecodingError(
                reason: .notCoercible(expected: numbers ? "a boolean, 0 or 1" : "a boolean", text: s))
        default: throw wrongType(value, expected: numbers ? "a boolean, 0 or 1" : "a boolean")
        }
    }

    /// An absolute RFC 3986 URI, given as a string; with `relative` (docs/language.md §5.4),
    /// any URI reference but the empty one (`/url.html`, `../a?b`), a `URL` without a base.
    public static func url(
        _ value: Any, relative: Bool = false, rules: StringRules? = nil
    ) throws(PushDecodingError) -> URL {
        guard case .string(let s) = RawValue.classify(value) else { throw wrongType(value, expected: "a URL string") }
        let valid = relative ? AbsoluteURI.isValidReference(s) : AbsoluteURI.isValid(s)
        guard valid, let url = URL(string: s) else {
            throw PushDecodingError(reason: relative ? .invalidURIReference(s) : .invalidURL(s))
        }
        if let rules, let violation = rules.violation(s) { throw PushDecodingError(reason: .constraint(violation)) }
        return url
    }

    /// An RFC 3339 date-time string, or a number of seconds since 1970.
    public static func date(_ value: Any) throws(PushDecodingError) -> Date {
        switch RawValue.classify(value) {
        case .string(let s):
            guard let date = RFC3339.parse(s) else { throw PushDecodingError(reason: .invalidDate(s)) }
            return date
        case .integer(let i):
            return Date(timeIntervalSince1970: Double(i))
        case .number(let d) where d.isFinite:
            return Date(timeIntervalSince1970: d)
        default:
            throw wrongType(value, expected: "an RFC 3339 date-time string or a number of seconds")
        }
    }

    /// A dictionary.
    public static func object(_ value: Any) throws(PushDecodingError) -> PayloadObject {
        guard case .object(let object) = RawValue.classify(value) else { throw wrongType(value, expected: "an object") }
        return object
    }

    /// An array whose every element converts; a null element is an error (docs/language.md §3).
    @inlinable
    public static func array<T>(
        _ value: Any, rules: ArrayRules? = nil, element convert: (Any) throws(PushDecodingError) -> T
    ) throws(PushDecodingError) -> [T] {
        let items = try rawArray(value)
        if let rules, let violation = rules.violation(count: items.count) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard !isMissing(item) else {
                throw PushDecodingError(path: PayloadPath([.index(index)]), reason: .nullElement)
            }
            do {
                result.append(try convert(item))
            } catch {
                throw error.under(.index(index))
            }
        }
        if let rules, let violation = rules.violation(items: items) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        return result
    }

    /// An array that may also arrive as one string of values separated by `separator`
    /// (docs/language.md §5.4): the string is split exactly there (the empty string is the
    /// empty array) and its pieces, strings, are read by `pieces` as if they were the array;
    /// an array is read by `array`. Anything else is a type error.
    public static func separated<T>(
        _ value: Any, by separator: String, pieces: ValueReader<T>, array: ValueReader<T>
    ) throws(PushDecodingError) -> T {
        switch RawValue.classify(value) {
        case .string(let s): return try pieces.read(split(s, by: separator))
        case .array: return try array.read(value)
        default:
            throw wrongType(
                value, expected: "an array, or a string of values separated by \(Violation.quoted(separator))")
        }
    }

    /// `text` split at every occurrence of `separator`, matched code point by code point
    /// (not by Swift's canonical equivalence); the empty string has no pieces.
    public static func split(_ text: String, by separator: String) -> [Any] {
        guard !text.isEmpty else { return [] }
        let bytes = Array(text.utf8)
        let mark = Array(separator.utf8)
        guard !mark.isEmpty else { return [text] }
        var pieces: [Any] = []
        var start = 0
        var i = 0
        while i + mark.count <= bytes.count {
            if bytes[i] == mark[0], bytes[i..<(i + mark.count)].elementsEqual(mark) {
                pieces.append(String(decoding: bytes[start..<i], as: UTF8.self))
                i += mark.count
                start = i
            } else {
                i += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    /// A dictionary whose every value converts: a map (docs/language.md §3.8). Keys that
    /// are not strings are left out; a null value is an error, as in arrays. Entries are
    /// read in the order of their keys' code points, so the first error is the same however
    /// the dictionary orders them. Two keys that differ in code points but that Swift's
    /// `String` holds equal (a precomposed `é` and `e` with a combining accent) cannot both
    /// be keys of the map: `equivalentKeys`, at the later one.
    public static func map<T>(
        _ value: Any, rules: ArrayRules? = nil, value convert: (Any) throws(PushDecodingError) -> T
    ) throws(PushDecodingError) -> [String: T] {
        let object = try self.object(value)
        var entries: [(key: String, value: Any)] = []
        entries.reserveCapacity(object.count)
        for (key, item) in object {
            guard let key = key.base as? String else { continue }
            entries.append((key, item))
        }
        if let rules, let violation = rules.violation(count: entries.count) {
            throw PushDecodingError(reason: .constraint(violation))
        }
        entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var result: [String: T] = [:]
        result.reserveCapacity(entries.count)
        var written: [String: String] = [:]
        for entry in entries {
            guard !isMissing(entry.value) else {
                throw PushDecodingError(path: PayloadPath([.key(entry.key)]), reason: .nullElement)
            }
            let converted: T
            do {
                converted = try convert(entry.value)
            } catch {
                throw error.under(.key(entry.key))
            }
            if let earlier = written.updateValue(entry.key, forKey: entry.key) {
                throw PushDecodingError(
                    path: PayloadPath([.key(entry.key)]), reason: .equivalentKeys(earlier, entry.key))
            }
            result[entry.key] = converted
        }
        return result
    }

    /// `true` or `false`, or the number 0 or 1: how Apple's `aps` dictionary writes its
    /// flags (`content-available: 1`, docs/language.md §3.10).
    public static func flag(_ value: Any) throws(PushDecodingError) -> Bool {
        switch RawValue.classify(value) {
        case .bool(let b): return b
        case .integer(0): return false
        case .integer(1): return true
        case .integer(let i):
            throw PushDecodingError(reason: .wrongType(expected: "true, false, 0 or 1", found: "the number \(i)"))
        default: throw wrongType(value, expected: "true, false, 0 or 1")
        }
    }

    /// The elements of an array value.
    public static func rawArray(_ value: Any) throws(PushDecodingError) -> [Any] {
        guard case .array(let items) = RawValue.classify(value) else { throw wrongType(value, expected: "an array") }
        return items
    }

    /// The value of `key` in `object`, the key matched code point by code point (a Swift
    /// dictionary alone would also match another Unicode normalization of it).
    public static func value(in object: PayloadObject, forKey key: String) -> Any? {
        if let index = object.index(forKey: AnyHashable(key)) {
            let entry = object[index]
            if let stored = entry.key.base as? String, Exact.equal(stored, key) {
                return entry.value
            }
        }
        for (candidate, value) in object {
            if let stored = candidate.base as? String, Exact.equal(stored, key) { return value }
        }
        return nil
    }

    /// The error for a string that is none of an enum's values.
    public static func notInEnum(_ value: String, _ allowed: [String]) -> PushDecodingError {
        PushDecodingError(reason: .notInEnum(value, allowed: allowed))
    }

    // MARK: Problems

    /// The error for `value` where `expected` belongs.
    public static func wrongType(_ value: Any, expected: String) -> PushDecodingError {
        let found: String
        switch RawValue.classify(value) {
        case .null: return PushDecodingError(reason: .null)
        case .bool: found = "a boolean"
        case .integer, .number: found = "a number"
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "an object"
        case .other:
            // A string at a `jsonStrings` path that holds no JSON object: its own error.
            if let failure = value as? JSONStringFailure { return failure.error }
            found = "a value of type \(type(of: value))"
        }
        return PushDecodingError(reason: .wrongType(expected: expected, found: found))
    }

    private static func integerProblem(_ d: Double) -> PushDecodingError.Reason {
        if d.isFinite, d.rounded(.towardZero) != d { return .notAnInteger(String(d)) }
        return .outOfRange(d.isFinite ? String(format: "%.0f", d) : "a number too large for a double")
    }
}
