// Stand-in for Apple's Combine: what the cookbook's Apple-only blocks use (README.md here).

/// https://developer.apple.com/documentation/combine/observableobject
/// `protocol ObservableObject : AnyObject` with `associatedtype ObjectWillChangePublisher =
/// ObservableObjectPublisher` (the Publisher constraint is left out: no block uses it).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
/// `final class ObservableObjectPublisher`
public final class ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}
}

/// https://developer.apple.com/documentation/combine/published
/// `@propertyWrapper struct Published<Value>`. Apple's reaches the enclosing instance
/// (the class) to publish; here the value is stored.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { value = wrappedValue }

    /// The wrapper's wrappedValue, as in the SDK (stand-in).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
}
