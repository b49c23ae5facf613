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
            coercion. Additions are not breaking.
            Changes made on purpose (removing a route deprecated long enough) are listed in \
            an acknowledgements file beside the table, FILE's name with .breaking before the \
            extension (routes.breaking.yaml for routes.yaml), or the file given with \
            --acknowledged; acknowledged changes are printed as warnings. See docs/ci.md.
            Exits 0 when nothing breaks (or every change is acknowledged), 1 when either \
            table or the acknowledgements file has errors, 2 when a file or revision cannot \
            be read, 3 when a change is not acknowledged.
            """
    )

    @Argument(help: "The new version of the root routes file.")
    var file: String

    @Option(help: "The old version of the root routes file.")
    var against: String?

    @Option(
        name: .customLong("against-git"),
        help: "A git revision (HEAD~1, main) whose version of FILE and its includes is the old one.")
    var againstGit: String?

    @Option(
        help: ArgumentHelp(
            "The file of breaking changes made on purpose (default: FILE's name with .breaking before the extension, beside it, when it exists).",
            valueName: "file"))
    var acknowledged: String?

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
        guard let (acknowledgements, problems) = readAcknowledgements() else { throw ExitCode(ExitStatus.usage) }
        guard let newTable = new.result.table, let oldTable = old.result.table,
            !problems.contains(where: { $0.severity == .error })
        else {
            // The old version's errors stop the comparison; its warnings are not printed (they
            // are its own, and the ones the new table shares are printed once, with it).
            let oldErrors = old.result.diagnostics.filter { $0.severity == .error }.map(inOldVersion)
            Output.diagnostics(new.result.diagnostics + oldErrors + problems, format: options.diagnosticsFormat)
            if options.diagnosticsFormat == .text {
                Output.out(
                    new.result.table == nil || old.result.table == nil
                        ? "cannot compare tables with errors\n" : "\(acknowledgements.file) has errors\n")
            }
            throw ExitCode(ExitStatus.tableErrors)
        }
        var changes = BreakingChanges.changes(old: oldTable, new: newTable)
        if let revision = againstGit {
            // Removals point into the old version: name the revision, not the working file.
            for i in changes.indices where [.removedRoute, .removedAlias].contains(changes[i].code) {
                changes[i].diagnostic.location.file = "\(revision):\(changes[i].diagnostic.location.file)"
            }
        }
        let compared = againstGit ?? against ?? ""
        let outcome = acknowledgements.apply(to: changes, against: compared)
        let printed = (outcome.unacknowledged.map(\.diagnostic) + outcome.acknowledged + outcome.unused + problems)
            .sortedForPrinting(files: FileOrder(newTable.table.files + [acknowledgements.file]))
        Output.diagnostics(printed, format: options.diagnosticsFormat)
        if options.diagnosticsFormat == .text {
            Output.out(summary(outcome, compared: compared, acknowledgementsFile: acknowledgements.file))
        }
        if !outcome.unacknowledged.isEmpty { throw ExitCode(ExitStatus.checkFailed) }
    }

    /// A diagnostic of the old table: with --against-git, its files are named by the
    /// revision (`HEAD~1:routes.yaml`), as removals are, not as the working files.
    private func inOldVersion(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let revision = againstGit else { return diagnostic }
        var named = diagnostic
        named.location.file = "\(revision):\(named.location.file)"
        for i in named.notes.indices { named.notes[i].location.file = "\(revision):\(named.notes[i].location.file)" }
        return named
    }

    /// The acknowledgements and the problems of their file; nil (with the reason printed)
    /// when a file given with --acknowledged cannot be read. No file beside the table
    /// means no acknowledgements.
    private func readAcknowledgements() -> (acknowledgements: Acknowledgements, problems: [Diagnostic])? {
        let path = acknowledged ?? Acknowledgements.defaultPath(forTable: file)
        if acknowledged == nil, !FileManager.default.fileExists(atPath: path) {
            return (Acknowledgements.none(file: path), [])
        }
        do {
            return Acknowledgements.read(try FileSources().read(path), file: path)
        } catch {
            Output.error("routegen: error: cannot read '\(path)': \(error.reason)")
            return nil
        }
    }

    /// The summary line, and for changes that are not acknowledged the entries that would
    /// acknowledge them.
    private func summary(_ outcome: Acknowledgements.Outcome, compared: String, acknowledgementsFile: String) -> String
    {
        let count = outcome.unacknowledged.count
        var text = "\(file): "
        text += count == 0 ? "no breaking changes" : "\(count) breaking change\(count == 1 ? "" : "s")"
        text += " against \(compared)"
        if !outcome.acknowledged.isEmpty {
            text += " (\(outcome.acknowledged.count) more acknowledged in \(acknowledgementsFile))"
        }
        text += "\n"
        guard count > 0 else { return text }
        let exists = FileManager.default.fileExists(atPath: acknowledgementsFile)
        text += "\nIf \(count == 1 ? "this change is" : "these changes are") intended, "
        text +=
            exists
            ? "add to the acknowledged: list of \(acknowledgementsFile)"
            : "create \(acknowledgementsFile) with"
        text += " (and a reason: for each) in the same pull request:\n"
        if !exists { text += "version: 1\nacknowledged:\n" }
        text += Acknowledgements.yamlEntries(for: outcome.unacknowledged)
        return text
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
        return .success(
            GitSources(revision: revision, rootPath: String(absolute.dropFirst(resolvedTop.count + 1)), top: top))
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
