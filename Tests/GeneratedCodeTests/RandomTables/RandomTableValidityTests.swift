import Foundation
import Testing

@testable import RouteCompiler

/// The random-table generators make only valid tables, as they promise: without compiling
/// anything, a few hundred seeds of each validate with no error and no warning (`make fuzz`
/// compiles the first `TABLES` of these seeds; a table that did not validate failed it for a
/// harness bug and hid real findings).
@Suite struct RandomTableValidityTests {
    /// `RandomTableTests` and `make fuzz` use seeds from 1000 on.
    static let seeds = 1_000..<1_400

    /// With `ROUTEGEN_WRITE_RANDOM_TABLES=DIR`, each table these tests draw is also written to
    /// DIR, for scripts/compare-routegen.py to compare two routegens on them.
    static func keep(_ yaml: String, named name: String) {
        guard let folder = ProcessInfo.processInfo.environment["ROUTEGEN_WRITE_RANDOM_TABLES"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? yaml.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    @Test func randomTablesValidateWithoutDiagnostics() {
        var failures: [String] = []
        for seed in Self.seeds {
            var generator = RandomTableGenerator(seed: UInt64(seed))
            let yaml = generator.table(routes: seed % 6 + 2)
            Self.keep(yaml, named: "random-\(seed).routes.yaml")
            let result = Pipeline.validate(root: "random.routes.yaml", files: ["random.routes.yaml": yaml])
            guard !result.diagnostics.isEmpty else { continue }
            failures.append(
                "seed \(seed): "
                    + result.diagnostics.map { "\($0.location): \($0.severity): \($0.message)" }.joined(separator: "; ")
            )
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(Self.seeds.count) tables:\n\(failures.joined(separator: "\n"))")
    }

    /// Element steps (docs/language.md §5.1) are drawn on their own random numbers: a seed's
    /// table without them is the table it was before they existed, and many tables have them.
    @Test func elementStepsLeaveOtherTablesAsTheyWere() {
        var withElements = 0
        for seed in Self.seeds {
            var generator = RandomTableGenerator(seed: UInt64(seed), links: false)
            var before = RandomTableGenerator(seed: UInt64(seed), elements: false, links: false)
            let table = generator.table(routes: seed % 6 + 2)
            let old = before.table(routes: seed % 6 + 2)
            if table.contains("{at: ") || table.contains("{first: ") || table.contains("{last: ") {
                withElements += 1
            } else {
                #expect(table == old, "seed \(seed)")
            }
        }
        #expect(withElements > Self.seeds.count / 4, "\(withElements) tables with element steps")
    }

    /// The selection tables validate too; their `when` routes overlap on purpose, so the
    /// warnings that says so (`unreachable-route`) and that a present path is not written
    /// (`present-path-not-written`) are theirs to have, and their `invalid: next` may have
    /// nothing after it (`no-next-candidate`); no other.
    @Test func selectionTablesValidate() {
        var tables = SelectionTableGenerator(seed: 4_242)
        let expectedWarnings: Set<DiagnosticCode> = [.unreachableRoute, .presentPathNotWritten, .noNextCandidate]
        var rules: [String: Int] = [:]
        for n in 0..<300 {
            let yaml = tables.next()
            Self.keep(yaml, named: "selection-\(n).routes.yaml")
            let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
            let unexpected = result.diagnostics.filter { !expectedWarnings.contains($0.code) }
            #expect(unexpected.isEmpty, "table \(n): \(unexpected.map(\.message))\n\(yaml)")
            for rule in ["error", "ignore", "next"] where yaml.contains("invalid: \(rule)") {
                rules[rule, default: 0] += 1
            }
        }
        // Every rule for values that do not read is drawn, in a good share of the tables.
        #expect(rules.count == 3 && rules.values.allSatisfy { $0 > 30 }, "\(rules)")
    }

    /// The table of every seed, made as `randomTablesValidateWithoutDiagnostics` makes them.
    static let tables: [String] = seeds.map { seed in
        var generator = RandomTableGenerator(seed: UInt64(seed))
        return generator.table(routes: seed % 6 + 2)
    }

    /// A good share of the random tables have links (docs/language.md §14, `RandomLinks`).
    @Test func randomTablesHaveLinks() {
        let tables = Self.tables
        let linked = tables.count { $0.contains("\n    links: ") }
        #expect(linked > tables.count / 5, "\(linked) of \(tables.count)")
    }

    /// The random tables of one discriminator draw `invalid: ignore` (the one rule that
    /// changes their generated code), on the table or a route, in a good share of them.
    @Test func randomTablesDrawInvalidIgnore() {
        let tables = Self.tables
        let ignoring = tables.count { $0.contains("invalid: ignore") }
        #expect(ignoring > tables.count / 5, "\(ignoring) of \(tables.count)")
    }
}
