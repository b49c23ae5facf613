/// A routes table that passed every check: the only input the emitter accepts.
public struct ValidatedTable: Sendable {
    /// The table, with every default typed.
    public let table: RouteTable

    fileprivate init(_ table: RouteTable) { self.table = table }
}

/// Runs every semantic check of SPEC §2–§6 and §8 over a loaded table.
struct TableChecker {
    let diagnostics: DiagnosticCollector

    /// Checks `table`; returns it validated when no error was reported (by any phase).
    func check(_ table: RouteTable, routesLocation: SourceLocation) -> ValidatedTable? {
        let errorsBefore = diagnostics.errorCount
        NameChecks(table: table, diagnostics: diagnostics).run()
        RouteValueChecks(table: table, diagnostics: diagnostics).run()
        TypeChecks(table: table, diagnostics: diagnostics).run()
        PathChecks(table: table, diagnostics: diagnostics).run()
        let typed = DefaultChecks(table: table, diagnostics: diagnostics).run()
        if table.routes.isEmpty && errorsBefore == 0 {
            diagnostics.report(
                .warning(
                    .noRoutes, at: routesLocation,
                    "the table has no routes; add routes: with at least one route (or include a file that has some)"))
        }
        return diagnostics.hasErrors ? nil : ValidatedTable(typed)
    }
}
