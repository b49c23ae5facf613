import DecodeRoutes
import Foundation
@_spi(Generated) import PushRouting

// DecodeProfile: decodes one payload shape of the decoding benchmarks `iterations` times,
// one way, and nothing else, so that valgrind's callgrind can count the instructions of
// each phase (docs/performance-notes.md):
//
//     DecodeProfile flat generated 10000    # the generated decoder, from the dictionary
//     DecodeProfile flat json 10000         # the generated decoder, from JSON bytes
//     DecodeProfile flat floor 10000        # hand-written `as?` casts (the floor)
//
// Run it with 0 iterations too: the difference, divided by the iterations, is the cost of
// one payload without the start-up.

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Decodes `payload` once the way `mode` names (a function of its own, for callgrind's
/// inclusive counts).
@inline(never) func decodeOnce(_ shape: Shape, _ mode: String, _ payload: [AnyHashable: Any], _ json: Data) {
    switch mode {
    case "generated": keep(try? PushRoute.decode(payload))
    case "json": keep(try? PushRoute.decode(json: json))
    case "floor": keep(shape.handWritten(payload))
    default: fatalError("unknown mode \(mode): generated, json or floor")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let shape = Shape.allCases.first(where: { $0.name == arguments[1] }),
    let iterations = Int(arguments[3])
else {
    FileHandle.standardError.write(Data("usage: DecodeProfile flat|nested|7-params generated|json|floor N\n".utf8))
    exit(2)
}
let json = Data(shape.json.utf8)
// What the OS hands over: a dictionary with Foundation values.
let payload = (try? JSONSerialization.jsonObject(with: json)) as? [AnyHashable: Any] ?? [:]
// One decode before counting starts, so that lazily made statics are made outside the loop.
decodeOnce(shape, arguments[2], payload, json)
for _ in 0..<iterations { decodeOnce(shape, arguments[2], payload, json) }
