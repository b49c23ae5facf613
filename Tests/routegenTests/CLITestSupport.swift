import Foundation
import Testing

/// Runs the built `routegen` executable, as a user would.
struct CLI {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `routegen` built next to the test bundle.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("routegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let fromArgs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return fromArgs.appendingPathComponent("routegen")
    }()

    /// Runs `routegen arguments` in `directory`, with `input` on its standard input.
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> Run {
        try run(executable, arguments, in: directory, input: input)
    }

    /// Runs `program` (a path, or a command found through `env`) with `arguments` in
    /// `directory`: the one runner for routegen and the tools tests drive (git, make).
    /// Standard input is `input` when given, else empty.
    static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, input: String? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        // Small inputs only (they fit the pipe), given to commands that read them.
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and block.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A temporary folder with files in it, removed when released.
final class TemporaryFolder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
    }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
