import Benchmark
import Foundation
import LibYAMLFloor
import RouteCompiler

// The generator in process, on the seeded scale tables (Tables/scale-<N>.routes.yaml,
// made by MakeTables): `validate` (YAML → model → every check) and
// `generate` (validate, then emit the Swift files), each beside libyaml's bare event
// parse of the same bytes — the floor, since every YAML reader starts with those events.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    for count in ScaleTables.counts {
        let bytes = ScaleTables.bytes(count)
        let path = "scale-\(count).routes.yaml"

        Benchmark("generator \(count) libyaml-events") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(bytes.withUnsafeBufferPointer { libyaml_event_parse($0.baseAddress, $0.count) })
            }
        }
        Benchmark("generator \(count) validate") { benchmark in
            for _ in benchmark.scaledIterations {
                let result = Pipeline.validate(rootPath: path, rootBytes: bytes, sources: InMemorySources(bytes: [:]))
                precondition(!result.hasErrors, "the scale table has errors")
                blackHole(result)
            }
        }
        Benchmark("generator \(count) generate") { benchmark in
            for _ in benchmark.scaledIterations {
                let result = Pipeline.validate(rootPath: path, rootBytes: bytes, sources: InMemorySources(bytes: [:]))
                guard let table = result.table else { preconditionFailure("the scale table has errors") }
                blackHole(Pipeline.generate(table))
            }
        }
    }
}

enum ScaleTables {
    static let counts = [10, 100, 1_000, 10_000]

    /// The bytes of `Tables/scale-<count>.routes.yaml`.
    static func bytes(_ count: Int) -> [UInt8] {
        let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tables").standardized
        let url = tables.appendingPathComponent("scale-\(count).routes.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("\(url.path) is missing: run `make bench` (it makes the tables) from the repository root")
        }
        return Array(data)
    }
}
