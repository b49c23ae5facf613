import Foundation
import FuzzRoutes
import PushRouting
import FuzzDriver
import RouteCompiler

// FuzzPayload: bytes → the generated decoder of the kitchen-sink table (every type,
// constraint, key path form and coercion), twice: as JSON bytes, and as a payload
// dictionary built straight from the bytes (HostilePayload: Foundation number types,
// deep nesting, huge values, non-JSON objects). The interpreter behind `routegen explain`
// must give the same answer, and a decoded push must survive its own encoding.

let table: ValidatedTable = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes").standardized
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
        fatalError("the kitchen-sink table at \(folder.path) is missing or has errors")
    }
    return table
}()
let interpreter = PayloadInterpreter(table)
let builder = HostilePayload(table)

func outcome(_ body: () throws(PushDecodingError) -> FuzzRoutes.PushRoute) -> Result<FuzzRoutes.PushRoute, PushDecodingError> {
    do {
        return .success(try body())
    } catch {
        return .failure(error)
    }
}

func check(_ generated: Result<FuzzRoutes.PushRoute, PushDecodingError>, _ interpreted: Result<DecodedPush, PushDecodingError>, _ form: String) {
    let problem = PayloadAgreement.problem(
        generated, interpreted, json: { $0.encodedJSON() },
        decodeJSON: { data in outcome { () throws(PushDecodingError) in try FuzzRoutes.PushRoute.decode(json: data) } })
    if let problem { fatalError("FuzzPayload (\(form)): \(problem)") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let json = Data(bytes)
    check(outcome { () throws(PushDecodingError) in try FuzzRoutes.PushRoute.decode(json: json) }, interpreter.decode(json: json), "JSON")
    let object = builder.object(from: bytes)
    check(outcome { () throws(PushDecodingError) in try FuzzRoutes.PushRoute.decode(object) }, interpreter.decode(object), "dictionary")
    return 0
}

/// The entry point (SwiftPM names it `FuzzPayload_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzPayload_main")
public func fuzzPayloadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzPayload(data.map(UnsafeRawPointer.init), size) }
}
