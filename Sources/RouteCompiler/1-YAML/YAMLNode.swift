/// A YAML node with the position it was written at. Aliases are resolved: an alias node is
/// its anchor's node, shared (not copied) and located at the `*alias`.
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts: its first character, or its tag or anchor when it has one.
    public var location: SourceLocation
    /// For a mapping: whether the loader dropped some of its entries after reporting
    /// them (a merge key `<<`, a list or mapping as a key, a repeated key). A key missing
    /// from such a mapping may be among the dropped ones, so readers do not also report
    /// it missing.
    public var hasDroppedEntries = false

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// Whether this node is a null scalar (`null`, `~`, empty).
    public var isNull: Bool { scalar?.value.isNull ?? false }

    /// A short name of the node's kind for messages: "a mapping", "a list", "the number 12".
    public var kindDescription: String {
        switch content {
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .scalar(let scalar): scalar.value.kindDescription(text: scalar.text)
        }
    }
}

/// One `key: value` entry of a mapping.
public struct YAMLPair: Sendable {
    /// The key (always a scalar once loading succeeded).
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode
}

/// A scalar: its text as written, its style, and its value under the YAML 1.2 core schema.
public struct YAMLScalar: Sendable {
    /// The scalar's content after YAML unescaping and folding.
    public var text: String
    /// How it was written.
    public var style: ScalarStyle
    /// Its resolved value.
    public var value: ScalarValue
}

/// A scalar's value under the YAML 1.2 core schema (docs/language.md §7).
public enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(YAMLNumber)
    case string(String)

    /// Whether the value is null.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    func kindDescription(text: String) -> String {
        switch self {
        case .null: text.isEmpty ? "null (empty)" : "null (\(text))"
        case .bool: "the boolean \(text)"
        case .number: "the number \(text)"
        case .string(let s): "the string \(quotedValue(s))"
        }
    }
}

/// A number read from YAML: both as a `Double` and, when its value is a whole number that
/// fits, as an `Int64` (so `2.0` and `1e3` count as whole numbers: the value decides).
public struct YAMLNumber: Sendable, Hashable {
    /// The number as written.
    public var text: String
    /// Whether it was written in an integer form (`12`, `0x1F`, `0o17`).
    public var isIntegerSyntax: Bool
    /// The value as a double (rounded for huge integers; infinite or NaN for `.inf`, `.nan`).
    public var double: Double
    /// The exact value when it is a whole number in Int64's range.
    public var int64: Int64?
}
