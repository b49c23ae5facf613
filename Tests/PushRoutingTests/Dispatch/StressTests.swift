import Foundation
import PushRoutesTestSupport
import Testing

@_spi(Generated) @testable import PushRouting

/// Issue 12: many threads register, cancel, release and dispatch at once (with an injected
/// clock), and a ledger checks every promise of docs/runtime.md: each push is delivered,
/// or reported dropped, unhandled or stopped — never lost; no handler receives a push
/// twice, nor after its token was cancelled or its owner released; a push never waits
/// beside a registered handler; observers see every push, with the true handler count.
///
/// `make test` runs a few thousand operations; `PUSHROUTES_STRESS_OPERATIONS` sets how
/// many (`make test-tsan` runs 120,000 under ThreadSanitizer).
@MainActor
@Suite struct StressTests {
    static var operations: Int {
        ProcessInfo.processInfo.environment["PUSHROUTES_STRESS_OPERATIONS"].flatMap { Int($0) } ?? 12_000
    }

    @Test func manyThreadsNeverLoseDuplicateOrLateDeliverAPush() async {
        let result = await StressRun(capacity: 3, operations: Self.operations, seed: 1).run()
        #expect(
            result.violations.isEmpty,
            "\(result.violations.count) violations, the first: \(result.violations.prefix(8))")
        #expect(result.operations >= Self.operations)
        // The run did exercise what it checks.
        #expect(result.count(.delivered) > 0 && result.count(.late) > 0 && result.count(.held) > 0)
        #expect(result.count(.dropped) > 0 && result.count(.unhandled) > 0 && result.count(.stopped) > 0)
        print("stress (capacity 3): \(result.summary)")
    }

    @Test func withNoRoomToWaitNothingIsEverReportedHeld() async {
        let result = await StressRun(capacity: 0, operations: Self.operations / 4, seed: 2).run()
        #expect(
            result.violations.isEmpty,
            "\(result.violations.count) violations, the first: \(result.violations.prefix(8))")
        #expect(result.count(.held) == 0)
        #expect(result.count(.dropped) > 0)
        print("stress (capacity 0): \(result.summary)")
    }
}

/// One stress run: `threads` background threads and the main actor, in rounds; after each
/// round, with every thread stopped and the main queue drained, the invariants that hold
/// at rest are checked.
@MainActor
final class StressRun {
    let threads = 6
    let operationsPerThreadAndRound = 15
    let mainOperationsPerRound = 5
    let capacity: Int
    let operations: Int
    let seed: UInt64
    let clock = TestClock()
    let ledger = Ledger()
    let dispatcher: PushDispatcher<TestRoute>

    init(capacity: Int, operations: Int, seed: UInt64) {
        self.capacity = capacity
        self.operations = operations
        self.seed = seed
        let clock = clock
        dispatcher = PushDispatcher(
            configuration: .init(earlyPushCapacity: capacity, earlyPushLifetime: 5, now: { clock.now }))
    }

    func run() async -> Ledger.Result {
        let ledger = ledger
        let dispatcher = dispatcher
        dispatcher.observe { outcome in ledger.observed(outcome) }
        // Every 50th push is stopped, on the dispatching thread.
        dispatcher.addInterceptor { route in route.pushID % 50 == 0 ? .stop : .proceed }
        // A cold launch first, so that every kind of outcome occurs in every run: pushes
        // without handler wait (the first ones pushed out), an in-app message does not.
        var main = Actions(
            dispatcher: dispatcher, ledger: ledger, clock: clock, seed: seed &* 1_000 &+ 999, onMainActor: true)
        for _ in 0..<(capacity + 2) { main.dispatchOne(home: true, kind: 2) }
        main.dispatchOne(home: false, kind: 0)
        let perRound = threads * operationsPerThreadAndRound + mainOperationsPerRound
        let rounds = max(1, (operations + perRound - 1) / perRound)
        let workers = (0..<threads).map { index in
            Worker(
                dispatcher: dispatcher, ledger: ledger, clock: clock, seed: seed &* 1_000 &+ UInt64(index),
                operations: operationsPerThreadAndRound)
        }
        for worker in workers { worker.start() }
        let started = Date()
        for _ in 0..<rounds {
            let group = DispatchGroup()
            for worker in workers { worker.runRound(group) }
            for _ in 0..<mainOperationsPerRound {
                main.step()
                await Task.yield()  // lets queued deliveries run in between
            }
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                group.notify(queue: .global()) { done.resume() }
            }
            await mainQueueDrained()
            ledger.checkAtRest(held: dispatcher.heldRoutes)
        }
        // The end: everybody lets go, then a collector per destination takes what waits.
        let finished = DispatchGroup()
        for worker in workers { worker.finish(finished) }
        main.releaseAll()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { done.resume() }
        }
        await mainQueueDrained()
        let collectors = ["Home", "Chat"].map {
            Probe(id: ledger.newProbeID(), destination: $0, role: .plain, dispatcher: dispatcher, ledger: ledger)
        }
        for collector in collectors { _ = collector.register(priority: 0) }
        await mainQueueDrained()
        ledger.checkAtEnd(held: dispatcher.heldRoutes)
        withExtendedLifetime(collectors) {}
        var result = ledger.result
        result.seconds = Date().timeIntervalSince(started)
        return result
    }
}

