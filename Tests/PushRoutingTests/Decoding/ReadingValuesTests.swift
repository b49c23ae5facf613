import Foundation
@_spi(Generated) import PushRouting
import Testing

/// The runtime of docs/language.md §3.4, §5, function by function: `coerce: numbers`, URI
/// references, separated arrays, the first of several paths, lenient values, and JSON
/// strings (expansion, failures, `when` conditions over them, encoding back).
@Suite struct ReadingValuesTests: DecodingChecks {
    // MARK: coerce: numbers

    @Test func boolWithNumbersTakesZeroAndOneByValue() throws {
        for (value, expected) in [(1, true), (0, false)] as [(Any, Bool)] {
            #expect(try Decode.bool(value, numbers: true) == expected)
        }
        #expect(try Decode.bool(NSNumber(value: 1), numbers: true))
        #expect(try Decode.bool(1.0, numbers: true))
        #expect(try !Decode.bool(-0.0, numbers: true))
        #expect(try Decode.bool(NSNumber(value: true), numbers: true), "booleans stay booleans")
        #expect(
            reason { try Decode.bool(2, numbers: true) } == .wrongType(expected: "a boolean, 0 or 1", found: "a number")
        )
        #expect(
            reason { try Decode.bool(0.5, numbers: true) }
                == .wrongType(expected: "a boolean, 0 or 1", found: "a number"))
        #expect(
            reason { try Decode.bool(1) } == .wrongType(expected: "a boolean", found: "a number"), "only when asked")
        // With strings too: the texts of 0 and 1, by value.
        for (text, expected) in [
            ("1", true), ("0", false), ("1.0", true), ("1e0", true), ("-0", false), ("true", true),
        ] {
            #expect(try Decode.bool(text, coerce: true, numbers: true) == expected, "\(text)")
        }
        #expect(reason { try Decode.bool("1", coerce: true) } == .notCoercible(expected: "a boolean", text: "1"))
        #expect(
            reason { try Decode.bool("2", coerce: true, numbers: true) }
                == .notCoercible(expected: "a boolean, 0 or 1", text: "2"))
        #expect(
            reason { try Decode.bool("1", numbers: true) }
                == .wrongType(expected: "a boolean, 0 or 1", found: "a string"))
    }

    @Test func stringWithNumbersTakesAnIntegerAsItsDecimalText() throws {
        #expect(try Decode.string(123, numbers: true) == "123")
        #expect(try Decode.string(Int64.min, numbers: true) == "-9223372036854775808")
        #expect(try Decode.string(NSNumber(value: 7), numbers: true) == "7")
        #expect(try Decode.string(1e3, numbers: true) == "1000")
        #expect(try Decode.string(-0.0, numbers: true) == "0")
        #expect(
            reason { try Decode.string(1.5, numbers: true) }
                == .wrongType(expected: "a string or an integer", found: "a number"))
        #expect(reason { try Decode.string(1e19, numbers: true) } != nil, "beyond Int64")
        #expect(
            reason { try Decode.string(true, numbers: true) }
                == .wrongType(expected: "a string or an integer", found: "a boolean"))
        #expect(reason { try Decode.string(12) } == .wrongType(expected: "a string", found: "a number"))
        // The rules judge the text.
        #expect(
            reason { try Decode.string(1234, numbers: true, rules: StringRules(maxLength: 3)) }
                == .constraint(.tooLong(maxLength: 3)))
    }

    // MARK: relative

    @Test(arguments: [
        "/url.html", "../a?b", "?q", "#f", "//host/x", "a/b", ".", "..", "a%20b", "./a:b", "https://x.y/z",
        "//[::1]:80/x", "a?b#c", "mailto:a@b",
    ])
    func uriReferences(_ text: String) throws {
        #expect(AbsoluteURI.isValidReference(text))
        #expect(try Decode.url(text, relative: true).absoluteString == text)
    }

    @Test(arguments: ["", "a b", "a:b c", "%zz", "a#b#c", "1a:b", "//host name/", "\u{e9}", "a:b:c d"])
    func notURIReferences(_ text: String) {
        #expect(!AbsoluteURI.isValidReference(text), "\(text)")
        #expect(reason { try Decode.url(text, relative: true) } == .invalidURIReference(text))
    }

    @Test func absoluteURLsStayAbsoluteUnlessAsked() {
        #expect(reason { try Decode.url("/a") } == .invalidURL("/a"))
    }

    // MARK: separator

    @Test func splittingIsExact() {
        func split(_ text: String, _ separator: String) -> [String] {
            Decode.split(text, by: separator).compactMap { $0 as? String }
        }
        #expect(split("", ",").isEmpty)
        #expect(split("a", ",") == ["a"])
        #expect(split(",", ",") == ["", ""])
        #expect(split("a,,b", ",") == ["a", "", "b"])
        #expect(split("a, b", ", ") == ["a", "b"])
        #expect(split("a,b", ", ") == ["a,b"])
        #expect(split("a::b:::c", "::") == ["a", "b", ":c"])
        // Code point by code point: a precomposed é is not e and a combining accent.
        #expect(split("xéy", "e\u{301}") == ["xéy"])
        #expect(split("x😀y😀", "😀") == ["x", "y", ""])
    }

    @Test func aSeparatedArrayReadsItsPiecesOrAnArray() throws {
        let ints = Read.separated(
            by: ",", pieces: Read.array(of: Read.int(coerce: true)), array: Read.array(of: Read.int()))
        #expect(try ints.read("54,321") == [54, 321])
        #expect(try ints.read("") == [])
        #expect(try ints.read([1, 2]) == [1, 2])
        let failure = error { try ints.read("1,x") }
        #expect(failure?.path.description == "[1]")
        #expect(failure?.reason == .notCoercible(expected: "an int", text: "x"))
        #expect(
            reason { try ints.read(5) }
                == .wrongType(expected: "an array, or a string of values separated by \",\"", found: "a number"))
        #expect(
            reason { try ints.read(NSNull()) } == .null,
            "a null value is missing, never split")
    }

    // MARK: paths

    @Test func theFirstPathThatHoldsAValueIsRead() throws {
        let paths = [PayloadPath(keys: ["a"]), PayloadPath(keys: ["b"])]
        let reader = Read.int()
        #expect(try Decode.required(firstOf: [1, 2], at: paths, reader) == 1)
        #expect(try Decode.required(firstOf: [nil, 2], at: paths, reader) == 2)
        #expect(try Decode.required(firstOf: [NSNull(), 2], at: paths, reader) == 2)
        #expect(try Decode.optional(firstOf: [nil, nil], at: paths, reader) == nil)
        let wrong = error { try Decode.required(firstOf: ["x", 2], at: paths, reader) }
        #expect(wrong?.path.description == "a", "a wrong value at the first path: the second is not tried")
        #expect(
            error { try Decode.required(firstOf: [nil, nil], at: paths, reader) }
                == PushDecodingError(path: paths[0], reason: .missing))
        #expect(
            error { try Decode.required(firstOf: [NSNull(), nil], at: paths, reader) }
                == PushDecodingError(path: paths[0], reason: .null))
        #expect(error { try Decode.optional(firstOf: ["x", 2], at: paths, reader) }?.path.description == "a")
    }

    // MARK: lenient

    @Test func aLenientValueThatFailsIsNil() {
        let reader = Read.int(rules: NumberRules(minimum: NumberBound(Int64(0))))
        #expect(Decode.lenient(3, reader) == 3)
        #expect(Decode.lenient("x", reader) == nil)
        #expect(Decode.lenient(-1, reader) == nil, "a broken constraint")
        #expect(Decode.lenient(nil, reader) == nil)
        #expect(Decode.lenient(firstOf: ["x", -1, 5, 6], reader) == 5, "the next path is tried")
        #expect(Decode.lenientStep(["a": 1] as PayloadObject) != nil)
        #expect(Decode.lenientStep("x") == nil)
        #expect(Decode.lenientStep(NSNull()) == nil)
    }

    // MARK: JSON strings

    static let jsonStrings = JSONStrings([
        PayloadPath(keys: ["data"]), PayloadPath(keys: ["data", "inner"]), PayloadPath(keys: ["other"]),
    ])

    @Test func listedStringsAreExpandedShallowestFirst() throws {
        let payload: PayloadObject = ["data": #"{"a": 1, "inner": "{\"b\": true}"}"#, "plain": "{}"]
        let expanded = Self.jsonStrings.expanded(payload)
        let data = try #require(expanded["data"] as? PayloadObject)
        #expect(data["a"] as? Int64 == 1)
        #expect((data["inner"] as? PayloadObject)?["b"] as? Bool == true)
        #expect(expanded["plain"] as? String == "{}", "a path not listed is left alone")
        // Objects are used as they are; other values too.
        let asObject: PayloadObject = ["data": ["a": 1] as PayloadObject, "other": 5]
        let same = Self.jsonStrings.expanded(asObject)
        #expect((same["data"] as? PayloadObject)?["a"] as? Int == 1)
        #expect(same["other"] as? Int == 5)
    }

    @Test func aStringThatHoldsNoObjectThrowsWhereItIsSteppedInto() throws {
        let expanded = Self.jsonStrings.expanded(["data": "{\n  \"a\": }", "other": "[1]"])
        let failure = try #require(expanded["data"] as? JSONStringFailure)
        #expect(failure.text == "{\n  \"a\": }")
        #expect(failure.error.reason == .invalidJSONString("invalid value at line 2, column 8"))
        // Stepping in, or reading it as an object, throws that error at the path.
        #expect(
            error { try Decode.step(expanded["data"], at: PayloadPath(keys: ["data"])) }
                == PushDecodingError(path: PayloadPath(keys: ["data"]), reason: failure.error.reason))
        #expect(reason { try Decode.object(expanded["other"] as Any) } == .jsonStringNotAnObject(found: "an array"))
        #expect(reason { try Decode.string(expanded["other"] as Any) } == .jsonStringNotAnObject(found: "an array"))
        #expect(Decode.lenientStep(expanded["data"]) == nil)
    }

    @Test func entriesAreExpandedOnceFromADictionaryAndFromJSON() throws {
        let json = Data(#"{"data": "{\"type\": \"chat\"}", "data": "{\"type\": \"last\"}", "x": 1}"#.utf8)
        let fromJSON = try Self.jsonStrings.withEntries(json: json, finding: "data") {
            entries, found throws(PushDecodingError) in
            (found as? PayloadObject)?["type"] as? String
        }
        #expect(fromJSON == "last", "of a repeated key, the last value is the one read")
        let fromDictionary = try Self.jsonStrings.withEntries(of: ["data": #"{"type": "chat"}"#] as PayloadObject) {
            entries throws(PushDecodingError) in
            (entries.value(forKey: "data") as? PayloadObject)?["type"] as? String
        }
        #expect(fromDictionary == "chat")
        #expect(
            error {
                try Self.jsonStrings.withEntries(json: Data("[1]".utf8)) { _ throws(PushDecodingError) in 0 }
            }?.reason == .payloadNotAnObject)
    }

    @Test func conditionsNeverFailOnJSONStrings() throws {
        let selector = RouteSelector<Int>(
            discriminators: [PayloadPath(keys: ["data", "type"])], routeKeys: ["chat", "image"],
            lookup: StringLookup([("chat", 0)]),
            conditions: [
                (1, RouteCondition(present: [PayloadPath(keys: ["data", "url"])]))
            ], unroutedIsIgnored: true)
        func select(_ payload: PayloadObject) throws(PushDecodingError) -> RouteSelection<Int> {
            try Self.jsonStrings.withEntries(of: payload) { entries throws(PushDecodingError) in
                try selector.select(entries)
            }
        }
        #expect(try select(["data": #"{"type": "chat"}"#]) == .route(0, .value("chat")))
        #expect(try select(["data": #"{"url": "x"}"#]) == .route(1, .when))
        #expect(try select(["data": ["url": "x"] as PayloadObject]) == .route(1, .when))
        // A string that is no JSON is no dictionary: the condition does not hold, nothing fails
        // (the discriminator's step into it does fail, as any step into it).
        let broken = error { try select(["data": "{oops"]) }
        #expect(broken?.path.description == "data")
        let conditionOnly = RouteSelector<Int>(
            discriminators: [PayloadPath](), routeKeys: ["image"], lookup: StringLookup<Int>([]),
            conditions: [(0, RouteCondition(present: [PayloadPath(keys: ["data", "url"])]))], unroutedIsIgnored: true)
        let unrouted = try Self.jsonStrings.withEntries(of: ["data": "{oops"] as PayloadObject) {
            entries throws(PushDecodingError) in try conditionOnly.select(entries)
        }
        #expect(unrouted == .unrouted)
        let present = RouteCondition(present: [PayloadPath(keys: ["data"])])
        #expect(present.holds(in: Self.jsonStrings.expanded(["data": "{oops"])), "the string is there")
    }

    @Test func encodingWritesValuesBackAsJSONTextDeepestFirst() throws {
        let payload: PayloadObject = [
            "data": ["b": 2, "a": "x", "inner": ["c": true] as PayloadObject] as PayloadObject, "other": 5,
        ]
        let encoded = Self.jsonStrings.encoded(payload)
        #expect(encoded["data"] as? String == #"{"a":"x","b":2,"inner":"{\"c\":true}"}"#)
        // Any value a param wrote at a listed path is its JSON text (docs/language.md §5.3).
        #expect(encoded["other"] as? String == "5")
        // And back: objects in place, any other document for the param that reads it.
        let again = Self.jsonStrings.expanded(encoded)
        #expect(again["data"].flatMap(JSONWriter.string) == payload["data"].flatMap(JSONWriter.string))
        #expect(JSONStrings.document(again["other"]).flatMap(JSONWriter.string) == "5")
    }
}
