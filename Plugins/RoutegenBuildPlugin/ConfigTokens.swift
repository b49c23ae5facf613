// No PackagePlugin here: ConfigTokensTests compiles this file on its own.

/// The tokens of a flat YAML mapping: scalars (plain or quoted, unquoted), `:` after a key,
/// and the punctuation between entries; comments are skipped.
struct ConfigTokens {
    enum Token: Equatable {
        case scalar(String)
        case colon
        case separator
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The value of the key `namePrefix` in `text`, or "" when it has none.
    static func namePrefix(in text: String) -> String {
        var tokens = ConfigTokens(text)
        var previous: Token?
        while let token = tokens.next() {
            if case .scalar("namePrefix") = previous, token == .colon {
                if case .scalar(let value)? = tokens.next() { return value }
                return ""
            }
            previous = token
        }
        return ""
    }

    mutating func next() -> Token? {
        while index < scalars.count {
            let c = scalars[index]
            switch c {
            case " ", "\t", "\r": index += 1
            case "#": while index < scalars.count && scalars[index] != "\n" { index += 1 }
            case "\n", ",", "{", "}", "-":
                index += 1
                return .separator
            case ":":
                index += 1
                return .colon
            case "\"", "'":
                index += 1
                var value = ""
                while index < scalars.count && scalars[index] != c {
                    if c == "\"" && scalars[index] == "\\" && index + 1 < scalars.count { index += 1 }
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
                return .scalar(value)
            default:
                var value = ""
                // A plain scalar ends at a line break, a comment, `, ` `}` in flow, or `: `.
                while index < scalars.count {
                    let d = scalars[index]
                    if d == "\n" || d == "," || d == "}" || d == "#" { break }
                    if d == ":", index + 1 == scalars.count || [" ", "\t", "\n", "\r"].contains(scalars[index + 1]) {
                        break
                    }
                    value.unicodeScalars.append(d)
                    index += 1
                }
                return .scalar(value.trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }
}
