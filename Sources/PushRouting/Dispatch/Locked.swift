import Foundation

/// State behind a lock. `NSLock` rather than `Synchronization.Mutex`, which needs
/// iOS 18 and macOS 15; the lock is held only to read or change the state, never while
/// other code runs.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
