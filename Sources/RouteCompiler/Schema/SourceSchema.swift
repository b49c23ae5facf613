// Where values come from, in the schema (docs/language.md §5): a value at each of its
// places, `paths:` as an `if`/`then`/`else` chain, a lenient value as anything, and JSON
// strings where the table lists them.
extension SchemaBuilder {
    /// Adds a param or field to the shape of its struct, in which `jsonStrings` (relative to
    /// the struct) hold JSON objects (docs/language.md §5). A lenient value accepts
    /// anything, steps that are no dictionary included; one with `paths:` is read from the
    /// first path that holds a value (an `if`/`then`/`else` chain under the struct's `allOf`).
    /// `isParam`: a route's param, whose paths are from the payload's root (one at a listed
    /// path itself reads the document there, whatever it is).
    func add(_ field: Field, to shape: inout ObjectShape, jsonStrings: [[String]], isParam: Bool = false) {
        let required = !field.isOptional && field.defaultValue == nil
        let source = field.source
        if source.isRest, case .map(let element, _) = field.type {
            // The keys nothing else reads (docs/language.md §5.5): `json` values take null too.
            shape.additional =
                element.isJSON
                ? .bool(true) : valueSchema(element, coercion: source.coercion, relative: source.isRelative)
            return
        }
        if source.isLenient {
            for path in source.paths { shape.add(keys: path.keys, required: false, strict: false, schema: .bool(true)) }
            return
        }
        guard source.hasAlternatives else {
            let keys = source.firstPath.keys
            let schema = self.schema(of: field, at: keys, jsonStrings: jsonStrings, isParam: isParam)
            shape.add(keys: keys, required: required, schema: required ? schema : ObjectShape.nullable(schema))
            return
        }
        var chain = JSONDocument.bool(!required)
        for path in source.paths.reversed() {
            let holds = Self.at(
                path.keys[...], [], .object([("not", .object([("type", .string("null"))]))]), jsonStrings, present: true
            )
            let valid = Self.at(
                path.keys[...], [], schema(of: field, at: path.keys, jsonStrings: jsonStrings, isParam: isParam),
                jsonStrings,
                present: false)
            chain = .object([("if", holds), ("then", valid), ("else", chain)])
        }
        for path in source.paths { shape.add(keys: path.keys, required: false, strict: true, schema: .bool(true)) }
        shape.conditions.append(chain)
    }

    /// The schema of a field's value at `keys` (one of its paths), with its description and
    /// default; a JSON string there too, when `jsonStrings` lists the place.
    func schema(of field: Field, at keys: [String], jsonStrings: [[String]], isParam: Bool = false) -> JSONDocument {
        let below = jsonStrings.compactMap { $0.starts(with: keys) ? Array($0.dropFirst(keys.count)) : nil }
        let source = field.source
        var schema = valueSchema(
            field.type, coercion: source.coercion, relative: source.isRelative, separator: source.separator?.value,
            jsonStrings: below.filter { !$0.isEmpty })
        if below.contains([]) {
            if isParam,
                table.jsonStrings.readsDocument(
                    at: PayloadKeyPath(keys: keys, location: field.location), as: field.type, types: types)
            {
                // Any JSON value in the string: the document is read as the value (§5.3).
                schema = Self.documentAlternative(schema, missingAllowed: field.isOptional || field.defaultValue != nil)
            } else {
                schema = Self.jsonStringAlternative(schema)
            }
        }
        if let description = field.description { schema = schema.adding("description", .string(description)) }
        if let value = field.defaultValue { schema = schema.adding("default", examples.json(value, type: field.type)) }
        return schema
    }

    /// `leaf` at `keys` below the object at `position`: each step an object, or, where
    /// `jsonStrings` lists it, a string holding one; with `present`, each key required.
    static func at(
        _ keys: ArraySlice<String>, _ position: [String], _ leaf: JSONDocument, _ jsonStrings: [[String]], present: Bool
    ) -> JSONDocument {
        guard let key = keys.first else { return leaf }
        let child = at(keys.dropFirst(), position + [key], leaf, jsonStrings, present: present)
        var members: [(String, JSONDocument)] = [("type", .string("object"))]
        if present { members.append(("required", .array([.string(key)]))) }
        members.append(("properties", .object([(key, child)])))
        let object = JSONDocument.object(members)
        return !position.isEmpty && jsonStrings.contains(position) ? jsonStringAlternative(object) : object
    }

    /// A value of `schema` that is no string, or a string whose JSON text is such a value (a
    /// param at a `jsonStrings` path itself, of a type that is no object type, reads the
    /// document whatever it is, docs/language.md §5.3); `missingAllowed`: the text may be
    /// `null` (a missing value, nil or the default).
    static func documentAlternative(_ schema: JSONDocument, missingAllowed: Bool) -> JSONDocument {
        let content = missingAllowed ? ObjectShape.nullable(schema) : schema
        return .object([
            (
                "anyOf",
                .array([
                    .object([("allOf", .array([schema, .object([("not", .object([("type", .string("string"))]))])]))]),
                    .object([
                        ("type", .string("string")), ("contentMediaType", .string("application/json")),
                        ("contentSchema", content),
                    ]),
                ])
            )
        ])
    }

    /// `schema` (of an object), or a string whose JSON text is such an object
    /// (`jsonStrings`, docs/language.md §5.3).
    static func jsonStringAlternative(_ schema: JSONDocument) -> JSONDocument {
        .object([
            (
                "anyOf",
                .array([
                    schema,
                    .object([
                        ("type", .string("string")), ("contentMediaType", .string("application/json")),
                        ("contentSchema", schema.nonNull),
                    ]),
                ])
            )
        ])
    }
}
