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
        let sources = FileSources()
        let new = try Pipeline.validate(root: file, sources: sources).orExit(reading: file)
        let old: OldVersion
        if let against {
            let validation = try Pipeline.validate(root: against, sources: sources).orExit(reading: against)
            old = OldVersion(validation, revision: nil, name: against)
        } else {
            switch GitSources.open(revision: againstGit!, file: file) {
            case .failure(let error):
                Output.error("routegen: error: \(error.reason)")
                throw ExitCode(ExitStatus.usage)
            case .success(let git):
                switch Pipeline.validate(root: git.rootPath, sources: git) {
                case .failure(let error):
                    Output.error("routegen: error: \(error.reason)")
                    throw ExitCode(ExitStatus.usage)
                case .success(let validation):
                    old = OldVersion(validation, revision: againstGit!, name: againstGit!)
                }
            }
        }
        let path = acknowledged ?? Acknowledgements.defaultPath(forTable: file)
        let exists = FileManager.default.fileExists(atPath: path)
        var bytes: [UInt8]?
        if acknowledged != nil || exists {
            do {
                bytes = try sources.read(path)
            } catch {
                Output.error("routegen: error: cannot read '\(path)': \(error.reason)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let (acknowledgements, problems) = Pipeline.acknowledgements(file: path, bytes: bytes)
        let report = Pipeline.breaking(
            new: new, path: file, old: old, acknowledgements: acknowledgements, problems: problems,
            acknowledgementsFileExists: exists)
        Output.diagnostics(report.diagnostics, format: options.diagnosticsFormat)
        if options.diagnosticsFormat == .text { Output.out(report.summary) }
        guard let outcome = report.outcome else { throw ExitCode(ExitStatus.tableErrors) }
        if !outcome.unacknowledged.isEmpty { throw ExitCode(ExitStatus.checkFailed) }
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
