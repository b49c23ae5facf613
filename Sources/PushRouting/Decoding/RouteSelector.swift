import Foundation

/// How a payload's route was chosen.
@_spi(Generated)
public enum SelectedBy: Sendable, Hashable {
    /// The discriminator value is the route's key (an integer value by its decimal text).
    case value(String)
    /// The discriminator value is one of the route's aliases.
    case alias(String)
    /// A link the payload carries opens one of the route's patterns (its text), at the
    /// carried place `at` (docs/language.md §14.7).
    case carriedLink(String, at: PayloadPath)
    /// The route's `when` conditions hold, and those of no `when` route before it.
    case when
    /// Nothing else selects the payload, and the route is the table's fallback.
    case fallback
}

/// What route selection decided.
@_spi(Generated)
public enum RouteSelection<Route: Hashable & Sendable>: Sendable, Hashable {
    /// A route of the generated enum, by its identity (`PushRouteTable.Route`).
    case route(Route, SelectedBy)
    /// A route the table ignores (`ignore: true`), by its key: nothing is delivered.
    case ignored(String, SelectedBy)
    /// Nothing selected a route and the table says `unrouted: ignore`.
    case unrouted

    /// The selected route. A selection that delivers nothing throws what generated decoders
    /// throw for it (they must return a route or throw): `.ignored(key)` or `.unrouted`,
    /// which the dispatcher reports as such rather than as failures.
    public func route() throws(PushDecodingError) -> Route {
        switch self {
        case .route(let route, _): return route
        case .ignored(let key, _): throw PushDecodingError(reason: .ignored(key))
        case .unrouted: throw PushDecodingError(reason: .unrouted)
        }
    }
}

/// Route selection of docs/language.md §13.1, data-driven: generated code builds one as a
/// static constant over its route identities (`PushRouteTable.Route`), and `routegen
/// explain` builds one from the table over route indices, so the two agree.
///
/// In order: (1) a discriminator value that names a route or alias selects it (a hashed
/// lookup); then a link the payload carries that opens a route's pattern (§14.7); (2)
/// otherwise the first `when` route whose conditions hold; (3) otherwise the fallback; (4)
/// otherwise a payload with a discriminator value is an unknown route, and one
/// without is `missingDiscriminator` at the first discriminator path (`noRoute` at the root
/// when the table has no discriminators), or `.unrouted` when the table ignores such
/// payloads. Never traps, whatever the payload holds.
@_spi(Generated)
public struct RouteSelector<Route: Hashable & Sendable>: Sendable {
    /// What a discriminator value, a `when` route or the fallback selects: a route of the
    /// enum, or a route the table ignores (`ignore: true`), by its key.
    public enum Target: Sendable, Hashable {
        /// A route of the generated enum.
        case route(Route)
        /// An `ignore: true` route, by its key.
        case ignored(String)
    }

    let discriminators: [PayloadPlace]
    /// The key of each route: its discriminator value, or its name for a `when` route or
    /// the fallback.
    let routeKey: @Sendable (Route) -> String
    let lookup: StringLookup<Target>
    let conditions: [(target: Target, condition: RouteCondition)]
    let fallback: Target?
    let unroutedIsIgnored: Bool
    /// What a failure to read a selected route's values means, by route.
    let invalid: InvalidRules<Route>
    /// The table's links, when it names places where a push carries one (docs/language.md
    /// §14.7): such a link selects a route after the discriminators, and fills the values of
    /// whichever route is selected.
    let links: LinkTable<Route>?

    /// A selector whose discriminators are plain key paths; the other parameters are those
    /// of `init(discriminatorPlaces:routeKey:lookup:conditions:fallback:unroutedIsIgnored:invalid:)`.
    /// Generated code's API (`@_spi(Generated)`).
    public init(
        discriminators: [PayloadPath],
        routeKey: @escaping @Sendable (Route) -> String = { String(describing: $0) },
        lookup: StringLookup<Target>,
        conditions: [(target: Target, condition: RouteCondition)] = [],
        fallback: Target? = nil,
        unroutedIsIgnored: Bool = false,
        invalid: InvalidRules<Route> = InvalidRules(),
        links: LinkTable<Route>? = nil
    ) {
        self.init(
            discriminatorPlaces: discriminators.map { PayloadPlace($0) }, routeKey: routeKey, lookup: lookup,
            conditions: conditions, fallback: fallback, unroutedIsIgnored: unroutedIsIgnored, invalid: invalid,
            links: links)
    }

