import Foundation

// Observers, fallbacks, failure handlers and interceptors: adding them, and running the
// main-actor ones for each outcome.
extension PushDispatcher {
    /// Adds an observer of every outcome: delivered, held, delivered late, dropped,
    /// unhandled, stopped, unknown route, ignored, unrouted, failed, invalid. Observers run on
    /// the main actor, after the handlers of the push, in the order the router decided the
    /// pushes.
    @discardableResult
    public func observe(
        _ observer: @escaping @MainActor @Sendable (DispatchOutcome<Route>) -> Void
    ) -> RegistrationToken {
        add(\.observers, owner: nil) { _, outcome in observer(outcome) }
    }

    /// Adds an observer that lives as long as `owner`: the dispatcher holds `owner` weakly
    /// and hands it to `observer` with each outcome, so the closure need not capture it.
    /// Once `owner` is released the observer is removed. Runs on the main actor, as
    /// `observe(_:)`.
    @discardableResult
    public func observe<Owner: AnyObject & Sendable>(
        _ owner: Owner, _ observer: @escaping @MainActor @Sendable (Owner, DispatchOutcome<Route>) -> Void
    ) -> RegistrationToken {
        add(\.observers, owner: owner) { owner, outcome in
            guard let owner else { return }
            observer(unsafeDowncast(owner, to: Owner.self), outcome)
        }
    }

    /// Adds a handler of pushes no route takes: one whose discriminator names no route
    /// (`.unknownRoute`: it receives the value) and one that nothing selects in a table
    /// that ignores such pushes (`.unrouted`: it receives nil). It gets the payload too, on
    /// the main actor (at once when `dispatch` runs there, queued to it otherwise). A
    /// table's `fallback: true` route takes such pushes first, as a route.
    @discardableResult
    public func onUnknownRoute(
        _ fallback: @escaping @MainActor @Sendable (String?, RawPayload) -> Void
    ) -> RegistrationToken {
        add(\.fallbacks, owner: nil, fallback)
    }

    /// Adds a handler of decode failures and of routes built in the app that break their
    /// table: it receives the typed error and the payload, on the main actor (at once when
    /// `dispatch` runs there, queued to it otherwise).
    @discardableResult
    public func onFailure(
        _ handler: @escaping @MainActor @Sendable (PushDecodingError, RawPayload) -> Void
    ) -> RegistrationToken {
        add(\.failureHandlers, owner: nil, handler)
    }

    /// Adds an interceptor; interceptors run in the order they were added, before
    /// delivery, synchronously on the dispatching thread (their decision is part of what
    /// `dispatch` returns). A cancelled interceptor does not run, even in a dispatch that
    /// has already begun.
    @discardableResult
    public func addInterceptor(_ interceptor: @escaping @Sendable (Route) -> Interception<Route>) -> RegistrationToken {
        add(\.interceptors, owner: nil) { route, _, _ in interceptor(route) }
    }

    /// Adds an interceptor that is also told how the push arrived (`.opened`, `.presented`,
    /// `.received`): an interceptor that sends an opened push to a sign-in screen can let a
    /// received one through. It runs as `addInterceptor(_:)`'s do, on the dispatching thread,
    /// where no push is `ArrivedPush.current` yet.
    @discardableResult
    public func addInterceptor(
        _ interceptor: @escaping @Sendable (Route, PushArrival) -> Interception<Route>
    ) -> RegistrationToken {
        add(\.interceptors, owner: nil) { route, arrival, _ in interceptor(route, arrival) }
    }

    /// Adds an interceptor that is also told how the push arrived and, for a link
    /// (`dispatch(url:)`), which URL it was (nil for a payload or a route built in the app):
    /// an interceptor that sends links of a signed-out user to sign-in can keep the URL to
    /// open afterwards. It runs as `addInterceptor(_:)`'s do.
    @discardableResult
    public func addInterceptor(
        _ interceptor: @escaping @Sendable (Route, PushArrival, URL?) -> Interception<Route>
    ) -> RegistrationToken {
        add(\.interceptors, owner: nil, interceptor)
    }

    private func add<Body: Sendable>(
        _ list: WritableKeyPath<State, [Callback<Body>]> & Sendable, owner: AnyObject?, _ body: Body
    ) -> RegistrationToken {
        let callback = state.withLock { state in
            let callback = Callback(id: state.makeID(), owner: owner, body: body)
            state[keyPath: list].append(callback)
            return callback
        }
        return RegistrationToken { [weak self, weak callback] in
            guard let self, let callback else { return }
            let removed = self.state.withLock { state -> [Callback<Body>] in
                callback.isCancelled = true
                return Self.remove(from: &state[keyPath: list]) { $0 === callback }
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
    }

    /// Runs the unknown-route handlers or failure handlers of an outcome that delivers
    /// nothing (an ignored push has neither), then the observers.
    @MainActor
    func announce(_ outcome: DispatchOutcome<Route>) {
        switch outcome.kind {
        case .unknownRoute, .unrouted:
            for fallback in state.withLock({ $0.fallbacks }) where isActive(fallback) {
                runningUserCode(outcome.arrivedPush) {
                    fallback.body(outcome.value, outcome.payload)
                }
            }
        case .failed:
            guard let error = outcome.error else { break }
            for handler in state.withLock({ $0.failureHandlers }) where isActive(handler) {
                runningUserCode(outcome.arrivedPush) { handler.body(error, outcome.payload) }
            }
        default:
            break
        }
        notify([], then: outcome)
    }

    /// Shows `outcomes`, then `last`, to every observer, in order; forgets observers whose
    /// owner is gone.
    @MainActor
    func notify(_ outcomes: [DispatchOutcome<Route>], then last: DispatchOutcome<Route>? = nil) {
        guard !outcomes.isEmpty || last != nil else { return }
        let observers = state.withLock { $0.observers }
        guard !observers.isEmpty else { return }
        var released: Set<ObjectIdentifier> = []
        for outcome in outcomes + (last.map { [$0] } ?? []) {
            for observer in observers where isActive(observer) {
                if observer.isOwned {
                    guard let owner = observer.owner else {
                        released.insert(ObjectIdentifier(observer))
                        continue
                    }
                    runningUserCode(outcome.arrivedPush) { observer.body(owner, outcome) }
                } else {
                    runningUserCode(outcome.arrivedPush) { observer.body(nil, outcome) }
                }
            }
        }
        if !released.isEmpty {
            let removed = state.withLock { state in
                Self.remove(from: &state.observers) { released.contains(ObjectIdentifier($0)) }
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
    }

    /// Whether a callback's token is not cancelled (asked at its turn).
    private func isActive<Body>(_ callback: Callback<Body>) -> Bool {
        !state.withLock { _ in callback.isCancelled }
    }
}
