import Foundation
import Testing

/// Every input the FuzzTable target ever crashed on or flagged (FuzzTesting/FailCases/FuzzTable)
/// is answered now: diagnostics, or generated code of the right shape. And the shape check
/// itself catches what it is there to catch.
@Suite struct HostileTableTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let failCases: [String] = {
        let folder = repository.appendingPathComponent("FuzzTesting/FailCases/FuzzTable")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }()

    @Test(arguments: failCases)
    func failCase(_ name: String) throws {
        let url = Self.repository.appendingPathComponent("FuzzTesting/FailCases/FuzzTable/\(name)")
        let bytes = try #require(FileManager.default.contents(atPath: url.path))
        #expect(FuzzTableInput.problem(Array(bytes)) == nil)
    }

    @Test func everyFixtureTableIsAnsweredWell() throws {
        let fixtures = Self.repository.appendingPathComponent("Tests/RouteCompilerTests/Fixtures")
        let files = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String } ?? []
        var checked = 0
        for file in files where file.hasSuffix(".yaml") {
            let bytes = try #require(FileManager.default.contents(atPath: fixtures.appendingPathComponent(file).path))
            #expect(FuzzTableInput.problem(Array(bytes)) == nil, "\(file)")
            checked += 1
        }
        #expect(checked > 60)
    }

    @Test func includedPartsAreSplitOut() {
        let input = Array("version: 1\ninclude: part1.yaml\nroutes: {}\n#---\nroutes:\n  a: { destination: A }\n".utf8)
        let (root, all) = FuzzTableInput.files(input)
        #expect(String(decoding: root, as: UTF8.self) == "version: 1\ninclude: part1.yaml\nroutes: {}")
        #expect(all.keys.sorted() == ["fuzz.routes.yaml", "part1.yaml"])
        #expect(FuzzTableInput.problem(input) == nil)
    }

    @Test(
        arguments: [
            ("let a = \"x\" // fine\n", nil),
            ("let a = \"x\\(y)\"", "interpolation"),
            ("let a = \"x\ny\"", "past the end of its line"),
            ("/* x */", "block comment"),
            ("f(a))", "unbalanced ')'"),
            ("f((a)", "unclosed '('"),
            ("let s = #\"raw\"#", "raw string"),
            ("let a = \"\\q\"", "unknown escape"),
            ("let a = \"\\u{110000000}\"", "malformed"),
            ("f(isolation: #isolation) // \"quote in a comment", nil),
            ("let `class` = 1", nil),
        ] as [(String, String?)])
    func shapeCheck(_ source: String, _ expected: String?) {
        let problem = GeneratedCodeShape.problem(in: source)
        if let expected {
            #expect(problem?.contains(expected) == true, "\(source): \(problem ?? "no problem")")
        } else {
            #expect(problem == nil, "\(source): \(problem ?? "")")
        }
    }
}
