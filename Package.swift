// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PushRoutes",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .library(name: "PushRouting", targets: ["PushRouting"]),
        // Drives a router through the app states in an app's own unit tests (docs/runtime.md).
        .library(name: "PushRoutingTesting", targets: ["PushRoutingTesting"]),
        .plugin(name: "RoutegenBuildPlugin", targets: ["RoutegenBuildPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    dependencies: [
        // A range, as every package an app depends on must give: 1.3.1 is the oldest release the
        // CLI builds with in the Swift 6 language mode (its `CommandConfiguration` is
        // `Sendable`); checked against 1.3.1, and 1.3.0 fails (CHANGELOG.md).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.1")
    ],
    targets: [
        // libyaml from the system (Debian: libyaml-dev, pkg-config name yaml-0.1).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The runtime library that generated code links. Foundation only.
        .target(name: "PushRouting"),
        // The app-state harness apps use in their tests: Foundation and PushRouting only.
        .target(name: "PushRoutingTesting", dependencies: ["PushRouting"]),
        // What routegen generated from routes.yaml (`make` keeps it up to date): the example
        // every user reads first. Not a product, and named so that no app's target clashes.
        .target(name: "PushRoutesExample", dependencies: ["PushRouting"], path: "Generated"),
        // A small app-like executable that routes sample pushes (`make demo`).
        .executableTarget(
            name: "PushRoutesDemo", dependencies: ["PushRoutesExample", "PushRouting"], path: "Sources/PushDemo",
            exclude: ["pushes.jsonl"]),
        // The compiler: YAML -> syntax -> checks -> lowering -> back ends (Swift, explain, schema,
        // breaking), its folders in that order (docs/architecture.md). Never touches the disk.
        .target(name: "RouteCompiler", dependencies: ["CYAML", "PushRouting"]),
        // The command-line tool: argument parsing, files, exit codes.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Generates code from a target's routes.yaml at build time.
        .plugin(name: "RoutegenBuildPlugin", capability: .buildTool(), dependencies: ["routegen"]),
        // `swift package generate-routes`: writes generated code into the source tree.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Generate Swift from each target's routes.yaml"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files into Generated/")]
            ),
            dependencies: ["routegen"]
        ),
        // Helpers the test targets share (threads, the main queue).
        .target(name: "PushRoutesTestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "PushRoutingTests", dependencies: ["PushRouting", "PushRoutesTestSupport"]),
        // Golden outputs of fixture tables, compiled and exercised by GeneratedCodeTests
        // (`make reference` re-records them).
        .target(
            name: "PushRoutesTortureFixture", dependencies: ["PushRouting"],
            path: "Tests/GeneratedFixtures/TortureRoutes"),
        .target(
            name: "PushRoutesKitchenSinkFixture", dependencies: ["PushRouting"],
            path: "Tests/GeneratedFixtures/KitchenSinkRoutes"),
        .target(
            name: "PushRoutesSelectionFixture", dependencies: ["PushRouting"],
            path: "Tests/GeneratedFixtures/SelectionRoutes"),
        .target(
            name: "PushRoutesFallbackFixture", dependencies: ["PushRouting"],
            path: "Tests/GeneratedFixtures/FallbackRoutes"),
        .target(
            name: "PushRoutesReadingFixture", dependencies: ["PushRouting"],
            path: "Tests/GeneratedFixtures/ReadingRoutes"),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "PushRoutesExample", "PushRoutesTortureFixture", "PushRoutesKitchenSinkFixture",
                "PushRoutesSelectionFixture", "PushRoutesFallbackFixture", "PushRoutesReadingFixture",
                "PushRouting", "PushRoutingTesting", "RouteCompiler", "PushRoutesTestSupport",
            ],
            // The reviewed list of PushRouting's public symbols, read from the source tree.
            exclude: ["AppAPI.txt"]
        ),
        // Fixtures are read from the source tree (so `make reference` can re-record them).
        .testTarget(name: "RouteCompilerTests", dependencies: ["RouteCompiler"], exclude: ["Fixtures"]),
        .testTarget(name: "routegenTests", dependencies: ["routegen"]),
        // Reads the JSON Schema test suite from ../shared/conformance at test time.
        .testTarget(name: "ConformanceTests", dependencies: ["RouteCompiler", "PushRouting"]),
    ],
    swiftLanguageModes: [.v6]
)
