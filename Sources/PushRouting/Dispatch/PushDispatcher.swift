import Foundation

/// Routes pushes to typed handlers. Generated code names it `PushRouter`
/// (`PushDispatcher<PushRoute>`) and adds a typed `register` for screens.
///
/// What happens to a push: it is decoded (a failure goes to the failure handlers, an
/// unknown discriminator or a push nothing routes to the unknown-route handlers, a push the
/// table ignores only to the observers); the interceptors run in the order they were
/// added and may let it through, redirect it or stop it; then every live handler of its
/// destination receives it, highest priority first, then in registration order. When its
/// destination has no handler, an opened push waits (bounded, with expiry) until
/// `markReady()` and is delivered when one registers; any other push is reported
/// `.unhandled` (`PushArrival`, `UnhandledPolicy`). Observers see the outcome of every push.
///
/// ## Threading
/// Registering, unregistering, dispatching and `markReady()` are safe from any thread, and
/// `dispatch` returns its outcome at once (off the main actor, a push that goes to handlers
/// is `.queued`: observers see what its delivery did). Handlers, observers, unknown-route and failure
/// handlers run on the main actor: before `dispatch` returns when it is called there,
/// otherwise queued to the main actor in the order the router decided the pushes.
/// Interceptors run on the dispatching thread, since `dispatch` needs their decision. No
/// lock is held while any of that code runs, so all of it may register, unregister and
/// dispatch.
///
/// ## Guarantees
/// Whether a push is delivered or held is decided under one lock with registration: a
/// push never waits beside a registered handler. An owner has at most one registration per
/// destination (registering it again updates its priority and returns another token; the
/// registration ends when all its tokens are cancelled), so each handler receives a push at
/// most once. Each is checked at its turn on the main actor: a handler whose owner
/// was released or whose token was cancelled before its turn — by an earlier handler, or
/// while the push was queued to the main actor — does not receive it, and the router
/// never keeps an owner alive. Every push is delivered, held, or reported `.dropped`,
/// `.unhandled`, `.stopped`, `.unknownRoute`, `.ignored`, `.unrouted`, `.invalid`,
/// `.failed` or `.duplicate` (the same push again: docs/runtime.md, "One tap, one
/// delivery").
/// docs/runtime.md states all of this in full.
public final class PushDispatcher<Route: RoutablePush>: Sendable {
    /// Which pushes wait for a handler, and for how long.
    public struct Configuration: Sendable {
        /// How many pushes are held at most; when full, the oldest is dropped. With 0, a
        /// push without handler is dropped at once.
        public var earlyPushCapacity: Int
        /// How long a held push stays deliverable, in seconds.
        public var earlyPushLifetime: TimeInterval
        /// Whether, once the router is ready (`markReady()`), an opened push without handler
        /// still waits. By default it does not (reported `.unhandled`, and the pushes held
        /// when `markReady()` is called are dropped): after launch, a push opens a screen now
        /// or never, not whenever the user gets there.
        public var keepHoldingAfterReady: Bool
        /// How long, in seconds, a push's identity is remembered: the same identity dispatched
        /// again the same way within it is a duplicate (docs/runtime.md, "One tap, one
        /// delivery"). 0 remembers none.
        public var duplicateWindow: TimeInterval
        /// How many identities are remembered at most; when full, the oldest is forgotten.
        public var rememberedIdentities: Int
        /// The clock (for tests).
        public var now: @Sendable () -> Date

        /// 16 pushes, 5 minutes, no waiting after `markReady()`; identities remembered 10
        /// minutes, 256 at most (a tap forwarded twice comes again within seconds, a held one
        /// within the 5 minutes it may wait; 256 is more pushes than an app sees in 10
        /// minutes, and a few kilobytes); the system clock.
        public init(
            earlyPushCapacity: Int = 16, earlyPushLifetime: TimeInterval = 300,
            keepHoldingAfterReady: Bool = false, duplicateWindow: TimeInterval = 600,
            rememberedIdentities: Int = 256, now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.earlyPushCapacity = earlyPushCapacity
            self.earlyPushLifetime = earlyPushLifetime
            self.keepHoldingAfterReady = keepHoldingAfterReady
            self.duplicateWindow = duplicateWindow
            self.rememberedIdentities = rememberedIdentities
            self.now = now
        }
    }

