/// Reads a route's param or an object type's field, in short form (`content: string`,
/// `tags: [string]`) or long form (a mapping with `type` and more; docs/language.md §2–§4).
struct FieldReader {
    let diagnostics: DiagnosticCollector
    /// The table's `coerce`, for fields that do not set their own.
    let defaultCoercion: Coercion
    /// The table's `empty:` (docs/language.md §5.2): whether an empty string counts as
    /// missing at the places of fields that do not say.
    var defaultEmpty = false

    static let longFormKeys =
        ["type", "path", "optional", "default", "coerce", "description"] + ConstraintReader.allKeys
        + SourceReader.keys

    /// The params of a route or the fields of a type (`owner` is the route or the type),
    /// without keys that belong to the entry above them (`MisplacedKeys`).
    func fields(_ node: YAMLNode, of owner: DiagnosticSubject) -> [Field] {
        let kind = EntryKind.members(of: owner)
        let entries = NamedEntries.read(node, kind: kind, diagnostics: diagnostics)
        var fields: [Field] = []
        for (entry, candidate, lostKeys) in MisplacedKeys(diagnostics: diagnostics).filter(
            entries, in: node, kind: MisplacedKeys.Kind(entry: kind, keys: FieldReader.longFormKeys), owner: owner,
            isValid: MisplacedKeys.isField, isCandidate: MisplacedKeys.isNamedType)
        {
            guard
                var field = field(
                    key: entry.key, keyLocation: entry.keyLocation, value: entry.value,
                    what: .entry(kind, entry.key, of: owner), lostKeys: lostKeys)
            else { continue }
            field.misplacedKey = candidate
            // An object type's fields are read from its object, wherever that is.
            if case .type = owner { field.source.root(at: .object) }
            fields.append(field)
        }
        return fields
    }

    /// The field, or nil when its type could not be read (the problem is reported).
    /// `what` is the param or field, for messages.
    /// `lostKeys` when keys of it were found misplaced after it (its `type` may be among
    /// them: not reported missing).
    func field(
        key: String, keyLocation: SourceLocation, value: YAMLNode, what: DiagnosticSubject, lostKeys: Bool = false
    ) -> Field? {
        guard case .mapping = value.content else {
            // Short form: the value is the type.
            guard !value.isNull else {
                if !lostKeys { diagnostics.report(.missingType(of: what, key: key, at: keyLocation)) }
                return nil
            }
            guard let (syntax, optional, nameLocation) = typeSyntax(value, what: .typeOf(what)) else {
                return nil
            }
            let type = ConstraintReader(diagnostics: diagnostics).valueType(
                syntax, typeLocation: nameLocation, mapping: nil, context: what)
            var source = ValueSource(key: key, at: keyLocation, coercion: defaultCoercion, emptyIsMissing: defaultEmpty)
            source.isOptional = optional
            return Field(
                key: key, location: keyLocation, type: type, typeLocation: value.location, source: source,
                description: nil)
        }
        guard
            let mapping = MappingReader(
                value, context: what, allowed: FieldReader.longFormKeys,
                required: lostKeys ? [:] : ["type": "type: string (or another type)"], owner: keyLocation,
                diagnostics: diagnostics)
        else { return nil }

        let reading = SourceReader(diagnostics: diagnostics)
        var source = reading.source(
            in: mapping, key: key, keyLocation: keyLocation, defaultCoercion: defaultCoercion,
            defaultEmpty: defaultEmpty)
        let description = mapping["description"].flatMap {
            ScalarReader.text($0, what: "description", diagnostics: diagnostics)
        }
        let defaultLiteral = mapping["default"].map(LiteralReader.literal)

        guard let typeNode = mapping["type"],
            let (syntax, typeIsOptional, nameLocation) = typeSyntax(typeNode, what: "type")
        else { return nil }
        var isOptional = typeIsOptional
        let typeText = typeNode.scalar?.text ?? ""
        // What makes the field optional: `optional: true`, or else a `?` type.
        var madeOptional: (OptionalSetting, SourceLocation)? =
            typeIsOptional ? (.optionalType(typeText), typeNode.location) : nil
        if let node = mapping["optional"],
            let flag = ScalarReader.bool(node, what: "optional", diagnostics: diagnostics)
        {
            if !flag && typeIsOptional {
                diagnostics.report(
                    .optionalFalseOnOptionalType(
                        typeText, typeLocation: typeNode.location, optionalLocation: node.location))
            }
            if flag { madeOptional = (.optionalTrue, node.location) }
            isOptional = isOptional || flag
        }
        if let defaultNode = mapping["default"], let madeOptional {
            diagnostics.report(
                .defaultOnOptional(at: defaultNode.location, madeOptionalBy: madeOptional.0, at: madeOptional.1))
        }
        let type = ConstraintReader(diagnostics: diagnostics).valueType(
            syntax, typeLocation: nameLocation, mapping: mapping, context: what)
        source.isOptional = isOptional
        source.defaultLiteral = defaultLiteral
        source.written.defaultKey = mapping.keyLocation("default")
        var field = Field(
            key: key, location: keyLocation, type: type, typeLocation: typeNode.location, source: source,
            description: description)
        reading.readModifiers(of: &field, in: mapping, what: what)
        return field
    }

