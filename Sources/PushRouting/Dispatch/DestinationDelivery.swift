/// One destination an object registers for, and how a push reaches it there: generated
/// code makes one per destination protocol the object implements (`register(_:priority:)`).
/// Generated code's API (`@_spi(Generated)`), not the app's.
@_spi(Generated)
public struct DestinationDelivery<Route: RoutablePush>: Sendable {
    /// The destination's name (`SecondViewController`).
    public let destination: String
    /// Hands a route of the destination to the owner, on the main actor.
    public let deliver: @MainActor @Sendable (AnyObject, Route, Delivery) -> Void

    /// A delivery to `destination`.
    public init(_ destination: String, _ deliver: @escaping @MainActor @Sendable (AnyObject, Route, Delivery) -> Void) {
        self.destination = destination
        self.deliver = deliver
    }
}
