/// Reads a mapping whose keys are the language's own (`destination`, `type`, …): reports
/// unknown keys with a suggestion, missing required keys (at the key of the mapping that
/// lacks them) and non-string keys, and hands out the values. A key whose value is empty
/// or null counts as absent (docs/language.md §2).
struct MappingReader {
    /// What the mapping is, for messages: the route, the param, the routes file.
    let context: DiagnosticSubject
    private var entries: [String: YAMLPair] = [:]

    /// Reads `node`'s keys against `allowed`; reports missing `required` keys at `owner`.
    /// `examples` gives, per required key, what to add ("destination: SomeViewController").
    /// `namedEntries` is the kind of the named entries the mapping holds (params under
    /// `params`, fields under `fields`): an unknown key after them is probably one of them,
    /// indented one level too shallow, and its message says so. `listKeys` are keys whose
    /// value may be a list: keys without a value after one of them written with a single
    /// value (`{ present: room_id, event_id }`) are probably more items of its list, and
    /// their message shows the list.
    init?(
        _ node: YAMLNode, context: DiagnosticSubject, allowed: [String], required: [String: String] = [:],
        owner: SourceLocation, diagnostics: DiagnosticCollector, namedEntries: EntryKind? = nil,
        listKeys: [String] = []
    ) {
        self.context = context
        guard case .mapping(let pairs) = node.content else {
            if node.isNull {
                MappingReader.reportMissing(
                    required, present: [], suggested: [], owner: owner, context: context, diagnostics: diagnostics)
            } else {
                diagnostics.report(.wrongKind(node, expected: .mapping, for: context))
            }
            return nil
        }
        var suggested: Set<String> = []
        // Found once: the mapping may hold many unknown keys.
        let holder = namedEntries.flatMap { entries in pairs.first { $0.key.scalar?.text == entries.listKey } }
        let listItems = MappingReader.listItems(pairs, listKeys: listKeys, allowed: allowed)
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar?.text else { continue }
            if allowed.contains(key), case .string = pair.key.scalar?.value {
                if !pair.value.isNull { entries[key] = pair }
                continue
            }
            let suggestion = Suggestion.closest(to: key, in: allowed)
            if let suggestion { suggested.insert(suggestion) }
            var shallowEntry: Diagnostic.ShallowEntry?
            if suggestion == nil, let namedEntries, let holder {
                shallowEntry = MappingReader.shallowEntry(pair, after: holder, entries: namedEntries)
            }
            diagnostics.report(
                .unknownKey(
                    key, at: pair.key.location, in: context, suggestion: suggestion, shallowEntry: shallowEntry,
                    listItem: listItems[index], allowed: allowed))
        }
        // A key may be among the entries the loader dropped (a merge key): not missing.
        if !node.hasDroppedEntries {
            MappingReader.reportMissing(
                required, present: Set(entries.keys), suggested: suggested, owner: owner, context: context,
                diagnostics: diagnostics)
        }
    }

    /// For an unknown key after `params:` (or `fields:`) whose entries are a block
    /// mapping: it is probably one of those entries, indented one level too shallow.
    private static func shallowEntry(
        _ pair: YAMLPair, after holder: YAMLPair, entries: EntryKind
    )
        -> Diagnostic.ShallowEntry?
    {
        guard holder.key.location < pair.key.location,
            case .mapping(let items) = holder.value.content, let first = items.first?.key,
            first.location == holder.value.location, let firstKey = first.scalar?.text
        else { return nil }
        return Diagnostic.ShallowEntry(
            kind: entries, indent: first.location.column - 1, firstKey: firstKey, firstLocation: first.location)
    }

    /// For `{ present: room_id, event_id }` (a flow mapping where a list was meant): per
    /// index of a key that is probably another item of a list key's value, that list. Such
    /// keys follow the list key, which has a single scalar value, and have no value and no
    /// allowed key close to them.
    private static func listItems(
        _ pairs: [YAMLPair], listKeys: [String], allowed: [String]
    ) -> [Int: Diagnostic.ListItem] {
        guard !listKeys.isEmpty else { return [:] }
        var found: [Int: Diagnostic.ListItem] = [:]
        var index = 0
        while index < pairs.count {
            defer { index += 1 }
            guard let key = pairs[index].key.scalar?.text, listKeys.contains(key),
                let first = pairs[index].value.scalar, !first.value.isNull
            else { continue }
            var items = [first.text]
            var members: [Int] = []
            while index + 1 < pairs.count, let next = pairs[index + 1].key.scalar?.text, !allowed.contains(next),
                pairs[index + 1].value.isNull, Suggestion.closest(to: next, in: allowed) == nil
            {
                index += 1
                items.append(next)
                members.append(index)
            }
            for member in members { found[member] = Diagnostic.ListItem(key: key, items: items) }
        }
        return found
    }

    private static func reportMissing(
        _ required: [String: String], present: Set<String>, suggested: Set<String>, owner: SourceLocation,
        context: DiagnosticSubject, diagnostics: DiagnosticCollector
    ) {
        for key in required.keys.sorted() where !present.contains(key) && !suggested.contains(key) {
            diagnostics.report(.missingKey(key, at: owner, in: context, example: required[key]!))
        }
    }

    /// The value of `key`, unless absent or null.
    subscript(_ key: String) -> YAMLNode? { entries[key]?.value }

    /// The key node of `key`, unless absent or null.
    func keyLocation(_ key: String) -> SourceLocation? { entries[key]?.key.location }

    /// Whether `key` is present with a non-null value.
    func has(_ key: String) -> Bool { entries[key] != nil }
}

