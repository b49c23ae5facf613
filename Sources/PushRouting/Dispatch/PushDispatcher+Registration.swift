import Foundation

// Registering handlers of destinations: held pushes go to them in the same lock decision.
extension PushDispatcher {
    /// Registers `owner` for each destination of `deliveries`, held weakly: one
    /// `register(destination:)` each (every destination decides its held pushes in one lock
    /// decision of its own), and one token that unregisters all of them. Generated code
    /// wraps this in a typed `register(_:priority:)`; call that instead.
    @discardableResult
    public func register(
        _ deliveries: [DestinationDelivery<Route>], priority: Int = 0, owner: AnyObject,
        isolation: (any Actor)? = #isolation
    ) -> RegistrationToken {
        let tokens = deliveries.map { delivery in
            register(
                destination: delivery.destination, priority: priority, owner: owner, isolation: isolation,
                deliver: delivery.deliver)
        }
        return RegistrationToken {
            for token in tokens { token.cancel() }
        }
    }

    /// Registers a handler of `destination`, owned (weakly) by `owner`. Pushes held for
    /// the destination are delivered now, or queued to the main actor when `isolation` is
    /// not the main actor. `deliver` runs on the main actor with the owner, the route and a
    /// `Delivery` that runs its body at once. Generated code wraps this in a typed
    /// `register(_:priority:)` per destination; call that instead.
    @discardableResult
    public func register(
        destination: String, priority: Int = 0, owner: AnyObject, isolation: (any Actor)? = #isolation,
        deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
    ) -> RegistrationToken {
        let now = configuration.now()
        let arranged = arrange(
            Delivery(isolation: isolation),
            { (state: inout State) -> Registration in
                let handler = Handler(id: state.makeID(), priority: priority, owner: owner, deliver: deliver)
                var list = state.handlers[destination] ?? []
                // Higher priority first; equal priorities keep registration order.
                let position = list.firstIndex { $0.priority < priority } ?? list.count
                list.insert(handler, at: position)
                state.handlers[destination] = list
                // In the same lock decision: a push held before this line is handed to the
                // handlers registered now; one decided after it finds them.
                let (ready, expired) = state.early.take(for: destination, at: now)
                return Registration(
                    handler: handler, ready: ready, expired: expired, handlers: ready.isEmpty ? [] : list)
            },
            queue: { (registration: Registration) -> Job? in
                guard registration.hasWork else { return nil }
                return { self.deliverHeld(registration, to: destination) }
            })
        let registration: Registration
        switch arranged {
        case .atOnce(let decided):
            registration = decided
            if registration.hasWork {
                MainActor.assumeIsolated { deliverHeld(registration, to: destination) }
            }
        case .queued(let decided):
            registration = decided
        }
        return RegistrationToken { [weak self, weak handler = registration.handler] in
            guard let self, let handler else { return }
            let removed = self.state.withLock { state -> Handler? in
                handler.isCancelled = true
                guard var list = state.handlers[destination], let index = list.firstIndex(where: { $0 === handler })
                else { return nil }
                let removed = list.remove(at: index)
                state.handlers[destination] = list.isEmpty ? nil : list
                return removed
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
    }

    /// A registration's handler, the held pushes it releases and the handlers they go to.
    struct Registration: Sendable {
        let handler: Handler
        let ready: [EarlyPushQueue<Route>.Entry]
        let expired: [Route]
        let handlers: [Handler]
        var hasWork: Bool { !ready.isEmpty || !expired.isEmpty }
    }
}
