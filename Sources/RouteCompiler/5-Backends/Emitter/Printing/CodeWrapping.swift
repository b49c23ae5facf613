/// Lines of code longer than `CodePrinter.codeWidth` columns, broken as swift-format breaks
/// them: a closure's signature goes to the line after its `{`; otherwise the last group in
/// parentheses or brackets (not a `throws(…)`) whose opening fits is opened, one argument (or
/// element) a line, one level deeper (a collection's elements each with a comma after it),
/// its closing bracket on a line of its own with what follows it. Each new line is broken
/// again while it is too long and has a group to open. Strings and comments are never
/// broken; a line with nothing to break stays as it is.
extension CodePrinter {
    /// The width code lines are wrapped at, indentation included.
    static let codeWidth = 120

    /// `line` at `level`, broken into lines that fit: each with its indentation level.
    static func wrappedCode(_ line: String, level: Int) -> [(level: Int, text: String)] {
        let characters = Array(line)
        guard 4 * level + characters.count > codeWidth, !line.hasPrefix("//") else { return [(level, line)] }
        let scan = CodeScan(characters)
        if let brace = scan.closureSignatureBrace {
            let head = String(characters[...brace])
            let signature = String(characters[(brace + 1)...]).trimmingLeadingSpaces
            return wrappedCode(head, level: level) + wrappedCode(signature, level: level + 1)
        }
        guard let group = scan.groupToOpen(width: codeWidth - 4 * level) else { return [(level, line)] }
        let head = String(characters[...group.open])
        let items = scan.items(in: group)
        let tail = String(characters[group.close...])
        var lines = [(level: level, text: head)]
        // Every element of a collection literal ends with a comma (swift-format's style); the last
        // argument of a call does not.
        // (A type in brackets, `[Swift.String] = …`, is no collection.)
        let isCollection = characters[group.open] == "[" && !tail.dropFirst().hasPrefix(" =")
        for (n, item) in items.enumerated() {
            lines += wrappedCode(n + 1 < items.count || isCollection ? item + "," : item, level: level + 1)
        }
        return lines + wrappedCode(tail, level: level)
    }
}

/// Where the brackets of a line of code are, outside its string literals.
private struct CodeScan {
    let characters: [Character]
    /// Each top-level group: the indices of its opening and closing bracket.
    private(set) var groups: [(open: Int, close: Int)] = []
    /// The depth of nesting at each character (the brackets themselves at the outer depth).
    private(set) var depth: [Int] = []
    /// Whether each character is inside a string literal.
    private(set) var inString: [Bool] = []

    init(_ characters: [Character]) {
        self.characters = characters
        var stack: [Int] = []
        // Braces count for depth but are never opened: a block's `{` ends its line unclosed.
        var braces = 0
        var inLiteral = false
        var escaped = false
        for (i, c) in characters.enumerated() {
            depth.append(stack.count + braces)
            inString.append(inLiteral)
            if inLiteral {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inLiteral = false
                }
                continue
            }
            switch c {
            case "\"": inLiteral = true
            case "{": braces += 1
            case "}": braces = max(0, braces - 1)
            case "(", "[": stack.append(i)
            case "<" where i > 0 && (characters[i - 1].isLetter || characters[i - 1].isNumber):
                stack.append(i)
            case ">" where !stack.isEmpty && characters[stack.last!] == "<" && characters[i - 1] != "-":
                stack.removeLast()
                depth[i] = stack.count + braces
            case ")", "]":
                guard let open = stack.popLast() else { continue }
                depth[i] = stack.count + braces
                if stack.isEmpty && braces == 0 { groups.append((open, i)) }
            default: break
            }
        }
        if !stack.isEmpty || inLiteral { groups = [] }
    }

    /// The `{` that opens a closure whose signature ends the line (`{ entries throws(E) in`),
    /// at the top level.
    var closureSignatureBrace: Int? {
        guard characters.count > 3, String(characters.suffix(3)) == " in" else { return nil }
        return characters.indices.last { characters[$0] == "{" && depth[$0] == 0 && !inString[$0] }
    }

    /// The group to open: the last top-level group in parentheses or brackets with something
    /// in it, not a typed `throws(…)` or a result type, whose line up to its opening fits in `width` (else the
    /// first of them): a declaration's parameters rather than its result's type, a literal
    /// rather than its declared type.
    func groupToOpen(width: Int) -> (open: Int, close: Int)? {
        let candidates = groups.filter { group in
            let before = String(characters[..<group.open])
            return group.close > group.open + 1 && !before.hasSuffix("throws") && !before.hasSuffix("-> ")
        }
        return candidates.last { $0.open < width } ?? candidates.first
    }

    /// The items of `group`, split at its own commas, each without surrounding spaces.
    func items(in group: (open: Int, close: Int)) -> [String] {
        let inner = depth[group.open] + 1
        var items: [String] = []
        var start = group.open + 1
        for i in (group.open + 1)..<group.close where characters[i] == "," && depth[i] == inner && !inString[i] {
            items.append(String(characters[start..<i]).trimmed)
            start = i + 1
        }
        items.append(String(characters[start..<group.close]).trimmed)
        return items
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
    fileprivate var trimmed: String {
        String(trimmingLeadingSpaces.reversed().drop { $0 == " " }.reversed())
    }
}
