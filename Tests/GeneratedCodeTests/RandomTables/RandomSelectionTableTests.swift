import Foundation
@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// Seeded random tables of route selection (`SelectionTableGenerator`: discriminators,
/// integer keys, aliases, `when`, `ignore`, the fallback, `unrouted`), compiled and run on
/// random payloads built from the same keys and values (strings, integers, `3.0`-like
/// doubles, booleans, null, objects): the compiled program must answer every payload as the
/// interpreter behind `routegen explain` does. `make test` runs a few tables;
/// `ROUTEGEN_RANDOM_TABLES=N` runs N.
@Suite struct RandomSelectionTableTests {
    static let count = max(2, (Int(ProcessInfo.processInfo.environment["ROUTEGEN_RANDOM_TABLES"] ?? "") ?? 5) / 2)

    static let keys = ["type", "className", "meta", "kind", "room", "event", "live", "version", "id", "count"]
    static var values: [Any] {
        [
            "second", "third", "3", "4", "0", "-7", "chat", "Second", "score", "2", "true", 3, 4, 0, -7, 2, 3.0, 2.5,
            true, false, NSNull(), ["kind": "chat"], ["kind": 3, "count": 1], ["count": "2"],
        ]
    }

    @Test func compiledSelectionAnswersAsTheInterpreter() throws {
        var tables = SelectionTableGenerator(seed: 4_242)
        var rng = SeededGenerator(seed: 99)
        let values = Self.values
        var routed = 0
        var other = 0
        for n in 0..<Self.count {
            let yaml = tables.next()
            let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
            var payloads: [String] = []
            for _ in 0..<80 {
                var object: PayloadObject = [:]
                for key in Self.keys where Int.random(in: 0..<100, using: &rng) < 35 {
                    object[key] = values.randomElement(using: &rng)!
                }
                payloads.append(JSONWriter.string(object) ?? "{}")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "random-selection-\(getpid())-\(n)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = try CompiledTable(Pipeline.generate(validated), of: validated, in: folder).answers(
                payloads, in: folder)
            let interpreter = PayloadInterpreter(validated)
            #expect(output.answers.count == payloads.count)
            for (payload, answer) in zip(payloads, output.answers) {
                let expected: [String]
                switch interpreter.decode(json: Data(payload.utf8)) {
                case .success(let push): expected = ["ok", JSONWriter.string(push.encodedPayload()) ?? ""]
                case .failure(let error):
                    expected = ["error", "\(error)" + (error.invalidIsIgnored ? " (invalid: ignore)" : "")]
                }
                #expect(answer == expected, "table \(n), payload \(payload)\n\(yaml)")
                if answer.first == "ok" { routed += 1 } else { other += 1 }
            }
        }
        // The payloads reach both sides: some routed, some not.
        #expect(routed > 0 && other > 0, "routed \(routed), not routed \(other)")
    }
}
