/// How a route is selected (docs/language.md §13.1): by its discriminator value (and aliases),
/// by the payload's shape (`when`), or as the fallback.
package enum RouteSelectionRule: Sendable {
    /// By the discriminator value: the route's key, or one of its aliases.
    case value
    /// By the conditions of `when:`; the route has no discriminator value.
    case when(WhenConditions)
    /// `fallback: true`: every payload nothing else selects; no discriminator value.
    case fallback

    /// Whether the route is selected by a discriminator value.
    package var isByValue: Bool {
        if case .value = self { return true }
        return false
    }

    /// The conditions, for a `when` route.
    package var conditions: WhenConditions? {
        if case .when(let conditions) = self { return conditions }
        return nil
    }

    /// Whether this is the fallback route.
    package var isFallback: Bool {
        if case .fallback = self { return true }
        return false
    }
}

/// The conditions of a `when:` mapping, all of which must hold (docs/language.md §13.1).
/// Each looks at a place of the payload (`Place`), as values' sources do.
package struct WhenConditions: Sendable {
    /// Places that must hold a non-null value.
    package var present: [Place]
    /// Places that must be absent or null.
    package var absent: [Place]
    /// Places whose value must equal a scalar.
    package var equals: [ConditionEquality]
    /// Where `when:` is written.
    package var location: SourceLocation

    /// Creates conditions.
    package init(
        present: [Place] = [], absent: [Place] = [], equals: [ConditionEquality] = [],
        location: SourceLocation
    ) {
        self.present = present
        self.absent = absent
        self.equals = equals
        self.location = location
    }

    /// Whether there is no condition at all.
    package var isEmpty: Bool { present.isEmpty && absent.isEmpty && equals.isEmpty }

    /// The conditions in words: `room and event are present, channel is absent, live
    /// equals true`.
    package var summary: String {
        func paths(_ list: [Place], _ verb: String) -> String? {
            guard !list.isEmpty else { return nil }
            let names = list.map(\.description)
            return "\(WordList.and(names)) \(names.count == 1 ? "is" : "are") \(verb)"
        }
        let parts =
            [paths(present, "present"), paths(absent, "absent")].compactMap { $0 }
            + equals.map { "\($0.place) equals \($0.value)" }
        return parts.joined(separator: ", ")
    }

    /// Every place a condition looks at.
    package var places: [Place] { present + absent + equals.map(\.place) }

    /// Whether every condition of `other` is also one of these (so that, `other` being
    /// tried first, these can never be the first to hold).
    package func includes(_ other: WhenConditions) -> Bool {
        Set(other.present).isSubset(of: Set(present)) && Set(other.absent).isSubset(of: Set(absent))
            && other.equals.allSatisfy { condition in
                equals.contains { $0.place == condition.place && $0.value == condition.value }
            }
    }
}

/// `equals: {path: value}`: the value at `place` must equal `value`.
package struct ConditionEquality: Sendable {
    /// Where the value is looked for.
    package var place: Place
    /// What it must equal.
    package var value: ConditionValue
}

/// A scalar an `equals` condition compares with: strings by code point, numbers by value.
package enum ConditionValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(NumberLiteral)
    case bool(Bool)

    /// Equal when they would select the same payloads: the same string, the same number
    /// (`3` and `3.0`), the same boolean.
    package static func == (lhs: ConditionValue, rhs: ConditionValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.number(let a), .number(let b)):
            a.int64 != nil && b.int64 != nil ? a.int64 == b.int64 : a.double == b.double
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(s.unicodeScalars.map(\.value))
        case .number(let n): hasher.combine(n.double)
        case .bool(let b): hasher.combine(b)
        }
    }

    /// As JSON would write it: `"chat"`, `3`, `true`.
    package var description: String {
        switch self {
        case .string(let s): quoted(s)
        case .number(let n): n.text
        case .bool(let b): b ? "true" : "false"
        }
    }
}

/// What a failure to read the values of a selected route means (`invalid:`, docs/language.md
/// §13.1): the table's rule for every route, or a route's own.
package enum InvalidRule: String, Sendable, Hashable, CaseIterable {
    /// The push fails (the meaning before `invalid:` existed).
    case error
    /// The push is ignored: the outcome *invalid*, not a failure.
    case ignore
    /// The next candidate in selection order is tried; when none reads, the push fails with
    /// the first route's error.
    case next
}

/// What happens to a payload that selects no route and has no discriminator value
/// (`unrouted:`, docs/language.md §13.1).
package enum UnroutedPolicy: String, Sendable, Hashable, CaseIterable {
    /// A decoding error (the meaning before §13).
    case error
    /// The outcome *unrouted*: not a failure.
    case ignore
}
