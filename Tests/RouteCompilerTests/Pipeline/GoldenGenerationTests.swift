import Foundation
import RouteCompiler
import Testing

/// Each table under `Fixtures/Generation/NAME/routes.yaml` generates exactly the Swift
/// checked in under `Tests/GeneratedFixtures/NAME/`, which is compiled into the target
/// NAME and exercised by GeneratedCodeTests. `make reference` re-records.
@Suite struct GoldenGenerationTests {
    static let cases = Fixtures.entries("Generation")
    static let outputRoot = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedFixtures")

    static func generate(_ name: String) -> (ValidationResult, [GeneratedFile]) {
        let files = Fixtures.files(in: "Generation/\(name)")
        let result = Pipeline.validate(
            rootPath: "routes.yaml", rootBytes: files["routes.yaml"] ?? [], sources: InMemorySources(bytes: files))
        return (result, result.table.map { Pipeline.generate($0) } ?? [])
    }

    @Test(arguments: cases)
    func generatedCodeMatchesTheGoldenFiles(_ name: String) throws {
        let (result, files) = Self.generate(name)
        #expect(!result.hasErrors, "\(result.diagnostics.rendered(as: .text))")
        #expect(files.map(\.name) == SwiftEmitter.fileNames)
        for file in files {
            Fixtures.assertGolden(file.contents, "../../GeneratedFixtures/\(name)/\(file.name)")
        }
        let folder = Self.outputRoot.appendingPathComponent(name)
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(present) == Set(SwiftEmitter.fileNames), "extra or missing files in GeneratedFixtures/\(name)")
    }

    @Test(arguments: cases)
    func generationIsDeterministic(_ name: String) {
        let first = Self.generate(name).1
        let second = Self.generate(name).1
        #expect(first == second)
    }
}
