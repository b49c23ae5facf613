import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// The generated decoder and the interpreter behind `routegen explain` must agree on every
/// payload: the same route and values (compared by their encoded JSON, and as printed: the
/// app's `String(describing:)` and explain's values are one text) or the same error; and a
/// decoded push must survive its own encoding. (Shared with the FuzzTesting package through
/// a symbolic link.)
enum PayloadAgreement {
    /// Why the two answers disagree, or nil when they agree.
    static func problem<Route: RoutablePush>(
        _ generated: Result<Route, PushDecodingError>, _ interpreted: Result<DecodedPush, PushDecodingError>,
        json: (Route) -> Data, decodeJSON: (Data) -> Result<Route, PushDecodingError>
    ) -> String? {
        switch (generated, interpreted) {
        case (.success(let route), .success(let push)):
            let encoded = json(route)
            let fromGenerated = String(decoding: encoded, as: UTF8.self)
            let fromInterpreter = JSONWriter.string(push.encodedPayload()) ?? ""
            guard fromGenerated == fromInterpreter else {
                return "generated and interpreter decoded different values: \(fromGenerated) vs \(fromInterpreter)"
            }
            let printed = String(describing: route)
            guard printed == push.routeDescription else {
                return "the route prints as \(printed), explain's values as \(push.routeDescription)"
            }
            switch decodeJSON(encoded) {
            case .success(let again):
                let reencoded = String(decoding: json(again), as: UTF8.self)
                if reencoded != fromGenerated {
                    return "re-encoding changed the push: \(fromGenerated) -> \(reencoded)"
                }
            case .failure(let error):
                return "the push's own encoding does not decode: \(error) for \(fromGenerated)"
            }
            return nil
        case (.failure(let a), .failure(let b)):
            return a == b ? nil : "generated: \(a); interpreter: \(b)"
        case (.success, .failure(let error)):
            return "the generated decoder accepted what the interpreter rejected: \(error)"
        case (.failure(let error), .success):
            return "the interpreter accepted what the generated decoder rejected: \(error)"
        }
    }
}
