import Foundation
import PushRouting
import RouteCompiler
import Testing

/// Generated code compiles without a warning in every language mode apps use: Swift 5 with
/// minimal and with complete concurrency checking, and Swift 6; with every access modifier;
/// and two tables with name prefixes share one module.
@Suite struct LanguageModeTests {
    static let modes: [[String]] = [
        ["-swift-version", "5"],
        ["-swift-version", "5", "-strict-concurrency=complete"],
        ["-swift-version", "6"],
    ]

    /// The committed generated code of the example and of each fixture table.
    static let folders = [
        "Generated", "Tests/GeneratedFixtures/TortureRoutes", "Tests/GeneratedFixtures/KitchenSinkRoutes",
        "Tests/GeneratedFixtures/ReadingRoutes",
    ]

    /// Type-checks `paths` as one module; returns the compiler's output when it warned or failed.
    static func problems(_ paths: [String], mode: [String], module: String = "Routes") throws -> String? {
        let runtime = try CompiledTable.runtime.get()
        let result = CompiledTable.swiftc(["-typecheck", "-module-name", module, "-I", runtime.path] + mode + paths)
        return result.status != 0 || result.output.contains("warning:") ? result.output : nil
    }

    static func swiftFiles(in folder: String) -> [String] {
        let url = Agreement.repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
    }

    @Test(arguments: folders, modes)
    func committedCodeHasNoWarnings(folder: String, mode: [String]) throws {
        let files = Self.swiftFiles(in: folder)
        try #require(files.count == SwiftEmitter.fileNames.count)
        let problems = try Self.problems(files, mode: mode)
        #expect(problems == nil, "\(folder) in \(mode.joined(separator: " ")):\n\(problems ?? "")")
    }

    /// Writes the files of `table` (a path in the repository) generated with `options` into `folder`.
    static func generate(_ table: String, _ options: GenerationOptions, into folder: URL) throws -> [String] {
        let root = Agreement.repository.appendingPathComponent(table)
        let bytes = Array(try Data(contentsOf: root))
        let result = Pipeline.validate(rootPath: root.path, rootBytes: bytes, sources: DiskSources())
        let validated = try #require(result.table)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try Pipeline.generate(validated, options: options).map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    @Test(arguments: GenerationOptions.AccessModifier.allCases)
    func everyAccessModifierCompiles(_ access: GenerationOptions.AccessModifier) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("access-\(access)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.generate("routes.yaml", GenerationOptions(accessModifier: access), into: folder)
        let text = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        #expect(text.contains("public ") == (access == .public))
        for mode in Self.modes {
            let problems = try Self.problems(files, mode: mode + ["-package-name", "Shop"])
            #expect(problems == nil, "\(access) in \(mode.joined(separator: " ")):\n\(problems ?? "")")
        }
    }

    @Test func twoPrefixedTablesShareAModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shop = try Self.generate(
            "routes.yaml", GenerationOptions(namePrefix: "Shop"), into: folder.appendingPathComponent("shop"))
        let torture = try Self.generate(
            "Tests/RouteCompilerTests/Fixtures/Generation/TortureRoutes/routes.yaml",
            GenerationOptions(namePrefix: "Torture"),
            into: folder.appendingPathComponent("torture"))
        // One program that uses both routers.
        let main = folder.appendingPathComponent("Use.swift")
        try """
        import PushRouting
        @MainActor func use() {
            let shop = ShopPushRouter()
            let torture = TorturePushRouter()
            _ = (shop.heldCount, torture.heldCount)
        }
        """.write(to: main, atomically: true, encoding: .utf8)
        let problems = try Self.problems(shop + torture + [main.path], mode: ["-swift-version", "6"])
        #expect(problems == nil, Comment(rawValue: problems ?? ""))
    }
}

/// Reads tables from the disk (includes relative to the root).
struct DiskSources: SourceProvider {
    func read(_ path: String) throws(SourceReadError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceReadError("cannot read \(path)")
        }
        return Array(data)
    }
}
