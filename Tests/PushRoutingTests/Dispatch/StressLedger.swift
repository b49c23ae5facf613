import Foundation
import Testing

@_spi(Generated) @testable import PushRouting

/// What the stress test saw, checked as it happens (on the main actor, where deliveries
/// and the retire markers are ordered), whenever every thread rests, and at the end.
final class Ledger: @unchecked Sendable {
    enum Seen: Hashable { case delivered, late, held, dropped, unhandled, stopped, duplicate, other }

    struct Result {
        var violations: [String]
        var seen: [Seen: Int]
        var pushes: Int
        var deliveries: Int
        var deliveriesByArrival: [PushArrival: Int]
        var lateDeliveriesSkipped: Int
        var repeats: Int
        var registrationsAfterCancel: Int
        var restsWaitingAfterReady: Int
        var partialCancels: Int
        var maxRemembered: Int
        var operations: Int
        var seconds = 0.0

        func count(_ kind: Seen) -> Int { seen[kind] ?? 0 }
        func deliveries(_ arrival: PushArrival) -> Int { deliveriesByArrival[arrival] ?? 0 }

        var summary: String {
            let kinds = seen.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key) \($0.value)" }.joined(
                separator: ", ")
            let arrivals = [PushArrival.opened, .presented, .received].map { "\($0) \(deliveries($0))" }.joined(
                separator: ", ")
            return
                "\(operations) operations in \(String(format: "%.2f", seconds)) s: \(pushes) pushes, \(deliveries) deliveries (\(arrivals)), \(lateDeliveriesSkipped) pushes whose handlers went away on the way, \(repeats) owners registered again, \(registrationsAfterCancel) registrations after a cancel, \(restsWaitingAfterReady) rests with pushes waiting after ready, \(partialCancels) cancels of one of several tokens, at most \(maxRemembered) identities remembered; outcomes: \(kinds); \(violations.count) violations"
        }
    }

    private struct Push {
        var policy: UnhandledPolicy
        var arrival: PushArrival
        var identity: String? = nil
        var onMainActor: Bool
        var intercepted = 0
        var returned: DispatchOutcome<TestRoute>?
        var outcomes: [DispatchOutcome<TestRoute>] = []
        var receivers: [Int] = []
    }

    /// A probe's registration that has not been cancelled or released.
    struct Live {
        let probe: Int
        let registration: Int
        let token: RegistrationToken
        let ownedByMain: Bool
    }

    private let lock = NSLock()
    private var nextID = 0
    private var operationCount = 0
    private var pushes: [Int: Push] = [:]
    private var live: [String: [Int: Live]] = [:]
    private var liveDestination: [Int: String] = [:]
    /// Probes that have been registered.
    private var registeredProbes: Set<Int> = []
    /// Registrations and observers cancelled or released (as the main actor sees it).
    private var retired: Set<Int> = []
    private var violations: [String] = []
    private var seen: [Seen: Int] = [:]
    private var deliveryCount = 0
    private var deliveriesByArrival: [PushArrival: Int] = [:]
    private var skipped = 0
    private var repeats = 0
    private var registrationsAfterCancel = 0
    private var restsWaitingAfterReady = 0
    private var partialCancels = 0
    private var maxRemembered = 0
    /// The pushes dispatched with each identity and arrival, in the order they began.
    private var identified: [String: [Int]] = [:]

    func newPushID() -> Int {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }
    func newProbeID() -> Int {
        lock.withLock {
            nextID += 1
            return -nextID
        }
    }
    func newRegistrationID() -> Int { newProbeID() }
    func countOperation() { lock.withLock { operationCount += 1 } }

    func willDispatch(_ id: Int, policy: UnhandledPolicy, arrival: PushArrival, identity: String?, onMainActor: Bool) {
        lock.withLock {
            pushes[id] = Push(policy: policy, arrival: arrival, identity: identity, onMainActor: onMainActor)
            if let identity { identified["\(arrival) \(identity)", default: []].append(id) }
        }
    }

    /// An interceptor ran for push `id` (on the dispatching thread).
    func intercepted(_ id: Int) {
        lock.withLock { pushes[id]?.intercepted += 1 }
    }

    func cancelledOneOfSeveralTokens() {
        lock.withLock { partialCancels += 1 }
    }

    func returned(_ id: Int, _ outcome: DispatchOutcome<TestRoute>) {
        lock.withLock { pushes[id]?.returned = outcome }
    }

    /// The registration of `probe` that is live, if any.
    func liveRegistration(of probe: Int) -> Int? {
        lock.withLock { liveDestination[probe].flatMap { live[$0]?[probe]?.registration } }
    }

    func registered(
        _ probe: Int, registration: Int, destination: String, token: RegistrationToken, ownedByMain: Bool
    ) {
        lock.withLock {
            let before = liveDestination[probe].flatMap { live[$0]?[probe] }
            if before?.registration == registration {
                repeats += 1
            } else if registeredProbes.contains(probe) {
                registrationsAfterCancel += 1
            }
            registeredProbes.insert(probe)
            live[destination, default: [:]][probe] = Live(
                probe: probe, registration: registration, token: token, ownedByMain: ownedByMain)
            liveDestination[probe] = destination
        }
    }

    /// Forgets `probe`'s live registration; returns its number, if it had one.
    func stopCountingAsLive(_ probe: Int) -> Int? {
        lock.withLock {
            guard let destination = liveDestination.removeValue(forKey: probe) else { return nil }
            return live[destination]?.removeValue(forKey: probe)?.registration
        }
    }

    func anotherLiveProbeOfTheMainActor(of destination: String, besides probe: Int) -> Live? {
        lock.withLock { live[destination]?.values.first { $0.probe != probe && $0.ownedByMain } }
    }

    @MainActor
    func retire(_ id: Int) {
        lock.withLock { _ = retired.insert(id) }
    }

    @MainActor
    func delivered(_ push: Int, to probe: Int, registration: Int, currentArrival: PushArrival?) {
        lock.withLock {
            deliveryCount += 1
            if retired.contains(registration) {
                violations.append("push \(push) reached probe \(probe) after registration \(registration) ended")
            }
            if pushes[push]?.receivers.contains(probe) == true {
                violations.append("push \(push) reached probe \(probe) twice")
            }
            let arrival = pushes[push]?.arrival
            if currentArrival != arrival {
                violations.append(
                    "push \(push) arrived \(String(describing: arrival)), its handler saw \(String(describing: currentArrival))"
                )
            }
            if let arrival { deliveriesByArrival[arrival, default: 0] += 1 }
            pushes[push, default: Push(policy: .hold, arrival: .opened, onMainActor: false)].receivers.append(probe)
        }
    }

    @MainActor
    func observerCalled(_ owner: Int) {
        lock.withLock {
            if retired.contains(owner) { violations.append("observer of released owner \(owner) was called") }
        }
    }

    @MainActor
    func observed(_ outcome: DispatchOutcome<TestRoute>, currentArrival: PushArrival?) {
        // A duplicate is not decoded: its push number is in its payload.
        let route = outcome.route ?? outcome.payload.object.flatMap { try? TestRoute.decode($0) }
        let json = outcome.payload.json.flatMap { try? TestRoute.decode(json: $0) }
        guard let id = (route ?? json)?.pushID else {
            lock.withLock { violations.append("an outcome without route: \(outcome)") }
            return
        }
        lock.withLock {
            seen[Self.kind(outcome), default: 0] += 1
            guard let push = pushes[id] else {
                violations.append("outcome of a push never dispatched: \(outcome)")
                return
            }
            pushes[id]?.outcomes.append(outcome)
            if outcome.arrival != push.arrival || currentArrival != push.arrival {
                violations.append(
                    "push \(id) arrived \(push.arrival); outcome says \(outcome.arrival), observer saw \(String(describing: currentArrival))"
                )
            }
            if outcome.kind == .duplicate {
                let earlier = identified["\(push.arrival) \(push.identity ?? "")"]?.prefix { $0 != id } ?? []
                if outcome.identity == nil || outcome.identity != push.identity || earlier.isEmpty {
                    violations.append("push \(id) reported a duplicate of nothing dispatched before: \(outcome)")
                }
            }
            if push.arrival != .opened, outcome.kind == .held || outcome.kind == .deliveredLate {
                violations.append("push \(id), \(push.arrival), waited: \(outcome)")
            }
            // Observers run after the push's handlers: a delivered count is the true one.
            if outcome.kind == .delivered || outcome.kind == .deliveredLate, outcome.handlers != push.receivers.count {
                violations.append(
                    "push \(id): observers saw \(outcome), \(push.receivers.count) handlers received it")
            }
        }
    }

    static func kind(_ outcome: DispatchOutcome<TestRoute>) -> Seen {
        switch outcome.kind {
        case .delivered: .delivered
        case .deliveredLate: .late
        case .held: .held
        case .dropped: .dropped
        case .unhandled: .unhandled
        case .stopped: .stopped
        case .duplicate: .duplicate
        default: .other
        }
    }

    /// With every thread stopped and the main queue drained: no push waits for a
    /// destination that has a live handler (a push held beside a registered handler would
    /// wait for the next registration); only opened pushes wait; once the router is ready,
    /// none waits, unless the configuration keeps holding; the router remembers no more
    /// identities than its bound.
    @MainActor
    func checkAtRest(held: [TestRoute], isReady: Bool, keepHolding: Bool, remembered: Int, bound: Int) {
        lock.withLock {
            if isReady, !held.isEmpty { restsWaitingAfterReady += 1 }
            maxRemembered = max(maxRemembered, remembered)
            if remembered > bound { violations.append("the router remembers \(remembered) identities, bound \(bound)") }
            for route in held {
                let id = route.pushID
                if !(live[route.destination]?.isEmpty ?? true) {
                    violations.append("push \(id) waits although \(route.destination) has a live handler")
                }
                if let arrival = pushes[id]?.arrival, arrival != .opened {
                    violations.append("push \(id) waits although it was \(arrival)")
                }
                if isReady, !keepHolding {
                    violations.append("push \(id) waits for \(route.destination) after ready")
                }
            }
        }
    }

    /// After the collectors took what waited: every push has its final outcome.
    @MainActor
    func checkAtEnd(held: [TestRoute], remembered: Int) {
        lock.withLock {
            maxRemembered = max(maxRemembered, remembered)
            if !held.isEmpty {
                violations.append("\(held.count) pushes still wait after every destination got a handler")
            }
            for (id, push) in pushes.sorted(by: { $0.key < $1.key }) {
                check(id, push)
            }
        }
    }

    private func check(_ id: Int, _ push: Push) {
        guard let last = push.outcomes.last else {
            violations.append("push \(id) was lost: no outcome (returned \(String(describing: push.returned)))")
            return
        }
        let deliveries = push.outcomes.filter { $0.kind == .delivered || $0.kind == .deliveredLate }
        switch Self.kind(last) {
        case .delivered, .late:
            if deliveries.count != 1 {
                violations.append("push \(id) was reported delivered \(deliveries.count) times")
            }
            if push.receivers.isEmpty { violations.append("push \(id) reported delivered, received by nobody") }
        case .dropped, .unhandled, .stopped:
            if !push.receivers.isEmpty {
                violations.append("push \(id) reported \(last), received by \(push.receivers)")
            }
            if !deliveries.isEmpty { violations.append("push \(id) reported delivered, then \(last)") }
        case .duplicate:
            // The same push again: not decoded, intercepted or delivered; nothing else happens.
            if !push.receivers.isEmpty || push.intercepted > 0 || push.outcomes.count != 1 {
                violations.append(
                    "duplicate push \(id) went on: received by \(push.receivers), intercepted \(push.intercepted) times, outcomes \(push.outcomes.map(Self.kind))"
                )
            }
        case .held, .other:
            violations.append("push \(id) ended as \(last); outcomes: \(push.outcomes.map(Self.kind))")
        }
        if push.policy == .discard, push.outcomes.contains(where: { $0.kind == .held }) {
            violations.append("in-app push \(id) waited although its dispatch did not allow it")
        }
        guard let returned = push.returned else {
            violations.append("push \(id): dispatch never returned")
            return
        }
        if returned.arrival != push.arrival {
            violations.append("push \(id) arrived \(push.arrival), dispatch returned \(returned)")
        }
        // A dispatch on the main actor returns what observers saw first; off the main actor
        // a push that goes to handlers returns `.queued` (its delivery has not happened), and
        // any other outcome is final when it is returned.
        let first = push.outcomes[0]
        if returned.kind == .queued {
            if push.onMainActor { violations.append("push \(id): a dispatch on the main actor returned \(returned)") }
        } else if !push.onMainActor, returned.kind == .delivered {
            violations.append("push \(id): a dispatch off the main actor claimed a delivery: \(returned)")
        } else {
            if Self.kind(returned) != Self.kind(first) || "\(returned)" != "\(first)" {
                violations.append(
                    "push \(id): dispatch returned \(returned), observers saw \(push.outcomes.map(Self.kind))")
            }
        }
        if returned.kind == .queued, Self.kind(first) != .delivered { skipped += 1 }
    }

    var result: Result {
        lock.withLock {
            Result(
                violations: violations, seen: seen, pushes: pushes.count, deliveries: deliveryCount,
                deliveriesByArrival: deliveriesByArrival, lateDeliveriesSkipped: skipped, repeats: repeats,
                registrationsAfterCancel: registrationsAfterCancel, restsWaitingAfterReady: restsWaitingAfterReady,
                partialCancels: partialCancels, maxRemembered: maxRemembered, operations: operationCount)
        }
    }
}
