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

/// A table read from the disk and checked.
struct LoadedTable {
    var path: String
    var result: ValidationResult

    /// Reads and checks the table at `path`; nil (with the reason printed) when the file
    /// itself cannot be read.
    static func load(_ path: String) -> LoadedTable? {
        let sources = FileSources()
        let bytes: [UInt8]
        do {
            bytes = try sources.read(path)
        } catch {
            Output.error("routegen: error: cannot read '\(path)': \(error.reason)")
            return nil
        }
        return LoadedTable(path: path, result: Pipeline.validate(rootPath: path, rootBytes: bytes, sources: sources))
    }

    /// "routes.yaml: 10 routes, 8 destinations, 2 types".
    var summary: String {
        guard let table = result.table?.table else { return "\(path): \(Output.counts(result.diagnostics))" }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        return
            "\(path): \(Output.count(table.routes.count, "route")), \(Output.count(table.destinations.count, "destination")), \(Output.count(table.types.count, "type"))"
            + (table.files.count > 1 ? " in \(table.files.count) files" : "")
            + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : "")
    }
}
