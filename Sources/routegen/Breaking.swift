import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen breaking NEW --against OLD` / `--against-git REV`
struct Breaking: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the changes that reject payloads an older version of the table accepted.",
        discussion: """
            Installed apps, queued pushes and older senders keep sending what the old table \
            allowed. Reported: removed routes and aliases, changed destinations, new required \
            params and params that became required, changed or narrowed types, removed enum \
            values, tightened constraints, changed paths, a changed discriminator, dropped \
            coercion. Additions are not breaking. Exits 1 when anything breaks, 2 when a file \
            or revision cannot be read.
            """
    )

    @Argument(help: "The new version of the root routes file.")
    var file: String

    @Option(help: "The old version of the root routes file.")
    var against: String?

    @Option(name: .customLong("against-git"), help: "A git revision (HEAD~1, main) whose version of FILE and its includes is the old one.")
    var againstGit: String?

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        guard (against == nil) != (againstGit == nil) else {
            throw ValidationError("Give exactly one of --against OLD and --against-git REV.")
        }
    }

    func run() throws {
        guard let new = LoadedTable.load(file) else { throw ExitCode(ExitStatus.usage) }
        let old: LoadedTable
        if let against {
            guard let loaded = LoadedTable.load(against) else { throw ExitCode(ExitStatus.usage) }
            old = loaded
        } else {
            switch GitSources.open(revision: againstGit!, file: file) {
            case .failure(let error):
                Output.error("routegen: error: \(error.reason)")
                throw ExitCode(ExitStatus.usage)
            case .success(let sources):
                let bytes: [UInt8]
                do {
                    bytes = try sources.read(sources.rootPath)
                } catch {
                    Output.error("routegen: error: \(error.reason)")
                    throw ExitCode(ExitStatus.usage)
                }
                old = LoadedTable(
                    path: "\(againstGit!):\(file)",
                    result: Pipeline.validate(rootPath: sources.rootPath, rootBytes: bytes, sources: sources))
            }
        }
        guard let newTable = new.result.table, let oldTable = old.result.table else {
            Output.diagnostics((new.result.diagnostics + old.result.diagnostics), format: options.diagnosticsFormat)
            if options.diagnosticsFormat == .text { Output.out("cannot compare tables with errors\n") }
            throw ExitCode(ExitStatus.tableErrors)
        }
        var changes = BreakingChanges.between(old: oldTable, new: newTable)
        if let revision = againstGit {
            // Removals point into the old version: name the revision, not the working file.
            for i in changes.indices where [.removedRoute, .removedAlias].contains(changes[i].code) {
                changes[i].location.file = "\(revision):\(changes[i].location.file)"
            }
        }
        Output.diagnostics(changes, format: options.diagnosticsFormat)
        if options.diagnosticsFormat == .text {
            let count = changes.count
            let what = count == 0 ? "no breaking changes" : "\(count) breaking change\(count == 1 ? "" : "s")"
            Output.out("\(file): \(what) against \(againstGit ?? against ?? "")\n")
        }
        if !changes.isEmpty { throw ExitCode(ExitStatus.tableErrors) }
    }
}

/// Reads a table and its includes as they are at a git revision (`git show REV:PATH`).
struct GitSources: SourceProvider {
    let revision: String
    /// The root file's path relative to the repository's top folder.
    let rootPath: String
    let top: String

    /// The sources of `file` (a path in a git work tree) at `revision`.
    static func open(revision: String, file: String) -> Result<GitSources, SourceReadError> {
        let folder = (file as NSString).deletingLastPathComponent
        guard let output = git(["-C", folder.isEmpty ? "." : folder, "rev-parse", "--show-toplevel"]) else {
            return .failure(SourceReadError("'\(file)' is not in a git repository (or git is not installed)"))
        }
        let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        guard absolute.hasPrefix(resolvedTop + "/") else {
            return .failure(SourceReadError("'\(file)' is outside the repository at \(top)"))
        }
        guard git(["-C", top, "rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil else {
            return .failure(SourceReadError("'\(revision)' is not a revision of the repository at \(top)"))
        }
        return .success(GitSources(revision: revision, rootPath: String(absolute.dropFirst(resolvedTop.count + 1)), top: top))
    }

    func read(_ path: String) throws(SourceReadError) -> [UInt8] {
        guard let data = GitSources.git(["-C", top, "show", "\(revision):\(SourcePath.normalize(path))"]) else {
            throw SourceReadError("\(path) does not exist at \(revision)")
        }
        return Array(data)
    }

    /// The output of a successful git command.
    private static func git(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
