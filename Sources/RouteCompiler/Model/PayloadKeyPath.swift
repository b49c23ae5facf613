import PushRouting

/// A key path into a payload (docs/language.md §5.1): the steps from the root (the payload's,
/// or an object's for the fields of an object type) to a value. Every place a value is
/// looked for (`PayloadPlace`), every discriminator and every `jsonStrings` entry is one.
///
/// Two paths are the same when their steps are, code point by code point (where they were
/// written does not count). The operations below are the only ones that look at the kinds
/// of steps: a new kind of step is handled here, in `SwiftLiteral.path`, in `SourcePlan`'s
/// levels and in the runtime's path walk.
public struct PayloadKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The steps, outermost first; never empty.
    public var steps: [PathStep]
    /// Where the path was written (or its param's key, for the default path).
    public var location: SourceLocation

    /// A path of dictionary keys.
    public init(keys: [String], location: SourceLocation) {
        self.steps = keys.map(PathStep.key)
        self.location = location
    }

    /// The keys of the steps, outermost first (every step is a key).
    public var keys: [String] {
        steps.map { step in
            switch step {
            case .key(let key): key
            }
        }
    }

    /// Whether `self` is `other` or lies under it. Keys compare code point by code point,
    /// as payload keys do.
    public func hasPrefix(_ other: PayloadKeyPath) -> Bool {
        steps.count >= other.steps.count && zip(steps, other.steps).allSatisfy { $0.isSame(as: $1) }
    }

    /// The steps as code points: what makes two paths the same.
    public var identity: [[UInt32]] { steps.map(\.identity) }

    /// The path as the runtime names it in errors and walks it.
    public var payloadPath: PayloadPath { PayloadPath(keys: keys) }

    /// As written in messages: `msg.name`, `["a.b"]`.
    public var description: String { payloadPath.description }

    /// Paths are equal when their steps are (where they were written does not count).
    public static func == (lhs: PayloadKeyPath, rhs: PayloadKeyPath) -> Bool {
        lhs.steps.count == rhs.steps.count && lhs.hasPrefix(rhs)
    }
    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// One step of a key path. A key step never reads an array element: `tags.0` is the key
/// "0". A step that addresses an element is a case of its own, when the language has one.
public enum PathStep: Sendable {
    /// A dictionary key, matched code point by code point.
    case key(String)

    /// The step as code points: what makes two steps the same.
    var identity: [UInt32] {
        switch self {
        case .key(let key): key.unicodeScalars.map(\.value)
        }
    }

    /// Whether the two steps are the same (keys code point by code point).
    func isSame(as other: PathStep) -> Bool {
        switch (self, other) {
        case (.key(let a), .key(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        }
    }
}
