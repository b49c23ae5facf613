import Foundation

/// Pushes that wait for a handler of their destination (an app launched from a
/// notification). Bounded: when full, the oldest entry is dropped; an entry older than the
/// lifetime expires. Lives inside the dispatcher's lock.
struct EarlyPushQueue<Route: RoutablePush> {
    typealias Entry = HeldPush<Route>

    let capacity: Int
    let lifetime: TimeInterval
    private(set) var entries: [Entry] = []

    init(capacity: Int, lifetime: TimeInterval) {
        self.capacity = max(0, capacity)
        self.lifetime = lifetime
    }

    /// Holds `push` (which arrived earlier than `now` when it goes back to waiting).
    /// Returns whether it is held, and the pushes dropped: expired ones and the oldest ones
    /// that made room. A push is not held when the capacity is 0 or it has expired itself;
    /// it is then not among the dropped pushes.
    mutating func hold(_ push: Entry, at now: Date) -> (held: Bool, dropped: [Entry]) {
        var dropped = expire(at: now)
        guard capacity > 0, !isExpired(push, at: now) else { return (false, dropped) }
        while entries.count >= capacity { dropped.append(entries.removeFirst()) }
        entries.append(push)
        return (true, dropped)
    }

    /// Removes and returns, in arrival order, the unexpired entries for `destination`, and
    /// the expired entries of every destination.
    mutating func take(for destination: String, at now: Date) -> (ready: [Entry], expired: [Entry]) {
        let expired = expire(at: now)
        return (remove { $0.context.destination == destination }, expired)
    }

    /// Removes and returns the entries that are older than the lifetime.
    mutating func expire(at now: Date) -> [Entry] {
        let lifetime = lifetime
        return remove { now.timeIntervalSince($0.context.arrivedAt) > lifetime }
    }

    /// Removes and returns, in arrival order, the entries that match.
    mutating func remove(where matches: (Entry) -> Bool) -> [Entry] {
        guard entries.contains(where: matches) else { return [] }
        var removed: [Entry] = []
        entries.removeAll { entry in
            guard matches(entry) else { return false }
            removed.append(entry)
            return true
        }
        return removed
    }

    /// Whether `push` is older than the lifetime at `now`.
    func isExpired(_ push: Entry, at now: Date) -> Bool {
        now.timeIntervalSince(push.context.arrivedAt) > lifetime
    }
}
