// Stand-in for Apple's SwiftUI: the app and its scenes (README.md here).

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    /// `@MainActor @preconcurrency static func main()`: what `@main` calls.
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
/// `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
/// `@resultBuilder struct SceneBuilder`
@resultBuilder
public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// `@MainActor @preconcurrency struct WindowGroup<Content> where Content : View`
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {}

    /// A primitive's body: never called (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// `Never` is the body of primitive scenes, as of primitive views.
extension Never: Scene {}
