import Foundation
import RouteCompiler

// Shared by FuzzPayload and FuzzPayloadDifferential (a symbolic link in the latter's folder):
// the fixture tables the payload targets fuzz, read once at start-up.

/// A fixture table of Tests/RouteCompilerTests/Fixtures/Generation, read from disk.
func fixtureTable(_ name: String) -> ValidatedTable {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/RouteCompilerTests/Fixtures/Generation/\(name)").standardized
    struct Disk: SourceProvider {
        let folder: URL
        func read(_ path: String) throws(SourceReadError) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                throw SourceReadError("no such file")
            }
            return Array(data)
        }
    }
    let sources = Disk(folder: folder)
    let bytes = (try? sources.read("routes.yaml")) ?? []
    guard let table = Pipeline.validate(rootPath: "routes.yaml", rootBytes: bytes, sources: sources).table else {
        fatalError("the fixture table at \(folder.path) is missing or has errors")
    }
    return table
}
