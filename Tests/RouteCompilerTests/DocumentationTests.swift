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

    /// The reserved list names exactly the top-level types of the PushRouting library: the
    /// app's API and what only generated code calls (`public` after `@_spi(Generated)`).
    @Test func runtimeNamesMatchTheLibrary() throws {
        let sources = Self.repository.appendingPathComponent("Sources/PushRouting")
        var declared: Set<String> = []
        for file in FileManager.default.enumerator(atPath: sources.path)!.compactMap({ $0 as? String })
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(separator: " ")
                guard
                    let index = words.firstIndex(where: {
                        ["struct", "enum", "class", "protocol", "typealias", "actor"].contains($0)
                    }),
                    index + 1 < words.count
                else { continue }
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                declared.insert(String(name))
            }
        }
        #expect(declared == Set(GeneratedNames.runtime), "update GeneratedNames.runtime and run make docs")
    }

    /// docs/names.md is what `NamesDocument` renders from the reserved-name lists, byte for
    /// byte (`make docs` or `make reference` writes it).
    @Test func namesDocument() throws {
        let url = Self.repository.appendingPathComponent("docs/names.md")
        if Fixtures.isRecording {
            try NamesDocument.text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let current = try read("docs/names.md")
        #expect(
            current == NamesDocument.text,
            "docs/names.md is out of date (- file, + lists); run `make docs`:\n\(Fixtures.lineDiff(current, NamesDocument.text))"
        )
    }

    /// The rendered document names every reserved name the checks use (and a sample of the
    /// standard library's, keywords and built-in types).
    @Test func namesDocumentListsEveryReservedName() {
        let names =
            GeneratedNames.topLevel + GeneratedNames.runtime + GeneratedNames.modules + [GeneratedNames.payloadKeys]
        for name in names + ["String", "Int64", "MainActor", "Sendable", "Result", "Regex", "associatedtype", "url"] {
            #expect(NamesDocument.text.contains("`\(name)`"), "docs/names.md does not list \(name)")
        }
    }

    /// Every whole table the README and docs show (a ```yaml block with `version: 1` and
    /// `routes:`, and no `include:` of files the page does not have) is valid: the examples
    /// a reader copies work.
    @Test func everyTableInTheDocsIsValid() throws {
        let docs = Self.repository.appendingPathComponent("docs")
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0 }
        var checked = 0
        for page in pages {
            let text = try read(page)
            for block in text.components(separatedBy: "```yaml\n").dropFirst() {
                guard let end = block.range(of: "```") else { continue }
                let table = String(block[..<end.lowerBound])
                // Whole root tables only: not a page's included file (`# orders.routes.yaml`).
                let firstLine = table.prefix { $0 != "\n" }
                let isIncludedFile =
                    firstLine.hasPrefix("# ") && firstLine.hasSuffix(".yaml") && firstLine != "# routes.yaml"
                guard table.hasPrefix("version: 1") || table.contains("\nversion: 1"), table.contains("routes:"),
                    !table.contains("include:"), !isIncludedFile
                else { continue }
                let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": table])
                let errors = result.diagnostics.filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(page): \(errors.map(\.message))\n\(table)")
                checked += 1
            }
        }
        #expect(checked >= 6)
    }

    /// §4's table of constraints says what each applies to; for the collection constraints,
    /// what the checks accept on a map (§3.8: a map's entries and values) is what its row says.
    @Test func theConstraintTableSaysWhatAMapTakes() throws {
        // The rows of §4's table: the ones that say what a constraint applies to.
        let text = try read("docs/language.md")
        let section = try #require(text.range(of: "| constraint | applies to | value |"))
        let rows = text[section.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }
        let constraints = [
            ("minItems", "minItems: 1"), ("maxItems", "maxItems: 3"), ("uniqueItems", "uniqueItems: true"),
            ("items", "items: { minimum: 0 }"),
        ]
        for (name, written) in constraints {
            guard let row = rows.first(where: { $0.split(separator: "|").first?.contains("`\(name)`") == true }) else {
                Issue.record("§4's table has no row for \(name)")
                continue
            }
            let appliesTo = row.split(separator: "|")[1]
            let saysMaps = appliesTo.contains("maps") && !appliesTo.contains("not maps")
            let table = """
                version: 1
                routes:
                  r:
                    destination: Scores
                    params:
                      scores: { type: "[string: int]", optional: true, \(written) }

                """
            let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": table])
            let accepted = !result.diagnostics.contains { $0.code == .constraintNotApplicable }
            #expect(accepted == saysMaps, "\(name) on a map: accepted \(accepted), §4 says \(appliesTo)")
        }
    }
}
