// Stand-in for Apple's UIKit: view and navigation controllers (README.md here).

import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController`, a `UIResponder` that is `NSCoding` (an Objective-C
/// conformance, checked at run time: `@preconcurrency` here): a subclass with its own
/// designated initializer must provide `init?(coder:)`.
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// NSObject's `init()`, which UIKit's view controllers answer with
    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {}

    /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    open func encode(with coder: NSCoder) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    /// `var title: String? { get set }`
    open var title: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    /// `var navigationController: UINavigationController? { get }`
    open var navigationController: UINavigationController? { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// `func viewDidLoad()`
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    /// `func viewWillAppear(_ animated: Bool)`
    open func viewWillAppear(_ animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    /// `func viewDidDisappear(_ animated: Bool)`
    open func viewDidDisappear(_ animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// `@MainActor class UINavigationController`, a `UIViewController`.
@MainActor
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    /// `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }

    /// As in the SDK (stand-in).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    /// `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] = []

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    /// `@discardableResult func popToRootViewController(animated: Bool) -> [UIViewController]?`
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}
