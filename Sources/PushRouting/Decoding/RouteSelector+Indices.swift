// Selectors over route indices: what `routegen explain` builds from a table (its delivered
// routes by position, then its ignored routes), and what the runtime's own tests write.
// Generated code names its routes instead (`PushRouteTable.Route`).
extension RouteSelector where Route == Int {
    /// A selector over indices: `i < routeKeys.count` is route `i` of the enum, and
    /// `routeKeys.count + j` is `ignoredKeys[j]`, an `ignore: true` route. A target out of
    /// range (a selector built wrong, never a payload) selects nothing.
    package init(
        discriminators: [PayloadPath],
        routeKeys: [String],
        ignoredKeys: [String] = [],
        lookup: StringLookup<Int>,
        conditions: [(target: Int, condition: RouteCondition)] = [],
        fallback: Int? = nil,
        unroutedIsIgnored: Bool = false,
        invalid: InvalidRules<Int> = InvalidRules()
    ) {
        self.init(
            discriminatorPlaces: discriminators.map { PayloadPlace($0) }, routeKeys: routeKeys,
            ignoredKeys: ignoredKeys, lookup: lookup, conditions: conditions, fallback: fallback,
            unroutedIsIgnored: unroutedIsIgnored, invalid: invalid)
    }

    /// A selector over indices whose discriminators are places with options; the other
    /// parameters are those of
    /// `init(discriminators:routeKeys:ignoredKeys:lookup:conditions:fallback:unroutedIsIgnored:invalid:)`.
    package init(
        discriminatorPlaces discriminators: [PayloadPlace],
        routeKeys: [String],
        ignoredKeys: [String] = [],
        lookup: StringLookup<Int>,
        conditions: [(target: Int, condition: RouteCondition)] = [],
        fallback: Int? = nil,
        unroutedIsIgnored: Bool = false,
        invalid: InvalidRules<Int> = InvalidRules(),
        links: LinkTable<Int>? = nil
    ) {
        func target(_ index: Int) -> Target? {
            if routeKeys.indices.contains(index) { return .route(index) }
            let ignored = index - routeKeys.count
            return ignoredKeys.indices.contains(ignored) ? .ignored(ignoredKeys[ignored]) : nil
        }
        self.init(
            discriminatorPlaces: discriminators,
            routeKey: { index in routeKeys.indices.contains(index) ? routeKeys[index] : "" },
            lookup: StringLookup(
                zip(lookup.keys, lookup.values).compactMap { key, index in target(index).map { (key, $0) } }),
            conditions: conditions.compactMap { entry in target(entry.target).map { ($0, entry.condition) } },
            fallback: fallback.flatMap(target), unroutedIsIgnored: unroutedIsIgnored, invalid: invalid, links: links)
    }
}
