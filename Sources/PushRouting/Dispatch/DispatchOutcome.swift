/// What happened to one push. Observers receive every one; `dispatch` returns it.
///
/// A struct, so that it can grow without breaking apps: a new kind of outcome is a new
/// static member of `Kind`, a new fact a new property, and a `switch` over `kind` already
/// has its `default`:
///
/// ```swift
/// switch outcome.kind {
/// case .delivered, .deliveredLate: showBadge(for: outcome.route)
/// case .failed: log(outcome.error)
/// default: break
/// }
/// ```
///
/// Observers see what finally happened, after the handlers ran. `dispatch` returns the
/// same when it runs on the main actor; off the main actor a push that goes to handlers
/// returns `.queued`, since they have not run yet (see `Kind.queued`).
public struct DispatchOutcome<Route: RoutablePush>: Sendable, CustomStringConvertible {
    /// What kind of outcome it is. Compare it with its static members (`.delivered`, …);
    /// more may come, so a `switch` over it needs a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let code: UInt8

        private init(_ code: UInt8) {
            self.code = code
        }

        /// Delivered to `handlers` handlers of its destination: they ran. (A dispatch off the
        /// main actor returns `.queued` instead.)
        public static var delivered: Kind { Kind(0) }
        /// No handler of its destination is registered yet, and the push may wait: held
        /// until one registers (see `PushDispatcher.markReady()`).
        public static var held: Kind { Kind(1) }
        /// A held push, delivered to `handlers` handlers when a handler of its destination
        /// registered.
        public static var deliveredLate: Kind { Kind(2) }
        /// Not delivered, and no longer held: it expired in the early-push queue, the queue
        /// was full (the oldest push makes room), the queue has no room at all (capacity
        /// 0), or `markReady()` was called while it waited.
        public static var dropped: Kind { Kind(3) }
        /// No handler of its destination was registered and the push may not wait: its
        /// dispatch said `ifUnhandled: .discard`, it was presented or received rather than
        /// opened, or the router is ready (`markReady()`), after which nothing waits.
        public static var unhandled: Kind { Kind(4) }
        /// An interceptor stopped it.
        public static var stopped: Kind { Kind(5) }
        /// The discriminator names no route, and no `when` route or fallback takes the push:
        /// `value` and `payload` are given to the unknown-route handlers (`onUnknownRoute`).
        public static var unknownRoute: Kind { Kind(6) }
        /// The push selects a route the table ignores (`ignore: true`): `ignoredRoute` is its
        /// key. Nothing is delivered and nothing failed; only observers see it.
        public static var ignored: Kind { Kind(7) }
        /// Nothing in the payload selects a route, and the table ignores such pushes
        /// (`unrouted: ignore`): not a failure. Given to the unknown-route handlers with no
        /// value, never to the failure handlers.
        public static var unrouted: Kind { Kind(8) }
        /// The payload could not be decoded (`error`), or a route built in the app breaks its
        /// table (`payload` is then the route's encoded payload); given to the failure
        /// handlers.
        public static var failed: Kind { Kind(9) }
        /// The push selects a route whose values do not read (`error` says why, and names
        /// the route), and the table ignores such pushes (`invalid: ignore`, docs/language.md
        /// §13.1): not a failure. Nothing is delivered; only observers see it, never the
        /// failure handlers. (A push the table ignores by its route, `ignore: true`, is
        /// `.ignored`.)
        public static var invalid: Kind { Kind(10) }
        /// The same push again: its identity (`identity`) arrived the same way (`arrival`)
        /// within the router's `duplicateWindow` (docs/runtime.md, "One tap, one delivery").
        /// Not decoded, not intercepted, not delivered; only observers see it.
        public static var duplicate: Kind { Kind(11) }
        /// Returned by a dispatch made off the main actor (or nested in a handler while work
        /// from other threads waits) whose push goes to `handlers` registrations: its delivery
        /// is queued to the main actor and has not happened yet. Observers see what it did
        /// (`.delivered` with the true count, or what became of the push when its handlers
        /// went away); observers never see `.queued`.
        public static var queued: Kind { Kind(12) }

