import Foundation
import PushRoutesExample
import PushRoutesKitchenSinkFixture
import PushRoutesReadingFixture
import PushRouting
import RouteCompiler
import Testing

/// The exported JSON Schema and the generated decoder judge the same payloads alike:
/// seeded random and edge-case payloads (valid ones and mutations of them) go through the
/// generated decoder, the interpreter behind `routegen explain`, and Python's jsonschema on
/// the schema `routegen schema` exports (scripts/jsonschema-check.py).
@Suite struct SchemaDifferentialTests {
    static let payloadsPerTable = 1500

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func appRoutes() throws {
        var g = SeededGenerator(seed: 42)
        var seeds: [JSONValue] = []
        for _ in 0..<20 {
            seeds += AppRouteSamples.all(&g).map { JSONValue(payloadValue: $0.encodedPayload()) }
        }
        try compare(table: "routes.yaml", seeds: seeds, generator: &g) { data in
            (try? PushRoutesExample.PushRoute.decode(json: data)) != nil
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func kitchenSinkRoutes() throws {
        var g = SeededGenerator(seed: 7)
        var seeds: [JSONValue] = []
        for _ in 0..<20 {
            seeds += KitchenSinkSamples.all(&g).map { JSONValue(payloadValue: $0.encodedPayload()) }
        }
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes/routes.yaml", seeds: seeds,
            generator: &g
        ) { data in
            (try? PushRoutesKitchenSinkFixture.PushRoute.decode(json: data)) != nil
        }
    }

    /// Reading values (docs/language.md §13.5): seeds with their JSON strings as strings and
    /// as objects, so that mutations reach the values inside them too.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func readingRoutes() throws {
        var g = SeededGenerator(seed: 13)
        let jsonStrings = JSONStrings([PayloadPath(keys: ["data"]), PayloadPath(keys: ["data", "meta"])])
        var seeds: [JSONValue] = []
        for _ in 0..<20 {
            for route in ReadingSamples.all(&g) {
                seeds.append(JSONValue(payloadValue: route.encodedPayload()))
                seeds.append(JSONValue(payloadValue: jsonStrings.expanded(route.encodedPayload())))
            }
        }
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/ReadingRoutes/routes.yaml", seeds: seeds, generator: &g
        ) { data in
            (try? PushRoutesReadingFixture.PushRoute.decode(json: data)) != nil
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func tortureRoutes() throws {
        var g = SeededGenerator(seed: 99)
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/TortureRoutes/routes.yaml", seeds: [], generator: &g
        ) { data in
            tortureAccepts(data)
        }
    }

    /// Every other valid fixture table, judged by the interpreter (which the tests above and
    /// the decoding tests hold equal to the generated decoder) and by the schema.
    @Test(
        .enabled(if: Python.hasJSONSchema, Python.missingMessage), arguments: SchemaDifferentialTests.validFixtureTables
    )
    func fixtureTable(_ path: String) throws {
        var g = SeededGenerator(seed: UInt64(path.utf8.count))
        let (interpreter, _, _) = Agreement.table(path)
        try compare(table: path, seeds: [], generator: &g, payloads: 300) { data in
            (try? interpreter.decode(json: data).get()) != nil
        }
    }