/// A background thread that runs `operations` random actions per round.
final class Worker: @unchecked Sendable {
    private var actions: Actions
    private let operations: Int
    private let go = DispatchSemaphore(value: 0)
    private var group: DispatchGroup?
    private var finishing = false

    init(dispatcher: PushDispatcher<TestRoute>, ledger: Ledger, clock: TestClock, seed: UInt64, operations: Int) {
        actions = Actions(dispatcher: dispatcher, ledger: ledger, clock: clock, seed: seed, onMainActor: false)
        self.operations = operations
    }

    func start() {
        Thread { [self] in
            while true {
                go.wait()
                if finishing {
                    actions.releaseAll()
                    group?.leave()
                    return
                }
                for _ in 0..<operations { actions.step() }
                group?.leave()
            }
        }.start()
    }

    func runRound(_ group: DispatchGroup) {
        group.enter()
        self.group = group
        go.signal()
    }

    func finish(_ group: DispatchGroup) {
        group.enter()
        self.group = group
        finishing = true
        go.signal()
    }
}

/// The random actions of one thread (or of the main actor): register, cancel, release,
/// dispatch, observe, move the clock.
struct Actions {
    let dispatcher: PushDispatcher<TestRoute>
    let ledger: Ledger
    let clock: TestClock
    var random: SeededGenerator
    let onMainActor: Bool
    var probes: [(probe: Probe, token: RegistrationToken)] = []
    var observers: [(owner: ObserverOwner, token: RegistrationToken)] = []

    init(dispatcher: PushDispatcher<TestRoute>, ledger: Ledger, clock: TestClock, seed: UInt64, onMainActor: Bool) {
        self.dispatcher = dispatcher
        self.ledger = ledger
        self.clock = clock
        self.random = SeededGenerator(seed: seed)
        self.onMainActor = onMainActor
    }

    mutating func step() {
        ledger.countOperation()
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<18 where probes.count < 6, 0..<4:
            let role: Probe.Role = roll == 0 ? .killer : roll == 1 ? .consumer : .plain
            let destination = Bool.random(using: &random) ? "Home" : "Chat"
            let probe = Probe(
                id: ledger.newProbeID(), destination: destination, role: role, dispatcher: dispatcher, ledger: ledger)
            let token = probe.register(priority: Int.random(in: -1...1, using: &random))
            probes.append((probe, token))
        case 18..<25 where !probes.isEmpty:
            let (probe, token) = probes.remove(at: Int.random(in: 0..<probes.count, using: &random))
            ledger.stopCountingAsLive(probe.id)
            token.cancel()
            markRetired(probe.id)
        case 25..<32 where !probes.isEmpty:
            let index = Int.random(in: 0..<probes.count, using: &random)
            let id = probes[index].probe.id
            ledger.stopCountingAsLive(id)
            _ = probes.remove(at: index)  // the last reference: released here
            markRetired(id)
        case 32..<34 where observers.count < 2:
            let owner = ObserverOwner(id: ledger.newProbeID())
            let ledger = ledger
            let token = dispatcher.observe(owner) { owner, _ in ledger.observerCalled(owner.id) }
            observers.append((owner, token))
        case 34..<36 where !observers.isEmpty:
            let id = observers[0].owner.id
            _ = observers.removeFirst()  // the last reference: released here
            markRetired(id)
        case 36..<38:
            clock.advance(1)
        case 38..<40:
            _ = dispatcher.heldCount
        default:
            dispatchOne()
        }
    }

    /// Called once a probe or observer was cancelled or released: from then on the main
    /// actor must not reach it. Off the main actor, "from then on" is a marker queued to
    /// the main actor now: work that runs after the marker must skip it.
    func markRetired(_ id: Int) {
        if onMainActor {
            MainActor.assumeIsolated { ledger.retire(id) }
        } else {
            let ledger = ledger
            DispatchQueue.main.async { MainActor.assumeIsolated { ledger.retire(id) } }
        }
    }

    mutating func dispatchOne() {
        dispatchOne(home: Bool.random(using: &random), kind: Int.random(in: 0..<4, using: &random))
    }

    /// Dispatches a new push: to Home or Chat; `kind` 0 an in-app route, 1 an in-app route
    /// that may wait, 2 a payload, 3 JSON.
    mutating func dispatchOne(home: Bool, kind: Int) {
        let id = ledger.newPushID()
        let route: TestRoute = home ? .home(id) : .chat(String(id))
        let policy: UnhandledPolicy = kind == 0 ? .discard : .hold
        ledger.willDispatch(id, policy: policy, onMainActor: onMainActor)
        let outcome: DispatchOutcome<TestRoute>
        switch kind {
        case 0: outcome = dispatcher.dispatch(route)  // in-app: does not wait
        case 1: outcome = dispatcher.dispatch(route, ifUnhandled: .hold)
        case 2: outcome = dispatcher.dispatch(route.encodedPayload())
        default: outcome = dispatcher.dispatch(json: JSONWriter.data(route.encodedPayload()) ?? Data())
        }
        ledger.returned(id, outcome)
    }

    mutating func releaseAll() {
        for (probe, _) in probes { ledger.stopCountingAsLive(probe.id) }
        let ids = probes.map(\.probe.id) + observers.map(\.owner.id)
        probes = []
        observers = []
        for id in ids { markRetired(id) }
    }
}

