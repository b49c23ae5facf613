import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen schema FILE`
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a JSON Schema (2020-12) of the payloads the generated decoder accepts.",
        discussion: """
            For backend teams to validate what they send: one branch per route, keyed by the \
            discriminator's value (aliases included), every param at its key path with its \
            type and constraints, descriptions, and an example payload per route. See \
            docs/schema.md for how coercion and patterns are expressed. Exits 0 when the \
            schema is printed or written, 1 when the table has errors, 2 when a file cannot \
            be read or written.
            """
    )

    @Argument(help: "The root routes file.")
    var file: String

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
    var output: String?

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        let result = try Pipeline.schema(root: file, sources: FileSources()).orExit(reading: file)
        Output.diagnostics(result.validation.diagnostics, format: options.diagnosticsFormat)
        guard let text = result.text else { throw ExitCode(ExitStatus.tableErrors) }
        guard let output else {
            Output.out(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Output.error("routegen: error: cannot write '\(output)': \(error.localizedDescription)")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
