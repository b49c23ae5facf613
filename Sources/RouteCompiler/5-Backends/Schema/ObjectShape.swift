extension JSONDocument {
    /// This object with `key` set (added at the end).
    func adding(_ key: String, _ value: JSONDocument) -> JSONDocument {
        guard case .object(var members) = self else { return self }
        members.removeAll { $0.0 == key }
        members.append((key, value))
        return .object(members)
    }
}

/// The properties of one object level: values at keys, and nested levels for key paths; or,
/// for a level whose elements element steps address (docs/language.md §5.1), the elements.
struct ObjectShape {
    private var order: [String] = []
    private var leaves: [String: (schema: JSONDocument, required: Bool)] = [:]
    private var children: [String: ObjectShape] = [:]
    /// The element steps into this level, an array, in the order first written.
    private var elementOrder: [PathStep] = []
    private var elementLeaves: [PathStep: (schema: JSONDocument, required: Bool)] = [:]
    private var elementChildren: [PathStep: ObjectShape] = [:]
    /// Whether some required value lies below this level (then it must be present).
    private(set) var hasRequired = false
    /// Whether some value that is not lenient is read below this level (then a step that
    /// is no dictionary fails; docs/language.md §5.4).
    private(set) var isStrict = false
    /// Conditions of the level (the values of `paths:`), under `allOf`.
    var conditions: [JSONDocument] = []
    /// The kind of a value's place at this level, when the place is `is:` a kind that is no
    /// object (docs/language.md §5.2): a value of that kind may stand here instead of the
    /// dictionary.
    private var unlessKind: PlaceKind?
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
        add(steps: keys.map(PathStep.key)[...], required: required, strict: strict, schema: schema)
    }

    /// Adds the value at `steps` (keys and element steps); `strict`: a step to it that is
    /// no dictionary (or no array) fails.
    mutating func add(steps: ArraySlice<PathStep>, required: Bool, strict: Bool = true, schema: JSONDocument) {
        guard let first = steps.first else { return }
        if required { hasRequired = true }
        if strict { isStrict = true }
        switch first {
        case .key(let key):
            if !order.contains(key) { order.append(key) }
            if steps.count == 1 {
                leaves[key] = (schema, required)
            } else {
                children[key, default: ObjectShape()].add(
                    steps: steps.dropFirst(), required: required, strict: strict, schema: schema)
            }
        case .index, .first, .last, .link:
            let step = first
            if !elementOrder.contains(step) { elementOrder.append(step) }
            if steps.count == 1 {
                elementLeaves[step] = (schema, required)
            } else {
                elementChildren[step, default: ObjectShape()].add(
                    steps: steps.dropFirst(), required: required, strict: strict, schema: schema)
            }
        }
    }

    /// Whether element steps address this level's elements: it is an array.
    var isArray: Bool { !elementOrder.isEmpty }

    /// The schema of a level below this one: anything when only lenient values read it,
    /// otherwise its members (null too when nothing below it is required), or, where
    /// `jsonStrings` lists it, also a string holding it as JSON (an object only; an empty
    /// string there is nothing at all with `empty: missing`), or, where it is also a place
    /// `is:` a kind that is no object, a value of that kind (docs/language.md §5.2).
    private static func nested(_ child: ObjectShape, jsonStrings below: [[String]]) -> JSONDocument {
        guard child.isStrict else { return .bool(true) }
        var schema = JSONDocument.object(child.schemaMembers(nullable: !child.hasRequired, jsonStrings: below))
        if below.contains([]) && !child.isArray {
            schema = SchemaBuilder.jsonStringAlternative(
                schema, emptyIsNothing: !child.hasRequired && below.contains([""]))
        }
        if let kind = child.unlessKind {
            schema = .object([("anyOf", .array([schema, SchemaBuilder.kindSchema(kind)]))])
        }
        return schema
    }

    /// Lets the level at `steps` hold a value of `kind` instead of a dictionary (a step that
    /// is also a place `is:` that kind, docs/language.md §5.2).
    mutating func allow(_ kind: PlaceKind, at steps: ArraySlice<PathStep>) {
        switch steps.first {
        case nil: unlessKind = kind
        case .key(let key)?: children[key]?.allow(kind, at: steps.dropFirst())
        case .index?, .first?, .last?, .link?: elementChildren[steps.first!]?.allow(kind, at: steps.dropFirst())
        }
    }

    /// `type`, `properties` and `required` of this level (an object, or `null` too when
    /// nothing below it is required: a missing step makes its values missing), and `allOf`
    /// with its conditions. A nested level that `jsonStrings` (relative to this level) lists
    /// may also be a string holding it as JSON; one that only lenient values read takes
    /// anything. A level whose elements are addressed is an array (`ElementSchema`).
    func schemaMembers(nullable: Bool, jsonStrings: [[String]] = []) -> [(String, JSONDocument)] {
        if isArray { return arrayMembers(nullable: nullable) }
        var properties: [(String, JSONDocument)] = []
        var required: [JSONDocument] = []
        for key in order {
            let below = jsonStrings.compactMap { $0.first == key ? Array($0.dropFirst()) : nil }
            if let leaf = leaves[key], let child = children[key] {
                // A value with values under it too (`aps: APS` beside `aps.content-state`,
                // docs/language.md §3.10): both hold.
                properties.append(
                    (key, .object([("allOf", .array([leaf.schema, Self.nested(child, jsonStrings: below)]))])))
                if leaf.required || child.hasRequired { required.append(.string(key)) }
            } else if let leaf = leaves[key] {
                properties.append((key, leaf.schema))
                if leaf.required { required.append(.string(key)) }
            } else if let child = children[key] {
                properties.append((key, Self.nested(child, jsonStrings: below)))
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

    /// The members of an array level: each addressed element's value or the level below it
    /// (no JSON strings lie below an element step: `jsonStrings` paths are keys).
    private func arrayMembers(nullable: Bool) -> [(String, JSONDocument)] {
        let entries: [ElementSchema.Entry] = elementOrder.map { step in
            let leaf = elementLeaves[step]
            let child = elementChildren[step]
            let schema: JSONDocument
            switch (leaf, child) {
            case (let leaf?, let child?):
                schema = .object([("allOf", .array([leaf.schema, Self.nested(child, jsonStrings: [])]))])
            case (let leaf?, nil): schema = leaf.schema
            case (nil, let child?): schema = Self.nested(child, jsonStrings: [])
            case (nil, nil): schema = .bool(true)
            }
            return (step, schema, (leaf?.required ?? false) || (child?.hasRequired ?? false))
        }
        return ElementSchema.members(entries, nullable: nullable)
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
