// Stand-in for Apple's UIKit: the app, its delegate and background fetch results (README.md
// here). UIKit's classes and delegate protocols are main-actor isolated.

/// Like UIKit, re-exports Foundation (`NSObject`, `Data`, `URL` come with `import UIKit`).
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder`
@MainActor
open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiapplication
/// `@MainActor class UIApplication`, a `UIResponder`.
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// `class var shared: UIApplication { get }`
    open class var shared: UIApplication { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate-swift.property
    /// `var applicationState: UIApplication.State { get }`
    open var applicationState: UIApplication.State { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/uikit/uiapplication/state
    /// `enum State : Int, @unchecked Sendable`
    public enum State: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/active
        case active
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/inactive
        case inactive
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/background
        case background
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()
    /// `func registerForRemoteNotifications()`
    open func registerForRemoteNotifications() {}

    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    /// `struct LaunchOptionsKey`, a string-backed key.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The raw value, as in the SDK.
        public let rawValue: String
        /// As in the SDK (stand-in).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification
        /// Deprecated in iOS 26 (here on every platform, so that a recipe using it warns).
        @available(*, deprecated, message: "deprecated in iOS 26; nil in scene apps: dispatch the tap from didReceive")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

/// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult
/// `enum UIBackgroundFetchResult`
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/newdata
    case newData = 0
    /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/nodata
    case noData = 1
    /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/failed
    case failed = 2
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; every method is optional
/// (here: a requirement with a default implementation).
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)
    /// (the handler is not @Sendable: call it on the main actor).
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {}

    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    /// `static func main()`: what `@main` on an app delegate calls.
    public static func main() {}
}
