/// Reads the entries of `routes:` (docs/language.md §2).
struct RouteReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = [
        "destination", "name", "description", "aliases", "params", "deprecated", "when", "fallback", "ignore",
        "invalid", "links",
    ]

    func routes(_ node: YAMLNode) -> [Route] {
        let entries = NamedEntries.read(node, kind: .route, diagnostics: diagnostics)
        let kind = MisplacedKeys.Kind(entry: .route, keys: RouteReader.keys, outerKeys: TableReader.rootKeys)
        return MisplacedKeys(diagnostics: diagnostics)
            .filter(entries, in: node, kind: kind, owner: nil, isValid: MisplacedKeys.isRoute)
            .compactMap {
                route(
                    value: $0.entry.key, keyLocation: $0.entry.keyLocation, node: $0.entry.value, lostKeys: $0.lostKeys)
            }
    }

    /// A route; `lostKeys` when keys of it were found misplaced after it (so a missing
    /// `destination` may be among them: not reported again).
    private func route(value: String, keyLocation: SourceLocation, node: YAMLNode, lostKeys: Bool) -> Route? {
        let context = DiagnosticSubject.route(value)
        guard
            let mapping = MappingReader(
                node, context: context, allowed: RouteReader.keys,
                required: lostKeys || SelectionReader.saysIgnore(node)
                    ? [:] : ["destination": "destination: SomeViewController"], owner: keyLocation,
                diagnostics: diagnostics, namedEntries: .param)
        else { return nil }
        let givenName = mapping["name"].flatMap { node in
            ScalarReader.string(node, what: "name", diagnostics: diagnostics).map { Located($0, at: node.location) }
        }

        let aliases =
            mapping["aliases"].map {
                ScalarReader.strings(
                    $0, what: "aliases", entry: .element(.alias), routeValues: true, diagnostics: diagnostics)
            } ?? []

        var params: [Field] = []
        if let paramsNode = mapping["params"] {
            params = fields.fields(paramsNode, of: context)
        }

        var deprecation: Deprecation?
        if let node = mapping["deprecated"] {
            switch node.scalar?.value {
            case .bool(true): deprecation = Deprecation(message: nil)
            case .bool(false): deprecation = nil
            case .some:
                deprecation = Deprecation(message: node.scalar!.text)
            case nil:
                diagnostics.report(.wrongKind(node, expected: .deprecation, for: "deprecated"))
            }
        }

        // A route without a usable destination is kept, so its params are checked too.
        let destination = mapping["destination"].flatMap { node in
            ScalarReader.string(node, what: "destination", diagnostics: diagnostics).map {
                Located($0, at: node.location)
            }
        }
        var route = Route(
            value: value, location: keyLocation, givenName: givenName,
            destination: destination,
            description: mapping["description"].flatMap {
                ScalarReader.text($0, what: "description", diagnostics: diagnostics)
            },
            aliases: aliases, params: params, deprecation: deprecation)
        route.hasUnreadableName = mapping["name"] != nil && givenName == nil
        if let node = mapping["links"] {
            route.links = LinkReader(diagnostics: diagnostics).patterns(node, route: value)
        }
        SelectionReader(diagnostics: diagnostics, emptyIsMissing: fields.defaultEmpty).readSelection(
            of: &route, mapping)
        return route
    }
}

/// Reads the entries of `types:`: object types with `fields`, string enums with `enum`
/// (and `open`, docs/language.md §3.9).
struct NamedTypeReader {
    let diagnostics: DiagnosticCollector
    let fields: FieldReader

    static let keys = ["fields", "enum", "open", "description"]

    func types(_ node: YAMLNode) -> [NamedType] {
        let entries = NamedEntries.read(node, kind: .type, diagnostics: diagnostics)
        let kind = MisplacedKeys.Kind(entry: .type, keys: NamedTypeReader.keys, outerKeys: TableReader.rootKeys)
        return MisplacedKeys(diagnostics: diagnostics)
            .filter(entries, in: node, kind: kind, owner: nil, isValid: MisplacedKeys.isTypeDefinition)
            .compactMap {
                namedType(
                    name: $0.entry.key, location: $0.entry.keyLocation, node: $0.entry.value, lostKeys: $0.lostKeys)
            }
    }

    /// A named type; `lostKeys` when keys of it were found misplaced after it (its
    /// `fields` or `enum` may be among them: not reported missing).
    private func namedType(name: String, location: SourceLocation, node: YAMLNode, lostKeys: Bool) -> NamedType? {
        let context = DiagnosticSubject.type(name)
        guard
            let mapping = MappingReader(
                node, context: context, allowed: NamedTypeReader.keys, owner: location, diagnostics: diagnostics,
                namedEntries: .field)
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
        var isOpen = false
        if let node = mapping["open"] {
            if mapping.has("enum") {
                isOpen = ScalarReader.bool(node, what: "open", diagnostics: diagnostics) ?? false
            } else if mapping.has("fields") {
                diagnostics.report(
                    .constraintNotApplicable("open", to: .objectType(name), at: mapping.keyLocation("open")!))
            }
        }
        switch (mapping["fields"], mapping["enum"]) {
        case (let fieldsNode?, nil):
            let list = fields.fields(fieldsNode, of: context)
            return NamedType(name: name, location: location, description: description, kind: .object(list))
        case (nil, let enumNode?):
            let cases = EnumReader.cases(enumNode, what: "enum", diagnostics: diagnostics) ?? []
            var type = NamedType(name: name, location: location, description: description, kind: .enumeration(cases))
            type.isOpen = isOpen
            type.openLocation = isOpen ? mapping["open"]?.location : nil
            return type
        case (_?, _?):
            // The two keys clash: the error is at the later one.
            diagnostics.report(
                .fieldsAndEnum(name, fields: mapping.keyLocation("fields")!, enum: mapping.keyLocation("enum")!))
        case (nil, nil):
            if !lostKeys { diagnostics.report(.typeDefinition(name, at: location)) }
        }
        // Kept (empty) so that its uses do not also report an unknown type.
        var standIn = NamedType(name: name, location: location, description: description, kind: .object([]))
        standIn.isStandIn = true
        return standIn
    }
}
