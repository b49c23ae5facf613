import Foundation

/// What deciding, holding, delivering and reporting a routed push need besides its route.
/// Not generic, and passed beside the route: an app runs the dispatcher as unspecialized
/// generic code, which asks the runtime for the metadata of every generic type it makes,
/// so the path of a push uses as few of them as it can.
struct PushContext: Sendable {
    /// The route's destination, as decoding found it.
    let destination: String
    /// How the push arrived: only an opened push may wait.
    let arrival: PushArrival
    /// When it was dispatched: a held push's lifetime counts from here.
    let arrivedAt: Date
    /// The payload it was decoded from (`RawPayload.typed` for a route built in the app).
    let payload: RawPayload
    /// What to do when its destination has no handler.
    let policy: UnhandledPolicy
    /// Its identity (the table's `identity:` place, or the dispatch's `identifier`); nil
    /// for a push without one, a link, a route built in the app.
    var identity: String? = nil

    /// What its handlers read as `ArrivedPush.current`.
    var arrivedPush: ArrivedPush {
        ArrivedPush(arrival: arrival, payload: payload, identity: identity)
    }
}

/// A push in the early-push queue, or dropped from it: its route and context.
struct HeldPush<Route: RoutablePush>: Sendable {
    let route: Route
    let context: PushContext

    /// An outcome of this push.
    func outcome(_ kind: DispatchOutcome<Route>.Kind, handlers: Int = 0) -> DispatchOutcome<Route> {
        DispatchOutcome(kind, route, context, handlers: handlers)
    }
}
