import ArgumentParser
import Foundation
import RouteCompiler

/// Reads routes files from the disk for the pipeline.
struct FileSources: SourceProvider {
    func read(_ path: String) throws(SourceReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SourceReadError("no such file")
        }
        guard !isDirectory.boolValue else { throw SourceReadError("it is a directory") }
        // Through a file handle, so that devices and pipes (`/dev/null`, `<(…)`) read too.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SourceReadError(
                FileManager.default.isReadableFile(atPath: path) ? "cannot open it" : "permission denied")
        }
        defer { try? handle.close() }
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            throw SourceReadError("read failed: \(error.localizedDescription)")
        }
    }
}

extension Result where Failure == SourceReadError {
    /// The result of a command whose root file `path` could be read; otherwise the reason is
    /// printed and the command exits 2.
    func orExit(reading path: String) throws -> Success {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            Output.error("routegen: error: cannot read '\(path)': \(error.reason)")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
