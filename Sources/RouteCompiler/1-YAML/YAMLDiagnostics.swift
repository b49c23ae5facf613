@_spi(Generated) import PushRouting

extension DiagnosticCode {
    /// libyaml could not parse the file.
    package static let yamlSyntax = DiagnosticCode(rawValue: "yaml-syntax")
    /// The file is not valid UTF-8.
    package static let invalidEncoding = DiagnosticCode(rawValue: "invalid-encoding")
    /// The file is larger than 16 MiB.
    package static let fileTooLarge = DiagnosticCode(rawValue: "file-too-large")
    /// The file holds more than one YAML document, or none.
    package static let documentCount = DiagnosticCode(rawValue: "document-count")
    /// A key appears twice in one mapping.
    package static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    /// A merge key (`<<`).
    package static let mergeKey = DiagnosticCode(rawValue: "merge-key")
    /// A tag other than the core ones, or a core tag on a value it does not fit.
    package static let unsupportedTag = DiagnosticCode(rawValue: "unsupported-tag")
    /// A mapping key that is a list or a mapping.
    package static let complexKey = DiagnosticCode(rawValue: "complex-key")
    /// An alias to an anchor that was not defined before it.
    package static let unknownAnchor = DiagnosticCode(rawValue: "unknown-anchor")
    /// Collections nested deeper than 64 levels.
    package static let nestingTooDeep = DiagnosticCode(rawValue: "nesting-too-deep")
    /// Aliases expand to more than 100,000 nodes.
    package static let aliasExpansion = DiagnosticCode(rawValue: "alias-expansion")
    /// A tab where YAML needs spaces (indentation).
    package static let yamlTab = DiagnosticCode(rawValue: "yaml-tab")
    /// A line indented so that it fits no mapping or list around it.
    package static let yamlIndentation = DiagnosticCode(rawValue: "yaml-indentation")
}

extension Diagnostic {
    static func yamlSyntax(_ error: YAMLSyntaxError, file: String, bytes: [UInt8]) -> Diagnostic {
        if error.byteOffset == nil, let explained = SyntaxExplanation(bytes: bytes, file: file).explain(error) {
            return explained
        }
        if let offset = error.byteOffset {
            let (line, column) = SourceText.position(ofByte: offset, in: bytes)
            return .error(
                .yamlSyntax, at: SourceLocation(file: file, line: line, column: column),
                "\(error.problem); remove or replace the character")
        }
        let mark = error.mark ?? YAMLMark(line: 1, column: 1)
        var message = error.problem
        var notes: [Note] = []
        if let context = error.context, let contextMark = error.contextMark {
            notes.append(
                Note(context, at: SourceLocation(file: file, line: contextMark.line, column: contextMark.column)))
            message += " (\(context) at line \(contextMark.line))"
        }
        return .error(
            .yamlSyntax, at: SourceLocation(file: file, line: mark.line, column: mark.column), message, notes: notes)
    }

    static func invalidUTF8(at location: SourceLocation, byte: UInt8) -> Diagnostic {
        .error(
            .invalidEncoding, at: location,
            "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save it as UTF-8")
    }

    static func fileTooLarge(_ file: String, bytes: Int) -> Diagnostic {
        .error(
            .fileTooLarge, at: .start(of: file),
            "the file is \(bytes) bytes; routes files may be at most 16 MiB (16777216 bytes), split it with include")
    }

    static func secondDocument(at location: SourceLocation) -> Diagnostic {
        .error(
            .documentCount, at: location,
            "a routes file holds one YAML document; move this one into its own file and include it")
    }

    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .clash(
            .duplicateKey, later: location, earlier: first,
            "duplicate key \(written(key)) in this mapping; remove one of them",
            note: "\(written(key)) is first given here")
    }

    static func mergeKey(at location: SourceLocation) -> Diagnostic {
        .error(
            .mergeKey, at: location,
            "merge keys (<<) are not supported; write the keys out, or use an alias (*name) for the whole value")
    }

    static func unsupportedTag(_ tag: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unsupportedTag, at: location,
            "the tag \(written(displayTag(tag))) is not supported; use only the core tags !!str, !!int, !!float, !!bool, !!null, !!map, !!seq, or remove it"
        )
    }

    static func tagMismatch(_ tag: String, text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unsupportedTag, at: location,
            "\(written(text)) is not a valid \(displayTag(tag)) value; change the value or remove the tag")
    }

    static func complexKey(at location: SourceLocation) -> Diagnostic {
        .error(
            .complexKey, at: location,
            "mapping keys must be plain values, not lists or mappings; to compare a key path written as a list, write equals as a list: equals: [{ path: [a.b], value: 1 }]"
        )
    }

    static func unknownAnchor(_ anchor: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unknownAnchor, at: location,
            "no anchor '&\(anchor)' is defined before this alias; define it first or fix the name")
    }

    static func nestingTooDeep(at location: SourceLocation, limit: Int) -> Diagnostic {
        .error(
            .nestingTooDeep, at: location,
            "lists and mappings are nested more than \(limit) levels deep here; the table is refused")
    }

    static func aliasExpansion(at location: SourceLocation, limit: Int) -> Diagnostic {
        .error(
            .aliasExpansion, at: location,
            "aliases expand to more than \(limit) nodes; the table is refused (is this an alias bomb?)")
    }

    /// `!!str` for core tags, the tag as written otherwise.
    private static func displayTag(_ tag: String) -> String {
        let core = "tag:yaml.org,2002:"
        return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    }
}

