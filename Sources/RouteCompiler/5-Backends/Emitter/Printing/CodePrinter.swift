import PushRouting

/// Prints Swift source line by line with indentation. The emitters describe code with
/// `line`, `block` and `doc`; nothing else concatenates source text.
struct CodePrinter {
    private(set) var text = ""
    private var level = 0

    /// Prints one line at the current indentation (an empty string prints an empty line),
    /// broken where it is longer than `codeWidth` (`wrappedCode(_:level:)`).
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            for (level, line) in Self.wrappedCode(content, level: level) {
                text += String(repeating: "    ", count: level) + line + "\n"
            }
        }
    }

    /// Prints `header {`, the body one level deeper, and `}` (or `footer`). With `open:
    /// false` the header already ends with its own opening (a closure's `{ x in`).
    mutating func block(_ header: String, footer: String = "}", open: Bool = true, _ body: (inout CodePrinter) -> Void)
    {
        line(open ? header + " {" : header)
        indented(body)
        line(footer)
    }

    /// Prints `switch subject {`, the cases at the same level (Swift's style), and `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout CodePrinter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Prints `do throws(E) { … } catch { … }` (`do { … }` without an error type).
    mutating func doCatch(
        throwing errorType: String? = nil, _ body: (inout CodePrinter) -> Void,
        catch handler: (inout CodePrinter) -> Void
    ) {
        line(errorType.map { "do throws(\($0)) {" } ?? "do {")
        indented(body)
        line("} catch {")
        indented(handler)
        line("}")
    }

    /// Prints the body one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The width doc comments are wrapped at, indentation and `/// ` included.
    static let docWidth = 100

    /// Prints text as `///` documentation lines, wrapped at `docWidth` columns.
    mutating func doc(_ text: String?) {
        guard let text else { return }
        let width = Self.docWidth - 4 * level - "/// ".count
        for docLine in Self.wrapped(SwiftLiteral.commentLines(text), width: width) {
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }

    /// Prints `description` (when there is one) and `remark` as one doc comment, a blank
    /// comment line between them.
    mutating func doc(_ description: String?, then remark: String) {
        doc(description)
        if description != nil { doc("") }
        doc(remark)
    }

    /// Prints text as `//` comment lines.
    mutating func comment(_ text: String) {
        for commentLine in SwiftLiteral.commentLines(text) {
            line(commentLine.isEmpty ? "//" : "// " + commentLine)
        }
    }
}

extension CodePrinter {
    /// `lines` of a doc comment with every line longer than `width` characters broken at
    /// spaces, as a person wraps Markdown: the lines that continue a list item are indented
    /// under its text, and no line starts with what Markdown would read as a list item, a
    /// heading or a quote. Lines in a code fence or that start with a space or a tab (code),
    /// and words longer than `width`, are kept whole.
    static func wrapped(_ lines: [String], width: Int) -> [String] {
        var wrapped: [String] = []
        var inFence = false
        for line in lines {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            if inFence || line.count <= width || line.first == " " || line.first == "\t" {
                wrapped.append(line)
            } else {
                wrapped += wrap(Array(line), width: width)
            }
        }
        return wrapped
    }

    private static func wrap(_ line: [Character], width: Int) -> [String] {
        let indent = String(repeating: " ", count: listMarkerWidth(line))
        var lines: [String] = []
        var rest = line[...]
        var prefix = ""
        while prefix.count + rest.count > width, let end = breakPoint(in: rest, room: width - prefix.count) {
            var head = rest[..<end]
            while head.last == " " { head.removeLast() }
            lines.append(prefix + String(head))
            rest = rest[end...].drop { $0 == " " }
            prefix = indent
        }
        lines.append(prefix + String(rest))
        return lines
    }

    /// Where to break `text` so that its first part fits in `room`: the last space that
    /// leaves a fitting line and does not start a Markdown block, else the first space (a
    /// long word); nil when there is no such space.
    private static func breakPoint(in text: ArraySlice<Character>, room: Int) -> Int? {
        let start = text.startIndex + listMarkerWidth(Array(text))
        let spaces = text.indices.filter { $0 > start && text[$0] == " " && text[$0 - 1] != " " }
        let usable = spaces.filter { !startsBlock(text[$0...].drop { $0 == " " }) }
        return usable.last { $0 - text.startIndex <= room } ?? usable.first
    }

    /// The width of the list marker that starts `line` (`- `, `* `, `+ `, `12. `), or 0.
    private static func listMarkerWidth(_ line: [Character]) -> Int {
        guard let space = line.firstIndex(of: " ") else { return 0 }
        let marker = line[..<space]
        if ["-", "*", "+"].contains(String(marker)) { return space + 1 }
        if marker.count > 1, marker.last == "." || marker.last == ")", marker.dropLast().allSatisfy(\.isASCIIDigit) {
            return space + 1
        }
        return 0
    }

