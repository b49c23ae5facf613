import Foundation
import PushRoutesExample
import PushRoutesFallbackFixture
import PushRoutesKitchenSinkFixture
import PushRoutesReadingFixture
import PushRoutesSelectionFixture
@_spi(Generated) import PushRouting
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
        var seeds: [JSONDocument] = []
        for _ in 0..<20 {
            seeds += AppRouteSamples.all(&g).map { JSONDocument(payloadValue: $0.encodedPayload()) }
        }
        try compare(table: "routes.yaml", seeds: seeds, generator: &g) { data in
            (try? PushRoutesExample.PushRoute.decode(json: data)) != nil
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func kitchenSinkRoutes() throws {
        var g = SeededGenerator(seed: 7)
        var seeds: [JSONDocument] = []
        for _ in 0..<20 {
            seeds += KitchenSinkSamples.all(&g).map { JSONDocument(payloadValue: $0.encodedPayload()) }
        }
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes/routes.yaml", seeds: seeds,
            generator: &g
        ) { data in
            (try? PushRoutesKitchenSinkFixture.PushRoute.decode(json: data)) != nil
        }
    }

    /// Reading values (docs/language.md §5.3): seeds with their JSON strings as strings and
    /// as objects, so that mutations reach the values inside them too.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func readingRoutes() throws {
        var g = SeededGenerator(seed: 13)
        let jsonStrings = JSONStrings(
            [["data"], ["data", "meta"], ["data", "extra"], ["data", "receipt"], ["actions"]].map {
                PayloadPath(keys: $0)
            })
        var seeds: [JSONDocument] = []
        for _ in 0..<20 {
            for route in ReadingSamples.all(&g) {
                seeds.append(JSONDocument(payloadValue: route.encodedPayload()))
                seeds.append(JSONDocument(payloadValue: jsonStrings.expanded(route.encodedPayload())))
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
            interpreter.interpret(json: data).isSuccess
        }
    }

    /// The route selection tables (docs/language.md §13.1) of the fixtures, seeded with the
    /// payloads their `routegen explain` goldens explain: the edges of selection (null and
    /// absent, integers and their text, values of another JSON type), every outcome. A
    /// payload is accepted when it is routed, ignored or unrouted: generated code throws
    /// for the last two, errors that are no failures.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func selectionRoutes() throws {
        var g = SeededGenerator(seed: 31)
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/SelectionRoutes/routes.yaml",
            seeds: Self.explainPayloads("SelectionRoutes"), generator: &g
        ) { data in
            Self.accepts { () throws(PushDecodingError) in try PushRoutesSelectionFixture.PushRoute.decode(json: data) }
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func fallbackRoutes() throws {
        var g = SeededGenerator(seed: 37)
        try compare(
            table: "Tests/RouteCompilerTests/Fixtures/Generation/FallbackRoutes/routes.yaml",
            seeds: Self.explainPayloads("FallbackRoutes"), generator: &g
        ) { data in
            Self.accepts { () throws(PushDecodingError) in try PushRoutesFallbackFixture.PushRoute.decode(json: data) }
        }
    }

    /// A table without discriminators, judged by the interpreter.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func shapeOnlyRoutes() throws {
        var g = SeededGenerator(seed: 41)
        let path = "Tests/RouteCompilerTests/Fixtures/Explain/SelectionShapeOnly/routes.yaml"
        let (interpreter, _, _) = Agreement.table(path)
        try compare(table: path, seeds: Self.explainPayloads("SelectionShapeOnly"), generator: &g, payloads: 500) {
            data in
            interpreter.interpret(json: data).isSuccess
        }
    }

    /// The cookbook's tables of values that do not read (`invalid:`, docs/language.md §13.1),
    /// seeded with the real payloads their explain goldens explain, judged by the
    /// interpreter: an invalid payload is not accepted.
    @Test(
        .enabled(if: Python.hasJSONSchema, Python.missingMessage), arguments: ["Bitwarden", "FirefoxAccounts"])
    func invalidRecipeTables(_ name: String) throws {
        var g = SeededGenerator(seed: UInt64(name.utf8.count))
        let path = "Tests/RouteCompilerTests/Fixtures/Explain/\(name)/routes.yaml"
        let (interpreter, _, _) = Agreement.table(path)
        try compare(table: path, seeds: Self.explainPayloads(name), generator: &g, payloads: 500) { data in
            interpreter.interpret(json: data).isSuccess
        }
    }

    /// A `jsonStrings` place whose empty string is nothing (`empty: missing`, docs/language.md
    /// §5.3) makes an empty string there missing for `present` and `absent` too: the schema
    /// accepts `{"p": ""}`, which the decoder ignores (route `r`), as it accepts the rest.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func anEmptyJSONStringIsMissingForConditions() throws {
        let yaml = """
            version: 1
            discriminators: []
            jsonStrings: [{ path: p, empty: missing }]
            routes:
              r:
                ignore: true
                when: { absent: p }
              s:
                destination: S
                when: { present: p }
                params:
                  n: { type: int, path: p.n }

            """
        let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
        let interpreter = PayloadInterpreter(validated)
        let seeds = try [#"{"p": ""}"#, #"{"p": "{\"n\": 1}"}"#, #"{"p": {"n": 2}}"#, "{}", #"{"p": null}"#].map {
            JSONDocument(payloadValue: try JSONReader().object(from: Data($0.utf8)))
        }
        #expect(interpreter.interpret(json: Data(#"{"p": ""}"#.utf8)).isSuccess, "ignored, not an error")
        var g = SeededGenerator(seed: 53)
        try compare(name: "empty-json-string", validated: validated, seeds: seeds, generator: &g, payloads: 200) {
            data in interpreter.interpret(json: data).isSuccess
        }
    }

    /// Whether generated code accepts a payload: decodes it, or throws an error that is no
    /// failure (an ignored or unrouted push), except a push ignored because its values do not
    /// read (`invalid: ignore`): the app drops it quietly, but the schema does not accept it
    /// (docs/language.md §10.2).
    static func accepts<Route>(_ decode: () throws(PushDecodingError) -> Route) -> Bool {
        do {
            _ = try decode()
            return true
        } catch {
            return !error.isFailure && !error.invalidIsIgnored
        }
    }

    /// Seeded random tables of route selection (`SelectionTableGenerator`), judged by the
    /// interpreter, which chooses routes with the runtime's `RouteSelector` as generated
    /// code does.
    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func randomSelectionTables() throws {
        var tables = SelectionTableGenerator(seed: 2026)
        for n in 0..<24 {
            let text = tables.next()
            let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": text])
            let validated = try #require(result.table)
            let interpreter = PayloadInterpreter(validated)
            var g = SeededGenerator(seed: UInt64(n))
            try compare(
                name: "random selection table \(n)", validated: validated, seeds: [], generator: &g, payloads: 250,
                requireBothVerdicts: false, context: text
            ) { data in
                interpreter.interpret(json: data).isSuccess
            }
        }
    }

    /// The payload files of `Fixtures/Explain/TABLE`, as bytes.
    static func explainPayloadFiles(_ table: String) -> [Data] {
        let folder = Agreement.repository.appendingPathComponent("Tests/RouteCompilerTests/Fixtures/Explain/\(table)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.filter { $0.hasSuffix(".json") }.compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
    }

    /// The payloads of `Fixtures/Explain/TABLE` that are JSON objects.
    static func explainPayloads(_ table: String) -> [JSONDocument] {
        explainPayloadFiles(table).compactMap { data in
            (try? JSONReader().object(from: data)).map(JSONDocument.init(payloadValue:))
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
        table: String, seeds: [JSONDocument], generator g: inout SeededGenerator,
        payloads count: Int = payloadsPerTable,
        decoder: (Data) -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let (_, _, validated) = Agreement.table(table)
        try compare(
            name: table, validated: validated, seeds: seeds, generator: &g, payloads: count, decoder: decoder,
            sourceLocation: sourceLocation)
    }

    /// Mutates `seeds` and the schema's examples, then compares the verdicts of the decoder,
    /// the interpreter and the schema on every payload. `requireBothVerdicts`: whether each
    /// verdict must be well represented (a random table may accept almost everything);
    /// `context` is printed with disagreements (a random table's text).
    private func compare(
        name: String, validated: ValidatedTable, seeds: [JSONDocument], generator g: inout SeededGenerator,
        payloads count: Int, requireBothVerdicts: Bool = true, context: String = "", decoder: (Data) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let interpreter = PayloadInterpreter(validated)
        let schema = Pipeline.payloadSchema(validated)
        // The examples of the schema itself must be valid payloads.
        var payloads = seeds + Self.examples(in: schema)
        let bases = seeds + payloads
        try #require(!bases.isEmpty, "no valid payload to start from", sourceLocation: sourceLocation)
        var mutator = PayloadMutator(generator: g, selection: SelectionVocabulary(validated))
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
            let interpretation = interpreter.interpret(json: data)
            let interpreterAccepts = interpretation.isSuccess
            if decoderAccepts { accepted += 1 }
            if decoderAccepts != schemaAccepts || decoderAccepts != interpreterAccepts {
                let reason = interpretation.error.map { "\($0)" } ?? interpretation.outcome
                disagreements.append(
                    "decoder \(decoderAccepts), interpreter \(interpreterAccepts), schema \(schemaAccepts) (\(reason)): \(text)"
                )
            }
        }
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) disagreements:\n\(disagreements.prefix(10).joined(separator: "\n"))\n\(context)",
            sourceLocation: sourceLocation)
        if requireBothVerdicts {
            // Both verdicts must be well represented, or the comparison says little.
            #expect(accepted > texts.count / 20, sourceLocation: sourceLocation)
            #expect(accepted < texts.count * 19 / 20, sourceLocation: sourceLocation)
        }
        print(
            "schema differential \(name): \(texts.count) payloads compared, \(accepted) accepted, \(disagreements.count) disagreements"
        )
    }

    /// Every example payload in `schema`: of the branches of a table with one discriminator,
    /// and of those nested in the `if`/`then`/`else` of route selection.
    static func examples(in schema: JSONDocument) -> [JSONDocument] {
        switch schema {
        case .object(let members):
            return members.flatMap { key, value -> [JSONDocument] in
                if key == "examples", case .array(let items) = value { return items }
                return ["anyOf", "then", "else"].contains(key) ? examples(in: value) : []
            }
        case .array(let items):
            return items.flatMap(examples(in:))
        default:
            return []
        }
    }
}