/// A handler's owner. Registered as generated code registers a screen: the handler runs
/// through `Delivery.run`. A killer cancels another handler of its destination from inside
/// its delivery; a consumer marks the push handled.
final class Probe: @unchecked Sendable {
    enum Role { case plain, killer, consumer }
    let id: Int
    let destination: String
    let role: Role
    let dispatcher: PushDispatcher<TestRoute>
    let ledger: Ledger

    init(id: Int, destination: String, role: Role, dispatcher: PushDispatcher<TestRoute>, ledger: Ledger) {
        self.id = id
        self.destination = destination
        self.role = role
        self.dispatcher = dispatcher
        self.ledger = ledger
    }

    @discardableResult
    func register(priority: Int) -> RegistrationToken {
        let token = dispatcher.register(destination: destination, priority: priority, owner: self) {
            owner, route, delivery in
            guard let probe = owner as? Probe else { return }
            delivery.run { probe.receive(route) }
        }
        ledger.registered(id, destination: destination, token: token)
        return token
    }

    @MainActor
    func receive(_ route: TestRoute) {
        ledger.delivered(route.pushID, to: id)
        switch role {
        case .plain: break
        case .consumer: _ = dispatcher.markHandled()
        case .killer:
            if let (victim, token) = ledger.anotherLiveProbe(of: destination, besides: id) {
                ledger.stopCountingAsLive(victim)
                token.cancel()
                ledger.retire(victim)
            }
        }
    }
}

/// The owner of a weakly held observer.
final class ObserverOwner: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

extension TestRoute {
    /// The stress test's push number.
    var pushID: Int {
        switch self {
        case .home(let n): n
        case .chat(let text): Int(text) ?? -1
        }
    }
}

/// What the stress test saw, checked as it happens (on the main actor, where deliveries
/// and the retire markers are ordered) and at the end.
final class Ledger: @unchecked Sendable {
    enum Seen: Hashable { case delivered, late, held, dropped, unhandled, stopped, other }

    struct Result {
        var violations: [String]
        var seen: [Seen: Int]
        var pushes: Int
        var deliveries: Int
        var lateDeliveriesSkipped: Int
        var operations: Int
        var seconds = 0.0

        func count(_ kind: Seen) -> Int { seen[kind] ?? 0 }

