/// Reads a route's param or an object type's field, in short form (`content: string`,
/// `tags: [string]`) or long form (a mapping with `type` and more; docs/language.md §2–§4).
struct FieldReader {
    let diagnostics: DiagnosticCollector
    /// The table's `coerce`, for fields that do not set their own.
    let defaultCoercion: Coercion

    static let longFormKeys = ["type", "path", "optional", "default", "coerce", "description"] + ConstraintReader.allKeys

    /// The params of a route or the fields of a type (`noun` says which; `owner` is
    /// "route "second"" or "type "Sender""), without keys that belong to the entry above
    /// them (`MisplacedKeys`).
    func fields(_ node: YAMLNode, noun: String, owner: String) -> [Field] {
        let entries = NamedEntries.read(node, what: noun + "s", keyKind: "the \(noun) key", diagnostics: diagnostics)
        let kind = MisplacedKeys.Kind(noun: noun, keys: FieldReader.longFormKeys)
        var fields: [Field] = []
        for (entry, candidate, lostKeys) in MisplacedKeys(diagnostics: diagnostics).filter(
            entries, in: node, kind: kind, owner: " of \(owner)", isValid: MisplacedKeys.isField,
            isCandidate: MisplacedKeys.isNamedType)
        {
            guard
                var field = field(
                    key: entry.key, keyLocation: entry.keyLocation, value: entry.value,
                    what: "\(noun) \(quoted(entry.key)) of \(owner)", lostKeys: lostKeys)
            else { continue }
            field.misplacedKey = candidate
            fields.append(field)
        }
        return fields
    }

    /// The field, or nil when its type could not be read (the problem is reported).
    /// `what` names it in messages: "param 'id' of route 'second'".
    /// `lostKeys` when keys of it were found misplaced after it (its `type` may be among
    /// them: not reported missing).
    func field(key: String, keyLocation: SourceLocation, value: YAMLNode, what: String, lostKeys: Bool = false) -> Field? {
        let defaultPath = PayloadKeyPath(keys: [key], location: keyLocation)
        guard case .mapping = value.content else {
            // Short form: the value is the type.
            guard !value.isNull else {
                if !lostKeys {
                    diagnostics.report(
                        .missingKey("type", at: keyLocation, in: what, example: "a type, for example \(key): string"))
                }
                return nil
            }
            guard let (syntax, optional, nameLocation) = typeSyntax(value, what: "the type of \(what)") else {
                return nil
            }
            let type = ConstraintReader(diagnostics: diagnostics).valueType(
                syntax, typeLocation: nameLocation, mapping: nil, context: what)
            return Field(
                key: key, location: keyLocation, type: type, typeLocation: value.location,
                isOptional: optional, defaultLiteral: nil, defaultValue: nil, path: defaultPath,
                hasExplicitPath: false, coercion: defaultCoercion, description: nil)
        }
        guard
            let mapping = MappingReader(
                value, context: what, allowed: FieldReader.longFormKeys,
                required: lostKeys ? [:] : ["type": "type: string (or another type)"], owner: keyLocation,
                diagnostics: diagnostics)
        else { return nil }

        var path = defaultPath
        var hasExplicitPath = false
        if let node = mapping["path"], let read = PathReader.read(node, what: "path", diagnostics: diagnostics) {
            path = read
            hasExplicitPath = true
        }
        var coercion = defaultCoercion
        if let node = mapping["coerce"], let read = CoercionReader.read(node, diagnostics: diagnostics) {
            coercion = read
        }
        let description = mapping["description"].flatMap {
            ScalarReader.text($0, what: "description", diagnostics: diagnostics)
        }
        let defaultLiteral = mapping["default"].map(LiteralReader.literal)

        guard let typeNode = mapping["type"],
            let (syntax, typeIsOptional, nameLocation) = typeSyntax(typeNode, what: "type")
        else { return nil }
        var isOptional = typeIsOptional
        let optionalType = (typeNode.location, "the optional type '\(typeNode.scalar?.text ?? "")' is given here")
        // What makes the field optional: `optional: true`, or else a `?` type.
        var madeOptional = typeIsOptional ? optionalType : nil
        if let node = mapping["optional"], let flag = ScalarReader.bool(node, what: "optional", diagnostics: diagnostics) {
            if !flag && typeIsOptional {
                reportClash(
                    "optional: false contradicts the optional type '\(typeNode.scalar?.text ?? "")'; remove one of them",
                    (node.location, "optional: false is given here"), optionalType)
            }
            if flag { madeOptional = (node.location, "optional: true is given here") }
            isOptional = isOptional || flag
        }
        if let defaultNode = mapping["default"], let madeOptional {
            reportClash(
                "a param with a default is never missing, so it cannot also be optional; remove the default or the optional",
                (defaultNode.location, "the default is given here"), madeOptional)
        }
        let type = ConstraintReader(diagnostics: diagnostics).valueType(
            syntax, typeLocation: nameLocation, mapping: mapping, context: what)
        return Field(
            key: key, location: keyLocation, type: type, typeLocation: typeNode.location,
            isOptional: isOptional, defaultLiteral: defaultLiteral, defaultValue: nil, path: path,
            hasExplicitPath: hasExplicitPath, coercion: coercion, description: description)
    }

