import Foundation

/// A routed push on its way to its handlers: what deciding, holding, delivering and
/// reporting it need.
struct InFlightPush<Route: RoutablePush>: Sendable {
    let route: Route
    /// `route.destination`, as decoding found it.
    let destination: String
    /// How it arrived: only an opened push may wait.
    let arrival: PushArrival
    /// When it was dispatched: a held push's lifetime counts from here.
    let arrivedAt: Date
    /// The payload it was decoded from (`RawPayload.typed` for a route built in the app).
    let payload: RawPayload
    /// What to do when its destination has no handler.
    let policy: UnhandledPolicy

    /// An outcome of this push.
    func outcome(_ kind: DispatchOutcome<Route>.Kind, handlers: Int = 0) -> DispatchOutcome<Route> {
        DispatchOutcome(kind, route: route, handlers: handlers, arrival: arrival, payload: payload)
    }
}