/// The key paths and values a table selects routes by (docs/language.md §13.1), for
/// mutations that move a payload across the edges of selection: route keys and aliases (as
/// strings, integers and whole floats), `equals` values and their twins of another JSON
/// type, null, absent. Empty for a table that selects by one discriminator's value, whose
/// payloads the mutations reach as they did before.
struct SelectionVocabulary {
    var paths: [[String]] = []
    var values: [JSONDocument] = []

    /// Nothing: the mutations of a table that selects by one discriminator's value.
    static let none = SelectionVocabulary()

    private init() {}

    init(_ table: ValidatedTable) {
        guard table.simpleDiscriminator == nil else { return }
        paths = table.discriminators.map(\.keys)
        for route in table.routes {
            for value in route.selectingValues {
                values.append(.string(value.value))
                if let integer = Int64(value.value), String(integer) == value.value {
                    values += [.int(integer), .number("\(integer).0"), .number("\(integer).5")]
                }
            }
            // The keys up to an element step (docs/language.md §5.1): the array's place.
            for place in route.selection.conditions?.places ?? [] where !paths.contains(place.path.leadingKeys) {
                paths.append(place.path.leadingKeys)
            }
            for condition in route.selection.conditions?.equals ?? [] {
                switch condition.value {
                case .string(let s): values += [.string(s), .string(s + " ")]
                case .number(let n):
                    values += [.number(n.text), .string(n.text)]
                    if let integer = n.int64 { values += [.number("\(integer).0"), .int(integer &+ 1)] }
                case .bool(let b): values += [.bool(b), .bool(!b), .string(b ? "true" : "false"), .int(b ? 1 : 0)]
                }
            }
        }
        values += [.null, .bool(true), .object([]), .array([]), .number("3.5"), .int(-1), .string("")]
    }

