/// Reads the entries of `routes:` (SPEC §2).
struct RouteReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = ["destination", "name", "description", "aliases", "params", "deprecated"]

    func routes(_ node: YAMLNode) -> [Route] {
        NamedEntries.read(node, what: "routes", keyKind: "the route key", diagnostics: diagnostics).compactMap {
            route(value: $0.key, keyLocation: $0.keyLocation, node: $0.value)
        }
    }

    private func route(value: String, keyLocation: SourceLocation, node: YAMLNode) -> Route? {
        let context = "route \(quoted(value))"
        guard
            let mapping = MappingReader(
                node, context: context, allowed: RouteReader.keys,
                required: ["destination": "destination: SomeViewController"], owner: keyLocation,
                diagnostics: diagnostics)
        else { return nil }
        var name: Located<String>?
        var givenName: Located<String>?
        if let nameNode = mapping["name"] {
            if let text = ScalarReader.string(nameNode, what: "name", diagnostics: diagnostics) {
                givenName = Located(text, at: nameNode.location)
                name = SwiftNaming.memberName(from: text).map { Located($0, at: nameNode.location) }
            }
        } else {
            name = SwiftNaming.memberName(from: value).map { Located($0, at: keyLocation) }
        }

        let aliases = mapping["aliases"].map {
            ScalarReader.strings($0, what: "aliases", entry: "the alias", diagnostics: diagnostics)
        } ?? []

        var params: [Field] = []
        if let paramsNode = mapping["params"] {
            for entry in NamedEntries.read(paramsNode, what: "params", keyKind: "the param key", diagnostics: diagnostics) {
                if let field = fields.field(
                    key: entry.key, keyLocation: entry.keyLocation, value: entry.value,
                    what: "param \(quoted(entry.key)) of \(context)")
                {
                    params.append(field)
                }
            }
        }

        var deprecation: Deprecation?
        if let node = mapping["deprecated"] {
            switch node.scalar?.value {
            case .bool(true): deprecation = Deprecation(message: nil)
            case .bool(false): deprecation = nil
            case .some:
                deprecation = Deprecation(message: node.scalar!.text)
            case nil:
                diagnostics.report(.wrongKind(node, expected: "true, false or a message", for: "deprecated"))
            }
        }

        // A route without a usable destination is kept, so its params are checked too.
        let destination = mapping["destination"].flatMap { node in
            ScalarReader.string(node, what: "destination", diagnostics: diagnostics).map { Located($0, at: node.location) }
        }
        return Route(
            value: value, location: keyLocation, name: name, givenName: givenName,
            destination: destination,
            description: mapping["description"].flatMap {
                ScalarReader.text($0, what: "description", diagnostics: diagnostics)
            },
            aliases: aliases, params: params, deprecation: deprecation)
    }
}

/// Reads the entries of `types:`: object types with `fields`, string enums with `enum`.
struct NamedTypeReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = ["fields", "enum", "description"]

    func types(_ node: YAMLNode) -> [NamedType] {
        NamedEntries.read(node, what: "types", keyKind: "the type name", diagnostics: diagnostics).compactMap {
            namedType(name: $0.key, location: $0.keyLocation, node: $0.value)
        }
    }

    private func namedType(name: String, location: SourceLocation, node: YAMLNode) -> NamedType? {
        let context = "type \(quoted(name))"
        guard
            let mapping = MappingReader(
                node, context: context, allowed: NamedTypeReader.keys, owner: location, diagnostics: diagnostics)
        else {
            if node.isNull { diagnostics.report(.typeDefinition(name, at: location)) }
            // Kept (empty) so that its uses do not also report an unknown type.
            var standIn = NamedType(name: name, location: location, description: nil, kind: .object([]))
            standIn.isStandIn = true
            return standIn
        }
        let description = mapping["description"].flatMap {
            ScalarReader.text($0, what: "description", diagnostics: diagnostics)
        }
        switch (mapping["fields"], mapping["enum"]) {
        case (let fieldsNode?, nil):
            var list: [Field] = []
            for entry in NamedEntries.read(fieldsNode, what: "fields", keyKind: "the field key", diagnostics: diagnostics) {
                if let field = fields.field(
                    key: entry.key, keyLocation: entry.keyLocation, value: entry.value,
                    what: "field \(quoted(entry.key)) of \(context)")
                {
                    list.append(field)
                }
            }
            return NamedType(name: name, location: location, description: description, kind: .object(list))
        case (nil, let enumNode?):
            let cases = EnumReader.cases(enumNode, what: "enum", diagnostics: diagnostics) ?? []
            return NamedType(name: name, location: location, description: description, kind: .enumeration(cases))
        case (_?, _?):
            // The two keys clash: the error is at the later one.
            let fields = mapping.keyLocation("fields")!
            let enumKey = mapping.keyLocation("enum")!
            let (later, earlier, earlierKey) = fields < enumKey ? (enumKey, fields, "fields") : (fields, enumKey, "enum")
            diagnostics.report(
                .clash(
                    .invalidTypeDefinition, later: later, earlier: earlier,
                    "type \(quoted(name)) has both fields and enum; a type is an object (fields) or a string enum (enum)",
                    note: "\(earlierKey) is given here"))
        case (nil, nil):
            diagnostics.report(.typeDefinition(name, at: location))
        }
        // Kept (empty) so that its uses do not also report an unknown type.
        var standIn = NamedType(name: name, location: location, description: description, kind: .object([]))
        standIn.isStandIn = true
        return standIn
    }
}

extension Diagnostic {
    static func typeDefinition(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidTypeDefinition, at: location,
            "type \(quoted(name)) needs fields: (an object type) or enum: (a string enum)")
    }
}

