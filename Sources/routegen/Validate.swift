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
        let report = Pipeline.validate(roots: files, sources: FileSources())
        for (root, result) in report.tables {
            if case .failure(let error) = result {
                Output.error("routegen: error: cannot read '\(root)': \(error.reason)")
            }
        }
        Output.diagnostics(report.diagnostics, format: options.diagnosticsFormat)
        if options.diagnosticsFormat == .text {
            for (root, result) in report.tables {
                if case .success(let validation) = result { Output.out(validation.summary(path: root) + "\n") }
            }
        }
        if report.hasUnreadableFile { throw ExitCode(ExitStatus.usage) }
        if report.hasErrors { throw ExitCode(ExitStatus.tableErrors) }
    }
}
