import RouteCompiler
import Testing

/// One (old, new) pair per kind of breaking change and per change that is not breaking,
/// under `Fixtures/Breaking/NAME/`; `NAME.expected` holds the exact report. Pairs whose
/// name starts with `ok-` must report nothing.
@Suite struct GoldenBreakingTests {
    static let cases = Fixtures.entries("Breaking").filter { !$0.hasSuffix(".expected") }

    @Test(arguments: cases)
    func breakingChanges(_ name: String) throws {
        let files = Fixtures.files(in: "Breaking/\(name)")
        let sources = InMemorySources(bytes: files)
        let old = Pipeline.validate(rootPath: "old.yaml", rootBytes: files["old.yaml"] ?? [], sources: sources)
        let new = Pipeline.validate(rootPath: "new.yaml", rootBytes: files["new.yaml"] ?? [], sources: sources)
        let oldTable = try #require(old.table, "\(old.diagnostics.rendered(as: .text))")
        let newTable = try #require(new.table, "\(new.diagnostics.rendered(as: .text))")
        let changes = BreakingChanges.between(old: oldTable, new: newTable)
        let text = changes.rendered(as: .text)
        Fixtures.assertGolden(text.isEmpty ? "(no breaking changes)\n" : text, "Breaking/\(name).expected")
        if name.hasPrefix("ok-") {
            #expect(changes.isEmpty, "\(text)")
        } else {
            #expect(!changes.isEmpty)
            #expect(changes.allSatisfy { $0.severity == .error })
        }
        // A table never breaks itself.
        #expect(BreakingChanges.between(old: newTable, new: newTable).isEmpty)
    }
}
