import Foundation
import Testing

/// The README's path, as a new user follows it: a new package made of exactly the files the
/// README shows (its dependency line pointed at this clone), built with the build-tool
/// plugin on the first `swift build`, and again with the command plugin. Both route the
/// README's two pushes.
@Suite(.serialized) struct ReadmePackageTests {
    static let expectedOutput = ["second: item 12, Hello", "third: from Ann"]

    /// The README's dependency line, which the test points at this clone.
    static let dependencyLine = #".package(url: "https://github.com/pushroutes/PushRoutes.git", branch: "main")"#

    /// Writes the README's files into a new folder; returns it.
    static func makePackage() throws -> URL {
        let readme = try String(contentsOf: Agreement.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let files = Snippet.all(in: readme).filter { $0.file != nil }
        #expect(
            Set(files.compactMap(\.file)) == [
                "Package.swift", "Sources/AppRoutes/routes.yaml", "Sources/AppRoutes/AppRoutes.swift",
                "Sources/App/main.swift",
            ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-package-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        for snippet in files {
            let url = folder.appendingPathComponent(snippet.file!)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var text = snippet.text
            if snippet.file == "Package.swift" {
                #expect(text.contains(dependencyLine), "the README's dependency line changed; update this test")
                text = text.replacingOccurrences(
                    of: dependencyLine, with: ".package(name: \"PushRoutes\", path: \"\(Agreement.repository.path)\")")
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
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

    @Test func theReadmePackageBuildsAndRoutesWithBothPlugins() throws {
        let folder = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: folder) }

        // The build-tool plugin: the first build works and routes both pushes.
        let build = Self.swift(["build"], in: folder)
        try #require(build.status == 0, "swift build of the README package failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        #expect(Self.runApp(in: folder) == Self.expectedOutput)

        // The command plugin: a target with only its table, generated once, then built.
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let withoutPlugin = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("RoutegenBuildPlugin") }.joined(separator: "\n")
        try withoutPlugin.write(to: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/AppRoutes/AppRoutes.swift"))
        let generate = Self.swift(["package", "--allow-writing-to-package-directory", "generate-routes"], in: folder)
        try #require(generate.status == 0, "generate-routes failed:\n\(generate.output)")
        let generated = folder.appendingPathComponent("Sources/AppRoutes/Generated/PushRoute.swift")
        #expect(FileManager.default.fileExists(atPath: generated.path))
        let rebuild = Self.swift(["build"], in: folder)
        try #require(rebuild.status == 0, "swift build after generate-routes failed:\n\(rebuild.output)")
        #expect(Self.runApp(in: folder) == Self.expectedOutput)

        // Nothing to do is an error, not a silent success.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/AppRoutes/routes.yaml"))
        let nothing = Self.swift(["package", "--allow-writing-to-package-directory", "generate-routes"], in: folder)
        #expect(nothing.status != 0)
        #expect(nothing.output.contains("no target has a routes.yaml"), "\(nothing.output)")
    }
}
