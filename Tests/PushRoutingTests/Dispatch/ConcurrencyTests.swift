import Foundation
import PushRoutesTestSupport
import PushRouting
import Testing

/// Registering, unregistering and dispatching from many threads at once. Run under
/// ThreadSanitizer by `make test-tsan`.
@Suite struct ConcurrencyTests {
    @Test func registerUnregisterAndDispatchFromManyThreads() async {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 4))
        let delivered = EventLog<Int>()
        let stable = Recorder()
        stable.onDelivery = { route in if case .home(let n) = route { delivered.append(n) } }
        dispatcher.register(stable, for: "Home")
        let observed = EventLog<Bool>()
        dispatcher.observe { _ in observed.append(true) }
        let threads = 8
        let iterations = 300
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<threads {
                group.addTask {
                    for i in 0..<iterations {
                        let recorder = Recorder()
                        let token = dispatcher.register(
                            recorder, for: i.isMultiple(of: 2) ? "Home" : "Chat", priority: i % 3)
                        dispatcher.dispatch(["type": "home", "n": t * iterations + i], as: .opened)
                        dispatcher.dispatch(json: Data(#"{"type": "chat", "text": "x"}"#.utf8), as: .opened)
                        if i.isMultiple(of: 3) { token.cancel() }
                        let interceptor = dispatcher.addInterceptor { _ in .proceed }
                        interceptor.cancel()
                    }
                }
            }
        }
        await mainQueueDrained()
        // The stable handler saw every home push exactly once.
        let values = delivered.events
        #expect(values.count == threads * iterations)
        #expect(Set(values).count == threads * iterations)
        #expect(observed.events.count >= 2 * threads * iterations)
    }

    /// Issue 12, point 1, with real threads: in each round one thread registers the first
    /// handler of a destination while another dispatches a push to it. Whatever the
    /// interleaving, the push must not be left waiting beside a registered handler.
    @Test func aRegistrationRacingADispatchNeverStrandsThePush() async {
        let rounds = 2_000
        let dispatchers = (0..<rounds).map { _ in PushDispatcher<TestRoute>() }
        let recorders = (0..<rounds).map { _ in Recorder() }
        let stranded = EventLog<Int>()
        let barrier = SpinBarrier(parties: 2)
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            group.enter()
            Thread {
                for round in 0..<rounds {
                    barrier.arrive()
                    // A different head start each round, so that the rounds sweep the
                    // registration across the whole dispatch.
                    spin(round % 97)
                    dispatchers[round].register(recorders[round], for: "Home")
                    barrier.arrive()
                    if dispatchers[round].heldCount != 0 { stranded.append(round) }
                }
                group.leave()
            }.start()
            group.enter()
            Thread {
                for round in 0..<rounds {
                    barrier.arrive()
                    dispatchers[round].dispatch(["type": "home", "n": round], as: .opened)
                    barrier.arrive()
                }
                group.leave()
            }.start()
            group.notify(queue: .global()) { finished.resume() }
        }
        await mainQueueDrained()
        #expect(
            stranded.events.isEmpty,
            "pushes left waiting beside a registered handler in rounds \(stranded.events.prefix(10))")
        let received = recorders.enumerated().filter { round, recorder in recorder.routes == [.home(round)] }.count
        #expect(received == rounds)
    }
}

/// Burns a little time (about `count` short steps) without sleeping.
func spin(_ count: Int) {
    var value = UInt64(count)
    for step in 0..<(count * 20) { value = value &* 6_364_136_223_846_793_005 &+ UInt64(step) }
    withExtendedLifetime(value) {}
}

/// Threads wait at `arrive()` until `parties` of them have arrived (spinning, then
/// yielding: the rounds are short, and a sleeping thread would make the interleavings rare).
final class SpinBarrier: @unchecked Sendable {
    private let lock = NSLock()
    private let parties: Int
    private var arrived = 0
    private var generation = 0

    init(parties: Int) { self.parties = parties }

    func arrive() {
        let mine = lock.withLock { () -> Int in
            let current = generation
            arrived += 1
            if arrived == parties {
                arrived = 0
                generation += 1
            }
            return current
        }
        // Spin briefly (so that the threads leave together), then give the core away (two
        // cores are shared by everything else that runs).
        var spins = 0
        while lock.withLock({ generation == mine }) {
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }
}
