import Foundation
import PushRoutesTestSupport
import Testing

@_spi(Generated) @testable import PushRouting

/// Issue 12 and issue 20: many threads register (new owners, the same owner again, owners
/// whose registration they cancelled), cancel, release and dispatch at once (opened,
/// presented and received pushes, with an injected clock), one of them marks the router
/// ready at a random point, and a ledger (StressLedger.swift) checks every promise of
/// docs/runtime.md: each push is delivered, or reported dropped, unhandled or stopped —
/// never lost; no handler receives a push twice, nor after its token was cancelled or its
/// owner released; a push never waits beside a registered handler, a presented or received
/// push never waits, and once the router is ready no push waits for a destination whose
/// handlers left; handlers and observers see how their push arrived; observers see every
/// push, with the true handler count.
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
            result.violations.count == 0,
            "\(result.violations.count) violations, the first: \(result.violations.prefix(8))")
        #expect(result.operations >= Self.operations)
        // The run did exercise what it checks.
        #expect(result.count(.delivered) > 0 && result.count(.late) > 0 && result.count(.held) > 0)
        #expect(result.count(.dropped) > 0 && result.count(.unhandled) > 0 && result.count(.stopped) > 0)
        #expect(result.repeats > 0 && result.registrationsAfterCancel > 0)
        #expect(result.deliveries(.presented) > 0 && result.deliveries(.received) > 0)
        #expect(result.count(.duplicate) > 0 && result.partialCancels > 0)
        #expect(result.maxRemembered > 0 && result.maxRemembered <= StressRun.rememberedIdentities)
        print("stress (capacity 3): \(result.summary)")
    }

    @Test func withNoRoomToWaitNothingIsEverReportedHeld() async {
        let result = await StressRun(capacity: 0, operations: Self.operations / 4, seed: 2).run()
        #expect(
            result.violations.count == 0,
            "\(result.violations.count) violations, the first: \(result.violations.prefix(8))")
        #expect(result.count(.held) == 0)
        #expect(result.count(.dropped) > 0)
        print("stress (capacity 0): \(result.summary)")
    }

    @Test func keepingHoldingForScreensThatLeftLosesNothing() async {
        let result = await StressRun(
            capacity: 3, keepHoldingAfterReady: true, operations: Self.operations / 4, seed: 3
        ).run()
        #expect(
            result.violations.count == 0,
            "\(result.violations.count) violations, the first: \(result.violations.prefix(8))")
        #expect(result.count(.late) > 0)
        #expect(result.restsWaitingAfterReady > 0, "with keepHoldingAfterReady, pushes wait after markReady")
        print("stress (keep holding): \(result.summary)")
    }
}

/// One stress run: `threads` background threads and the main actor, in rounds; after each
/// round, with every thread stopped and the main queue drained, the invariants that hold
/// at rest are checked.
@MainActor
final class StressRun {
    let threads = 6
    /// A small bound, so that the run forgets identities while it checks de-duplication.
    static let rememberedIdentities = 32
    let operationsPerThreadAndRound = 15
    let mainOperationsPerRound = 5
    let capacity: Int
    let keepHoldingAfterReady: Bool
    let operations: Int
    let seed: UInt64
    let clock = TestClock()
    let ledger = Ledger()
    let dispatcher: PushDispatcher<TestRoute>

    init(capacity: Int, keepHoldingAfterReady: Bool = false, operations: Int, seed: UInt64) {
        self.capacity = capacity
        self.keepHoldingAfterReady = keepHoldingAfterReady
        self.operations = operations
        self.seed = seed
        let clock = clock
        dispatcher = PushDispatcher(
            configuration: .init(
                earlyPushCapacity: capacity, earlyPushLifetime: 5,
                keepHoldingAfterReady: keepHoldingAfterReady, rememberedIdentities: Self.rememberedIdentities,
                now: { clock.now }))
    }

