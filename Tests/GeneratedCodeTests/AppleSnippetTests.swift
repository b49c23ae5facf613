import Foundation
import Testing

/// The ` ```swift apple ` blocks of README.md and docs/ (UIKit, SwiftUI, UserNotifications),
/// type-checked on Linux against the stand-ins of Tests/AppleStandIns, `PushRouting` and
/// `AppRoutes` (Generated/): each block is one file of a small app module, with the blocks
/// of its page that it uses and that are marked `<!-- file: Name.swift -->`; `-parse-as-library`
/// (a recipe has its own `@main`), Swift 6, default isolation nonisolated and MainActor,
/// compiled to SIL for the data-race diagnostics, with no warnings. The build plugin's
/// Xcode branch is type-checked against the toolchain's PackagePlugin and the
/// XcodeProjectPlugin stand-in. On Linux only: on a Mac the stand-ins would shadow the real
/// frameworks (docs/ci.md).
@Suite(.enabled(if: AppleStandIns.canStandIn, "the stand-ins replace Apple's frameworks on Linux only"))
struct AppleSnippetTests {
    /// An Apple-only block and the blocks of its page it uses.
    struct Block: CustomStringConvertible, Sendable {
        /// The Markdown file, relative to the repository.
        var page: String
        var snippet: Snippet
        var uses: [Snippet]

        var description: String { "\(page):\(snippet.line)" }

        /// Every file of the block's module: its own text and the blocks it uses, each
        /// starting at its line of the Markdown file (so that errors point there).
        var sources: [(name: String, text: String)] {
            ([snippet] + uses).enumerated().map { index, snippet in
                let name = snippet.file.map { ($0 as NSString).lastPathComponent } ?? "Block\(index).swift"
                return (name, "#sourceLocation(file: \"\(page)\", line: \(snippet.line + 1))\n" + snippet.text)
            }
        }
    }

    /// The default isolation an app target may have.
    /// The settings a block is compiled in: a package's (nonisolated), an Xcode 26 app
    /// target's (MainActor default isolation), and that with Xcode 26's approachable
    /// concurrency (its two features Swift 6 does not already turn on).
    enum Isolation: String, CaseIterable, Sendable {
        case nonisolated, mainActor, approachableConcurrency
        var flags: [String] {
            switch self {
            case .nonisolated: []
            case .mainActor: ["-default-isolation", "MainActor"]
            case .approachableConcurrency:
                [
                    "-default-isolation", "MainActor", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                    "-enable-upcoming-feature", "InferIsolatedConformances",
                ]
            }
        }
    }

    /// The blocks that are files of the app (`<!-- file: Name.swift -->`) declare types the
    /// other blocks of the page use; a block's module holds the ones it names (and theirs).
    static func blocks(of page: String) throws -> [Block] {
        let snippets = try DocumentationSnippetTests.snippets(page)
        let files = snippets.filter {
            $0.info.hasPrefix("swift") && ($0.file?.hasSuffix(".swift") ?? false) && $0.file != "Package.swift"
        }
        return snippets.filter { $0.info == "swift apple" }.map { snippet in
            var uses: [Snippet] = []
            var reading = [snippet.text]
            while let text = reading.popLast() {
                for file in files where file.line != snippet.line && !uses.contains(where: { $0.line == file.line }) {
                    if file.declaredTypes.contains(where: { text.containsWord($0) }) {
                        uses.append(file)
                        reading.append(file.text)
                    }
                }
            }
            return Block(page: page, snippet: snippet, uses: uses.sorted { $0.line < $1.line })
        }
    }

    static let blocks: [Block] = DocumentationSnippetTests.markdownFiles.flatMap { (try? blocks(of: $0)) ?? [] }

