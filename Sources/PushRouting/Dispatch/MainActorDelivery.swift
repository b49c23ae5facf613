import Dispatch
import Foundation

/// How a handler reaches code that lives on the main actor (generated destination
/// protocols are `@MainActor`). The dispatcher calls every handler on the main actor, so
/// the `Delivery` a handler receives runs its body at once; see docs/runtime.md. Generated
/// code's API (`@_spi(Generated)`), not the app's.
@_spi(Generated)
public struct Delivery: Sendable {
    /// Whether the code holding this delivery runs on the main actor.
    public let isOnMainActor: Bool

    /// The delivery of a call made from `isolation` (the caller's `#isolation`).
    init(isolation: (any Actor)?) {
        if let isolation {
            isOnMainActor = ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
        } else {
            // Nonisolated code on the main thread (an Objective-C delegate callback, a
            // command-line program's top level) is on the main actor too.
            isOnMainActor = Self.isOnMainQueue
        }
    }

    /// Whether the calling code runs on the main thread or in a block of the main queue.
    /// Both are the main actor. (Where the main thread has handed the main queue to
    /// libdispatch — `dispatchMain()`, as an async `main` does on Linux — main-actor code
    /// runs on other threads, so `Thread.isMainThread` alone would say no.)
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Marks the main queue, so that code can tell it runs there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private init(isOnMainActor: Bool) {
        self.isOnMainActor = isOnMainActor
    }

    /// What the dispatcher hands to handlers, which it calls on the main actor.
    static let mainActor = Delivery(isOnMainActor: true)

    /// Runs `body` on the main actor: now when this delivery is there (always, for the
    /// delivery a handler receives), else queued to it.
    public func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