    func run() async -> Ledger.Result {
        let ledger = ledger
        let dispatcher = dispatcher
        dispatcher.observe { outcome in ledger.observed(outcome, currentArrival: (ArrivedPush.current?.arrival)) }
        // Every 50th push is stopped, on the dispatching thread.
        dispatcher.addInterceptor { route in
            ledger.intercepted(route.pushID)
            return route.pushID % 50 == 0 ? .stop : .proceed
        }
        // A cold launch first, so that every kind of outcome occurs in every run: pushes
        // without handler wait (the first ones pushed out), an in-app message does not.
        var main = Actions(
            dispatcher: dispatcher, ledger: ledger, clock: clock, seed: seed &* 1_000 &+ 999, onMainActor: true)
        for _ in 0..<(capacity + 2) { main.dispatchOne(.home, kind: 2, as: .opened) }
        main.dispatchOne(.chat, kind: 0, as: .opened)
        let perRound = threads * operationsPerThreadAndRound + mainOperationsPerRound
        let rounds = max(1, (operations + perRound - 1) / perRound)
        // Who marks the router ready, when: a worker (0..<threads) or the main actor.
        var random = SeededGenerator(seed: seed &* 7_919)
        let readyRound = Int.random(in: 0..<max(1, rounds / 2), using: &random)
        let readyActor = Int.random(in: 0...threads, using: &random)
        let readyStep = Int.random(in: 0..<mainOperationsPerRound, using: &random)
        let workers = (0..<threads).map { index in
            Worker(
                dispatcher: dispatcher, ledger: ledger, clock: clock, seed: seed &* 1_000 &+ UInt64(index),
                operations: operationsPerThreadAndRound)
        }
        for worker in workers { worker.start() }
        let started = Date()
        for round in 0..<rounds {
            let group = DispatchGroup()
            for (index, worker) in workers.enumerated() {
                worker.runRound(group, markingReadyAt: round == readyRound && index == readyActor ? readyStep : nil)
            }
            for step in 0..<mainOperationsPerRound {
                if round == readyRound, readyActor == threads, step == readyStep { main.markReady() }
                main.step()
                await Task.yield()  // lets queued deliveries run in between
            }
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                group.notify(queue: .global()) { done.resume() }
            }
            await mainQueueDrained()
            ledger.checkAtRest(
                held: dispatcher.heldRoutes, isReady: dispatcher.isReady,
                keepHolding: keepHoldingAfterReady, remembered: dispatcher.rememberedCount,
                bound: Self.rememberedIdentities)
        }
        // The end: everybody lets go, then a collector per destination takes what waits.
        let finished = DispatchGroup()
        for worker in workers { worker.finish(finished) }
        main.releaseAll()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { done.resume() }
        }
        await mainQueueDrained()
        let collectors = TestRoute.destinations.map {
            Probe(id: ledger.newProbeID(), destination: $0, role: .plain, dispatcher: dispatcher, ledger: ledger)
        }
        for collector in collectors {
            let registration = ledger.newRegistrationID()
            ledger.registered(
                collector.id, registration: registration, destination: collector.destination,
                token: collector.register(priority: 0, as: registration), ownedByMain: true)
        }
        await mainQueueDrained()
        ledger.checkAtEnd(held: dispatcher.heldRoutes, remembered: dispatcher.rememberedCount)
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
    /// The step of this round before which the worker marks the router ready.
    private var readyStep: Int?

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
                for step in 0..<operations {
                    if step == readyStep { actions.markReady() }
                    actions.step()
                }
                group?.leave()
            }
        }.start()
    }

    func runRound(_ group: DispatchGroup, markingReadyAt readyStep: Int?) {
        group.enter()
        self.group = group
        self.readyStep = readyStep
        go.signal()
    }

    func finish(_ group: DispatchGroup) {
        group.enter()
        self.group = group
        finishing = true
        go.signal()
    }
}

/// The random actions of one thread (or of the main actor): register (a new owner, the
/// same owner again, an owner whose registration was cancelled: a view that appears
/// again), cancel, release, dispatch, observe, move the clock.
struct Actions {
    /// A probe this thread registered, and the tokens of its registration.
    struct Registered {
        let probe: Probe
        var registration: Int
        var tokens: [RegistrationToken]
    }

