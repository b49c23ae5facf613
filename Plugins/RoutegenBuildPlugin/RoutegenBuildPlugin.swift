import Foundation
import PackagePlugin

/// Generates Swift from the `routes.yaml` in a target's folder at every build: add
/// `plugins: [.plugin(name: "RoutegenBuildPlugin", package: "PushRoutes")]` to the target,
/// which depends on the `PushRouting` product. Table errors fail the build with
/// `file:line:column: error:` diagnostics. A `routegen-config.yaml` beside the table sets
/// the generation options (docs/configuration.md). Works for SwiftPM targets and, in Xcode,
/// for app targets.
@main
struct RoutegenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard let command = RoutesCommand(folder: target.directoryURL, targetName: target.name) else { return [] }
        return [
            command.command(
                routegen: try context.tool(named: "routegen").url, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension RoutegenBuildPlugin: XcodeBuildToolPlugin {
        /// The same command for an Xcode target: its `routes.yaml` is the one among its files.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            guard let table = target.inputFiles.first(where: { $0.url.lastPathComponent == RoutesCommand.tableName })
            else {
                return []
            }
            guard
                let command = RoutesCommand(
                    folder: table.url.deletingLastPathComponent(), targetName: target.displayName)
            else { return [] }
            return [
                command.command(
                    routegen: try context.tool(named: "routegen").url, workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif

/// The one build command, shared by the SwiftPM and Xcode conformances.
struct RoutesCommand {
    static let tableName = "routes.yaml"
    static let configName = "routegen-config.yaml"
    /// The files `routegen generate` writes (SwiftEmitter.fileNames), after the name prefix.
    static let outputs = [
        "PushRoute.swift", "Payloads.swift", "Destinations.swift", "Decoding.swift", "Encoding.swift",
    ]

    let folder: URL
    let table: URL
    let targetName: String

    /// The command for the table in `folder`, or nil when there is none.
    init?(folder: URL, targetName: String) {
        let table = folder.appendingPathComponent(Self.tableName)
        guard FileManager.default.fileExists(atPath: table.path) else { return nil }
        self.folder = folder
        self.table = table
        self.targetName = targetName
    }

    func command(routegen: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent("GeneratedRoutes")
        let config = folder.appendingPathComponent(Self.configName)
        var arguments = ["generate", table.path, "--output", output.path]
        var prefix = ""
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            prefix = Self.namePrefix(in: config)
        }
        return .buildCommand(
            displayName: "routegen generate \(targetName)/\(Self.tableName)",
            executable: routegen,
            arguments: arguments,
            inputFiles: inputs(),
            outputFiles: Self.outputs.map { output.appendingPathComponent(prefix + $0) }
        )
    }

    /// The `namePrefix` of a configuration file, which names the output files too. (A
    /// line-level read: routegen itself checks the file and reports its errors.)
    static func namePrefix(in config: URL) -> String {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return "" }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "namePrefix" else { continue }
            let value = parts[1].split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            return value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return ""
    }

    /// Every YAML file under the target's folder, found on the disk rather than among the
    /// target's sources (a target may `exclude:` them): an edited include or configuration
    /// file rebuilds too. Includes outside the folder are not watched (docs/plugins.md).
    private func inputs() -> [URL] {
        var found: [URL] = [table]
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return found
        }
        for case let url as URL in walker where ["yaml", "yml"].contains(url.pathExtension) && url != table {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
