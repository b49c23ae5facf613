import Foundation
import PushRoutesTestSupport
@_spi(Generated) import PushRouting
import Testing

/// Issue 20, registration precisely: one registration per live owner and destination,
/// found by identity; registering again updates the priority and returns a new token;
/// cancelling any of its tokens unregisters it.
@MainActor
@Suite struct RegistrationTests {
    @Test func registeringAnOwnerTwiceDeliversEachPushOnce() {
        let dispatcher = PushDispatcher<TestRoute>()
        let screen = Recorder()
        let first = dispatcher.register(screen, for: "Home")
        let second = dispatcher.register(screen, for: "Home")
        #expect(first != second, "each registration call returns a token of its own")
        let outcome = dispatcher.dispatch(TestRoute.home(1))
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
        #expect(screen.routes == [.home(1)])
    }

    @Test func anOwnerRegisteredForTwoDestinationsHasOneRegistrationForEach() {
        let dispatcher = PushDispatcher<TestRoute>()
        let screen = Recorder()
        dispatcher.register(screen, for: "Home")
        dispatcher.register(screen, for: "Chat")
        dispatcher.register(screen, for: "Home")
        #expect(dispatcher.dispatch(TestRoute.home(1)).handlers == 1)
        #expect(dispatcher.dispatch(TestRoute.chat("a")).handlers == 1)
        #expect(screen.routes == [.home(1), .chat("a")])
    }

