/// The table-wide rules of route selection (docs/language.md §13.1): at most one fallback,
/// no route selected by value in a table without discriminators, and warnings for a `when`
/// route an earlier one always wins over, and for one whose own payloads would not select
/// it again.
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
                checkWritten(conditions, of: route)
            }
        }
    }

    /// A `present` path that no required param of the route writes: the payload of a push
    /// built in the app (`encodedPayload()`) lacks it, so it does not select the route again.
    private func checkWritten(_ conditions: WhenConditions, of route: Route) {
        for place in conditions.present
        where !route.params.contains(where: { !$0.isOptional && $0.source.firstPath.hasPrefix(place.path) }) {
            diagnostics.report(.presentPathNotWritten(.route(route.value), path: place.path))
        }
    }
}
