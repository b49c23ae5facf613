/// Turns libyaml's syntax errors into the words of the mistake: a tab is called a tab, an
/// indentation problem names the line that probably caused it and the indentation it
/// should have, a `key: value` inside a value says to quote it. libyaml only says what
/// its parser met ("found character that cannot start any token", "mapping values are not
/// allowed in this context"); the lines of the file say why. Errors this does not
/// recognize keep libyaml's text.
struct SyntaxExplanation {
    private let lines: [[Unicode.Scalar]]
    private let file: String

    /// Splits `bytes` into lines the way libyaml counts them (LF, CR, CR LF, NEL, LS, PS),
    /// so that its line numbers index them.
    init(bytes: [UInt8], file: String) {
        self.file = file
        var lines: [[Unicode.Scalar]] = [[]]
        var afterCR = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\n" where afterCR:
                continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append([])
            default:
                lines[lines.count - 1].append(scalar)
            }
        }
        self.lines = lines
    }

    /// A better diagnostic for `error`, or nil to keep libyaml's words.
    func explain(_ error: YAMLSyntaxError) -> Diagnostic? {
        guard let mark = error.mark, mark.line >= 1, mark.line <= lines.count else { return nil }
        if let tab = tab(error, mark) { return tab }
        switch error.problem {
        case "did not find expected key", "did not find expected '-' indicator":
            return misaligned(mark, inList: error.problem.contains("'-'"))
        case "mapping values are not allowed in this context":
            return colonInValue(mark) ?? deeperThanText(line: mark.line)
        case "block sequence entries are not allowed in this context":
            return listItemAfterKey(mark)
        case "could not find expected ':'":
            return keyWithoutColon(error)
        default:
            return nil
        }
    }

    // MARK: Lines

    private func line(_ number: Int) -> [Unicode.Scalar] { lines[number - 1] }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The number of spaces before the line's first other character.
    private func indentation(_ line: [Unicode.Scalar]) -> Int { line.prefix { $0 == " " }.count }

    /// Whether the line holds something: not blank, not only a comment.
    private func hasContent(_ line: [Unicode.Scalar]) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first != "#"
    }

    /// What line `number` starts with, for messages: its key (`params`), or its list item
    /// (`- x`), or its first word; and its number.
    private func start(_ number: Int) -> Diagnostic.LineStart {
        let line = line(number)
        if let key = key(line) { return Diagnostic.LineStart(text: key, line: number) }
        var text = String(String.UnicodeScalarView(line.drop { $0 == " " || $0 == "\t" }))
        if text.count > 30 { text = String(text.prefix(27)) + "…" }
        return Diagnostic.LineStart(text: text, line: number)
    }

    /// The plain key a line starts with (`params` for `  params: x`, `id` for `- id: 1`).
    private func key(_ line: [Unicode.Scalar]) -> String? {
        var rest = line.drop { $0 == " " }[...]
        if rest.first == "-", rest.dropFirst().first == " " { rest = rest.dropFirst(2).drop { $0 == " " } }
        guard let first = rest.first, !"#'\"{[&*!|>-?".unicodeScalars.contains(first) else { return nil }
        var key: [Unicode.Scalar] = []
        var i = rest.startIndex
        while i < rest.endIndex {
            let c = rest[i]
            let next = rest.index(after: i)
            if c == ":", next == rest.endIndex || rest[next] == " " || rest[next] == "\t" { break }
            if c == "#", key.last == " " { return nil }
            key.append(c)
            i = next
        }
        guard i < rest.endIndex else { return nil }
        while key.last == " " { key.removeLast() }
        return key.isEmpty ? nil : String(String.UnicodeScalarView(key))
    }

    /// The text after `key:` on a line, trimmed (empty when the value is on later lines).
    private func valueText(_ line: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var i = line.startIndex
        var sawKey = false
        while i < line.endIndex {
            if line[i] == ":", i + 1 == line.endIndex || line[i + 1] == " " || line[i + 1] == "\t" {
                sawKey = true
                i += 1
                break
            }
            i += 1
        }
        guard sawKey else { return [] }
        var value = Array(line[i...].drop { $0 == " " || $0 == "\t" })
        if value.first == "#" { value = [] }
        return value
    }

    /// The indentation levels that are open at `line`: walking up, each line less indented
    /// than everything after it (its key opens the block the next ones are in). Nearest
    /// first.
    private func openLevels(before line: Int) -> [(indent: Int, line: Int)] {
        var levels: [(Int, Int)] = []
        var limit = Int.max
        var n = line - 1
        while n >= 1, limit > 0 {
            let text = self.line(n)
            if hasContent(text) {
                let indent = indentation(text)
                if indent < limit {
                    levels.append((indent, n))
                    limit = indent
                }
            }
            n -= 1
        }
        return levels
    }

    /// The last line with content before `line`.
    private func previousContentLine(before line: Int) -> Int? {
        var n = line - 1
        while n >= 1 {
            if hasContent(self.line(n)) { return n }
            n -= 1
        }
        return nil
    }

    // MARK: Tabs

    /// A tab in the indentation (or where libyaml expected a token): named as a tab, with
    /// the spaces that should replace it.
    private func tab(_ error: YAMLSyntaxError, _ mark: YAMLMark) -> Diagnostic? {
        let text = line(mark.line)
        let atMark = mark.column >= 1 && mark.column <= text.count ? text[mark.column - 1] : nil
        let leading = text.prefix { $0 == " " || $0 == "\t" }
        let column: Int
        if atMark == "\t" {
            column = mark.column
        } else if let index = leading.firstIndex(of: "\t"), error.problem.contains("tab") || index < mark.column {
            column = index + 1
        } else {
            return nil
        }
        let lineNumber = mark.line
        if !hasContent(text) {
            return .tabOnBlankLine(lineNumber, at: location(lineNumber, column))
        }
        if error.context == "while scanning a block scalar" {
            return .tabInBlockScalar(lineNumber, at: location(lineNumber, column))
        }
        // What the indentation should probably be: one level deeper than a line ending in
        // ':' above it, else the same as the line above.
        var indentLike: (spaces: Int, line: Diagnostic.LineStart, deeper: Bool)?
        if let previous = previousContentLine(before: lineNumber) {
            let above = line(previous)
            let opens = valueText(above).isEmpty && key(above) != nil
            let expected = indentation(above) + (opens ? indentStep(before: lineNumber) : 0)
            indentLike = (expected, start(previous), opens)
        }
        return .tabIndentation(lineNumber, at: location(lineNumber, column), indentLike: indentLike)
    }

    /// How many spaces the file indents by: the smallest step between a line and a more
    /// indented line right after it, before `line` (2 when none is seen).
    private func indentStep(before line: Int) -> Int {
        var step = Int.max
        var previous: Int?
        for n in stride(from: 1, to: line, by: 1) where hasContent(self.line(n)) {
            let indent = indentation(self.line(n))
            if let previous, indent > previous, !self.line(n).prefix(indent + 1).contains("\t") {
                step = min(step, indent - previous)
            }
            previous = indent
        }
        return step == Int.max ? 2 : step
    }

    // MARK: Indentation

    /// A line whose indentation matches no open mapping (or list) around it, or a list item
    /// among a mapping's keys.
    private func misaligned(_ mark: YAMLMark, inList: Bool) -> Diagnostic? {
        let lineNumber = mark.line
        let text = line(lineNumber)
        guard hasContent(text) else { return nil }
        let indent = indentation(text)
        // The parser stopped inside the line, not at its start: not about indentation.
        guard mark.column == indent + 1 else { return nil }
        let levels = openLevels(before: lineNumber)
        if let sibling = levels.first(where: { $0.indent == indent }) {
            let isItem = text.dropFirst(indent).starts(with: ["-", " "]) || text.dropFirst(indent) == ["-"]
            guard isItem, !inList, key(line(sibling.line)) != nil else { return nil }
            return .listItemAmongKeys(
                start(lineNumber), at: location(lineNumber, indent + 1), keys: start(sibling.line), indent: indent,
                keysAt: location(sibling.line, indent + 1))
        }
        let deeper = levels.last { $0.indent > indent }
        let shallower = levels.first { $0.indent < indent }
        guard deeper != nil || shallower != nil else { return nil }
        let around = [deeper, shallower].compactMap { $0 }.map {
            Diagnostic.IndentedLine(
                start: start($0.line), indent: $0.indent, location: location($0.line, $0.indent + 1))
        }
        return .misaligned(
            start(lineNumber), indent: indent, at: location(lineNumber, indent + 1), around: around, inList: inList)
    }

    /// `key: value: more` on one line: the value holds ': ', which starts a mapping.
    private func colonInValue(_ mark: YAMLMark) -> Diagnostic? {
        let text = line(mark.line)
        guard let key = key(text) else { return nil }
        let value = valueText(text)
        guard !value.isEmpty, !"'\"{[|>".unicodeScalars.contains(value[0]) else { return nil }
        // The value's first column: after the key's ': ' and the spaces.
        let column = text.count - value.count + 1
        guard column < mark.column else { return nil }
        return .colonInValue(key: key, value: String(String.UnicodeScalarView(value)), at: location(mark.line, column))
    }

    /// A line indented deeper than a `key: text` line above it: YAML reads it as more of
    /// that text, and then meets its ':'.
    private func deeperThanText(line lineNumber: Int) -> Diagnostic? {
        let text = line(lineNumber)
        guard hasContent(text), let previous = previousContentLine(before: lineNumber) else { return nil }
        let above = line(previous)
        let indent = indentation(text)
        let aboveIndent = indentation(above)
        let value = valueText(above)
        guard indent > aboveIndent, key(above) != nil, !value.isEmpty else { return nil }
        return .deeperThanText(
            start(lineNumber), indent: indent, at: location(lineNumber, indent + 1),
            above: Diagnostic.IndentedLine(
                start: start(previous), indent: aboveIndent, location: location(previous, aboveIndent + 1)),
            text: String(String.UnicodeScalarView(value)))
    }

    /// `aliases: - x`: a list cannot start on its key's line.
    private func listItemAfterKey(_ mark: YAMLMark) -> Diagnostic? {
        let text = line(mark.line)
        guard let key = key(text), !valueText(text).isEmpty, valueText(text).first == "-" else { return nil }
        return .listAfterKey(key, at: location(mark.line, mark.column))
    }

    /// `params` alone on a line: a key without ':'.
    private func keyWithoutColon(_ error: YAMLSyntaxError) -> Diagnostic? {
        guard error.context == "while scanning a simple key", let start = error.contextMark, start.line >= 1,
            start.line <= lines.count
        else { return nil }
        let text = line(start.line)
        let word = String(String.UnicodeScalarView(text.drop { $0 == " " || $0 == "\t" }))
        return .keyWithoutColon(word, line: start.line, at: location(start.line, start.column))
    }
}
