import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen`: checks a routes table and generates Swift from it.
///
/// Exit status (SPEC §9): 0 no errors (warnings allowed), 1 errors in the table,
/// 2 usage or I/O errors.
@main
struct Routegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Checks routes.yaml push-routing tables and generates typed Swift from them.",
        discussion: """
            Exit status: 0 when the table has no errors (warnings allowed), 1 when it has \
            errors, 2 for usage errors and files that cannot be read or written.
            Diagnostics are printed as FILE:LINE:COLUMN: error: MESSAGE [code]; each code is \
            explained in docs/diagnostics.md.
            """,
        version: "0.2.0",
        subcommands: [Validate.self, Generate.self, Explain.self, Schema.self, Breaking.self]
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

/// The exit statuses of SPEC §9.
enum ExitStatus {
    static let success: Int32 = 0
    static let tableErrors: Int32 = 1
    static let usage: Int32 = 2
}

/// Options every command that reads a table takes.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .long, help: "How to print diagnostics: text (FILE:LINE:COLUMN: error: …) or json.")
    var diagnosticsFormat: DiagnosticFormat = .text
}

extension DiagnosticFormat: ExpressibleByArgument {}

extension GenerationOptions.AccessModifier: ExpressibleByArgument {}
