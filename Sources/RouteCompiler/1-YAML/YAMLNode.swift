/// A YAML node with the position it was written at. Aliases are resolved: an alias node is
/// its anchor's node, shared (not copied) and located at the `*alias`.
package struct YAMLNode: Sendable {
    /// What the node holds.
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    /// What the node holds.
    package var content: Content
    /// Where the node starts: its first character, or its tag or anchor when it has one.
    package var location: SourceLocation
    /// For a mapping: whether the loader dropped some of its entries after reporting
    /// them (a merge key `<<`, a list or mapping as a key, a repeated key). A key missing
    /// from such a mapping may be among the dropped ones, so readers do not also report
    /// it missing.
    package var hasDroppedEntries = false

    /// The scalar, when this node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// Whether this node is a null scalar (`null`, `~`, empty).
    package var isNull: Bool { scalar?.value.isNull ?? false }

    /// A short name of the node's kind for messages: "a mapping", "a list", "the number 12".
    package var kindDescription: String {
        switch content {
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .scalar(let scalar): scalar.value.kindDescription(text: scalar.text)
        }
    }
}

/// One `key: value` entry of a mapping.
package struct YAMLPair: Sendable {
    /// The key (always a scalar once loading succeeded).
    package var key: YAMLNode
    /// The value.
    package var value: YAMLNode
}

/// A scalar: its text as written, its style, and its value under the YAML 1.2 core schema.
package struct YAMLScalar: Sendable {
    /// The scalar's content after YAML unescaping and folding.
    package var text: String
    /// How it was written.
    package var style: ScalarStyle
    /// Its resolved value.
    package var value: ScalarValue
}

/// A scalar's value under the YAML 1.2 core schema (docs/language.md §7).
package enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(YAMLNumber)
    case string(String)

    /// Whether the value is null.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when the value is one.
    package var string: String? {
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
package struct YAMLNumber: Sendable, Hashable {
    /// The number as written.
    package var text: String
    /// Whether it was written in an integer form (`12`, `0x1F`, `0o17`).
    package var isIntegerSyntax: Bool
    /// The value as a double (rounded for huge integers; infinite or NaN for `.inf`, `.nan`).
    package var double: Double
    /// The exact value when it is a whole number in Int64's range.
    package var int64: Int64?
}
