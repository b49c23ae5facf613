import Foundation

/// Pushes that arrived before any handler of their destination was registered (an app
/// launched from a notification). Bounded: when full, the oldest entry is dropped; an
/// entry older than the lifetime expires.
struct EarlyPushQueue<Route: RoutablePush> {
    struct Entry {
        var route: Route
        var arrival: Date
    }

    let capacity: Int
    let lifetime: TimeInterval
    private(set) var entries: [Entry] = []

    init(capacity: Int, lifetime: TimeInterval) {
        self.capacity = max(0, capacity)
        self.lifetime = lifetime
    }

    /// Holds `route`; returns the routes dropped to make room (the new one itself when the
    /// capacity is 0).
    mutating func hold(_ route: Route, at now: Date) -> [Route] {
        var dropped = expire(at: now)
        guard capacity > 0 else { return dropped + [route] }
        while entries.count >= capacity { dropped.append(entries.removeFirst().route) }
        entries.append(Entry(route: route, arrival: now))
        return dropped
    }

    /// Removes and returns, in arrival order, the unexpired routes for `destination`, and
    /// the expired routes of every destination.
    mutating func take(for destination: String, at now: Date) -> (ready: [Route], expired: [Route]) {
        let expired = expire(at: now)
        var ready: [Route] = []
        entries.removeAll { entry in
            guard entry.route.destination == destination else { return false }
            ready.append(entry.route)
            return true
        }
        return (ready, expired)
    }

    /// Removes and returns the routes that are older than the lifetime.
    mutating func expire(at now: Date) -> [Route] {
        var expired: [Route] = []
        entries.removeAll { entry in
            guard now.timeIntervalSince(entry.arrival) > lifetime else { return false }
            expired.append(entry.route)
            return true
        }
        return expired
    }
}
