import Foundation
import PushRoutesExample
import PushRoutesTestSupport
import PushRouting
import Testing

/// Typed destinations of the generated module, delivered on the main actor.
@MainActor
@Suite struct DestinationTests {
    @MainActor
    final class SecondScreen: SecondViewControllerDestination {
        var received: [SecondPush] = []
        func handle(_ push: SecondPush) { received.append(push) }
    }

    @MainActor
    final class OrderScreen: OrderViewControllerDestination {
        var log: [String] = []
        func handle(_ push: OrderShippedPush) { log.append("shipped \(push.orderID)") }
        func handle(_ push: ReviewRequestPush) { log.append("review \(push.orderID)") }
    }

    @Test func aDispatchOnTheMainThreadReachesTheHandlerAtOnce() {
        let router = PushRouter()
        let screen = SecondScreen()
        _ = router.register(screen)
        let outcome = router.dispatch(["type": "second", "id": "12", "content": "x"], as: .opened)
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
        #expect(screen.received == [SecondPush(id: 12, content: "x")])
    }

    /// A screen that is two destinations (one register call, one token for both).
    @MainActor
    final class CombinedScreen: SecondViewControllerDestination, ThirdViewControllerDestination {
        var log: [String] = []
        func handle(_ push: SecondPush) { log.append("second \(push.id)") }
        func handle(_ push: ThirdPush) { log.append("third \(push.name)") }
    }

    @Test func anObjectThatIsSeveralDestinationsRegistersOnceForAll() {
        let router = PushRouter()
        let screen = CombinedScreen()
        let token = router.register(screen)
        router.dispatch(["type": "second", "id": 4, "content": "x"], as: .opened)
        router.dispatch(["type": "third", "msg": ["name": "Ann"]], as: .opened)
        #expect(screen.log == ["second 4", "third Ann"])
        token.cancel()
        // The router is not ready (`markReady()`): the push waits for the next screen.
        let outcome = router.dispatch(["type": "third", "msg": ["name": "Bob"]], as: .opened)
        #expect(outcome.kind == .held, "after cancel: \(outcome)")
        #expect(screen.log == ["second 4", "third Ann"])
    }

    /// Issue 20: a SwiftUI view's `onAppear` may run again; registering the same screen
    /// again keeps one registration, which ends when both tokens are cancelled.
    @Test func registeringAScreenTwiceDeliversEachPushOnce() {
        let router = PushRouter()
        let screen = CombinedScreen()
        let first = router.register(screen)
        let second = router.register(screen)
        let outcome = router.dispatch(["type": "second", "id": 4, "content": "x"], as: .opened)
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
        #expect(screen.log == ["second 4"])
        second.cancel()
        router.markReady()
        #expect(router.dispatch(["type": "third", "msg": ["name": "Ann"]], as: .opened).kind == .delivered)
        first.cancel()
        #expect(router.dispatch(["type": "third", "msg": ["name": "Bo"]], as: .opened).kind == .unhandled)
        #expect(screen.log == ["second 4", "third Ann"])
    }

    /// A coordinator that handles every route (`PushRouteHandler`): one registration for
    /// every destination.
    @MainActor
    final class Coordinator: PushRouteHandler {
        var log: [String] = []
        func handle(_ push: SecondPush) { log.append("second \(push.id)") }
        func handle(_ push: ThirdPush) { log.append("third \(push.name)") }
        func handle(_ push: OrderShippedPush) { log.append("shipped \(push.orderID)") }
        func handle(_ push: ReviewRequestPush) { log.append("review \(push.orderID)") }
        func handle(_ push: PromoPush) { log.append("promo \(push.code)") }
        func handle(_ push: CartReminderPush) { log.append("cart \(push.itemCount)") }
        func handle(_ push: ChatMessagePush) { log.append("chat \(push.threadID)") }
        func handle(_ push: FriendRequestPush) { log.append("friend \(push.userID)") }
        func handle(_ push: ArticlePush) { log.append("article \(push.articleID)") }
        @available(*, deprecated)
        func handle(_ push: LegacyNewsPush) { log.append("news \(push.articleID)") }
    }

