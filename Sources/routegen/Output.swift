import Foundation
import RouteCompiler

/// Writing to standard output and standard error.
enum Output {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints diagnostics: text to standard error, JSON to standard output.
    static func diagnostics(_ diagnostics: [Diagnostic], format: DiagnosticFormat) {
        let text = diagnostics.rendered(as: format)
        switch format {
        case .text: FileHandle.standardError.write(Data(text.utf8))
        case .json: out(text)
        }
    }

    /// "2 errors, 1 warning".
    static func counts(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        return "\(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// "1 route", "2 routes".
    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
