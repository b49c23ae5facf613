import Foundation

// Dispatching: decoding, interceptors, and the decision under the lock of where a push goes.
extension PushDispatcher {
    /// Decodes and routes a payload dictionary (`userInfo`). `ifUnhandled` says what
    /// happens when its destination has no handler: by default it waits for one. Leave
    /// `isolation` to its default (the caller's): from the main actor, handlers and
    /// observers run before this returns.
    @discardableResult
    public func dispatch(
        _ payload: PayloadObject, ifUnhandled policy: UnhandledPolicy = .hold, isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let delivery = Delivery(isolation: isolation)
        do {
            return route(try Route.decodeForDelivery(payload), delivery, policy)
        } catch {
            return fail(error, RawPayload(payload), delivery)
        }
    }

    /// Decodes and routes a JSON payload, as `dispatch(_:ifUnhandled:isolation:)`.
    @discardableResult
    public func dispatch(
        json: Data, ifUnhandled policy: UnhandledPolicy = .hold, isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let delivery = Delivery(isolation: isolation)
        do {
            return route(try Route.decodeForDelivery(json: json), delivery, policy)
        } catch {
            // Observers see the object too, when the bytes hold one.
            return fail(error, RawPayload(json: json, object: try? JSONReader().object(from: json)), delivery)
        }
    }

    /// Routes a push built in the app (in-app messaging, tests, previews). It is checked
    /// against its table first (`RoutablePush.validate()`): a value that breaks it — `id:
    /// -5` where the table says `minimum: 1` — goes to the failure handlers and is
    /// reported `.failed`, never delivered. By default it does not wait for a handler
    /// (`ifUnhandled: .discard`: reported `.unhandled`); pass `.hold` to let it wait in the
    /// early-push queue as a push would.
    @discardableResult
    public func dispatch(
        _ route: Route, ifUnhandled policy: UnhandledPolicy = .discard, isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let delivery = Delivery(isolation: isolation)
        do {
            try route.validate()
        } catch {
            return fail(error, RawPayload(route.encodedPayload()), delivery)
        }
        return self.route(Routed(route), delivery, policy)
    }

    /// Reports a push that decoding did not turn into a route: an unknown route, a push the
    /// table ignores (`.ignored`, `.unrouted`: generated decoders throw them, not being able
    /// to return a route), or a failure.
    private func fail(_ error: PushDecodingError, _ raw: RawPayload, _ delivery: Delivery) -> DispatchOutcome<Route> {
        switch error.reason {
        case .unknownRoute(let value): report(.unknownRoute(value, raw), delivery)
        case .ignored(let key): report(.ignored(key, raw), delivery)
        case .unrouted: report(.unrouted(raw), delivery)
        default: report(.failed(error, raw), delivery)
        }
    }

    /// Reports an outcome that delivers nothing: unknown-route handlers or failure handlers,
    /// then observers.
    private func report(_ outcome: DispatchOutcome<Route>, _ delivery: Delivery) -> DispatchOutcome<Route> {
        switch arrange(delivery, { _ in () }, queue: { _ in { self.announce(outcome) } }) {
        case .atOnce: MainActor.assumeIsolated { announce(outcome) }
        case .queued: break
        }
        return outcome
    }

    private func route(
        _ decoded: Routed<Route>, _ delivery: Delivery, _ policy: UnhandledPolicy
    ) -> DispatchOutcome<Route> {
        var routed = decoded
        let interceptors = state.withLock { $0.interceptors }
        for interceptor in interceptors {
            // Checked at its turn: an interceptor cancelled by an earlier one does not run.
            if state.withLock({ _ in interceptor.isCancelled }) { continue }
            switch interceptor.body(routed.route) {
            case .proceed: continue
            case .redirect(let other):
                do {
                    try other.validate()
                } catch {
                    return fail(error, RawPayload(other.encodedPayload()), delivery)
                }
                routed = Routed(other)
            case .stop: return report(.stopped(routed.route), delivery)
            }
        }
        let route = routed.route
        let destination = routed.destination
        let now = configuration.now()
        // One decision under the lock, with registration: the destination's handlers, or
        // the early-push queue. No window between "no handler" and "held".
        let arranged = arrange(
            delivery,
            { (state: inout State) -> Decided in
                var dropped: [Route] = []
                let decision = Self.decide(route, destination, policy, arrival: now, now: now, &state, &dropped)
                return Decided(decision: decision, dropped: dropped, hook: state.afterDecision)
            },
            queue: { (decided: Decided) -> Job? in
                { _ = self.finish(route, destination, decided, policy, arrival: now, late: false) }
            })
        switch arranged {
        case .atOnce(let decided):
            decided.hook?(route)
            return MainActor.assumeIsolated { finish(route, destination, decided, policy, arrival: now, late: false) }
        case .queued(let decided):
            decided.hook?(route)
            return Self.outcome(of: decided.decision, route, late: false)
        }
    }

    /// What a decision means for its push, before any handler ran.
    static func outcome(of decision: Decision, _ route: Route, late: Bool) -> DispatchOutcome<Route> {
        switch decision {
        case .deliver(let handlers):
            late ? .deliveredLate(route, handlers: handlers.count) : .delivered(route, handlers: handlers.count)
        case .held: .held(route)
        case .dropped: .dropped(route)
        case .unhandled: .unhandled(route)
        }
    }

    /// Where a push goes, decided under the lock.
    enum Decision: Sendable {
        /// To these handlers (each checked again at its turn on the main actor).
        case deliver([Handler])
        case held
        case dropped
        case unhandled
    }

    /// A dispatch's decision, the held pushes it pushed out, and the test hook.
    struct Decided: Sendable {
        let decision: Decision
        let dropped: [Route]
        let hook: (@Sendable (Route) -> Void)?
    }

    /// Under the lock: where `route` goes now. Owners are not looked at here (that happens
    /// on the main actor); a handler whose owner is gone is counted until a delivery finds
    /// it gone.
    static func decide(
        _ route: Route, _ destination: String, _ policy: UnhandledPolicy, arrival: Date, now: Date,
        _ state: inout State, _ dropped: inout [Route]
    ) -> Decision {
        if let handlers = state.handlers[destination], !handlers.isEmpty { return .deliver(handlers) }
        switch policy {
        case .discard:
            return .unhandled
        case .hold:
            let (held, pushedOut) = state.early.hold(route, for: destination, arrival: arrival, at: now)
            dropped += pushedOut
            return held ? .held : .dropped
        }
    }

    /// How many pushes are held for destinations without handlers (expired ones dropped
    /// first, and reported to observers on the main actor).
    public var heldCount: Int {
        let now = configuration.now()
        let arranged = arrange(
            Delivery(isolation: nil),  // nonisolated: the main queue or not
            { (state: inout State) -> (expired: [Route], count: Int) in
                (expired: state.early.expire(at: now), count: state.early.entries.count)
            },
            queue: { (decided: (expired: [Route], count: Int)) -> Job? in
                guard !decided.expired.isEmpty else { return nil }
                return { self.notify(decided.expired.map { DispatchOutcome<Route>.dropped($0) }) }
            })
        switch arranged {
        case .atOnce(let decided):
            if !decided.expired.isEmpty {
                MainActor.assumeIsolated { notify(decided.expired.map { DispatchOutcome<Route>.dropped($0) }) }
            }
            return decided.count
        case .queued(let decided):
            return decided.count
        }
    }
}
