import Foundation
import RouteCompiler
import Testing

/// `routegen explain` output, golden: each `Fixtures/Explain/TABLE/NAME.json` payload is
/// explained against TABLE (`App` is the root routes.yaml; a folder with a routes.yaml of its
/// own is explained against it; any other TABLE is `Generation/TABLE`) and compared with
/// `NAME.expected`:
/// the text, then `json: ` and the object `--format json` prints. A `NAME.urls` file holds
/// links, one per line, each explained as `explain --url` does (docs/language.md §14).
@Suite struct GoldenExplainTests {
    static let cases: [String] = Fixtures.entries("Explain").flatMap { table in
        Fixtures.entries("Explain/\(table)").filter { $0.hasSuffix(".json") }.map { "\(table)/\($0)" }
    }
    static let linkCases: [String] = Fixtures.entries("Explain").flatMap { table in
        Fixtures.entries("Explain/\(table)").filter { $0.hasSuffix(".urls") }.map { "\(table)/\($0)" }
    }

    static func interpreter(_ table: String) -> PayloadInterpreter? {
        let files: [String: [UInt8]]
        if table == "App" {
            let root = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            files = [
                "routes.yaml": Array(
                    FileManager.default.contents(atPath: root.appendingPathComponent("routes.yaml").path) ?? Data())
            ]
        } else if Fixtures.text("Explain/\(table)/routes.yaml") != nil {
            files = ["routes.yaml": Fixtures.bytes("Explain/\(table)/routes.yaml")]
        } else {
            files = Fixtures.files(in: "Generation/\(table)")
        }
        let result = Pipeline.validate(
            rootPath: "routes.yaml", rootBytes: files["routes.yaml"] ?? [], sources: InMemorySources(bytes: files))
        return result.table.map(PayloadInterpreter.init)
    }

    @Test(arguments: cases)
    func explanation(_ entry: String) throws {
        let table = String(entry.split(separator: "/")[0])
        let interpreter = try #require(Self.interpreter(table))
        let payload = Data(Fixtures.bytes("Explain/\(entry)"))
        let interpretation = interpreter.interpret(json: payload)
        let json = Explanation.json(interpretation, input: payload).rendered(indent: 0)
        let text = Explanation.text(interpretation) + "json: \(json)\n"
        Fixtures.assertGolden(text, "Explain/\(entry.dropLast(5)).expected")
    }

    @Test(arguments: linkCases)
    func linkExplanations(_ entry: String) throws {
        let table = String(entry.split(separator: "/")[0])
        let interpreter = try #require(Self.interpreter(table))
        var text = ""
        for url in (Fixtures.text("Explain/\(entry)") ?? "").split(separator: "\n") {
            let interpretation = interpreter.interpret(url: String(url))
            let json = Explanation.json(interpretation, input: Data("null".utf8)).rendered(indent: 0)
            text += "\(url): " + Explanation.text(interpretation) + "json: \(json)\n"
        }
        Fixtures.assertGolden(text, "Explain/\(entry.dropLast(5)).expected")
    }
}
