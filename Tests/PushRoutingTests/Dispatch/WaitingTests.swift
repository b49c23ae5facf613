import Foundation
import PushRoutesTestSupport
import Testing

@_spi(Generated) @testable import PushRouting

/// Issue 20, waiting precisely: before `markReady()` opened pushes wait; after it they
/// wait only for destinations that have never had a handler; presented and received
/// pushes never wait.
@MainActor
@Suite struct WaitingTests {
    @Test func beforeMarkReadyOpenedPushesWait() {
        let dispatcher = PushDispatcher<TestRoute>()
        #expect(!dispatcher.isReady)
        let left = Recorder()
        dispatcher.register(left, for: "Home").cancel()
        #expect(
            dispatcher.dispatch(["type": "home", "n": 1], as: .opened).kind == .held,
            "a cold launch: the screen may come")
        #expect(dispatcher.dispatch(["type": "chat", "text": "a"], as: .opened).kind == .held)
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(home.routes == [.home(1)])
    }

    /// One rule after `markReady()`: nothing waits. A destination that never had a handler is
    /// no exception (before, its push waited up to five minutes and opened whenever the user
    /// got there).
    @Test func afterMarkReadyNothingWaitsNotEvenForADestinationThatNeverHadAHandler() {
        let dispatcher = PushDispatcher<TestRoute>()
        dispatcher.markReady()
        #expect(dispatcher.isReady)
        let outcome = dispatcher.dispatch(["type": "chat", "text": "a"], as: .opened)
        #expect(outcome.kind == .unhandled, "\(outcome)")
        #expect(dispatcher.dispatch(TestRoute.chat("b")).kind == .unhandled, "a route built in the app too")
        let chat = Recorder()
        dispatcher.register(chat, for: "Chat")
        #expect(chat.routes.isEmpty)
    }

    @Test(arguments: [false, true])
    func afterMarkReadyAPushForAScreenThatLeftIsNotDeliveredToTheNextOne(released: Bool) {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome)") }
        var left: Recorder? = Recorder()
        let token = dispatcher.register(left!, for: "Home")
        dispatcher.markReady()
        if released { left = nil } else { token.cancel() }
        let outcome = dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        #expect(outcome.kind == .unhandled, "\(outcome)")
        let next = Recorder()
        dispatcher.register(next, for: "Home")
        #expect(next.routes.isEmpty, "the next screen of the destination opened a push for the one that left")
        #expect(log.events == ["unhandled home(1)"])
        withExtendedLifetime(left) {}
    }

    @Test func keepHoldingAfterReadyLetsThemWaitForTheNextScreen() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(keepHoldingAfterReady: true))
        let left = Recorder()
        dispatcher.register(left, for: "Home").cancel()
        dispatcher.markReady()
        #expect(dispatcher.dispatch(["type": "home", "n": 1], as: .opened).kind == .held)
        let next = Recorder()
        dispatcher.register(next, for: "Home")
        #expect(next.routes == [.home(1)])
    }

    @Test func markReadyDropsEveryPushStillHeld() {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome)") }
        let left = Recorder()
        dispatcher.register(left, for: "Home").cancel()
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        dispatcher.dispatch(["type": "chat", "text": "a"], as: .opened)
        dispatcher.markReady()
        #expect(log.events == ["held home(1)", #"held chat("a")"#, "dropped home(1)", #"dropped chat("a")"#])
        #expect(dispatcher.heldCount == 0)
        dispatcher.markReady()  // again: nothing happens
        #expect(log.events.count == 4)
        let chat = Recorder()
        dispatcher.register(chat, for: "Chat")
        #expect(chat.routes.isEmpty)
    }

    @Test func markReadyKeepsThePushesHeldWhenTheConfigurationKeepsHolding() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(keepHoldingAfterReady: true))
        dispatcher.dispatch(["type": "chat", "text": "a"], as: .opened)
        dispatcher.markReady()
        #expect(dispatcher.heldCount == 1)
        let chat = Recorder()
        dispatcher.register(chat, for: "Chat")
        #expect(chat.routes == [.chat("a")])
    }

    @Test func markReadyWithKeepHoldingDropsOnlyExpiredPushes() {
        let clock = TestClock()
        let dispatcher = PushDispatcher<TestRoute>(
            configuration: .init(earlyPushLifetime: 10, keepHoldingAfterReady: true, now: { clock.now }))
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome.kind) \(outcome.route.map { "\($0)" } ?? "")") }
        dispatcher.register(Recorder(), for: "Home")  // released at once
        dispatcher.dispatch(["type": "chat", "text": "old"], as: .opened)
        clock.advance(5)
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        clock.advance(6)  // the chat push is 11 s old, the home push 6 s
        dispatcher.markReady()
        #expect(dispatcher.heldRoutes == [.home(1)])
        #expect(log.events.last == #"dropped chat("old")"#)
    }

    @Test func markReadyFromAnotherThreadReportsOnTheMainActor() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome)") }
        dispatcher.register(Recorder(), for: "Home").cancel()
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        runOnAnotherThread { dispatcher.markReady() }
        #expect(dispatcher.isReady)
        #expect(log.events == ["held home(1)"], "the report waits for the main actor")
        await mainQueueDrained()
        #expect(log.events == ["held home(1)", "dropped home(1)"])
    }

    @Test(arguments: [PushArrival.presented, .received])
    func presentedAndReceivedPushesNeverWait(arrival: PushArrival) {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(keepHoldingAfterReady: true))
        let outcomes = [
            dispatcher.dispatch(["type": "home", "n": 1], as: arrival),
            dispatcher.dispatch(json: Data(#"{"type": "home", "n": 2}"#.utf8), as: arrival),
            dispatcher.dispatch(TestRoute.home(3), as: arrival, ifUnhandled: .hold),
        ]
        #expect(outcomes.map(\.kind) == [.unhandled, .unhandled, .unhandled])
        #expect(outcomes.map(\.arrival) == [arrival, arrival, arrival])
        #expect(dispatcher.heldCount == 0)
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(home.routes.isEmpty, "a \(arrival) push opened a screen later")
    }

    /// A payload's dispatch names its arrival (no default: `willPresent` cannot forget
    /// `.presented`, ExhaustiveHandlingTests compiles that); a route built in the app is opened
    /// unless it says otherwise.
    @Test func aRouteDispatchedWithoutArrivalIsOpened() {
        let dispatcher = PushDispatcher<TestRoute>()
        #expect(dispatcher.dispatch(TestRoute.home(2)).arrival == .opened)
    }

    /// `ArrivedPush.current` is the push of whichever router runs the handler, and the tasks
    /// a handler starts inherit it (before: `router.currentArrival`, of one router, nil in a
    /// `Task`).
    @Test func aHandlerAndTheTasksItStartsReadTheArrivedPush() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let seen = EventLog<String>()
        let tasks = EventLog<Task<Void, Never>>()
        let home = Recorder()
        home.onDelivery = { _ in
            MainActor.assumeIsolated {
                let push = ArrivedPush.current
                seen.append("handler \(push.map { "\($0.arrival) \($0.identity ?? "nil")" } ?? "nil")")
                tasks.append(
                    Task {
                        let inner = ArrivedPush.current
                        seen.append("task \(inner.map { "\($0.arrival) \($0.identity ?? "nil")" } ?? "nil")")
                    })
            }
        }
        dispatcher.register(home, for: "Home")
        dispatcher.dispatch(["type": "home", "n": 1], as: .presented, identifier: "p1")
        for task in tasks.events { await task.value }
        #expect(seen.events == ["handler presented p1", "task presented p1"])
        #expect(ArrivedPush.current?.arrival == nil, "outside a handler")
    }

    @Test(arguments: [PushArrival.opened, .presented, .received])
    func handlersObserversAndFallbacksSeeHowThePushArrived(arrival: PushArrival) {
        let dispatcher = PushDispatcher<TestRoute>()
        let seen = EventLog<String>()
        let home = Recorder()
        home.onDelivery = { _ in
            MainActor.assumeIsolated {
                seen.append("handler \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")")
            }
        }
        dispatcher.register(home, for: "Home")
        dispatcher.observe { outcome in
            seen.append("observer \(outcome.kind) \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")")
        }
        dispatcher.onUnknownRoute { _, _ in
            seen.append("fallback \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")")
        }
        dispatcher.onFailure { _, _ in seen.append("failure \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")")
        }
        dispatcher.dispatch(["type": "home", "n": 1], as: arrival)
        dispatcher.dispatch(["type": "party"], as: arrival)
        dispatcher.dispatch(["type": "home", "n": "x"], as: arrival)
        #expect(
            seen.events == [
                "handler \(arrival)", "observer delivered \(arrival)", "fallback \(arrival)",
                "observer unknownRoute \(arrival)", "failure \(arrival)", "observer failed \(arrival)",
            ])
        #expect((ArrivedPush.current?.arrival) == nil, "outside a delivery")
    }

    @Test func aPushDispatchedInsideAHandlerHasItsOwnArrival() {
        let dispatcher = PushDispatcher<TestRoute>()
        let seen = EventLog<String>()
        let home = Recorder()
        let chat = Recorder()
        home.onDelivery = { _ in
            MainActor.assumeIsolated {
                dispatcher.dispatch(TestRoute.chat("inner"), as: .received)
                seen.append("home after \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")")
            }
        }
        chat.onDelivery = { _ in
            MainActor.assumeIsolated { seen.append("chat \((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")") }
        }
        dispatcher.register(home, for: "Home")
        dispatcher.register(chat, for: "Chat")
        dispatcher.dispatch(TestRoute.home(1), as: .opened)
        #expect(seen.events == ["chat received", "home after opened"])
    }

    @Test func aHeldPushIsDeliveredLateAsOpened() {
        let dispatcher = PushDispatcher<TestRoute>()
        let seen = EventLog<String>()
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        let home = Recorder()
        home.onDelivery = { _ in
            MainActor.assumeIsolated { seen.append("\((ArrivedPush.current?.arrival).map { "\($0)" } ?? "nil")") }
        }
        dispatcher.register(home, for: "Home")
        #expect(seen.events == ["opened"])
    }

    /// A push whose handlers all went away between the decision and the main actor is
    /// decided again then, by the rules that hold then.
    @Test(arguments: [false, true])
    func aPushWhoseHandlersLeftOnTheWayIsDecidedAgain(ready: Bool) async {
        let dispatcher = PushDispatcher<TestRoute>()
        if ready { dispatcher.markReady() }
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome)") }
        let screen = Recorder()
        let token = dispatcher.register(screen, for: "Home")
        let returned = EventLog<String>()
        runOnAnotherThread { returned.append("\(dispatcher.dispatch(["type": "home", "n": 1], as: .opened))") }
        token.cancel()
        await mainQueueDrained()
        // Decided before the cancel, off the main actor: the return value says the delivery
        // is queued, not that it happened (it did not: observers see what became of it).
        #expect(returned.events == ["queued home(1) to 1 handler"])
        #expect(log.events == [ready ? "unhandled home(1)" : "held home(1)"])
        #expect(screen.routes.isEmpty)
    }
}
