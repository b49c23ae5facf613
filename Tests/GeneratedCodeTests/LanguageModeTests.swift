import Foundation
import PushRouting
import Testing

@testable import RouteCompiler

/// Generated code compiles without a warning or an error under every setting an app target
/// may have: Swift 5 (minimal and complete concurrency checking) and Swift 6; default
/// isolation nonisolated and `MainActor` (what Xcode 26 gives new app targets); the upcoming
/// features InternalImportsByDefault, ExistentialAny, MemberImportVisibility,
/// NonisolatedNonsendingByDefault and InferIsolatedConformances, each alone and all at once;
/// public, package and internal access. Every table (routes.yaml and each fixture table)
/// is generated with a name prefix and compiled together with a consumer, an app's file with
/// a plain `import PushRouting` that uses the generated API (so that import rules are checked
/// where they bite: in the app's own files). Tables that declare the same names (two
/// `ArticlePush` structs) cannot share a module: the tables are compiled in as few modules as
/// their names allow. `-wmo -emit-module` runs the compiler's data-race checks (region
/// isolation, conformance isolation), which `-typecheck` stops before.
@Suite struct LanguageModeTests {
    /// How an app target compiles: language mode, concurrency checking, default isolation and
    /// upcoming features.
    struct Setting: Sendable, CustomTestStringConvertible {
        let name: String
        let flags: [String]
        var testDescription: String { name }
    }

    static let upcomingFeatures = [
        "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility", "NonisolatedNonsendingByDefault",
        "InferIsolatedConformances",
    ]

    static let mainActor = ["-swift-version", "6", "-default-isolation", "MainActor"]
    static func features(_ names: [String]) -> [String] { names.flatMap { ["-enable-upcoming-feature", $0] } }

    static let swift5 = Setting(name: "Swift 5", flags: ["-swift-version", "5"])
    static let strictest = Setting(
        name: "Swift 6, MainActor, all five features", flags: mainActor + features(upcomingFeatures))

    /// The settings every table is compiled in. (Plain Swift 6 is how this package's own
    /// targets build the committed code of every table; `MainActor` default isolation alone is
    /// part of each case with a feature.)
    static let settings: [Setting] =
        [
            swift5,
            Setting(
                name: "Swift 5, complete checking", flags: ["-swift-version", "5", "-strict-concurrency=complete"]),
        ]
        + upcomingFeatures.map { Setting(name: "Swift 6, MainActor, \($0)", flags: mainActor + features([$0])) }
        + [strictest]

    /// The settings package and internal output is compiled in: imports implicitly public
    /// (Swift 5 without the features) and internal by default (the strictest).
    static let accessSettings: [Setting] = [swift5, strictest]

    /// routes.yaml and every fixture table, each with its name prefix (`Selection` for
    /// SelectionRoutes; none for routes.yaml).
    static let tables: [(prefix: String, path: String)] = {
        let fixtures = "Tests/RouteCompilerTests/Fixtures/Generation"
        let folder = Agreement.repository.appendingPathComponent(fixtures)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return [("", "routes.yaml")]
            + names.map { name in
                let prefix = name.hasSuffix("Routes") ? String(name.dropLast("Routes".count)) : name
                return (prefix, "\(fixtures)/\(name)/routes.yaml")
            }
    }()

    @Test(arguments: settings)
    func everyTableCompilesCleanly(_ setting: Setting) throws {
        try #require(Self.tables.count >= 6)
        let problems = try Self.compileEveryTable(GenerationOptions.AccessModifier.public, setting)
        #expect(problems == "", "\(setting.name):\n\(problems)")
    }

    @Test(arguments: [GenerationOptions.AccessModifier.package, .internal], accessSettings)
    func packageAndInternalCodeCompilesCleanly(_ access: GenerationOptions.AccessModifier, _ setting: Setting) throws {
        let problems = try Self.compileEveryTable(access, setting)
        #expect(problems == "", "\(access) in \(setting.name):\n\(problems)")
    }