    @Test func registeringAgainUpdatesThePriority() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        let list = Recorder("list")
        let overlay = Recorder("overlay")
        dispatcher.register(list, for: "Home", priority: 0, order: order)
        dispatcher.register(overlay, for: "Home", priority: 1, order: order)
        dispatcher.dispatch(TestRoute.home(1))
        // The list comes to the front: it moves behind the handlers of priority 2 (none).
        dispatcher.register(list, for: "Home", priority: 2, order: order)
        dispatcher.dispatch(TestRoute.home(2))
        #expect(order.events == ["overlay", "list", "list", "overlay"])
    }

    @Test func registeringAgainWithTheSamePriorityKeepsItsPlace() {
        let dispatcher = PushDispatcher<TestRoute>()
        let order = EventLog<String>()
        let first = Recorder("first")
        let second = Recorder("second")
        dispatcher.register(first, for: "Home", order: order)
        dispatcher.register(second, for: "Home", order: order)
        dispatcher.register(first, for: "Home", order: order)
        dispatcher.dispatch(TestRoute.home(1))
        #expect(order.events == ["first", "second"])
    }

    @Test func registeringAgainKeepsTheFirstDelivery() {
        let dispatcher = PushDispatcher<TestRoute>()
        let log = EventLog<String>()
        let owner = NSObject()
        dispatcher.register(destination: "Home", owner: owner) { _, _, _ in log.append("first") }
        dispatcher.register(destination: "Home", owner: owner) { _, _, _ in log.append("second") }
        dispatcher.dispatch(TestRoute.home(1))
        #expect(log.events == ["first"])
    }

    /// Each `register` is balanced by one `cancel()`: the registration ends with the last of
    /// its tokens, in whatever order they are cancelled.
    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 2, 0]])
    func theRegistrationEndsWhenEveryTokenIsCancelled(order: [Int]) {
        let dispatcher = PushDispatcher<TestRoute>()
        dispatcher.markReady()
        let screen = Recorder()
        let tokens = (0..<3).map { _ in dispatcher.register(screen, for: "Home") }
        for (step, index) in order.enumerated() {
            tokens[index].cancel()
            tokens[index].cancel()  // a second cancel of one token takes nothing more
            let outcome = dispatcher.dispatch(TestRoute.home(step))
            #expect(outcome.kind == (step < 2 ? .delivered : .unhandled), "\(outcome)")
        }
        #expect(screen.routes == [.home(0), .home(1)])
    }

    /// A token holder that registers again and then cancels the token it replaces
    /// (`didSet { oldValue?.cancel() }`) stays registered. Before, cancelling the replaced
    /// token ended the registration the new token stood for.
    @Test func aHolderThatCancelsTheTokenItReplacesStaysRegistered() {
        let dispatcher = PushDispatcher<TestRoute>()
        dispatcher.markReady()
        final class Holder {
            var token: RegistrationToken? {
                didSet { oldValue?.cancel() }
            }
        }
        let screen = Recorder()
        let holder = Holder()
        holder.token = dispatcher.register(screen, for: "Home")  // viewWillAppear
        holder.token = dispatcher.register(screen, for: "Home")  // viewWillAppear again
        #expect(dispatcher.dispatch(TestRoute.home(1)).kind == .delivered)
        holder.token = nil  // viewDidDisappear
        #expect(dispatcher.dispatch(TestRoute.home(2)).kind == .unhandled)
        #expect(screen.routes == [.home(1)])
    }

    /// Two SwiftUI views sharing one model: the incoming view's `onAppear` runs before the
    /// outgoing view's `onDisappear`. The model stays registered while either view shows.
    @Test func twoViewsOfOneModelWhoseAppearAndDisappearOverlapKeepItRegistered() {
        let dispatcher = PushDispatcher<TestRoute>()
        dispatcher.markReady()
        let model = Recorder()
        let outgoing = dispatcher.register(model, for: "Home")  // the list's onAppear
        let incoming = dispatcher.register(model, for: "Home")  // the detail's onAppear
        outgoing.cancel()  // the list's onDisappear, after
        #expect(dispatcher.dispatch(TestRoute.home(1)).kind == .delivered)
        incoming.cancel()
        #expect(dispatcher.dispatch(TestRoute.home(2)).kind == .unhandled)
        #expect(model.routes == [.home(1)])
    }

    @Test func aTokenOfAnEndedRegistrationDoesNotEndTheNextOne() {
        let dispatcher = PushDispatcher<TestRoute>()
        let screen = Recorder()
        let old = dispatcher.register(screen, for: "Home")
        let alsoOld = dispatcher.register(screen, for: "Home")
        old.cancel()
        alsoOld.cancel()  // the registration ends here
        dispatcher.register(screen, for: "Home")  // the view appears again: a new registration
        old.cancel()
        alsoOld.cancel()
        dispatcher.dispatch(TestRoute.home(1))
        #expect(screen.routes == [.home(1)])
    }

    @Test func aScreenThatAppearsAgainAfterCancellingReceivesPushesOnce() {
        let dispatcher = PushDispatcher<TestRoute>()
        let screen = Recorder()
        for n in 1...3 {
            let token = dispatcher.register(screen, for: "Home")  // onAppear
            dispatcher.register(screen, for: "Home")  // onAppear again, before onDisappear
            #expect(dispatcher.dispatch(TestRoute.home(n)).handlers == 1)
            token.cancel()  // onDisappear
        }
        #expect(screen.routes == [.home(1), .home(2), .home(3)])
    }

    /// An owner is compared by identity, never by address alone: a new object at the
    /// address of a released owner is a registration of its own (the released one is
    /// forgotten on the way).
    @Test func aNewOwnerAtTheAddressOfAReleasedOneIsANewRegistration() {
        let dispatcher = PushDispatcher<TestRoute>()
        var released: Recorder? = Recorder("released")
        dispatcher.register(released!, for: "Home")
        let address = ObjectIdentifier(released!)
        released = nil
        // Allocate until the allocator hands out the released address (usually at once); the
        // others stay alive so that each try gets another address.
        var tries: [Recorder] = []
        var reused: Recorder?
        for _ in 0..<1_000 {
            let candidate = Recorder("new")
            if ObjectIdentifier(candidate) == address {
                reused = candidate
                break
            }
            tries.append(candidate)
        }
        let owner = reused ?? Recorder("new")
        dispatcher.register(owner, for: "Home")
        let outcome = dispatcher.dispatch(TestRoute.home(1))
        #expect(outcome.kind == .delivered && outcome.handlers == 1, "\(outcome)")
        #expect(owner.routes == [.home(1)])
        withExtendedLifetime(tries) {}
    }

    @Test func registeringAgainFromAnotherThreadKeepsOneRegistration() async {
        let dispatcher = PushDispatcher<TestRoute>()
        let screen = Recorder()
        dispatcher.register(screen, for: "Home")
        runOnAnotherThread {
            dispatcher.register(screen, for: "Home", priority: 3)
            _ = dispatcher.dispatch(TestRoute.home(1))
        }
        await mainQueueDrained()
        #expect(screen.routes == [.home(1)])
    }
}
