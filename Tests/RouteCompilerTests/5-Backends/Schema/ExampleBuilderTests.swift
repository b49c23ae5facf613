import PushRouting
import Testing

@testable import RouteCompiler

/// The example payloads of exported schemas (`ExampleBuilder`): what generated code encodes.
@Suite struct ExampleBuilderTests {
    /// A route keyed by an integer (`0:`, `"7"`) has its key written as that integer, as
    /// encoding writes it (docs/language.md §13.1); other keys stay strings. Both kinds of
    /// table: one discriminator, and a selector.
    @Test(arguments: ["discriminator: type", "discriminators: [type, kind]"])
    func integerKeysAreWrittenAsIntegers(discriminator: String) throws {
        let yaml = """
            version: 1
            \(discriminator)
            routes:
              0:
                destination: Zero
              "7":
                destination: Seven
              "007":
                destination: Padded
              chat:
                destination: Chat
            """
        let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
        let examples = ExampleBuilder(TablePlan(validated))
        let written = validated.routes.map { route in
            examples.payload(for: route).flatMap { example -> JSONDocument? in
                guard case .object(let members) = example else { return nil }
                return members.first { $0.0 == "type" }?.1
            }
        }
        #expect(written == [.int(0), .int(7), .string("007"), .string("chat")])
    }
}
