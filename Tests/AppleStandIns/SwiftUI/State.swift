// Stand-in for Apple's SwiftUI: bindings and the property wrappers that own state (README.md
// here).

import Foundation
import UIKit

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}

    /// The wrapper's wrappedValue, as in the SDK (stand-in).
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// The wrapper's projectedValue, as in the SDK (stand-in).
    public var projectedValue: Binding<Value> { self }

    /// The wrapper's subscript, as in the SDK (stand-in).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
/// `@MainActor @preconcurrency @propertyWrapper @frozen struct ObservedObject<ObjectType>
/// where ObjectType : ObservableObject`
@MainActor @preconcurrency @propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject> {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    /// `@MainActor @preconcurrency @dynamicMemberLookup @frozen struct Wrapper`
    @MainActor @preconcurrency @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError("stand-in")
        }
    }

    /// As in the SDK (stand-in).
    public init(wrappedValue: ObjectType) {}
    /// The wrapper's wrappedValue, as in the SDK (stand-in).
    public var wrappedValue: ObjectType { fatalError("stand-in") }
    /// The wrapper's projectedValue, as in the SDK (stand-in).
    public var projectedValue: Wrapper { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
/// `@MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType> where
/// ObjectType : ObservableObject`: SwiftUI creates the object once for the view's lifetime.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    /// `init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    public var wrappedValue: ObjectType { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
/// `@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
/// where DelegateType : NSObject, DelegateType : UIApplicationDelegate`
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu
    /// `@MainActor @preconcurrency init(_ delegateType: DelegateType.Type = DelegateType.self)`
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue
    /// `@MainActor @preconcurrency var wrappedValue: DelegateType { get }`
    public var wrappedValue: DelegateType { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value>`: reads a value of the view's
/// environment (get-only).
@frozen @propertyWrapper
public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    /// `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// `struct EnvironmentValues` (only what the cookbook reads).
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    /// `var scenePhase: ScenePhase { get set }`
    public var scenePhase: ScenePhase {
        get { fatalError("stand-in") }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
/// `enum ScenePhase`, `Comparable`, `Hashable`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}