    @Test func aHandlerOfEveryRouteRegistersOnceForEveryDestination() {
        let router = PushRouter()
        let coordinator = Coordinator()
        let token = router.register(coordinator)
        let payloads: [PayloadObject] = [
            ["type": "second", "id": "12", "content": "x"],
            ["type": "third", "msg": ["name": "Ann"]],
            ["type": "order_shipped", "order": ["id": 8, "tracking": "https://t.example"], "status": "placed"],
            ["type": "review_request", "order": ["id": 7]],
            ["type": "promo", "code": "WINTER24", "discount": 10, "expires": "2026-12-31T23:59:59Z"],
            ["type": "cart_reminder", "itemCount": 3, "total": 59.97],
            ["type": "chat_message", "thread": "thread-4711", "msg": ["sender": ["name": "Cleo"], "text": "Hi"]],
            ["type": "friend_request", "user": ["id": "u7", "name": "Dan"]],
            ["type": "article", "articleID": "a-1"],
            ["type": "news", "id": "a-42"],
        ]
        for payload in payloads { router.dispatch(payload, as: .opened) }
        #expect(
            coordinator.log == [
                "second 12", "third Ann", "shipped 8", "review 7", "promo WINTER24", "cart 3", "chat thread-4711",
                "friend u7", "article a-1", "news a-42",
            ])
        token.cancel()
        router.dispatch(payloads[0], as: .opened)
        #expect(coordinator.log.count == payloads.count)
    }

    @Test func anIntParamIsSwiftInt() {
        let push = SecondPush(id: 12, content: "x")
        let id: Int = push.id
        #expect(id == 12)
    }

    @Test func aDestinationWithSeveralRoutesGetsEach() {
        let router = PushRouter()
        let screen = OrderScreen()
        _ = router.register(screen)
        router.dispatch(["type": "review_request", "order": ["id": 7]], as: .opened)
        router.dispatch(
            [
                "type": "order_shipped", "order": ["id": 8, "tracking": "https://t.example"], "status": "placed",
            ], as: .opened)
        router.dispatch(["type": "second", "id": 1, "content": "not for this screen"], as: .opened)
        #expect(screen.log == ["review 7", "shipped 8"])
    }

    @Test func aPushBeforeItsScreenIsHeldThenDelivered() {
        let router = PushRouter()
        let outcome = router.dispatch(["type": "second", "id": 3, "content": "early"], as: .opened)
        #expect(outcome.kind == .held, "\(outcome)")
        let screen = SecondScreen()
        _ = router.register(screen)
        #expect(screen.received == [SecondPush(id: 3, content: "early")])
    }

    @Test func releasedScreensStopReceiving() {
        let router = PushRouter()
        var screen: SecondScreen? = SecondScreen()
        _ = router.register(screen!)
        screen = nil
        let outcome = router.dispatch(["type": "second", "id": 1, "content": "x"], as: .opened)
        #expect(outcome.kind == .held, "a released screen received a push: \(outcome)")
    }

    @Test func aDispatchFromAnotherThreadIsDeliveredOnTheMainActor() async {
        let router = PushRouter()
        let screen = SecondScreen()
        _ = router.register(screen)
        await Task.detached {
            _ = router.dispatch(["type": "second", "id": 9, "content": "from the background"], as: .opened)
        }.value
        for _ in 0..<100 where screen.received.isEmpty {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(screen.received == [SecondPush(id: 9, content: "from the background")])
    }

    /// A screen that writes what it receives into a log that outlives it.
    @MainActor
    final class LoggingScreen: SecondViewControllerDestination {
        let log: SharedLog<SecondPush>
        init(_ log: SharedLog<SecondPush>) { self.log = log }
        func handle(_ push: SecondPush) { log.append(push) }
    }

    /// Issue 12, point 2: a push dispatched from another thread is queued to the main
    /// actor; the screen is released before the main actor runs it. The queued delivery
    /// must neither keep the screen alive nor reach it.
    @Test func aScreenReleasedBeforeItsQueuedPushRunsNeverReceivesIt() async {
        let router = PushRouter()
        let log = SharedLog<SecondPush>()
        var screen: LoggingScreen? = LoggingScreen(log)
        _ = router.register(screen!)
        let isReleased = { [weak screen] in screen == nil }
        runOnAnotherThread { _ = router.dispatch(["type": "second", "id": 4, "content": "late"], as: .opened) }
        screen = nil
        #expect(isReleased(), "the queued delivery kept the screen alive")
        await mainQueueDrained()
        #expect(log.entries.isEmpty, "a released screen received \(log.entries)")
    }

    /// Issue 12, point 2: the same with a cancelled registration of a screen that lives on.
    @Test func aScreenCancelledBeforeItsQueuedPushRunsNeverReceivesIt() async {
        let router = PushRouter()
        let screen = SecondScreen()
        let token = router.register(screen)
        runOnAnotherThread { _ = router.dispatch(["type": "second", "id": 5, "content": "late"], as: .opened) }
        token.cancel()
        await mainQueueDrained()
        #expect(screen.received.isEmpty, "a cancelled screen received \(screen.received)")
    }

    /// Issue 12, point 5: a push built in the app goes through the table's constraints
    /// (`id` has `minimum: 1`).
    @Test func anInAppPushThatBreaksTheTableIsNotDelivered() {
        let router = PushRouter()
        let screen = SecondScreen()
        _ = router.register(screen)
        let failures = SharedLog<PushDecodingError>()
        router.onFailure { error, _ in failures.append(error) }
        let outcome = router.dispatch(.second(SecondPush(id: -5, content: "x")))
        guard outcome.kind == .failed, let error = outcome.error, case .constraint = error.reason else {
            Issue.record("dispatch reported \(outcome)")
            return
        }
        #expect(error.route == "second")
        #expect(error.path.description == "id")
        #expect(failures.entries == [error])
        #expect(screen.received.isEmpty)
    }

    /// Issue 12, point 5, revised by issue 34: an in-app message waits as a push does (one
    /// default), and a caller that must not push a real push out of the cold-launch queue
    /// says `.discard`.
    @Test func inAppMessagesWaitLikePushesUnlessTheyDiscard() {
        let router = PushRouter(configuration: .init(earlyPushCapacity: 2))
        router.dispatch(["type": "second", "id": 1, "content": "push 1"], as: .opened)
        router.dispatch(["type": "second", "id": 2, "content": "push 2"], as: .opened)
        #expect(
            router.dispatch(.second(SecondPush(id: 3, content: "in-app")), ifUnhandled: .discard).kind == .unhandled)
        #expect(router.heldCount == 2)
        #expect(router.dispatch(.second(SecondPush(id: 4, content: "in-app"))).kind == .held)
        let screen = SecondScreen()
        _ = router.register(screen)
        #expect(screen.received == [SecondPush(id: 2, content: "push 2"), SecondPush(id: 4, content: "in-app")])
    }
}
