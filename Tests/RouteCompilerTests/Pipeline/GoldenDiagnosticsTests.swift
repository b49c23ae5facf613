import RouteCompiler
import Testing

/// One fixture per rule of docs/language.md §2–§9 under `Fixtures/Diagnostics`: a `NAME.yaml` table (or
/// a `NAME/` folder whose root is `routes.yaml`, for rules about several files) and the
/// exact diagnostics it must produce in `NAME.expected`.
@Suite struct GoldenDiagnosticsTests {
    static let cases: [String] = Fixtures.entries("Diagnostics").filter { !$0.hasSuffix(".expected") }

    @Test(arguments: cases)
    func diagnostics(_ entry: String) {
        let name = entry.hasSuffix(".yaml") ? String(entry.dropLast(5)) : entry
        let files: [String: [UInt8]]
        let root: String
        if entry.hasSuffix(".yaml") {
            root = entry
            files = [entry: Fixtures.bytes("Diagnostics/\(entry)")]
        } else {
            root = "routes.yaml"
            files = Fixtures.files(in: "Diagnostics/\(entry)")
        }
        let sources = InMemorySources(bytes: files)
        let result = Pipeline.validate(rootPath: root, rootBytes: files[root] ?? [], sources: sources)
        let rendered = result.diagnostics.rendered(as: .text)
        Fixtures.assertGolden(rendered.isEmpty ? "(no diagnostics)\n" : rendered, "Diagnostics/\(name).expected")
        // Positions are 1-based and diagnostics come sorted.
        #expect(result.diagnostics == result.diagnostics.sortedForPrinting(files: FileOrder(result.files)))
        #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        // Every message is one line, whatever text the table holds (docs/diagnostics.md, Quoting).
        for diagnostic in result.diagnostics {
            for message in [diagnostic.message] + diagnostic.notes.map(\.message) {
                #expect(FuzzTableInput.breaksLines(message) == false, "\(message.debugDescription)")
            }
        }
    }

    @Test func everyFixtureHasAnExpectation() {
        for entry in Self.cases {
            let name = entry.hasSuffix(".yaml") ? String(entry.dropLast(5)) : entry
            #expect(Fixtures.text("Diagnostics/\(name).expected") != nil || Fixtures.isRecording, "\(entry)")
        }
    }
}
