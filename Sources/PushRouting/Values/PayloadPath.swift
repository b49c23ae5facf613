/// Where a value sits in a push payload: a list of dictionary keys and array indices.
///
/// Written with dots and `[i]` for array elements (`msg.items[2].name`); a key that is
/// empty or contains a dot, a bracket or a quote is written `["a.b"]` (docs/language.md §5).
public struct PayloadPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a payload.
    public enum Component: Hashable, Sendable {
        /// A dictionary key.
        case key(String)
        /// An array index, 0-based.
        case index(Int)
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

    /// The path as written in messages: `msg.items[2].name`, `["a.b"].c`.
    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
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
