import PushRouting

/// A key path into a payload (docs/language.md §5.1), where the table writes it: the runtime's
/// path (`PushRouting.PayloadPath`, the steps from the root — the payload's, or an object's for
/// the fields of an object type — to a value) and its position. Every place a value is looked
/// for (`Place`), every discriminator and every `jsonStrings` entry is one.
///
/// Two paths are the same when their steps are, code point by code point (where they were
/// written does not count). The operations below are the only ones that look at the kinds
/// of steps: a new kind of step is handled here, in `SwiftLiteral.path`, in `SourcePlan`'s
/// levels and in the runtime's path walk.
package struct PayloadKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The path as the runtime names it in errors and walks it: its steps, outermost first;
    /// never empty.
    package var payloadPath: PayloadPath
    /// Where the path was written (or its param's key, for the default path).
    package var location: SourceLocation

    /// The steps, outermost first.
    package var steps: [PathStep] {
        get { payloadPath.components }
        set { payloadPath.components = newValue }
    }

    /// A path of dictionary keys.
    package init(keys: [String], location: SourceLocation) {
        self.payloadPath = PayloadPath(keys: keys)
        self.location = location
    }

    /// A path of steps (never empty).
    package init(steps: [PathStep], location: SourceLocation) {
        self.payloadPath = PayloadPath(steps)
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
    package var hasElementSteps: Bool { steps.contains(where: \.isElement) }

    /// `other`'s steps after these: `other` read inside the value at this path (the fields
    /// of an object value, whose paths count from the object).
    package func appending(_ other: PayloadKeyPath) -> PayloadKeyPath {
        PayloadKeyPath(steps: steps + other.steps, location: location)
    }

    /// Whether `self` is `other` or lies under it. Keys compare code point by code point,
    /// as payload keys do; element steps when they address the same element.
    package func hasPrefix(_ other: PayloadKeyPath) -> Bool {
        steps.count >= other.steps.count && zip(steps, other.steps).allSatisfy { $0.identity == $1.identity }
    }

    /// The steps as code points: what makes two paths the same. A key is its code points;
    /// an element step a value above Unicode's range, then its canonical text.
    package var identity: [[UInt32]] { steps.map(\.identity) }

    /// As written in messages: `msg.name`, `["a.b"]`, `tags[last: ["e"]][1]`.
    package var description: String { payloadPath.description }

    /// Paths are equal when their steps are (where they were written does not count).
    package static func == (lhs: PayloadKeyPath, rhs: PayloadKeyPath) -> Bool {
        lhs.steps.count == rhs.steps.count && lhs.hasPrefix(rhs)
    }
    /// Hashes the steps.
    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// One step of a key path: the runtime's (`PushRouting.PayloadPath.Component`). A key step
/// never reads an array element: `tags.0` is the key "0". A step that addresses an element
/// (`.index`, `.first`, `.last`: `{at: N}`, `{first: P}`, `{last: P}`) is written only in the
/// list form of a path (`[tags, {last: [e]}, {at: 1}]`, docs/language.md §5.1). Steps compare
/// by `identity` (keys code point by code point), as payload keys do.
package typealias PathStep = PayloadPath.Component

/// What `{first: P}` and `{last: P}` look for (docs/language.md §5.1): the runtime's pattern,
/// which generated code builds and error paths hold.
package typealias ElementPattern = PayloadPath.ElementPattern

extension PathStep {
    /// The bounds of `{at: N}`: larger indices cannot occur in a push (APNs and FCM payloads
    /// hold at most 4 KB), and encoding pads an array with nulls up to the index.
    package static let indexRange = -10_000...9_999

    /// The pattern of `{first: P}` or `{last: P}`.
    package var pattern: ElementPattern? {
        switch self {
        case .key, .index, .link: nil
        case .first(let pattern), .last(let pattern): pattern
        }
    }

    /// An element step as the table writes it: `{at: -1}`, `{last: ["e"]}`; a key as itself.
    package var written: String {
        switch self {
        case .key(let key): key
        case .index(let index): "{at: \(index)}"
        case .first(let pattern): "{first: \(pattern)}"
        case .last(let pattern): "{last: \(pattern)}"
        case .link(let part): part.description
        }
    }

    /// The step as code points: what makes two steps the same. A key is its code points;
    /// an element step a value above Unicode's range (so it never equals a key), then its
    /// canonical text (an object pattern's keys sorted).
    package var identity: [UInt32] {
        let canonical: String
        switch self {
        case .key(let key): return key.unicodeScalars.map(\.value)
        case .index(let index): canonical = "at \(index)"
        case .first(let pattern): canonical = "first " + Self.canonical(pattern)
        case .last(let pattern): canonical = "last " + Self.canonical(pattern)
        case .link(let part): canonical = "link \(part)"
        }
        return [0x11_0000] + canonical.unicodeScalars.map(\.value)
    }

    /// Whether the two steps are the same (keys code point by code point; element steps
    /// that address the same element).
    package func isSame(as other: PathStep) -> Bool { identity == other.identity }

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
