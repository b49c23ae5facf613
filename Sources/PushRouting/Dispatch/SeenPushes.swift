import Foundation

/// The identities of the pushes a router has seen lately (docs/runtime.md, "One tap, one
/// delivery"): a push dispatched again with the same identity and the same arrival within
/// the window is a duplicate. Bounded: at most `capacity` identities, the oldest forgotten
/// first, each for `window` seconds. In memory only: a relaunched app remembers none.
struct SeenPushes: Sendable {
    private struct Entry: Sendable {
        let identity: String
        let arrival: PushArrival
        let at: Date
    }

    private var entries: [Entry] = []
    let capacity: Int
    let window: TimeInterval

    init(capacity: Int, window: TimeInterval) {
        self.capacity = max(0, capacity)
        self.window = window
    }

    /// How many identities are remembered.
    var count: Int { entries.count }

    /// Whether `identity` arrived as `arrival` within the window before `now`; when it did
    /// not, it is remembered from now on (the oldest forgotten when full).
    mutating func isDuplicate(_ identity: String, _ arrival: PushArrival, at now: Date) -> Bool {
        entries.removeAll { now.timeIntervalSince($0.at) >= window }
        if entries.contains(where: { $0.arrival == arrival && Exact.equal($0.identity, identity) }) { return true }
        guard capacity > 0 else { return false }
        if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
        entries.append(Entry(identity: identity, arrival: arrival, at: now))
        return false
    }

    /// Forgets `identity` as `arrival`: an interceptor stopped it, so that dispatching it
    /// again (after sign-in) delivers it.
    mutating func forget(_ identity: String, _ arrival: PushArrival) {
        entries.removeAll { $0.arrival == arrival && Exact.equal($0.identity, identity) }
    }
}

/// Reading a push's identity (docs/language.md §15): the text of the string or integer at a
/// place of its payload. Generated code's API.
@_spi(Generated)
public enum PushIdentity {
    /// The identity at `path` in `payload`: a non-empty string as it is, an integer as its
    /// decimal text; nil for anything else, or nothing there.
    public static func text(at path: PayloadPath, in payload: PayloadObject) -> String? {
        guard let value = path.presentValue(in: payload) else { return nil }
        switch RawValue.classify(value) {
        case .string(let text): return text.isEmpty ? nil : text
        case .integer(let number): return String(number)
        default: return nil
        }
    }
}
