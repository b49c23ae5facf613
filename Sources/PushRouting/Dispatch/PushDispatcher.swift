import Dispatch
import Foundation

/// Routes pushes to typed handlers. Generated code names it `PushRouter`
/// (`PushDispatcher<PushRoute>`) and adds one typed `register` per destination.
///
/// What happens to a push: it is decoded (a failure goes to the failure handlers, an
/// unknown discriminator to the fallbacks); the interceptors run in the order they were
/// added and may let it through, redirect it or stop it; then every live handler of its
/// destination receives it, highest priority first, then in registration order. When no
/// handler of its destination is registered yet, the push is held (bounded, with expiry)
/// and delivered when one registers, or, for a route built in the app, reported
/// `.unhandled` (`UnhandledPolicy`). Observers see the outcome of every push.
///
/// ## Threading
/// Registering, unregistering and dispatching are safe from any thread, and `dispatch`
/// returns its outcome at once. Handlers, observers, fallbacks and failure handlers run on
/// the main actor: before `dispatch` returns when it is called there, otherwise queued to
/// the main actor in the order the router decided the pushes. Interceptors run on the
/// dispatching thread, since `dispatch` needs their decision. No lock is held while any of
/// that code runs, so all of it may register, unregister and dispatch.
///
/// ## Guarantees
/// Whether a push is delivered or held is decided under one lock with registration: a
/// push never waits beside a registered handler. Each handler receives a push at most
/// once, and is checked at its turn on the main actor: a handler whose owner was released
/// or whose token was cancelled before its turn — by an earlier handler, or while the
/// push was queued to the main actor — does not receive it, and the router never keeps an
/// owner alive. Every push is delivered, held, or reported `.dropped`, `.unhandled`,
/// `.stopped`, `.unknownRoute` or `.failed`. docs/runtime.md states all of this in full.
public final class PushDispatcher<Route: RoutablePush>: Sendable {
    /// Limits of the queue of pushes that arrive before their destination has a handler.
    public struct Configuration: Sendable {
        /// How many pushes are held at most; when full, the oldest is dropped. With 0, a
        /// push without handler is dropped at once.
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
    final class Handler: @unchecked Sendable {
        let id: Int
        let priority: Int
        /// Loaded on the main actor only: the router never holds an owner off the main
        /// actor, so it never makes a screen live longer, nor end on another thread.
        weak let owner: AnyObject?
        let deliver: @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
        /// Set when its token is cancelled; read and written under the dispatcher's lock.
        var isCancelled = false

        init(id: Int, priority: Int, owner: AnyObject, deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void) {
            self.id = id
            self.priority = priority
            self.owner = owner
            self.deliver = deliver
        }
    }

    /// An observer, fallback, failure handler or interceptor, owned weakly or not at all.
    final class Callback<Body: Sendable>: @unchecked Sendable {
        let id: Int
        let isOwned: Bool
        /// Loaded on the main actor only, as a handler's owner.
        weak let owner: AnyObject?
        let body: Body
        /// Set when its token is cancelled; read and written under the dispatcher's lock.
        var isCancelled = false

        init(id: Int, owner: AnyObject?, body: Body) {
            self.id = id
            self.isOwned = owner != nil
            self.owner = owner
            self.body = body
        }
    }

    typealias ObserverBody = @MainActor @Sendable (AnyObject?, DispatchOutcome<Route>) -> Void
    typealias FallbackBody = @MainActor @Sendable (String, RawPayload) -> Void
    typealias FailureBody = @MainActor @Sendable (PushDecodingError, RawPayload) -> Void
    typealias InterceptorBody = @Sendable (Route) -> Interception<Route>
    /// The main-actor part of one decision: delivering, reporting.
    typealias Job = @MainActor @Sendable () -> Void

    struct State {
        var nextID = 0
        var handlers: [String: [Handler]] = [:]
        var observers: [Callback<ObserverBody>] = []
        var fallbacks: [Callback<FallbackBody>] = []
        var failureHandlers: [Callback<FailureBody>] = []
        var interceptors: [Callback<InterceptorBody>] = []
        var early: EarlyPushQueue<Route>
        /// The main-actor work of decisions made off the main actor, in decision order.
        var jobs = JobQueue<Job>()
        /// Whether a block that runs `jobs` is queued to the main queue.
        var drainScheduled = false
        /// Tests only: runs right after a dispatch decided where its push goes.
        var afterDecision: (@Sendable (Route) -> Void)?

        mutating func makeID() -> Int {
            nextID += 1
            return nextID
        }
    }

