import Foundation

/// How a payload's route was chosen.
@_spi(Generated)
public enum SelectedBy: Sendable, Hashable {
    /// The discriminator value is the route's key (an integer value by its decimal text).
    case value(String)
    /// The discriminator value is one of the route's aliases.
    case alias(String)
    /// The route's `when` conditions hold, and those of no `when` route before it.
    case when
    /// Nothing else selects the payload, and the route is the table's fallback.
    case fallback
}

/// What route selection decided.
@_spi(Generated)
public enum RouteSelection: Sendable, Hashable {
    /// A route of the generated enum, by its index in the enum's route table.
    case route(Int, SelectedBy)
    /// A route the table ignores (`ignore: true`), by its key: nothing is delivered.
    case ignored(String, SelectedBy)
    /// Nothing selected a route and the table says `unrouted: ignore`.
    case unrouted

    /// The index of the selected route. A selection that delivers nothing throws what
    /// generated decoders throw for it (they must return a route or throw): `.ignored(key)`
    /// or `.unrouted`, which the dispatcher reports as such rather than as failures.
    public func routeIndex() throws(PushDecodingError) -> Int {
        switch self {
        case .route(let index, _): return index
        case .ignored(let key, _): throw PushDecodingError(reason: .ignored(key))
        case .unrouted: throw PushDecodingError(reason: .unrouted)
        }
    }
}

/// Route selection of docs/language.md §13.1, data-driven: generated code builds one as a
/// static constant, and `routegen explain` builds one from the table, so the two agree.
///
/// In order: (1) a discriminator value that names a route or alias selects it (a hashed
/// lookup); (2) otherwise the first `when` route whose conditions hold; (3) otherwise the
/// fallback; (4) otherwise a payload with a discriminator value is an unknown route, and one
/// without is `missingDiscriminator` at the first discriminator path (`noRoute` at the root
/// when the table has no discriminators), or `.unrouted` when the table ignores such
/// payloads. Never traps, whatever the payload holds.
@_spi(Generated)
public struct RouteSelector: Sendable {
    let discriminators: [PayloadPlace]
    let routeKeys: [String]
    let ignoredKeys: [String]
    let lookup: StringLookup<Int>
    let conditions: [(target: Int, condition: RouteCondition)]
    let fallback: Int?
    let unroutedIsIgnored: Bool
    /// What a failure to read a selected route's values means, by route index.
    let invalid: InvalidRules

    /// A selector. Targets are indices: `i < routeKeys.count` is route `i` of the enum, and
    /// `routeKeys.count + j` is `ignoredKeys[j]`, an `ignore: true` route.
    ///
    /// - Parameters:
    ///   - discriminators: The discriminator paths, tried in order: the first that holds a
    ///     non-null value is the discriminator. Empty when the table has none.
    ///   - routeKeys: The key of each route of the enum, by index (value routes, `when`
    ///     routes and the fallback alike).
    ///   - ignoredKeys: The keys of the `ignore: true` routes.
    ///   - lookup: Discriminator values and aliases, to target indices.
    ///   - conditions: The `when` routes, in table order.
    ///   - fallback: The target index of the fallback route (which may be an ignored one).
    ///   - unroutedIsIgnored: Whether a payload that nothing selects and that has no
    ///     discriminator value is `.unrouted` (`unrouted: ignore`) rather than an error.
    public init(
        discriminators: [PayloadPath],
        routeKeys: [String],
        ignoredKeys: [String] = [],
        lookup: StringLookup<Int>,
        conditions: [(target: Int, condition: RouteCondition)] = [],
        fallback: Int? = nil,
        unroutedIsIgnored: Bool = false
    ) {
        self.init(
            discriminatorPlaces: discriminators.map { PayloadPlace($0) }, routeKeys: routeKeys,
            ignoredKeys: ignoredKeys,
            lookup: lookup, conditions: conditions, fallback: fallback, unroutedIsIgnored: unroutedIsIgnored)
    }

