import Foundation
import PackagePlugin

/// Generates Swift from the `routes.yaml` in a target's folder at every build: add
/// `plugins: [.plugin(name: "RoutegenBuildPlugin", package: "PushRoutes")]` to the target,
/// which depends on the `PushRouting` product. Table errors fail the build with
/// `file:line:column: error:` diagnostics.
@main
struct RoutegenBuildPlugin: BuildToolPlugin {
    /// The files `routegen generate` writes (SwiftEmitter.fileNames).
    static let outputs = ["PushRoute.swift", "Payloads.swift", "Destinations.swift", "Decoding.swift", "Encoding.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let table = folder.appendingPathComponent("routes.yaml")
        guard FileManager.default.fileExists(atPath: table.path) else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedRoutes")
        // Every YAML file of the target is an input, so an edited include rebuilds too.
        let inputs = target.sourceFiles.map(\.url).filter { ["yaml", "yml"].contains($0.pathExtension) } + [table]
        return [
            .buildCommand(
                displayName: "routegen generate \(target.name)/routes.yaml",
                executable: try context.tool(named: "routegen").url,
                arguments: ["generate", table.path, "--output", output.path],
                inputFiles: inputs,
                outputFiles: Self.outputs.map { output.appendingPathComponent($0) }
            )
        ]
    }
}
