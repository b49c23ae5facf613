/// How a push reached the app: what the app callback that dispatches it knows. Only an
/// opened push may wait for a handler (and open a screen later); a presented or received
/// push goes to the handlers registered now, or is reported `.unhandled`.
///
/// | arrival | the app callback |
/// |---|---|
/// | `.opened` | `userNotificationCenter(_:didReceive:withCompletionHandler:)` (the user tapped it, on a cold launch too), or, in a scene app, a new window's `connectionOptions.notificationResponse` (the router delivers a tap that reaches both once: docs/runtime.md, "One tap, one delivery"); never `launchOptions[.remoteNotification]` |
/// | `.presented` | `userNotificationCenter(_:willPresent:withCompletionHandler:)` (shown while the app is in the foreground) |
/// | `.received` | `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (a background or silent push), `didReceive` for a notification button without `.foreground` (it runs in the background), a Notification Service Extension |
public enum PushArrival: Sendable, Hashable, CustomStringConvertible {
    /// The user opened it (tapped the notification): the app may navigate.
    case opened
    /// Shown while the app is in the foreground: the app may update what is on screen, not
    /// navigate.
    case presented
    /// Delivered in the background or silently: the app may refresh data, not navigate.
    case received

    /// `opened`, `presented` or `received`.
    public var description: String {
        switch self {
        case .opened: "opened"
        case .presented: "presented"
        case .received: "received"
        }
    }
}
