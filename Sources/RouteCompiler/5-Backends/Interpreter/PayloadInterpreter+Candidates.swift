import Foundation
@_spi(Generated) import PushRouting

// How the interpreter finds a payload's route: the first candidate, and after a route whose
// values do not read with `invalid: next`, the next one (docs/language.md §13.1), as the
// generated code's `RouteSelector` does.
extension PayloadInterpreter {
    /// A route that selects the payload, and how: the first, or one after a route whose
    /// values did not read (`invalid: next`).
    struct Candidate {
        let route: RoutePlan
        let choice: RouteChoice
        /// Where the selector stands (for a table that chooses routes with one).
        let position: RouteSelector<Int>.Candidate?
        /// The route's target in the selector.
        let target: Int?
    }

    /// The route `payload` selects first and how; nil when it is unrouted. Throws what
    /// selecting throws.
    func firstCandidate(_ payload: PayloadObject) throws(PushDecodingError) -> Candidate? {
        switch selection {
        case .simple(let path, let lookup):
            let value = try Decode.discriminator(payload, at: path)
            guard let index = lookup.value(for: value) else {
                throw PushDecodingError(path: path, reason: .unknownRoute(value))
            }
            let route = plan.routes[index]
            let choice = choice(
                Exact.equal(value, route.route.value) ? .value(value) : .alias(value), at: 0, in: payload)
            return Candidate(route: route, choice: choice, position: nil, target: nil)
        case .selector(let selector, _, _):
            return try candidate(selector.firstCandidate(in: payload), in: payload)
        }
    }

    /// The candidate after `previous`, for a table whose selector tries more than one (none
    /// in a table that selects every route by one discriminator's value).
    func nextCandidate(after previous: Candidate, tried targets: [Int], in payload: PayloadObject) -> Candidate? {
        guard case .selector(let selector, _, _) = selection, let position = previous.position,
            let next = selector.candidate(after: position, tried: targets, in: payload)
        else { return nil }
        return (try? candidate(next, in: payload)) ?? nil
    }

    /// The route of a selector's candidate; nil for `.unrouted`.
    func candidate(
        _ candidate: RouteSelector<Int>.Candidate, in payload: PayloadObject
    ) throws(PushDecodingError) -> Candidate? {
        guard case .selector(_, let delivered, let ignored) = selection else { return nil }
        switch candidate.selection {
        case .route(let index, let selectedBy):
            return Candidate(
                route: delivered[index], choice: choice(selectedBy, at: candidate.discriminator, in: payload),
                position: candidate, target: index)
        case .ignored(let key, let selectedBy):
            guard let route = ignored.first(where: { Exact.equal($0.route.value, key) }) else {
                throw PushDecodingError(reason: .unknownRoute(key))
            }
            return Candidate(
                route: route, choice: choice(selectedBy, at: candidate.discriminator, in: payload), position: candidate,
                target: nil)
        case .unrouted:
            return nil
        }
    }

    /// How the route was chosen, with the discriminator value as the payload holds it (a
    /// string or an integer) at the discriminator that held it (`discriminator`, by index).
    func choice(_ selectedBy: SelectedBy, at discriminator: Int?, in payload: PayloadObject) -> RouteChoice {
        let text: String
        let isAlias: Bool
        switch selectedBy {
        case .value(let value): (text, isAlias) = (value, false)
        case .alias(let value): (text, isAlias) = (value, true)
        case .when: return .when
        case .fallback: return .fallback
        case .carriedLink(let pattern, let path): return .carriedLink(pattern, at: path)
        }
        let place = discriminator.flatMap { discriminators.indices.contains($0) ? discriminators[$0] : nil }
        var found: (DiscriminatorValue, PayloadPath) = (
            .string(text), place?.path ?? discriminators.first?.path ?? PayloadPath()
        )
        if let place, let value = place.presentValue(in: payload), case .integer(let i) = RawValue.classify(value) {
            found = (.integer(i), place.path)
        }
        return isAlias ? .alias(found.0, at: found.1) : .value(found.0, at: found.1)
    }
}
