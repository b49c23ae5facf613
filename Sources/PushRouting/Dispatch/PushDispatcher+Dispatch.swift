import Foundation

// Dispatching: decoding, interceptors, and the decision under the lock of where a push goes.
extension PushDispatcher {
    /// Decodes and routes a payload dictionary (`userInfo`). `arrival` says how the push
    /// reached the app, and has no default: `.opened` in `didReceive`, `.presented` in
    /// `willPresent`, `.received` in `didReceiveRemoteNotification` (only an opened push may
    /// wait for a handler, and handlers navigate only for it). `ifUnhandled` says what happens
    /// when its destination has no handler: by default an opened push waits for one until
    /// `markReady()`. Leave `isolation` to its default (the caller's): from the main actor,
    /// handlers and observers run before this returns.
    ///
    /// A push is the same push again — `.duplicate`, not delivered — when its identity
    /// arrived the same way within the configuration's `duplicateWindow`: the table's
    /// `identity:` place (a message ID), else `identifier` (pass the notification request's
    /// `identifier`); with neither, never (docs/runtime.md, "One tap, one delivery").
    @discardableResult
    public func dispatch(
        _ payload: PayloadObject, as arrival: PushArrival, identifier: String? = nil,
        ifUnhandled policy: UnhandledPolicy = .hold, isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let raw = RawPayload(payload)
        let delivery = Delivery(isolation: isolation)
        let identity = Route.identity(of: payload) ?? identifier.flatMap { $0.isEmpty ? nil : $0 }
        if let duplicate = duplicate(identity, arrival, raw, delivery) { return duplicate }
        return decodeAndRoute(raw, arrival, policy, delivery, identity: identity) {
            () throws(PushDecodingError) in try Route.decodeForDelivery(payload)
        }
    }

    /// Decodes and routes a JSON payload, as `dispatch(_:as:identifier:ifUnhandled:isolation:)`.
    @discardableResult
    public func dispatch(
        json: Data, as arrival: PushArrival, identifier: String? = nil,
        ifUnhandled policy: UnhandledPolicy = .hold, isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let delivery = Delivery(isolation: isolation)
        let identity = Route.identity(json: json) ?? identifier.flatMap { $0.isEmpty ? nil : $0 }
        if let duplicate = duplicate(identity, arrival, RawPayload(json: json, object: nil), delivery) {
            return duplicate
        }
        do {
            return route(
                try Route.decodeForDelivery(json: json), arrival, RawPayload(json: json, object: nil), policy, delivery,
                identity: identity)
        } catch {
            // Observers see the object too, when the bytes hold one.
            let raw = RawPayload(json: json, object: try? JSONReader().object(from: json))
            return fail(error, arrival, raw, delivery, identity: identity)
        }
    }

    /// A payload's dispatch names how the push arrived; this overload only turns a call
    /// without `as:` into that message (instead of "cannot convert to the route type").
    @available(
        *, unavailable,
        message:
            "say how the push arrived: as: .opened in didReceive, .presented in willPresent, .received in didReceiveRemoteNotification"
    )
    @discardableResult
    public func dispatch(
        _ payload: PayloadObject, identifier: String? = nil, ifUnhandled policy: UnhandledPolicy = .hold,
        isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        dispatch(payload, as: .opened, identifier: identifier, ifUnhandled: policy, isolation: isolation)
    }

    /// As `dispatch(_:identifier:ifUnhandled:isolation:)`: a JSON payload's dispatch names its
    /// arrival too.
    @available(
        *, unavailable,
        message:
            "say how the push arrived: as: .opened in didReceive, .presented in willPresent, .received in didReceiveRemoteNotification"
    )
    @discardableResult
    public func dispatch(
        json: Data, identifier: String? = nil, ifUnhandled policy: UnhandledPolicy = .hold,
        isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        dispatch(json: json, as: .opened, identifier: identifier, ifUnhandled: policy, isolation: isolation)
    }

    /// The outcome `.duplicate` when a push of `identity` arrived as `arrival` within the
    /// window (reported to observers); nil otherwise, and the identity is remembered. Checked
    /// before decoding and interceptors, under the lock: of two dispatches of one push at
    /// once, on any threads, exactly one goes on.
    private func duplicate(
        _ identity: String?, _ arrival: PushArrival, _ raw: RawPayload, _ delivery: Delivery
    ) -> DispatchOutcome<Route>? {
        guard let identity else { return nil }
        let now = configuration.now()
        guard state.withLock({ $0.seen.isDuplicate(identity, arrival, at: now) }) else { return nil }
        return report(DispatchOutcome(.duplicate, arrival: arrival, payload: raw, identity: identity), delivery)
    }