    /// Whether a line starting with `text` would start a Markdown block (a list item, a
    /// heading, a quote).
    private static func startsBlock(_ text: ArraySlice<Character>) -> Bool {
        guard let first = text.first else { return false }
        return first == "#" || first == ">" || listMarkerWidth(Array(text)) > 0
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// The one place that turns table text into Swift source text: string literals and
/// comment lines. Any text round-trips; none becomes code.
enum SwiftLiteral {
    /// `s` as a Swift string literal: `"` and `\` escaped, control characters, line and
    /// paragraph separators and every other non-printing scalar written as `\u{…}`, so the
    /// literal is one line and `\(` cannot start an interpolation.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if isPrintable(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return out + "\""
    }

    /// `value` as a `PushRouting.JSONValue` expression (a `json` default, docs/language.md
    /// §3.11): its cases spelled out, object members by their keys' code points; `nested`:
    /// where the type is known from the context (inside an array or object), the case alone.
    static func json(_ value: JSONValue, nested: Bool = false) -> String {
        let prefix = nested ? "." : "PushRouting.JSONValue."
        switch value {
        case .null: return prefix + "null"
        case .bool(let b): return prefix + "bool(\(b))"
        case .number(let n): return prefix + "number(\(n.description))"
        case .string(let s): return prefix + "string(\(string(s)))"
        case .array(let items):
            return prefix + "array([" + items.map { json($0, nested: true) }.joined(separator: ", ") + "])"
        case .object(let members):
            guard !members.isEmpty else { return prefix + "object([:])" }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return prefix + "object(["
                + sorted.map { "\(string($0.key)): \(json($0.value, nested: true))" }.joined(separator: ", ") + "])"
        }
    }

    /// `keys` as a `PushRouting.PayloadPath` literal.
    static func path(_ keys: [String]) -> String {
        "PushRouting.PayloadPath(keys: [\(keys.map(string).joined(separator: ", "))])"
    }

    /// `path` as a `PushRouting.PayloadPath` literal: the one place a path's steps are
    /// written as Swift.
    static func path(_ path: PayloadKeyPath) -> String {
        self.path(steps: path.steps)
    }

    /// A path of `steps` as a `PushRouting.PayloadPath` literal: `PayloadPath(keys: […])` for
    /// keys only, its components for a path with element steps (docs/language.md §5.1).
    static func path(steps: [PathStep]) -> String {
        var keys: [String] = []
        for step in steps {
            guard case .key(let key) = step else {
                return "PushRouting.PayloadPath([\(steps.map(component).joined(separator: ", "))])"
            }
            keys.append(key)
        }
        return path(keys)
    }

    /// A step as a `PushRouting.PayloadPath.Component` literal: `.key("tags")`, `.index(-1)`,
    /// `.last(.array([.string("e")]))`.
    private static func component(_ step: PathStep) -> String {
        switch step {
        case .key(let key): ".key(\(string(key)))"
        case .index(let index): ".index(\(index))"
        case .first(let pattern): ".first(\(self.pattern(pattern)))"
        case .last(let pattern): ".last(\(self.pattern(pattern)))"
        // Never in a table's path: a link's part is where a link's value was.
        case .link(.segment(let index)): ".link(.segment(\(index)))"
        case .link(.queryItem(let name)): ".link(.queryItem(\(string(name))))"
        case .link(.fragment): ".link(.fragment)"
        }
    }

    /// An `ElementPattern` literal.
    static func pattern(_ pattern: ElementPattern) -> String {
        switch pattern {
        case .string(let s): ".string(\(string(s)))"
        case .integer(let i): ".integer(\(i))"
        case .double(let d): ".double(\(d))"
        case .bool(let b): ".bool(\(b))"
        case .array(let items): ".array([\(items.map(self.pattern).joined(separator: ", "))])"
        case .object(let entries):
            entries.isEmpty
                ? ".object([])"
                : ".object([\(entries.map { "(\(string($0.key)), \(self.pattern($0.pattern)))" }.joined(separator: ", "))])"
        }
    }

    /// `place` as a `PushRouting.PayloadPlace` literal, its options after the path
    /// (docs/language.md §5.2): `PushRouting.PayloadPlace(PushRouting.PayloadPath(keys: ["what"]),
    /// is: .string)`.
    static func place(_ place: Place) -> String {
        var arguments = [path(place.path)]
        if let kind = place.kind { arguments.append("is: .\(kind.value.rawValue)") }
        if place.emptyIsMissing { arguments.append("emptyIsMissing: true") }
        return "PushRouting.PayloadPlace(\(arguments.joined(separator: ", ")))"
    }

    /// `text` split into comment lines: at every line break (`\n`, `\r`, NEL, LS, PS,
    /// vertical tab, form feed), with other non-printing scalars written as `\u{…}` so no
    /// byte of the text can end the comment or upset the compiler.
    static func commentLines(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiCommentLines(text) }
        return unicodeCommentLines(text)
    }

    /// `commentLines(_:)` for all-ASCII text, byte by byte (the same rules: the ASCII
    /// controls other than tab are the non-printing scalars there).
    static func asciiCommentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(text.utf8.count)
        func finishLine() {
            while let last = current.last, last == 0x20 || last == 0x09 { current.removeLast() }
            lines.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        var previousWasCR = false
        for byte in text.utf8 {
            switch byte {
            case 0x0A where previousWasCR:
                previousWasCR = false
                continue
            case 0x0A, 0x0D, 0x0B, 0x0C:
                finishLine()
            case 0x20...0x7E, 0x09:
                current.append(byte)
            default:
                current.append(contentsOf: "\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            }
            previousWasCR = byte == 0x0D
        }
        finishLine()
        return lines
    }

    /// `commentLines(_:)` for any text, scalar by scalar.
    static func unicodeCommentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                previousWasCR = false
                continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}":
                lines.append(current)
                current = ""
            default:
                if isPrintable(scalar) || scalar == "\t" {
                    current.unicodeScalars.append(scalar)
                } else {
                    current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
            previousWasCR = scalar == "\r"
        }
        lines.append(current)
        // Trailing spaces would only be noise in generated files.
        return lines.map { line in
            var trimmed = Substring(line)
            while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
    }

    /// Whether `scalar` is safe to write as itself: not a control, format, surrogate,
    /// private-use or unassigned scalar, and not a line or paragraph separator.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
