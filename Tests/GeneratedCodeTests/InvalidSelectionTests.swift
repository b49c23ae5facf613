import Foundation
import PushRoutesFallbackFixture
import PushRoutesKitchenSinkFixture
import PushRoutesSelectionFixture
import PushRouting
import Testing

/// What a failure to read the selected route's values means, through generated code
/// (`invalid:`, docs/language.md §13.1): SelectionRoutes' `second` tries the next candidate
/// (`next`) and its `live_activity` is ignored (`ignore`); FallbackRoutes ignores what does not
/// read (the table's `invalid: ignore`), but its `order` tries the next candidate and its
/// `chat` fails (`error`); KitchenSinkRoutes, selected by one discriminator, ignores its
/// `included` route. Every payload is decided as `SelectionTests.decide` does: from JSON and
/// from a dictionary, against the interpreter behind `routegen explain`.
@Suite struct InvalidSelectionTests {
    typealias Selection = PushRoutesSelectionFixture.PushRoute
    typealias Fallback = PushRoutesFallbackFixture.PushRoute
    typealias KitchenSink = PushRoutesKitchenSinkFixture.PushRoute

    func decide<Route: RoutablePush>(
        _ route: Route.Type, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SelectionTests.Decided {
        SelectionTests().decide(route, json, sourceLocation: sourceLocation)
    }

    @Test func nextTriesTheNextDiscriminatorThenTheWhenRoutes() {
        let bad = #""type": "second", "id": "x", "content": "Hi""#
        // className names route 3, whose values read.
        #expect(decide(Selection.self, #"{\#(bad), "className": "3", "order": {"id": 4}}"#) == .route("3"))
        // The alias names second again: tried once; nothing else: second's own error.
        #expect(
            decide(Selection.self, #"{\#(bad), "className": "SecondViewController"}"#)
                == .error("id", .notCoercible(expected: "an int", text: "x")))
        // Then the when routes whose conditions hold, in order.
        #expect(decide(Selection.self, #"{\#(bad), "room_id": "r", "event_id": "e"}"#) == .route("direct_message"))
        #expect(decide(Selection.self, #"{\#(bad), "action": "remove"}"#) == .ignored("remove_notification"))
        // A value that reads: the route, as always.
        #expect(
            decide(Selection.self, #"{"type": "second", "id": "12", "content": "Hi", "action": "remove"}"#)
                == .route("second"))
    }

    @Test func ignoreIgnoresThePushWithItsError() {
        #expect(
            decide(Selection.self, #"{"live": true, "meta": {"kind": "score"}, "score": {"home": 1}}"#)
                == .invalid("live_activity", "score.away"))
        #expect(decide(Fallback.self, #"{"type": "zzz", "url": 3}"#) == .invalid("plain_alert", "url"))
        // The route's own rule wins over the table's.
        #expect(
            decide(Fallback.self, #"{"room": "a long room name"}"#)
                == .error("room", .constraint(.tooLong(maxLength: 8))))
    }

    @Test func aTableSelectedByOneDiscriminatorIgnoresToo() throws {
        // kitchenSinkDecode checks the generated decoder against the interpreter.
        do {
            _ = try kitchenSinkDecode(["meta": ["kind": "included"], "ids": ["main": "x"]])
            Issue.record("decoded")
        } catch {
            #expect(error.invalidIsIgnored && !error.isFailure)
            #expect(error.route == "included" && error.path.description == "ids.main")
        }
        #expect(
            try kitchenSinkDecode(json: Data(#"{"meta": {"kind": "included"}, "ids": {"main": "4"}}"#.utf8))
                == .included(IncludedPush(id: 4)))
        // Another route's rule is the table's: error.
        do {
            _ = try kitchenSinkDecode(["meta": ["kind": "nested"]])
            Issue.record("decoded")
        } catch {
            #expect(error.isFailure && !error.invalidIsIgnored)
        }
    }

    @Test func theLastRouteTriedDecidesTheFirstErrorIsKept() {
        // order tries the next: the fallback reads.
        #expect(decide(Fallback.self, #"{"type": "order", "order": {"id": 0}}"#) == .route("plain_alert"))
        // The fallback does not read either, and its rule (the table's) ignores: order's error.
        #expect(
            decide(Fallback.self, #"{"type": "order", "order": {"id": 0}, "url": "not a url"}"#)
                == .invalid("order", "order.id"))
    }

    @MainActor
    @Test func theDispatcherReportsInvalidPushesToObserversOnly() {
        let router = PushDispatcher<Fallback>()
        var failures: [String] = []
        var unknown = 0
        var outcomes: [DispatchOutcome<Fallback>] = []
        router.onFailure { error, _ in failures.append(error.description) }
        router.onUnknownRoute { _, _ in unknown += 1 }
        router.observe { outcomes.append($0) }
        let outcome = router.dispatch(["type": "order", "order": ["id": 0], "url": "not a url"], as: .opened)
        #expect(outcome.kind == .invalid)
        #expect(outcome.error?.route == "order" && outcome.error?.path.description == "order.id")
        #expect(outcome.error?.isFailure == false)
        #expect(outcome.route == nil && outcome.ignoredRoute == nil)
        #expect(outcome.description == #"invalid route "order": order.id: the value is less than minimum 1"#)
        #expect(failures.isEmpty && unknown == 0)
        #expect(outcomes.map(\.kind) == [.invalid])
        // A route whose values fail for good goes to the failure handlers, as always.
        #expect(router.dispatch(["room": "a long room name"], as: .opened).kind == .failed)
        #expect(failures.count == 1)
    }

    /// A push built in the app is checked strictly: its own route, no other tried, nothing
    /// ignored (otherwise `order` with id 0 would pass as the fallback it becomes).
    @MainActor
    @Test func aPushBuiltInTheAppThatBreaksItsTableFails() {
        let order = Fallback.order(OrderPush(orderID: 0))
        #expect(throws: PushDecodingError.self) { try order.validate() }
        let router = PushDispatcher<Fallback>()
        var failures = 0
        router.onFailure { _, _ in failures += 1 }
        let outcome = router.dispatch(order)
        #expect(outcome.kind == .failed)
        #expect(outcome.error?.route == "order" && outcome.error?.invalidIsIgnored == false)
        #expect(failures == 1)
        // Under the table's invalid: ignore too.
        let alert = Fallback.plainAlert(PlainAlertPush(url: URL(string: "relative/path"), type: nil))
        #expect(router.dispatch(alert).kind == .failed)
        #expect(failures == 2)
        #expect(router.dispatch(Fallback.order(OrderPush(orderID: 3)), ifUnhandled: .discard).kind == .unhandled)
    }

    /// A push built in the app is delivered as the route it is: its payload is not selected
    /// again (issue 34). The fallback alert whose `type` names an ignored route (`badge`) or
    /// another route (`article`) stays the alert; before, it was `ignored "badge"`, or failed
    /// naming route "article", which the app never dispatched.
    @MainActor
    @Test func aPushBuiltInTheAppIsTheRouteItIs() {
        let router = PushDispatcher<Fallback>()
        let screen = AlertScreen()
        let token = router.register(screen)
        for type in ["badge", "article", "order"] {
            let alert = Fallback.plainAlert(PlainAlertPush(url: nil, type: type))
            #expect(throws: Never.self) { try alert.validate() }
            let outcome = router.dispatch(alert)
            #expect(outcome.kind == .delivered, "\(type): \(outcome)")
            #expect(outcome.route == alert)
        }
        #expect(screen.received.map(\.type) == ["badge", "article", "order"])
        // It still fails for its own reason, naming itself.
        let broken = Fallback.plainAlert(PlainAlertPush(url: URL(string: "relative/path"), type: "article"))
        let outcome = router.dispatch(broken)
        #expect(outcome.kind == .failed && outcome.error?.route == "plain_alert", "\(outcome)")
        token.cancel()
    }

    /// With a fallback route, the fallback's handler is the app's safety net (the
    /// unknown-route handlers never run): a push of a removed legacy `className` reaches it,
    /// and it reads what the push asked for as it arrived (`ArrivedPush.current?.payload`).
    @MainActor
    @Test func theFallbacksHandlerReadsWhatAPushOfARemovedScreenAskedFor() {
        let router = PushDispatcher<Fallback>()
        var unknown: [String?] = []
        let net = router.onUnknownRoute { value, _ in unknown.append(value) }
        let screen = AlertScreen()
        let token = router.register(screen)
        let outcome = router.dispatch(
            ["type": "legacy", "className": "RemovedViewController", "url": "https://shop.example/sale"], as: .opened)
        #expect(outcome.kind == .delivered && outcome.route?.destination == "AlertViewController", "\(outcome)")
        #expect(screen.askedFor == ["legacy RemovedViewController"])
        #expect(unknown.isEmpty, "a table with a fallback has no unknown route")
        token.cancel()
        net.cancel()
    }

    @MainActor
    final class AlertScreen: AlertViewControllerDestination {
        var received: [PlainAlertPush] = []
        var askedFor: [String] = []
        func handle(_ push: PlainAlertPush) {
            received.append(push)
            let className = ArrivedPush.current?.payload.object?["className"] as? String
            askedFor.append("\(push.type ?? "nil") \(className ?? "nil")")
        }
    }
}
