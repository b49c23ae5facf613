/// Returned by every registration; `cancel()` undoes it. Dropping the token does not
/// unregister (handlers are held weakly and vanish with their owner anyway).
public final class RegistrationToken: Sendable, Hashable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    /// Unregisters; calling it again does nothing. Safe from any thread.
    public func cancel() {
        let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    /// Whether `cancel()` has been called.
    public var isCancelled: Bool { onCancel.withLock { $0 == nil } }

    /// Tokens are equal when they are the same token.
    public static func == (lhs: RegistrationToken, rhs: RegistrationToken) -> Bool { lhs === rhs }
    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
