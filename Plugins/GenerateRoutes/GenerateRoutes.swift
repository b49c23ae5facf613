import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes [--target NAME]`:
/// writes the Swift generated from each target's `routes.yaml` into `Generated/` in that
/// target's folder, for packages that commit generated code. Files are rewritten only
/// when their bytes change. A `routegen-config.yaml` beside the table sets the generation
/// options. Fails when no target (of those named) has a `routes.yaml`.
@main
struct GenerateRoutes: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
        let routegen = try context.tool(named: "routegen").url
        var generated = 0
        var createdFiles = false
        for (name, folder) in tableFolders(context.package, targets: targets, names: names) {
            let output = folder.appendingPathComponent("Generated")
            let existed = FileManager.default.fileExists(atPath: output.appendingPathComponent("PushRoute.swift").path)
            // Run in the target's folder with relative paths, so the generated headers and
            // provenance remarks name "routes.yaml", not a path on this machine.
            var arguments = ["generate", "routes.yaml", "--output", "Generated"]
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("routegen-config.yaml").path) {
                arguments += ["--config", "routegen-config.yaml"]
            }
            let process = Process()
            process.executableURL = routegen
            process.currentDirectoryURL = folder
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "routegen failed for target \(name) (exit \(process.terminationStatus))")
            }
            generated += 1
            createdFiles = createdFiles || !existed
        }
        guard generated > 0 else {
            let among = names.isEmpty ? "" : " among \(names.joined(separator: ", "))"
            throw Failure(
                description:
                    "no target\(among) has a routes.yaml in its folder; put the table at Sources/<Target>/routes.yaml")
        }
        if createdFiles { try markManifestChanged(context.package.directoryURL) }
    }

    /// The folders that hold a `routes.yaml`, by target name: the package's targets, and
    /// folders `Sources/<Target>` that SwiftPM left out because they hold no Swift file yet
    /// (a new target with only its table: generating gives it its first files).
    private func tableFolders(_ package: Package, targets: [SourceModuleTarget], names: [String]) -> [(String, URL)] {
        let manager = FileManager.default
        func hasTable(_ folder: URL) -> Bool {
            manager.fileExists(atPath: folder.appendingPathComponent("routes.yaml").path)
        }
        var found = targets.filter { hasTable($0.directoryURL) }.map { ($0.name, $0.directoryURL) }
        let known = Set(package.targets.map(\.name))
        let sources = package.directoryURL.appendingPathComponent("Sources")
        let folders = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
        for name in folders.sorted() where !known.contains(name) && (names.isEmpty || names.contains(name)) {
            let folder = sources.appendingPathComponent(name)
            if hasTable(folder) { found.append((name, folder)) }
        }
        return found
    }

    /// SwiftPM keeps the list of a target's source files from its last build plan until the
    /// manifest changes: after new files appear, the next build would not see them. Giving
    /// Package.swift a new modification date (its bytes stay) makes the next build re-plan.
    private func markManifestChanged(_ packageDirectory: URL) throws {
        let manifest = packageDirectory.appendingPathComponent("Package.swift")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifest.path)
    }
}
