extension DiagnosticCode {
    /// libyaml could not parse the file.
    public static let yamlSyntax = DiagnosticCode(rawValue: "yaml-syntax")
    /// The file is not valid UTF-8.
    public static let invalidEncoding = DiagnosticCode(rawValue: "invalid-encoding")
    /// The file is larger than 16 MiB.
    public static let fileTooLarge = DiagnosticCode(rawValue: "file-too-large")
    /// The file holds more than one YAML document, or none.
    public static let documentCount = DiagnosticCode(rawValue: "document-count")
    /// A key appears twice in one mapping.
    public static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    /// A merge key (`<<`).
    public static let mergeKey = DiagnosticCode(rawValue: "merge-key")
    /// A tag other than the core ones, or a core tag on a value it does not fit.
    public static let unsupportedTag = DiagnosticCode(rawValue: "unsupported-tag")
    /// A mapping key that is a list or a mapping.
    public static let complexKey = DiagnosticCode(rawValue: "complex-key")
    /// An alias to an anchor that was not defined before it.
    public static let unknownAnchor = DiagnosticCode(rawValue: "unknown-anchor")
    /// Collections nested deeper than 64 levels.
    public static let nestingTooDeep = DiagnosticCode(rawValue: "nesting-too-deep")
    /// Aliases expand to more than 100,000 nodes.
    public static let aliasExpansion = DiagnosticCode(rawValue: "alias-expansion")
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
            notes.append(Note(context, at: SourceLocation(file: file, line: contextMark.line, column: contextMark.column)))
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
            "duplicate key '\(key)' in this mapping; remove one of them", note: "'\(key)' is first given here")
    }

    static func mergeKey(at location: SourceLocation) -> Diagnostic {
        .error(
            .mergeKey, at: location,
            "merge keys (<<) are not supported; write the keys out, or use an alias (*name) for the whole value")
    }

    static func unsupportedTag(_ tag: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unsupportedTag, at: location,
            "the tag '\(displayTag(tag))' is not supported; use only the core tags !!str, !!int, !!float, !!bool, !!null, !!map, !!seq, or remove it")
    }

    static func tagMismatch(_ tag: String, text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unsupportedTag, at: location,
            "'\(text)' is not a valid \(displayTag(tag)) value; change the value or remove the tag")
    }

    static func complexKey(at location: SourceLocation) -> Diagnostic {
        .error(.complexKey, at: location, "mapping keys must be plain values, not lists or mappings")
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
