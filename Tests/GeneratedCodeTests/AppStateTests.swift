import Foundation
import PushRoutesExample
import PushRouting
import PushRoutingTesting
import Testing

/// Every app state of docs/runtime.md's "One tap, one delivery", driven through the
/// app-state harness (`PushRoutingTesting`) on the root table: which screen gets which push,
/// how it arrived, and every outcome, in order.
@MainActor
@Suite struct AppStateTests {
    typealias Harness = AppStateHarness<PushRoute>

    static let review = Harness.payload("{\"type\": \"review_request\", \"order\": {\"id\": 12}, \"stars\": 4}")
    static let reviewPush = PushRoute.reviewRequest(ReviewRequestPush(orderID: 12, stars: 4))

    @Test(arguments: [true, false])
    func aColdLaunchTapOpensItsScreenOnce(scenes: Bool) {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.launch(fromTap: Self.review, identifier: "r1", scenes: scenes)
        app.appear(orders)
        app.uiIsUp()
        #expect(orders.received.map(\.route) == [Self.reviewPush])
        #expect(orders.received.map(\.arrival) == [.opened])
        let outcomes = app.transcript.filter { $0.hasPrefix("outcome:") }.map { $0.split(separator: " ")[1] }
        #expect(outcomes == (scenes ? ["held", "duplicate", "deliveredLate"] : ["held", "deliveredLate"]))
    }

    @Test func aBackgroundPushThenItsTap() {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)
        app.uiIsUp()
        app.receiveInBackground(Self.review, identifier: "r1")
        app.tap(Self.review, identifier: "r1")
        #expect(orders.received.map(\.arrival) == [.received, .opened], "the tap is not a duplicate of the push")
    }

    @Test func aForegroundPresentationThenItsTap() {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)
        app.uiIsUp()
        app.present(Self.review, identifier: "r1")
        app.tap(Self.review, identifier: "r1")
        app.present(Self.review, identifier: "r1")
        #expect(orders.received.map(\.arrival) == [.presented, .opened])
        #expect(app.transcript.last == "outcome: duplicate \"r1\" (presented)")
    }

    @Test func oneTapForwardedByTwoDelegates() {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)
        app.uiIsUp()
        app.tapForwardedTwice(Self.review, identifier: "r1")
        #expect(orders.received.count == 1)
    }

    @Test func aScreenThatAppearsAfterThePush() {
        let app = Harness()
        app.tap(Self.review, identifier: "r1")  // during launch: it waits for its screen
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)
        app.uiIsUp()
        #expect(orders.received.map(\.arrival) == [.opened])
        // Once the UI is up nothing waits: a screen that appears later does not open an old tap.
        app.tap(Self.review, identifier: "r2")
        let reviews = app.screen("Reviews", for: "OrderViewController")
        app.disappear(orders)
        app.appear(reviews)
        #expect(reviews.received.isEmpty)
        #expect(app.transcript.contains { $0.hasPrefix("outcome: delivered reviewRequest") })
    }

    @Test func aSceneThatDisconnectsAndReconnects() {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)
        app.uiIsUp()
        app.disconnectScene(orders)
        app.tap(Self.review, identifier: "r1")
        app.reconnectScene(orders)
        // Once ready, a tap for a screen that left is not held for its return (docs/runtime.md,
        // "Pushes that wait"; `keepHoldingAfterReady` changes that).
        #expect(orders.received.isEmpty)
        #expect(app.transcript.contains { $0.hasPrefix("outcome: unhandled reviewRequest") })
        let holding = Harness(router: PushRouter(configuration: .init(keepHoldingAfterReady: true)))
        let again = holding.screen("Orders", for: "OrderViewController")
        holding.appear(again)
        holding.uiIsUp()
        holding.disconnectScene(again)
        holding.tap(Self.review, identifier: "r1")
        holding.reconnectScene(again)
        #expect(again.received.map(\.arrival) == [.opened])
    }

    @Test func stateRestorationReopensAScreenBeforeTheLaunchingTap() {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        app.appear(orders)  // restored before the launching tap is dispatched
        app.launch(fromTap: Self.review, identifier: "r1", scenes: true)
        app.uiIsUp()
        #expect(orders.received.count == 1)
    }

    @Test func aColdLaunchFromALink() throws {
        let app = Harness()
        let orders = app.screen("Orders", for: "OrderViewController")
        let link = try #require(URL(string: "myapp://orders/12/review?stars=4"))
        app.open(link)
        app.appear(orders)
        app.uiIsUp()
        #expect(orders.received.map(\.route) == [Self.reviewPush])
        #expect(orders.received.first?.url == link)
        #expect(app.transcript.contains("Orders got \(Self.reviewPush) (opened) from myapp://orders/12/review?stars=4"))
    }
}
