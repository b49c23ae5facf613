/// Reads how routes are selected (docs/language.md §13.1): the table's `discriminator` or
/// `discriminators`, `unrouted` and `invalid`, and a route's `when`, `fallback`, `ignore` and
/// `invalid`.
struct SelectionReader {
    let diagnostics: DiagnosticCollector
    /// Whether an empty string counts as missing at a place that does not say (the
    /// table's `empty:`, docs/language.md §5.2).
    var emptyIsMissing = false

    /// Reads places, each a path or the mapping form (docs/language.md §5.2).
    private var placeReader: PlaceReader { PlaceReader(diagnostics: diagnostics, emptyIsMissing: emptyIsMissing) }

    /// The discriminators of the root mapping (nil when neither key is written), and
    /// whether one was written but could not be read (reported).
    func discriminators(of mapping: MappingReader) -> (paths: [Place]?, unreadable: Bool) {
        switch (mapping["discriminator"], mapping["discriminators"]) {
        case (nil, nil):
            return (nil, false)
        case (_?, _?):
            diagnostics.report(
                .bothDiscriminatorKeys(
                    discriminator: mapping.keyLocation("discriminator")!,
                    discriminators: mapping.keyLocation("discriminators")!))
            return (nil, true)
        case (let node?, nil):
            guard let place = placeReader.read(node, what: "discriminator") else {
                return (nil, true)
            }
            if case .sequence(let items) = node.content, items.count > 1,
                !place.path.keys.contains(where: { $0.contains(".") })
            {
                diagnostics.report(.discriminatorListLooksLikeAlternatives(place.path))
            }
            return ([place], false)
        case (nil, let node?):
            guard case .sequence(let items) = node.content else {
                diagnostics.report(.wrongKind(node, expected: .listOfKeyPaths, for: "discriminators"))
                return (nil, true)
            }
            var places: [Place] = []
            var unreadable = false
            for item in items {
                guard let place = placeReader.read(item, what: .element(.discriminator)) else {
                    unreadable = true
                    continue
                }
                if let earlier = places.first(where: { $0.path == place.path }) {
                    diagnostics.report(.duplicateDiscriminator(place.path, earlier: earlier.path))
                    continue
                }
                places.append(place)
            }
            return (unreadable ? nil : places, unreadable)
        }
    }

    /// `unrouted: error | ignore`.
    func unrouted(_ node: YAMLNode) -> UnroutedPolicy? {
        if let text = node.scalar?.value.string, let policy = UnroutedPolicy(rawValue: text) { return policy }
        diagnostics.report(.invalidUnrouted(node))
        return nil
    }

    /// `invalid: error | ignore | next`, the table's or a route's.
    func invalidRule(_ node: YAMLNode) -> InvalidRule? {
        if let text = node.scalar?.value.string, let rule = InvalidRule(rawValue: text) { return rule }
        diagnostics.report(.invalidRule(node))
        return nil
    }

    /// Whether a route mapping says `ignore: true` (read before its keys are checked, as it
    /// decides whether `destination` is required).
    static func saysIgnore(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content else { return false }
        return pairs.contains { $0.key.scalar?.text == "ignore" && $0.value.scalar?.value == .bool(true) }
    }

    /// Reads `when`, `fallback` and `ignore` of a route into it, reporting what clashes
    /// within the route.
    func readSelection(of route: inout Route, _ mapping: MappingReader) {
        let subject = DiagnosticSubject.route(route.value)
        if let node = mapping["ignore"], let ignore = ScalarReader.bool(node, what: "ignore", diagnostics: diagnostics),
            ignore
        {
            route.isIgnored = true
            route.ignoreLocation = mapping.keyLocation("ignore")
            for key in ["destination", "params", "invalid"] where mapping.has(key) {
                diagnostics.report(.ignoreWithContent(subject, key: key, at: mapping.keyLocation(key)!))
            }
        } else if let node = mapping["invalid"] {
            route.invalid = invalidRule(node)
            route.invalidLocation = route.invalid == nil ? nil : node.location
        }
        var isFallback = false
        if let node = mapping["fallback"] {
            let fallback = ScalarReader.bool(node, what: "fallback", diagnostics: diagnostics)
            isFallback = fallback ?? false
            route.hasUnreadableSelection = fallback == nil
        }
        let when = mapping["when"].flatMap { conditions($0, of: subject) }
        if mapping.has("when") && when == nil { route.hasUnreadableSelection = true }
        // Keys that cannot go together: the error at the later one.
        var selectingKeys = ["when", "aliases"].filter { mapping.has($0) }
        if isFallback { selectingKeys.append("fallback") }
        let located = selectingKeys.compactMap { key in mapping.keyLocation(key).map { (key, $0) } }
            .sorted { $0.1 < $1.1 }
        if located.count > 1 {
            diagnostics.report(
                .selectionConflict(
                    subject, key: located[1].0, at: located[1].1, earlierKey: located[0].0, at: located[0].1))
            return
        }
        if let when {
            route.selection = .when(when)
            route.selectionLocation = mapping.keyLocation("when")
        } else if isFallback {
            route.selection = .fallback
            route.selectionLocation = mapping.keyLocation("fallback")
        }
    }