    /// Generates every table with `access`, writes a consumer per table, and compiles them in
    /// `setting`, in as few modules as their names allow. Returns the compiler's diagnostics
    /// (their first lines) for the modules that warned or failed; empty when all is clean.
    /// A table whose every route is ignored generates a route enum with no cases: its code
    /// compiles with no warning (no "will never be executed") at the extremes, with one
    /// discriminator and with a selector that tries candidates (`invalid: next`).
    @Test(arguments: [swift5, strictest])
    func aTableOfIgnoredRoutesCompilesCleanly(_ setting: Setting) throws {
        let tables = [
            "version: 1\nroutes:\n  a:\n    ignore: true\n",
            "version: 1\ndiscriminators: [type, kind]\ninvalid: next\nroutes:\n  a:\n    ignore: true\n"
                + "  b:\n    ignore: true\n    when: { present: x }\n",
        ]
        for (n, yaml) in tables.enumerated() {
            let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "ignored-\(getpid())-\(n)-\(setting.name.filter { $0.isLetter || $0.isNumber })")
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = try Self.write(Pipeline.generate(validated, options: GenerationOptions()), into: folder)
            let problems = try Self.problems(
                files, flags: setting.flags, moduleOutput: folder.appendingPathComponent("M.swiftmodule").path)
            #expect(problems == nil, "table \(n) in \(setting.name):\n\(problems ?? "")")
        }
    }

    static func compileEveryTable(_ access: GenerationOptions.AccessModifier, _ setting: Setting) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-\(getpid())-\(access)-\(setting.name.filter { $0.isLetter || $0.isNumber })")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var modules: [(names: Set<String>, files: [String])] = []
        for (prefix, path) in tables {
            let options = GenerationOptions(namePrefix: prefix, accessModifier: access)
            let validated = try validate(path)
            let model = EmissionModel(TablePlan(validated), options: options)
            let tableFolder = folder.appendingPathComponent(prefix.isEmpty ? "Shop" : prefix)
            var files = try write(Pipeline.generate(validated, options: options), into: tableFolder)
            if prefix.isEmpty {
                let text = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
                #expect(text.contains("public ") == (access == .public), "\(path): \(access)")
                #expect(text.contains("package ") == (access == .package), "\(path): \(access)")
            }
            files += try write(
                [GeneratedFile(name: "\(model.names.routeEnum)Consumer.swift", contents: consumer(model))],
                into: tableFolder)
            let names = declaredNames(model)
            if let index = modules.firstIndex(where: { $0.names.isDisjoint(with: names) }) {
                modules[index].names.formUnion(names)
                modules[index].files += files
            } else {
                modules.append((names, files))
            }
        }
        var problems: [String] = []
        for (n, module) in modules.enumerated() {
            let path = folder.appendingPathComponent("Module\(n).swiftmodule").path
            if let output = try Self.problems(module.files, flags: setting.flags, moduleOutput: path) {
                problems += output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
                    .filter { !$0.hasPrefix(" ") }.map(String.init)
            }
        }
        return problems.prefix(40).joined(separator: "\n")
    }

    /// Compiles `paths` as one module as far as the data-race checks (`-wmo -emit-module`);
    /// returns the compiler's output when it warned or failed.
    static func problems(_ paths: [String], flags: [String], moduleOutput: String) throws -> String? {
        let runtime = try CompiledTable.runtime.get()
        let result = CompiledTable.swiftc(
            [
                "-wmo", "-parse-as-library", "-emit-module", "-emit-module-path", moduleOutput, "-module-name",
                "AppRoutes", "-package-name", "App", "-I", runtime.path,
            ] + flags + paths)
        return result.status != 0 || result.output.contains("warning:") ? result.output : nil
    }

    /// The top-level names the generated code of `model` declares.
    static func declaredNames(_ model: EmissionModel) -> Set<String> {
        Set(
            model.names.all + model.routes.map(\.structName) + model.objects.map(\.name) + model.enums.map(\.name)
                + model.destinations.map(\.protocolName))
    }

    /// An app's file that uses the generated API of `model`: a coordinator that handles every
    /// route (the table's `PushRouteHandler`), registered with the router, and decoding and
    /// encoding through the route enum.
    static func consumer(_ model: EmissionModel) -> String {
        let coordinator = model.names.routeEnum + "Coordinator"
        var lines = [
            "import Foundation", "import PushRouting", "", "final class \(coordinator): \(model.names.handler) {",
        ]
        for route in model.routes {
            if route.deprecation != nil { lines.append("    @available(*, deprecated)") }
            lines.append("    func handle(_ push: \(route.structName)) { _ = push }")
        }
        lines += [
            "}", "",
            "@MainActor func use\(coordinator)() {",
            "    let router = \(model.names.router)()",
            "    let coordinator = \(coordinator)()",
            "    let registration = router.register(coordinator, priority: 1)",
            "    router.dispatch([\"type\": \"none\"], as: .opened)",
            "    registration.cancel()",
            "    if let route = try? \(model.names.routeEnum).decode(json: Foundation.Data(\"{}\".utf8)) {",
            "        _ = (route.destination, route.encodedPayload(), route.encodedJSON())",
            "    }",
            "    _ = router.heldCount",
            "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The validated table rooted at `path` (in the repository).
    static func validate(_ path: String) throws -> ValidatedTable {
        let root = Agreement.repository.appendingPathComponent(path)
        let bytes = Array(try Data(contentsOf: root))
        let result = Pipeline.validate(rootPath: root.path, rootBytes: bytes, sources: DiskSources())
        return try #require(result.table, "\(path) has errors")
    }

    /// Writes `files` into `folder`; returns their paths.
    static func write(_ files: [GeneratedFile], into folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    static func swiftFiles(in folder: String) -> [String] {
        let url = Agreement.repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
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
