import Dispatch
import Foundation

/// Runs destination handlers on the main actor: at once when called on the main thread
/// (the usual case: the OS delivers notifications there), otherwise queued to the main
/// queue in call order.
public enum MainActorDelivery {
    /// Runs `body` on the main actor.
    public static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
