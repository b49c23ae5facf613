import Foundation

/// How routes and their values print, at run time (`String(describing: route)`, a
/// `DispatchOutcome`, `APS`) and in `routegen explain` alike (docs/language.md §11,
/// "Printing a push"): a string in double quotes (`"`, `\` and control characters escaped),
/// a number or a boolean as Swift writes it, a url in angle brackets, a date in RFC 3339
/// (UTC, milliseconds), an enum value as its string, a union as its member's value, an array
/// in brackets, a map in braces (by its keys' code points), and a struct as its type name
/// and its members by their Swift names: every member of a generated type (`nil` where it
/// has none), only those with a value for `APS`, `APSAlert` and `APSSound`. No module
/// prefixes, no `Optional(…)`.
///
/// The run time describes Swift values by reflection (`describe(_:)`); explain, which holds
/// no Swift values of the app's types, builds the same text from these parts.
package enum ValueDescription {
    /// `value`, described.
    package static func describe(_ value: Any) -> String {
        // Exact types first: a Bool is no Int, whatever a cast would make of it.
        switch value {
        case let text as String: return string(text)
        case let flag as Bool where type(of: value) == Bool.self: return flag ? "true" : "false"
        case let number as Int where type(of: value) == Int.self: return String(number)
        case let number as Double where type(of: value) == Double.self: return double(number)
        case let url as URL: return self.url(url)
        case let date as Date: return self.date(date)
        case let box as any IndirectValue: return describe(box.indirectValue)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { describe($0.value) } ?? "nil"
        case .collection, .set: return array(mirror.children.map { describe($0.value) })
        case .dictionary: return dictionary(mirror)
        case .tuple: return "(" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + ")"
        default: break
        }
        if let enumValue = value as? any RawRepresentable {
            let raw = rawValue(of: enumValue)
            return (raw as? String).map(string) ?? describe(raw)
        }
        if let described = value as? any CustomStringConvertible { return described.description }
        if mirror.displayStyle == .enum {
            // A union: its member's value; a case without one: its name.
            return mirror.children.first.map { describe($0.value) } ?? String(describing: value)
        }
        return members(of: value)
    }

    /// A struct (or a class) as its type name and its stored properties, `nil` where one has
    /// no value, or (`omittingNil`) without them. An enum as its case and the case's value
    /// (`second(SecondPush(id: 12, content: "Hello"))`).
    package static func members(of value: Any, omittingNil: Bool = false) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            guard let child = mirror.children.first, let label = child.label else { return "\(type(of: value))" }
            return "\(label)(\(describe(child.value)))"
        }
        var described: [(label: String, value: String?)] = []
        for child in mirror.children {
            guard var label = child.label else { continue }
            // A boxed member of a recursive type is stored as `_next` (docs/language.md §11).
            if label.hasPrefix("_"), isIndirect(child.value) { label.removeFirst() }
            let text = isNil(child.value) ? nil : describe(child.value)
            if text == nil, omittingNil { continue }
            described.append((label, text))
        }
        return members(String(describing: type(of: value)), described)
    }

    // MARK: Parts (shared with `routegen explain`)

    /// `"text"`, with `"`, `\` and control characters escaped.
    package static func string(_ text: String) -> String { Violation.quoted(text) }

    /// `0.5`, `12.0`, `1e-05`: as Swift writes the number.
    package static func double(_ number: Double) -> String { number.description }

    /// `<https://example.com/a>`.
    package static func url(_ url: URL) -> String { "<\(url.absoluteString)>" }

    /// `2026-11-24T08:30:00.000Z` (RFC 3339, UTC, milliseconds); a date outside what it can
    /// write as seconds since 1970 (`1e+20 s`).
    package static func date(_ date: Date) -> String {
        RFC3339.string(from: date) ?? "\(date.timeIntervalSince1970) s"
    }

    /// `[1, "two"]`.
    package static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    /// `{"a": 1, "b": 2}`, by the keys' code points.
    package static func map(_ entries: [(key: String, value: String)]) -> String {
        let sorted = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        return "{" + sorted.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// `Sender(name: "Ann", age: nil)`: members without a text are `nil`.
    package static func members(_ typeName: String, _ members: [(label: String, value: String?)]) -> String {
        typeName + "(" + members.map { "\($0.label): \($0.value ?? "nil")" }.joined(separator: ", ") + ")"
    }

    // MARK: Reflection

    private static func dictionary(_ mirror: Mirror) -> String {
        var entries: [(key: String, value: String)] = []
        var others: [String] = []
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            if let key = pair[0].value as? String {
                entries.append((key, describe(pair[1].value)))
            } else {
                others.append("\(describe(pair[0].value)): \(describe(pair[1].value))")
            }
        }
        guard others.isEmpty else { return "[" + (others.sorted()).joined(separator: ", ") + "]" }
        return map(entries)
    }

    private static func rawValue<Value: RawRepresentable>(of value: Value) -> Any { value.rawValue }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// Whether `value` is a box, or an optional box (nil or not): decided by its type.
    private static func isIndirect(_ value: Any) -> Bool {
        type(of: value) is any IndirectStorage.Type
    }
}

/// A box that holds a value of a recursive type (`Indirect`): described as its value.
protocol IndirectValue {
    var indirectValue: Any { get }
}

/// The type of a box or of an optional box: a member stored as one is named without its
/// leading `_` (`_next` is `next`).
protocol IndirectStorage {}

extension Indirect: IndirectValue, IndirectStorage {
    var indirectValue: Any { value }
}

extension Optional: IndirectStorage where Wrapped: IndirectStorage {}
