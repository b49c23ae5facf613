import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// The official JSON Schema test suite (draft 2020-12) files in `../shared/conformance`,
/// mapped to routes.yaml as their README says: which test cases a routes.yaml param can
/// express, with what type and constraints, and why the others cannot be.
struct ConformanceSuite {
    static let files = [
        "type.json", "minimum.json", "maximum.json", "exclusiveMinimum.json", "exclusiveMaximum.json",
        "multipleOf.json", "minLength.json", "maxLength.json", "pattern.json", "enum.json", "minItems.json",
        "maxItems.json", "uniqueItems.json",
    ]

    /// One test case of the suite.
    struct Case {
        var file: String
        var group: Int
        var groupDescription: String
        var test: Int
        var description: String
        /// The instance as JSON text.
        var data: String
        var valid: Bool
        /// The route that expresses it, or the reason it cannot be expressed.
        var route: String?
        var skipReason: String?

        /// `file:group:test`.
        var key: String { "\(file):\(group):\(test)" }
    }

    /// A route of the generated table: a param `v` of a type with constraints.
    struct Route {
        var name: String
        /// The param's long form, as YAML flow mapping text (`{ type: int, minimum: 1 }`).
        var param: String
    }

    var cases: [Case] = []
    var routes: [Route] = []

    /// Reads the suite from `folder`; nil with a message when it is not there.
    static func load(from folder: URL) throws -> ConformanceSuite {
        var suite = ConformanceSuite()
        for (fileIndex, file) in files.enumerated() {
            let url = folder.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SuiteMissing(path: url.path)
            }
            guard let groups = try JSONReader(maxDepth: 64).value(from: data) as? [Any] else {
                throw SuiteMissing(path: url.path + " (not a JSON array)")
            }
            for (groupIndex, groupValue) in groups.enumerated() {
                guard let group = groupValue as? PayloadObject, let schema = group["schema"] as? PayloadObject,
                    let tests = group["tests"] as? [Any]
                else { continue }
                let groupDescription = group["description"] as? String ?? ""
                suite.add(
                    file: file, fileIndex: fileIndex, group: groupIndex, description: groupDescription, schema: schema,
                    tests: tests.compactMap { $0 as? PayloadObject })
            }
        }
        return suite
    }

    struct SuiteMissing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "the JSON Schema test suite is missing: \(path) cannot be read. The conformance runner reads the suite from ../shared/conformance/json-schema next to the repository (see its README); it is not copied into the repository."
        }
    }

    static let numberKeywords = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]
    static let stringKeywords = ["minLength", "maxLength", "pattern"]
    static let arrayKeywords = ["minItems", "maxItems", "uniqueItems"]
    static let supported = Set(numberKeywords + stringKeywords + arrayKeywords + ["enum", "type", "$schema"])

    private mutating func add(
        file: String, fileIndex: Int, group: Int, description: String, schema: PayloadObject, tests: [PayloadObject]
    ) {
        func skipAll(_ reason: String) {
            for (i, test) in tests.enumerated() {
                cases.append(
                    Case(
                        file: file, group: group, groupDescription: description, test: i,
                        description: test["description"] as? String ?? "", data: ConformanceSuite.json(test["data"]),
                        valid: test["valid"] as? Bool ?? false, route: nil, skipReason: reason))
            }
        }
        let keys = schema.keys.compactMap { $0.base as? String }
        if let unsupported = keys.filter({ !ConformanceSuite.supported.contains($0) }).sorted().first {
            return skipAll("uses `\(unsupported)`, which routes.yaml does not have")
        }
        if let values = schema["enum"] {
            guard let list = values as? [Any], !list.isEmpty else {
                return skipAll("an empty `enum` is an error in routes.yaml")
            }
            guard list.allSatisfy({ RawValue.classifyIsString($0) }) else {
                return skipAll("`enum` with non-string values; routes.yaml enums hold strings")
            }
            let names = list.compactMap { $0 as? String }.map { SwiftNaming.memberName(from: $0) ?? $0 }
            if Set(names).count != names.count {
                return skipAll("the enum values derive the same Swift case name, which §6 makes a table error")
            }
        }
        // The type: written, or derived from the keywords.
        var declared: String?
        switch schema["type"] {
        case let single as String: declared = single
        case let list as [Any] where list.count == 1: declared = list[0] as? String
        case nil: declared = nil
        default: return skipAll("a list of several types cannot be expressed")
        }
        if let declared, !["integer", "number", "string", "boolean", "array"].contains(declared) {
            return skipAll("type `\(declared)` cannot be expressed")
        }
        let derived: String
        if let declared {
            derived = declared
        } else if keys.contains(where: ConformanceSuite.numberKeywords.contains) {
            derived = "number"
        } else if keys.contains(where: { ConformanceSuite.stringKeywords.contains($0) || $0 == "enum" }) {
            derived = "string"
        } else if keys.contains(where: ConformanceSuite.arrayKeywords.contains) {
            derived = "array"
        } else {
            return skipAll("no keyword gives the value a type")
        }
        let constraints = ConformanceSuite.constraints(schema)
        for (i, test) in tests.enumerated() {
            let data = test["data"]
            var item = Case(
                file: file, group: group, groupDescription: description, test: i,
                description: test["description"] as? String ?? "", data: ConformanceSuite.json(data),
                valid: test["valid"] as? Bool ?? false, route: nil, skipReason: nil)
            let kind = ConformanceSuite.jsonKind(data)
            if declared == nil, kind != derived, !(derived == "number" && kind == "integer") {
                item.skipReason = "JSON Schema ignores the keywords for a \(kind); a typed param rejects it"
                cases.append(item)
                continue
            }
            var type: String
            switch derived {
            case "integer": type = "int"
            case "number": type = "double"
            case "string": type = "string"
            case "boolean": type = "bool"
            default:
                guard let element = ConformanceSuite.arrayElementType(data, typed: declared != nil) else {
                    item.skipReason =
                        "an array that mixes element types or holds objects or null; a routes.yaml array has one element type"
                    cases.append(item)
                    continue
                }
                type = element
            }
            let name =
                "t\(fileIndex)_\(group)_"
                + type.filter { $0.isLetter || $0 == "[" }.replacingOccurrences(of: "[", with: "a")
            if !routes.contains(where: { $0.name == name }) {
                var parts = ["type: \"\(type)\""] + constraints
                if type.hasPrefix("[") {
                    parts =
                        ["type: \"\(type)\""]
                        + constraints.filter {
                            $0.hasPrefix("minItems") || $0.hasPrefix("maxItems") || $0.hasPrefix("uniqueItems")
                        }
                }
                routes.append(Route(name: name, param: "{ " + parts.joined(separator: ", ") + " }"))
            }
            item.route = name
            cases.append(item)
        }
    }

    /// The schema's constraints as YAML flow-mapping entries.
    static func constraints(_ schema: PayloadObject) -> [String] {
        var out: [String] = []
        for key in numberKeywords + stringKeywords + arrayKeywords {
            guard let value = schema[key] else { continue }
            if key == "pattern", let s = value as? String {
                out.append("pattern: \(yamlString(s))")
            } else if key == "uniqueItems", let b = value as? Bool {
                out.append("uniqueItems: \(b)")
            } else {
                out.append("\(key): \(json(value))")
            }
        }
        if let values = schema["enum"] as? [Any] {
            out.append("enum: [" + values.compactMap { $0 as? String }.map(yamlString).joined(separator: ", ") + "]")
        }
        return out
    }

    /// The JSON type of an instance, as JSON Schema names it.
    static func jsonKind(_ value: Any?) -> String {
        guard let value else { return "null" }
        switch RawValue.classify(value) {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        case .other: return "unknown"
        }
    }

    /// The routes.yaml array type an instance fits (`[int]`, `[[string]]`); a non-array
    /// instance of a typed group gets `[string]` (the decoder must reject it anyway).
    static func arrayElementType(_ value: Any?, typed: Bool) -> String? {
        guard case .array(let items)? = value.map(RawValue.classify) else { return typed ? "[string]" : nil }
        guard let first = items.first else { return "[string]" }
        let kinds = Set(items.map { jsonKind($0) })
        if kinds == ["array"] {
            let inner = items.map { arrayElementType($0, typed: false) }
            guard let type = inner.first ?? nil, inner.allSatisfy({ $0 == type }) else { return nil }
            return "[\(type)]"
        }
        switch kinds {
        case ["integer"]: return "[int]"
        case ["integer", "number"], ["number"]: return "[double]"
        case ["string"]: return "[string]"
        case ["boolean"]: return "[bool]"
        default:
            _ = first
            return nil
        }
    }

    static func json(_ value: Any?) -> String {
        guard let value else { return "null" }
        return JSONWriter.string(value) ?? "null"
    }

    /// A YAML double-quoted string.
    static func yamlString(_ s: String) -> String { YAMLText.doubleQuoted(s) }

    /// The routes.yaml table of every expressible case.
    var table: String {
        var lines = ["version: 1", "coerce: none", "routes:"]
        for route in routes {
            lines.append("  \(route.name):")
            lines.append("    destination: T")
            lines.append("    params:")
            lines.append("      v: \(route.param)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension RawValue {
    static func classifyIsString(_ value: Any) -> Bool {
        if case .string = classify(value) { return true }
        return false
    }
}