    static let validFixtureTables: [String] = {
        let folder = "Tests/RouteCompilerTests/Fixtures/Diagnostics"
        let url = Agreement.repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.sorted().compactMap { name in
            let expected = (try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)) ?? ""
            // Tables with errors have no schema; a table without routes accepts nothing.
            guard !expected.contains(": error:"), !expected.contains("[no-routes]") else { return nil }
            let base = String(name.dropLast(".expected".count))
            let file =
                FileManager.default.fileExists(atPath: url.appendingPathComponent(base + ".yaml").path)
                ? "\(folder)/\(base).yaml" : "\(folder)/\(base)/routes.yaml"
            return file
        }
    }()

    /// Mutates `seeds`, then compares the three verdicts on every payload.
    private func compare(
        table: String, seeds: [JSONValue], generator g: inout SeededGenerator, payloads count: Int = payloadsPerTable,
        decoder: (Data) -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let (interpreter, _, validated) = Agreement.table(table)
        let schema = Pipeline.payloadSchema(validated)
        var payloads = seeds
        // The examples of the schema itself must be valid payloads.
        if case .object(let members) = schema, case .array(let branches)? = members.first(where: { $0.0 == "anyOf" })?.1
        {
            for case .object(let branch) in branches {
                if case .array(let examples)? = branch.first(where: { $0.0 == "examples" })?.1 { payloads += examples }
            }
        }
        let bases = seeds + payloads
        try #require(!bases.isEmpty, "no valid payload to start from", sourceLocation: sourceLocation)
        var mutator = PayloadMutator(generator: g)
        while payloads.count < count {
            var payload = bases.randomElement(using: &mutator.generator)!
            for _ in 0..<Int.random(in: 1...2, using: &mutator.generator) { payload = mutator.mutate(payload) }
            payloads.append(payload)
        }
        g = mutator.generator
        let texts = payloads.map { $0.rendered(indent: 0) }
        let verdicts = try Python.judge(schema: schema.rendered(indent: 2), payloads: texts)
        try #require(verdicts.count == texts.count, "the validator judged \(verdicts.count) of \(texts.count) payloads")
        var accepted = 0
        var disagreements: [String] = []
        for (text, schemaAccepts) in zip(texts, verdicts) {
            let data = Data(text.utf8)
            let decoderAccepts = decoder(data)
            let interpreterAccepts = (try? interpreter.decode(json: data).get()) != nil
            if decoderAccepts { accepted += 1 }
            if decoderAccepts != schemaAccepts || decoderAccepts != interpreterAccepts {
                let reason: String
                switch interpreter.decode(json: data) {
                case .success: reason = "accepted"
                case .failure(let error): reason = "\(error)"
                }
                disagreements.append(
                    "decoder \(decoderAccepts), interpreter \(interpreterAccepts), schema \(schemaAccepts) (\(reason)): \(text)"
                )
            }
        }
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) disagreements:\n\(disagreements.prefix(10).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        // Both verdicts must be well represented, or the comparison says little.
        #expect(accepted > texts.count / 20, sourceLocation: sourceLocation)
        #expect(accepted < texts.count * 19 / 20, sourceLocation: sourceLocation)
        print(
            "schema differential \(table): \(texts.count) payloads compared, \(accepted) accepted, \(disagreements.count) disagreements"
        )
    }
}

/// Changes one thing in a payload: removes or nulls a value, swaps its type, writes a number
/// as text, pushes a number to its edges, changes the discriminator, adds unknown keys.
struct PayloadMutator {
    var generator: SeededGenerator

    private static let edgeNumbers = [
        "0", "-0", "1", "-1", "1.0", "1.5", "0.25", "1e3", "1E-2", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "1e400", "-1e400", "1e-400", "12345678901234567890123",
        "0.1", "19.99", "19.995", "100", "99", "5", "6", "-10", "-11", "10", "11", "1e19", "3.0e2",
    ]
    private static let edgeStrings = [
        "", "a", "abc", "ABC", "abcdef", "true", "false", "12", "-12", "1e3", "1.5", " 12", "+1", "012", "0x1F",
        "https://example.com", "http://example.com", "not a url", "https://a b", "2024-05-01T12:00:00Z",
        "2024-02-30T00:00:00Z", "2024-05-01 12:00:00Z", "2024-02-29T00:00:00Z", "2023-02-29T00:00:00Z",
        "1714564800", "naïve", "nai\u{308}ve", "😀", "EUR", "USD", "low", "high", "up", "shipped", "u12", "u",
        "BOOK-1", "bad sku", "WINTER24", "\n", "abc\n", "thread-4711", "x.y", "second", "third",
    ]