    var isEmpty: Bool { paths.isEmpty }
}

/// Changes one thing in a payload: removes or nulls a value, swaps its type, writes a number
/// as text, pushes a number to its edges, changes the discriminator, adds unknown keys.
struct PayloadMutator {
    var generator: SeededGenerator
    /// What the table selects routes by; mutations set those paths to those values too.
    var selection = SelectionVocabulary.none

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

    mutating func mutate(_ payload: JSONDocument) -> JSONDocument {
        var paths = PayloadMutator.paths(payload, prefix: [])
        paths.append([])
        let path = paths.randomElement(using: &generator)!
        // Tables of route selection get two more kinds of change; the others draw as before.
        switch Int.random(in: 0..<(selection.isEmpty ? 9 : 12), using: &generator) {
        case 0: return PayloadMutator.removing(payload, at: path)
        case 1: return PayloadMutator.replacing(payload, at: path, with: .null)
        case 2:
            return PayloadMutator.replacing(
                payload, at: path, with: .number(PayloadMutator.edgeNumbers.randomElement(using: &generator)!))
        case 3:
            return PayloadMutator.replacing(
                payload, at: path, with: .string(PayloadMutator.edgeStrings.randomElement(using: &generator)!))
        case 4:
            let choices: [JSONDocument] = [
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
                return PayloadMutator.replacing(payload, at: path, with: JSONDocument(payloadValue: inner))
            default: return payload
            }
        case 6:
            return PayloadMutator.replacing(payload, at: ["unknownKey"], with: .object([("nested", .int(1))]))
        case 7:
            let values = ["second", "ThirdViewController", "news_v1", "nothing", "", "Second", "party"]
            return PayloadMutator.replacingDiscriminator(
                payload, with: .string(values.randomElement(using: &generator)!))
        case 8:
            return PayloadMutator.replacingDiscriminator(
                payload, with: [.int(1), .null, .bool(true)].randomElement(using: &generator)!)
        case 9:
            // A path selection reads, removed.
            return PayloadMutator.removing(payload, at: selection.paths.randomElement(using: &generator)!)
        default:
            // A path selection reads, set to a value selection compares.
            return PayloadMutator.replacing(
                payload, at: selection.paths.randomElement(using: &generator)!,
                with: selection.values.randomElement(using: &generator)!)
        }
    }

    private static func paths(_ value: JSONDocument, prefix: [String]) -> [[String]] {
        switch value {
        case .object(let members):
            return members.flatMap { [prefix + [$0.0]] + paths($0.1, prefix: prefix + [$0.0]) }
        case .array(let items):
            return items.indices.flatMap { [prefix + ["#\($0)"]] + paths(items[$0], prefix: prefix + ["#\($0)"]) }
        default:
            return []
        }
    }

    static func value(_ root: JSONDocument, at path: [String]) -> JSONDocument? {
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

    static func replacing(_ root: JSONDocument, at path: [String], with new: JSONDocument?) -> JSONDocument {
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

    static func removing(_ root: JSONDocument, at path: [String]) -> JSONDocument {
        path.isEmpty ? .object([]) : replacing(root, at: path, with: nil)
    }

    static func replacingDiscriminator(_ root: JSONDocument, with value: JSONDocument) -> JSONDocument {
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
