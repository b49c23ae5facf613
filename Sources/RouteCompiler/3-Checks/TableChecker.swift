/// Runs every semantic check of docs/language.md §2–§6 and §8 over a loaded table.
struct TableChecker {
    let diagnostics: DiagnosticCollector

    /// Checks `table`; returns it validated when no error was reported (by any phase).
    func check(_ table: RouteTable, routesLocation: SourceLocation) -> ValidatedTable? {
        let errorsBefore = diagnostics.errorCount
        let table = withoutMisplacedKeys(table)
        NameChecks(table: table, diagnostics: diagnostics).run()
        RouteValueChecks(table: table, diagnostics: diagnostics).run()
        SelectionChecks(table: table, diagnostics: diagnostics).run()
        TypeChecks(table: table, diagnostics: diagnostics).run()
        PathChecks(table: table, diagnostics: diagnostics).run()
        ElementChecks(table: table, diagnostics: diagnostics).run()
        SourceChecks(table: table, diagnostics: diagnostics).run()
        PlaceChecks(table: table, diagnostics: diagnostics).run()
        LinkChecks(table: table, diagnostics: diagnostics).run()
        let typed = DefaultChecks(table: table, diagnostics: diagnostics).run()
        if table.routes.isEmpty && errorsBefore == 0 {
            diagnostics.report(.noRoutes(at: routesLocation))
        }
        return diagnostics.hasErrors ? nil : ValidatedTable(typed)
    }

    /// The table without params and fields that are misplaced keys of the entry above
    /// them (`description: Shown` one level too shallow, where no type `Shown` exists):
    /// each is reported as such, and no other check sees it.
    private func withoutMisplacedKeys(_ table: RouteTable) -> RouteTable {
        let known = Set(table.types.map(\.name))
        func keep(_ field: Field) -> Bool {
            guard let misplaced = field.misplacedKey, let name = field.type.namedReference, !known.contains(name.value)
            else { return true }
            diagnostics.report(misplaced)
            return false
        }
        var table = table
        for r in table.routes.indices { table.routes[r].params.removeAll { !keep($0) } }
        for t in table.types.indices {
            if case .object(let fields) = table.types[t].kind { table.types[t].kind = .object(fields.filter(keep)) }
        }
        return table
    }
}
