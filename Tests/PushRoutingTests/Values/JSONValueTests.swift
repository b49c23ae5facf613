import Foundation
@_spi(Generated) import PushRouting
import Testing

/// `JSONValue`, what a `json` value holds (docs/language.md §3.11): read from payload values
/// of every origin (Swift values, Foundation's `NSNumber`s and the JSON reader's), numbers by
/// value, null kept inside arrays and objects, printed compactly, written back to what reads
/// to it again; and the readers generated code calls for `json`, `[json]` and `[string: json]`.
@Suite struct JSONValueTests: DecodingChecks {
    // MARK: Reading

    @Test func everyJSONKindReadsAsItself() throws {
        #expect(try JSONValue(payload: "hi") == .string("hi"))
        #expect(try JSONValue(payload: true) == .bool(true))
        #expect(try JSONValue(payload: NSNumber(value: false)) == .bool(false), "a bridged boolean is no number")
        #expect(try JSONValue(payload: 12) == .number(12))
        #expect(try JSONValue(payload: NSNull()) == .null)
        #expect(try JSONValue(payload: [1, "a", NSNull()] as [Any]) == .array([1, "a", .null]))
        #expect(
            try JSONValue(payload: ["a": ["b": NSNull()] as PayloadObject, "c": [] as [Any]] as PayloadObject)
                == .object(["a": .object(["b": .null]), "c": .array([])]))
    }

    @Test func numbersAreKeptByTheirValue() throws {
        // A whole number that fits 64 bits is an integer, whatever it was written as.
        #expect(try JSONValue(payload: 1.0) == JSONValue(payload: 1))
        #expect(try JSONValue(payload: NSNumber(value: 1e3)).numberValue?.int64 == 1000)
        #expect(try JSONValue(payload: -0.0).numberValue?.int64 == 0)
        #expect(try JSONValue(payload: Int64.max).numberValue?.int64 == Int64.max, "exact beyond 2^53")
        #expect(try JSONValue(payload: NSNumber(value: UInt64.max)).numberValue?.int64 == nil)
        #expect(try JSONValue(payload: NSNumber(value: UInt64.max)).numberValue?.double == Double(UInt64.max))
        #expect(try JSONValue(payload: 1.5).numberValue?.double == 1.5)
        #expect(try JSONValue(payload: 1.5).numberValue?.int64 == nil)
        #expect(JSONValue.Number(Double.infinity) == nil)
        #expect(JSONValue.Number(Double.nan) == nil)
        #expect(JSONValue.Number(Double(2)) == JSONValue.Number(2))
        // From JSON bytes, as `decode(json:)` reads them.
        let read = try JSONReader().object(from: Data(#"{"a": 1.0, "b": 1e2, "c": 0.1, "d": 123456789012345678}"#.utf8))
        let value = try JSONValue(payload: read)
        #expect(value["a"] == 1)
        #expect(value["b"] == 100)
        #expect(value["c"] == 0.1)
        #expect(value["d"]?.numberValue?.int64 == 123_456_789_012_345_678)
    }

    @Test func whatJSONCannotHoldIsAnErrorAtItsPath() throws {
        #expect(
            error { try JSONValue(payload: ["a": [1, Date()] as [Any]] as PayloadObject) }
                == PushDecodingError(
                    path: PayloadPath([.key("a"), .index(1)]),
                    reason: .wrongType(expected: "a JSON value", found: "a value of type Date")))
        #expect(
            reason { try JSONValue(payload: Double.infinity) }
                == .wrongType(expected: "a JSON value", found: "the number inf"))
        // Keys that are not strings are left out, as everywhere in payloads.
        #expect(try JSONValue(payload: [1: "x", "k": "y"] as PayloadObject) == JSONValue.object(["k": "y"]))
    }

    @Test func keysSwiftHoldsEqualAreAnErrorAtTheLaterOne() {
        let precomposed = "\u{E9}"
        let decomposed = "e\u{301}"
        var object = PayloadObject()  // by assignment: a literal traps on keys that compare equal
        object[codeUnitKey(precomposed)] = 1
        object[codeUnitKey(decomposed)] = 2
        #if canImport(Darwin)
            guard object.count == 2 else { return }  // Darwin's AnyHashable holds the two as one String
        #endif
        #expect(
            error { try JSONValue(payload: ["m": object] as PayloadObject) }
                == PushDecodingError(
                    path: PayloadPath([.key("m"), .key(precomposed)]),
                    reason: .equivalentKeys(decomposed, precomposed)))
    }

    @Test func aMapsKeysSwiftHoldsEqualAreAnErrorAtTheLaterOne() {
        var object = PayloadObject()
        object[codeUnitKey("cafe\u{301}")] = 1
        object[codeUnitKey("caf\u{E9}")] = 2
        #if canImport(Darwin)
            guard object.count == 2 else { return }
        #endif
        #expect(
            error { try Read.map(of: Read.int()).read(object) }
                == PushDecodingError(
                    path: PayloadPath([.key("caf\u{E9}")]), reason: .equivalentKeys("cafe\u{301}", "caf\u{E9}")))
    }

    @Test func valuesNestAsDeepAsJSONBytesMay() throws {
        var deep: Any = "x"
        for _ in 0..<JSONValue.maxDepth { deep = [deep] }
        #expect(try JSONValue(payload: deep).arrayValue != nil)
        #expect(reason { try JSONValue(payload: [deep]) } == .nestedTooDeep(limit: JSONValue.maxDepth))
        var deeper: Any = ["x": 1] as PayloadObject
        for _ in 0..<10_000 { deeper = ["x": deeper] as PayloadObject }
        #expect(reason { try JSONValue(payload: deeper) } == .nestedTooDeep(limit: JSONValue.maxDepth))
    }

    // MARK: Arrays and maps of JSON values

    @Test func arraysAndMapsOfJSONKeepTheirNulls() throws {
        #expect(try Decode.jsonArray([NSNull(), 1] as [Any]) == [.null, 1])
        #expect(try Decode.jsonMap(["a": NSNull()] as PayloadObject) == ["a": .null])
        #expect(reason { try Decode.jsonArray("x") } == .wrongType(expected: "an array", found: "a string"))
        #expect(reason { try Decode.jsonMap([1] as [Any]) } == .wrongType(expected: "an object", found: "an array"))
        // Their counts and uniqueness, compared as JSON values (1 equals 1.0).
        let rules = ArrayRules(minItems: 1, maxItems: 2, uniqueItems: true)
        #expect(reason { try Decode.jsonArray([] as [Any], rules: rules) } == .constraint(.tooFewItems(minItems: 1)))
        #expect(reason { try Decode.jsonArray([1, 1.0] as [Any], rules: rules) } == .constraint(.duplicateItems(0, 1)))
        #expect(
            reason { try Decode.jsonMap(["a": 1, "b": 2, "c": 3] as PayloadObject, rules: rules) }
                == .constraint(.tooManyItems(maxItems: 2)))
        #expect(
            error { try Decode.jsonArray([1, [Date()] as [Any]] as [Any]) }?.path
                == PayloadPath([.index(1), .index(0)]))
    }

    // MARK: Writing and printing

    @Test func encodingGivesBackWhatReadsToTheSameValue() throws {
        let value: JSONValue = ["a": [1, 2.5, "x", .null, true], "b": [:], "c": -7, "big": 1e300]
        let payload = value.payloadValue
        #expect(try JSONValue(payload: payload) == value)
        let text = try #require(JSONWriter.data(payload))
        #expect(try JSONValue(payload: JSONReader().object(from: text)) == value)
        #expect(value.payloadValue as? PayloadObject != nil)
        #expect(JSONValue.number(3).payloadValue as? Int == 3)
        #expect(JSONValue.null.payloadValue is NSNull)
    }

    @Test func valuesPrintCompactlyWithKeysByTheirCodePoints() {
        let value: JSONValue = ["b": [1, 2.5, .null], "a": "q\"uote", "é": true, "B": [:]]
        #expect(value.description == #"{"B": {}, "a": "q\"uote", "b": [1, 2.5, null], "é": true}"#)
        #expect(JSONValue.number(1e300).description == "1e+300")
        #expect(ValueDescription.describe(JSONValue.array([1, "a"])) == #"[1, "a"]"#)
    }

    @Test func accessorsReadOneKind() {
        let value: JSONValue = ["list": [1, "two"], "flag": false]
        #expect(value["list"]?[1]?.stringValue == "two")
        #expect(value["list"]?[2] == nil)
        #expect(value["flag"]?.boolValue == false)
        #expect(value["missing"] == nil)
        #expect(value.objectValue?.count == 2)
        #expect(JSONValue.null.isNull)
        #expect(JSONValue.string("x").numberValue == nil)
    }

    // MARK: JSON strings and the rest

    @Test func aParamAtAJSONStringReadsItsDocumentWhateverItIs() throws {
        let strings = JSONStrings([PayloadPath(keys: ["actions"]), PayloadPath(keys: ["bad"])])
        let expanded = strings.expanded(["actions": #"[{"id": "a"}]"#, "bad": "[1", "object": "{}"])
        let document = try #require(JSONStrings.document(expanded["actions"]) as? [Any])
        #expect(try Decode.jsonArray(document) == [["id": "a"]])
        // Stepping into it still needs an object: its error is today's.
        #expect(reason { try Decode.object(expanded["actions"] as Any) } == .jsonStringNotAnObject(found: "an array"))
        // A string that is not JSON has no document: reading it throws its error.
        #expect(JSONStrings.document(expanded["bad"]) is JSONStringFailure)
        #expect(JSONStrings.document(nil) == nil)
        #expect(JSONStrings.document("plain") as? String == "plain")
        // Encoding writes whatever value is there back as JSON text.
        let encoded = strings.encoded(["actions": [["id": "a"] as PayloadObject] as [Any], "bad": NSNull()])
        #expect(encoded["actions"] as? String == #"[{"id":"a"}]"#)
        #expect(encoded["bad"] is NSNull, "a missing value stays missing")
    }

    @Test func theRestIsReadAsAMapAndWrittenBackWithoutTheKeysReadOtherwise() throws {
        let rest = try Decode.rest(["a": 1, "b": NSNull()] as PayloadObject, Read.jsonMap())
        #expect(rest == ["a": 1, "b": .null])
        #expect(
            error { try Decode.rest(["a": "x"] as PayloadObject, Read.map(of: Read.int())) }
                == PushDecodingError(
                    path: PayloadPath([.key("a")]), reason: .wrongType(expected: "an int", found: "a string")))
        var builder = PayloadBuilder()
        builder.set(rest: ["a": JSONValue.number(1), "type": "x", "aps": [:]], excluding: ["aps", "type"]) {
            $0.payloadValue
        }
        #expect(builder.object.count == 1)
        #expect(builder.object["a"] as? Int == 1)
    }
}
