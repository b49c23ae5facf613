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
}
