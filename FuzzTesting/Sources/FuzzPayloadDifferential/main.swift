import Foundation
import FuzzDriver
import FuzzReadingRoutes
import FuzzRoutes
import FuzzSelectionRoutes
@_spi(Generated) import PushRouting
import RouteCompiler

// FuzzPayloadDifferential: bytes → the generated decoders of three tables, each twice: as
// JSON bytes, and as a payload dictionary built straight from the bytes (HostilePayload:
// Foundation number types, deep nesting, huge values, non-JSON objects, and the table's
// jsonStrings written as JSON text). The kitchen-sink table has every type, constraint, key
// path form and coercion; the selection table every way of choosing a route
// (discriminators, integer values, when, ignore, unrouted, and invalid: next and ignore,
// which the kitchen-sink table has too); the reading-values table (docs/language.md §5) JSON
// strings inside payloads (a second JSON parser), paths, separators, relative URLs and
// lenient values. The interpreter behind `routegen explain` must give the same answer, and
// a decoded push must survive its own encoding. (FuzzPayload runs the same decoders on the
// same inputs without the interpreter, many times faster; docs/fuzzing.md.)

/// One fuzzed table: its generated route type, the interpreter and the payload builder.
struct FuzzedTable<Route: RoutablePush> {
    let name: String
    let interpreter: PayloadInterpreter
    let builder: HostilePayload

    init(_ name: String, _ route: Route.Type) {
        let table = fixtureTable(name)
        self.name = name
        interpreter = PayloadInterpreter(table)
        builder = HostilePayload(table)
    }

    func outcome(_ body: () throws(PushDecodingError) -> Route) -> Result<Route, PushDecodingError> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    func check(
        _ generated: Result<Route, PushDecodingError>, _ interpreted: Result<DecodedPush, PushDecodingError>,
        _ form: String
    ) {
        let problem = PayloadAgreement.problem(
            generated, interpreted, json: { JSONWriter.data($0.encodedPayload()) ?? Data() },
            decodeJSON: { data in outcome { () throws(PushDecodingError) in try Route.decode(json: data) } })
        if let problem { fatalError("FuzzPayloadDifferential (\(name), \(form)): \(problem)") }
    }

    func run(_ bytes: [UInt8]) {
        let json = Data(bytes)
        check(
            outcome { () throws(PushDecodingError) in try Route.decode(json: json) }, interpreter.decode(json: json),
            "JSON")
        let object = builder.object(from: bytes)
        check(
            outcome { () throws(PushDecodingError) in try Route.decode(object) }, interpreter.decode(object),
            "dictionary")
    }
}

let kitchenSink = FuzzedTable("KitchenSinkRoutes", FuzzRoutes.PushRoute.self)
let selection = FuzzedTable("SelectionRoutes", FuzzSelectionRoutes.PushRoute.self)
let reading = FuzzedTable("ReadingRoutes", FuzzReadingRoutes.PushRoute.self)

/// One input of libFuzzer: every fuzzed table decodes it, as JSON and as a dictionary.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    kitchenSink.run(bytes)
    selection.run(bytes)
    reading.run(bytes)
    return 0
}

/// The entry point (SwiftPM names it `FuzzPayloadDifferential_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzPayloadDifferential_main")
public func fuzzPayloadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzPayload(data.map(UnsafeRawPointer.init), size) }
}
