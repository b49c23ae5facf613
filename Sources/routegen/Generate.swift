import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen generate FILE --output DIR [--check]`
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a routes table, then write its Swift files.",
        discussion: """
            Writes \(SwiftEmitter.fileNames.joined(separator: ", ")) into the output folder \
            (with a name prefix, each file name starts with it too). \
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

    @Option(help: "A routegen-config.yaml with the options below (docs/configuration.md).")
    var config: String?

    @Option(help: "Put before the generated router type names (Chat: ChatPushRoute, ChatPushRouter).")
    var namePrefix: String?

    @Option(help: "The access level of the generated declarations: public, package or internal.")
    var accessModifier: GenerationOptions.AccessModifier?

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        if let namePrefix, let problem = GenerationOptions.problem(withPrefix: namePrefix) {
            throw ValidationError("--name-prefix '\(namePrefix)': \(problem).")
        }
    }

    /// The configuration file's options, then the command line's.
    private func generationOptions() throws -> GenerationOptions {
        var configFile: (file: String, bytes: [UInt8])?
        if let config {
            do {
                configFile = (config, try FileSources().read(config))
            } catch {
                Output.error("routegen: error: cannot read '\(config)': \(error.reason)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let (generation, diagnostics) = Pipeline.generationOptions(
            config: configFile, namePrefix: namePrefix, accessModifier: accessModifier)
        Output.diagnostics(diagnostics, format: options.diagnosticsFormat)
        guard let generation else { throw ExitCode(ExitStatus.tableErrors) }
        return generation
    }

    func run() throws {
        let generation = try generationOptions()
        let result = try Pipeline.generate(root: file, sources: FileSources(), options: generation)
            .orExit(reading: file)
        Output.diagnostics(result.diagnostics, format: options.diagnosticsFormat)
        guard let files = result.files else {
            if options.diagnosticsFormat == .text { Output.out(result.validation.summary(path: file) + "\n") }
            throw ExitCode(ExitStatus.tableErrors)
        }
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
                Output.error("\(output) is out of date; run \(regenerateCommand)")
                if config == nil, let beside = configBesideTable {
                    Output.error(
                        "note: the plugins read \(beside); routegen reads it only with --config \(Self.shellWord(beside))"
                    )
                }
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
        if options.diagnosticsFormat == .text {
            Output.out(result.summary(table: file, output: output, changed: changed) + "\n")
        }
    }
}

extension Generate {
    /// The command that writes what `--check` compares with: this one's table, folder and
    /// options, without `--check`.
    var regenerateCommand: String {
        var words = ["routegen", "generate", file, "--output", output]
        if let config { words += ["--config", config] }
        if let namePrefix { words += ["--name-prefix", namePrefix] }
        if let accessModifier { words += ["--access-modifier", accessModifier.rawValue] }
        return words.map(Self.shellWord).joined(separator: " ")
    }

    /// The `routegen-config.yaml` beside the table, when there is one.
    var configBesideTable: String? {
        let beside = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(
            "routegen-config.yaml")
        guard FileManager.default.fileExists(atPath: beside.path) else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "routegen-config.yaml" : folder + "/routegen-config.yaml"
    }

    /// `word` as a shell reads it back: quoted when it holds anything but letters, digits
    /// and `-_./:=@+,%`.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || "-_./:=@+,%".unicodeScalars.contains(scalar))
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
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

    /// "missing X", "stale X", "extra X" for each file that differs from `files` (extra: a
    /// generated file the table no longer produces).
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
        // Only files routegen wrote (they carry its header) can be extra: a hand-written file
        // beside the generated ones is the user's, and nothing routegen does could clear it.
        for extra in try extras(files) where isGenerated(extra) { problems.append("extra \(extra)") }
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
        return String(decoding: data.prefix(40), as: UTF8.self).hasPrefix(SwiftEmitter.headerPrefix)
    }
}
