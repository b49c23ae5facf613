/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable, Comparable {
    /// The table is wrong; nothing is generated and the exit status is 1.
    case error
    /// Legal but suspicious; the exit status stays 0.
    case warning
    /// Extra context attached to an error or warning (for example the earlier of two
    /// clashing declarations).
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings before notes.
    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable identifier for a kind of problem, printed in JSON output and documented in
/// `docs/diagnostics.md`. The raw value never changes once released.
package struct DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code, for example `unknown-key`.
    package var rawValue: String

    /// Creates a code from its raw value.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// The raw value.
    package var description: String { rawValue }
}

/// One problem found in a routes table: a value, printed by the CLI.
package struct Diagnostic: Sendable, Hashable {
    /// A secondary location that explains the diagnostic.
    package struct Note: Sendable, Hashable {
        /// Where the note points.
        package var location: SourceLocation
        /// What it says.
        package var message: String

        /// Creates a note (on one line, like every message: `Diagnostic.singleLine`).
        package init(_ message: String, at location: SourceLocation) {
            self.location = location
            self.message = Diagnostic.singleLine(message)
        }
    }

    /// Error or warning.
    package var severity: Severity
    /// The kind of problem.
    package var code: DiagnosticCode
    /// Where the problem is.
    package var location: SourceLocation
    /// What is wrong and how to fix it.
    package var message: String
    /// Related locations, printed right after the diagnostic.
    package var notes: [Note]

    /// Creates a diagnostic; its message is put on one line (`singleLine`).
    package init(
        _ severity: Severity, _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = Diagnostic.singleLine(message)
        self.notes = notes
    }

    /// `message` on one line: every message shows the table's text quoted (`quoted`,
    /// `swiftName`, `written`), which escapes `\n`, `\r`, `\t` and the other C0 controls;
    /// whatever control character or line break still reaches a message (a C1 control such
    /// as U+0085, U+2028, U+2029, or text shown unquoted, like a key path) is escaped here
    /// the same way, so that no table can break a diagnostic over two lines
    /// (docs/diagnostics.md, Quoting).
    static func singleLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: { escaped($0) != nil }) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            if let escape = escaped(scalar) {
                out += escape
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// How a message writes `scalar` when it is a control character (C0, DEL, C1) or a line
    /// or paragraph separator, as `quoted` writes the C0 ones: `\n`, `\r`, `\t`, else
    /// `\u{…}`; nil for any other scalar.
    static func escaped(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let v = scalar.value
            guard v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 else { return nil }
            return "\\u{\(String(v, radix: 16))}"
        }
    }

    /// An error.
    package static func error(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, at: location, message, notes: notes)
    }

    /// A warning.
    package static func warning(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, at: location, message, notes: notes)
    }

    /// An error about a clash between two things: it points at the later one, and a note
    /// points at the earlier one (docs/language.md §9).
    static func clash(
        _ code: DiagnosticCode, later: SourceLocation, earlier: SourceLocation, _ message: String,
        note: String
    ) -> Diagnostic {
        .error(code, at: later, message, notes: [Note(note, at: earlier)])
    }
}

/// Gathers diagnostics from every phase. Identical diagnostics (the same problem reached
/// twice through a YAML alias) are kept once.
package final class DiagnosticCollector {
    private var seen: Set<Diagnostic> = []
    /// Places whose value was already reported as wrong, so that what later phases find
    /// wrong with it is a consequence, not news.
    private var reportedValues: Set<SourceLocation> = []
    /// Everything reported so far, in report order.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    package init() {}

    /// Records a diagnostic, unless it is about a value already reported as wrong.
    package func report(_ diagnostic: Diagnostic) {
        if reportedValues.contains(diagnostic.location) { return }
        if seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// From now on, drops diagnostics at `location`: its value was reported as wrong (a
    /// tag that does not fit it), and what else is wrong with it follows from that.
    func valueReported(at location: SourceLocation) {
        reportedValues.insert(location)
    }

    /// Whether any error was reported.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors reported.
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// Diagnostics in print order (see `sortedForPrinting(files:)`).
    package func sorted(files: FileOrder) -> [Diagnostic] { diagnostics.sortedForPrinting(files: files) }
}

extension Array where Element == Diagnostic {
    /// Sorted by file (in `files` order; by path when not given), line and column
    /// (docs/language.md §9); ties by severity, then message, so the order never depends on the order
    /// checks ran in.
    package func sortedForPrinting(files: FileOrder = FileOrder([])) -> [Diagnostic] {
        sorted { files.printsBefore($0, $1) }
    }
}

extension FileOrder {
    /// Whether `a` is printed before `b`: by file (in this order), line and column, then
    /// severity, then message.
    package func printsBefore(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return precedes(a.location, b.location) }
        if a.severity != b.severity { return a.severity < b.severity }
        return a.message.unicodeScalars.lexicographicallyPrecedes(b.message.unicodeScalars)
    }
}
