/// Prints diagnostics in the two formats of docs/language.md §9.
package enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `FILE:LINE:COLUMN: error: MESSAGE [code]`, one line each, notes after their diagnostic.
    case text
    /// A JSON array of `{file, line, column, severity, code, message}`; notes follow their
    /// diagnostic as entries of severity `note`.
    case json
}

extension Diagnostic {
    /// The diagnostic and its notes as `FILE:LINE:COLUMN: severity: message` lines.
    package var textLines: [String] {
        var lines = ["\(location): \(severity.rawValue): \(message) [\(code)]"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines
    }

    /// The diagnostic and its notes as JSON objects.
    var jsonEntries: [JSONDocument] {
        var entries = [Diagnostic.jsonEntry(location, severity, code, message)]
        for note in notes {
            entries.append(Diagnostic.jsonEntry(note.location, .note, code, note.message))
        }
        return entries
    }

    private static func jsonEntry(
        _ location: SourceLocation, _ severity: Severity, _ code: DiagnosticCode, _ message: String
    ) -> JSONDocument {
        .object([
            ("file", .string(location.file)),
            ("line", .int(Int64(location.line))),
            ("column", .int(Int64(location.column))),
            ("severity", .string(severity.rawValue)),
            ("code", .string(code.rawValue)),
            ("message", .string(message)),
        ])
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics rendered in `format`, in the given order, ending with a newline
    /// (the JSON array always; text only when there is something to print).
    package func rendered(as format: DiagnosticFormat) -> String {
        switch format {
        case .text:
            let lines = flatMap(\.textLines)
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        case .json:
            return JSONDocument.array(flatMap(\.jsonEntries)).rendered(indent: 2) + "\n"
        }
    }
}
