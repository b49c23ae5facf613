import PushRouting

/// A key path into a payload (docs/language.md §5.1): the steps from the root (the payload's,
/// or an object's for the fields of an object type) to a value. Every place a value is
/// looked for (`PayloadPlace`), every discriminator and every `jsonStrings` entry is one.
///
/// Two paths are the same when their steps are, code point by code point (where they were
/// written does not count). The operations below are the only ones that look at the kinds
/// of steps: a new kind of step is handled here, in `SwiftLiteral.path`, in `SourcePlan`'s
/// levels and in the runtime's path walk.
package struct PayloadKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The steps, outermost first; never empty.
    package var steps: [PathStep]
    /// Where the path was written (or its param's key, for the default path).
    package var location: SourceLocation

    /// A path of dictionary keys.
    package init(keys: [String], location: SourceLocation) {
        self.steps = keys.map(PathStep.key)
        self.location = location
    }

    /// A path of steps (never empty).
    package init(steps: [PathStep], location: SourceLocation) {
        self.steps = steps
        self.location = location
    }

    /// The keys of the steps, outermost first: the whole path for a path of keys only, as
    /// discriminators, `jsonStrings` entries and `equals` keys are (they take no element
    /// steps). Of a path with element steps it leaves them out, which is not what the path
    /// means: ask `steps`.
    package var keys: [String] {
        steps.compactMap { step in
            if case .key(let key) = step { key } else { nil }
        }
    }

    /// The keys before the first element step (the whole path for a path of keys).
    package var leadingKeys: [String] {
        var keys: [String] = []
        for step in steps {
            guard case .key(let key) = step else { break }
            keys.append(key)
        }
        return keys
    }

    /// Whether a step addresses an array element (`{at: N}`, `{first: P}`, `{last: P}`).
    package var hasElementSteps: Bool { steps.contains { $0.element != nil } }

    /// `other`'s steps after these: `other` read inside the value at this path (the fields
    /// of an object value, whose paths count from the object).
    package func appending(_ other: PayloadKeyPath) -> PayloadKeyPath {
        PayloadKeyPath(steps: steps + other.steps, location: location)
    }

    /// Whether `self` is `other` or lies under it. Keys compare code point by code point,
    /// as payload keys do; element steps when they address the same element.
    package func hasPrefix(_ other: PayloadKeyPath) -> Bool {
        steps.count >= other.steps.count && zip(steps, other.steps).allSatisfy { $0 == $1 }
    }

    /// The steps as code points: what makes two paths the same. A key is its code points;
    /// an element step a value above Unicode's range, then its canonical text.
    package var identity: [[UInt32]] { steps.map(\.identity) }

    /// The path as the runtime names it in errors and walks it.
    package var payloadPath: PayloadPath { PayloadPath(steps.map(\.component)) }

    /// As written in messages: `msg.name`, `["a.b"]`, `tags[last: ["e"]][1]`.
    package var description: String { payloadPath.description }

    /// Paths are equal when their steps are (where they were written does not count).
    package static func == (lhs: PayloadKeyPath, rhs: PayloadKeyPath) -> Bool {
        lhs.steps.count == rhs.steps.count && lhs.hasPrefix(rhs)
    }
    /// Hashes the steps.
    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// One step of a key path. A key step never reads an array element: `tags.0` is the key
/// "0". A step that addresses an element is an `element` step, written only in the list
/// form of a path (`[tags, {last: [e]}, {at: 1}]`, docs/language.md §5.1).
package enum PathStep: Sendable, Hashable {
    /// A dictionary key, matched code point by code point.
    case key(String)
    /// An element of an array.
    case element(ElementStep)

    /// The element step, for an element step.
    package var element: ElementStep? {
        if case .element(let step) = self { return step }
        return nil
    }

    /// The step as the runtime's path holds it.
    package var component: PayloadPath.Component {
        switch self {
        case .key(let key): .key(key)
        case .element(let step): step.component
        }
    }

    /// The step as code points: what makes two steps the same. An element step starts with
    /// a value no key holds (above Unicode's range), so it never equals a key.
    var identity: [UInt32] {
        switch self {
        case .key(let key): key.unicodeScalars.map(\.value)
        case .element(let step): step.identity
        }
    }

    /// Whether the two steps are the same (keys code point by code point; element steps
    /// that address the same element).
    package static func == (lhs: PathStep, rhs: PathStep) -> Bool {
        switch (lhs, rhs) {
        case (.key(let a), .key(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.element(let a), .element(let b)): a == b
        default: false
        }
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// What `{first: P}` and `{last: P}` look for (docs/language.md §5.1): the runtime's pattern,
/// which generated code builds and error paths hold.
package typealias ElementPattern = PayloadPath.ElementPattern

/// A step that addresses an array element (docs/language.md §5.1).
package enum ElementStep: Sendable, Hashable, CustomStringConvertible {
    /// `{at: N}`: the element at index N, 0-based; a negative N counts from the end (`-1` is
    /// the last element).
    case at(Int)
    /// `{first: P}`: the first element that matches the pattern.
    case first(ElementPattern)
    /// `{last: P}`: the last element that matches the pattern.
    case last(ElementPattern)

    /// The bounds of `{at: N}`: larger indices cannot occur in a push (APNs and FCM payloads
    /// hold at most 4 KB), and encoding pads an array with nulls up to the index.
    package static let indexRange = -10_000...9_999

    /// The step as the runtime's path holds it.
    package var component: PayloadPath.Component {
        switch self {
        case .at(let index): .index(index)
        case .first(let pattern): .first(pattern)
        case .last(let pattern): .last(pattern)
        }
    }

    /// The pattern of `{first: P}` or `{last: P}`.
    package var pattern: ElementPattern? {
        switch self {
        case .at: nil
        case .first(let pattern), .last(let pattern): pattern
        }
    }

    /// As the table writes it: `{at: -1}`, `{last: ["e"]}`.
    package var description: String {
        switch self {
        case .at(let index): "{at: \(index)}"
        case .first(let pattern): "{first: \(pattern)}"
        case .last(let pattern): "{last: \(pattern)}"
        }
    }

    /// A marker above Unicode's range, then the step's canonical text (an object pattern's
    /// keys sorted), so that equal steps have equal identities and a step never has a key's.
    var identity: [UInt32] {
        let canonical: String
        switch self {
        case .at(let index): canonical = "at \(index)"
        case .first(let pattern): canonical = "first " + Self.canonical(pattern)
        case .last(let pattern): canonical = "last " + Self.canonical(pattern)
        }
        return [0x11_0000] + canonical.unicodeScalars.map(\.value)
    }

    /// `pattern`'s text with every object's keys sorted by code point.
    private static func canonical(_ pattern: ElementPattern) -> String {
        switch pattern {
        case .array(let patterns): return "[" + patterns.map(canonical).joined(separator: ", ") + "]"
        case .object(let entries):
            let sorted = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            return "{"
                + sorted.map { ElementPattern.string($0.key).description + ": " + canonical($0.pattern) }.joined(
                    separator: ", ") + "}"
        default: return pattern.description
        }
    }
}