    /// A type written as a string (`"[string]?"`) or a one-element list (`[string]`): the
    /// type, whether it ends in `?`, and where its innermost name is written.
    private func typeSyntax(_ node: YAMLNode, what: DiagnosticSubject) -> (TypeSyntax, Bool, SourceLocation)? {
        switch node.content {
        case .scalar(let scalar):
            guard case .string(let text) = scalar.value else {
                diagnostics.report(.wrongKind(node, expected: .typeExpression, for: what))
                return nil
            }
            switch TypeSyntax.parse(text) {
            case .success(let parsed): return (parsed.0, parsed.optional, node.location)
            case .failure(let error):
                diagnostics.report(.invalidType(error, at: node.location))
                return nil
            }
        case .sequence(let items):
            if items.count == 1, case .mapping(let pairs) = items[0].content {
                diagnostics.report(.unquotedMapType(Self.spelledMap(pairs), at: node.location))
                return nil
            }
            guard items.count == 1 else {
                diagnostics.report(.arrayTypeElementCount(items.count, at: node.location))
                return nil
            }
            guard let (element, elementOptional, nameLocation) = typeSyntax(items[0], what: what) else { return nil }
            if elementOptional {
                diagnostics.report(.optionalArrayElement(at: items[0].location))
                return nil
            }
            return (.array(element), false, nameLocation)
        case .mapping:
            diagnostics.report(.wrongKind(node, expected: .typeExpression, for: what))
            return nil
        }
    }
}

extension FieldReader {
    /// The map type an unquoted `[string: int]` was meant to be, when its one pair is two
    /// plain scalars.
    static func spelledMap(_ pairs: [YAMLPair]) -> String? {
        guard pairs.count == 1, let key = pairs[0].key.scalar?.text, let value = pairs[0].value.scalar?.text,
            !value.isEmpty
        else { return nil }
        return "[\(key): \(value)]"
    }
}

/// Reads `coerce`: `none`, `strings`, `numbers`, or a list of `strings` and `numbers`
/// (docs/language.md §3.4).
enum CoercionReader {
    static func read(_ node: YAMLNode, diagnostics: DiagnosticCollector) -> Coercion? {
        guard case .sequence(let items) = node.content else {
            return word(node, inList: false, diagnostics: diagnostics)
        }
        guard !items.isEmpty else {
            diagnostics.report(.emptyCoercionList(at: node.location))
            return nil
        }
        var coercion = Coercion.none
        var seen: [(Coercion, SourceLocation)] = []
        var readable = true
        for item in items {
            guard let one = word(item, inList: true, diagnostics: diagnostics) else {
                readable = false
                continue
            }
            if let earlier = seen.first(where: { $0.0 == one }) {
                diagnostics.report(.duplicateCoercion(one.spelled, at: item.location, earlier: earlier.1))
                readable = false
                continue
            }
            seen.append((one, item.location))
            coercion.formUnion(one)
        }
        return readable ? coercion : nil
    }

    /// One word; `none` only on its own, not in a list.
    private static func word(_ node: YAMLNode, inList: Bool, diagnostics: DiagnosticCollector) -> Coercion? {
        let words = Coercion.words.filter { !inList || !$0.coercion.isEmpty }
        guard let text = node.scalar?.value.string, let found = words.first(where: { $0.word == text }) else {
            if inList, node.scalar?.value.string == "none" {
                diagnostics.report(.noneInCoercionList(at: node.location))
                return nil
            }
            let suggestion = node.scalar.flatMap { Suggestion.closest(to: $0.text, in: words.map(\.word)) }
            diagnostics.report(.invalidCoercion(node, suggestion: suggestion))
            return nil
        }
        return found.coercion
    }
}
