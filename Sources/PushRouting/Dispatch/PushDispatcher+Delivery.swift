import Foundation

// Delivery on the main actor: handlers called at their turn, decisions taken again when
// every handler went away.
extension PushDispatcher {
    /// Delivers a push as decided, reports it, and returns what became of it (what was
    /// decided, when its handlers all went away and its next decision had to wait behind
    /// queued work).
    @MainActor
    func finish(
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
    func deliverHeld(_ registration: Registration, to destination: String) {
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
