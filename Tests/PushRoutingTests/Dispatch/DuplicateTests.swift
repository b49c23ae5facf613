import Foundation
import PushRoutesTestSupport
import Testing

@_spi(Generated) @testable import PushRouting

/// One tap, one delivery (docs/runtime.md): a push dispatched again with the same identity
/// and the same arrival within the window is `.duplicate`, never delivered twice.
@MainActor
@Suite struct DuplicateTests {
    nonisolated static var home: PayloadObject { ["type": "home", "n": 1] }

    @Test func theSameTapTwiceIsDeliveredOnce() {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome.kind)") }
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "r1").kind == .delivered)
        let again = dispatcher.dispatch(Self.home, as: .opened, identifier: "r1")
        #expect(again.kind == .duplicate)
        #expect(again.identity == "r1" && again.route == nil)
        #expect("\(again)" == "duplicate \"r1\"")
        #expect(home.routes == [.home(1)])
        #expect(log.events == ["delivered", "duplicate"])
        // Another identity, and a push without one, are other pushes: two real pings with
        // the same text are two pushes.
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "r2").kind == .delivered)
        #expect(dispatcher.dispatch(Self.home, as: .opened).kind == .delivered)
        #expect(dispatcher.dispatch(Self.home, as: .opened).kind == .delivered)
        #expect(home.routes.count == 4)
    }

    @Test func aPresentedOrReceivedPushNeverSuppressesItsTap() {
        let dispatcher = PushDispatcher<TestRoute>()
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(dispatcher.dispatch(Self.home, as: .received, identifier: "m").kind == .delivered)
        #expect(dispatcher.dispatch(Self.home, as: .presented, identifier: "m").kind == .delivered)
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "m").kind == .delivered)
        #expect(dispatcher.dispatch(Self.home, as: .presented, identifier: "m").kind == .duplicate)
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "m").kind == .duplicate)
        #expect(home.routes.count == 3)
    }

    @Test func aColdLaunchTapForwardedTwiceIsHeldOnce() {
        let dispatcher = PushDispatcher<TestRoute>()
        // The scene's connection options and the notification delegate both forward it.
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "launch").kind == .held)
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "launch").kind == .duplicate)
        #expect(dispatcher.heldCount == 1)
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        dispatcher.markReady()
        #expect(home.routes == [.home(1)])
    }

    @Test func aPushAnInterceptorStoppedIsDeliveredWhenDispatchedAgain() {
        let dispatcher = PushDispatcher<TestRoute>()
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        let signInGate = dispatcher.addInterceptor { _ in .stop }
        let interceptions = EventLog<String>()
        dispatcher.addInterceptor { route in
            interceptions.append("\(route)")
            return .proceed
        }
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "gated").kind == .stopped)
        signInGate.cancel()  // signed in: the app dispatches the push it kept
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "gated").kind == .delivered)
        // A duplicate runs no interceptor: their side effects happen once.
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "gated").kind == .duplicate)
        #expect(interceptions.events == ["home(1)"])
        #expect(home.routes == [.home(1)])
    }

    @Test func identitiesAreRememberedForTheWindowAndUpToTheBound() {
        let clock = TestClock()
        let dispatcher = PushDispatcher<TestRoute>(
            configuration: .init(duplicateWindow: 60, rememberedIdentities: 3, now: { clock.now }))
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "a").kind == .delivered)
        clock.advance(59)
        #expect(dispatcher.dispatch(Self.home, as: .opened, identifier: "a").kind == .duplicate)
        clock.advance(1)
        #expect(
            dispatcher.dispatch(Self.home, as: .opened, identifier: "a").kind == .delivered, "the window has passed")
        for id in ["b", "c", "d", "e"] { dispatcher.dispatch(Self.home, as: .opened, identifier: id) }
        #expect(dispatcher.rememberedCount == 3)
        #expect(
            dispatcher.dispatch(Self.home, as: .opened, identifier: "b").kind == .delivered, "the oldest was forgotten")
        let none = PushDispatcher<TestRoute>(configuration: .init(duplicateWindow: 600, rememberedIdentities: 0))
        none.register(home, for: "Home")
        #expect(none.dispatch(Self.home, as: .opened, identifier: "x").kind == .delivered)
        #expect(none.dispatch(Self.home, as: .opened, identifier: "x").kind == .delivered, "no identity is remembered")
        #expect(none.rememberedCount == 0)
    }

    @Test func twoDispatchesOfOneTapAtOnceGiveOneDeliveryAndOneDuplicate() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        let pairs = 200
        let kinds = EventLog<String>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for pair in 0..<pairs {
                    DispatchQueue.concurrentPerform(iterations: 2) { _ in
                        kinds.append(
                            "\(pair) \(dispatcher.dispatch(Self.home, as: .opened, identifier: "tap \(pair)").kind)")
                    }
                }
                done.resume()
            }
        }
        for pair in 0..<pairs {
            let seen = kinds.events.filter { $0.hasPrefix("\(pair) ") }.map { $0.split(separator: " ")[1] }
            // Off the main actor the delivery is queued when dispatch returns.
            #expect(seen.sorted() == ["duplicate", "queued"], "pair \(pair): \(seen)")
        }
        await mainQueueDrained()
        #expect(home.routes.count == pairs, "one delivery per tap")
        #expect(dispatcher.rememberedCount <= 256)
    }
}
