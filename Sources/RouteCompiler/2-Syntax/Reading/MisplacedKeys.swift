/// Finds keys that are indented one level too shallow: `params:` at the indentation of
/// the routes, so that it is read as a route named "params"; `optional: true` at the
/// indentation of the params, read as a param named "optional". Such a key is valid YAML,
/// and what the table then says is wrong in ways that hide the mistake (route "params"
/// is missing 'destination'; unknown key 'id' in route "params"). Reported instead: the
/// key, what it was taken as, the entry above it that it probably belongs to, and the
/// indentation of that entry's keys.
struct MisplacedKeys {
    let diagnostics: DiagnosticCollector

    /// An entry of a mapping of named things (routes, params, fields, types).
    typealias Entry = (key: String, keyLocation: SourceLocation, value: YAMLNode)

    /// The kind of the entries, and their keys.
    struct Kind {
        /// Routes, params, fields or types.
        var entry: EntryKind
        /// Its own keys: one of them at its siblings' indentation is probably misplaced.
        var keys: [String]
        /// Keys of the level above, written too deep (`types:` under `routes:`).
        var outerKeys: [String] = []
    }

    /// The entries of `mapping` without the misplaced ones, which are reported. `isValid`
    /// says whether an entry's value is a fine value of its own (a route with a
    /// destination): such an entry is kept even if its key is one of `kind.keys`, with the
    /// error it would get as a candidate when `isCandidate` says its value may still turn
    /// out wrong (a param `description: Shown` whose type is unknown). `owner` is what
    /// holds the entries (the route of params, the type of fields; nil for routes and
    /// types), for messages. `lostKeys` is true for an
    /// entry whose keys were found misplaced after it: it may lack keys for that reason,
    /// so it is not also reported missing them.
    func filter(
        _ entries: [Entry], in mapping: YAMLNode, kind: Kind, owner: DiagnosticSubject?, isValid: (Entry) -> Bool,
        isCandidate: (Entry) -> Bool = { _ in false }
    ) -> [(entry: Entry, candidate: Diagnostic?, lostKeys: Bool)] {
        // Only block mappings have indentation to get wrong.
        guard case .mapping(let pairs) = mapping.content, let first = pairs.first,
            first.key.location == mapping.location
        else { return entries.map { ($0, nil, false) } }
        var kept: [(entry: Entry, candidate: Diagnostic?, lostKeys: Bool)] = []
        for entry in entries {
            let isOwnKey = kind.keys.contains(entry.key)
            let isOuterKey = kind.outerKeys.contains(entry.key)
            guard let previous = kept.last, isOwnKey || isOuterKey else {
                kept.append((entry, nil, false))
                continue
            }
            let diagnostic = misplaced(entry, after: previous.entry, isOwnKey: isOwnKey, kind: kind, owner: owner)
            if isValid(entry) {
                kept.append((entry, isOwnKey && isCandidate(entry) ? diagnostic : nil, false))
            } else {
                diagnostics.report(diagnostic)
                if isOwnKey { kept[kept.count - 1].lostKeys = true }
            }
        }
        return kept
    }

    private func misplaced(
        _ entry: Entry, after previous: Entry, isOwnKey: Bool, kind: Kind, owner: DiagnosticSubject?
    ) -> Diagnostic {
        // The first key of the entry above, where its own keys are written.
        var sibling: (key: String, location: SourceLocation)?
        if case .mapping(let siblings) = previous.value.content, let key = siblings.first?.key,
            key.location == previous.value.location
        {
            sibling = (key.scalar?.text ?? "", key.location)
        }
        return .misplacedKey(
            .entry(kind.entry, entry.key, of: owner), at: entry.keyLocation, isOwnKey: isOwnKey,
            previous: .entry(kind.entry, previous.key, of: owner), previousLine: previous.keyLocation.line,
            sibling: sibling)
    }

    // MARK: What a fine entry looks like

    /// A route: a mapping with `destination`.
    static func isRoute(_ entry: Entry) -> Bool {
        guard case .mapping(let pairs) = entry.value.content else { return false }
        return pairs.contains { ["destination", "ignore"].contains($0.key.scalar?.text) }
    }

    /// A named type: a mapping with `fields` or `enum`.
    static func isTypeDefinition(_ entry: Entry) -> Bool {
        guard case .mapping(let pairs) = entry.value.content else { return false }
        return pairs.contains { ["fields", "enum"].contains($0.key.scalar?.text) }
    }

    /// A param or field: a type (`string`, `[int]`, a name), or a mapping with `type`. A
    /// value that is a type name may still be a misplaced `description: Shown`; that is
    /// decided once the table's types are known (`isNamedType`, `Field.misplacedKey`).
    static func isField(_ entry: Entry) -> Bool {
        switch entry.value.content {
        case .mapping(let pairs):
            return pairs.contains { $0.key.scalar?.text == "type" }
        case .sequence(let items):
            // `[string: int]` unquoted: a map type YAML reads as a list holding a mapping.
            if items.count == 1, case .mapping = items[0].content { return true }
            guard items.count == 1, case .string(let text)? = items[0].scalar?.value else { return false }
            if case .success = TypeSyntax.parse(text) { return true }
            return false
        case .scalar(let scalar):
            guard case .string(let text) = scalar.value, case .success = TypeSyntax.parse(text) else { return false }
            return true
        }
    }

    /// Whether a param's or field's value names a type from `types:` (`description: Shown`):
    /// a misplaced key if no such type exists.
    static func isNamedType(_ entry: Entry) -> Bool {
        let node: YAMLNode
        switch entry.value.content {
        case .scalar: node = entry.value
        case .sequence(let items) where items.count == 1: node = items[0]
        default: return false
        }
        guard case .string(let text)? = node.scalar?.value, case .success(let parsed) = TypeSyntax.parse(text) else {
            return false
        }
        if case .named = parsed.0.innermost { return true }
        return false
    }
}
