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
/// `@propertyWrapper struct Published<Value>`. As Apple's, it reaches the enclosing instance
/// (`_enclosingInstance`), so it works only on a class's properties: its `wrappedValue` is
/// unavailable, as in the SDK, and `@Published` on a struct's property does not compile.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { value = wrappedValue }

    /// As in the SDK: `@available(*, unavailable, message: "@Published is only available on
    /// properties of classes")`.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        set {}
    }

    /// How a class's `@Published` property is read and written (the enclosing instance).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
