/// Where a value sits in a push payload: a list of dictionary keys and array elements.
///
/// Written with dots and `[i]` for array elements (`msg.items[2].name`, `items[-1]` for the
/// last), `[first: P]` and `[last: P]` for the first and last element that matches a pattern
/// (`tags[last: ["e"]][1]`); a key that is empty or contains a dot, a bracket or a quote is
/// written `["a.b"]` (docs/language.md §5.1).
public struct PayloadPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a payload.
    public enum Component: Hashable, Sendable {
        /// A dictionary key.
        case key(String)
        /// An array index, 0-based. In a table's key path (`{at: N}`, docs/language.md
        /// §5.1) a negative index counts from the end: `-1` is the last element.
        case index(Int)
        /// The first element of an array that matches the pattern (`{first: P}`).
        case first(ElementPattern)
        /// The last element of an array that matches the pattern (`{last: P}`).
        case last(ElementPattern)
        /// A part of a link: where a value read from a URL was (docs/language.md §14.4).
        case link(LinkPart)
    }

    /// The steps from the payload's root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Creates a path of dictionary keys.
    public init(keys: [String]) {
        self.components = keys.map(Component.key)
    }

    /// The path as written in messages: `msg.items[2].name`, `["a.b"].c`,
    /// `tags[last: ["e"]][1]`.
    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
            case .first(let pattern):
                out += "[first: \(pattern)]"
            case .last(let pattern):
                out += "[last: \(pattern)]"
            case .link(let part):
                // In a link a push carries: `url: segment 1` (docs/language.md §14.7).
                out += (out.isEmpty ? "" : ": ") + part.description
            case .key(let key):
                if PayloadPath.needsBrackets(key) {
                    out += "[\"" + PayloadPath.escaped(key) + "\"]"
                } else {
                    if !out.isEmpty { out += "." }
                    out += key
                }
            }
        }
        return out
    }

    private static func needsBrackets(_ key: String) -> Bool {
        key.isEmpty || key.unicodeScalars.contains { $0 == "." || $0 == "[" || $0 == "]" || $0 == "\"" }
    }

    private static func escaped(_ key: String) -> String {
        var out = ""
        for scalar in key.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
