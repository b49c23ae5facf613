/// The table-wide rules of route selection (docs/language.md §13.1): at most one fallback,
/// no route selected by value in a table without discriminators, and warnings for a `when`
/// route an earlier one always wins over (one whose rule is `next` does not always win), for one whose own payloads would not select it
/// again, and for `invalid: next` where nothing comes next.
struct SelectionChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        var fallback: Route?
        var whenRoutes: [(route: Route, conditions: WhenConditions)] = []
        let noDiscriminator = table.discriminators.isEmpty && table.discriminatorSource == .written
        // A link a push carries selects a route with patterns (docs/language.md §14.7).
        let carriesLinks = !(table.links?.carried.isEmpty ?? true)
        for route in table.routes {
            switch route.selection {
            case .value:
                if noDiscriminator && !route.hasUnreadableSelection && !(carriesLinks && !route.links.isEmpty) {
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
                // An earlier route whose values may not read and whose rule is `next` passes
                // such a payload on: the later route is selected then (docs/language.md §13.1).
                if let earlier = whenRoutes.first(where: {
                    conditions.includes($0.conditions) && !passesOn($0.route)
                }) {
                    diagnostics.report(
                        .unreachableRoute(
                            .route(route.value), at: conditions.location, earlier: .route(earlier.route.value),
                            at: earlier.conditions.location))
                }
                whenRoutes.append((route, conditions))
                checkWritten(conditions, of: route)
            }
        }
        checkNext()
    }

    /// Whether a payload that selects `route` may go on to the routes after it: its values
    /// may not read (it has params) and its rule is `next`.
    private func passesOn(_ route: Route) -> Bool {
        !route.isIgnored && !route.params.isEmpty && table.invalidRule(of: route) == .next
    }

    /// `invalid: next` where nothing can be tried after the route (warning
    /// `no-next-candidate`): on a route that says so itself, and on the table when no route
    /// that takes the table's rule has anything after it.
    private func checkNext() {
        let whenRoutes = table.routes.filter { $0.selection.conditions != nil }
        let hasFallback = table.routes.contains(where: \.selection.isFallback)
        let oneDiscriminator = table.discriminators.count <= 1
        // A carried link may select another route after a value's (docs/language.md §14.7).
        let carriedLinkMayFollow =
            !(table.links?.carried.isEmpty ?? true) && table.routes.contains { !$0.links.isEmpty }
        /// Why nothing can be tried after `route`; nil when something can.
        func nothingAfter(_ route: Route) -> String? {
            if hasFallback && !route.selection.isFallback { return nil }
            switch route.selection {
            case .value:
                guard oneDiscriminator, whenRoutes.isEmpty, !carriedLinkMayFollow else { return nil }
                return
                    "the table has \(table.discriminators.isEmpty ? "no" : "one") discriminator, no when routes and no fallback"
            case .when:
                guard whenRoutes.last?.location == route.location else { return nil }
                return "no when route comes after it and the table has no fallback"
            case .fallback:
                return "the fallback is the last route tried"
            }
        }
        var inheriting: [(why: String?, isFallback: Bool)] = []
        for route in table.routes where !route.isIgnored {
            guard let own = route.invalid else {
                if table.invalid == .next { inheriting.append((nothingAfter(route), route.selection.isFallback)) }
                continue
            }
            if own == .next, let why = nothingAfter(route), let location = route.invalidLocation {
                diagnostics.report(
                    .noNextCandidate(
                        .route(route.value), at: location, why: why, isFallback: route.selection.isFallback))
            }
        }
        if let location = table.invalidLocation, !inheriting.isEmpty, inheriting.allSatisfy({ $0.why != nil }) {
            let reasons = Set(inheriting.compactMap(\.why))
            let why = reasons.count == 1 ? reasons.first! : "no route that takes it has a route to try after it"
            diagnostics.report(
                .noNextCandidate(nil, at: location, why: why, isFallback: inheriting.allSatisfy(\.isFallback)))
        }
    }

    /// A `present` path that the payload of a push built in the app (`encodedPayload()`)
    /// lacks, so that it does not select the route again. An ignored route generates no
    /// Swift and is never encoded.
    private func checkWritten(_ conditions: WhenConditions, of route: Route) {
        guard !route.isIgnored else { return }
        let written = Self.writtenPaths(route.params, types: table.typesByName)
        for place in conditions.present where !written.contains(where: { Self.holds($0, place.path) }) {
            diagnostics.report(.presentPathNotWritten(.route(route.value), path: place.path))
        }
    }

    /// Whether a payload that holds a value at `written` holds one at `place`: `written`
    /// lies under it, where `{first: P}` and `{last: P}` count as the same step (encoding
    /// writes one element that P matches, which is the first and the last).
    static func holds(_ written: PayloadKeyPath, _ place: PayloadKeyPath) -> Bool {
        func normalized(_ step: PathStep) -> PathStep {
            if case .first(let pattern) = step { return .last(pattern) }
            return step
        }
        return written.steps.count >= place.steps.count
            && zip(written.steps, place.steps).allSatisfy { normalized($0) == normalized($1) }
    }

    /// The paths where an encoded payload always holds a value, for `fields` (a route's
    /// params, or an object type's fields relative to the object): each required value's
    /// path and, inside a required value of an object type, the paths its required fields
    /// write (`msg` of type `Inner`, whose required `id` is read from `id`, writes `msg` and
    /// `msg.id`). A value with a default is always written too.
    static func writtenPaths(_ fields: [Field], types: [String: NamedType], depth: Int = 0) -> [PayloadKeyPath] {
        var written: [PayloadKeyPath] = []
        // The rest (`rest: true`) never takes a key a condition reads (docs/language.md §5.5).
        for field in fields where !field.isOptional {
            let path: PayloadKeyPath
            switch field.source.origins[0] {
            case .place(let place), .document(let place): path = place.path
            case .rest: continue
            }
            written.append(path)
            // A type holds itself only through an optional or an array, so required fields
            // end; the depth bounds a table with errors.
            guard depth < 64, case .named(let name) = field.type, let inner = types[name.value]?.fields else {
                continue
            }
            written += writtenPaths(inner, types: types, depth: depth + 1).map { path.appending($0) }
        }
        return written
    }
}
