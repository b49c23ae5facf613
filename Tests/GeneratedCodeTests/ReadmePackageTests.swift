import Foundation
import Testing

/// The packages the documentation shows, built as a new user builds them: exactly the files
/// a page marks `<!-- file: PATH -->`, with the dependency line pointed at this clone.
///
/// The README's package is built with the build-tool plugin on the first `swift build`, then
/// with the command plugin; both plugins and the CLI give the same bytes. Then the same
/// folder (so that PushRoutes is not built again) becomes docs/plugins.md's Xcode-shaped
/// app target: the table, the plugin and the app's code in one executable target with the
/// settings of an Xcode 26 app target (tools version 6.2, `.defaultIsolation(MainActor.self)`,
/// the five upcoming features).
@Suite(.serialized) struct ReadmePackageTests {
    static let expectedOutput = ["second: item 12, Hello", "third: from Ann"]

    /// The pages whose `<!-- file: -->` blocks this suite builds.
    static let pagesWithPackages = ["README.md", "docs/plugins.md"]

    /// The dependency line of the pages, which the test points at this clone.
    static let dependencyLine = #".package(url: "https://github.com/pushroutes/PushRoutes.git", branch: "main")"#

    /// Writes the files of `page` into `folder` (a new folder, or one to reuse: the files of
    /// the previous package's `Sources` are removed first); returns their paths.
    @discardableResult
    static func writePackage(of page: String, into folder: URL) throws -> [String] {
        let text = try String(contentsOf: Agreement.repository.appendingPathComponent(page), encoding: .utf8)
        let files = Snippet.all(in: text).filter { $0.file != nil }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("Sources"))
        for snippet in files {
            let url = folder.appendingPathComponent(snippet.file!)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var text = snippet.text
            if snippet.file == "Package.swift" {
                #expect(text.contains(dependencyLine), "the dependency line of \(page) changed; update this test")
                text = text.replacingOccurrences(
                    of: dependencyLine, with: ".package(name: \"PushRoutes\", path: \"\(Agreement.repository.path)\")")
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return files.compactMap(\.file)
    }

    /// Runs `swift` in the package's folder, as a user would (an option after a plugin's
    /// name would go to the plugin, and the package would be the one the tests run in).
    static func swift(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
        CompiledTable.run("/usr/bin/env", ["swift"] + arguments, in: folder)
    }

    static func runApp(in folder: URL) -> [String] {
        let result = CompiledTable.run(folder.appendingPathComponent(".build/debug/App").path, [])
        return result.output.split(separator: "\n").map(String.init)
    }

    /// The Swift files in `folder`, by name.
    static func swiftFiles(in folder: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }

    /// The `routegen` this package's tests built (beside the test bundle).
    static func routegen() throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("routegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("routegen")
        try #require(FileManager.default.isExecutableFile(atPath: beside.path), "no routegen beside the tests")
        return beside
    }

    /// The folder the build-tool plugin wrote its files into, under `.build/plugins/outputs`.
    static func buildPluginOutput(in folder: URL) -> URL? {
        let outputs = folder.appendingPathComponent(".build/plugins/outputs")
        let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "GeneratedRoutes" { return url }
        }
        return nil
    }

    @Test func theDocumentedPackagesBuildAndRoute() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-package-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.writePackage(of: "README.md", into: folder)
        #expect(
            Set(files) == [
                "Package.swift", "Sources/AppRoutes/routes.yaml", "Sources/AppRoutes/AppRoutes.swift",
                "Sources/App/main.swift",
            ])

        // The build-tool plugin: the first build works and routes both pushes.
        let build = Self.swift(["build"], in: folder)
        try #require(build.status == 0, "swift build of the README package failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        #expect(Self.runApp(in: folder) == Self.expectedOutput)
        let pluginOutput = try #require(Self.buildPluginOutput(in: folder), "where the build plugin wrote")
        let fromBuildPlugin = try Self.swiftFiles(in: pluginOutput)
        #expect(fromBuildPlugin.count == 5)

        // The command plugin: a target with only its table, generated once, then built.
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let withoutPlugin = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("RoutegenBuildPlugin") }.joined(separator: "\n")
        try withoutPlugin.write(to: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/AppRoutes/AppRoutes.swift"))
        let generate = Self.swift(["package", "--allow-writing-to-package-directory", "generate-routes"], in: folder)
        try #require(generate.status == 0, "generate-routes failed:\n\(generate.output)")
        let generated = folder.appendingPathComponent("Sources/AppRoutes/Generated")
        let rebuild = Self.swift(["build"], in: folder)
        try #require(rebuild.status == 0, "swift build after generate-routes failed:\n\(rebuild.output)")
        #expect(Self.runApp(in: folder) == Self.expectedOutput)

        // Both plugins and the CLI (this clone's, given the table's absolute path, run from
        // the package's folder) write the same bytes.
        let cliOutput = folder.appendingPathComponent("cli-output")
        let table = folder.appendingPathComponent("Sources/AppRoutes/routes.yaml").path
        let cli = CompiledTable.run(
            try Self.routegen().path, ["generate", table, "--output", cliOutput.path], in: folder)
        try #require(cli.status == 0, "routegen generate failed:\n\(cli.output)")
        #expect(try Self.swiftFiles(in: generated) == fromBuildPlugin, "the command plugin and the build plugin")
        #expect(try Self.swiftFiles(in: cliOutput) == fromBuildPlugin, "the CLI and the build plugin")

        // Nothing to do is an error, not a silent success.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/AppRoutes/routes.yaml"))
        let nothing = Self.swift(["package", "--allow-writing-to-package-directory", "generate-routes"], in: folder)
        #expect(nothing.status != 0)
        #expect(nothing.output.contains("no target has a routes.yaml"), "\(nothing.output)")

        try Self.checkXcodeShapedPackage(in: folder)
    }

    /// docs/plugins.md's Xcode path as a package: the table, its configuration, the build
    /// plugin and the app's code in the app target, which has an Xcode 26 app target's
    /// settings. It builds without a warning and routes the pushes of its `main.swift`.
    static func checkXcodeShapedPackage(in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("cli-output"))
        let files = try writePackage(of: "docs/plugins.md", into: folder)
        #expect(
            Set(files) == [
                "Package.swift", "Sources/App/routes.yaml", "Sources/App/routegen-config.yaml",
                "Sources/App/main.swift",
            ])
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(manifest.contains(".defaultIsolation(MainActor.self)"))
        for feature in LanguageModeTests.upcomingFeatures {
            #expect(manifest.contains(".enableUpcomingFeature(\"\(feature)\")"), "\(feature)")
        }
        let build = swift(["build"], in: folder)
        try #require(
            build.status == 0, "swift build of docs/plugins.md's Xcode-shaped package failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let output = runApp(in: folder)
        #expect(output.count == 3, "\(output)")
        #expect(Array(output.prefix(2)) == ["chat: room general", "order 7: shipped"])
        #expect(
            output.last?.hasPrefix(#"rejected: route "order": status: "lost" is not one of"#) == true, "\(output)")
    }
}
