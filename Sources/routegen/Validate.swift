import ArgumentParser
import RouteCompiler

/// `routegen validate FILE...`
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check routes tables and report every problem; write nothing.",
        discussion: """
            Each FILE is the root of a table; its includes are read relative to it. Every \
            problem is reported in one run, sorted by file and position. Exits 0 when no \
            table has errors, 1 when one has, 2 when a file cannot be read.
            """
    )

    @Argument(help: "The routes files to check (for example routes.yaml).")
    var files: [String]

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one routes file to check.") }
    }

    func run() throws {
        var diagnostics: [Diagnostic] = []
        var status = ExitStatus.success
        var summaries: [String] = []
        var fileOrder: [String] = []
        for file in files {
            guard let loaded = LoadedTable.load(file) else {
                status = ExitStatus.worst(status, ExitStatus.usage)
                continue
            }
            diagnostics += loaded.result.diagnostics
            fileOrder += loaded.result.files
            if loaded.result.hasErrors { status = ExitStatus.worst(status, ExitStatus.tableErrors) }
            summaries.append(loaded.summary)
        }
        Output.diagnostics(
            diagnostics.sortedForPrinting(files: FileOrder(fileOrder)), format: options.diagnosticsFormat)
        if options.diagnosticsFormat == .text {
            for summary in summaries { Output.out(summary + "\n") }
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
