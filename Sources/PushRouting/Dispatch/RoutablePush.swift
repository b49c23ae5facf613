import Foundation

/// What a generated enum of routes gives the dispatcher: decoding, and where each route
/// goes. Generated code conforms `PushRoute` to it; apps do not conform types themselves.
public protocol RoutablePush: Sendable, Hashable {
    /// Decodes a payload dictionary (`userInfo`). A push the table deliberately ignores
    /// throws too, with a reason that is not a failure (`.ignored(key)`, `.unrouted`: see
    /// `PushDecodingError.isFailure`), which the dispatcher reports as such.
    static func decode(_ payload: PayloadObject) throws(PushDecodingError) -> Self

    /// Decodes JSON bytes as `decode(_:)` decodes their object.
    static func decode(json: Data) throws(PushDecodingError) -> Self

    /// The name of the destination this route opens (`SecondViewController`).
    var destination: String { get }

    /// The discriminator value of this route (`second`).
    var discriminatorValue: String { get }

    /// Decodes a payload dictionary with its route's destination, which the decoder knows
    /// from the discriminator: what the dispatcher uses, so that delivering a push costs
    /// the same in a table of 10 routes and one of 10,000. Generated code's API.
    @_spi(Generated)
    static func decodeForDelivery(_ payload: PayloadObject) throws(PushDecodingError) -> Routed<Self>

    /// Decodes JSON bytes with its route's destination, as `decodeForDelivery(_:)`.
    /// Generated code's API.
    @_spi(Generated)
    static func decodeForDelivery(json: Data) throws(PushDecodingError) -> Routed<Self>

    /// The payload that decodes to this route, discriminator included.
    func encodedPayload() -> PayloadObject

    /// Checks a route built in the app against its table, as decoding checks a payload:
    /// types, constraints (`minimum`, `pattern`, `maxItems`, …), URLs. Throws the error
    /// decoding its payload would throw. The dispatcher calls it for every route built in
    /// the app (`dispatch(_ route:)`, an interceptor's redirect) before delivering it.
    func validate() throws(PushDecodingError)
}

/// A decoded route and the destination it opens. Generated code's API (`@_spi(Generated)`).
@_spi(Generated)
public struct Routed<Route: RoutablePush>: Sendable {
    /// The route.
    public let route: Route
    /// Its destination (`route.destination`).
    public let destination: String

    /// A route with its destination, which must be `route.destination`.
    public init(_ route: Route, destination: String) {
        self.route = route
        self.destination = destination
    }

    /// A route, its destination asked from it.
    public init(_ route: Route) {
        self.init(route, destination: route.destination)
    }
}

extension RoutablePush {
    /// Decodes JSON bytes (a data message, a test fixture): the object they hold, read into
    /// a dictionary. (Generated routes read the top level without the dictionary.)
    public static func decode(json: Data) throws(PushDecodingError) -> Self {
        try decode(JSONReader().object(from: json))
    }

    /// Decodes, then asks the route for its destination.
    @_spi(Generated)
    public static func decodeForDelivery(_ payload: PayloadObject) throws(PushDecodingError) -> Routed<Self> {
        Routed(try decode(payload))
    }

    /// Decodes, then asks the route for its destination.
    @_spi(Generated)
    public static func decodeForDelivery(json: Data) throws(PushDecodingError) -> Routed<Self> {
        Routed(try decode(json: json))
    }

    /// Decodes the route's own payload: a value that decoding would reject (`id: -5` where
    /// the table says `minimum: 1`) throws what decoding throws. The delivered value is
    /// still the route itself, not what decoding made of its payload.
    public func validate() throws(PushDecodingError) {
        _ = try Self.decode(encodedPayload())
    }
}

/// A payload as it arrived, for observers and fallbacks. Payload dictionaries are not
/// `Sendable` in Swift's eyes; the dispatcher never changes them, and neither should the
/// code it hands them to.
public struct RawPayload: @unchecked Sendable {
    /// The payload dictionary, when the push arrived as one or its JSON parsed.
    public let object: PayloadObject?
    /// The JSON bytes, when the push arrived as JSON.
    public let json: Data?

