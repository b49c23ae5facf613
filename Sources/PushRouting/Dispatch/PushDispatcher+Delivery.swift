import Foundation

// Delivery on the main actor: handlers called at their turn, decisions taken again when
// every handler went away.
extension PushDispatcher {
    /// Delivers a push as decided, reports it, and returns what became of it (what was
    /// decided, when its handlers all went away and its next decision had to wait behind
    /// queued work).
    @MainActor
    func finish(_ push: InFlightPush<Route>, _ decided: Decided, late: Bool) -> DispatchOutcome<Route> {
        var events = decided.dropped.map { $0.outcome(.dropped) }
        var final: DispatchOutcome<Route>? = Self.outcome(of: decided.decision, push, late: late)
        if case .deliver(let handlers) = decided.decision {
            final = settle(push, handlers, late: late, &events)
        }
        notify(events, then: final)
        return final ?? Self.outcome(of: decided.decision, push, late: late)
    }

    /// Delivers the pushes a registration took from the early-push queue, reporting each.
    @MainActor
    func deliverHeld(_ registration: Registration) {
        notify(registration.expired.map { $0.outcome(.dropped) })
        for push in registration.ready {
            var events: [DispatchOutcome<Route>] = []
            let outcome = settle(push, registration.handlers, late: true, &events)
            notify(events, then: outcome)
        }
    }

    /// Delivers `push` to `handlers`; when none of them takes it (all released or
    /// cancelled since the decision), decides again, by the rules that hold now (`decide`),
    /// for a push that arrived when it did: handlers registered since, the early-push queue
    /// (its lifetime still counted from its arrival), or unhandled. Returns the push's
    /// outcome, or nil when the new decision was queued behind earlier work (which then
    /// reports it). Reports for other pushes are appended to `events`, or reported now when
    /// earlier work must run first.
    @MainActor
    private func settle(
        _ push: InFlightPush<Route>, _ first: [Handler], late: Bool, _ events: inout [DispatchOutcome<Route>]
    ) -> DispatchOutcome<Route>? {
        var handlers = first
        while true {
            let count = deliver(push, to: handlers)
            if count > 0 { return push.outcome(late ? .deliveredLate : .delivered, handlers: count) }
            // The next decision comes after work queued since: report what is due first.
            notify(events)
            events = []
            let now = configuration.now()
            // Earlier work may run first where a dispatch on the main actor may run it: not
            // inside user code, nor inside queued work (it would nest without bound).
            let arranged = arrangeOnMainActor(
                mayRunEarlierWork: mainActorState.userCodeDepth == 0 && mainActorState.queuedWorkDepth == 0,
                { (state: inout State) -> Decided in
                    var dropped: [InFlightPush<Route>] = []
                    let decision = decide(push, at: now, &state, &dropped)
                    return Decided(decision: decision, dropped: dropped, hook: nil)
                },
                queue: { (decided: Decided) -> Job? in
                    { _ = self.finish(push, decided, late: late) }
                })
            guard case .atOnce(let decided) = arranged else { return nil }
            events += decided.dropped.map { $0.outcome(.dropped) }
            switch decided.decision {
            case .deliver(let next): handlers = next
            case .held: return push.outcome(.held)
            case .dropped: return push.outcome(.dropped)
            case .unhandled: return push.outcome(.unhandled)
            }
        }
    }

    /// Calls each handler whose owner is alive and whose token is not cancelled at its
    /// turn, until one marks the push handled; forgets handlers whose owner is gone.
    /// Returns how many received it.
    @MainActor
    private func deliver(_ push: InFlightPush<Route>, to handlers: [Handler]) -> Int {
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
            runningUserCode(push.arrival) { handler.deliver(owner, push.route, .mainActor) }
            count += 1
        }
        if !released.isEmpty {
            let removed = state.withLock { state -> [Handler] in
                Self.remove(from: &state.handlers[push.destination, default: []]) {
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

    /// Inside a handler, observer, unknown-route or failure handler of this dispatcher: how
    /// the push it was called for arrived (a coordinator navigates only for `.opened`).
    /// Nil outside them.
    @MainActor
    public var currentArrival: PushArrival? {
        mainActorState.arrival
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
    /// How the push whose handler, observer, unknown-route or failure handler runs now
    /// arrived (`currentArrival`).
    var arrival: PushArrival?

    nonisolated init() {}
}
