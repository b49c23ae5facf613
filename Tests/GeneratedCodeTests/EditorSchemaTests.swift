import Foundation
import RouteCompiler
import Testing

/// docs/routes.schema.json (the schema editors use for routes.yaml) accepts every valid
/// table of the repository and rejects unknown keys.
@Suite struct EditorSchemaTests {
    /// Every valid table: fixtures without errors, the fixture tables of generated code
    /// (with their included files) and of breaking changes, the root routes.yaml and the
    /// plugin example's.
    static let validTables: [String] = {
        var tables = ["routes.yaml", "Examples/PluginExample/Sources/ShopRoutes/routes.yaml"]
        tables += SchemaDifferentialTests.validFixtureTables
        let generation = Agreement.repository.appendingPathComponent("Tests/RouteCompilerTests/Fixtures/Generation")
        for case let file as String in FileManager.default.enumerator(atPath: generation.path)!
        where file.hasSuffix(".yaml") {
            tables.append("Tests/RouteCompilerTests/Fixtures/Generation/\(file)")
        }
        let breaking = Agreement.repository.appendingPathComponent("Tests/RouteCompilerTests/Fixtures/Breaking")
        // Acknowledgements files (`new.breaking.yaml`) are not tables.
        for case let file as String in FileManager.default.enumerator(atPath: breaking.path)!
        where file.hasSuffix(".yaml") && !file.hasSuffix(".breaking.yaml") {
            tables.append("Tests/RouteCompilerTests/Fixtures/Breaking/\(file)")
        }
        return tables.sorted()
    }()

    /// A YAML file as JSON, read by routegen's own loader (YAML 1.2 core schema).
    static func json(_ path: String) throws -> String {
        let bytes = Array(try Data(contentsOf: Agreement.repository.appendingPathComponent(path)))
        let diagnostics = DiagnosticCollector()
        let root = try #require(YAMLLoader.load(bytes, file: path, diagnostics: diagnostics).root)
        return convert(root).rendered(indent: 0)
    }

    static func convert(_ node: YAMLNode) -> JSONDocument {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .number(let n):
                return n.int64.map { JSONDocument.int($0) } ?? .number(n.double.isFinite ? n.double.description : "0")
            case .string(let s): return .string(s)
            }
        case .sequence(let items): return .array(items.map(convert))
        case .mapping(let pairs): return .object(pairs.map { ($0.key.scalar?.text ?? "", convert($0.value)) })
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func acceptsEveryValidTable() throws {
        let schema = try String(
            contentsOf: Agreement.repository.appendingPathComponent("docs/routes.schema.json"), encoding: .utf8)
        let documents = try Self.validTables.map(Self.json)
        #expect(documents.count >= 60)
        let verdicts = try Python.judge(schema: schema, payloads: documents)
        for (table, accepted) in zip(Self.validTables, verdicts) {
            #expect(accepted, "docs/routes.schema.json rejects \(table)")
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.missingMessage))
    func rejectsUnknownKeysAndMissingVersion() throws {
        let schema = try String(
            contentsOf: Agreement.repository.appendingPathComponent("docs/routes.schema.json"), encoding: .utf8)
        let bad = [
            #"{"version": 1, "routez": {}}"#,
            #"{"routes": {}}"#,
            #"{"version": 1, "routes": {"a": {"destinaton": "A"}}}"#,
            #"{"version": 1, "routes": {"a": {"destination": "A", "params": {"x": {"type": "int", "minimun": 1}}}}}"#,
            #"{"version": 1, "routes": {"a": {"destination": "A", "params": {"x": {"optional": true}}}}}"#,
            #"{"version": 2}"#,
            #"{"version": 1, "invalid": "skip"}"#,
            #"{"version": 1, "routes": {"a": {"destination": "A", "invalid": true}}}"#,
        ]
        let verdicts = try Python.judge(schema: schema, payloads: bad)
        #expect(verdicts == Array(repeating: false, count: bad.count))
    }
}
