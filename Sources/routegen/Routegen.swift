import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen`: checks a routes table and generates Swift from it.
///
/// Exit status, the same for every subcommand (`ExitStatus`, docs/diagnostics.md): 0 all
/// is well (warnings allowed), 1 errors in the table, 2 usage or I/O errors, 3 the table
/// is valid but the check asked for failed (a rejected or unknown payload, an
/// unacknowledged breaking change, stale generated files).
@main
struct Routegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Checks routes.yaml push-routing tables and generates typed Swift from them.",
        discussion: """
            Exit status, the same for every subcommand:
              0  all is well (warnings allowed)
              1  the table has errors (or an included or acknowledgements file)
              2  usage error, or a file or git revision that cannot be read or written
              3  the table is valid, but the check failed:
                   explain: a payload is rejected or selects no route
                   breaking: changes that are not acknowledged
                   generate --check: missing, stale or extra files
            When several apply, 2 wins over 1, and 1 over 3.
            Diagnostics are printed as FILE:LINE:COLUMN: error: MESSAGE [code]; each code is \
            explained in docs/diagnostics.md.
            """,
        version: "0.2.0",
        subcommands: [Validate.self, Generate.self, Explain.self, Schema.self, Breaking.self, Association.self]
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Output.error(fullMessage(for: error))
            Output.error("Run 'routegen --help' for usage.")
            Foundation.exit(ExitStatus.usage)
        }
    }
}

/// The exit statuses of every subcommand (docs/diagnostics.md, "Exit status"). When
/// several apply, `usage` wins over `tableErrors`, which wins over `checkFailed`.
enum ExitStatus {
    /// All is well; warnings allowed.
    static let success: Int32 = 0
    /// The table (or an included file, or the acknowledgements file) has errors.
    static let tableErrors: Int32 = 1
    /// A usage error, or a file or revision that cannot be read or written.
    static let usage: Int32 = 2
    /// The table is valid, but the check failed: a payload `explain` rejected or found no
    /// route for, breaking changes that are not acknowledged, stale generated files.
    static let checkFailed: Int32 = 3

    /// The status that wins when `a` and `b` both apply.
    static func worst(_ a: Int32, _ b: Int32) -> Int32 {
        let rank: (Int32) -> Int = { [usage, tableErrors, checkFailed, success].firstIndex(of: $0) ?? 0 }
        return rank(a) <= rank(b) ? a : b
    }
}

/// Options every command that reads a table takes.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .long, help: "How to print diagnostics: text (FILE:LINE:COLUMN: error: …) or json.")
    var diagnosticsFormat: DiagnosticFormat = .text
}

extension DiagnosticFormat: ExpressibleByArgument {}

extension GenerationOptions.AccessModifier: ExpressibleByArgument {}
