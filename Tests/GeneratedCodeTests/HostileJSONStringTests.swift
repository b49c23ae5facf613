import Foundation
import PushRoutesReadingFixture
@_spi(Generated) import PushRouting
import Testing

/// JSON strings (docs/language.md §5.3) are a JSON parser inside payloads: hostile inner
/// documents (deeply nested, huge, with invalid escapes) are refused with their line and
/// column, never a crash, and nest no deeper in total than JSON bytes may. Random byte
/// programs (HostilePayload, which writes the table's jsonStrings as JSON text) decode the
/// same through the generated decoder and the interpreter.
@Suite struct HostileJSONStringTests {
    static let builder = HostilePayload(
        Agreement.table("Tests/RouteCompilerTests/Fixtures/Generation/ReadingRoutes/routes.yaml").2)

    @Test func randomByteProgramsReachTheJSONStrings() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<1_000 {
            let count = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? readingDecode(Self.builder.object(from: bytes))
            _ = try? readingDecode(json: Data(bytes))
        }
    }

    /// A message whose `data` is the JSON text `inner` (not checked: that is the point),
    /// decided from the dictionary and from JSON bytes alike.
    private func message(_ inner: String) -> Result<PushRoutesReadingFixture.PushRoute, PushDecodingError> {
        let payload: PayloadObject = ["data": inner]
        let fromDictionary = result { () throws(PushDecodingError) in try readingDecode(payload) }
        let fromJSON = result { () throws(PushDecodingError) in
            try readingDecode(json: JSONWriter.data(payload) ?? Data())
        }
        #expect(fromDictionary == fromJSON)
        return fromDictionary
    }

    /// `path: reason` of a rejection; nil when accepted.
    private func rejection(_ outcome: Result<PushRoutesReadingFixture.PushRoute, PushDecodingError>) -> String? {
        if case .failure(let error) = outcome { return "\(error.path): \(error.reason)" }
        return nil
    }

    /// A valid message's `data`.
    private static var valid: PayloadObject { ["type": "message", "text": "t", "sender": ["id": "1", "name": "n"]] }

    /// The valid message's JSON text with `member` (`"key":value`) added inside.
    private static func text(adding member: String) -> String {
        let base = JSONWriter.string(valid) ?? "{}"
        return String(base.dropLast()) + "," + member + "}"
    }

    @Test func innerJSONNestsNoDeeperThanAPayloadMay() {
        // data sits one key deep: its document may nest 511 levels, the object itself included.
        let fits = Self.text(
            adding: "\"deep\":" + String(repeating: "[", count: 510) + String(repeating: "]", count: 510))
        #expect(rejection(message(fits)) == nil)
        let deeper = Self.text(
            adding: "\"deep\":" + String(repeating: "[", count: 511) + String(repeating: "]", count: 511))
        #expect(
            rejection(message(deeper))?.hasPrefix("data: the string is not valid JSON: nested deeper than 511 levels")
                == true)
        // Far deeper, and unclosed: refused as fast, never a crash.
        #expect(rejection(message(String(repeating: "[{\"a\":", count: 100_000))) != nil)
        // A JSON string inside a JSON string nests no deeper in total: data.meta is two keys deep.
        func withMeta(_ depth: Int) -> String {
            let meta =
                "{\"source\":\"s\",\"x\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                + "}"
            var inner = Self.valid
            inner["meta"] = meta
            return JSONWriter.string(inner) ?? ""
        }
        #expect(rejection(message(withMeta(509))) == nil)
        #expect(
            rejection(message(withMeta(510)))?.hasPrefix(
                "data.meta: the string is not valid JSON: nested deeper than 510 levels") == true)
    }

    @Test func hugeStringsAreReadOnce() {
        var long = Self.valid
        long["text"] = String(repeating: "x", count: 1_000_000)
        guard case .success(.message(let push)) = message(JSONWriter.string(long) ?? "") else {
            Issue.record("a long text is a text")
            return
        }
        #expect(push.text.unicodeScalars.count == 1_000_000)
        // An error at the end of a long document says where, by line and column.
        let broken = String(repeating: "\n", count: 100_000) + String(repeating: " ", count: 500_000) + "{"
        #expect(
            rejection(message(broken))
                == "data: the string is not valid JSON: expected a string key at line 100001, column 500002")
    }

    @Test func invalidEscapesAndSyntaxInsideJSONStrings() {
        let cases: [(String, String)] = [
            (#"{"type":"\ud800"}"#, "unpaired surrogate escape at line 1, column 16"),
            (#"{"type":"\udc00"}"#, "unpaired surrogate escape at line 1, column 16"),
            (#"{"type":"\ud800\u0041"}"#, "unpaired surrogate escape at line 1, column 22"),
            (#"{"type":"\u12"}"#, #"invalid \u escape at line 1, column 14"#),
            (#"{"type":"\x"}"#, "invalid escape in a string at line 1, column 12"),
            ("{\"type\":\"a\u{01}\"}", "unescaped control character in a string at line 1, column 11"),
            (#"{"type": NaN}"#, "invalid value at line 1, column 10"),
            (#"{"type": "message"} {}"#, "unexpected data after the JSON value at line 1, column 21"),
            ("{\"type\":\"é\" x}", "expected ',' or '}' at line 1, column 13"),
        ]
        for (inner, reason) in cases {
            #expect(rejection(message(inner)) == "data: the string is not valid JSON: \(reason)", "\(inner)")
        }
    }
}
