import Foundation
import FuzzReadingRoutes
import FuzzRoutes
import PushRouting
import FuzzDriver
import RouteCompiler

// FuzzPayload: bytes → the generated decoders of two tables, each twice: as JSON bytes, and
// as a payload dictionary built straight from the bytes (HostilePayload: Foundation number
// types, deep nesting, huge values, non-JSON objects, and the table's jsonStrings written
// as JSON text). The kitchen-sink table has every type, constraint, key path form and
// coercion; the reading-values table (docs/language.md §13.5) JSON strings inside payloads
// (a second JSON parser), paths, separators, relative URLs and lenient values. The
// interpreter behind `routegen explain` must give the same answer, and a decoded push must
// survive its own encoding.

/// The validated fixture table in `folder` (relative to the repository).
func table(_ folder: String) -> ValidatedTable {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/RouteCompilerTests/Fixtures/Generation/\(folder)").standardized
    struct Disk: SourceProvider {
        let folder: URL
        func read(_ path: String) throws(SourceReadError) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                throw SourceReadError("no such file")
            }
            return Array(data)
        }
    }
    let sources = Disk(folder: folder)
    let bytes = (try? sources.read("routes.yaml")) ?? []
    guard let table = Pipeline.validate(rootPath: "routes.yaml", rootBytes: bytes, sources: sources).table else {
        fatalError("the fixture table at \(folder.path) is missing or has errors")
    }
    return table
}

/// One table's generated decoder, its interpreter and its payload builder.
struct Target<Route: RoutablePush> {
    let name: String
    let interpreter: PayloadInterpreter
    let discriminator: [String]
    let builder: HostilePayload

    init(_ name: String, _ table: ValidatedTable, _ route: Route.Type) {
        self.name = name
        interpreter = PayloadInterpreter(table)
        discriminator = table.table.discriminators.first?.keys ?? []
        builder = HostilePayload(table)
    }

    func outcome(_ body: () throws(PushDecodingError) -> Route) -> Result<Route, PushDecodingError> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    func check(_ generated: Result<Route, PushDecodingError>, _ interpreted: Result<DecodedPush, PushDecodingError>, _ form: String) {
        let problem = PayloadAgreement.problem(
            generated, interpreted, discriminator: discriminator,
            json: { JSONWriter.data($0.encodedPayload()) ?? Data() },  // what the generated encodedJSON() returns
            decodeJSON: { data in outcome { () throws(PushDecodingError) in try Route.decode(json: data) } })
        if let problem { fatalError("FuzzPayload (\(name), \(form)): \(problem)") }
    }

    func run(_ bytes: [UInt8]) {
        let json = Data(bytes)
        check(outcome { () throws(PushDecodingError) in try Route.decode(json: json) }, interpreter.decode(json: json), "JSON")
        let object = builder.object(from: bytes)
        check(outcome { () throws(PushDecodingError) in try Route.decode(object) }, interpreter.decode(object), "dictionary")
    }
}

let kitchenSink = Target("kitchen sink", table("KitchenSinkRoutes"), FuzzRoutes.PushRoute.self)
let reading = Target("reading values", table("ReadingRoutes"), FuzzReadingRoutes.PushRoute.self)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    kitchenSink.run(bytes)
    reading.run(bytes)
    return 0
}

/// The entry point (SwiftPM names it `FuzzPayload_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzPayload_main")
public func fuzzPayloadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzPayload(data.map(UnsafeRawPointer.init), size) }
}
