import Benchmark
import Foundation
import PushRouting
import ScaleRoutes10
import ScaleRoutes100
import ScaleRoutes1000
import ScaleRoutes10000

// Lookup and dispatch of one push in generated tables of 10, 100, 1,000 and 10,000 routes
// (Tables/dispatch-<N>.routes.yaml, made by MakeTables --lean: routes without
// params spread over destinations of 10 routes each). The push is the same in
// every table — type `bench`, the flat seed shape — so the numbers differ only by the
// size of the table around it. `lookup` decodes it (finds the route, reads its values);
// `dispatch` decodes it and delivers it to a registered destination on the main actor.
// `handwritten` is the baseline: what apps write without a generator, a dictionary from the
// push type to a closure that reads the payload with `as?` casts, as many entries as the
// table has routes, called on the main actor.

let payload = UncheckedPayload(["type": "bench", "id": "12", "content": "Hello from the server"])

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    for count in [10, 100, 1_000, 10_000] { handwritten(count) }
    scale(10, ScaleRoutes10.PushRoute.self) { router in
        let screen = Screen10()
        return (router.register(screen), screen)
    }
    scale(100, ScaleRoutes100.PushRoute.self) { router in
        let screen = Screen100()
        return (router.register(screen), screen)
    }
    scale(1_000, ScaleRoutes1000.PushRoute.self) { router in
        let screen = Screen1000()
        return (router.register(screen), screen)
    }
    scale(10_000, ScaleRoutes10000.PushRoute.self) { router in
        let screen = Screen10000()
        return (router.register(screen), screen)
    }
}

/// The benchmarks of one table: `register` adds a `BenchScreen` destination to its router
/// and returns it with its token (the router holds destinations weakly).
func scale<Route: RoutablePush>(
    _ count: Int, _ route: Route.Type,
    register: @escaping @MainActor (PushDispatcher<Route>) -> (RegistrationToken, AnyObject)
) {
    Benchmark("dispatch \(count) lookup") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? Route.decode(payload.value)) }
    }
    Benchmark("dispatch \(count) dispatch") { benchmark in
        // `onMainActor` runs the body at once and waits for it, so the benchmark object is
        // used by one thread at a time.
        let measured = UncheckedBenchmark(benchmark)
        onMainActor {
            let benchmark = measured.value
            let router = PushDispatcher<Route>()
            let (token, screen) = register(router)
            guard router.dispatch(payload.value, as: .opened).kind == .delivered else {
                fatalError("the bench push was not delivered")
            }
            Screens.delivered = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(router.dispatch(payload.value, as: .opened)) }
            benchmark.stopMeasurement()
            precondition(Screens.delivered == benchmark.scaledIterations.count, "a dispatch was not delivered at once")
            withExtendedLifetime((token, screen)) {}
        }
    }
}

/// The baseline of one table size: a `[String: handler]` dictionary with `count` entries,
/// the bench push's handler reading `id` and `content` with hand-written casts.
func handwritten(_ count: Int) {
    Benchmark("dispatch \(count) handwritten") { benchmark in
        let measured = UncheckedBenchmark(benchmark)
        onMainActor {
            let benchmark = measured.value
            var handlers: [String: @MainActor ([AnyHashable: Any]) -> Bool] = [:]
            for index in 0..<count - 1 { handlers["route\(index)"] = { _ in false } }
            handlers["bench"] = { payload in
                guard let id = (payload["id"] as? String).flatMap({ Int($0) }),
                    let content = payload["content"] as? String
                else { return false }
                Screens.delivered += 1
                return id > 0 && !content.isEmpty
            }
            let table = handlers
            let dispatch: @MainActor ([AnyHashable: Any]) -> Bool = { payload in
                guard let type = payload["type"] as? String, let handler = table[type] else { return false }
                return handler(payload)
            }
            guard dispatch(payload.value) else { fatalError("the bench push was not handled") }
            Screens.delivered = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(dispatch(payload.value)) }
            benchmark.stopMeasurement()
            precondition(Screens.delivered == benchmark.scaledIterations.count, "a dispatch was not handled")
        }
    }
}

/// Runs `body` on the main actor, and on this thread when it is the main thread, so that
/// deliveries happen inside the measurement (the usual case in apps: pushes arrive there).
func onMainActor(_ body: @MainActor () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

@MainActor enum Screens {
    static var delivered = 0
}

final class Screen10: ScaleRoutes10.BenchScreenDestination {
    func handle(_ push: ScaleRoutes10.BenchPush) { Screens.delivered += 1 }
}

final class Screen100: ScaleRoutes100.BenchScreenDestination {
    func handle(_ push: ScaleRoutes100.BenchPush) { Screens.delivered += 1 }
}

final class Screen1000: ScaleRoutes1000.BenchScreenDestination {
    func handle(_ push: ScaleRoutes1000.BenchPush) { Screens.delivered += 1 }
}

final class Screen10000: ScaleRoutes10000.BenchScreenDestination {
    func handle(_ push: ScaleRoutes10000.BenchPush) { Screens.delivered += 1 }
}

/// A payload dictionary shared with benchmark closures (never mutated).
struct UncheckedBenchmark: @unchecked Sendable {
    let value: Benchmark
    init(_ value: Benchmark) { self.value = value }
}

struct UncheckedPayload: @unchecked Sendable {
    let value: [AnyHashable: Any]
    init(_ value: [AnyHashable: Any]) { self.value = value }
}
