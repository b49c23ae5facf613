import Foundation

/// Pushes that arrived before any handler of their destination was registered (an app
/// launched from a notification). Bounded: when full, the oldest entry is dropped; an
/// entry older than the lifetime expires. Lives inside the dispatcher's lock.
struct EarlyPushQueue<Route: RoutablePush> {
    struct Entry {
        var route: Route
        var destination: String
        var arrival: Date
    }

    let capacity: Int
    let lifetime: TimeInterval
    private(set) var entries: [Entry] = []

    init(capacity: Int, lifetime: TimeInterval) {
        self.capacity = max(0, capacity)
        self.lifetime = lifetime
    }

    /// Holds `route`, which arrived at `arrival` (earlier than `now` when a push goes back
    /// to waiting). Returns whether it is held, and the routes dropped: expired ones and
    /// the oldest ones that made room. A route is not held when the capacity is 0 or it
    /// has expired itself; it is then not among the dropped routes.
    mutating func hold(
        _ route: Route, for destination: String, arrival: Date, at now: Date
    ) -> (held: Bool, dropped: [Route]) {
        var dropped = expire(at: now)
        guard capacity > 0, !isExpired(arrival, at: now) else { return (false, dropped) }
        while entries.count >= capacity { dropped.append(entries.removeFirst().route) }
        entries.append(Entry(route: route, destination: destination, arrival: arrival))
        return (true, dropped)
    }

    /// Removes and returns, in arrival order, the unexpired entries for `destination`, and
    /// the expired routes of every destination.
    mutating func take(for destination: String, at now: Date) -> (ready: [Entry], expired: [Route]) {
        let expired = expire(at: now)
        guard entries.contains(where: { $0.destination == destination }) else { return ([], expired) }
        var ready: [Entry] = []
        entries.removeAll { entry in
            guard entry.destination == destination else { return false }
            ready.append(entry)
            return true
        }
        return (ready, expired)
    }

    /// Removes and returns the routes that are older than the lifetime.
    mutating func expire(at now: Date) -> [Route] {
        let lifetime = lifetime
        let isExpired = { (entry: Entry) in now.timeIntervalSince(entry.arrival) > lifetime }
        guard entries.contains(where: isExpired) else { return [] }
        var expired: [Route] = []
        entries.removeAll { entry in
            guard isExpired(entry) else { return false }
            expired.append(entry.route)
            return true
        }
        return expired
    }

    private func isExpired(_ arrival: Date, at now: Date) -> Bool {
        now.timeIntervalSince(arrival) > lifetime
    }
}