    /// This round's API (docs/api-contract: `dispatch(_:as:)`, `PushArrival`, `currentArrival`,
    /// `markReady()`, the generated `PushRouteHandler`) as long as the repository lacks it:
    /// blocks that use it are compiled, and their failure is a known issue until the runtime
    /// and generated-code branches are merged. Empty once they are.
    static let pendingAPI: [String] = {
        let runtime = Agreement.repository.appendingPathComponent("Sources/PushRouting")
        let runtimeText = (FileManager.default.enumerator(atPath: runtime.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .compactMap { try? String(contentsOf: runtime.appendingPathComponent($0), encoding: .utf8) }.joined()
        let generated = LanguageModeTests.swiftFiles(in: "Generated")
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined()
        var pending: [String] = []
        if !runtimeText.contains("enum PushArrival") {
            pending += ["as: .", "PushArrival", "currentArrival", "markReady", "isReady", ".kind"]
        }
        if !generated.contains("protocol PushRouteHandler") { pending.append("PushRouteHandler") }
        return pending
    }()

    @Test(arguments: blocks, Isolation.allCases)
    func compiles(_ block: Block, isolation: Isolation) throws {
        let problems = try Self.problems(block, isolation)
        let pending = Self.pendingAPI.filter { name in block.sources.contains { $0.text.contains(name) } }
        if pending.isEmpty {
            #expect(problems == nil, "\(block) (\(isolation)):\n\(problems ?? "")")
        } else {
            // Only that it fails: the compiler's messages would flood `make test`'s log.
            withKnownIssue("\(block) uses \(pending), which the runtime and generated-code branches add") {
                if problems != nil { Issue.record("\(block) (\(isolation)) does not compile yet") }
            }
        }
    }

    /// The compiler's output when the block does not compile cleanly, else nil.
    static func problems(_ block: Block, _ isolation: Isolation) throws -> String? {
        let runtime = try CompiledTable.runtime.get()
        let appRoutes = try DocumentationSnippetTests.appRoutes.get()
        let standIns = try AppleStandIns.modules.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "apple-block-\(getpid())-\(block.snippet.line)-\(isolation)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for source in block.sources {
            let url = folder.appendingPathComponent(source.name)
            try source.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = CompiledTable.swiftc(
            [
                "-emit-sil", "-wmo", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6",
                "-module-name", "AppleSnippet", "-I", runtime.path, "-I", appRoutes.path, "-I", standIns.path,
            ] + isolation.flags + paths)
        return result.status == 0 && !result.output.contains("warning:") ? nil : result.output
    }

    /// A delegate method is one the framework calls: its name, labels, types and effects
    /// are those of a requirement of the stand-in's protocol (which copies Apple's).
    @Test(arguments: blocks)
    func delegateMethodsAreTheFrameworks(_ block: Block) {
        for signature in FunctionSignature.all(in: block.snippet.text) {
            guard let required = AppleStandIns.requirements[signature.baseName] else { continue }
            #expect(
                required.contains(signature),
                "\(block): \(signature) is none of \(required.map(\.description).sorted()): the framework never calls it"
            )
        }
    }

    /// Objective-C imports a delegate method both with a completion handler and as `async`;
    /// a type that implements both forms of one method is an error in Xcode (one selector),
    /// which the stand-ins, on a platform without Objective-C, cannot reproduce. So no block
    /// implements both.
    @Test(arguments: blocks)
    func noTypeImplementsBothFormsOfADelegateMethod(_ block: Block) {
        let twins = Self.bothForms(in: block.snippet.text)
        #expect(twins.isEmpty, "\(block): \(twins): each pair is one Objective-C selector")
    }

    /// The check can fail: a delegate with both forms of `didReceive` is found.
    @Test func bothFormsOfOneDelegateMethodAreFound() {
        let delegate = """
            final class Both: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(
                    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
                ) {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
            }
            """
        #expect(Self.bothForms(in: delegate).count == 1)
    }

    /// Pairs of one method's `async` form and its completion-handler form (the same labels,
    /// and one more: the handler) declared in `text`.
    static func bothForms(in text: String) -> [String] {
        let signatures = FunctionSignature.all(in: text)
        return signatures.filter { $0.effects.contains("async") }.flatMap { signature in
            signatures.filter {
                $0.baseName == signature.baseName && !$0.effects.contains("async")
                    && Array($0.labels.dropLast()) == signature.labels
            }.map { "\(signature) and \($0)" }
        }
    }

    @Test func theBlocksAreFoundAndUseThePagesFiles() throws {
        #expect(Self.blocks.count >= 9, "\(Self.blocks.count) Apple blocks")
        let cookbook = try Self.blocks(of: "docs/cookbook.md")
        let coordinator = try #require(cookbook.first { $0.snippet.file == "AppCoordinator.swift" })
        #expect(coordinator.uses.compactMap(\.file) == ["Pushes.swift", "NotificationDelegate.swift"])
    }

    /// RoutegenBuildPlugin's `#if canImport(XcodeProjectPlugin)` branch (and both plugins'
    /// use of PackagePlugin at the package's tools version) type-checks.
    @Test func thePluginsTypeCheckWithTheirXcodeBranch() throws {
        let pluginAPI = try #require(AppleStandIns.pluginAPI, "no PackagePlugin module beside swiftc")
        let xcode = try AppleStandIns.xcodeProjectPlugin.get()
        let manifest = try String(
            contentsOf: Agreement.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let toolsVersion = try #require(
            manifest.split(separator: "\n").first?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-check-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = folder.appendingPathComponent("XcodeBranch.swift")
        try "#if !canImport(XcodeProjectPlugin)\n#error(\"the XcodeProjectPlugin stand-in is not found\")\n#endif\n"
            .write(to: check, atomically: true, encoding: .utf8)
        for plugin in ["RoutegenBuildPlugin", "GenerateRoutes"] {
            let sources = LanguageModeTests.swiftFiles(in: "Plugins/\(plugin)")
            try #require(!sources.isEmpty)
            let result = CompiledTable.swiftc(
                [
                    "-typecheck", "-parse-as-library", "-swift-version", "6", "-package-description-version",
                    toolsVersion, "-module-name", plugin, "-I", pluginAPI.path, "-I", xcode.path, check.path,
                ] + sources)
            #expect(
                result.status == 0 && !result.output.contains("warning:"), "\(plugin):\n\(result.output)")
        }
    }
}

extension Snippet {
    /// The types a block declares at its top level (`final class AppCoordinator`).
    var declaredTypes: [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
            guard
                let keyword = words.firstIndex(where: { ["class", "struct", "enum", "actor", "protocol"].contains($0) }
                ),
                keyword + 1 < words.count
            else { return nil }
            return String(words[keyword + 1])
        }
    }
}

extension String {
    /// Whether `word` occurs here as a whole identifier.
    func containsWord(_ word: String) -> Bool {
        var searched = startIndex
        while let found = range(of: word, range: searched..<endIndex) {
            let before = found.lowerBound == startIndex ? " " : self[index(before: found.lowerBound)]
            let after = found.upperBound == endIndex ? " " : self[found.upperBound]
            let isIdentifier = { (character: Character) in character.isLetter || character.isNumber || character == "_"
            }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            searched = found.upperBound
        }
        return false
    }
}
