import Foundation

/// Routes pushes to typed handlers. Generated code names it `PushRouter`
/// (`PushDispatcher<PushRoute>`) and adds one typed `register` per destination.
///
/// What happens to a push: it is decoded (a failure goes to the failure handlers, an
/// unknown discriminator to the fallbacks); the interceptors run in the order they were
/// added and may let it through, redirect it or stop it; then every live handler of its
/// destination receives it, highest priority first, then in registration order. When no
/// handler of its destination is registered yet, the push is held (bounded, with expiry)
/// and delivered when one registers. Observers see the outcome of every push.
///
/// ## Threading
/// Registering, unregistering and dispatching are safe from any thread. `dispatch` runs
/// decoding, interceptors, observers, fallbacks and failure handlers synchronously on the
/// calling thread. Generated destination handlers run on the main actor: before `dispatch`
/// returns when it is called on the main actor, otherwise queued to it in dispatch order
/// (`Delivery`). No lock is held while any of that code runs, so handlers may register,
/// unregister and dispatch themselves.
///
/// Handlers are held weakly: an owner that is released stops receiving pushes at once,
/// even in the middle of a dispatch, and its registration is removed.
public final class PushDispatcher<Route: RoutablePush>: Sendable {
    /// Limits of the queue of pushes that arrive before their destination has a handler.
    public struct Configuration: Sendable {
        /// How many pushes are held at most; when full, the oldest is dropped.
        public var earlyPushCapacity: Int
        /// How long a held push stays deliverable, in seconds.
        public var earlyPushLifetime: TimeInterval
        /// The clock (for tests).
        public var now: @Sendable () -> Date

        /// 16 pushes, 5 minutes, the system clock.
        public init(
            earlyPushCapacity: Int = 16, earlyPushLifetime: TimeInterval = 300,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.earlyPushCapacity = earlyPushCapacity
            self.earlyPushLifetime = earlyPushLifetime
            self.now = now
        }
    }

    /// One registered handler: its owner (weak) and how to deliver to it.
    private final class Handler: @unchecked Sendable {
        let id: Int
        let destination: String
        let priority: Int
        weak var owner: AnyObject?
        let deliver: @Sendable (AnyObject, Route, Delivery) -> Void

        init(
            id: Int, destination: String, priority: Int, owner: AnyObject,
            deliver: @escaping @Sendable (AnyObject, Route, Delivery) -> Void
        ) {
            self.id = id
            self.destination = destination
            self.priority = priority
            self.owner = owner
            self.deliver = deliver
        }
    }

    private struct State {
        var nextID = 0
        var handlers: [String: [Handler]] = [:]
        var observers: [(Int, @Sendable (DispatchOutcome<Route>) -> Void)] = []
        var fallbacks: [(Int, @Sendable (String, RawPayload) -> Void)] = []
        var failureHandlers: [(Int, @Sendable (PushDecodingError, RawPayload) -> Void)] = []
        var interceptors: [(Int, @Sendable (Route) -> Interception<Route>)] = []
        var early: EarlyPushQueue<Route>
        /// Tests only: runs right after a dispatch decided where its push goes.
        var afterDecision: (@Sendable (Route) -> Void)?

        mutating func makeID() -> Int {
            nextID += 1
            return nextID
        }

        /// The live handlers of `destination` in delivery order; released ones are removed.
        mutating func liveHandlers(of destination: String) -> [Handler] {
            guard var list = handlers[destination] else { return [] }
            list.removeAll { $0.owner == nil }
            handlers[destination] = list.isEmpty ? nil : list
            return list
        }
    }

    private let state: Locked<State>
    private let configuration: Configuration