    /// Decodes and routes a link: a universal link (`scene(_:continue:)`), a custom scheme's
    /// URL (`onOpenURL`, `scene(_:openURLContexts:)`), a link a push or widget carries
    /// (docs/language.md §14). The same outcomes, interceptors, handlers, waiting and
    /// observers as a push: a URL that no pattern matches goes to the unknown-route handlers
    /// with the URL's text (and `RawPayload.url`). A link is opened by the user, so it arrives
    /// `.opened` by default and may wait for its screen; inside handlers `currentURL` says
    /// which link it was.
    @discardableResult
    public func dispatch(
        url: URL, as arrival: PushArrival = .opened, ifUnhandled policy: UnhandledPolicy = .hold,
        isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        decodeAndRoute(RawPayload(url: url), arrival, policy, Delivery(isolation: isolation)) {
            () throws(PushDecodingError) in try Route.decodeForDelivery(url: url)
        }
    }

    /// Routes what `decode` makes of a push that arrived as `raw`, or reports why it made
    /// nothing: a payload dictionary's dispatch and a link's.
    private func decodeAndRoute(
        _ raw: RawPayload, _ arrival: PushArrival, _ policy: UnhandledPolicy, _ delivery: Delivery,
        identity: String? = nil, _ decode: () throws(PushDecodingError) -> Routed<Route>
    ) -> DispatchOutcome<Route> {
        do {
            return route(try decode(), arrival, raw, policy, delivery, identity: identity)
        } catch {
            return fail(error, arrival, raw, delivery, identity: identity)
        }
    }

    /// Routes a push built in the app (in-app messaging, tests, previews). It is checked
    /// against its table first (`RoutablePush.validate()`): a value that breaks it — `id:
    /// -5` where the table says `minimum: 1` — goes to the failure handlers and is
    /// reported `.failed`, never delivered. It arrives `.opened` unless `arrival` says
    /// otherwise (the app opens what it builds) and waits for a handler as a push would;
    /// pass `ifUnhandled: .discard` for one that must be delivered now or never.
    @discardableResult
    public func dispatch(
        _ route: Route, as arrival: PushArrival = .opened, ifUnhandled policy: UnhandledPolicy = .hold,
        isolation: (any Actor)? = #isolation
    ) -> DispatchOutcome<Route> {
        let delivery = Delivery(isolation: isolation)
        do {
            try route.validate()
        } catch {
            // A route built in the app that breaks its table fails, whatever `invalid:` says.
            return fail(error.asFailure, arrival, RawPayload(route.encodedPayload()), delivery)
        }
        return self.route(Routed(route), arrival, .typed, policy, delivery)
    }

    /// Reports a push that decoding did not turn into a route: an unknown route, a push the
    /// table ignores (`.ignored`, `.unrouted`, `.invalid`: generated decoders throw them, not
    /// being able to return a route), or a failure.
    private func fail(
        _ error: PushDecodingError, _ arrival: PushArrival, _ raw: RawPayload, _ delivery: Delivery,
        identity: String? = nil
    ) -> DispatchOutcome<Route> {
        let outcome: DispatchOutcome<Route>
        if error.invalidIsIgnored {
            outcome = DispatchOutcome(.invalid, arrival: arrival, payload: raw, error: error, identity: identity)
        } else {
            switch error.reason {
            case .unknownRoute(let value), .unknownLink(let value):
                outcome = DispatchOutcome(
                    .unknownRoute, arrival: arrival, payload: raw, value: value, identity: identity)
            case .ignored(let key):
                outcome = DispatchOutcome(
                    .ignored, arrival: arrival, payload: raw, ignoredRoute: key, identity: identity)
            case .unrouted: outcome = DispatchOutcome(.unrouted, arrival: arrival, payload: raw, identity: identity)
            default:
                outcome = DispatchOutcome(.failed, arrival: arrival, payload: raw, error: error, identity: identity)
            }
        }
        return report(outcome, delivery)
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
        _ decoded: Routed<Route>, _ arrival: PushArrival, _ raw: RawPayload, _ policy: UnhandledPolicy,
        _ delivery: Delivery, identity: String? = nil
    ) -> DispatchOutcome<Route> {
        var routed = decoded
        var isStopped = false
        let interceptors = state.withLock { $0.interceptors }
        for interceptor in interceptors {
            // Checked at its turn: an interceptor cancelled by an earlier one does not run.
            if state.withLock({ _ in interceptor.isCancelled }) { continue }
            switch interceptor.body(routed.route, arrival, raw.url) {
            case .proceed: continue
            case .redirect(let other):
                do {
                    try other.validate()
                } catch {
                    return fail(error.asFailure, arrival, RawPayload(other.encodedPayload()), delivery)
                }
                routed = Routed(other)  // the payload stays the one the push arrived with
            case .stop: isStopped = true
            }
            if isStopped { break }
        }
        let route = routed.route
        let context = PushContext(
            destination: routed.destination, arrival: arrival, arrivedAt: configuration.now(), payload: raw,
            policy: policy, identity: identity)
        if isStopped {
            // Stopped (a sign-in gate): dispatching it again later delivers it.
            if let identity { state.withLock { $0.seen.forget(identity, arrival) } }
            return report(DispatchOutcome(.stopped, route, context), delivery)
        }
        // One decision under the lock, with registration: the destination's handlers, or
        // the early-push queue. No window between "no handler" and "held".
        let arranged = arrange(
            delivery,
            { (state: inout State) -> Decided in
                Decided(decision: decide(route, context, at: context.arrivedAt, &state), hook: state.afterDecision)
            },
            queue: { (decided: Decided) -> Job? in
                { _ = self.finish(route, context, decided, late: false) }
            })
        switch arranged {
        case .atOnce(let decided):
            decided.hook?(route)
            return MainActor.assumeIsolated { finish(route, context, decided, late: false) }
        case .queued(let decided):
            decided.hook?(route)
            return Self.outcome(of: decided.decision, route, context, late: false, queued: true)
        }
    }

