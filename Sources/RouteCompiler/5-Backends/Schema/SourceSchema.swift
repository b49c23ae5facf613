@_spi(Generated) import PushRouting

// Where values come from, in the schema (docs/language.md §5): a value at each of its
// places, `paths:` as an `if`/`then`/`else` chain, a lenient value as anything, and JSON
// strings where the table lists them.
extension SchemaBuilder {
    /// Adds a param or field to the shape of its struct, in which `jsonStrings` (relative to
    /// the struct) hold JSON objects (docs/language.md §5). A lenient value accepts
    /// anything, steps that are no dictionary included; one with `paths:` is read from the
    /// first path that holds a value (an `if`/`then`/`else` chain under the struct's `allOf`).
    /// A route's param that reads a listed path itself reads the document there, whatever it
    /// is (its origin is `.document`).
    func add(_ field: ValuePlan, to shape: inout ObjectShape, jsonStrings: [[String]]) {
        let required = !field.mayBeMissing
        let source = field.source
        switch source.origins[0] {
        case .rest:
            // The keys nothing else reads (docs/language.md §5.5): `json` values take null too.
            switch field.reader {
            case .jsonMap: shape.additional = .bool(true)
            case .map(let element, _): shape.additional = valueSchema(element)
            default: break
            }
            return
        case .place, .document: break
        }
        if source.isLenient {
            for path in source.paths {
                shape.add(steps: path.steps[...], required: false, strict: false, schema: .bool(true))
            }
            return
        }
        // A place with options is a chain too: only what it counts is read (§5.2).
        guard source.hasAlternatives || source.hasPlaceOptions else {
            let path = source.firstPath
            let schema = self.schema(of: field, at: source.origins[0], jsonStrings: jsonStrings)
            shape.add(
                steps: path.steps[...], required: required, schema: required ? schema : ObjectShape.nullable(schema))
            return
        }
        var chain = JSONDocument.bool(!required)
        for origin in source.origins.reversed() {
            let place: Place
            switch origin {
            case .place(let read), .document(let read): place = read
            case .rest: continue
            }
            let path = place.path
            let holds = Self.at(path.steps[...], [], Self.counted(place), jsonStrings, present: true)
            let valid = Self.at(
                path.steps[...], [], schema(of: field, at: origin, jsonStrings: jsonStrings), jsonStrings,
                present: false)
            chain = .object([("if", holds), ("then", valid), ("else", chain)])
        }
        for path in source.paths {
            shape.add(steps: path.steps[...], required: false, strict: true, schema: .bool(true))
        }
        // A step that is also a place `is:` a kind that is no object may hold that kind.
        for place in source.places {
            guard let kind = place.kind?.value, kind != .object else { continue }
            shape.allow(kind, at: place.path.steps[...])
        }
        shape.conditions.append(chain)
    }

    /// The schema of a field's value at `origin` (one of its origins), with its description
    /// and default; a JSON string there too, when `jsonStrings` lists the place (never below
    /// an element step: `jsonStrings` paths are keys).
    func schema(of field: ValuePlan, at origin: Origin, jsonStrings: [[String]]) -> JSONDocument {
        let path = origin.path
        let keys = path.keys
        let below =
            path.hasElementSteps
            ? [] : jsonStrings.compactMap { $0.starts(with: keys) ? Array($0.dropFirst(keys.count)) : nil }
        var schema = valueSchema(field.reader, jsonStrings: below.filter { !$0.isEmpty && $0 != [""] })
        if below.contains([]) {
            // An empty string there is nothing at all with `empty: missing` (§5.3): fine
            // where the value may be missing.
            let mayBeMissing = field.mayBeMissing
            if case .document = origin {
                // Any JSON value in the string: the document is read as the value (§5.3).
                schema = Self.documentAlternative(schema, missingAllowed: mayBeMissing)
            } else {
                schema = Self.jsonStringAlternative(schema, emptyIsNothing: mayBeMissing && below.contains([""]))
            }
        }
        if let description = field.member.description {
            schema = schema.adding("description", .string(description))
        }
        if let value = field.member.defaultValue {
            schema = schema.adding("default", examples.json(value, plan: field.reader))
        }
        return schema
    }

    /// `leaf` at `steps` below the object at `position`: each key step an object, or, where
    /// `jsonStrings` lists it, a string holding one; each element step an array
    /// (`ElementSchema`); with `present`, each key and element required.
    static func at(
        _ steps: ArraySlice<PathStep>, _ position: [String], _ leaf: JSONDocument, _ jsonStrings: [[String]],
        present: Bool
    ) -> JSONDocument {
        guard let step = steps.first else { return leaf }
        switch step {
        case .key(let key):
            let child = at(steps.dropFirst(), position + [key], leaf, jsonStrings, present: present)
            var members: [(String, JSONDocument)] = [("type", .string("object"))]
            if present { members.append(("required", .array([.string(key)]))) }
            members.append(("properties", .object([(key, child)])))
            let object = JSONDocument.object(members)
            return !position.isEmpty && jsonStrings.contains(position) ? jsonStringAlternative(object) : object
        case .index, .first, .last, .link:
            // No JSON string lies below an element step.
            let child = at(steps.dropFirst(), [], leaf, [], present: present)
            return .object(ElementSchema.members([(step, child, present)], nullable: false))
        }
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
    /// (`jsonStrings`, docs/language.md §5.3); with `emptyIsNothing`, or the empty string
    /// (`empty: missing` there, where nothing is fine).
    static func jsonStringAlternative(_ schema: JSONDocument, emptyIsNothing: Bool = false) -> JSONDocument {
        var alternatives: [JSONDocument] = [
            schema,
            .object([
                ("type", .string("string")), ("contentMediaType", .string("application/json")),
                ("contentSchema", schema.nonNull),
            ]),
        ]
        if emptyIsNothing { alternatives.append(.object([("const", .string(""))])) }
        return .object([("anyOf", .array(alternatives))])
    }

    /// What a value at `place` must be to count there (docs/language.md §5.2): not null,
    /// of its `is:` kind, and not the empty string with `empty: missing`.
    static func counted(_ place: Place) -> JSONDocument {
        var all: [JSONDocument] = [.object([("not", .object([("type", .string("null"))]))])]
        if let kind = place.kind?.value { all.append(kindSchema(kind)) }
        if place.emptyIsMissing { all.append(.object([("not", .object([("const", .string(""))]))])) }
        return all.count == 1 ? all[0] : .object([("allOf", .array(all))])
    }

    /// The values of a kind of `is:`: an integer is a whole number that fits 64 bits.
    static func kindSchema(_ kind: PlaceKind) -> JSONDocument {
        switch kind {
        case .integer:
            .object([("type", .string("integer")), ("minimum", .int(Int64.min)), ("maximum", .int(Int64.max))])
        case .string, .number, .boolean, .object, .array: .object([("type", .string(kind.rawValue))])
        }
    }
}
