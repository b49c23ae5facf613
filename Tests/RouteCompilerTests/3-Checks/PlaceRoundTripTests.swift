import Foundation
@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// The warning `value-not-read-back` (docs/diagnostics.md): for every combination of a value's
/// type, its coercion, a separator and the `is:` of its place, either the table gets the
/// warning, or every payload it decodes encodes to a payload that decodes to the same push.
/// Where it warns, some payload's round trip does break: the warning is never idle.
@Suite struct PlaceRoundTripTests {
    /// A value's declaration: its type and options, and payload values it may be sent as.
    struct Declaration {
        let yaml: String
        let samples: [String]
    }

    static let declarations: [Declaration] = [
        Declaration(yaml: "type: int", samples: ["12", "-3"]),
        Declaration(yaml: "type: int, coerce: strings", samples: ["12", "\"12\""]),
        Declaration(yaml: "type: double", samples: ["2.5", "3"]),
        Declaration(yaml: "type: double, coerce: strings", samples: ["2.5", "\"2.5\"", "3"]),
        Declaration(yaml: "type: bool", samples: ["true"]),
        Declaration(yaml: "type: bool, coerce: strings", samples: ["true", "\"false\""]),
        Declaration(yaml: "type: string", samples: ["\"a\"", "\"\""]),
        Declaration(yaml: "type: date", samples: ["\"2024-05-01T10:00:00Z\"", "1714557600", "1714557600.5"]),
        Declaration(yaml: "type: string, coerce: numbers", samples: ["\"a\"", "7"]),
        Declaration(yaml: "type: bool, coerce: numbers", samples: ["true", "1"]),
        Declaration(yaml: "type: \"[int]\"", samples: ["[1, 2]"]),
        Declaration(yaml: "type: \"[int]\", separator: \",\"", samples: ["\"1,2\""]),
        Declaration(yaml: "type: \"int | string\"", samples: ["4", "\"x\""]),
    ]

    static let places = [
        "v", "{ path: v, is: string }", "{ path: v, is: number }", "{ path: v, is: integer }",
        "{ path: v, is: boolean }", "{ path: v, is: array }", "{ path: v, empty: missing }",
    ]

    @Test(arguments: declarations.indices)
    func everyValueIsReadBackOrWarned(_ index: Int) throws {
        let declaration = Self.declarations[index]
        for place in Self.places {
            let yaml = """
                version: 1
                routes:
                  r:
                    destination: Screen
                    params:
                      v: { \(declaration.yaml), path: \(place), optional: true }

                """
            let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
            guard let table = result.table, !result.hasErrors else { continue }
            let warned = result.diagnostics.contains { $0.code == .valueNotReadBack }
            let interpreter = PayloadInterpreter(table)
            var broken: [String] = []
            for sample in declaration.samples {
                let payload = try JSONReader().object(from: Data("{\"type\": \"r\", \"v\": \(sample)}".utf8))
                guard case .routed(let push) = interpreter.interpret(payload) else { continue }
                let again = interpreter.interpret(push.encodedPayload())
                guard case .routed(let decoded) = again, decoded.routeDescription == push.routeDescription else {
                    broken.append(sample)
                    continue
                }
            }
            if warned {
                #expect(!broken.isEmpty, "\(declaration.yaml) at \(place): warned, yet every round trip holds")
            } else {
                #expect(broken.isEmpty, "\(declaration.yaml) at \(place): no warning, yet \(broken) do not read back")
            }
        }
    }
}
