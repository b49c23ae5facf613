import Foundation

// Delivery on the main actor: handlers called at their turn, decisions taken again when
// every handler went away.
extension PushDispatcher {
    /// Delivers a push as decided, reports it, and returns what became of it (what was
    /// decided, when its handlers all went away and its next decision had to wait behind
    /// queued work).
    @MainActor
    func finish(_ route: Route, _ context: PushContext, _ decided: Decided, late: Bool) -> DispatchOutcome<Route> {
        guard case .deliver(let handlers) = decided.decision else {
            let outcome = Self.outcome(of: decided.decision, route, context, late: late)
            notify(decided.decision.pushedOut.map { $0.outcome(.dropped) }, then: outcome)
            return outcome
        }
        var events: [DispatchOutcome<Route>] = []
        let final = settle(route, context, handlers, late: late, &events)
        notify(events, then: final)
        return final ?? Self.outcome(of: decided.decision, route, context, late: late, queued: true)
    }

    /// Delivers the pushes a registration took from the early-push queue, reporting each.
    @MainActor
    func deliverHeld(_ registration: Registration) {
        notify(registration.expired.map { $0.outcome(.dropped) })
        for push in registration.ready {
            var events: [DispatchOutcome<Route>] = []
            let outcome = settle(push.route, push.context, registration.handlers, late: true, &events)
            notify(events, then: outcome)
        }
    }

    /// Delivers a push to `handlers`; when none of them takes it (all released or
    /// cancelled since the decision), decides again, by the rules that hold now (`decide`),
    /// for a push that arrived when it did: handlers registered since, the early-push queue
    /// (its lifetime still counted from its arrival), or unhandled. Returns the push's
    /// outcome, or nil when the new decision was queued behind earlier work (which then
    /// reports it). Reports for other pushes are appended to `events`, or reported now when
    /// earlier work must run first.
    @MainActor
    private func settle(
        _ route: Route, _ context: PushContext, _ first: [Handler], late: Bool,
        _ events: inout [DispatchOutcome<Route>]
    ) -> DispatchOutcome<Route>? {
        var handlers = first
        while true {
            let count = deliver(route, context, to: handlers)
            if count > 0 { return DispatchOutcome(late ? .deliveredLate : .delivered, route, context, handlers: count) }
            // The next decision comes after work queued since: report what is due first.
            notify(events)
            events = []
            let now = configuration.now()
            // Earlier work may run first where a dispatch on the main actor may run it: not
            // inside user code, nor inside queued work (it would nest without bound).
            let arranged = arrangeOnMainActor(
                mayRunEarlierWork: mainActorState.userCodeDepth == 0 && mainActorState.queuedWorkDepth == 0,
                { (state: inout State) -> Decided in
                    Decided(decision: decide(route, context, at: now, &state), hook: nil)
                },
                queue: { (decided: Decided) -> Job? in
                    { _ = self.finish(route, context, decided, late: late) }
                })
            guard case .atOnce(let decided) = arranged else { return nil }
            events += decided.decision.pushedOut.map { $0.outcome(.dropped) }
            guard case .deliver(let next) = decided.decision else {
                return Self.outcome(of: decided.decision, route, context, late: late)
            }
            handlers = next
        }
    }

    /// Calls each handler whose owner is alive and whose token is not cancelled at its
    /// turn, until one marks the push handled; forgets handlers whose owner is gone.
    /// Returns how many received it.
    @MainActor
    private func deliver(_ route: Route, _ context: PushContext, to handlers: [Handler]) -> Int {
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
            runningUserCode(context.arrivedPush) { handler.deliver(owner, route, .mainActor) }
            count += 1
        }
        if !released.isEmpty {
            let removed = state.withLock { state -> [Handler] in
                Self.remove(from: &state.handlers[context.destination, default: []]) {
                    released.contains(ObjectIdentifier($0))
                }
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
        return count
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

    /// Inside a handler, observer, unknown-route or failure handler: how the push it was
    /// called for arrived. Nil outside them.
    @available(
        *, deprecated, message: "use ArrivedPush.current?.arrival: any router's, and inside the tasks a handler starts"
    )
    @MainActor
    public var currentArrival: PushArrival? {
        ArrivedPush.current?.arrival
    }

    /// Inside a handler, observer, unknown-route or failure handler: the link the push came
    /// from; nil for a payload, a route built in the app, and outside them.
    @available(
        *, deprecated, message: "use ArrivedPush.current?.url: any router's, and inside the tasks a handler starts"
    )
    @MainActor
    public var currentURL: URL? {
        ArrivedPush.current?.url
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