/// Reads the entries of a mapping whose keys are names chosen by the user (routes,
/// params, fields, types): each key must be a string; a key that YAML reads as a number,
/// boolean or null is reported with a hint to quote it.
enum NamedEntries {
    static func read(
        _ node: YAMLNode, kind: EntryKind, diagnostics: DiagnosticCollector
    ) -> [(key: String, keyLocation: SourceLocation, value: YAMLNode)] {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.report(.wrongKind(node, expected: .mapping, for: .key(kind.listKey)))
            return []
        }
        var entries: [(String, SourceLocation, YAMLNode)] = []
        for pair in pairs {
            guard let scalar = pair.key.scalar else { continue }
            // A route key YAML reads as an integer means its decimal text (docs/language.md §13.1).
            let key = kind == .route ? ScalarReader.routeValue(scalar) : scalar.value.string
            guard let key else {
                diagnostics.report(.needsQuotes(scalar, at: pair.key.location, what: .entryKey(kind)))
                continue
            }
            entries.append((key, pair.key.location, pair.value))
        }
        return entries
    }
}

/// Reading scalar values of expected kinds, reporting a `wrong-kind` error otherwise.
enum ScalarReader {
    /// A string value; numbers and booleans are refused with a hint to quote them.
    static func string(_ node: YAMLNode, what: DiagnosticSubject, diagnostics: DiagnosticCollector) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.report(.wrongKind(node, expected: .string, for: what))
            return nil
        }
        guard case .string(let s) = scalar.value else {
            diagnostics.report(.needsQuotes(scalar, at: node.location, what: what))
            return nil
        }
        return s
    }

    /// A discriminator value (a route key or an alias): a string, or an integer as its
    /// decimal text (`3` is "3", docs/language.md §13.1); nil for other scalars.
    static func routeValue(_ scalar: YAMLScalar) -> String? {
        switch scalar.value {
        case .string(let s): s
        case .number(let n) where n.isIntegerSyntax: n.int64.map { String($0) }
        default: nil
        }
    }

    /// Free text (`description`): any scalar's text.
    static func text(_ node: YAMLNode, what: DiagnosticSubject, diagnostics: DiagnosticCollector) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.report(.wrongKind(node, expected: .text, for: what))
            return nil
        }
        return scalar.text
    }

    /// `true` or `false`.
    static func bool(_ node: YAMLNode, what: DiagnosticSubject, diagnostics: DiagnosticCollector) -> Bool? {
        guard case .bool(let b)? = node.scalar?.value else {
            diagnostics.report(.wrongKind(node, expected: .bool, for: what))
            return nil
        }
        return b
    }

    /// A list of strings; a single string counts as a list of one. With `routeValues`,
    /// integers count too, as their decimal text (aliases).
    static func strings(
        _ node: YAMLNode, what: DiagnosticSubject, entry: DiagnosticSubject, routeValues: Bool = false,
        diagnostics: DiagnosticCollector
    ) -> [Located<String>] {
        let items: [YAMLNode]
        switch node.content {
        case .sequence(let nodes): items = nodes
        case .scalar: items = [node]
        case .mapping:
            diagnostics.report(.wrongKind(node, expected: .listOfStrings, for: what))
            return []
        }
        return items.compactMap { item in
            if routeValues, let scalar = item.scalar, let value = routeValue(scalar) {
                return Located(value, at: item.location)
            }
            return string(item, what: entry, diagnostics: diagnostics).map { Located($0, at: item.location) }
        }
    }
}