    /// What a decision means for its push, before any handler ran: a push to deliver is
    /// `.queued` to the main actor (where the dispatch was not), or, when every handler it
    /// was handed to went away, delivered to others or late.
    static func outcome(
        of decision: Decision, _ route: Route, _ context: PushContext, late: Bool, queued: Bool = false
    ) -> DispatchOutcome<Route> {
        switch decision {
        case .deliver(let handlers):
            DispatchOutcome(
                queued ? .queued : late ? .deliveredLate : .delivered, route, context, handlers: handlers.count)
        case .held: DispatchOutcome(.held, route, context)
        case .dropped: DispatchOutcome(.dropped, route, context)
        case .unhandled: DispatchOutcome(.unhandled, route, context)
        }
    }

    /// Where a push goes, decided under the lock. Holding a push may drop others (expired,
    /// or pushed out of a full queue): `pushedOut`. (Only those two cases carry a list, so
    /// that delivering touches none.)
    enum Decision: Sendable {
        /// To these handlers (each checked again at its turn on the main actor).
        case deliver([Handler])
        case held(pushedOut: [HeldPush<Route>])
        case dropped(pushedOut: [HeldPush<Route>])
        case unhandled

        /// The pushes that holding this one dropped.
        var pushedOut: [HeldPush<Route>] {
            switch self {
            case .held(let pushedOut), .dropped(let pushedOut): pushedOut
            case .deliver, .unhandled: []
            }
        }
    }

    /// A dispatch's decision and the test hook.
    struct Decided: Sendable {
        let decision: Decision
        let hook: (@Sendable (Route) -> Void)?
    }

    /// Under the lock: where a push goes now. To its destination's handlers, when it has
    /// any; else it waits, when it may: it was opened, its dispatch lets it wait, and the
    /// router is not ready yet (or the configuration keeps holding after it). Else it is
    /// unhandled. Owners are not looked at here (that happens on the main actor); a handler
    /// whose owner is gone is counted until a delivery finds it gone.
    func decide(_ route: Route, _ context: PushContext, at now: Date, _ state: inout State) -> Decision {
        let handlers = state.handlers[context.destination]
        if let handlers, !handlers.isEmpty { return .deliver(handlers) }
        guard context.arrival == .opened, context.policy == .hold,
            !state.isReady || configuration.keepHoldingAfterReady
        else { return .unhandled }
        let (held, pushedOut) = state.early.hold(HeldPush(route: route, context: context), at: now)
        return held ? .held(pushedOut: pushedOut) : .dropped(pushedOut: pushedOut)
    }

    /// How many pushes are held for destinations without handlers (expired ones dropped
    /// first, and reported to observers on the main actor).
    public var heldCount: Int {
        let now = configuration.now()
        let arranged = arrange(
            Delivery(isolation: nil),  // nonisolated: the main queue or not
            { (state: inout State) -> (expired: [HeldPush<Route>], count: Int) in
                (expired: state.early.expire(at: now), count: state.early.entries.count)
            },
            queue: { (decided: (expired: [HeldPush<Route>], count: Int)) -> Job? in
                guard !decided.expired.isEmpty else { return nil }
                return { self.notify(decided.expired.map { $0.outcome(.dropped) }) }
            })
        switch arranged {
        case .atOnce(let decided):
            if !decided.expired.isEmpty {
                MainActor.assumeIsolated { notify(decided.expired.map { $0.outcome(.dropped) }) }
            }
            return decided.count
        case .queued(let decided):
            return decided.count
        }
    }
}
