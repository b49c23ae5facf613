import Foundation
import FuzzDriver
import FuzzReadingRoutes
import FuzzRoutes
import FuzzSelectionRoutes
@_spi(Generated) import PushRouting
import RouteCompiler

// FuzzPayload, the fast target: what arrives from the network, straight into the generated
// decoders of the three fixture tables (kitchen sink, selection, reading values), as JSON
// bytes and as a payload dictionary built from the same bytes (HostilePayload, once for all
// three tables, with the keys and values of all three; its long strings up to 10 KB and its
// nesting up to 600 levels). It checks what needs no second implementation: no crash, no
// memory error (AddressSanitizer), no hang, and a decoded push survives its own encoding
// and prints. FuzzPayloadDifferential runs the same decoders past the interpreter behind
// `routegen explain` as well, with a builder per table, strings up to 100 KB and nesting up
// to 2,000 levels, at a tenth of the rate (docs/fuzzing.md gives both).

/// One fuzzed table: its generated route type.
struct FuzzedTable<Route: RoutablePush> {
    let name: String

    /// Decodes the input as JSON and `object` as a payload dictionary.
    func run(json: Data, object: PayloadObject) {
        check(decode { () throws(PushDecodingError) in try Route.decode(json: json) }, "JSON")
        check(decode { () throws(PushDecodingError) in try Route.decode(object) }, "dictionary")
    }

    func decode(_ body: () throws(PushDecodingError) -> Route) -> Route? {
        do { return try body() } catch { return nil }
    }

    /// A decoded push survives its own encoding: the JSON it encodes to decodes to a push
    /// that encodes to the same JSON.
    func check(_ route: Route?, _ form: String) {
        guard let route else { return }
        let encoded = JSONWriter.data(route.encodedPayload()) ?? Data()
        do {
            let again = try Route.decode(json: encoded)
            let reencoded = JSONWriter.data(again.encodedPayload()) ?? Data()
            if reencoded != encoded {
                let before = String(decoding: encoded, as: UTF8.self)
                let after = String(decoding: reencoded, as: UTF8.self)
                fatalError("FuzzPayload (\(name), \(form)): re-encoding changed the push: \(before) -> \(after)")
            }
        } catch {
            let text = String(decoding: encoded, as: UTF8.self)
            fatalError("FuzzPayload (\(name), \(form)): the push's own encoding does not decode: \(error) for \(text)")
        }
        blackHole(String(describing: route))
    }
}

/// Keeps a value alive so that computing it is not optimized away.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

let builder: HostilePayload = {
    var builder = HostilePayload(
        merging: ["KitchenSinkRoutes", "SelectionRoutes", "ReadingRoutes"].map { HostilePayload(fixtureTable($0)) })
    builder.longStringUnit = 40
    builder.nestingBudget = 600  // past every nesting limit of the decoders (32 objects, 512 JSON levels)
    return builder
}()
let kitchenSink = FuzzedTable<FuzzRoutes.PushRoute>(name: "KitchenSinkRoutes")
let selection = FuzzedTable<FuzzSelectionRoutes.PushRoute>(name: "SelectionRoutes")
let reading = FuzzedTable<FuzzReadingRoutes.PushRoute>(name: "ReadingRoutes")

/// One input of libFuzzer: every fuzzed table decodes it, as JSON and as a dictionary.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let json = Data(bytes)
    let object = builder.object(from: bytes)
    kitchenSink.run(json: json, object: object)
    selection.run(json: json, object: object)
    reading.run(json: json, object: object)
    return 0
}

/// The entry point (SwiftPM names it `FuzzPayload_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzPayload_main")
public func fuzzPayloadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzPayload(data.map(UnsafeRawPointer.init), size) }
}
