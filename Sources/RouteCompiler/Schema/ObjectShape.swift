extension JSONDocument {
    /// This object with `key` set (added at the end).
    func adding(_ key: String, _ value: JSONDocument) -> JSONDocument {
        guard case .object(var members) = self else { return self }
        members.removeAll { $0.0 == key }
        members.append((key, value))
        return .object(members)
    }
}

/// The properties of one object level: values at keys, and nested levels for key paths.
struct ObjectShape {
    private var order: [String] = []
    private var leaves: [String: (schema: JSONDocument, required: Bool)] = [:]
    private var children: [String: ObjectShape] = [:]
    /// Whether some required value lies below this level (then it must be present).
    private(set) var hasRequired = false
    /// Whether some value that is not lenient is read below this level (then a step that
    /// is no dictionary fails; docs/language.md §5.4).
    private(set) var isStrict = false
    /// Conditions of the level (the values of `paths:`), under `allOf`.
    var conditions: [JSONDocument] = []
    /// The schema of every key the level does not list (`additionalProperties`): the values
    /// of the rest (`rest: true`, docs/language.md §5.5); nil: any key is allowed.
    var additional: JSONDocument?

    /// Lists `key` with any value (unless it is listed already): a key the rest never takes.
    mutating func allow(_ key: String) {
        guard !order.contains(key) else { return }
        order.append(key)
        leaves[key] = (.bool(true), false)
    }

    /// Adds the value at `keys`; `strict`: a step to it that is no dictionary fails.
    mutating func add(keys: [String], required: Bool, strict: Bool = true, schema: JSONDocument) {
        guard let first = keys.first else { return }
        if required { hasRequired = true }
        if strict { isStrict = true }
        if !order.contains(first) { order.append(first) }
        if keys.count == 1 {
            leaves[first] = (schema, required)
        } else {
            children[first, default: ObjectShape()].add(
                keys: Array(keys.dropFirst()), required: required, strict: strict, schema: schema)
        }
    }

    /// `type`, `properties` and `required` of this level (an object, or `null` too when
    /// nothing below it is required: a missing step makes its values missing), and `allOf`
    /// with its conditions. A nested level that `jsonStrings` (relative to this level) lists
    /// may also be a string holding it as JSON; one that only lenient values read takes
    /// anything.
    func schemaMembers(nullable: Bool, jsonStrings: [[String]] = []) -> [(String, JSONDocument)] {
        var properties: [(String, JSONDocument)] = []
        var required: [JSONDocument] = []
        for key in order {
            let below = jsonStrings.compactMap { $0.first == key ? Array($0.dropFirst()) : nil }
            /// The schema of the level below `key`.
            func nested(_ child: ObjectShape) -> JSONDocument {
                guard child.isStrict else { return .bool(true) }
                let schema = JSONDocument.object(child.schemaMembers(nullable: !child.hasRequired, jsonStrings: below))
                return below.contains([]) ? SchemaBuilder.jsonStringAlternative(schema) : schema
            }
            if let leaf = leaves[key], let child = children[key] {
                // A value with values under it too (`aps: APS` beside `aps.content-state`,
                // docs/language.md §3.10): both hold.
                properties.append((key, .object([("allOf", .array([leaf.schema, nested(child)]))])))
                if leaf.required || child.hasRequired { required.append(.string(key)) }
            } else if let leaf = leaves[key] {
                properties.append((key, leaf.schema))
                if leaf.required { required.append(.string(key)) }
            } else if let child = children[key] {
                properties.append((key, nested(child)))
                if child.hasRequired { required.append(.string(key)) }
            }
        }
        var members: [(String, JSONDocument)] = [
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object"))
        ]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        if let additional { members.append(("additionalProperties", additional)) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        if !conditions.isEmpty { members.append(("allOf", .array(conditions))) }
        return members
    }

    /// `schema` that also accepts `null` (a missing optional value).
    static func nullable(_ schema: JSONDocument) -> JSONDocument {
        if case .object(let members) = schema, let type = members.first(where: { $0.0 == "type" })?.1,
            case .string(let name) = type
        {
            return schema.adding("type", .array([.string(name), .string("null")])).reordered(first: "type")
        }
        return .object([("anyOf", .array([.object([("type", .string("null"))]), schema]))])
    }
}

extension JSONDocument {
    /// This schema without `null` among its types (the content of a JSON string is never
    /// `null` where an object is read).
    var nonNull: JSONDocument {
        guard case .object(let members) = self, case .array(let types)? = members.first(where: { $0.0 == "type" })?.1
        else { return self }
        let remaining = types.filter { $0 != .string("null") }
        return adding("type", remaining.count == 1 ? remaining[0] : .array(remaining)).reordered(first: "type")
    }

    /// This object with `key` moved to the front.
    func reordered(first key: String) -> JSONDocument {
        guard case .object(let members) = self, let member = members.first(where: { $0.0 == key }) else { return self }
        return .object([member] + members.filter { $0.0 != key })
    }
}
