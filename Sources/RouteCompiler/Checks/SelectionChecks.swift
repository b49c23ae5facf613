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

    /// A `present` path that the payload of a push built in the app (`encodedPayload()`)
    /// lacks, so that it does not select the route again. An ignored route generates no
    /// Swift and is never encoded.
    private func checkWritten(_ conditions: WhenConditions, of route: Route) {
        guard !route.isIgnored else { return }
        let written = Self.writtenPaths(route.params, types: table.typesByName)
        for place in conditions.present where !written.contains(where: { $0.hasPrefix(place.path) }) {
            diagnostics.report(.presentPathNotWritten(.route(route.value), path: place.path))
        }
    }

    /// The paths where an encoded payload always holds a value, for `fields` (a route's
    /// params, or an object type's fields relative to the object): each required value's
    /// path and, inside a required value of an object type, the paths its required fields
    /// write (`msg` of type `Inner`, whose required `id` is read from `id`, writes `msg` and
    /// `msg.id`). A value with a default is always written too.
    static func writtenPaths(_ fields: [Field], types: [String: NamedType], depth: Int = 0) -> [PayloadKeyPath] {
        var written: [PayloadKeyPath] = []
        // The rest (`rest: true`) never takes a key a condition reads (docs/language.md §5.5).
        for field in fields where !field.isOptional && !field.source.isRest {
            let path = field.source.firstPath
            written.append(path)
            // A type holds itself only through an optional or an array, so required fields
            // end; the depth bounds a table with errors.
            guard depth < 64, case .named(let name) = field.type, let inner = types[name.value]?.fields else {
                continue
            }
            written += writtenPaths(inner, types: types, depth: depth + 1).map {
                PayloadKeyPath(keys: path.keys + $0.keys, location: path.location)
            }
        }
        return written
    }
}
