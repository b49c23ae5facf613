// swift-tools-version: 6.1
// A package that uses PushRoutes' build-tool plugin: Sources/ShopRoutes holds routes.yaml;
// the plugin generates its Swift at every build.
import PackageDescription

let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "PushRoutes", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopRoutes",
            dependencies: [.product(name: "PushRouting", package: "PushRoutes")],
            plugins: [.plugin(name: "RoutegenBuildPlugin", package: "PushRoutes")]
        ),
        .executableTarget(
            name: "ShopApp",
            dependencies: ["ShopRoutes", .product(name: "PushRouting", package: "PushRoutes")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
