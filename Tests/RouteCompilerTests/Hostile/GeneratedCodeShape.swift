/// A lexical check of generated Swift: text from a table must land inside string literals
/// or line comments and nowhere else. Generated code uses only plain `"…"` literals with
/// the escapes `SwiftLiteral` writes, `//` comments, backticked names and `#isolation`; a
/// quote, a comment opener, an interpolation or an unbalanced bracket that escaped from a
/// description, a key or a default shows up as a problem here before any compiler runs.
/// (Shared with the FuzzTesting package through a symbolic link.)
enum GeneratedCodeShape {
    /// The first problem in `source`, or nil.
    static func problem(in source: String) -> String? {
        var line = 1
        var depth: [Character: Int] = ["(": 0, "[": 0, "{": 0]
        let closing: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        var scalars = Array(source.unicodeScalars)[...]
        func next() -> Unicode.Scalar? { scalars.popFirst() }
        while let c = next() {
            switch c {
            case "\n":
                line += 1
            case "/":
                if scalars.first == "/" {
                    while let d = scalars.first, d != "\n" { _ = next() }
                } else if scalars.first == "*" {
                    return "line \(line): a block comment opener in code"
                }
            case "\"":
                if let problem = stringLiteral(&scalars, line: line) { return problem }
            case "`":
                var name = ""
                while let d = next(), d != "`" {
                    guard d != "\n" else { return "line \(line): an unterminated backticked name" }
                    name.unicodeScalars.append(d)
                }
                if name.isEmpty { return "line \(line): an empty backticked name" }
            case "#":
                guard let d = scalars.first, d.properties.isAlphabetic else {
                    return "line \(line): '#' not followed by a directive name (a raw string?)"
                }
            case "(", "[", "{":
                depth[Character(c)]! += 1
            case ")", "]", "}":
                let open = closing[Character(c)]!
                depth[open]! -= 1
                if depth[open]! < 0 { return "line \(line): an unbalanced '\(c)'" }
            default:
                break
            }
        }
        if let open = depth.first(where: { $0.value != 0 }) { return "an unclosed '\(open.key)'" }
        return nil
    }

    /// Reads a string literal after its opening quote.
    private static func stringLiteral(_ scalars: inout ArraySlice<Unicode.Scalar>, line: Int) -> String? {
        while let c = scalars.popFirst() {
            switch c {
            case "\"":
                return nil
            case "\n", "\r":
                return "line \(line): a string literal runs past the end of its line"
            case "\\":
                guard let e = scalars.popFirst() else { return "line \(line): a string literal ends in '\\'" }
                switch e {
                case "\"", "\\", "n", "t", "r", "0", "'":
                    break
                case "u":
                    guard scalars.popFirst() == "{" else { return "line \(line): a malformed \\u escape" }
                    var digits = 0
                    while let h = scalars.first, h != "}" {
                        guard h.properties.isASCIIHexDigit else { return "line \(line): a malformed \\u escape" }
                        digits += 1
                        _ = scalars.popFirst()
                    }
                    guard scalars.popFirst() == "}", (1...8).contains(digits) else {
                        return "line \(line): a malformed \\u escape"
                    }
                case "(":
                    return "line \(line): an interpolation inside a string literal"
                default:
                    return "line \(line): an unknown escape '\\\(e)'"
                }
            default:
                break
            }
        }
        return "line \(line): an unterminated string literal"
    }
}
