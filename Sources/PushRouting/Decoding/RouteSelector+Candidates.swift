import Foundation

// `invalid:` (docs/language.md §13.1): what a failure to read the selected route's values
// means. `error` fails the push, `ignore` ignores it, `next` tries the next candidate in
// selection order: the next discriminator that holds a route's value, then the `when`
// routes whose conditions hold, in order, then the fallback. The first candidate whose
// values read is the route.
extension RouteSelector {
    /// One candidate route of a payload, in selection order. Generated code's API.
    @_spi(Generated)
    public struct Candidate: Sendable {
        /// What selection decided here: a route or an ignored route (the first candidate may
        /// also be `.unrouted`).
        public let selection: RouteSelection<Route>
        /// The index of the discriminator whose value selected it; nil for a `when` route or
        /// the fallback.
        public let discriminator: Int?
        /// Where selection stands: discriminator `i` is stage `i`, a carried link stage
        /// `discriminators.count`, the `when` route `j` stage `discriminators.count + 1 + j`,
        /// the fallback the stage after the last `when`.
        let stage: Int

        init(_ selection: RouteSelection<Route>, discriminator: Int? = nil, stage: Int) {
            self.selection = selection
            self.discriminator = discriminator
            self.stage = stage
        }
    }

    /// The route a payload selects first, as `select(_:)` selects it, with where selection
    /// stands. Throws what `select(_:)` throws.
    @_spi(Generated)
    public func firstCandidate(in payload: PayloadObject) throws(PushDecodingError) -> Candidate {
        try firstCandidate { key in Decode.value(in: payload, forKey: key) }
    }

    /// The candidate after `previous` whose target is none of `tried`: a later
    /// discriminator that holds a route's value (one that holds no value, a value naming no
    /// route, a value of another kind or a step that is not a dictionary is passed over,
    /// never an error), then the route a carried link opens, then the `when` routes after it whose conditions hold, then the
    /// fallback; nil when none is left.
    @_spi(Generated)
    public func candidate(after previous: Candidate, tried: [Route], in payload: PayloadObject) -> Candidate? {
        candidate(after: previous, tried: tried) { key in Decode.value(in: payload, forKey: key) }
    }

    func candidate(after previous: Candidate, tried: [Route], firstStep: (String) -> Any?) -> Candidate? {
        var stage = previous.stage + 1
        while stage < discriminators.count {
            let place = discriminators[stage]
            if case .key(let first)? = place.path.components.first,
                let text = try? Decode.discriminatorIfPresent(firstStep: firstStep(first), at: place),
                let target = lookup.value(for: text), !isTried(target, tried)
            {
                return Candidate(selection(target, byValue: text), discriminator: stage, stage: stage)
            }
            stage += 1
        }
        if stage == discriminators.count {
            if let carried = carriedLink(firstStep: firstStep, tried: tried) { return carried }
            stage += 1
        }
        while stage < whenStage + conditions.count {
            let (target, condition) = conditions[stage - whenStage]
            if !isTried(target, tried), condition.holds(firstStep: firstStep) {
                return Candidate(selection(target, by: .when), stage: stage)
            }
            stage += 1
        }
        if stage == whenStage + conditions.count, let fallback, !isTried(fallback, tried) {
            return Candidate(selection(fallback, by: .fallback), stage: stage)
        }
        return nil
    }

    /// Whether `target` is a route among `tried` (an ignored route is never tried: selecting
    /// it ends decoding).
    private func isTried(_ target: Target, _ tried: [Route]) -> Bool {
        if case .route(let route) = target { return tried.contains(route) }
        return false
    }

    /// Selects the route of a payload's entries and decodes it with `decode` (given the
    /// route's identity), following each route's rule when its values do not read: `error`
    /// throws the error, `ignore` throws it marked ignored (`invalidIsIgnored`, not a
    /// failure), `next` decodes the next candidate. When the candidates run out, the push
    /// fails. Whatever ends it, the error thrown is the first route's (the one the payload
    /// selected first), attributed to that route. An ignored route (`ignore: true`) among
    /// the candidates throws `.ignored` as `select` does. Generated code's API.
    @_spi(Generated)
    public func decode<Decoded>(
        _ entries: PayloadEntries, _ decodeRoute: (Route) throws(PushDecodingError) -> Decoded
    ) throws(PushDecodingError) -> Decoded {
        try decode(firstStep: { key in entries.value(forKey: key) }, decodeRoute)
    }

    /// Selects and decodes as `decode(_:_:)`, each candidate route reading the values of the
    /// link the payload carries for it where the payload holds nothing (docs/language.md
    /// §14.7): `decodeRoute` is given the route and the entries to read. Generated code's API
    /// for a table with carried links.
    @_spi(Generated)
    public func decode<Decoded>(
        _ entries: PayloadEntries, _ decodeRoute: (Route, PayloadEntries) throws(PushDecodingError) -> Decoded
    ) throws(PushDecodingError) -> Decoded {
        try decode(firstStep: { key in entries.value(forKey: key) }) { route throws(PushDecodingError) in
            guard let links else { return try decodeRoute(route, entries) }
            return try links.decode(route, entries) { entries throws(PushDecodingError) in
                try decodeRoute(route, entries)
            }
        }
    }

    func decode<Decoded>(
        firstStep: (String) -> Any?, _ decodeRoute: (Route) throws(PushDecodingError) -> Decoded
    ) throws(PushDecodingError) -> Decoded {
        var candidate = try firstCandidate(firstStep: firstStep)
        var firstFailure: PushDecodingError?
        var tried: [Route] = []
        while true {
            let route = try candidate.selection.route()
            let failure: PushDecodingError
            do throws(PushDecodingError) {
                return try decodeRoute(route)
            } catch {
                failure = firstFailure ?? error.inRoute(routeKey(route))
            }
            firstFailure = failure
            switch invalid.rule(of: route) {
            case .error: throw failure
            case .ignore: throw failure.ignoredAsInvalid()
            case .next:
                tried.append(route)
                guard let next = self.candidate(after: candidate, tried: tried, firstStep: firstStep) else {
                    throw failure
                }
                candidate = next
            }
        }
    }
}
