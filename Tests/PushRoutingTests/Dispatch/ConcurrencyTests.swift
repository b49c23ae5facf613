import Foundation
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
                        let token = dispatcher.register(recorder, for: i.isMultiple(of: 2) ? "Home" : "Chat", priority: i % 3)
                        dispatcher.dispatch(["type": "home", "n": t * iterations + i])
                        dispatcher.dispatch(json: Data(#"{"type": "chat", "text": "x"}"#.utf8))
                        if i.isMultiple(of: 3) { token.cancel() }
                        let interceptor = dispatcher.addInterceptor { _ in .proceed }
                        interceptor.cancel()
                    }
                }
            }
        }
        // The stable handler saw every home push exactly once.
        let values = delivered.events
        #expect(values.count == threads * iterations)
        #expect(Set(values).count == threads * iterations)
        #expect(observed.events.count >= 2 * threads * iterations)
    }
}
