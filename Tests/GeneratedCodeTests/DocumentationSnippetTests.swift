import Foundation
import PushRouting
import RouteCompiler
import Testing

/// A fenced code block of a Markdown file.
struct Snippet {
    /// The fence's info string (`swift`, `swift apple`, `yaml`).
    var info: String
    /// What the `<!-- file: PATH -->` comment right above the fence names, if any.
    var file: String?
    var text: String
    /// The 1-based line of the opening fence.
    var line: Int

    /// The blocks of `markdown`, in order.
    static func all(in markdown: String) -> [Snippet] {
        var snippets: [Snippet] = []
        var open: Snippet?
        var previous = ""
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    snippets.append(current)
                    open = nil
                } else {
                    current.text += line + "\n"
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                var file: String?
                if previous.hasPrefix("<!-- file:"), previous.hasSuffix("-->") {
                    file = previous.dropFirst("<!-- file:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                }
                open = Snippet(info: String(trimmed.dropFirst(3)), file: file, text: "", line: index + 1)
            }
            if !trimmed.isEmpty { previous = trimmed }
        }
        return snippets
    }

    /// Swift that compiles as app code: not a manifest, not marked Apple-only.
    /// Swift that the snippet test compiles. A block that is a file of a package
    /// (`<!-- file: … -->`) is checked as written by building its package instead
    /// (`ReadmePackageTests`: the README's package and docs/plugins.md's Xcode-shaped one).
    var isAppSwift: Bool { info == "swift" && file == nil }

    /// A Swift file of a page's own program (`<!-- file: Pushes.swift -->`), not a manifest.
    var isProgramFile: Bool { info == "swift" && file.map { $0.hasSuffix(".swift") && $0 != "Package.swift" } == true }
}

/// Every Swift snippet of README.md and docs/ compiles, so the documentation cannot drift
/// from the code. The snippets of one file form one program (`main.swift`), type-checked in
/// the Swift 6 language mode (what a new package uses) against `PushRouting` and a module `AppRoutes`
/// generated from the root routes.yaml (the example every snippet uses). Blocks marked
/// `swift apple` use UIKit, SwiftUI, UserNotifications or Combine: `AppleSnippetTests`
/// compiles each of them against stand-ins for those frameworks.
@Suite struct DocumentationSnippetTests {
    static let markdownFiles: [String] = {
        let docs = Agreement.repository.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func snippets(_ file: String) throws -> [Snippet] {
        Snippet.all(in: try String(contentsOf: Agreement.repository.appendingPathComponent(file), encoding: .utf8))
    }

    /// The generated module of the root table (`AppRoutes`) and the app-state harness
    /// (`PushRoutingTesting`), compiled against the runtime into one folder.
    static let appRoutes: Result<URL, CompiledTable.Failure> = {
        do throws(CompiledTable.Failure) {
            let runtime = try CompiledTable.runtime.get()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushroutes-docs-\(getpid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = CompiledTable.swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-module-name", "AppRoutes", "-emit-module",
                    "-emit-module-path", folder.appendingPathComponent("AppRoutes.swiftmodule").path, "-I",
                    runtime.path,
                ] + LanguageModeTests.swiftFiles(in: "Generated"))
            guard result.status == 0 else { return .failure(.compiler(result.output)) }
            // The app-state harness, which the cookbook's app test imports.
            let harness = CompiledTable.swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-module-name", "PushRoutingTesting", "-emit-module",
                    "-emit-module-path", folder.appendingPathComponent("PushRoutingTesting.swiftmodule").path, "-I",
                    runtime.path,
                ] + LanguageModeTests.swiftFiles(in: "Sources/PushRoutingTesting"))
            return harness.status == 0 ? .success(folder) : .failure(.compiler(harness.output))
        } catch {
            return .failure(error)
        }
    }()

    @Test(arguments: markdownFiles)
    func swiftSnippetsCompile(_ file: String) throws {
        let isPackagePage = ReadmePackageTests.pagesWithPackages.contains(file)
        let swift = try Self.snippets(file).filter { $0.isAppSwift || (!isPackagePage && $0.isProgramFile) }
        guard !swift.isEmpty else { return }
        let runtime = try CompiledTable.runtime.get()
        let appRoutes = try Self.appRoutes.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snippets-\(getpid())-\(file.replacingOccurrences(of: "/", with: "-"))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        // Each block starts at its own line of the Markdown file, for readable errors.
        try swift.map { "// \(file):\($0.line)\n" + $0.text }.joined(separator: "\n").write(
            to: main, atomically: true, encoding: .utf8)
        let result = CompiledTable.swiftc(
            [
                "-typecheck", "-swift-version", "6", "-module-name", "Snippets", "-I", runtime.path, "-I",
                appRoutes.path, main.path,
            ])
        let clean = result.status == 0 && !result.output.contains("warning:")
        #expect(clean, "the Swift snippets of \(file) do not compile cleanly:\n\(result.output)")
    }

    /// Files of a package (`<!-- file: … -->`) are built by the package tests on the pages
    /// whose packages are built; elsewhere they are Swift files of the page's own program
    /// (the cookbook's `Pushes.swift`, which its Apple-only blocks use too), never a manifest.
    @Test func packageFilesAreOnlyWherePackagesAreBuilt() throws {
        for file in Self.markdownFiles where !ReadmePackageTests.pagesWithPackages.contains(file) {
            for snippet in try Self.snippets(file) {
                guard let name = snippet.file else { continue }
                #expect(
                    name.hasSuffix(".swift") && name != "Package.swift",
                    "\(file):\(snippet.line): <!-- file: \(name) --> belongs to a package no test builds")
            }
        }
    }

    /// Apple-only blocks are marked, so that they are compiled against the stand-ins.
    @Test func appleOnlySnippetsAreMarked() throws {
        for file in Self.markdownFiles {
            for snippet in try Self.snippets(file) where snippet.info.hasPrefix("swift") {
                #expect(
                    ["swift", "swift apple"].contains(snippet.info),
                    "\(file):\(snippet.line): unknown fence '\(snippet.info)'")
                if snippet.isAppSwift {
                    for framework in AppleStandIns.frameworks {
                        #expect(
                            !snippet.text.contains("import \(framework)"),
                            "\(file):\(snippet.line) imports \(framework): mark it swift apple")
                    }
                }
            }
        }
    }
}