extension CoreSchema.NumberHint: CustomStringConvertible {
    /// The hint, as a clause that follows the problem: `write the number without quotes`.
    var description: String {
        switch self {
        case .quotedNumber: "write the number without quotes"
        case .digitSeparators(let text, let number):
            "YAML 1.2 reads \(text) as a string (it has no digit separators): write \(number)"
        case .binary(let text, let number):
            "YAML 1.2 has no binary numbers, it reads \(text) as a string: write \(number)"
        }
    }
}

// MARK: Syntax errors in the words of the mistake (SyntaxExplanation)

extension Diagnostic {
    /// What a line starts with, for messages: its key, its list item (`- x`) or its first
    /// words; and its number.
    struct LineStart {
        var text: String
        var line: Int

        var quoted: String { written(text) }
    }

    /// A line, its indentation, and where its text starts (for a note).
    struct IndentedLine {
        var start: LineStart
        var indent: Int
        var location: SourceLocation
    }

    static func tabOnBlankLine(_ line: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .yamlTab, at: location,
            "line \(line) holds a tab, and YAML allows no tabs in indentation, not even on a blank line; remove it")
    }

    static func tabInBlockScalar(_ line: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .yamlTab, at: location,
            "line \(line) is indented with a tab; YAML indents the text of a block scalar (| or >) with spaces only: replace the tab with spaces"
        )
    }

    /// A tab in the indentation of `line`; `indentLike` is the line above it, the spaces
    /// the line probably needs, and whether that is one level deeper than the line above.
    static func tabIndentation(
        _ line: Int, at location: SourceLocation, indentLike: (spaces: Int, line: LineStart, deeper: Bool)?
    ) -> Diagnostic {
        var advice = "replace it with spaces"
        if let like = indentLike {
            advice =
                like.deeper
                ? "indent it with \(spaces(like.spaces)) instead, one level deeper than \(like.line.quoted) on line \(like.line.line)"
                : "indent it with \(spaces(like.spaces)) instead, like \(like.line.quoted) on line \(like.line.line)"
        }
        return .error(
            .yamlTab, at: location, "line \(line) is indented with a tab; YAML indents with spaces only: \(advice)")
    }

    /// A list item at the indentation of the keys of a mapping (`keys`, indented `indent`).
    static func listItemAmongKeys(
        _ item: LineStart, at location: SourceLocation, keys: LineStart, indent: Int,
        keysAt keysLocation: SourceLocation
    ) -> Diagnostic {
        .error(
            .yamlIndentation, at: location,
            "\(item.quoted) on line \(item.line) is a list item at the indentation of the keys of a mapping (like \(keys.quoted), line \(keys.line)); a list belongs to a key: indent it deeper than that key, under the key it belongs to",
            notes: [Note("\(keys.quoted) is indented \(spaces(indent)) here", at: keysLocation)])
    }

    /// A line whose indentation matches none of the open levels `around` it (the nearest
    /// deeper one, then the nearest shallower one).
    static func misaligned(
        _ start: LineStart, indent: Int, at location: SourceLocation, around: [IndentedLine], inList: Bool
    ) -> Diagnostic {
        let levels = around.map { "\($0.start.quoted) (line \($0.start.line)) is at \(spaces($0.indent))" }
        let options = around.map { "by \(spaces($0.indent)) to put it beside \($0.start.quoted)" }
        let what = inList ? "the list items and keys around it" : "the keys around it"
        return .error(
            .yamlIndentation, at: location,
            "\(start.quoted) on line \(start.line) is indented \(spaces(indent)), which matches none of \(what): \(levels.joined(separator: ", ")); indent it \(options.joined(separator: ", or "))",
            notes: around.map { Note("\($0.start.quoted) is indented \(spaces($0.indent)) here", at: $0.location) })
    }

    /// `key: value: more`: the value holds `: `.
    static func colonInValue(key: String, value: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .yamlSyntax, at: location,
            "the value of \(written(key)) holds ': ', which YAML reads as the start of another key; quote the value: \(key): \(Violation.quoted(value))"
        )
    }

    /// A line indented deeper than the `key: text` line `above` it.
    static func deeperThanText(
        _ start: LineStart, indent: Int, at location: SourceLocation, above: IndentedLine, text: String
    ) -> Diagnostic {
        let key = above.start.quoted
        return .error(
            .yamlIndentation, at: location,
            "\(start.quoted) on line \(start.line) is indented \(spaces(indent)), deeper than \(key) on line \(above.start.line) (\(spaces(above.indent))), so YAML reads it as more of the value of \(key) (\(Violation.quoted(text))); if it is a key, indent it by \(spaces(above.indent)) like \(key); if it is text, quote the whole value",
            notes: [Note("\(key) is indented \(spaces(above.indent)) here", at: above.location)])
    }

    /// `aliases: - x`.
    static func listAfterKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .yamlSyntax, at: location,
            "a list cannot start on the line of its key \(written(key)); put each '- item' on a line of its own below it, indented, or write the list in brackets: \(key): [a, b]"
        )
    }

    /// A word alone on a line, read as a key without its `:`.
    static func keyWithoutColon(_ word: String, line: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .yamlSyntax, at: location,
            "\(written(word)) on line \(line) is read as a key, but no ':' follows it; write '\(word):', or if it continues the text above, indent it deeper than that text's key"
        )
    }

    private static func spaces(_ n: Int) -> String { n == 1 ? "1 space" : "\(n) spaces" }
}