    /// Two settings that contradict each other: the error at the later value, a note at the
    /// earlier one; each with its note's text.
    private func reportClash(
        _ message: String, _ a: (SourceLocation, String), _ b: (SourceLocation, String)
    ) {
        let (later, earlier) = a.0 < b.0 ? (b, a) : (a, b)
        diagnostics.report(.clash(.optionalConflict, later: later.0, earlier: earlier.0, message, note: earlier.1))
    }

    /// A type written as a string (`"[string]?"`) or a one-element list (`[string]`): the
    /// type, whether it ends in `?`, and where its innermost name is written.
    private func typeSyntax(_ node: YAMLNode, what: String) -> (TypeSyntax, Bool, SourceLocation)? {
        switch node.content {
        case .scalar(let scalar):
            guard case .string(let text) = scalar.value else {
                diagnostics.report(.wrongKind(node, expected: "a type such as string or [int]", for: what))
                return nil
            }
            switch TypeSyntax.parse(text) {
            case .success(let parsed): return (parsed.0, parsed.optional, node.location)
            case .failure(let error):
                diagnostics.report(.error(.invalidType, at: node.location, error.message))
                return nil
            }
        case .sequence(let items):
            guard items.count == 1 else {
                diagnostics.report(
                    .error(
                        .invalidType, at: node.location,
                        "an array type is a list with exactly one element type, like [string]; this one has \(items.count)"))
                return nil
            }
            guard let (element, elementOptional, nameLocation) = typeSyntax(items[0], what: what) else { return nil }
            if elementOptional {
                diagnostics.report(
                    .error(
                        .invalidType, at: items[0].location,
                        "array elements cannot be optional; a null element is always an error, remove the ?"))
                return nil
            }
            return (.array(element), false, nameLocation)
        case .mapping:
            diagnostics.report(.wrongKind(node, expected: "a type such as string or [int]", for: what))
            return nil
        }
    }
}

/// Reads `coerce: none | strings`.
enum CoercionReader {
    static func read(_ node: YAMLNode, diagnostics: DiagnosticCollector) -> Coercion? {
        guard let text = node.scalar?.text, let coercion = Coercion(rawValue: text), node.scalar?.value.string != nil
        else {
            let written = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
            let suggestion = node.scalar.flatMap { Suggestion.closest(to: $0.text, in: Coercion.allCases.map(\.rawValue)) }
            diagnostics.report(
                .error(
                    .invalidCoercion, at: node.location,
                    "coerce must be none or strings, not \(written)\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"))
            return nil
        }
        return coercion
    }
}
