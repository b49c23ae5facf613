import Foundation
import PushRoutesExample
import PushRoutesTestSupport
import PushRouting
import Testing

// Issue 11, point 4: the README's snippet, as written there. `showHome()` does UI work, so it
// is main-actor isolated; before, the fallback ran on the dispatching thread and this did not
// compile ("call to main actor-isolated global function 'showHome()' in a synchronous
// nonisolated context").

@MainActor private var homeScreensShown = 0
@MainActor private var logged: [String] = []

@MainActor private func showHome() { homeScreensShown += 1 }
@MainActor private func log(_ error: PushDecodingError) { logged.append(error.description) }

/// Fallbacks, failure handlers and observers run on the main actor, as destination handlers do.
@MainActor
@Suite(.serialized) struct RouterIsolationTests {
    @MainActor
    final class SecondViewController: SecondViewControllerDestination {
        var shown: [Int] = []
        func handle(_ push: SecondPush) { shown.append(Int(push.id)) }
    }

    @Test func theReadmeSnippetCompilesAndRunsAtOnceOnTheMainActor() {
        homeScreensShown = 0
        logged = []
        let secondViewController = SecondViewController()
        let router = PushRouter()
        _ = router.register(secondViewController)
        router.onUnknownRoute { type, _ in showHome() }
        router.onFailure { error, _ in log(error) }
        let userInfo: [AnyHashable: Any] = ["type": "second", "id": "12", "content": "hi"]
        router.dispatch(userInfo, as: .opened)
        router.dispatch(["type": "no_such_screen"], as: .opened)
        router.dispatch(["type": "second", "id": "x", "content": "hi"], as: .opened)
        #expect(secondViewController.shown == [12])
        #expect(homeScreensShown == 1)
        #expect(logged.count == 1)
    }

    @Test func aDispatchFromAnotherThreadReachesFallbacksFailuresAndObserversOnTheMainActorInOrder() async {
        homeScreensShown = 0
        logged = []
        let router = PushRouter()
        router.onUnknownRoute { _, _ in showHome() }
        router.onFailure { error, _ in log(error) }
        var seen: [String] = []
        router.observe { outcome in
            MainActor.preconditionIsolated()
            switch outcome.kind {
            case .unknownRoute: seen.append("unknown \(outcome.value ?? "nil")")
            case .failed: seen.append("failed")
            case .held: seen.append("held \(outcome.route?.discriminatorValue ?? "nil")")
            default: seen.append("other")
            }
        }
        let returned = SharedLog<String>()
        runOnAnotherThread {
            for outcome in [
                router.dispatch(["type": "no_such_screen"], as: .opened),
                router.dispatch(["type": "second", "id": 0, "content": "id below its minimum"], as: .opened),
                router.dispatch(["type": "second", "id": 1, "content": "no screen yet"], as: .opened),
            ] {
                returned.append("\(outcome.kind)")
            }
        }
        // `dispatch` still returns at once, off the main actor.
        #expect(returned.entries == ["unknownRoute", "failed", "held"])
        #expect(seen.isEmpty, "the main actor has not run yet")
        await mainQueueDrained()
        #expect(homeScreensShown == 1)
        #expect(logged.count == 1)
        #expect(seen == ["unknown no_such_screen", "failed", "held second"])
    }

    /// Issue 12, point 5: a redirect to a route built in the app is checked like one.
    @Test func aRedirectToARouteThatBreaksTheTableIsAFailure() {
        let router = PushRouter()
        let screen = SecondViewController()
        _ = router.register(screen)
        router.addInterceptor { route in
            if case .second(let push) = route, push.id == 7 {
                return .redirect(.second(SecondPush(id: 0, content: "bad")))
            }
            return .proceed
        }
        let outcome = router.dispatch(["type": "second", "id": 7, "content": "x"], as: .opened)
        guard outcome.kind == .failed, let error = outcome.error, case .constraint = error.reason else {
            Issue.record("\(outcome)")
            return
        }
        #expect(outcome.payload.object?["content"] as? String == "bad")
        #expect(screen.shown.isEmpty)
    }
}
