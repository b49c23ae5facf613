import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen generate FILE --output DIR [--check]`
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a routes table, then write its Swift files.",
        discussion: """
            Writes \(SwiftEmitter.fileNames.joined(separator: ", ")) into the output folder. \
            A file is written only when its bytes change, each write is atomic, and when the \
            table has any error nothing in the folder is touched. With --check nothing is \
            written: every missing, stale or extra file is named. Exits 0 when the files are \
            written (or, with --check, up to date), 1 when the table has errors, 2 when a \
            file cannot be read or written, 3 when --check finds a missing, stale or extra \
            file.
            """
    )

    @Argument(help: "The root routes file (for example routes.yaml).")
    var file: String

    @Option(name: .shortAndLong, help: "The folder for the generated Swift files.")
    var output: String

    @Flag(help: "Write nothing; exit 3 when a generated file is missing, stale or extra.")
    var check = false

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        guard let loaded = LoadedTable.load(file) else { throw ExitCode(ExitStatus.usage) }
        Output.diagnostics(loaded.result.diagnostics, format: options.diagnosticsFormat)
        guard let table = loaded.result.table else {
            if options.diagnosticsFormat == .text { Output.out(loaded.summary + "\n") }
            throw ExitCode(ExitStatus.tableErrors)
        }
        let files = Pipeline.generate(table)
        let folder = OutputFolder(path: output)
        if check {
            let problems: [String]
            do {
                problems = try folder.differences(from: files)
            } catch {
                Output.error("routegen: error: \(error)")
                throw ExitCode(ExitStatus.usage)
            }
            for problem in problems { Output.error("\(output): \(problem)") }
            guard problems.isEmpty else {
                Output.error("\(output) is out of date; run routegen generate \(file) --output \(output)")
                throw ExitCode(ExitStatus.checkFailed)
            }
            if options.diagnosticsFormat == .text { Output.out("\(output): up to date with \(file)\n") }
            return
        }
        let changed: Int
        do {
            changed = try folder.write(files)
        } catch {
            Output.error("routegen: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        let routes = table.table.routes.count
        let destinations = table.table.destinations.count
        if options.diagnosticsFormat == .text {
            Output.out(
                "\(file): \(routes) route\(routes == 1 ? "" : "s"), \(destinations) destination\(destinations == 1 ? "" : "s") -> \(output)/ (\(changed) file\(changed == 1 ? "" : "s") changed)\n"
            )
        }
    }
}

/// The folder generated files go into: writes only what changed, atomically.
struct OutputFolder {
    let path: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes each file whose bytes differ (through a temporary file renamed over it) and
    /// removes generated files that are no longer produced. Returns how many changed.
    func write(_ files: [GeneratedFile]) throws -> Int {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create '\(path)': \(error.localizedDescription)")
        }
        var changed = 0
        for file in files {
            let target = (path as NSString).appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if manager.contents(atPath: target) == bytes { continue }
            let temporary = (path as NSString).appendingPathComponent(".\(file.name).routegen-\(UUID().uuidString)")
            guard manager.createFile(atPath: temporary, contents: bytes) else {
                throw Failure(description: "cannot write in '\(path)'")
            }
            if rename(temporary, target) != 0 {
                try? manager.removeItem(atPath: temporary)
                throw Failure(description: "cannot replace '\(target)': \(String(cString: strerror(errno)))")
            }
            changed += 1
        }
        for extra in try extras(files) where isGenerated(extra) {
            try? manager.removeItem(atPath: (path as NSString).appendingPathComponent(extra))
            changed += 1
        }
        return changed
    }

    /// "missing X", "stale X", "extra X" for each file that differs from `files`.
    func differences(from files: [GeneratedFile]) throws -> [String] {
        var problems: [String] = []
        for file in files {
            let target = (path as NSString).appendingPathComponent(file.name)
            guard let existing = FileManager.default.contents(atPath: target) else {
                problems.append("missing \(file.name)")
                continue
            }
            if existing != Data(file.contents.utf8) { problems.append("stale \(file.name)") }
        }
        for extra in try extras(files) { problems.append("extra \(extra)") }
        return problems
    }

    /// Swift files in the folder that the table does not produce.
    private func extras(_ files: [GeneratedFile]) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        let expected = Set(files.map(\.name))
        return names.filter { $0.hasSuffix(".swift") && !expected.contains($0) }.sorted()
    }

    /// Whether a file starts with routegen's header (so it is ours to remove).
    private func isGenerated(_ name: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(name)) else {
            return false
        }
        return String(decoding: data.prefix(40), as: UTF8.self).hasPrefix("// Generated by routegen")
    }
}
