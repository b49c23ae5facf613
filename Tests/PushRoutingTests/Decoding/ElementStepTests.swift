import Foundation
@_spi(Generated) import PushRouting
import Testing

/// Element steps of key paths (docs/language.md §5.1): patterns matched structurally, the
/// element an index or a pattern addresses, the walk of `when` conditions through elements,
/// how generated decoders take an array's elements, how encoding writes through them, and
/// how paths with them are named in messages.
@Suite struct ElementStepTests {
    typealias ElementPattern = PayloadPath.ElementPattern

    /// A Nostr reaction's tags (NIP-25): two `e` tags, the target last.
    let tags: [Any] = [
        ["e", "root-id", "wss://relay.damus.io", "root"], ["p", "author"], ["e", "target-id"], ["k", "1"],
    ]

    // MARK: Patterns

    @Test func scalarsMatchEqualScalarsOfTheirKind() {
        #expect(ElementPattern.string("e").matches("e"))
        #expect(!ElementPattern.string("e").matches("E"))
        // Code point by code point: a precomposed é is not e with a combining accent.
        #expect(!ElementPattern.string("\u{E9}").matches("e\u{301}"))
        #expect(ElementPattern.integer(3).matches(3))
        #expect(ElementPattern.integer(3).matches(3.0), "numbers by value")
        #expect(ElementPattern.integer(3).matches(NSNumber(value: 3)))
        #expect(!ElementPattern.integer(1).matches(true), "a boolean is no number")
        #expect(!ElementPattern.integer(1).matches(NSNumber(value: true)))
        #expect(!ElementPattern.bool(true).matches(1))
        #expect(ElementPattern.bool(false).matches(false))
        #expect(ElementPattern.double(1.5).matches(1.5))
        #expect(!ElementPattern.string("3").matches(3), "a string never matches a number")
        #expect(!ElementPattern.string("e").matches(NSNull()))
    }

    @Test func anArrayPatternMatchesAPrefix() {
        let e = ElementPattern.array([.string("e")])
        #expect(e.matches(["e", "id", "wss://relay"]))
        #expect(e.matches(["e"]))
        #expect(!e.matches(["p", "e"]))
        #expect(!e.matches([] as [Any]))
        #expect(!e.matches("e"))
        #expect(ElementPattern.array([]).matches([] as [Any]), "the empty pattern matches every array")
        #expect(!ElementPattern.array([]).matches(["k": "v"]))
        #expect(ElementPattern.array([.string("e"), .string("x")]).matches(["e", "x", "y"]))
        #expect(!ElementPattern.array([.string("e"), .string("x")]).matches(["e"]))
    }

    @Test func anObjectPatternMatchesTheKeysItLists() {
        let cover = ElementPattern.object([(key: "kind", pattern: .string("cover"))])
        #expect(cover.matches(["kind": "cover", "url": "/c.png"]))
        #expect(!cover.matches(["kind": "thumb"]))
        #expect(!cover.matches(["url": "/c.png"]))
        #expect(!cover.matches(["kind": NSNull()]), "null matches nothing")
        #expect(!cover.matches([["kind": "cover"]]))
        #expect(ElementPattern.object([]).matches([:] as PayloadObject))
    }

    @Test func patternsEqualWhenTheyMatchTheSameElements() {
        let a = ElementPattern.object([(key: "a", pattern: .integer(1)), (key: "b", pattern: .string("x"))])
        let b = ElementPattern.object([(key: "b", pattern: .string("x")), (key: "a", pattern: .integer(1))])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(ElementPattern.string("\u{E9}") != .string("e\u{301}"))
        #expect(ElementPattern.integer(1) != .bool(true))
    }

    // MARK: Which element

