import Foundation

/// What a generated enum of routes gives the dispatcher: decoding, and where each route
/// goes. Generated code conforms `PushRoute` to it; apps do not conform types themselves.
public protocol RoutablePush: Sendable, Hashable {
    /// Decodes a payload dictionary (`userInfo`). A push the table deliberately ignores
    /// throws too, with an error that is not a failure (`.ignored(key)`, `.unrouted`, or a
    /// route whose values do not read under `invalid: ignore`: see
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

    /// The identity of a push (docs/language.md §15): the text at the table's `identity:`
    /// place of `payload` (a message ID), by which the router knows the same push dispatched
    /// twice. Nil for a payload without one, and for every payload of a table without
    /// `identity:`.
    static func identity(of payload: PayloadObject) -> String?

    /// The identity of a push in JSON bytes, as `identity(of:)` reads their object.
    static func identity(json: Data) -> String?

    /// Decodes a link (a universal link, a custom scheme's URL) by the table's link patterns
    /// (docs/language.md §14): the route its pattern opens, with the values its segments,
    /// query items and fragment carry. Throws `unknownLink` for a URL no pattern matches, and
    /// what decoding a payload throws for a value that does not read, at the part of the link
    /// it came from. A table without links answers every URL `unknownLink`.
    static func decode(url: URL) throws(PushDecodingError) -> Self

    /// Decodes a link with its route's destination, as `decodeForDelivery(_:)`. Generated
    /// code's API.
    @_spi(Generated)
    static func decodeForDelivery(url: URL) throws(PushDecodingError) -> Routed<Self>

    /// The canonical link of this route (docs/language.md §14.6): its first pattern that its
    /// values fill, on that pattern's first https host, or its first custom scheme, and that
    /// `decode(url:)` reads back as this very route, values included. Nil for a route without
    /// links, or when no pattern gives such a link (an optional value a placeholder needs is
    /// nil, a union's value is not its string member, a value breaks the table).
    func encodedURL() -> URL?

    /// Checks a route built in the app against its table, as decoding checks a payload:
    /// types, constraints (`minimum`, `pattern`, `maxItems`, …), URLs. Throws the error
    /// decoding its payload would throw; a value that does not read is an error here
    /// whatever the route's `invalid:` says (no other route is tried, nothing is ignored).
    /// The dispatcher calls it for every route built in the app (`dispatch(_ route:)`, an
    /// interceptor's redirect) before delivering it.
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
    /// No identity: a table without `identity:` (docs/language.md §15).
    public static func identity(of payload: PayloadObject) -> String? { nil }

    /// No identity: a table without `identity:`.
    public static func identity(json: Data) -> String? { nil }

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

    /// A table without links: every URL is an unknown link.
    public static func decode(url: URL) throws(PushDecodingError) -> Self {
        throw PushDecodingError(reason: .unknownLink(url.absoluteString))
    }

    /// Decodes the link, then asks the route for its destination.
    @_spi(Generated)
    public static func decodeForDelivery(url: URL) throws(PushDecodingError) -> Routed<Self> {
        Routed(try decode(url: url))
    }

    /// A table without links: no route has one.
    public func encodedURL() -> URL? { nil }

    /// Decodes the route's own payload: a value that decoding would reject (`id: -5` where
    /// the table says `minimum: 1`) throws what decoding throws. The delivered value is
    /// still the route itself, not what decoding made of its payload.
    public func validate() throws(PushDecodingError) {
        _ = try Self.decode(encodedPayload())
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
    /// Let it wait in the early-push queue (bounded, with expiry) and deliver it when a
    /// handler of its destination registers: what a push that launched the app needs. The
    /// default of every dispatch. Only an opened push waits, and only until the router is
    /// ready (`PushDispatcher.markReady()`); any other is reported `.unhandled`.
    case hold
    /// Report it `.unhandled` and forget it: what an in-app message that must show now or
    /// never needs, which must not push a real push out of the queue either.
    case discard
}
