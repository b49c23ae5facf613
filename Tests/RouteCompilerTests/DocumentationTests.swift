import Foundation
import RouteCompiler
import Testing

/// The reference documents cover what the code does.
@Suite struct DocumentationTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `DiagnosticCode(rawValue:)` in the sources has a section in docs/diagnostics.md.
    @Test func everyDiagnosticCodeIsDocumented() throws {
        let doc = try read("docs/diagnostics.md")
        let sources = Self.repository.appendingPathComponent("Sources/RouteCompiler")
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var codes: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var rest = text[...]
            while let range = rest.range(of: "DiagnosticCode(rawValue: \"") {
                let tail = rest[range.upperBound...]
                let end = tail.firstIndex(of: "\"")!
                codes.append(String(tail[..<end]))
                rest = tail[end...]
            }
        }
        #expect(codes.count >= 40)
        for code in codes {
            #expect(doc.contains("### \(code)\n"), "docs/diagnostics.md has no section for \(code)")
        }
    }

    /// docs/names.md lists every reserved name (regenerate it with `make docs`).
    @Test func everyReservedNameIsListed() throws {
        let doc = try read("docs/names.md")
        let names = GeneratedNames.topLevel + GeneratedNames.runtime + GeneratedNames.modules
        for name in names {
            #expect(doc.contains("`\(name)`"), "docs/names.md does not list \(name)")
        }
        for name in ["String", "Int64", "MainActor", "Sendable", "Result", "Regex"] {
            #expect(doc.contains("`\(name)`"))
        }
    }
}
