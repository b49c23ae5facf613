/// Reads the entries of `routes:` (docs/language.md §2).
struct RouteReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = ["destination", "name", "description", "aliases", "params", "deprecated"]

    func routes(_ node: YAMLNode) -> [Route] {
        let entries = NamedEntries.read(node, what: "routes", keyKind: "the route key", diagnostics: diagnostics)
        let kind = MisplacedKeys.Kind(noun: "route", keys: RouteReader.keys, outerKeys: TableReader.rootKeys)
        return MisplacedKeys(diagnostics: diagnostics)
            .filter(entries, in: node, kind: kind, owner: "", isValid: MisplacedKeys.isRoute)
            .compactMap {
                route(value: $0.entry.key, keyLocation: $0.entry.keyLocation, node: $0.entry.value, lostKeys: $0.lostKeys)
            }
    }

    /// A route; `lostKeys` when keys of it were found misplaced after it (so a missing
    /// `destination` may be among them: not reported again).
    private func route(value: String, keyLocation: SourceLocation, node: YAMLNode, lostKeys: Bool) -> Route? {
        let context = "route \(quoted(value))"
        guard
            let mapping = MappingReader(
                node, context: context, allowed: RouteReader.keys,
                required: lostKeys ? [:] : ["destination": "destination: SomeViewController"], owner: keyLocation,
                diagnostics: diagnostics, namedEntries: ("params", "param"))
        else { return nil }
        let givenName = mapping["name"].flatMap { node in
            ScalarReader.string(node, what: "name", diagnostics: diagnostics).map { Located($0, at: node.location) }
        }

        let aliases = mapping["aliases"].map {
            ScalarReader.strings($0, what: "aliases", entry: "the alias", diagnostics: diagnostics)
        } ?? []

        var params: [Field] = []
        if let paramsNode = mapping["params"] {
            params = fields.fields(paramsNode, noun: "param", owner: context)
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
        var route = Route(
            value: value, location: keyLocation, givenName: givenName,
            destination: destination,
            description: mapping["description"].flatMap {
                ScalarReader.text($0, what: "description", diagnostics: diagnostics)
            },
            aliases: aliases, params: params, deprecation: deprecation)
        route.hasUnreadableName = mapping["name"] != nil && givenName == nil
        return route
    }
}

/// Reads the entries of `types:`: object types with `fields`, string enums with `enum`.
struct NamedTypeReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = ["fields", "enum", "description"]

    func types(_ node: YAMLNode) -> [NamedType] {
        let entries = NamedEntries.read(node, what: "types", keyKind: "the type name", diagnostics: diagnostics)
        let kind = MisplacedKeys.Kind(noun: "type", keys: NamedTypeReader.keys, outerKeys: TableReader.rootKeys)
        return MisplacedKeys(diagnostics: diagnostics)
            .filter(entries, in: node, kind: kind, owner: "", isValid: MisplacedKeys.isTypeDefinition)
            .compactMap {
                namedType(name: $0.entry.key, location: $0.entry.keyLocation, node: $0.entry.value, lostKeys: $0.lostKeys)
            }
    }

    /// A named type; `lostKeys` when keys of it were found misplaced after it (its
    /// `fields` or `enum` may be among them: not reported missing).
    private func namedType(name: String, location: SourceLocation, node: YAMLNode, lostKeys: Bool) -> NamedType? {
        let context = "type \(quoted(name))"
        guard
            let mapping = MappingReader(
                node, context: context, allowed: NamedTypeReader.keys, owner: location, diagnostics: diagnostics,
                namedEntries: ("fields", "field"))
        else {
            if node.isNull, !lostKeys { diagnostics.report(.typeDefinition(name, at: location)) }
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
            let list = fields.fields(fieldsNode, noun: "field", owner: context)
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
            if !lostKeys { diagnostics.report(.typeDefinition(name, at: location)) }
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

