import Foundation
import RouteCompiler
import Testing

/// The build plugin names its output files from `routegen-config.yaml`'s `namePrefix`
/// before routegen runs, with a reader of its own (a plugin cannot link libyaml): for every
/// way a valid configuration may write it, that reader finds the prefix routegen's
/// `ConfigReader` reads. (A prefix the plugin missed declared output files routegen never
/// wrote, and the build failed with "error opening input file".)
@Suite struct PluginConfigTests {
    static let configurations = [
        "namePrefix: Shop\naccessModifier: public\n",
        "# options\naccessModifier: public   # for the app\nnamePrefix: Shop  # the router is ShopPushRouter\n",
        "{ namePrefix: Shop, accessModifier: public }\n",
        "{accessModifier: public,namePrefix: Shop}\n",
        "\"namePrefix\": Shop\n",
        "'namePrefix': 'Shop'\n",
        "namePrefix: \"Shop\"\n",
        "---\nnamePrefix: Shop\n",
        "accessModifier: internal\n",
        "namePrefix: Chat2\n",
        "",
    ]

    @Test func thePluginReadsTheNamePrefixRoutegenReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-config-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = folder.appendingPathComponent("main.swift")
        try """
        import Foundation
        for path in CommandLine.arguments.dropFirst() {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            print("[" + ConfigTokens.namePrefix(in: text) + "]")
        }
        """.write(to: driver, atomically: true, encoding: .utf8)
        let tokens = Agreement.repository.appendingPathComponent("Plugins/RoutegenBuildPlugin/ConfigTokens.swift")
        let executable = folder.appendingPathComponent("reader")
        let build = CompiledTable.swiftc(["-o", executable.path, driver.path, tokens.path])
        try #require(build.status == 0, "\(build.output)")
        var files: [String] = []
        var expected: [String] = []
        for (n, text) in Self.configurations.enumerated() {
            let file = folder.appendingPathComponent("config\(n).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let (options, diagnostics) = ConfigReader.read(Array(text.utf8), file: file.path)
            #expect(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
            expected.append("[\(options?.namePrefix ?? "")]")
        }
        let run = CompiledTable.run(executable.path, files)
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
