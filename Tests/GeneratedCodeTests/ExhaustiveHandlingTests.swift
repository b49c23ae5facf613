import Foundation
import RouteCompiler
import Testing

/// Routing the compiler checks end to end: an app's coordinator that implements the
/// generated `PushRouteHandler` stops compiling when the table gains a route it does not
/// handle (a route with a new destination, or a new route of a destination it handles), and
/// compiles again once it has the route's `handle(_:)`.
@Suite struct ExhaustiveHandlingTests {
    static let table = """
        version: 1
        routes:
          chat:
            destination: ChatScreen
            params: { room: string }
          order:
            destination: OrderScreen
            params: { id: int }

        """

    static let coordinator = """
        import PushRouting

        final class Coordinator: PushRouteHandler {
            func handle(_ push: ChatPush) { print(push.room) }
            func handle(_ push: OrderPush) { print(push.id) }
        }

        @MainActor final class AppModel {
            let coordinator = Coordinator()
            var registration: RegistrationToken?

            func start(_ router: PushRouter) {
                registration = router.register(coordinator)
            }
        }

        """

    /// The coordinator (with `extra` in its body) compiled with the code generated from
    /// `table`: the compiler's output, and whether it succeeded without a warning.
    static func compile(_ table: String, extra: String = "") throws -> (clean: Bool, output: String) {
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": table])
        let validated = try #require(result.table)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "exhaustive-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = coordinator.replacingOccurrences(
            of: "    func handle(_ push: OrderPush)", with: extra + "    func handle(_ push: OrderPush)")
        let files = try LanguageModeTests.write(
            Pipeline.generate(validated) + [GeneratedFile(name: "Coordinator.swift", contents: app)], into: folder)
        let runtime = try CompiledTable.runtime.get()
        let compiled = CompiledTable.swiftc(
            ["-typecheck", "-swift-version", "6", "-module-name", "App", "-I", runtime.path] + files)
        return (compiled.status == 0 && !compiled.output.contains("warning:"), compiled.output)
    }

    @Test func aCoordinatorThatHandlesEveryRouteCompiles() throws {
        let result = try Self.compile(Self.table)
        #expect(result.clean, "\(result.output)")
    }

    /// A payload's dispatch names how it arrived: a `willPresent` that forgets `as:` does not
    /// compile (before, it was `.opened`: the foreground push waited and opened a screen later).
    @Test func aPayloadDispatchWithoutItsArrivalDoesNotCompile() throws {
        let result = try Self.compile(
            Self.table,
            extra:
                "    static func present(_ router: PushRouter, _ userInfo: [AnyHashable: Any]) { router.dispatch(userInfo) }\n"
        )
        #expect(
            result.output.contains(
                "error: 'dispatch(_:identifier:ifUnhandled:isolation:)' is unavailable: say how the push arrived: as: .opened in didReceive, .presented in willPresent"
            ),
            "\(result.output)")
    }

    /// `router.register(AppCoordinator())` registers an object nothing holds: the router holds
    /// it weakly, so it is gone at once and every push is unhandled. The compiler says so: the
    /// token `register` returns is not discardable (before, this compiled without a word).
    @Test func aRegistrationDroppedOnTheFloorIsAWarning() throws {
        let result = try Self.compile(
            Self.table,
            extra: "    static func start(_ router: PushRouter) { router.register(Coordinator()) }\n")
        #expect(!result.clean)
        #expect(
            result.output.contains("warning: result of call to 'register(_:priority:isolation:)' is unused"),
            "\(result.output)")
    }

    @Test func aRouteWithANewDestinationBreaksTheBuildUntilItIsHandled() throws {
        let grown = Self.table + "  promo:\n    destination: PromoScreen\n    params: { code: string }\n"
        let broken = try Self.compile(grown)
        #expect(!broken.clean)
        #expect(
            broken.output.contains("error: type 'Coordinator' does not conform to protocol 'PromoScreenDestination'"),
            "\(broken.output)")
        #expect(broken.output.contains("protocol requires function 'handle' with type '(PromoPush) -> ()'"))

        let fixed = try Self.compile(grown, extra: "    func handle(_ push: PromoPush) { print(push.code) }\n")
        #expect(fixed.clean, "\(fixed.output)")
    }

    @Test func aNewRouteOfAHandledDestinationBreaksTheBuildUntilItIsHandled() throws {
        let grown = Self.table + "  refund:\n    destination: OrderScreen\n    params: { amount: double }\n"
        let broken = try Self.compile(grown)
        #expect(!broken.clean)
        #expect(
            broken.output.contains("error: type 'Coordinator' does not conform to protocol 'OrderScreenDestination'"),
            "\(broken.output)")
        #expect(broken.output.contains("protocol requires function 'handle' with type '(RefundPush) -> ()'"))

        let fixed = try Self.compile(grown, extra: "    func handle(_ push: RefundPush) { print(push.amount) }\n")
        #expect(fixed.clean, "\(fixed.output)")
    }
}
