// Stand-in for Apple's UserNotifications: what the cookbook's Apple-only blocks use (README.md
// here). Nothing in the framework is main-actor isolated; completion handlers of the
// center's delegate are @Sendable; a response is not Sendable.

/// Like UserNotifications, re-exports Foundation (`NSObject`, `Data`, `URL` come with `import UserNotifications`).
@_exported import Foundation

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
/// `class UNUserNotificationCenter`
open class UNUserNotificationCenter: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    /// `class func current() -> UNUserNotificationCenter`
    open class func current() -> UNUserNotificationCenter { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    /// `weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)
    /// `func setNotificationCategories(_ categories: Set<UNNotificationCategory>)`
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory
/// `class UNNotificationCategory` (not Sendable here: a static `let` of one would not compile).
open class UNNotificationCategory: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)
    /// `convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers:
    /// [String], options: UNNotificationCategoryOptions = [])`
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {}

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/identifier
    /// `var identifier: String { get }`
    open var identifier: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/actions
    /// `var actions: [UNNotificationAction] { get }`
    open var actions: [UNNotificationAction] { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions
/// `struct UNNotificationCategoryOptions`, an `OptionSet`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The raw value, as in the SDK.
    public let rawValue: UInt
    /// The raw value, as in the SDK.
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationaction
/// `class UNNotificationAction`
open class UNNotificationAction: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)
    /// `convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [])`
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {}

    /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier
    /// `var identifier: String { get }`
    open var identifier: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/options
    /// `var options: UNNotificationActionOptions { get }`
    open var options: UNNotificationActionOptions { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction
/// `class UNTextInputNotificationAction`, a `UNNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction {
    /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions
/// `struct UNNotificationActionOptions`, an `OptionSet`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The raw value, as in the SDK.
    public let rawValue: UInt
    /// The raw value, as in the SDK.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/authenticationrequired
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/destructive
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/foreground
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`; every method is optional
/// (here: a requirement with a default implementation).
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

    /// The same page, as Swift imports it with `async`:
    /// `func userNotificationCenter(_:willPresent:) async -> UNNotificationPresentationOptions`
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async
        -> UNNotificationPresentationOptions

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    /// The same page, as Swift imports it with `async`:
    /// `func userNotificationCenter(_:didReceive:) async`
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    )
        async -> UNNotificationPresentationOptions
    { [] }

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}

    /// Optional in Objective-C: a conformer that does not implement it gets this default (does nothing).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    )
        async
    {}
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
/// `struct UNNotificationPresentationOptions`, an `OptionSet`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The raw value, as in the SDK.
    public let rawValue: UInt
    /// The raw value, as in the SDK.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/badge
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/sound
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/list
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
/// `let UNNotificationDismissActionIdentifier: String`
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
/// `let UNNotificationDefaultActionIdentifier: String`
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
/// `class UNNotificationResponse` (not Sendable).
open class UNNotificationResponse: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
    /// `var notification: UNNotification { get }`
    open var notification: UNNotification { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
    /// `var actionIdentifier: String { get }`
    open var actionIdentifier: String { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse
/// `class UNTextInputNotificationResponse`, a `UNNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse {
    /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse/usertext
    /// `var userText: String { get }`
    open var userText: String { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
/// `class UNNotification`
open class UNNotification: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotification/request
    /// `@NSCopying var request: UNNotificationRequest { get }`
    open var request: UNNotificationRequest { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
/// `class UNNotificationRequest`
open class UNNotificationRequest: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
    /// `var identifier: String { get }`
    open var identifier: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
    /// `@NSCopying var content: UNNotificationContent { get }`
    open var content: UNNotificationContent { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
/// `class UNNotificationContent`, `NSCopying` and `NSMutableCopying`.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/title
    /// `var title: String { get }`
    open var title: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/body
    /// `var body: String { get }`
    open var body: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/threadidentifier
    /// `var threadIdentifier: String { get }`
    open var threadIdentifier: String { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
    /// `var userInfo: [AnyHashable : Any] { get }`
    open var userInfo: [AnyHashable: Any] { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    open func copy(with zone: NSZone? = nil) -> Any { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/foundation/nsmutablecopying/mutablecopy(with:)
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
/// `class UNMutableNotificationContent`, a `UNNotificationContent` whose values can be set.
open class UNMutableNotificationContent: UNNotificationContent {
    /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/title
    /// `var title: String { get set }`
    open override var title: String {
        get { fatalError("stand-in") }
        set {}
    }

    /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/body
    /// `var body: String { get set }`
    open override var body: String {
        get { fatalError("stand-in") }
        set {}
    }

    /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/threadidentifier
    /// `var threadIdentifier: String { get set }`
    open override var threadIdentifier: String {
        get { fatalError("stand-in") }
        set {}
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension
/// `class UNNotificationServiceExtension` (not main-actor isolated: the system calls it on
/// the extension's threads).
open class UNNotificationServiceExtension: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)
    /// `func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler:
    /// @escaping (UNNotificationContent) -> Void)` (the handler is not @Sendable).
    open func didReceive(
        _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {}

    /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire()
    /// `func serviceExtensionTimeWillExpire()`, called "on a separate thread".
    open func serviceExtensionTimeWillExpire() {}
}
