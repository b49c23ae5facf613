import RouteCompiler
import Testing

/// One (old, new) pair per kind of breaking change and per change that is not breaking,
/// under `Fixtures/Breaking/NAME/`; `NAME.expected` holds the exact report. Pairs whose
/// name starts with `ok-` must report no error. A pair with `new.breaking.yaml` is
/// compared as `routegen breaking` does with its acknowledgements file: acknowledged
/// changes become warnings, entries that match nothing warnings too.
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
        let changes = BreakingChanges.changes(old: oldTable, new: newTable)
        #expect(changes.map(\.diagnostic) == BreakingChanges.between(old: oldTable, new: newTable))
        let ackFile = Acknowledgements.defaultPath(forTable: "new.yaml")
        var report = changes.map(\.diagnostic)
        if let bytes = files[ackFile] {
            let (acknowledgements, problems) = Acknowledgements.read(bytes, file: ackFile)
            if problems.contains(where: { $0.severity == .error }) {
                report = problems
            } else {
                let outcome = acknowledgements.apply(to: changes, against: "old.yaml")
                report = (outcome.unacknowledged.map(\.diagnostic) + outcome.acknowledged + outcome.unused + problems)
                    .sortedForPrinting(files: FileOrder(["new.yaml", ackFile, "old.yaml"]))
            }
        }
        let text = report.rendered(as: .text)
        Fixtures.assertGolden(text.isEmpty ? "(no breaking changes)\n" : text, "Breaking/\(name).expected")
        if name.hasPrefix("ok-") {
            #expect(!report.contains { $0.severity == .error }, "\(text)")
        } else {
            #expect(report.contains { $0.severity == .error })
            if files[ackFile] == nil { #expect(report.allSatisfy { $0.severity == .error }) }
        }
        // Every change can be acknowledged by the entry routegen breaking prints for it.
        let entries = "version: 1\nacknowledged:\n" + Acknowledgements.yamlEntries(for: changes)
        let (all, problems) = Acknowledgements.read(Array(entries.utf8), file: ackFile)
        #expect(problems.isEmpty, "\(problems.rendered(as: .text))\n\(entries)")
        let outcome = all.apply(to: changes, against: "old.yaml")
        #expect(outcome.unacknowledged.isEmpty && outcome.unused.isEmpty, "\(entries)")
        // A table never breaks itself.
        #expect(BreakingChanges.between(old: newTable, new: newTable).isEmpty)
    }
}