    /// A selector whose discriminators are places with options (docs/language.md §5.2): a
    /// value there that the place does not count (of another kind than its `is:`, or the
    /// empty string with `empty: missing`) is no discriminator value, and the next
    /// discriminator is tried. The other parameters are those of
    /// `init(discriminators:routeKeys:ignoredKeys:lookup:conditions:fallback:unroutedIsIgnored:)`;
    /// `invalid`: what a failure to read a selected route's values means (`invalid:`, by
    /// route). Generated code's API (`@_spi(Generated)`).
    @_spi(Generated)
    public init(
        discriminatorPlaces discriminators: [PayloadPlace],
        routeKeys: [String],
        ignoredKeys: [String] = [],
        lookup: StringLookup<Int>,
        conditions: [(target: Int, condition: RouteCondition)] = [],
        fallback: Int? = nil,
        unroutedIsIgnored: Bool = false,
        invalid: InvalidRules = InvalidRules()
    ) {
        self.invalid = invalid
        self.discriminators = discriminators
        self.routeKeys = routeKeys
        self.ignoredKeys = ignoredKeys
        self.lookup = lookup
        self.conditions = conditions
        self.fallback = fallback
        self.unroutedIsIgnored = unroutedIsIgnored
    }

    /// Selects the route of a payload from its top-level entries (what generated decoders
    /// read). Throws a type error at a discriminator that is neither a string nor an
    /// integer, or at a step of a discriminator path that is not a dictionary;
    /// `unknownRoute`, `missingDiscriminator` or `noRoute` when nothing selects a route.
    public func select(_ entries: PayloadEntries) throws(PushDecodingError) -> RouteSelection {
        try select { key in entries.value(forKey: key) }
    }

    /// Selects the route of a payload dictionary, as `select(_:)` selects from its entries.
    public func select(_ payload: PayloadObject) throws(PushDecodingError) -> RouteSelection {
        try select { key in Decode.value(in: payload, forKey: key) }
    }

    /// Selects, `firstStep` giving the payload's value for a top-level key.
    func select(firstStep: (String) -> Any?) throws(PushDecodingError) -> RouteSelection {
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
                return Candidate(try selection(target, byValue: text), discriminator: index, stage: index)
            }
            // The first discriminator holding a value decides: the next one is not tried.
            unknown = (text, place.path)
            break
        }
        for (index, (target, condition)) in conditions.enumerated() where condition.holds(firstStep: firstStep) {
            return Candidate(try selection(target, by: .when), stage: discriminators.count + index)
        }
        if let fallback {
            return Candidate(try selection(fallback, by: .fallback), stage: discriminators.count + conditions.count)
        }
        if let unknown {
            throw PushDecodingError(path: unknown.path, reason: .unknownRoute(unknown.text))
        }
        if unroutedIsIgnored { return Candidate(.unrouted, stage: discriminators.count + conditions.count + 1) }
        guard let first = discriminators.first else { throw PushDecodingError(reason: .noRoute) }
        throw PushDecodingError(path: first.path, reason: .missingDiscriminator)
    }

    /// The key of the route or ignored route at `target`, or nil for an index out of range.
    func key(of target: Int) -> String? {
        if routeKeys.indices.contains(target) { return routeKeys[target] }
        let ignored = target - routeKeys.count
        return ignoredKeys.indices.contains(ignored) ? ignoredKeys[ignored] : nil
    }

    /// The selection of `target` by the discriminator value `text`: its key or an alias.
    func selection(_ target: Int, byValue text: String) throws(PushDecodingError) -> RouteSelection {
        try selection(target, by: Exact.equal(text, key(of: target) ?? "") ? .value(text) : .alias(text))
    }

    /// The selection of `target`. An index out of range (a selector built wrong, never a
    /// payload) is reported as an unknown route rather than a trap.
    func selection(_ target: Int, by selectedBy: SelectedBy) throws(PushDecodingError) -> RouteSelection {
        if routeKeys.indices.contains(target) { return .route(target, selectedBy) }
        let ignored = target - routeKeys.count
        guard ignoredKeys.indices.contains(ignored) else {
            throw PushDecodingError(reason: .unknownRoute(""))
        }
        return .ignored(ignoredKeys[ignored], selectedBy)
    }
}
