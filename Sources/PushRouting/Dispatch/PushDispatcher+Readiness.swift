import Foundation

// Readiness: which opened pushes may wait once the app's screens are up.
extension PushDispatcher {
    /// Tells the router that the app is up: the screens (or the coordinator) that handle
    /// pushes have registered. Call it once, when launch is over (for example after the
    /// first screen appeared); safe from any thread; calling it again does nothing.
    ///
    /// Before it, an opened push whose destination has no handler waits (a cold launch:
    /// the screen is not there yet). After it, an opened push waits only for a destination
    /// that has never had a handler; a push for a destination whose handlers have all left
    /// (cancelled or released) is reported `.unhandled`, so that a screen the user left
    /// does not open again when the next one registers — unless
    /// `Configuration.keepHoldingWhenHandlersLeave` is true. An app that never calls it
    /// lets every opened push wait, as before.
    ///
    /// Pushes held when it is called for destinations whose handlers have all left are
    /// dropped (observers see `.dropped`, on the main actor), unless the configuration keeps
    /// holding them; the others keep waiting.
    public func markReady(isolation: (any Actor)? = #isolation) {
        let now = configuration.now()
        let keepHolding = configuration.keepHoldingWhenHandlersLeave
        let arranged = arrange(
            Delivery(isolation: isolation),
            { (state: inout State) -> [HeldPush<Route>] in
                guard !state.isReady else { return [] }
                state.isReady = true
                let handlers = state.handlers
                let early = state.early
                return state.early.remove { push in
                    early.isExpired(push, at: now) || (!keepHolding && handlers[push.context.destination] != nil)
                }
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
