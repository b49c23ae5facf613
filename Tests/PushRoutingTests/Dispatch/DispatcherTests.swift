import Foundation
import PushRouting
import Testing

@MainActor
@Suite struct DispatcherTests {
    @Test func deliversToEveryHandlerOfTheDestinationByPriorityThenRegistrationOrder() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        let low = Recorder("low")
        let first = Recorder("first")
        let second = Recorder("second")
        let high = Recorder("high")
        let other = Recorder("other")
        dispatcher.register(low, for: "Home", priority: -1, order: order)
        dispatcher.register(first, for: "Home", order: order)
        dispatcher.register(second, for: "Home", order: order)
        dispatcher.register(high, for: "Home", priority: 10, order: order)
        dispatcher.register(other, for: "Chat", order: order)
        let outcome = dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        #expect(outcome.kind == .delivered && outcome.route == .home(1) && outcome.handlers == 4, "\(outcome)")
        #expect(order.events == ["high", "first", "second", "low"])
        #expect(other.routes.isEmpty)
    }

    @Test func handlersAreHeldWeakly() {
        let dispatcher = PushDispatcher<TestRoute>()
        var recorder: Recorder? = Recorder()
        let kept = Recorder()
        dispatcher.register(recorder!, for: "Home")
        dispatcher.register(kept, for: "Home")
        let isReleased = { [weak recorder] in recorder == nil }
        recorder = nil
        #expect(isReleased(), "the dispatcher must not keep handlers alive")
        let outcome = dispatcher.dispatch(TestRoute.home(2))
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "the released handler was counted: \(outcome)")
        #expect(kept.routes.count == 1)
    }

    @Test func aHandlerReleasedDuringADispatchIsNotCalled() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        final class Holder: @unchecked Sendable { var victim: Recorder? }
        let holder = Holder()
        holder.victim = Recorder("victim")
        let killer = Recorder("killer")
        killer.onDelivery = { _ in holder.victim = nil }
        dispatcher.register(killer, for: "Home", priority: 1, order: order)
        dispatcher.register(holder.victim!, for: "Home", order: order)
        let outcome = dispatcher.dispatch(TestRoute.home(1))
        #expect(order.events == ["killer"])
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
    }

    @Test func tokensUnregister() {
        let dispatcher = PushDispatcher<TestRoute>()
        let recorder = Recorder()
        let token = dispatcher.register(recorder, for: "Chat")
        dispatcher.dispatch(TestRoute.chat("a"))
        token.cancel()
        #expect(token.isCancelled)
        token.cancel()
        dispatcher.dispatch(TestRoute.chat("b"))
        #expect(recorder.routes == [.chat("a")])
    }

    @Test func unknownRoutesGoToTheFallbackWithValueAndPayload() {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        dispatcher.onUnknownRoute { value, raw in log.append("\(value ?? "nil") \(raw.object?["x"] as? Int ?? -1)") }
        dispatcher.onFailure { _, _ in log.append("failure") }
        let outcome = dispatcher.dispatch(["type": "party", "x": 7], as: .opened)
        #expect(outcome.kind == .unknownRoute && outcome.value == "party" && outcome.route == nil, "\(outcome)")
        #expect(outcome.payload.object?["x"] as? Int == 7)
        #expect(log.events == ["party 7"])
    }

    @Test func decodeFailuresGoToFailureHandlersWithTheTypedError() {
        let dispatcher = PushDispatcher<TestRoute>()
        let errors = EventLog<PushDecodingError>()
        dispatcher.onFailure { error, _ in errors.append(error) }
        dispatcher.dispatch(["type": "home", "n": "x"], as: .opened)
        dispatcher.dispatch(json: Data("{not json".utf8), as: .opened)
        dispatcher.dispatch(["n": 1], as: .opened)
        let reasons = errors.events.map(\.reason)
        #expect(reasons.count == 3)
        #expect(reasons[0] == .wrongType(expected: "an int", found: "a string"))
        #expect(errors.events[0].path.description == "n")
        if case .invalidJSON = reasons[1] {} else { Issue.record("\(reasons[1])") }
        #expect(reasons[2] == .missingDiscriminator)
    }

    @Test func observersSeeEveryOutcome() {
        let clock = TestClock()
        let dispatcher = PushDispatcher<TestRoute>(
            configuration: .init(earlyPushCapacity: 1, earlyPushLifetime: 60, now: { clock.now }))
        let log = EventLog<String>()
        dispatcher.observe { outcome in log.append("\(outcome.kind)") }
        dispatcher.dispatch(["type": "chat", "text": "1"], as: .opened)  // held
        dispatcher.dispatch(["type": "chat", "text": "2"], as: .opened)  // held; "1" dropped (capacity 1)
        dispatcher.dispatch(TestRoute.home(0), ifUnhandled: .discard)  // no handler, may not wait
        let recorder = Recorder()
        dispatcher.register(recorder, for: "Chat")  // "2" delivered late
        dispatcher.dispatch(TestRoute.chat("3"))
        dispatcher.dispatch(["type": "nope"], as: .opened)
        dispatcher.dispatch(["type": true], as: .opened)
        let stopper = dispatcher.addInterceptor { _ in .stop }
        dispatcher.dispatch(TestRoute.chat("4"))
        stopper.cancel()
        #expect(
            log.events == [
                "held", "dropped", "held", "unhandled", "deliveredLate", "delivered", "unknownRoute", "failed",
                "stopped",
            ])
        #expect(recorder.routes == [.chat("2"), .chat("3")])
    }

    @Test func earlyPushesExpire() {
        let clock = TestClock()
        let dispatcher = PushDispatcher<TestRoute>(
            configuration: .init(earlyPushCapacity: 8, earlyPushLifetime: 30, now: { clock.now }))
        dispatcher.dispatch(["type": "home", "n": 1], as: .opened)
        clock.advance(20)
        dispatcher.dispatch(["type": "home", "n": 2], as: .opened)
        #expect(dispatcher.heldCount == 2)
        clock.advance(15)  // the first is 35 s old, the second 15 s
        let recorder = Recorder()
        dispatcher.register(recorder, for: "Home")
        #expect(recorder.routes == [.home(2)])
        #expect(dispatcher.heldCount == 0)
    }

    @Test func earlyPushesAreBoundedAndKeepOtherDestinations() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 3))
        for n in 1...5 { dispatcher.dispatch(["type": "home", "n": n], as: .opened) }
        dispatcher.dispatch(TestRoute.chat("c"), ifUnhandled: .hold)
        #expect(dispatcher.heldCount == 3)
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        #expect(home.routes == [.home(4), .home(5)])
        #expect(dispatcher.heldCount == 1, "the chat push stays held")
    }

    /// A dispatcher with a recorder registered for Home and one for Chat (the dispatcher
    /// holds them weakly: the caller keeps them), and a log for interceptors to write.
    static func homeAndChat() -> (PushDispatcher<TestRoute>, EventLog<String>, home: Recorder, chat: Recorder) {
        let dispatcher = PushDispatcher<TestRoute>()
        let home = Recorder()
        let chat = Recorder()
        dispatcher.register(home, for: "Home")
        dispatcher.register(chat, for: "Chat")
        return (dispatcher, EventLog<String>(), home, chat)
    }

    @Test func interceptorsRunInOrderAndMayRedirectOrStop() {
        let (dispatcher, log, home, chat) = Self.homeAndChat()
        dispatcher.addInterceptor { route in
            log.append("first \(route.discriminatorValue)")
            if case .home(let n) = route, n < 0 { return .redirect(.chat("negative \(n)")) }
            return .proceed
        }
        dispatcher.addInterceptor { route in
            log.append("second \(route.discriminatorValue)")
            if case .chat(let text) = route, text == "blocked" { return .stop }
            return .proceed
        }
        dispatcher.dispatch(TestRoute.home(-1))
        dispatcher.dispatch(TestRoute.chat("blocked"))
        dispatcher.dispatch(TestRoute.home(5))
        #expect(log.events == ["first home", "second chat", "first chat", "second chat", "first home", "second home"])
        #expect(chat.routes == [.chat("negative -1")])
        #expect(home.routes == [.home(5)])
    }

    @Test func anInterceptorMayDecideByHowThePushArrived() {
        let (dispatcher, log, home, chat) = Self.homeAndChat()
        // A sign-in gate: only a push the user tapped navigates, so only it is redirected.
        dispatcher.addInterceptor { route, arrival in
            log.append("\(route.discriminatorValue) \(arrival)")
            return arrival == .opened ? .redirect(.home(0)) : .proceed
        }
        dispatcher.addInterceptor { route in  // one that does not ask still runs after it
            log.append("then \(route.discriminatorValue)")
            return .proceed
        }
        dispatcher.dispatch(TestRoute.chat("tapped"))
        dispatcher.dispatch(TestRoute.chat("shown"), as: .presented)
        dispatcher.dispatch(["type": "chat", "text": "silent"], as: .received)
        #expect(
            log.events == [
                "chat opened", "then home", "chat presented", "then chat", "chat received", "then chat",
            ])
        #expect(home.routes == [.home(0)])
        #expect(chat.routes == [.chat("shown"), .chat("silent")])
    }

    @Test func handlersMayRegisterAndDispatchFromInsideADelivery() {
        let dispatcher = PushDispatcher<TestRoute>()
        let home = Recorder()
        let chat = Recorder()
        home.onDelivery = { _ in
            dispatcher.register(chat, for: "Chat")
            dispatcher.dispatch(TestRoute.chat("from inside"))
        }
        dispatcher.register(home, for: "Home")
        dispatcher.dispatch(TestRoute.home(1))
        #expect(chat.routes == [.chat("from inside")])
    }

    @Test func jsonDispatch() {
        let dispatcher = PushDispatcher<TestRoute>()
        let chat = Recorder()
        dispatcher.register(chat, for: "Chat")
        dispatcher.dispatch(json: Data(#"{"type": "chat", "text": "hi"}"#.utf8), as: .opened)
        #expect(chat.routes == [.chat("hi")])
    }
}
