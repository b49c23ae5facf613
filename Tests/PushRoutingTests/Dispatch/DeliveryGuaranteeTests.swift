import Foundation
@testable import PushRouting
import Testing

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
        dispatcher.dispatch(["type": "home", "n": 1])
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
        guard case .delivered(_, handlers: 1) = outcome else {
            Issue.record("\(outcome)")
            return
        }
    }

    /// Issue 12, point 4: with no room to wait, a push without handler is dropped, and
    /// reported as dropped only.
    @Test func withCapacityZeroAPushWithoutHandlerIsReportedDroppedOnly() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 0))
        let log = EventLog<String>()
        dispatcher.observe { outcome in
            switch outcome {
            case .held: log.append("held")
            case .dropped: log.append("dropped")
            default: log.append("other")
            }
        }
        let outcome = dispatcher.dispatch(["type": "chat", "text": "x"])
        guard case .dropped(.chat("x")) = outcome else {
            Issue.record("dispatch reported \(outcome)")
            return
        }
        #expect(log.events == ["dropped"])
        #expect(dispatcher.heldCount == 0)
    }
}
