import Foundation
import Testing

@testable import PushRouting

/// Issue 20: the outcome is a struct whose kinds an app switches over with a `default`,
/// printed on one line with only what its kind has.
@MainActor
@Suite struct DispatchOutcomeTests {
    @Test func outcomesPrintCompactly() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 1))
        let home = Recorder()
        dispatcher.register(home, for: "Home")
        let printed = [
            dispatcher.dispatch(["type": "home", "n": 1], as: .opened),
            dispatcher.dispatch(["type": "chat", "text": "a"], as: .opened),
            dispatcher.dispatch(["type": "chat", "text": "b"], as: .opened),
            dispatcher.dispatch(TestRoute.chat("c"), as: .received),
            dispatcher.dispatch(["type": "party"], as: .presented),
            dispatcher.dispatch(["type": "home", "n": "x"], as: .opened),
        ].map { "\($0)" }
        #expect(
            printed == [
                "delivered home(1) to 1 handler", #"held chat("a")"#, #"held chat("b")"#,
                #"unhandled chat("c") (received)"#, #"unknownRoute "party" (presented)"#,
                "failed n: expected an int, found a string",
            ])
        let two = Recorder()
        dispatcher.register(two, for: "Home")
        #expect("\(dispatcher.dispatch(TestRoute.home(2)))" == "delivered home(2) to 2 handlers")
        let chat = Recorder()
        let late = EventLog<String>()
        dispatcher.observe { outcome in late.append("\(outcome)") }
        dispatcher.register(chat, for: "Chat")
        #expect(late.events == [#"deliveredLate chat("b") to 1 handler"#])
    }

    @Test func droppedAndStoppedPushesPrintTheirRoute() {
        let dispatcher = PushDispatcher<TestRoute>(configuration: .init(earlyPushCapacity: 0))
        #expect("\(dispatcher.dispatch(["type": "home", "n": 1], as: .opened))" == "dropped home(1)")
        dispatcher.addInterceptor { _ in .stop }
        #expect("\(dispatcher.dispatch(TestRoute.chat("x")))" == #"stopped chat("x")"#)
    }

    @Test func kindsCompareAndPrintByName() {
        let kinds: [DispatchOutcome<TestRoute>.Kind] = [
            .delivered, .held, .deliveredLate, .dropped, .unhandled, .stopped, .unknownRoute, .ignored, .unrouted,
            .failed, .invalid, .duplicate, .queued,
        ]
        #expect(
            kinds.map(\.description) == [
                "delivered", "held", "deliveredLate", "dropped", "unhandled", "stopped", "unknownRoute", "ignored",
                "unrouted", "failed", "invalid", "duplicate", "queued",
            ])
        #expect(Set(kinds).count == kinds.count)
        let outcome = PushDispatcher<TestRoute>().dispatch(TestRoute.home(1), ifUnhandled: .discard)
        let name: String
        switch outcome.kind {
        case .delivered, .deliveredLate: name = "delivered"
        case .unhandled: name = "unhandled"
        default: name = "other"
        }
        #expect(name == "unhandled")
    }

    @Test func anOutcomeCarriesThePayloadAndOnlyTheFieldsOfItsKind() {
        let dispatcher = PushDispatcher<TestRoute>()
        let delivered = dispatcher.dispatch(["type": "home", "n": 1], as: .presented)
        #expect(delivered.route == .home(1) && delivered.arrival == .presented)
        #expect(delivered.payload.object?["n"] as? Int == 1)
        #expect(delivered.error == nil && delivered.value == nil && delivered.ignoredRoute == nil)
        let failed = dispatcher.dispatch(json: Data(#"{"type": "home", "n": "x"}"#.utf8), as: .opened)
        #expect(failed.route == nil && failed.handlers == 0)
        #expect(failed.error?.reason == .wrongType(expected: "an int", found: "a string"))
        #expect(failed.payload.json != nil && failed.payload.object?["n"] as? String == "x")
        let inApp = dispatcher.dispatch(TestRoute.chat("x"))
        #expect(inApp.payload.object == nil && inApp.payload.json == nil && inApp.payload.url == nil)
    }

    @Test func aRawPayloadCanBeALink() throws {
        let url = try #require(URL(string: "https://example.com/orders/7"))
        let raw = RawPayload(url: url)
        #expect(raw.url == url)
        #expect(raw.object == nil && raw.json == nil)
    }
}
