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
        let output = try CompiledTable(Pipeline.generate(validated), of: validated, in: folder).answers(
            payloads, in: folder)

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

/// A selection table (docs/language.md §13.1) larger than a chunk: 1,001 routes, every third
/// chosen by `when` (the conditions literal then spans three chunks), every fifth ignored,
/// the last the fallback. Each kind is found in every chunk, and what is routed encodes to a
/// payload that selects it again.
@Suite struct LargeSelectionTableTests {
    static let count = 1_001

    /// How route `i` is selected.
    static func isWhen(_ i: Int) -> Bool { i % 3 == 1 }
    static func isIgnored(_ i: Int) -> Bool { i % 5 == 0 && i < count - 1 }

    static var table: String {
        var lines = ["version: 1", "discriminators: [type, kind]", "routes:"]
        for i in 0..<count {
            lines.append("  r_\(i):")
            if isIgnored(i) {
                lines.append("    ignore: true")
            } else {
                lines.append("    destination: Screen\(i % 7)")
            }
            if i == count - 1 {
                lines.append("    fallback: true")
            } else if isWhen(i) {
                lines.append("    when: { present: [w], equals: { code: \(i) } }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyChunkSelectsItsRoutes() throws {
        let result = Pipeline.validate(root: "large.routes.yaml", files: ["large.routes.yaml": Self.table])
        let validated = try #require(result.table)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("large-selection-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let probes = [1, 2, 3, 499, 500, 502, 700, 997, 998, 999]
        func payload(_ i: Int) -> String {
            Self.isWhen(i) ? "{\"code\":\(i),\"w\":1}" : "{\"kind\":\"r_\(i)\"}"
        }
        let payloads = probes.map(payload) + ["{\"type\":\"nothing\"}", "{\"code\":1}"]
        let output = try CompiledTable(Pipeline.generate(validated), of: validated, in: folder).answers(
            payloads, in: folder)

        let delivered = (0..<Self.count).filter { !Self.isIgnored($0) }
        #expect(output.values == delivered.map { "r_\($0)" })
        for (n, probe) in probes.enumerated() {
            let answer = output.answers[n]
            if Self.isIgnored(probe) {
                #expect(answer.first == "error" && answer.last?.contains("r_\(probe)") == true, "r_\(probe): \(answer)")
            } else if Self.isWhen(probe) {
                #expect(answer == ["ok", "{\"code\":\(probe)}"], "r_\(probe)")
            } else {
                #expect(answer == ["ok", "{\"type\":\"r_\(probe)\"}"], "r_\(probe)")
            }
        }
        // An unknown value and a when route's payload without its present key: the fallback.
        #expect(output.answers[probes.count] == ["ok", "{}"])
        #expect(output.answers[probes.count + 1] == ["ok", "{}"])
    }
}
