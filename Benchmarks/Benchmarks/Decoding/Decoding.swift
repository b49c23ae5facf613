import Benchmark
import DecodeRoutes
import Foundation
@_spi(Generated) import PushRouting

// Decoding one push, per payload shape, five ways: the generated decoder from the payload
// dictionary and from JSON bytes, what apps often do (JSONSerialization + JSONDecoder),
// JSONDecoder from bytes, and hand-written `as?` casts in one pass over the keys (the floor).
// Each sample decodes 1,000 payloads (scalingFactor .kilo); numbers are per payload.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    for shape in Shape.allCases {
        let json = Data(shape.json.utf8)
        // What the OS hands over: a dictionary with Foundation values.
        let payload = (try? JSONSerialization.jsonObject(with: json)) as? [AnyHashable: Any] ?? [:]
        let dictionary = UncheckedBox(payload)

        Benchmark("decode \(shape.name) generated-dictionary") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try? PushRoute.decode(dictionary.value)) }
        }
        Benchmark("decode \(shape.name) generated-data") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try? PushRoute.decode(json: json)) }
        }
        Benchmark("decode \(shape.name) jsonserialization-jsondecoder") { benchmark in
            for _ in benchmark.scaledIterations {
                let data = try? JSONSerialization.data(withJSONObject: dictionary.value)
                blackHole(data.flatMap { shape.codable($0) })
            }
        }
        Benchmark("decode \(shape.name) jsondecoder-data") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(shape.codable(json)) }
        }
        Benchmark("decode \(shape.name) handwritten-floor") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(shape.handWritten(dictionary.value)) }
        }
    }
}

/// A payload dictionary shared with benchmark closures (never mutated).
struct UncheckedBox: @unchecked Sendable {
    let value: [AnyHashable: Any]
    init(_ value: [AnyHashable: Any]) { self.value = value }
}
