import Foundation

/// One route's `when` conditions (docs/language.md §13.1): the route is selected by the
/// payload's shape when all of them hold. A condition never fails decoding: a step that is
/// missing or not a dictionary (for an element step: no array, or no such element) makes
/// `present` false, `absent` true and `equals` false.
@_spi(Generated)
public struct RouteCondition: Sendable {
    /// A scalar written in the table, which `equals` compares a payload value with.
    public enum Expected: Sendable, Hashable {
        /// A string, compared code point by code point.
        case string(String)
        /// An integer, compared by value (`3.0` in the payload equals 3).
        case integer(Int64)
        /// A number, compared by value (`1` in the payload equals 1.0).
        case double(Double)
        /// A boolean, which never equals a number.
        case bool(Bool)
    }

    let present: [PayloadPlace]
    let absent: [PayloadPlace]
    let equals: [(PayloadPath, Expected)]

    /// Conditions that hold when every path of `present` holds a non-null value, every path
    /// of `absent` is absent or null, and the value at each path of `equals` equals its
    /// scalar (a string never equals a number, a boolean never equals a number).
    public init(present: [PayloadPath] = [], absent: [PayloadPath] = [], equals: [(PayloadPath, Expected)] = []) {
        self.init(present: present.map { PayloadPlace($0) }, absent: absent.map { PayloadPlace($0) }, equals: equals)
    }

    /// Conditions whose `present` and `absent` places have options (docs/language.md §5.2):
    /// a place holds a value when the value there counts (of its `is:` kind; not the empty
    /// string with `empty: missing`). Generated code's API (`@_spi(Generated)`).
    @_spi(Generated)
    public init(present: [PayloadPlace], absent: [PayloadPlace], equals: [(PayloadPath, Expected)]) {
        self.present = present
        self.absent = absent
        self.equals = equals
    }

    /// Whether the conditions hold in a payload's top-level entries.
    public func holds(in entries: PayloadEntries) -> Bool {
        holds { key in entries.value(forKey: key) }
    }

    /// Whether the conditions hold in a payload dictionary.
    public func holds(in payload: PayloadObject) -> Bool {
        holds { key in Decode.value(in: payload, forKey: key) }
    }

    /// Whether the conditions hold, `firstStep` giving the payload's value for a top-level key.
    func holds(firstStep: (String) -> Any?) -> Bool {
        for place in present where place.presentValue(firstStep: firstStep) == nil { return false }
        for place in absent where place.presentValue(firstStep: firstStep) != nil { return false }
        for (path, expected) in equals {
            guard let value = path.presentValue(firstStep: firstStep), Self.value(value, equals: expected) else {
                return false
            }
        }
        return true
    }

    /// Whether a payload value equals a table's scalar: strings code point by code point,
    /// numbers by value, booleans as booleans; values of different JSON types never.
    static func value(_ value: Any, equals expected: Expected) -> Bool {
        switch (RawValue.classify(value), expected) {
        case (.string(let s), .string(let t)): Exact.equal(s, t)
        case (.bool(let b), .bool(let c)): b == c
        // `.number` is never a whole number in Int64's range, so it never equals an integer.
        case (.integer(let i), .integer(let j)): i == j
        case (.integer(let i), .double(let d)): RawValue.exactInteger(d) == i
        case (.number(let x), .double(let d)): x == d
        default: false
        }
    }
}
