import Foundation
import FuzzDriver
import FuzzReadingRoutes
@_spi(Generated) import PushRouting
import RouteCompiler

// FuzzLink: bytes → a link (docs/language.md §14) against the ReadingRoutes fixture, whose
// links reach JSON strings, element steps, separators, unions, lenient values, a wildcard
// host, a custom scheme, a case-insensitive table, a wildcard segment and a fragment. The
// bytes are the URL's text as they are (any string: the matcher must never trap), and, when
// Foundation makes a `URL` of it, the generated `decode(url:)` must agree with the
// interpreter behind `routegen explain --url`, and a decoded push's canonical link
// (`encodedURL()`) must open the same push again.

let table = fixtureTable("ReadingRoutes")
let interpreter = PayloadInterpreter(table)
typealias Route = FuzzReadingRoutes.PushRoute

func outcome(_ body: () throws(PushDecodingError) -> Route) -> Result<Route, PushDecodingError> {
    do {
        return .success(try body())
    } catch {
        return .failure(error)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLink(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let interpreted = interpreter.interpret(url: text)
    guard let url = URL(string: text), url.absoluteString == text else { return 0 }
    let generated = outcome { () throws(PushDecodingError) in try Route.decode(url: url) }
    let problem = PayloadAgreement.problem(
        generated, interpreted.result, json: { JSONWriter.data($0.encodedPayload()) ?? Data() },
        decodeJSON: { data in outcome { () throws(PushDecodingError) in try Route.decode(json: data) } })
    if let problem { fatalError("FuzzLink (\(text)): \(problem)") }
    if case .success(let push) = generated, let canonical = push.encodedURL() {
        let again = outcome { () throws(PushDecodingError) in try Route.decode(url: canonical) }
        guard case .success(push) = again else {
            fatalError("FuzzLink (\(text)): the canonical link \(canonical.absoluteString) gives \(again)")
        }
    }
    return 0
}

/// The entry point (SwiftPM names it `FuzzLink_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzLink_main")
public func fuzzLinkMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzLink(data.map(UnsafeRawPointer.init), size) }
}
