// Stand-in for Apple's SwiftUI: views, the view builder and the modifiers the cookbook's
// Apple-only blocks use (README.md here). View, its body and its modifiers are main-actor
// isolated, as in SwiftUI.

@_exported import Combine
/// Like SwiftUI, re-exports Foundation (`NSObject`, `Data`, `URL` come with `import SwiftUI`).
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI makes `Never` a `View`,
/// the body of primitive views).
extension Never: View {
    /// The type of the view's body.
    public typealias Body = Never
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// `@resultBuilder struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3ntt
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView: View {
    /// As in the SDK (stand-in).
    nonisolated public init() {}
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
/// `@frozen struct TupleView<T>`
@frozen
public struct TupleView<T>: View {
    /// As in the SDK (stand-in).
    nonisolated public init(_ value: T) {}
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// `@frozen struct ModifiedContent<Content, Modifier>`: what a modifier returns (here, the
/// `some View` of the modifiers below).
@frozen
public struct ModifiedContent<Content, Modifier>: View {
    /// As in the SDK (stand-in).
    nonisolated public init(content: Content, modifier: Modifier) {}
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/text
/// `@frozen struct Text`
@frozen
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// `init<S>(_ content: S) where S : StringProtocol`
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ModifiedContent(content: self, modifier: ())
    }

    /// https://developer.apple.com/documentation/swiftui/view/widgeturl(_:)
    /// `nonisolated func widgetURL(_ url: URL?) -> some View`
    nonisolated public func widgetURL(_ url: URL?) -> some View {
        ModifiedContent(content: self, modifier: ())
    }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: ())
    }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping
    /// (V, V) -> Void) -> some View where V : Equatable`
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: ())
    }

    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder
    /// destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedContent(content: self, modifier: ())
    }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    /// `init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath`
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationpath
/// `struct NavigationPath`
public struct NavigationPath: Equatable {
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { 0 }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-8lmv9
    /// `mutating func append<V>(_ value: V) where V : Hashable`
    public mutating func append<V: Hashable>(_ value: V) {}

    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) {}
}