    @Test func indicesCountFromEitherEnd() {
        #expect(
            PayloadPath.Component.index(0).element(of: tags) as? [String] == [
                "e", "root-id", "wss://relay.damus.io", "root",
            ])
        #expect(PayloadPath.Component.index(-1).element(of: tags) as? [String] == ["k", "1"])
        #expect(PayloadPath.Component.index(-4).elementIndex(in: tags) == 0)
        #expect(PayloadPath.Component.index(4).element(of: tags) == nil)
        #expect(PayloadPath.Component.index(-5).element(of: tags) == nil)
        #expect(PayloadPath.Component.index(Int.min).element(of: tags) == nil, "never traps")
        #expect(PayloadPath.Component.index(Int.max).element(of: tags) == nil)
        #expect(PayloadPath.Component.index(0).element(of: []) == nil)
        #expect(PayloadPath.Component.index(-1).element(of: []) == nil)
    }

    @Test func theFirstAndTheLastElementThatMatches() {
        let e = ElementPattern.array([.string("e")])
        #expect(PayloadPath.Component.first(e).elementIndex(in: tags) == 0)
        #expect(PayloadPath.Component.last(e).elementIndex(in: tags) == 2, "the target of a reaction is the last e tag")
        #expect(PayloadPath.Component.last(.array([.string("t")])).element(of: tags) == nil)
        #expect(PayloadPath.Component.key("e").element(of: tags) == nil)
    }

    // MARK: Conditions

    @Test func conditionsWalkThroughElements() {
        let payload: PayloadObject = ["kind": 7, "tags": tags, "n": 3, "nulls": [NSNull()]]
        let lastE = PayloadPath([.key("tags"), .last(.array([.string("e")]))])
        #expect(lastE.presentValue(in: payload) as? [String] == ["e", "target-id"])
        #expect(
            PayloadPath([.key("tags"), .last(.array([.string("e")])), .index(1)]).presentValue(in: payload) as? String
                == "target-id")
        #expect(PayloadPath([.key("tags"), .index(-1), .index(0)]).presentValue(in: payload) as? String == "k")
        // Steps that do not apply hold nothing: no array, no match, out of range, null.
        #expect(PayloadPath([.key("n"), .index(0)]).presentValue(in: payload) == nil)
        #expect(PayloadPath([.key("tags"), .last(.array([.string("t")]))]).presentValue(in: payload) == nil)
        #expect(PayloadPath([.key("tags"), .index(9)]).presentValue(in: payload) == nil)
        #expect(PayloadPath([.key("tags"), .index(0), .key("x")]).presentValue(in: payload) == nil)
        #expect(PayloadPath([.key("nulls"), .index(0)]).presentValue(in: payload) == nil)
        #expect(PayloadPath([.index(0)]).presentValue(in: payload) == nil, "a path starts at a key")
        let condition = RouteCondition(present: [lastE], equals: [(PayloadPath(keys: ["kind"]), .integer(7))])
        #expect(condition.holds(in: payload))
        let withoutE: PayloadObject = ["kind": 7, "tags": [["p", "author"]]]
        let notAnArray: PayloadObject = ["kind": 7, "tags": "e"]
        #expect(!condition.holds(in: withoutE))
        #expect(!condition.holds(in: notAnArray))
    }

    // MARK: Decoding

    @Test func anArrayStepIsAnArrayOrMissing() throws {
        let path = PayloadPath(keys: ["tags"])
        #expect(try Decode.elements(tags, at: path)?.count == 4)
        #expect(try Decode.elements(nil, at: path) == nil)
        #expect(try Decode.elements(NSNull(), at: path) == nil)
        #expect(throws: PushDecodingError(path: path, reason: .wrongType(expected: "an array", found: "an object"))) {
            try Decode.elements(["e": "x"], at: path)
        }
        #expect(Decode.lenientElements(["e": "x"]) == nil)
        #expect(Decode.lenientElements(tags)?.count == 4)
    }

    @Test func arraysFromJSONAndFromFoundationReadAlike() throws {
        let json = Data(#"{"tags":[["e","a"],["p","b"],["e","c"]]}"#.utf8)
        let fromReader = try JSONReader().object(from: json)
        let fromFoundation = try #require(try JSONSerialization.jsonObject(with: json) as? PayloadObject)
        let path = PayloadPath([.key("tags"), .last(.array([.string("e")])), .index(1)])
        #expect(path.presentValue(in: fromReader) as? String == "c")
        #expect(path.presentValue(in: fromFoundation) as? String == "c")
    }

    /// Hostile input: a huge array is walked once, not once per element; an element nested
    /// deeply is matched no deeper than the pattern goes.
    @Test func hugeAndDeepArraysAreWalkedInLinearTime() {
        let count = 200_000
        var huge: [Any] = Array(repeating: ["p", "x"] as [Any], count: count)
        huge.append(["e", "found"])
        let last = PayloadPath.Component.last(.array([.string("e")]))
        let first = PayloadPath.Component.first(.array([.string("e")]))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(last.elementIndex(in: huge) == count)
            #expect(first.elementIndex(in: huge) == count)
            #expect(PayloadPath.Component.last(.array([.string("t")])).elementIndex(in: huge) == nil)
        }
        #expect(elapsed < .seconds(20), "three passes over 200,000 elements took \(elapsed)")
        var deep: Any = "leaf"
        for _ in 0..<5_000 { deep = [deep] }
        #expect(!ElementPattern.array([.array([.string("x")])]).matches(deep))
        #expect(ElementPattern.array([.array([])]).matches(deep))
    }

    // MARK: Encoding

    @Test func encodingWritesWhereReadingFinds() throws {
        var builder = PayloadBuilder()
        let note = PayloadPath([.key("tags"), .last(.array([.string("e")])), .index(1)])
        let author = PayloadPath([.key("tags"), .last(.array([.string("p")])), .index(1)])
        builder.set("target-id", at: note)
        builder.set("author", at: author)
        builder.set(7, at: PayloadPath(keys: ["kind"]))
        let payload = builder.object
        #expect(JSONWriter.string(payload) == #"{"kind":7,"tags":[["e","target-id"],["p","author"]]}"#)
        #expect(note.presentValue(in: payload) as? String == "target-id")
        #expect(author.presentValue(in: payload) as? String == "author")
    }

    @Test func indicesArePaddedWithNulls() {
        var builder = PayloadBuilder()
        builder.set("last", at: PayloadPath([.key("items"), .index(-1)]))
        builder.set("third from the end", at: PayloadPath([.key("items"), .index(-3)]))
        builder.set(1, at: PayloadPath([.key("grid"), .index(2), .index(1)]))
        builder.set("x", at: PayloadPath([.key("objects"), .index(1), .key("id")]))
        #expect(
            JSONWriter.string(builder.object)
                == #"{"grid":[null,null,[null,1]],"items":["third from the end",null,"last"],"objects":[null,{"id":"x"}]}"#
        )
    }

    @Test func anExistingElementIsWrittenInto() {
        var builder = PayloadBuilder()
        let cover = ElementPattern.object([(key: "kind", pattern: .string("cover"))])
        builder.set("/c.png", at: PayloadPath([.key("images"), .first(cover), .key("url")]))
        builder.set(1280, at: PayloadPath([.key("images"), .first(cover), .key("width")]))
        builder.set(
            "/t.png",
            at: PayloadPath([.key("images"), .last(.object([(key: "kind", pattern: .string("thumb"))])), .key("url")]))
        #expect(
            JSONWriter.string(builder.object)
                == #"{"images":[{"kind":"cover","url":"/c.png","width":1280},{"kind":"thumb","url":"/t.png"}]}"#)
    }

    // MARK: Messages

    @Test func pathsWithElementStepsAreNamedAsTheyAddress() {
        #expect(
            PayloadPath([.key("tags"), .last(.array([.string("e")])), .index(1)]).description
                == #"tags[last: ["e"]][1]"#)
        #expect(PayloadPath([.key("items"), .index(-1), .key("id")]).description == "items[-1].id")
        #expect(
            PayloadPath([.key("media"), .first(.object([(key: "type", pattern: .string("image"))])), .key("url")])
                .description == #"media[first: {"type": "image"}].url"#)
        #expect(
            PayloadPath([.key("a.b"), .first(.array([.integer(3), .double(1.5), .bool(true), .string("q\"\n")]))])
                .description == #"["a.b"][first: [3, 1.5, true, "q\"\n"]]"#)
        let error = PushDecodingError(
            path: PayloadPath([.key("tags"), .last(.array([.string("e")])), .index(1)]), reason: .missing)
        #expect(error.description == #"tags[last: ["e"]][1]: the value is missing"#)
    }
}