    /// A dispatcher with the given early-push limits.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        state = Locked(
            State(
                early: EarlyPushQueue(capacity: configuration.earlyPushCapacity, lifetime: configuration.earlyPushLifetime)))
    }

    // MARK: Registration

    /// Registers a handler of `destination`, owned (weakly) by `owner`. Pushes held for
    /// the destination are delivered now. Generated code wraps this in a typed
    /// `register(_:priority:)` per destination; call that instead.
    @discardableResult
    public func register(
        destination: String, priority: Int = 0, owner: AnyObject, isolation: (any Actor)? = #isolation,
        deliver: @escaping @Sendable (AnyObject, Route, Delivery) -> Void
    ) -> RegistrationToken {
        let delivery = Delivery(isolation: isolation)
        let now = configuration.now()
        let (id, held) = state.withLock { state -> (Int, (ready: [Route], expired: [Route])) in
            let id = state.makeID()
            var list = state.handlers[destination] ?? []
            let handler = Handler(id: id, destination: destination, priority: priority, owner: owner, deliver: deliver)
            // Higher priority first; equal priorities keep registration order.
            let position = list.firstIndex { $0.priority < priority } ?? list.count
            list.insert(handler, at: position)
            state.handlers[destination] = list
            return (id, state.early.take(for: destination, at: now))
        }
        for route in held.expired { notify(.dropped(route)) }
        for route in held.ready {
            let count = deliverToHandlers(route, to: destination, delivery)
            notify(count > 0 ? .deliveredLate(route, handlers: count) : .held(route))
            if count == 0 { hold(route) }
        }
        return RegistrationToken { [weak self] in
            self?.state.withLock { state in
                state.handlers[destination]?.removeAll { $0.id == id }
                if state.handlers[destination]?.isEmpty == true { state.handlers[destination] = nil }
            }
        }
    }

    /// Adds an observer of every outcome: delivered, held, dropped, stopped, unknown,
    /// failed. Observers run on the dispatching thread.
    @discardableResult
    public func observe(_ observer: @escaping @Sendable (DispatchOutcome<Route>) -> Void) -> RegistrationToken {
        let id = state.withLock { state in
            let id = state.makeID()
            state.observers.append((id, observer))
            return id
        }
        return RegistrationToken { [weak self] in self?.state.withLock { $0.observers.removeAll { $0.0 == id } } }
    }

    /// Adds a fallback for pushes whose discriminator names no route: it receives the
    /// value and the payload.
    @discardableResult
    public func onUnknownRoute(_ fallback: @escaping @Sendable (String, RawPayload) -> Void) -> RegistrationToken {
        let id = state.withLock { state in
            let id = state.makeID()
            state.fallbacks.append((id, fallback))
            return id
        }
        return RegistrationToken { [weak self] in self?.state.withLock { $0.fallbacks.removeAll { $0.0 == id } } }
    }

    /// Adds a handler of decode failures: it receives the typed error and the payload.
    @discardableResult
    public func onFailure(_ handler: @escaping @Sendable (PushDecodingError, RawPayload) -> Void) -> RegistrationToken {
        let id = state.withLock { state in
            let id = state.makeID()
            state.failureHandlers.append((id, handler))
            return id
        }
        return RegistrationToken { [weak self] in self?.state.withLock { $0.failureHandlers.removeAll { $0.0 == id } } }
    }

    /// Adds an interceptor; interceptors run in the order they were added, before delivery.
    @discardableResult
    public func addInterceptor(_ interceptor: @escaping @Sendable (Route) -> Interception<Route>) -> RegistrationToken {
        let id = state.withLock { state in
            let id = state.makeID()
            state.interceptors.append((id, interceptor))
            return id
        }
        return RegistrationToken { [weak self] in self?.state.withLock { $0.interceptors.removeAll { $0.0 == id } } }
    }

    /// Tests only: `hook` runs right after each dispatch decided where its push goes.
    func setAfterDecisionHook(_ hook: (@Sendable (Route) -> Void)?) {
        state.withLock { $0.afterDecision = hook }
    }

    // MARK: Dispatch

    /// Decodes and routes a payload dictionary (`userInfo`). `isolation` is the caller's
    /// (leave it to its default): from the main actor, handlers run before this returns.
    @discardableResult
    public func dispatch(_ payload: PayloadObject, isolation: (any Actor)? = #isolation) -> DispatchOutcome<Route> {
        let raw = RawPayload(payload)
        do {
            return route(try Route.decodeForDelivery(payload), Delivery(isolation: isolation))
        } catch {
            return fail(error, raw)
        }
    }

    /// Decodes and routes a JSON payload.
    @discardableResult
    public func dispatch(json: Data, isolation: (any Actor)? = #isolation) -> DispatchOutcome<Route> {
        do {
            return route(try Route.decodeForDelivery(json: json), Delivery(isolation: isolation))
        } catch {
            // Observers see the object too, when the bytes hold one.
            return fail(error, RawPayload(json: json, object: try? JSONReader().object(from: json)))
        }
    }

    /// Routes a push that is already typed (for tests and previews): interceptors,
    /// delivery and observers as for a decoded one.
    @discardableResult
    public func dispatch(_ route: Route, isolation: (any Actor)? = #isolation) -> DispatchOutcome<Route> {
        self.route(Routed(route), Delivery(isolation: isolation))
    }

    private func fail(_ error: PushDecodingError, _ raw: RawPayload) -> DispatchOutcome<Route> {
        if case .unknownRoute(let value) = error.reason {
            let fallbacks = state.withLock { $0.fallbacks.map { $0.1 } }
            for fallback in fallbacks { fallback(value, raw) }
            return notify(.unknownRoute(value, raw))
        }
        let handlers = state.withLock { $0.failureHandlers.map { $0.1 } }
        for handler in handlers { handler(error, raw) }
        return notify(.failed(error, raw))
    }

    private func route(_ decoded: Routed<Route>, _ delivery: Delivery) -> DispatchOutcome<Route> {
        var routed = decoded
        let interceptors = state.withLock { $0.interceptors.map { $0.1 } }
        for interceptor in interceptors {
            switch interceptor(routed.route) {
            case .proceed: continue
            case .redirect(let other): routed = Routed(other)
            case .stop: return notify(.stopped(routed.route))
            }
        }
        let route = routed.route
        let count = deliverToHandlers(route, to: routed.destination, delivery)
        if count > 0 { return notify(.delivered(route, handlers: count)) }
        state.withLock { $0.afterDecision }?(route)
        hold(route)
        return notify(.held(route))
    }

    /// Delivers to every live handler of `destination` (the route's); returns how many.
    private func deliverToHandlers(_ route: Route, to destination: String, _ delivery: Delivery) -> Int {
        let handlers = state.withLock { $0.liveHandlers(of: destination) }
        var count = 0
        for handler in handlers {
            // Checked at the moment of delivery: a handler released by an earlier one is skipped.
            guard let owner = handler.owner else { continue }
            handler.deliver(owner, route, delivery)
            count += 1
        }
        return count
    }

    private func hold(_ route: Route) {
        let now = configuration.now()
        let dropped = state.withLock { $0.early.hold(route, at: now) }
        for route in dropped { notify(.dropped(route)) }
    }

    @discardableResult
    private func notify(_ outcome: DispatchOutcome<Route>) -> DispatchOutcome<Route> {
        let observers = state.withLock { $0.observers.map { $0.1 } }
        for observer in observers { observer(outcome) }
        return outcome
    }

    /// How many pushes are held for destinations without handlers (expired ones dropped first).
    public var heldCount: Int {
        let now = configuration.now()
        let expired = state.withLock { $0.early.expire(at: now) }
        for route in expired { notify(.dropped(route)) }
        return state.withLock { $0.early.entries.count }
    }
}
