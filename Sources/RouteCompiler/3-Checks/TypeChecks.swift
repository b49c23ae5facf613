/// Named-type references (docs/language.md §3): every name resolves, no type contains itself except
/// through an optional or an array, the members of each union take different JSON kinds
/// (§3.7), and unused types get a warning.
struct TypeChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        let known = Set(types.keys).union([BuiltinNamedTypes.aps])
        // The types unknown-type errors suggest: probably meant, so not also unused.
        var suggested: [String] = []
        for route in table.routes {
            for param in route.params {
                suggested += checkReference(param, known: known)
                checkUnion(param, types: types)
            }
        }
        for type in table.types {
            for field in type.fields ?? [] {
                suggested += checkReference(field, known: known)
                checkUnion(field, types: types)
            }
        }
        checkRecursion()
        warnUnused(types, suggested: suggested)
    }

    /// Reports the names `field`'s type references that no type has; returns the names
    /// suggested instead.
    private func checkReference(_ field: Field, known: Set<String>) -> [String] {
        var suggested: [String] = []
        for name in field.type.namedReferences where !known.contains(name.value) {
            if BuiltinNamedTypes.reserved.contains(name.value) {
                diagnostics.report(.apsPartAsType(name.value, at: name.location))
                continue
            }
            let candidates = table.types.map(\.name) + BuiltinType.allCases.map(\.rawValue) + [BuiltinNamedTypes.aps]
            let suggestion = Suggestion.closest(to: name.value, in: candidates)
            diagnostics.report(.unknownType(name.value, suggestion: suggestion, at: name.location))
            if let suggestion { suggested.append(suggestion) }
        }
        return suggested
    }

    /// The members of a union must take different JSON kinds, so that a value's kind
    /// chooses one member (docs/language.md §3.7). Members of unknown types were reported.
    private func checkUnion(_ field: Field, types: [String: NamedType]) {
        guard let members = field.type.union else { return }
        let spelled = ValueType.union(members).spelled
        // `json` takes every kind (docs/language.md §3.11): it and any other member take that
        // member's kind.
        if let json = members.firstIndex(where: \.isJSON) {
            let other = members.indices.first { $0 != json } ?? json
            diagnostics.report(
                .ambiguousUnion(
                    spelled, members[min(json, other)].spelled, members[max(json, other)].spelled,
                    kind: JSONKind.of(members[other], types: types), json: true, at: field.typeLocation))
            return
        }
        var first: [JSONKind: ValueType] = [:]
        for member in members {
            if case .named(let name) = member, types[name.value] == nil, !BuiltinNamedTypes.contains(name.value) {
                continue
            }
            let kind = JSONKind.of(member, types: types)
            if let earlier = first[kind] {
                diagnostics.report(
                    .ambiguousUnion(
                        field.type.union.map { ValueType.union($0).spelled } ?? "", earlier.spelled, member.spelled,
                        kind: kind, at: field.typeLocation))
                return
            }
            first[kind] = member
        }
    }

    /// A required, non-array field whose object type leads back to its own type makes a
    /// value of infinite size.
    private func checkRecursion() {
        for cycle in TypeRecursion(table).requiredCycles() {
            let edge = cycle[cycle.count - 1]
            // Report at the field whose type closes the cycle.
            diagnostics.report(
                .recursiveType(
                    edge.target, through: cycle.map { ($0.owner, $0.key) }, at: edge.typeLocation))
        }
    }

    /// Types that no route reaches, directly or through other types. A type an
    /// unknown-type error suggests (`Sendr` → `Sender`) counts as reached: the table meant
    /// it, and the error says what to fix.
    private func warnUnused(_ types: [String: NamedType], suggested: [String]) {
        var used: Set<String> = []
        var queue = table.routes.flatMap { $0.params.flatMap { $0.type.namedReferences.map(\.value) } } + suggested
        while let name = queue.popLast() {
            guard used.insert(name).inserted, let type = types[name] else { continue }
            queue += (type.fields ?? []).flatMap { $0.type.namedReferences.map(\.value) }
        }
        for type in table.types where !used.contains(type.name) {
            diagnostics.report(.unusedType(type.name, at: type.location))
        }
    }
}