        var summary: String {
            let kinds = seen.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key) \($0.value)" }.joined(
                separator: ", ")
            return
                "\(operations) operations in \(String(format: "%.2f", seconds)) s: \(pushes) pushes, \(deliveries) deliveries, \(lateDeliveriesSkipped) pushes whose handlers went away on the way; outcomes: \(kinds); \(violations.count) violations"
        }
    }

    private struct Push {
        var policy: UnhandledPolicy
        var onMainActor: Bool
        var returned: DispatchOutcome<TestRoute>?
        var outcomes: [DispatchOutcome<TestRoute>] = []
        var receivers: [Int] = []
    }

    private let lock = NSLock()
    private var nextID = 0
    private var operationCount = 0
    private var pushes: [Int: Push] = [:]
    private var live: [String: [Int: RegistrationToken]] = [:]
    private var liveIDs: [Int: String] = [:]
    private var retired: Set<Int> = []
    private var violations: [String] = []
    private var seen: [Seen: Int] = [:]
    private var deliveryCount = 0
    private var skipped = 0

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
    func countOperation() { lock.withLock { operationCount += 1 } }

    func willDispatch(_ id: Int, policy: UnhandledPolicy, onMainActor: Bool) {
        lock.withLock { pushes[id] = Push(policy: policy, onMainActor: onMainActor) }
    }

    func returned(_ id: Int, _ outcome: DispatchOutcome<TestRoute>) {
        lock.withLock { pushes[id]?.returned = outcome }
    }

    func registered(_ id: Int, destination: String, token: RegistrationToken) {
        lock.withLock {
            live[destination, default: [:]][id] = token
            liveIDs[id] = destination
        }
    }

    func stopCountingAsLive(_ id: Int) {
        lock.withLock {
            if let destination = liveIDs.removeValue(forKey: id) { live[destination]?[id] = nil }
        }
    }

    func anotherLiveProbe(of destination: String, besides id: Int) -> (Int, RegistrationToken)? {
        lock.withLock { live[destination]?.first { $0.key != id }.map { ($0.key, $0.value) } }
    }

    @MainActor
    func retire(_ id: Int) {
        lock.withLock { _ = retired.insert(id) }
    }

    @MainActor
    func delivered(_ push: Int, to probe: Int) {
        lock.withLock {
            deliveryCount += 1
            if retired.contains(probe) {
                violations.append("push \(push) reached handler \(probe) after it was cancelled or released")
            }
            if pushes[push]?.receivers.contains(probe) == true {
                violations.append("push \(push) reached handler \(probe) twice")
            }
            pushes[push, default: Push(policy: .hold, onMainActor: false)].receivers.append(probe)
        }
    }

    @MainActor
    func observerCalled(_ owner: Int) {
        lock.withLock {
            if retired.contains(owner) { violations.append("observer of released owner \(owner) was called") }
        }
    }

    @MainActor
    func observed(_ outcome: DispatchOutcome<TestRoute>) {
        guard let id = outcome.route?.pushID else {
            lock.withLock { violations.append("an outcome without route: \(outcome)") }
            return
        }
        lock.withLock {
            seen[Self.kind(outcome), default: 0] += 1
            guard pushes[id] != nil else {
                violations.append("outcome of a push never dispatched: \(outcome)")
                return
            }
            pushes[id]?.outcomes.append(outcome)
            // Observers run after the push's handlers: a delivered count is the true one.
            if case .delivered(_, let count) = outcome, count != pushes[id]!.receivers.count {
                violations.append(
                    "push \(id): observers saw \(count) handlers, \(pushes[id]!.receivers.count) received it")
            }
            if case .deliveredLate(_, let count) = outcome, count != pushes[id]!.receivers.count {
                violations.append(
                    "push \(id): observers saw \(count) handlers late, \(pushes[id]!.receivers.count) received it")
            }
        }
    }

    static func kind(_ outcome: DispatchOutcome<TestRoute>) -> Seen {
        switch outcome {
        case .delivered: .delivered
        case .deliveredLate: .late
        case .held: .held
        case .dropped: .dropped
        case .unhandled: .unhandled
        case .stopped: .stopped
        case .unknownRoute, .ignored, .unrouted, .failed: .other
        }
    }

    /// With every thread stopped and the main queue drained: no push waits for a
    /// destination that has a live handler (a push held beside a registered handler would
    /// wait for the next registration), and no work is left.
    @MainActor
    func checkAtRest(held: [TestRoute]) {
        lock.withLock {
            for route in held where !(live[route.destination]?.isEmpty ?? true) {
                violations.append("push \(route.pushID) waits although \(route.destination) has a live handler")
            }
        }
    }

    /// After the collectors took what waited: every push has its final outcome.
    @MainActor
    func checkAtEnd(held: [TestRoute]) {
        lock.withLock {
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
        let deliveries = push.outcomes.filter {
            if case .delivered = $0 { return true }
            if case .deliveredLate = $0 { return true }
            return false
        }
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
        case .held, .other:
            violations.append("push \(id) ended as \(last); outcomes: \(push.outcomes.map(Self.kind))")
        }
        if push.policy == .discard, push.outcomes.contains(where: { Self.kind($0) == .held }) {
            violations.append("in-app push \(id) waited although its dispatch did not allow it")
        }
        guard let returned = push.returned else {
            violations.append("push \(id): dispatch never returned")
            return
        }
        // A dispatch on the main actor returns what observers saw first; off the main actor
        // any outcome but "delivered" is final when it is returned.
        let first = push.outcomes[0]
        if push.onMainActor || Self.kind(returned) != .delivered {
            if Self.kind(returned) != Self.kind(first) || "\(returned)" != "\(first)" {
                violations.append(
                    "push \(id): dispatch returned \(returned), observers saw \(push.outcomes.map(Self.kind))")
            }
        }
        if Self.kind(returned) == .delivered, Self.kind(first) != .delivered { skipped += 1 }
    }

    var result: Result {
        lock.withLock {
            Result(
                violations: violations, seen: seen, pushes: pushes.count, deliveries: deliveryCount,
                lateDeliveriesSkipped: skipped, operations: operationCount)
        }
    }
}
