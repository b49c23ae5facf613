/// A 1-based position reported by libyaml, already converted from its 0-based mark.
struct YAMLMark: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// How a scalar was written. Only plain scalars are resolved by the core schema; every
/// other style is a string.
package enum ScalarStyle: String, Sendable, Hashable {
    case plain
    case singleQuoted = "single-quoted"
    case doubleQuoted = "double-quoted"
    case literal
    case folded
}

/// The properties (`&anchor`, `!tag`) written before a node.
struct NodeProperties: Sendable {
    var anchor: String?
    var tag: String?
}

/// One parsing event from libyaml, in Swift types only.
enum YAMLEvent: Sendable {
    case streamStart
    case streamEnd
    case documentStart(YAMLMark)
    case documentEnd
    case alias(anchor: String, YAMLMark)
    case scalar(String, NodeProperties, ScalarStyle, YAMLMark)
    case sequenceStart(NodeProperties, YAMLMark)
    case sequenceEnd
    case mappingStart(NodeProperties, YAMLMark)
    case mappingEnd
}

/// A syntax error reported by libyaml: its problem text and where it happened.
struct YAMLSyntaxError: Error, Sendable {
    /// What libyaml says is wrong (`mapping values are not allowed in this context`).
    var problem: String
    /// Where the problem is, when libyaml knows it.
    var mark: YAMLMark?
    /// What libyaml was reading (`while scanning a simple key`), with its own position.
    var context: String?
    var contextMark: YAMLMark?
    /// For reader errors (bad encoding), the byte offset of the problem.
    var byteOffset: Int?
}
