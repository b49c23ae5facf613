import Foundation

// Registering handlers of destinations: one registration per owner and destination, and
// held pushes go to them in the same lock decision.
extension PushDispatcher {
    /// Registers `owner` for each destination of `deliveries`, held weakly: one
    /// `register(destination:)` each (every destination decides its held pushes in one lock
    /// decision of its own), and one token that unregisters all of them. Generated code
    /// wraps this in a typed `register(_:priority:)`; call that instead.
    @_spi(Generated)
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
    /// `register(_:priority:)`; call that instead.
    ///
    /// An owner has one registration per destination: registering it again while it is
    /// registered keeps that registration (and its `deliver`), gives it the new priority
    /// (it moves behind the handlers of that priority; with the same priority it keeps its
    /// place) and returns another token. The registration ends when every token it returned
    /// is cancelled (or its owner is released): each `register` is balanced by one `cancel()`,
    /// in either order (docs/runtime.md, "Registering").
    @_spi(Generated)
    @discardableResult
    public func register(
        destination: String, priority: Int = 0, owner: AnyObject, isolation: (any Actor)? = #isolation,
        deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void
    ) -> RegistrationToken {
        let now = configuration.now()
        let arranged = arrange(
            Delivery(isolation: isolation),
            { (state: inout State) -> Registration in
                var list = state.handlers[destination] ?? []
                let (handler, released) = Self.place(owner, priority, in: &list) {
                    Handler(id: state.makeID(), priority: priority, owner: owner, deliver: deliver)
                }
                state.handlers[destination] = list
                // In the same lock decision: a push held before this line is handed to the
                // handlers registered now; one decided after it finds them.
                let (ready, expired) = state.early.take(for: destination, at: now)
                return Registration(
                    handler: handler, released: released, ready: ready, expired: expired,
                    handlers: ready.isEmpty ? [] : list)
            },
            queue: { (registration: Registration) -> Job? in
                guard registration.hasWork else { return nil }
                return { self.deliverHeld(registration) }
            })
        let registration: Registration
        switch arranged {
        case .atOnce(let decided):
            registration = decided
            if registration.hasWork {
                MainActor.assumeIsolated { deliverHeld(registration) }
            }
        case .queued(let decided):
            registration = decided
        }
        return RegistrationToken { [weak self, weak handler = registration.handler] in
            guard let self, let handler else { return }
            let removed = self.state.withLock { state -> [Handler] in
                // The registration ends with its last live token: a token holder that
                // registers again before cancelling the token it replaces, or two views of one
                // model whose appear and disappear overlap, stay registered.
                handler.liveTokens -= 1
                guard handler.liveTokens == 0 else { return [] }
                handler.isCancelled = true
                // The entry stays, empty when it was the last: the destination has had a handler.
                return Self.remove(from: &state.handlers[destination, default: []]) { $0 === handler }
            }
            withExtendedLifetime(removed) {}  // released here, outside the lock
        }
    }

    /// Under the lock: the registration of `owner` in `list`, the destination's handlers.
    /// When the owner is registered, that handler gets `priority` and moves behind the
    /// handlers of that priority (it stays in place when its priority does not change);
    /// otherwise `make()`'s handler is inserted there. Handlers found released on the way
    /// (a new owner at a released one's address) are removed and returned, to be released
    /// outside the lock.
    ///
    /// Owners are compared by identity, `===`, and only when the address the handler
    /// recorded matches (`Handler.isOwned(by:)`): this loads no other owner, so no other
    /// screen can end here, off the main actor.
    static func place(
        _ owner: AnyObject, _ priority: Int, in list: inout [Handler], make: () -> Handler
    ) -> (handler: Handler, released: [Handler]) {
        let ownerID = ObjectIdentifier(owner)
        var existing: Handler?
        var released: [Handler] = []
        if list.contains(where: { $0.ownerID == ownerID }) {
            for handler in list where handler.ownerID == ownerID {
                if handler.isOwned(by: owner) { existing = handler } else { released.append(handler) }
            }
            list.removeAll { $0.ownerID == ownerID && $0 !== existing }
        }
        if let existing {
            existing.liveTokens += 1
            if existing.priority == priority { return (existing, released) }
            list.removeAll { $0 === existing }
            existing.priority = priority
        }
        let handler = existing ?? make()
        // Higher priority first; equal priorities keep registration order.
        let position = list.firstIndex { $0.priority < priority } ?? list.count
        list.insert(handler, at: position)
        return (handler, released)
    }

    /// A registration's handler, the handlers it found released, the held pushes it takes
    /// and the handlers they go to.
    struct Registration: Sendable {
        let handler: Handler
        let released: [Handler]
        let ready: [HeldPush<Route>]
        let expired: [HeldPush<Route>]
        let handlers: [Handler]
        var hasWork: Bool { !ready.isEmpty || !expired.isEmpty }
    }
}
