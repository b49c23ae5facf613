/// A routes table that passed every check: stage 3's hand-off (docs/architecture.md). It is
/// what was read without the syntax's recovery state (a missing destination, an unreadable
/// name or selection, a stand-in type): every delivered route has its destination and Swift
/// names, every default is typed, and every `jsonStrings` document a param reads is an origin
/// of its source. Built by the checks (`TableChecker`) from the syntax (`RouteTable`);
/// lowering (`TablePlan`) is built from it.
package struct ValidatedTable: Sendable {
    /// Every file the table was read from, the root first, then includes depth-first.
    package let files: [String]
    /// The places of the push type in a payload, tried in order (empty: the table has none).
    package let discriminatorPlaces: [Place]
    /// What happens to a payload that selects no route and has no discriminator value.
    package let unrouted: UnroutedPolicy
    /// Where the value of `unrouted:` is written (nil for the default).
    package let unroutedLocation: SourceLocation?
    /// The table's rule for values that do not read (`invalid:`).
    package let invalid: InvalidRule
    /// Where the value of the table's `invalid:` is written (nil for the default).
    package let invalidLocation: SourceLocation?
    /// The coercion every value gets unless its param says otherwise.
    package let coercion: Coercion
    /// The places whose string values hold JSON (`jsonStrings`, docs/language.md §5.3).
    package let jsonStrings: JSONStringPaths
    /// The hosts and schemes the link patterns answer (docs/language.md §14.1); nil without
    /// `links:`.
    package let links: LinkSettings?
    /// `identity:`.
    package let identity: PayloadKeyPath?
    /// Routes, in file order.
    package let routes: [CheckedRoute]
    /// Named types, in file order.
    package let types: [CheckedType]
    /// The named types by name.
    package let typesByName: [String: CheckedType]
    /// The syntax the table was checked from. Only the tests read it: every stage after the
    /// checks reads the checked table.
    let syntax: RouteTable
    /// Every Swift name of the table, as `TableNames` assigned them (each route, member and
    /// type carries its own).
    let names: TableNames

    /// The checked table of `table`, which passed every check.
    init(_ table: RouteTable) {
        let names = TableNames(assigning: table)
        let typesByName = table.typesByName
        syntax = table
        self.names = names
        files = table.files
        discriminatorPlaces = table.discriminatorPlaces
        unrouted = table.unrouted
        unroutedLocation = table.unroutedLocation
        invalid = table.invalid
        invalidLocation = table.invalidLocation
        coercion = table.coercion
        jsonStrings = table.jsonStrings
        links = table.links
        identity = table.identity
        var delivered = names.routes.makeIterator()
        routes = table.routes.map { route in
            let routeNames = route.isIgnored ? nil : delivered.next()
            let paramNames: [MemberNames?] =
                routeNames.map { $0.params.map(Optional.some) } ?? Array(repeating: nil, count: route.params.count)
            return CheckedRoute(
                route, names: routeNames,
                params: zip(route.params, paramNames).map { field, names in
                    Member(field, names: names, jsonStrings: table.jsonStrings, types: typesByName)
                })
        }
        types = zip(table.types, names.types).map { CheckedType($0, names: $1) }
        self.typesByName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a route has link patterns: the generated code then decodes and writes links.
    package var hasLinks: Bool { routes.contains { !$0.links.isEmpty } }

    /// Whether pushes may carry links that select and fill routes (docs/language.md §14.7):
    /// `links: carried:` names places, and some route has patterns.
    package var carriesLinks: Bool { !(links?.carried.isEmpty ?? true) && hasLinks }

    /// The named type called `name`.
    package func type(named name: String) -> CheckedType? { typesByName[name] }

    /// The discriminators' key paths, in order.
    package var discriminators: [PayloadKeyPath] { discriminatorPlaces.map(\.path) }

    /// The routes the generated enum has a case for: every route but the `ignore` ones.
    package var deliveredRoutes: [CheckedRoute] { routes.filter { !$0.isIgnored } }

    /// What a failure to read the values of `route` means: its own `invalid:`, else the
    /// table's.
    package func invalidRule(of route: CheckedRoute) -> InvalidRule { route.invalid ?? invalid }

    /// Whether a delivered route's values that do not read mean anything but a failure.
    package var hasInvalidRules: Bool { routes.contains { !$0.isIgnored && invalidRule(of: $0) != .error } }

    /// Destinations in the order their first route appears.
    package var destinations: [String] {
        var seen: Set<String> = []
        return routes.compactMap(\.destination?.value).filter { seen.insert($0).inserted }
    }

    /// The one discriminator of a table that selects every route by one key path (no `when`,
    /// `fallback`, `ignore`, second discriminator, place options, `unrouted: ignore` or links
    /// that pushes carry): the tables of before docs/language.md §13.1, whose generated code
    /// finds the route while reading the payload's first level.
    package var simpleDiscriminator: PayloadKeyPath? {
        guard discriminatorPlaces.count == 1, !discriminatorPlaces[0].hasOptions, unrouted == .error, !carriesLinks,
            routes.allSatisfy({ $0.selection.isByValue && !$0.isIgnored })
        else { return nil }
        return discriminatorPlaces[0].path
    }
}
