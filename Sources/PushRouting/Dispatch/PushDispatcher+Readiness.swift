import Foundation

// Readiness: which opened pushes may wait once the app's screens are up.
extension PushDispatcher {
    /// Tells the router that the app is up: the screens (or the coordinator) that handle
    /// pushes have registered. Call it once, when launch is over (for example after the
    /// first screen appeared); safe from any thread; calling it again does nothing.
    ///
    /// One rule: before it, an opened push whose destination has no handler waits (a cold
    /// launch: the screen is not there yet); after it, none does — a push without handler
    /// is reported `.unhandled`, so that no screen opens later, whenever the user gets
    /// there — unless `Configuration.keepHoldingAfterReady` is true. The pushes still held
    /// when it is called are dropped (observers see `.dropped`, on the main actor), unless
    /// the configuration keeps holding. An app that never calls it lets every opened push
    /// wait.
    public func markReady(isolation: (any Actor)? = #isolation) {
        let now = configuration.now()
        let keepHolding = configuration.keepHoldingAfterReady
        let arranged = arrange(
            Delivery(isolation: isolation),
            { (state: inout State) -> [HeldPush<Route>] in
                guard !state.isReady else { return [] }
                state.isReady = true
                let early = state.early
                return state.early.remove { push in !keepHolding || early.isExpired(push, at: now) }
            },
            queue: { (dropped: [HeldPush<Route>]) -> Job? in
                guard !dropped.isEmpty else { return nil }
                return { self.notify(dropped.map { $0.outcome(.dropped) }) }
            })
        if case .atOnce(let dropped) = arranged, !dropped.isEmpty {
            MainActor.assumeIsolated { notify(dropped.map { $0.outcome(.dropped) }) }
        }
    }

    /// Whether `markReady()` was called.
    public var isReady: Bool {
        state.withLock { $0.isReady }
    }
}