    let dispatcher: PushDispatcher<TestRoute>
    let ledger: Ledger
    let clock: TestClock
    var random: SeededGenerator
    let onMainActor: Bool
    var probes: [Registered] = []
    /// Probes whose registration this thread cancelled, kept to register again.
    var resting: [Probe] = []
    var observers: [(owner: ObserverOwner, token: RegistrationToken)] = []
    /// The identity and arrival of this thread's last push that had one.
    var lastIdentified: (identity: String, arrival: PushArrival)?

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
        case 0..<14 where probes.count < 6, 0..<3:
            let role: Probe.Role = roll == 0 ? .killer : roll == 1 ? .consumer : .plain
            let destination = Bool.random(using: &random) ? "Home" : "Chat"
            let probe = Probe(
                id: ledger.newProbeID(), destination: destination, role: role, dispatcher: dispatcher, ledger: ledger)
            probes.append(register(probe, in: nil))
        case 14..<18 where !probes.isEmpty && !onMainActor:
            // The same owner again (a view's onAppear that runs twice). Not on the main actor,
            // whose registrations killers cancel: work that runs inside `register` could
            // cancel the registration this would count on.
            let index = Int.random(in: 0..<probes.count, using: &random)
            probes[index] = register(probes[index].probe, in: probes[index])
        case 18..<21 where probes.contains(where: { $0.tokens.count > 1 }):
            // One of several tokens: the registration stays (a holder that replaced its token).
            let index = probes.firstIndex { $0.tokens.count > 1 }!
            probes[index].tokens.shuffle(using: &random)
            probes[index].tokens.removeLast().cancel()
            ledger.cancelledOneOfSeveralTokens()
        case 18..<24 where !probes.isEmpty:
            let entry = probes.remove(at: Int.random(in: 0..<probes.count, using: &random))
            let registration = ledger.stopCountingAsLive(entry.probe.id)
            // The registration ends with the last of its tokens, in any order.
            for token in entry.tokens.shuffled(using: &random) { token.cancel() }
            if let registration { markRetired(registration) }
            if resting.count < 3 { resting.append(entry.probe) }
        case 24..<27 where !resting.isEmpty:
            // A view that appears again: the owner of a cancelled registration registers.
            let probe = resting.remove(at: Int.random(in: 0..<resting.count, using: &random))
            probes.append(register(probe, in: nil))
        case 27..<32 where !probes.isEmpty:
            let index = Int.random(in: 0..<probes.count, using: &random)
            let registration = ledger.stopCountingAsLive(probes[index].probe.id)
            _ = probes.remove(at: index)  // the last reference: released here
            if let registration { markRetired(registration) }
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

    /// Registers `probe`, which `entry` says this thread registered before. A live owner
    /// keeps its registration (the dispatcher keeps its handler, which reports that
    /// registration's number); otherwise it is a new one.
    mutating func register(_ probe: Probe, in entry: Registered?) -> Registered {
        let live = ledger.liveRegistration(of: probe.id)
        let registration = live ?? ledger.newRegistrationID()
        let token = probe.register(priority: Int.random(in: -1...1, using: &random), as: registration)
        ledger.registered(
            probe.id, registration: registration, destination: probe.destination, token: token,
            ownedByMain: onMainActor)
        if let entry, entry.registration == registration {
            return Registered(probe: probe, registration: registration, tokens: entry.tokens + [token])
        }
        return Registered(probe: probe, registration: registration, tokens: [token])
    }

    mutating func markReady() {
        ledger.countOperation()
        dispatcher.markReady()
    }

    /// Called once a registration or observer was cancelled or released: from then on the
    /// main actor must not reach it. Off the main actor, "from then on" is a marker queued
    /// to the main actor now: work that runs after the marker must skip it.
    func markRetired(_ id: Int) {
        if onMainActor {
            MainActor.assumeIsolated { ledger.retire(id) }
        } else {
            let ledger = ledger
            DispatchQueue.main.async { MainActor.assumeIsolated { ledger.retire(id) } }
        }
    }