        /// The static member's name: `delivered`, `deliveredLate`, `unknownRoute`, ….
        public var description: String {
            switch code {
            case 0: "delivered"
            case 1: "held"
            case 2: "deliveredLate"
            case 3: "dropped"
            case 4: "unhandled"
            case 5: "stopped"
            case 6: "unknownRoute"
            case 7: "ignored"
            case 8: "unrouted"
            case 10: "invalid"
            case 11: "duplicate"
            case 12: "queued"
            default: "failed"
            }
        }
    }

    // `route` is the last stored property: the others keep fixed offsets in unspecialized
    // generic code.

    /// What kind of outcome it is.
    public let kind: Kind
    /// How many handlers received the push (`delivered`, `deliveredLate`), or how many
    /// registrations it is queued to (`queued`); 0 otherwise.
    public let handlers: Int
    /// How the push arrived, as its dispatch said (`.opened` by default).
    public let arrival: PushArrival
    /// The payload as it arrived: its dictionary or JSON bytes (`RawPayload.typed`, with
    /// neither, for a route built in the app, except when it fails its table).
    public let payload: RawPayload
    /// Why the push failed (`failed`), or why its route's values did not read (`invalid`);
    /// nil otherwise.
    public let error: PushDecodingError?
    /// The discriminator value that names no route (`unknownRoute`); nil otherwise.
    public let value: String?
    /// The key of the ignored route the push selects (`ignored`); nil otherwise.
    public let ignoredRoute: String?
    /// The push's identity (the table's `identity:` place, or the `identifier` its dispatch
    /// passed); nil for a push without one, a link, a route built in the app.
    public let identity: String?
    /// The route, when the push was decoded (nil for an unknown, ignored, unrouted or failed
    /// push).
    public let route: Route?

    /// An outcome of a push that decoding did not turn into a route.
    init(
        _ kind: Kind, arrival: PushArrival, payload: RawPayload, error: PushDecodingError? = nil,
        value: String? = nil, ignoredRoute: String? = nil, identity: String? = nil
    ) {
        self.kind = kind
        self.handlers = 0
        self.arrival = arrival
        self.payload = payload
        self.error = error
        self.value = value
        self.ignoredRoute = ignoredRoute
        self.identity = identity
        self.route = nil
    }

    /// An outcome of a routed push.
    init(_ kind: Kind, _ route: Route, _ context: PushContext, handlers: Int = 0) {
        self.kind = kind
        self.handlers = handlers
        self.arrival = context.arrival
        self.payload = context.payload
        self.error = nil
        self.value = nil
        self.ignoredRoute = nil
        self.identity = context.identity
        self.route = route
    }

    /// One line, with only what this kind of outcome has: `delivered second(…) to 1
    /// handler`, `held third(…)`, `unknownRoute "party"`, `failed route "second": id: …`,
    /// `invalid route "sync": id: the value is missing`, `duplicate "0:1700000000%abc"`;
    /// a push that was not opened says how it arrived (`unhandled second(…) (received)`).
    public var description: String {
        var text = kind.description
        if let route { text += " " + String(describing: route) }
        if kind == .delivered || kind == .deliveredLate || kind == .queued {
            text += " to \(handlers) handler" + (handlers == 1 ? "" : "s")
        }
        if let value { text += " " + Violation.quoted(value) }
        if let ignoredRoute { text += " " + Violation.quoted(ignoredRoute) }
        if kind == .duplicate, let identity { text += " " + Violation.quoted(identity) }
        if let error { text += " " + error.description }
        if arrival != .opened { text += " (\(arrival))" }
        return text
    }
}

extension DispatchOutcome {
    /// What the push's observers read as `ArrivedPush.current`.
    var arrivedPush: ArrivedPush {
        ArrivedPush(arrival: arrival, payload: payload, identity: identity)
    }
}
