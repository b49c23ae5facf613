import Foundation
import PackagePlugin

/// `swift package generate-routes [--target NAME]`: writes the Swift generated from each
/// target's `routes.yaml` into `Generated/` in that target's folder, for packages that
/// commit generated code. Files are rewritten only when their bytes change.
@main
struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
        let routegen = try context.tool(named: "routegen").url
        var generated = 0
        for target in targets {
            let table = target.directoryURL.appendingPathComponent("routes.yaml")
            guard FileManager.default.fileExists(atPath: table.path) else { continue }
            // Run in the target's folder with relative paths, so the generated headers and
            // provenance remarks name "routes.yaml", not a path on this machine.
            let process = Process()
            process.executableURL = routegen
            process.currentDirectoryURL = target.directoryURL
            process.arguments = ["generate", "routes.yaml", "--output", "Generated"]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("routegen failed for target \(target.name) (exit \(process.terminationStatus))")
                return
            }
            generated += 1
        }
        if generated == 0 {
            Diagnostics.warning("no target has a routes.yaml\(names.isEmpty ? "" : " among \(names.joined(separator: ", "))")")
        }
    }
}