    mutating func dispatchOne() {
        // Profile has no handler before the end: its opened pushes wait until ready.
        let destination = Int.random(in: 0..<20, using: &random)
        let arrival = Int.random(in: 0..<20, using: &random)
        dispatchOne(
            destination < 9 ? .home : destination < 18 ? .chat : .profile, kind: Int.random(in: 0..<4, using: &random),
            as: arrival < 14 ? .opened : arrival < 17 ? .presented : .received)
    }

    enum Destination { case home, chat, profile }

    /// Dispatches a new push to `destination`; `kind` 0 an in-app route that may not wait, 1
    /// an in-app route (which may, by default), 2 a payload, 3 JSON. A payload or JSON has an
    /// identity half the time: a new one, or, a quarter of the time, the identity and arrival
    /// of this thread's last push that had one (one tap forwarded twice).
    mutating func dispatchOne(_ destination: Destination, kind: Int, as requestedArrival: PushArrival) {
        let id = ledger.newPushID()
        let route: TestRoute =
            switch destination {
            case .home: .home(id)
            case .chat: .chat(String(id))
            case .profile: .profile(id)
            }
        let policy: UnhandledPolicy = kind == 0 ? .discard : .hold
        var arrival = requestedArrival
        var identity: String?
        if kind >= 2 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where lastIdentified != nil: (identity, arrival) = lastIdentified!
            case 0, 1: identity = "i\(id)"
            default: identity = nil
            }
            if let identity { lastIdentified = (identity, arrival) }
        }
        ledger.willDispatch(id, policy: policy, arrival: arrival, identity: identity, onMainActor: onMainActor)
        let outcome: DispatchOutcome<TestRoute>
        switch kind {
        case 0: outcome = dispatcher.dispatch(route, as: arrival, ifUnhandled: .discard)
        case 1: outcome = dispatcher.dispatch(route, as: arrival)  // waits by default
        case 2: outcome = dispatcher.dispatch(route.encodedPayload(), as: arrival, identifier: identity)
        default:
            outcome = dispatcher.dispatch(
                json: JSONWriter.data(route.encodedPayload()) ?? Data(), as: arrival, identifier: identity)
        }
        ledger.returned(id, outcome)
    }

    mutating func releaseAll() {
        let registrations = probes.compactMap { ledger.stopCountingAsLive($0.probe.id) }
        let ids = registrations + observers.map(\.owner.id)
        probes = []
        resting = []
        observers = []
        for id in ids { markRetired(id) }
    }
}

/// A handler's owner. Registered as generated code registers a screen: the handler runs
/// through `Delivery.run`, and reports the registration it was made for. A killer cancels
/// another handler of its destination (one the main actor registered) from inside its
/// delivery; a consumer marks the push handled.
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

    func register(priority: Int, as registration: Int) -> RegistrationToken {
        dispatcher.register(destination: destination, priority: priority, owner: self) { owner, route, delivery in
            guard let probe = owner as? Probe else { return }
            delivery.run { probe.receive(route, registration: registration) }
        }
    }

    @MainActor
    func receive(_ route: TestRoute, registration: Int) {
        ledger.delivered(
            route.pushID, to: id, registration: registration, currentArrival: (ArrivedPush.current?.arrival))
        switch role {
        case .plain: break
        case .consumer: _ = dispatcher.markHandled()
        case .killer:
            // Only registrations of the main actor: their owner, also on the main actor,
            // learns from the ledger that they are gone.
            if let victim = ledger.anotherLiveProbeOfTheMainActor(of: destination, besides: id) {
                _ = ledger.stopCountingAsLive(victim.probe)
                victim.token.cancel()
                ledger.retire(victim.registration)
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
        case .home(let n), .profile(let n): n
        case .chat(let text): Int(text) ?? -1
        }
    }

    /// Every destination of the test routes.
    static let destinations = ["Home", "Chat", "Profile"]
}