    /// A payload that arrived as a dictionary.
    public init(_ object: PayloadObject) {
        self.object = object
        self.json = nil
    }

    /// A payload that arrived as JSON.
    public init(json: Data, object: PayloadObject?) {
        self.object = object
        self.json = json
    }

    /// No payload: for a push that has none to show.
    public static let typed = RawPayload(json: nil, object: nil)

    private init(json: Data?, object: PayloadObject?) {
        self.object = object
        self.json = json
    }
}

/// What an interceptor decides about a push.
public enum Interception<Route: RoutablePush>: Sendable {
    /// Deliver it (to the next interceptor, then its destination).
    case proceed
    /// Deliver this route instead; the following interceptors see the new route. A route
    /// built in the app is checked first (`RoutablePush.validate()`): one its table
    /// rejects is reported `.failed` and goes to the failure handlers.
    case redirect(Route)
    /// Deliver nothing.
    case stop
}

/// What a dispatch does with a push whose destination has no handler yet.
public enum UnhandledPolicy: Sendable, Hashable {
    /// Hold it in the early-push queue (bounded, with expiry) and deliver it when a handler
    /// of its destination registers: what a push that launched the app needs. The default
    /// for payloads (`dispatch(_ payload:)`, `dispatch(json:)`).
    case hold
    /// Report it `.unhandled` and forget it: what an in-app message needs, which must not
    /// wait, nor push a real push out of the queue. The default for routes built in the app
    /// (`dispatch(_ route:)`).
    case discard
}

/// What happened to one push. Observers receive every one; `dispatch` returns it.
///
/// Observers see what finally happened, after the handlers ran. `dispatch` returns the
/// same when it runs on the main actor; off the main actor it returns what the router
/// decided, before the handlers ran on the main actor (see `delivered`).
public enum DispatchOutcome<Route: RoutablePush>: Sendable {
    /// Delivered to `handlers` handlers of its destination. Returned by a dispatch off the
    /// main actor, it counts the registrations the push was queued to; a handler released
    /// or cancelled before the main actor reaches it is skipped, and observers see the
    /// final count (or, when none was left, what became of the push).
    case delivered(Route, handlers: Int)
    /// No handler of its destination is registered yet: held until one registers.
    case held(Route)
    /// A held push delivered when a handler of its destination registered.
    case deliveredLate(Route, handlers: Int)
    /// Not delivered, and no longer held: it expired in the early-push queue, the queue was
    /// full (the oldest push makes room), or the queue has no room at all (capacity 0).
    case dropped(Route)
    /// No handler of its destination was registered and the dispatch did not let it wait
    /// (`UnhandledPolicy.discard`, the default for routes built in the app).
    case unhandled(Route)
    /// An interceptor stopped it.
    case stopped(Route)
    /// The discriminator names no route, and no `when` route or fallback takes the push: the
    /// value and the payload (given to the unknown-route handlers, `onUnknownRoute`).
    case unknownRoute(String, RawPayload)
    /// The push selects a route the table ignores (`ignore: true`): its key and the payload.
    /// Nothing is delivered and nothing failed; only observers see it.
    case ignored(String, RawPayload)
    /// Nothing in the payload selects a route, and the table ignores such pushes
    /// (`unrouted: ignore`): not a failure. Given to the unknown-route handlers with no
    /// value, never to the failure handlers.
    case unrouted(RawPayload)
    /// The payload could not be decoded, or a route built in the app breaks its table (the
    /// payload is then the route's encoded payload); given to the failure handlers.
    case failed(PushDecodingError, RawPayload)

    /// The route, when the push was decoded (nil for an unknown, ignored, unrouted or failed
    /// push).
    public var route: Route? {
        switch self {
        case .delivered(let r, _), .held(let r), .deliveredLate(let r, _), .dropped(let r), .unhandled(let r),
            .stopped(let r):
            r
        case .unknownRoute, .ignored, .unrouted, .failed: nil
        }
    }
}
