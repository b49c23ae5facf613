// Stand-in for Apple's UIKit: scenes, their delegates and windows (README.md here).

import Foundation
import UserNotifications

/// https://developer.apple.com/documentation/uikit/uiscene
/// `@MainActor class UIScene`, a `UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/delegate
    /// `var delegate: (any UISceneDelegate)? { get set }` (held strongly by the scene).
    open var delegate: (any UISceneDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiscene/session
    /// `var session: UISceneSession { get }`
    open var session: UISceneSession { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    /// `@MainActor class ConnectionOptions`
    @MainActor
    open class ConnectionOptions: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse
        /// `var notificationResponse: UNNotificationResponse? { get }`
        open var notificationResponse: UNNotificationResponse? { fatalError("stand-in") }

        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        /// `var urlContexts: Set<UIOpenURLContext> { get }`
        open var urlContexts: Set<UIOpenURLContext> { fatalError("stand-in") }

        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        /// `var userActivities: Set<NSUserActivity> { get }`
        open var userActivities: Set<NSUserActivity> { fatalError("stand-in") }
    }
}

/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
/// `@MainActor class UIOpenURLContext : NSObject`
@MainActor
open class UIOpenURLContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    /// `var url: URL { get }`
    open var url: URL { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/foundation/nsuseractivity
/// `class NSUserActivity : NSObject` (Foundation's; Linux's Foundation has none, so it stands
/// here, where every block that uses it finds it: they import UIKit or SwiftUI, which re-export
/// Foundation on Apple's platforms).
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    /// `var activityType: String { get }`
    open var activityType: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    /// `var webpageURL: URL? { get set }`
    open var webpageURL: URL? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// `let NSUserActivityTypeBrowsingWeb: String`
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

/// https://developer.apple.com/documentation/uikit/uiwindowscene
/// `@MainActor class UIWindowScene`, a `UIScene`.
@MainActor
open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiscenesession
/// `@MainActor class UISceneSession`
@MainActor
open class UISceneSession: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
    /// `var persistentIdentifier: String { get }`
    open var persistentIdentifier: String { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
/// `@MainActor protocol UISceneDelegate : NSObjectProtocol`; every method is optional (here:
/// a requirement with a default implementation).
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene)

    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func sceneDidDisconnect(_ scene: UIScene) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
///
/// Its `optional var window: UIWindow? { get set }`
/// (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window) is left out:
/// an optional Objective-C requirement gives a conformer no member, so `self.window` compiles
/// in Xcode only when the conformer declares `var window`. A requirement with a default here
/// would let `self.window = window` compile against the stand-in without one.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView`, a `UIResponder`.
@MainActor
open class UIView: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiwindow
/// `@MainActor class UIWindow`, a `UIView`.
@MainActor
open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    /// `init(windowScene: UIWindowScene)`
    public init(windowScene: UIWindowScene) {}

    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    /// `var rootViewController: UIViewController? { get set }`
    open var rootViewController: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    /// `func makeKeyAndVisible()`
    open func makeKeyAndVisible() {}
}

extension UNNotificationResponse {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/targetscene
    /// `var targetScene: UIScene? { get }`, declared by UIKit (its UIKitAdditions category on
    /// the response), main-thread only. It is nil on the Mac.
    @MainActor public var targetScene: UIScene? { fatalError("stand-in") }
}