    private let state: Locked<State>
    private let configuration: Configuration
    private let mainActorState = MainActorState()

    /// A dispatcher with the given early-push limits.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        state = Locked(
            State(
                early: EarlyPushQueue(capacity: configuration.earlyPushCapacity, lifetime: configuration.earlyPushLifetime)))
    }

    // MARK: Registration

    /// Registers a handler of each of `destinations`, owned (weakly) by `owner`: one
    /// `register(destination:)` each (every destination decides its held pushes in one lock
    /// decision of its own), and one token that unregisters all of them. Generated code
    /// wraps this in a typed `register(_:priority:)`; call that instead.
    @discardableResult
    public func register(
        destinations: [String], priority: Int = 0, owner: AnyObject, isolation: (any Actor)? = #isolation,
        deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
    ) -> RegistrationToken {
        let tokens = destinations.map { destination in
            register(destination: destination, priority: priority, owner: owner, isolation: isolation, deliver: deliver)
        }
        return RegistrationToken {
            for token in tokens { token.cancel() }
        }
    }

    /// Registers a handler of `destination`, owned (weakly) by `owner`. Pushes held for
    /// the destination are delivered now, or queued to the main actor when `isolation` is
    /// not the main actor. `deliver` runs on the main actor with the owner, the route and a
    /// `Delivery` that runs its body at once. Generated code wraps this in a typed
    /// `register(_:priority:)` per destination; call that instead.
    @discardableResult
    public func register(
        destination: String, priority: Int = 0, owner: AnyObject, isolation: (any Actor)? = #isolation,
        deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
    ) -> RegistrationToken {
        let now = configuration.now()
        let arranged = arrange(
            Delivery(isolation: isolation),
            { (state: inout State) -> Registration in
                let handler = Handler(id: state.makeID(), priority: priority, owner: owner, deliver: deliver)
                var list = state.handlers[destination] ?? []
                // Higher priority first; equal priorities keep registration order.
                let position = list.firstIndex { $0.priority < priority } ?? list.count
                list.insert(handler, at: position)
                state.handlers[destination] = list
                // In the same lock decision: a push held before this line is handed to the
                // handlers registered now; one decided after it finds them.
                let (ready, expired) = state.early.take(for: destination, at: now)
                return Registration(handler: handler, ready: ready, expired: expired, handlers: ready.isEmpty ? [] : list)
            },
            queue: { (registration: Registration) -> Job? in
                guard registration.hasWork else { return nil }
                return { self.deliverHeld(registration, to: destination) }
            })
        let registration: Registration
        switch arranged {
        case .atOnce(let decided):
            registration = decided
            if registration.hasWork {
                MainActor.assumeIsolated { deliverHeld(registration, to: destination) }
            }
        case .queued(let decided):
            registration = decided
        }
        return RegistrationToken { [weak self, weak handler = registration.handler] in
            guard let self, let handler else { return }
            let removed = self.state.withLock { state -> Handler? in
                handler.isCancelled = true
                guard var list = state.handlers[destination], let index = list.firstIndex(where: { $0 === handler })
                else { return nil }
                let removed = list.remove(at: index)
                state.handlers[destination] = list.isEmpty ? nil : list
                return removed
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
    }

    /// A registration's handler, the held pushes it releases and the handlers they go to.
    private struct Registration: Sendable {
        let handler: Handler
        let ready: [EarlyPushQueue<Route>.Entry]
        let expired: [Route]
        let handlers: [Handler]
        var hasWork: Bool { !ready.isEmpty || !expired.isEmpty }
    }

    /// Adds an observer of every outcome: delivered, held, delivered late, dropped,
    /// unhandled, stopped, unknown, failed. Observers run on the main actor, after the
    /// handlers of the push, in the order the router decided the pushes.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor @Sendable (DispatchOutcome<Route>) -> Void) -> RegistrationToken {
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

    /// Adds a fallback for pushes whose discriminator names no route: it receives the
    /// value and the payload, on the main actor (at once when `dispatch` runs there,
    /// queued to it otherwise).
    @discardableResult
    public func onUnknownRoute(_ fallback: @escaping @MainActor @Sendable (String, RawPayload) -> Void) -> RegistrationToken {
        add(\.fallbacks, owner: nil, fallback)
    }

    /// Adds a handler of decode failures and of routes built in the app that break their
    /// table: it receives the typed error and the payload, on the main actor (at once when
    /// `dispatch` runs there, queued to it otherwise).
    @discardableResult
    public func onFailure(_ handler: @escaping @MainActor @Sendable (PushDecodingError, RawPayload) -> Void) -> RegistrationToken {
        add(\.failureHandlers, owner: nil, handler)
    }

    /// Adds an interceptor; interceptors run in the order they were added, before
    /// delivery, synchronously on the dispatching thread (their decision is part of what
    /// `dispatch` returns). A cancelled interceptor does not run, even in a dispatch that
    /// has already begun.
    @discardableResult
    public func addInterceptor(_ interceptor: @escaping @Sendable (Route) -> Interception<Route>) -> RegistrationToken {
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

    /// From inside a handler of this dispatcher: the handlers after it in the current
    /// delivery (lower priority, or equal priority registered later) do not receive the
    /// push — the event-bus "consumed" flag. The push counts as delivered to the handlers
    /// that received it. Returns false, and does nothing, when no delivery of this
    /// dispatcher is running.
    @MainActor
    @discardableResult
    public func markHandled() -> Bool {
        guard !mainActorState.handled.isEmpty else { return false }
        mainActorState.handled[mainActorState.handled.count - 1] = true
        return true
    }

    /// Tests only: `hook` runs right after each dispatch decided where its push goes.
    func setAfterDecisionHook(_ hook: (@Sendable (Route) -> Void)?) {
        state.withLock { $0.afterDecision = hook }
    }

    /// Tests only: the held pushes, oldest first.
    var heldRoutes: [Route] {
        state.withLock { $0.early.entries.map(\.route) }
    }

    // MARK: Dispatch

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

    private func fail(_ error: PushDecodingError, _ raw: RawPayload, _ delivery: Delivery) -> DispatchOutcome<Route> {
        if case .unknownRoute(let value) = error.reason {
            return report(.unknownRoute(value, raw), delivery)
        }
        return report(.failed(error, raw), delivery)
    }

    /// Reports an outcome that delivers nothing: fallbacks or failure handlers, then observers.
    private func report(_ outcome: DispatchOutcome<Route>, _ delivery: Delivery) -> DispatchOutcome<Route> {
        switch arrange(delivery, { _ in () }, queue: { _ in { self.announce(outcome) } }) {
        case .atOnce: MainActor.assumeIsolated { announce(outcome) }
        case .queued: break
        }
        return outcome
    }

    private func route(_ decoded: Routed<Route>, _ delivery: Delivery, _ policy: UnhandledPolicy) -> DispatchOutcome<Route> {
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
    private static func outcome(of decision: Decision, _ route: Route, late: Bool) -> DispatchOutcome<Route> {
        switch decision {
        case .deliver(let handlers):
            late ? .deliveredLate(route, handlers: handlers.count) : .delivered(route, handlers: handlers.count)
        case .held: .held(route)
        case .dropped: .dropped(route)
        case .unhandled: .unhandled(route)
        }
    }

    /// Where a push goes, decided under the lock.
    private enum Decision: Sendable {
        /// To these handlers (each checked again at its turn on the main actor).
        case deliver([Handler])
        case held
        case dropped
        case unhandled
    }

    /// A dispatch's decision, the held pushes it pushed out, and the test hook.
    private struct Decided: Sendable {
        let decision: Decision
        let dropped: [Route]
        let hook: (@Sendable (Route) -> Void)?
    }

    /// Under the lock: where `route` goes now. Owners are not looked at here (that happens
    /// on the main actor); a handler whose owner is gone is counted until a delivery finds
    /// it gone.
    private static func decide(
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

    // MARK: On the main actor

    /// Delivers a push as decided, reports it, and returns what became of it (what was
    /// decided, when its handlers all went away and its next decision had to wait behind
    /// queued work).
    @MainActor
    private func finish(
        _ route: Route, _ destination: String, _ decided: Decided, _ policy: UnhandledPolicy, arrival: Date, late: Bool
    ) -> DispatchOutcome<Route> {
        var events = decided.dropped.map { DispatchOutcome<Route>.dropped($0) }
        var final: DispatchOutcome<Route>? = Self.outcome(of: decided.decision, route, late: late)
        if case .deliver(let handlers) = decided.decision {
            final = settle(route, destination, handlers, late: late, policy, arrival: arrival, &events)
        }
        notify(events, then: final)
        return final ?? Self.outcome(of: decided.decision, route, late: late)
    }

    /// Delivers the pushes a registration took from the early-push queue, reporting each.
    @MainActor
    private func deliverHeld(_ registration: Registration, to destination: String) {
        notify(registration.expired.map { .dropped($0) })
        for entry in registration.ready {
            var events: [DispatchOutcome<Route>] = []
            let outcome = settle(
                entry.route, destination, registration.handlers, late: true, .hold, arrival: entry.arrival, &events)
            notify(events, then: outcome)
        }
    }

    /// Delivers `route` to `handlers`; when none of them takes it (all released or
    /// cancelled since the decision), decides again: handlers registered since, or the
    /// early-push queue, as for a push that arrived at `arrival`. Returns the push's
    /// outcome, or nil when the new decision was queued behind earlier work (which then
    /// reports it). Reports for other pushes are appended to `events`, or reported now when
    /// earlier work must run first.
    @MainActor
    private func settle(
        _ route: Route, _ destination: String, _ first: [Handler], late: Bool, _ policy: UnhandledPolicy,
        arrival: Date, _ events: inout [DispatchOutcome<Route>]
    ) -> DispatchOutcome<Route>? {
        var handlers = first
        while true {
            let count = deliver(route, to: handlers, of: destination)
            if count > 0 { return late ? .deliveredLate(route, handlers: count) : .delivered(route, handlers: count) }
            // The next decision comes after work queued since: report what is due first.
            notify(events)
            events = []
            let now = configuration.now()
            // Earlier work may run first where a dispatch on the main actor may run it: not
            // inside user code, nor inside queued work (it would nest without bound).
            let arranged = arrangeOnMainActor(
                mayRunEarlierWork: mainActorState.userCodeDepth == 0 && mainActorState.queuedWorkDepth == 0,
                { (state: inout State) -> Decided in
                    var dropped: [Route] = []
                    let decision = Self.decide(route, destination, policy, arrival: arrival, now: now, &state, &dropped)
                    return Decided(decision: decision, dropped: dropped, hook: nil)
                },
                queue: { (decided: Decided) -> Job? in
                    { _ = self.finish(route, destination, decided, policy, arrival: arrival, late: late) }
                })
            guard case .atOnce(let decided) = arranged else { return nil }
            events += decided.dropped.map { .dropped($0) }
            switch decided.decision {
            case .deliver(let next): handlers = next
            case .held: return .held(route)
            case .dropped: return .dropped(route)
            case .unhandled: return .unhandled(route)
            }
        }
    }

    /// Calls each handler whose owner is alive and whose token is not cancelled at its
    /// turn, until one marks the push handled; forgets handlers whose owner is gone.
    /// Returns how many received it.
    @MainActor
    private func deliver(_ route: Route, to handlers: [Handler], of destination: String) -> Int {
        let frame = mainActorState.handled.count
        mainActorState.handled.append(false)
        defer { mainActorState.handled.removeLast() }
        var count = 0
        var released: Set<ObjectIdentifier> = []
        for handler in handlers {
            if mainActorState.handled[frame] { break }
            guard let owner = handler.owner else {
                released.insert(ObjectIdentifier(handler))
                continue
            }
            if state.withLock({ _ in handler.isCancelled }) { continue }
            runningUserCode { handler.deliver(owner, route, .mainActor) }
            count += 1
        }
        if !released.isEmpty {
            let removed = state.withLock { state -> [Handler] in
                guard var list = state.handlers[destination] else { return [] }
                let removed = Self.remove(from: &list) { released.contains(ObjectIdentifier($0)) }
                state.handlers[destination] = list.isEmpty ? nil : list
                return removed
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
        return count
    }

    /// Runs the fallbacks or failure handlers of an outcome that delivers nothing, then
    /// the observers.
    @MainActor
    private func announce(_ outcome: DispatchOutcome<Route>) {
        switch outcome {
        case .unknownRoute(let value, let raw):
            for fallback in state.withLock({ $0.fallbacks }) where isActive(fallback) {
                runningUserCode { fallback.body(value, raw) }
            }
        case .failed(let error, let raw):
            for handler in state.withLock({ $0.failureHandlers }) where isActive(handler) {
                runningUserCode { handler.body(error, raw) }
            }
        default:
            break
        }
        notify([], then: outcome)
    }

    /// Shows `outcomes`, then `last`, to every observer, in order; forgets observers whose
    /// owner is gone.
    @MainActor
    private func notify(_ outcomes: [DispatchOutcome<Route>], then last: DispatchOutcome<Route>? = nil) {
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
                    runningUserCode { observer.body(owner, outcome) }
                } else {
                    runningUserCode { observer.body(nil, outcome) }
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

    private static func remove<Element>(from list: inout [Element], where matches: (Element) -> Bool) -> [Element] {
        var removed: [Element] = []
        list.removeAll { element in
            guard matches(element) else { return false }
            removed.append(element)
            return true
        }
        return removed
    }

    // MARK: Ordering main-actor work

    private enum Arranged<Made: Sendable>: Sendable {
        /// The caller is on the main actor, and nothing decided before waits: it does the
        /// work now.
        case atOnce(Made)
        /// The work is queued to the main actor, behind the work decided before it.
        case queued(Made)
    }

    private enum Step<Made> {
        case earlier(Job)
        case decided(Made)
        case queuedBehind(Made)
    }

    /// Makes a decision under the lock and arranges the main-actor work that follows it, so
    /// that all main-actor work runs in the order of the decisions. Off the main actor,
    /// `queue` makes that work, queued in the same lock section. On the main actor, see
    /// `arrangeOnMainActor`.
    private func arrange<Made: Sendable>(
        _ delivery: Delivery, _ decide: (inout State) -> Made, queue: (Made) -> Job?
    ) -> Arranged<Made> {
        if delivery.isOnMainActor {
            let inUserCode = MainActor.assumeIsolated { mainActorState.userCodeDepth > 0 }
            return arrangeOnMainActor(mayRunEarlierWork: !inUserCode, decide, queue: queue)
        }
        var post = false
        let made = state.withLock { state in
            let made = decide(&state)
            if let job = queue(made) { post = Self.enqueue(job, &state) }
            return made
        }
        if post { postDrain() }
        return .queued(made)
    }

    /// On the main actor: when no work waits, decides and lets the caller work at once.
    /// When work decided earlier waits, runs it first if `mayRunEarlierWork`, then decides;
    /// otherwise queues the decision's work behind it. Earlier work must not run inside
    /// user code (a handler or observer must not see later work before it returns), nor
    /// inside queued work (which would nest without bound).
    private func arrangeOnMainActor<Made: Sendable>(
        mayRunEarlierWork: Bool, _ decide: (inout State) -> Made, queue: (Made) -> Job?
    ) -> Arranged<Made> {
        while true {
            var post = false
            let step = state.withLock { state -> Step<Made> in
                if state.jobs.isEmpty { return .decided(decide(&state)) }
                // One at a time: the rest stay queued, where decisions made by this job see them.
                if mayRunEarlierWork, let job = state.jobs.popFirst() { return .earlier(job) }
                let made = decide(&state)
                if let job = queue(made) { post = Self.enqueue(job, &state) }
                return .queuedBehind(made)
            }
            if post { postDrain() }
            switch step {
            case .earlier(let job): MainActor.assumeIsolated { runningQueuedWork(job) }
            case .decided(let made): return .atOnce(made)
            case .queuedBehind(let made): return .queued(made)
            }
        }
    }

    /// Under the lock: queues `job`; returns whether a drain must be posted to the main queue.
    private static func enqueue(_ job: @escaping Job, _ state: inout State) -> Bool {
        state.jobs.append(job)
        guard !state.drainScheduled else { return false }
        state.drainScheduled = true
        return true
    }

    private func postDrain() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.drain() } }
    }

    /// Runs the queued main-actor work, oldest first, until none is left.
    @MainActor
    private func drain() {
        while let job = state.withLock({ state -> Job? in
            if let job = state.jobs.popFirst() { return job }
            state.drainScheduled = false
            return nil
        }) {
            runningQueuedWork(job)
        }
    }

    /// Runs one piece of queued work.
    @MainActor
    private func runningQueuedWork(_ job: Job) {
        mainActorState.queuedWorkDepth += 1
        defer { mainActorState.queuedWorkDepth -= 1 }
        job()
    }

    /// Runs a handler, observer, fallback or failure handler.
    @MainActor
    private func runningUserCode(_ body: () -> Void) {
        mainActorState.userCodeDepth += 1
        defer { mainActorState.userCodeDepth -= 1 }
        body()
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

/// What the main actor knows about one dispatcher's deliveries.
@MainActor
final class MainActorState {
    /// How many of the dispatcher's callbacks (handlers, observers, fallbacks, failure
    /// handlers) are running: work queued to the main actor must not run inside them.
    var userCodeDepth = 0
    /// Whether a piece of queued work is running (1) or not (0).
    var queuedWorkDepth = 0
    /// One flag per running delivery, innermost last: whether a handler marked the push handled.
    var handled: [Bool] = []

    nonisolated init() {}
}

/// A first-in, first-out queue (amortized O(1) at both ends).
struct JobQueue<Element> {
    private var items: [Element?] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ element: Element) {
        items.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        let element = items[head]
        items[head] = nil
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return element
    }
}