    mutating func mutate(_ payload: JSONValue) -> JSONValue {
        var paths = PayloadMutator.paths(payload, prefix: [])
        paths.append([])
        let path = paths.randomElement(using: &generator)!
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return PayloadMutator.removing(payload, at: path)
        case 1: return PayloadMutator.replacing(payload, at: path, with: .null)
        case 2:
            return PayloadMutator.replacing(
                payload, at: path, with: .number(PayloadMutator.edgeNumbers.randomElement(using: &generator)!))
        case 3:
            return PayloadMutator.replacing(
                payload, at: path, with: .string(PayloadMutator.edgeStrings.randomElement(using: &generator)!))
        case 4:
            let choices: [JSONValue] = [
                .bool(true), .bool(false), .array([]), .object([]), .array([.null]), .array([.int(1), .int(1)]),
            ]
            return PayloadMutator.replacing(payload, at: path, with: choices.randomElement(using: &generator)!)
        case 5:
            // A number written as text (coercion) or text as a number.
            guard let value = PayloadMutator.value(payload, at: path) else { return payload }
            switch value {
            case .int(let i): return PayloadMutator.replacing(payload, at: path, with: .string(String(i)))
            case .number(let n): return PayloadMutator.replacing(payload, at: path, with: .string(n))
            case .bool(let b): return PayloadMutator.replacing(payload, at: path, with: .string(b ? "true" : "false"))
            case .string(let s) where NumberText.parse(s) != nil:
                return PayloadMutator.replacing(payload, at: path, with: .number(s))
            case .array(let items) where !items.isEmpty:
                return PayloadMutator.replacing(payload, at: path, with: .array(items + [items[0]]))
            // An object written as JSON text (`jsonStrings`), or JSON text as what it holds.
            case .object:
                return PayloadMutator.replacing(payload, at: path, with: .string(value.rendered(indent: 0)))
            case .string(let s):
                guard let inner = try? JSONReader().value(from: Data(s.utf8)) else { return payload }
                return PayloadMutator.replacing(payload, at: path, with: JSONValue(payloadValue: inner))
            default: return payload
            }
        case 6:
            return PayloadMutator.replacing(payload, at: ["unknownKey"], with: .object([("nested", .int(1))]))
        case 7:
            let values = ["second", "ThirdViewController", "news_v1", "nothing", "", "Second", "party"]
            return PayloadMutator.replacingDiscriminator(
                payload, with: .string(values.randomElement(using: &generator)!))
        default:
            return PayloadMutator.replacingDiscriminator(
                payload, with: [.int(1), .null, .bool(true)].randomElement(using: &generator)!)
        }
    }

    private static func paths(_ value: JSONValue, prefix: [String]) -> [[String]] {
        switch value {
        case .object(let members):
            return members.flatMap { [prefix + [$0.0]] + paths($0.1, prefix: prefix + [$0.0]) }
        case .array(let items):
            return items.indices.flatMap { [prefix + ["#\($0)"]] + paths(items[$0], prefix: prefix + ["#\($0)"]) }
        default:
            return []
        }
    }

    static func value(_ root: JSONValue, at path: [String]) -> JSONValue? {
        guard let first = path.first else { return root }
        switch root {
        case .object(let members):
            return members.first { $0.0 == first }.flatMap { value($0.1, at: Array(path.dropFirst())) }
        case .array(let items):
            guard first.hasPrefix("#"), let i = Int(first.dropFirst()), items.indices.contains(i) else { return nil }
            return value(items[i], at: Array(path.dropFirst()))
        default:
            return nil
        }
    }

    static func replacing(_ root: JSONValue, at path: [String], with new: JSONValue?) -> JSONValue {
        guard let first = path.first else { return new ?? .null }
        switch root {
        case .object(var members):
            if let i = members.firstIndex(where: { $0.0 == first }) {
                if path.count == 1, new == nil {
                    members.remove(at: i)
                } else {
                    members[i].1 = replacing(members[i].1, at: Array(path.dropFirst()), with: new)
                }
            } else if path.count == 1, let new {
                members.append((first, new))
            }
            return .object(members)
        case .array(var items):
            guard first.hasPrefix("#"), let i = Int(first.dropFirst()), items.indices.contains(i) else { return root }
            if path.count == 1, new == nil {
                items.remove(at: i)
            } else {
                items[i] = replacing(items[i], at: Array(path.dropFirst()), with: new)
            }
            return .array(items)
        default:
            return root
        }
    }

    static func removing(_ root: JSONValue, at path: [String]) -> JSONValue {
        path.isEmpty ? .object([]) : replacing(root, at: path, with: nil)
    }

    static func replacingDiscriminator(_ root: JSONValue, with value: JSONValue) -> JSONValue {
        for path in [["type"], ["meta", "kind"], ["kind"], ["data", "type"]]
        where PayloadMutator.value(root, at: path) != nil {
            return replacing(root, at: path, with: value)
        }
        return root
    }
}

/// Python 3 with the jsonschema package, run through scripts/jsonschema-check.py.
enum Python {
    static let missingMessage: Comment =
        "skipped: needs python3 with the jsonschema package (pip install jsonschema; .ci/run installs it)"

    static let hasJSONSchema: Bool = {
        (try? run(["python3", "-c", "import jsonschema"]))?.status == 0
    }()

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The validator's verdict on each payload (JSON texts).
    static func judge(schema: String, payloads: [String]) throws -> [Bool] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaFile = folder.appendingPathComponent("schema.json")
        let payloadFile = folder.appendingPathComponent("payloads.jsonl")
        try Data(schema.utf8).write(to: schemaFile)
        try Data((payloads.joined(separator: "\n") + "\n").utf8).write(to: payloadFile)
        let script = Agreement.repository.appendingPathComponent("scripts/jsonschema-check.py").path
        let result = try run(["python3", script, schemaFile.path, payloadFile.path])
        return result.output.split(separator: "\n").map { $0 == "1" }
    }
}