    /// One registered handler: its owner (weak) and how to deliver to it.
    final class Handler: @unchecked Sendable {
        let id: Int
        /// Read and written under the dispatcher's lock (registering the owner again
        /// changes it).
        var priority: Int
        /// Set once, in `init`. Loaded on the main actor, to deliver: the router never
        /// holds an owner off the main actor, so it never makes a screen live longer, nor end
        /// on another thread. The one load elsewhere is `isOwned(by:)`.
        private(set) weak var owner: AnyObject?
        /// The owner's identity when it registered: a live owner at this address is the
        /// owner, or a new object at the address of a released one.
        let ownerID: ObjectIdentifier
        let deliver: @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
        /// Set when its last live token is cancelled; read and written under the dispatcher's
        /// lock.
        var isCancelled = false
        /// How many of its tokens are not cancelled: registering the owner again adds one,
        /// cancelling a token takes one, and the registration ends at 0. Read and written
        /// under the dispatcher's lock.
        var liveTokens = 1

        init(
            id: Int, priority: Int, owner: AnyObject,
            deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
        ) {
            self.id = id
            self.priority = priority
            self.owner = owner
            self.ownerID = ObjectIdentifier(owner)
            self.deliver = deliver
        }

        /// Whether `candidate`, which the caller holds, is this handler's owner: compared by
        /// identity (`===`), and only when the addresses match. Safe under the lock on any
        /// thread: when the addresses match, the weak reference is either `candidate`
        /// (alive, since the caller holds it, so letting go of the loaded reference cannot
        /// end it) or a released object (it loads as nil), so no `deinit` can run here.
        func isOwned(by candidate: AnyObject) -> Bool {
            ownerID == ObjectIdentifier(candidate) && owner === candidate
        }
    }

    /// An observer, fallback, failure handler or interceptor, owned weakly or not at all.
    final class Callback<Body: Sendable>: @unchecked Sendable {
        let id: Int
        let isOwned: Bool
        /// Set once, in `init`; loaded on the main actor only, as a handler's owner.
        private(set) weak var owner: AnyObject?
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
    typealias FallbackBody = @MainActor @Sendable (String?, RawPayload) -> Void
    typealias FailureBody = @MainActor @Sendable (PushDecodingError, RawPayload) -> Void
    typealias InterceptorBody = @Sendable (Route, PushArrival, URL?) -> Interception<Route>
    /// The main-actor part of one decision: delivering, reporting.
    typealias Job = @MainActor @Sendable () -> Void

    struct State {
        var nextID = 0
        /// The handlers of each destination that has ever had one, in delivery order. A
        /// destination whose handlers have all left keeps its entry, an empty list: it is
        /// no longer one that has never had a handler.
        var handlers: [String: [Handler]] = [:]
        /// Whether `markReady()` was called.
        var isReady = false
        var observers: [Callback<ObserverBody>] = []
        var fallbacks: [Callback<FallbackBody>] = []
        var failureHandlers: [Callback<FailureBody>] = []
        var interceptors: [Callback<InterceptorBody>] = []
        var early: EarlyPushQueue<Route>
        /// The identities of recent pushes, by arrival (duplicates).
        var seen: SeenPushes
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

    let state: Locked<State>
    let configuration: Configuration
    /// What the main actor knows of this dispatcher's deliveries running now.
    let mainActorState = MainActorState()

    /// A dispatcher with the given limits of waiting.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        state = Locked(
            State(
                early: EarlyPushQueue(
                    capacity: configuration.earlyPushCapacity, lifetime: configuration.earlyPushLifetime),
                seen: SeenPushes(
                    capacity: configuration.rememberedIdentities, window: configuration.duplicateWindow)))
    }

    /// Tests only: `hook` runs right after each dispatch decided where its push goes.
    func setAfterDecisionHook(_ hook: (@Sendable (Route) -> Void)?) {
        state.withLock { $0.afterDecision = hook }
    }

    /// Tests only: how many identities the router remembers.
    var rememberedCount: Int {
        state.withLock { $0.seen.count }
    }

    /// Tests only: the held pushes, oldest first.
    var heldRoutes: [Route] {
        state.withLock { $0.early.entries.map(\.route) }
    }

    /// Tests only: the destinations that have had a handler and have none now.
    var destinationsHandlersLeft: Set<String> {
        state.withLock { Set($0.handlers.filter(\.value.isEmpty).keys) }
    }

    /// Removes the elements that match from `list`, and returns them (to be released
    /// outside the lock).
    static func remove<Element>(from list: inout [Element], where matches: (Element) -> Bool) -> [Element] {
        var removed: [Element] = []
        list.removeAll { element in
            guard matches(element) else { return false }
            removed.append(element)
            return true
        }
        return removed
    }
}
