import Foundation
import PushRoutesTestSupport
import Testing

@testable import PushRouting

/// The delivery guarantees of docs/runtime.md, one bug of issue 12 each: deterministic
/// interleavings (an internal hook, an explicit order of events on the main actor).
@MainActor
@Suite struct DeliveryGuaranteeTests {
    /// Issue 12, point 1: the router decided "no handler" and, before it queued the push,
    /// a handler registered. The push must reach it, not wait for the next registration.
    @Test func aHandlerRegisteredRightAfterTheRouterFoundNoneGetsThePush() {
        let dispatcher = PushDispatcher<TestRoute>()
        let late = Recorder("late")
        let registered = EventLog<Bool>()
        dispatcher.setAfterDecisionHook { _ in
            guard registered.events.isEmpty else { return }
            registered.append(true)
            dispatcher.register(late, for: "Home")
        }
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        #expect(registered.events == [true], "the hook ran")
        #expect(late.routes == [.home(1)])
        #expect(dispatcher.heldCount == 0)
    }

    /// Issue 12, point 3: a handler cancels the token of a later handler of the same push.
    @Test func cancellingATokenInsideAHandlerStopsLaterHandlersOfTheSameDispatch() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        final class TokenBox: @unchecked Sendable { var token: RegistrationToken? }
        let box = TokenBox()
        let canceller = Recorder("canceller")
        canceller.onDelivery = { _ in box.token?.cancel() }
        dispatcher.register(canceller, for: "Home", priority: 1, order: order)
        let victim = Recorder("victim")
        box.token = dispatcher.register(victim, for: "Home", order: order)
        let outcome = dispatcher.dispatch(TestRoute.home(1))
        #expect(order.events == ["canceller"])
        #expect(victim.routes.isEmpty)
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
    }

    /// Issue 12, point 4: with no room to wait, a push without handler is dropped, and
    /// reported as dropped only.
    @Test func withCapacityZeroAPushWithoutHandlerIsReportedDroppedOnly() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 0))
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome.kind)") }
        let outcome = dispatcher.dispatch(["type": "chat", "text": "x"], as: .opened)
        #expect(outcome.kind == .dropped && outcome.route == .chat("x"), "dispatch reported \(outcome)")
        #expect(log.events == ["dropped"])
        #expect(dispatcher.heldCount == 0)
    }
}

/// What the message-center and event-bus patterns offered: weakly held observers, a
/// handler that consumes a push, in-app messages that may wait when asked to.
@MainActor
@Suite struct RouterPatternTests {
    @Test func aHandlerCanMarkAPushHandledSoLowerPrioritiesDoNotGetIt() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        let high = Recorder("high")
        let consumer = Recorder("consumer")
        let low = Recorder("low")
        consumer.onDelivery = { _ in
            MainActor.assumeIsolated { #expect(dispatcher.markHandled()) }
        }
        dispatcher.register(high, for: "Home", priority: 2, order: order)
        dispatcher.register(consumer, for: "Home", priority: 1, order: order)
        dispatcher.register(low, for: "Home", priority: 0, order: order)
        let outcome = dispatcher.dispatch(TestRoute.home(1))
        #expect(order.events == ["high", "consumer"])
        #expect(outcome.kind == .delivered && outcome.handlers == 2, "\(outcome)")
        // Only the push being delivered is consumed; outside a delivery nothing happens.
        #expect(!dispatcher.markHandled())
        consumer.onDelivery = nil
        dispatcher.dispatch(TestRoute.home(2))
        #expect(low.routes == [.home(2)])
    }

    @Test func anObserverHeldWeaklyGoesAwayWithItsOwner() {
        let dispatcher = PushDispatcher<TestRoute>()
        final class Panel: Sendable {
            let seen = EventLog<String>()
        }
        var panel: Panel? = Panel()
        let seen = panel!.seen
        dispatcher.observe(panel!) { panel, outcome in panel.seen.append("\(outcome.route!)") }
        let isReleased = { [weak panel] in panel == nil }
        dispatcher.dispatch(TestRoute.home(1))
        panel = nil
        #expect(isReleased(), "the dispatcher must not keep an observer's owner alive")
        dispatcher.dispatch(TestRoute.home(2))
        #expect(seen.events == ["home(1)"])
    }

    /// One default for `ifUnhandled:`: a route built in the app waits as a payload does (it
    /// used to default to `.discard`), and either may be told not to.
    @Test func inAppMessagesWaitAsPushesDoUnlessTheCallerSaysDiscard() {
        let dispatcher = PushDispatcher<TestRoute>()
        let now = dispatcher.dispatch(TestRoute.chat("now or never"), ifUnhandled: .discard)
        #expect(
            now.kind == .unhandled && now.route == .chat("now or never"),
            "an in-app message sent with .discard must be reported unhandled")
        #expect(
            dispatcher.dispatch(TestRoute.chat("later")).kind == .held,
            "an in-app message waits by default, as a payload does")
        // A payload may be told not to wait either.
        #expect(
            dispatcher.dispatch(["type": "chat", "text": "data message"], as: .opened, ifUnhandled: .discard).kind
                == .unhandled,
            "a payload sent with .discard must not wait")
        let chat = Recorder()
        dispatcher.register(chat, for: "Chat")
        #expect(chat.routes == [.chat("later")])
    }

    /// Work decided off the main actor runs before work decided after it on the main
    /// actor: observers see "held", then "delivered late".
    @Test func workQueuedFromAnotherThreadRunsBeforeLaterWorkOnTheMainActor() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.observe { outcome in
            if outcome.kind == .held { log.append("held") }
            if outcome.kind == .deliveredLate { log.append("late") }
        }
        runOnAnotherThread { dispatcher.dispatch(["type": "home", "n": 1], as: .opened) }
        #expect(log.events.isEmpty, "the report of a dispatch off the main actor waits for the main actor")
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(log.events == ["held", "late"])
        #expect(home.routes == [.home(1)])
        await mainQueueDrained()
        #expect(log.events == ["held", "late"])
    }

    /// A dispatch from inside a handler, while pushes from other threads wait for the main
    /// actor, queues behind them rather than overtaking them.
    @Test func aDispatchInsideAHandlerDoesNotOvertakeQueuedPushes() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let chat = Recorder("chat")
        let home = Recorder("home")
        home.onDelivery = { route in
            if route == .home(0) { dispatcher.dispatch(TestRoute.chat("from inside")) }
        }
        dispatcher.register(chat, for: "Chat")
        dispatcher.register(home, for: "Home")
        runOnAnotherThread {
            dispatcher.dispatch(["type": "home", "n": 0], as: .opened)
            dispatcher.dispatch(["type": "chat", "text": "from another thread"], as: .opened)
        }
        await mainQueueDrained()
        #expect(chat.routes == [.chat("from another thread"), .chat("from inside")])
    }
}
