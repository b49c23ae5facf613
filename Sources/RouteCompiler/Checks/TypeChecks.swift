/// Named-type references (docs/language.md §3): every name resolves, no type contains itself except
/// through an optional or an array, and unused types get a warning.
struct TypeChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        let known = Set(types.keys)
        for route in table.routes {
            for param in route.params { checkReference(param, known: known) }
        }
        for type in table.types {
            for field in type.fields ?? [] { checkReference(field, known: known) }
        }
        checkRecursion()
        warnUnused(types)
    }

    private func checkReference(_ field: Field, known: Set<String>) {
        guard let name = field.type.namedReference, !known.contains(name.value) else { return }
        let candidates = table.types.map(\.name) + BuiltinType.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: name.value, in: candidates)
        diagnostics.report(.unknownType(name.value, suggestion: suggestion, at: name.location))
    }

    /// A required, non-array field whose object type leads back to its own type makes a
    /// value of infinite size.
    private func checkRecursion() {
        for cycle in TypeRecursion(table).requiredCycles() {
            let edge = cycle[cycle.count - 1]
            // Report at the field whose type closes the cycle.
            diagnostics.report(
                .recursiveType(
                    edge.target, through: cycle.map { ($0.owner, $0.field.key) }, at: edge.field.typeLocation))
        }
    }

    /// Types that no route reaches, directly or through other types.
    private func warnUnused(_ types: [String: NamedType]) {
        var used: Set<String> = []
        var queue = table.routes.flatMap { $0.params.compactMap { $0.type.namedReference?.value } }
        while let name = queue.popLast() {
            guard used.insert(name).inserted, let type = types[name] else { continue }
            queue += (type.fields ?? []).compactMap { $0.type.namedReference?.value }
        }
        for type in table.types where !used.contains(type.name) {
            diagnostics.report(.unusedType(type.name, at: type.location))
        }
    }
}