    /// The conditions of `when:`; nil when they could not be read (reported).
    private func conditions(_ node: YAMLNode, of route: DiagnosticSubject) -> WhenConditions? {
        let context = DiagnosticSubject.keyOf("when", route)
        guard
            let mapping = MappingReader(
                node, context: context, allowed: ["present", "absent", "equals"], owner: node.location,
                diagnostics: diagnostics, listKeys: ["present", "absent"])
        else { return nil }
        var conditions = WhenConditions(location: node.location)
        var readable = true
        for key in ["present", "absent"] {
            guard let list = mapping[key] else { continue }
            guard let places = places(list, what: .keyOf(key, route)) else {
                readable = false
                continue
            }
            if key == "present" { conditions.present = places } else { conditions.absent = places }
        }
        if let node = mapping["equals"] {
            if let equals = equalities(node, of: route) { conditions.equals = equals } else { readable = false }
        }
        guard readable else { return nil }
        if conditions.isEmpty {
            // An unknown key (a misspelt `present`) or a list key was reported: that is the
            // problem.
            if node.hasDroppedEntries { return nil }
            if case .mapping(let pairs) = node.content,
                pairs.contains(where: { !["present", "absent", "equals"].contains($0.key.scalar?.text) })
            {
                return nil
            }
            diagnostics.report(.emptyWhen(route, at: node.location))
            return nil
        }
        for absent in conditions.absent {
            // The same place (options included): `present: x` beside `absent: {path: x, is:
            // string}` holds for a number at x.
            if let present = conditions.present.first(where: { $0 == absent }) {
                diagnostics.report(.presentAndAbsent(route, present: present.path, absent: absent.path))
                return nil
            }
        }
        return conditions
    }

    /// `present` or `absent`: the places of one path, or of a list of paths (each a dotted
    /// string or a list of keys).
    private func places(_ node: YAMLNode, what: DiagnosticSubject) -> [Place]? {
        switch node.content {
        case .scalar, .mapping:
            // One path, or one place in the mapping form (`present: {path: x, is: object}`).
            return placeReader.elementsAllowed.read(node, what: what).map { [$0] }
        case .sequence(let items):
            return placeReader.elementsAllowed.read(list: items, what: .eachKey(of: what))
        }
    }

    /// `equals: {path: scalar, …}`.
    /// `equals: {P: scalar, …}` (dotted keys), or the list form for a key that holds a dot:
    /// `equals: [{ path: [google.c.a.e], value: "1" }, …]` (docs/language.md §13.1).
    private func equalities(_ node: YAMLNode, of route: DiagnosticSubject) -> [ConditionEquality]? {
        let what = DiagnosticSubject.keyOf("equals", route)
        var entries: [(path: YAMLNode, value: YAMLNode)] = []
        var readable = !node.hasDroppedEntries  // a list key was reported where it is
        switch node.content {
        case .mapping(let pairs):
            entries = pairs.map { ($0.key, $0.value) }
        case .sequence(let items):
            for item in items {
                guard case .mapping = item.content else {
                    diagnostics.report(.wrongKind(item, expected: .mapping, for: .keyOf("each entry", what)))
                    readable = false
                    continue
                }
                guard
                    let mapping = MappingReader(
                        item, context: what, allowed: ["path", "value"],
                        required: ["path": "path: [google.c.a.e]", "value": "value: \"1\""], owner: item.location,
                        diagnostics: diagnostics),
                    let path = mapping["path"], let value = mapping["value"]
                else {
                    readable = false
                    continue
                }
                entries.append((path, value))
            }
        default:
            diagnostics.report(.wrongKind(node, expected: .mapping, for: what))
            return nil
        }
        var result: [ConditionEquality] = []
        for entry in entries {
            guard let path = PathReader.read(entry.path, what: .eachKey(of: what), diagnostics: diagnostics) else {
                readable = false
                continue
            }
            guard let value = conditionValue(entry.value) else {
                diagnostics.report(.invalidConditionValue(entry.value, path: path, of: route))
                readable = false
                continue
            }
            // `equals` compares the value there with its scalar: place options do not apply
            // (the scalar says the kind; an empty string equals only "").
            result.append(ConditionEquality(place: Place(path), value: value))
        }
        return readable ? result : nil
    }

    /// The scalar an `equals` entry compares with: a string, a finite number or a boolean.
    private func conditionValue(_ node: YAMLNode) -> ConditionValue? {
        switch node.scalar?.value {
        case .string(let s)?: .string(s)
        case .bool(let b)?: .bool(b)
        case .number(let n)? where n.double.isFinite:
            .number(NumberLiteral(text: n.text, double: n.double, int64: n.int64))
        default: nil
        }
    }
}
