import Foundation
import PushRouting
import Testing

@testable import RouteCompiler

/// A table larger than a chunk of generated switches (`ChunkedSwitch.chunkSize`, 500):
/// 1,001 routes make three chunks of every switch over the routes, of the decode by index
/// and of the route-table literals. Compiled and run, every chunk must find its routes:
/// decoding, the discriminator value and destination of the decoded route, and encoding.
@Suite struct LargeTableTests {
    static let count = 1_001

    static var table: String {
        var lines = ["version: 1", "routes:"]
        for i in 0..<count {
            lines.append("  r_\(i):")
            lines.append("    destination: Screen\(i % 7)")
            if i % 400 == 0 { lines.append("    params: { n: int }") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyChunkFindsItsRoutes() throws {
        #expect(2 * ChunkedSwitch.chunkSize < Self.count, "three chunks")
        let result = Pipeline.validate(root: "large.routes.yaml", files: ["large.routes.yaml": Self.table])
        let validated = try #require(result.table)
        #expect(!result.hasErrors)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("large-table-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let probes = [0, 1, 499, 500, 501, 800, 999, 1_000]
        let payloads =
            probes.map { i in i % 400 == 0 ? "{\"n\":\(i),\"type\":\"r_\(i)\"}" : "{\"type\":\"r_\(i)\"}" }
            + ["{\"type\":\"r_1001\"}", "{\"type\":\"r_400\"}"]
        let output = try CompiledTable(Pipeline.generate(validated), in: folder).answers(payloads, in: folder)

        #expect(output.values == (0..<Self.count).map { "r_\($0)" })
        #expect(output.destinations == (0..<Self.count).map { "Screen\($0 % 7)" })
        for (probe, payload) in zip(probes, payloads) {
            #expect(output.answers[probes.firstIndex(of: probe)!] == ["ok", payload], "route r_\(probe)")
        }
        #expect(output.answers[probes.count].first == "error")
        #expect(output.answers[probes.count].last?.contains("r_1001") == true)
        #expect(output.answers[probes.count + 1].first == "error", "r_400 without its required n")
    }
}
