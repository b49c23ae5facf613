import Testing

@testable import RouteCompiler

/// Generated declarations and calls are printed from one description of a signature.
@Suite struct FunctionSignatureTests {
    typealias Parameter = FunctionSignature.Parameter

    @Test func declarations() {
        let decode = FunctionSignature.function(
            "decode", access: "public ", isStatic: true, [.unlabeled("payload", "PushRouting.PayloadObject")],
            throwing: "PushRouting.PushDecodingError", result: "PushRoute")
        #expect(
            decode.declaration
                == "public static func decode(_ payload: PushRouting.PayloadObject) throws(PushRouting.PushDecodingError) -> PushRoute"
        )
        #expect(FunctionSignature.property("routeID", "Swift.Int").declaration == "var routeID: Swift.Int")
        #expect(
            FunctionSignature.property("values", "[Swift.String]").requirement == "var values: [Swift.String] { get }")
        let equal = FunctionSignature.function(
            "==", isStatic: true, [.named("lhs", "R"), .named("rhs", "R")], result: "Swift.Bool")
        #expect(equal.declaration == "static func == (lhs: R, rhs: R) -> Swift.Bool")
        let memberwise = FunctionSignature.initializer([
            Parameter(label: "self", name: "self_", type: "Swift.String"),
            Parameter(label: "default", name: "default", type: "Swift.Int", defaultValue: "1"),
            .labeled("entries", nil, "E"), .labeled("into", "payload", "B", isInout: true),
        ])
        #expect(
            memberwise.declaration
                == "init(`self` self_: Swift.String, `default`: Swift.Int = 1, entries _: E, into payload: inout B)")
        var chunk = FunctionSignature.function("forward", generic: ["Route: Access"], [.unlabeled("route", "Route")])
        chunk.attributes = ["@inline(never)"]
        chunk.access = "private "
        #expect(chunk.declaration == "@inline(never) private func forward<Route: Access>(_ route: Route)")
    }

    @Test func callsPassTheParametersOn() {
        let decode = FunctionSignature.function(
            "decode", isStatic: true, [.unlabeled("index", "Swift.Int"), .unlabeled("entries", "E")], throwing: "X",
            result: "R")
        #expect(decode.call() == "try decode(index, entries)")
        #expect(decode.renamed("decodeChunk1").call() == "try decodeChunk1(index, entries)")
        #expect(decode.reference == "decode(_:_:)")
        let write = FunctionSignature.function("writePayload", [.labeled("into", "payload", "B", isInout: true)])
        #expect(write.call(on: "push") == "push.writePayload(into: &payload)")
        #expect(write.call(on: "Table", passing: ["builder"]) == "Table.writePayload(into: &builder)")
        #expect(
            FunctionSignature.property("routeValues", "H").renamed("routeValuesChunk2").call() == "routeValuesChunk2")
        let entries = FunctionSignature.initializer([.named("entries", "E")], throwing: "X")
        #expect(entries.call() == "try Self(entries: entries)")
        #expect(entries.call(on: "SecondPush") == "try SecondPush(entries: entries)")
    }
}
