import Foundation
import PushRoutesKitchenSinkFixture
import PushRouting
import Testing

/// Payload dictionaries built straight from random bytes (the FuzzPayload target's second
/// input form): the generated decoder and the interpreter must agree on each, and every
/// input the fuzzer ever crashed on (FuzzTesting/FailCases/FuzzPayload) must now pass, as
/// JSON bytes and as a dictionary program.
@Suite struct HostilePayloadTests {
    static let builder = HostilePayload(
        Agreement.table("Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes/routes.yaml").2)

    @Test func randomByteProgramsDecodeTheSameBothWays() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1_000 {
            let count = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? kitchenSinkDecode(Self.builder.object(from: bytes))
        }
    }

    static let failCases: [String] = {
        let folder = Agreement.repository.appendingPathComponent("FuzzTesting/FailCases/FuzzPayload")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }()

    @Test(arguments: failCases)
    func failCase(_ name: String) throws {
        let url = Agreement.repository.appendingPathComponent("FuzzTesting/FailCases/FuzzPayload/\(name)")
        let bytes = try #require(FileManager.default.contents(atPath: url.path))
        _ = try? kitchenSinkDecode(json: bytes)
        _ = try? kitchenSinkDecode(Self.builder.object(from: Array(bytes)))
    }
}
