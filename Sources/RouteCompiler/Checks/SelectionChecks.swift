/// The table-wide rules of route selection (docs/language.md §13.1): at most one fallback,
/// no route selected by value in a table without discriminators, and a warning for a
/// `when` route an earlier one always wins over.
struct SelectionChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        var fallback: Route?
        var whenRoutes: [(route: Route, conditions: WhenConditions)] = []
        let noDiscriminator = table.discriminators.isEmpty && table.discriminatorSource == .written
        for route in table.routes {
            switch route.selection {
            case .value:
                if noDiscriminator {
                    diagnostics.report(.unselectableRoute(.route(route.value), at: route.location))
                }
            case .fallback:
                if let earlier = fallback {
                    diagnostics.report(
                        .duplicateFallback(
                            .route(route.value), at: route.selectionLocation ?? route.location,
                            earlier: .route(earlier.value), at: earlier.selectionLocation ?? earlier.location))
                } else {
                    fallback = route
                }
            case .when(let conditions):
                if let earlier = whenRoutes.first(where: { conditions.includes($0.conditions) }) {
                    diagnostics.report(
                        .unreachableRoute(
                            .route(route.value), at: conditions.location, earlier: .route(earlier.route.value),
                            at: earlier.conditions.location))
                }
                whenRoutes.append((route, conditions))
            }
        }
    }
}
