import Dispatch
import Foundation

/// How a dispatch reaches handlers that live on the main actor (generated destination
/// protocols are `@MainActor`). When the dispatch runs on the main actor, which is the
/// usual case (the OS delivers notifications there), handlers run at once, before
/// `dispatch` returns; otherwise they are queued to the main actor in dispatch order.
public struct Delivery: Sendable {
    /// Whether the dispatch is running on the main actor.
    public let isOnMainActor: Bool

    /// The delivery of a dispatch made from `isolation` (the caller's `#isolation`).
    init(isolation: (any Actor)?) {
        if let isolation {
            isOnMainActor = ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
        } else {
            // Nonisolated code on the main thread (an Objective-C delegate callback, a
            // command-line program's top level) is on the main actor too.
            isOnMainActor = Thread.isMainThread
        }
    }

    /// Runs `body` on the main actor: now when the dispatch is there, else queued.
    public func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