    /// A selector whose discriminators are places with options (docs/language.md §5.2): a
    /// value there that the place does not count (of another kind than its `is:`, or the
    /// empty string with `empty: missing`) is no discriminator value, and the next
    /// discriminator is tried. Generated code's API (`@_spi(Generated)`).
    ///
    /// - Parameters:
    ///   - discriminators: The discriminator places, tried in order: the first that holds a
    ///     value it counts is the discriminator. Empty when the table has none.
    ///   - routeKey: The key of a route (value routes, `when` routes and the fallback alike);
    ///     by default its description (what a table without routes, whose identity has no
    ///     case, leaves out).
    ///   - lookup: Discriminator values and aliases, to their targets.
    ///   - conditions: The `when` routes, in table order.
    ///   - fallback: The fallback route (which may be an ignored one).
    ///   - unroutedIsIgnored: Whether a payload that nothing selects and that has no
    ///     discriminator value is `.unrouted` (`unrouted: ignore`) rather than an error.
    ///   - invalid: What a failure to read a selected route's values means (`invalid:`).
    ///   - links: The table's links, when it names places where a push carries one.
    public init(
        discriminatorPlaces discriminators: [PayloadPlace],
        routeKey: @escaping @Sendable (Route) -> String = { String(describing: $0) },
        lookup: StringLookup<Target>,
        conditions: [(target: Target, condition: RouteCondition)] = [],
        fallback: Target? = nil,
        unroutedIsIgnored: Bool = false,
        invalid: InvalidRules<Route> = InvalidRules(),
        links: LinkTable<Route>? = nil
    ) {
        self.invalid = invalid
        self.links = links.flatMap { $0.carried.isEmpty ? nil : $0 }
        self.discriminators = discriminators
        self.routeKey = routeKey
        self.lookup = lookup
        self.conditions = conditions
        self.fallback = fallback
        self.unroutedIsIgnored = unroutedIsIgnored
    }

    /// Selects the route of a payload from its top-level entries (what generated decoders
    /// read). Throws a type error at a discriminator that is neither a string nor an
    /// integer, or at a step of a discriminator path that is not a dictionary;
    /// `unknownRoute`, `missingDiscriminator` or `noRoute` when nothing selects a route.
    public func select(_ entries: PayloadEntries) throws(PushDecodingError) -> RouteSelection<Route> {
        try select { key in entries.value(forKey: key) }
    }

    /// Selects the route of a payload dictionary, as `select(_:)` selects from its entries.
    public func select(_ payload: PayloadObject) throws(PushDecodingError) -> RouteSelection<Route> {
        try select { key in Decode.value(in: payload, forKey: key) }
    }

    /// Selects, `firstStep` giving the payload's value for a top-level key.
    func select(firstStep: (String) -> Any?) throws(PushDecodingError) -> RouteSelection<Route> {
        try firstCandidate(firstStep: firstStep).selection
    }

    /// The first candidate: what `select` decides, with where selection stands (for the
    /// candidates after it, `invalid: next`).
    func firstCandidate(firstStep: (String) -> Any?) throws(PushDecodingError) -> Candidate {
        var unknown: (text: String, path: PayloadPath)?
        for (index, place) in discriminators.enumerated() {
            guard case .key(let first)? = place.path.components.first,
                let text = try Decode.discriminatorIfPresent(firstStep: firstStep(first), at: place)
            else { continue }
            if let target = lookup.value(for: text) {
                return Candidate(selection(target, byValue: text), discriminator: index, stage: index)
            }
            // The first discriminator holding a value decides: the next one is not tried.
            unknown = (text, place.path)
            break
        }
        if let carried = carriedLink(firstStep: firstStep, tried: []) { return carried }
        for (index, (target, condition)) in conditions.enumerated() where condition.holds(firstStep: firstStep) {
            return Candidate(selection(target, by: .when), stage: whenStage + index)
        }
        if let fallback {
            return Candidate(selection(fallback, by: .fallback), stage: whenStage + conditions.count)
        }
        if let unknown {
            throw PushDecodingError(path: unknown.path, reason: .unknownRoute(unknown.text))
        }
        if unroutedIsIgnored { return Candidate(.unrouted, stage: whenStage + conditions.count + 1) }
        guard let first = discriminators.first else { throw PushDecodingError(reason: .noRoute) }
        throw PushDecodingError(path: first.path, reason: .missingDiscriminator)
    }

    /// The stage of the first `when` route: after the discriminators and the carried link.
    var whenStage: Int { discriminators.count + 1 }

    /// The candidate a carried link selects (stage `discriminators.count`): the route of the
    /// pattern the first carried link that opens one opens, unless it was tried.
    func carriedLink(firstStep: (String) -> Any?, tried: [Route]) -> Candidate? {
        guard let links, let carried = links.carriedLink(firstStep: firstStep) else { return nil }
        let entry = links.entries[carried.match.entry]
        guard !tried.contains(entry.route) else { return nil }
        return Candidate(
            .route(entry.route, .carriedLink(entry.pattern.text, at: carried.path)), stage: discriminators.count)
    }

    /// The key of the route or ignored route `target`.
    func key(of target: Target) -> String {
        switch target {
        case .route(let route): routeKey(route)
        case .ignored(let key): key
        }
    }

    /// The selection of `target` by the discriminator value `text`: its key or an alias.
    func selection(_ target: Target, byValue text: String) -> RouteSelection<Route> {
        selection(target, by: Exact.equal(text, key(of: target)) ? .value(text) : .alias(text))
    }

    /// The selection of `target`.
    func selection(_ target: Target, by selectedBy: SelectedBy) -> RouteSelection<Route> {
        switch target {
        case .route(let route): .route(route, selectedBy)
        case .ignored(let key): .ignored(key, selectedBy)
        }
    }
}
