import Foundation
import PushRoutesReadingFixture
@_spi(Generated) import PushRouting
import Testing

/// Reading values of docs/language.md §5 through generated code (the ReadingRoutes
/// fixture): `paths`, `jsonStrings`, `coerce: numbers`, `relative`, `separator` and
/// `lenient`, with payloads that are accepted, rejected and on the edge (null vs absent, the
/// first vs a later path, a JSON string vs an object). Each payload is decided from the
/// dictionary, from JSON bytes and from the dictionary Foundation makes of them (NSNumber
/// booleans, as `userInfo` holds them), the same way and as the interpreter behind
/// `routegen explain` decides it; what is accepted encodes to a payload that decodes to it
/// again.
@Suite struct ReadingTests {
    typealias Route = PushRoutesReadingFixture.PushRoute

    /// What a payload came to.
    enum Decided: Equatable, CustomStringConvertible {
        case route(Route)
        /// An error: the key path and reason.
        case error(String, PushDecodingError.Reason)

        var description: String {
            switch self {
            case .route(let route): "route \(route)"
            case .error(let path, let reason): "error at \(path): \(reason)"
            }
        }
    }

    /// Decides `payload` every way; all must agree, and an accepted push must survive its
    /// own encoding (as a dictionary and as JSON).
    func decide(_ payload: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Decided {
        let fromDictionary = Self.decided { () throws(PushDecodingError) in
            try readingDecode(payload, sourceLocation: sourceLocation)
        }
        let data = JSONWriter.data(payload) ?? Data()
        let fromJSON = Self.decided { () throws(PushDecodingError) in
            try readingDecode(json: data, sourceLocation: sourceLocation)
        }
        #expect(fromJSON == fromDictionary, "JSON and dictionary disagree", sourceLocation: sourceLocation)
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            let fromFoundation = Self.decided { () throws(PushDecodingError) in
                try Route.decode(object as PayloadObject)
            }
            #expect(
                fromFoundation == fromDictionary, "Foundation's dictionary disagrees", sourceLocation: sourceLocation)
        }
        if case .route(let push) = fromDictionary {
            #expect((try? Route.decode(push.encodedPayload())) == push, sourceLocation: sourceLocation)
            #expect((try? Route.decode(json: push.encodedJSON())) == push, sourceLocation: sourceLocation)
        }
        return fromDictionary
    }

    static func decided(_ body: () throws(PushDecodingError) -> Route) -> Decided {
        do {
            return .route(try body())
        } catch {
            return .error(error.path.description, error.reason)
        }
    }

    /// `object` as JSON text: what a server puts in a JSON string.
    static func text(_ object: PayloadObject) -> String { JSONWriter.string(object) ?? "" }

    /// A message payload whose `data` holds `data` (merged into a valid message) as a JSON
    /// string, with `top` beside it.
    func message(_ data: PayloadObject = [:], top: PayloadObject = [:], asString: Bool = true) -> PayloadObject {
        var inner: PayloadObject = ["type": "message", "text": "hi", "sender": ["id": "1", "name": "Ann"]]
        for (key, value) in data { inner[key] = value }
        var payload = top
        payload["data"] = asString ? Self.text(inner) : inner
        return payload
    }

    func messagePush(
        _ data: PayloadObject = [:], top: PayloadObject = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> MessagePush? {
        guard case .route(.message(let push)) = decide(message(data, top: top), sourceLocation: sourceLocation) else {
            return nil
        }
        return push
    }

    func messageError(_ data: PayloadObject = [:], top: PayloadObject = [:]) -> Decided {
        decide(message(data, top: top))
    }

    // MARK: jsonStrings

    @Test func aJSONStringAndAnObjectReadAlike() throws {
        let fromString = decide(message())
        let fromObject = decide(message(asString: false))
        #expect(fromString == fromObject)
        #expect(
            fromString
                == .route(.message(MessagePush(text: "hi", sender: Sender(id: "1", name: "Ann"), silent: false))))
    }

    @Test func theDiscriminatorIsReadInsideTheJSONString() {
        #expect(decide(["data": Self.text(["type": "nope"])]) == .error("data.type", .unknownRoute("nope")))
        #expect(decide(["data": Self.text([:])]) == .error("data.type", .missingDiscriminator))
        #expect(decide([:]) == .error("data.type", .missingDiscriminator))
        #expect(decide(["data": NSNull()]) == .error("data.type", .missingDiscriminator))
        #expect(
            decide(["data": 5]) == .error("data", .wrongType(expected: "an object", found: "a number")),
            "a number is no JSON string: the step fails as any step")
    }

    @Test func aStringThatIsNotJSONFailsWhereItIsSteppedInto() {
        // Line and column of the string's own document.
        #expect(
            decide(["data": "{\"type\": \"message\",\n  \"text\": }"])
                == .error("data", .invalidJSONString("invalid value at line 2, column 11")))
        #expect(
            decide(["data": "not json"]) == .error("data", .invalidJSONString("invalid literal at line 1, column 1")))
        #expect(
            decide(["data": ""]) == .error("data", .invalidJSONString("unexpected end of data at line 1, column 1")))
        #expect(decide(["data": "[1]"]) == .error("data", .jsonStringNotAnObject(found: "an array")))
        #expect(decide(["data": "12"]) == .error("data", .jsonStringNotAnObject(found: "a number")))
        #expect(decide(["data": "null"]) == .error("data", .jsonStringNotAnObject(found: "null")))
        #expect(decide(["data": "\"{}\""]) == .error("data", .jsonStringNotAnObject(found: "a string")))
        // Strict JSON: no trailing commas, no lone surrogates, no comments.
        #expect(
            decide(["data": "{\"type\": \"message\",}"])
                == .error("data", .invalidJSONString("expected a string key at line 1, column 20")))
        #expect(
            decide(["data": "{\"type\": \"\\ud800\"}"])
                == .error("data", .invalidJSONString("unpaired surrogate escape at line 1, column 17")))
    }

    @Test func jsonStringsInsideJSONStrings() throws {
        let meta = Self.text(["source": "web", "hops": "3"])
        let push = try #require(messagePush(["meta": meta]))
        #expect(push.meta == Meta(source: "web", hops: 3))
        // Written back as a JSON string inside the JSON string.
        let data = try #require(Route.message(push).encodedPayload()["data"] as? String)
        let inner = try JSONReader().object(from: Data(data.utf8))
        #expect(inner["meta"] as? String == #"{"hops":3,"source":"web"}"#)
        // An object where a JSON string is listed is used as is.
        #expect(messagePush(["meta": ["source": "web"]])?.meta == Meta(source: "web"))
        #expect(
            messageError(["meta": "{\n\"source\": 1}"])
                == .error("data.meta.source", .wrongType(expected: "a string", found: "a number")))
        #expect(
            messageError(["meta": "{\n\"source\" 1}"])
                == .error("data.meta", .invalidJSONString("expected ':' at line 2, column 10")))
        // A lenient value at a JSON string that does not parse is nil.
        #expect(messagePush(["extra": "{oops"])?.extra == nil)
        #expect(messagePush(["extra": Self.text(["source": "app"])])?.extra == Meta(source: "app"))
    }

    @Test func aStringNothingStepsIntoIsNeverParsedIntoAnError() {
        // The article route reads nothing under data.meta.
        let article: PayloadObject = ["type": "article", "link": "/a", "ids": "1", "meta": "{broken"]
        guard case .route(.article(let push)) = decide(["data": Self.text(article)]) else {
            Issue.record("not an article")
            return
        }
        #expect(push.ids == [1])
    }

    // MARK: paths

    @Test func theFirstPathHoldingAValueIsRead() {
        #expect(messagePush(["text": "a", "body": "b"])?.text == "a")
        #expect(messagePush(["text": NSNull(), "body": "b"])?.text == "b", "null counts as absent")
        let noText = message(["text": NSNull()], top: ["alert": ["body": "c"]])
        #expect(decide(noText) == .route(.message(MessagePush(text: "c", sender: Sender(id: "1", name: "Ann")))))
    }

    @Test func aWrongValueAtTheFirstPathIsAnErrorThere() {
        #expect(
            messageError(["text": 5, "body": "b"])
                == .error("data.text", .wrongType(expected: "a string", found: "a number")))
        #expect(
            messageError(["text": NSNull()], top: ["alert": "c"])
                == .error("alert", .wrongType(expected: "an object", found: "a string")),
            "every path's steps are read")
    }

    @Test func aMissingRequiredValueNamesTheFirstPath() {
        var data: PayloadObject = ["type": "message", "sender": ["id": "1", "name": "Ann"]]
        #expect(decide(["data": Self.text(data)]) == .error("data.text", .missing))
        data["text"] = NSNull()
        #expect(decide(["data": Self.text(data)]) == .error("data.text", .null))
    }

    @Test func pathsInsideAnObjectType() {
        #expect(messagePush(["sender": ["id": "1", "displayName": "Bo"]])?.sender.name == "Bo")
        #expect(messagePush(["sender": ["id": "1", "name": "Al", "displayName": "Bo"]])?.sender.name == "Al")
        #expect(messageError(["sender": ["id": "1"]]) == .error("data.sender.name", .missing))
    }

    // MARK: coerce: numbers

    @Test func aBoolWithNumbersTakesZeroAndOne() {
        #expect(messagePush(top: ["content-available": 1])?.silent == true)
        #expect(messagePush(top: ["content-available": 0])?.silent == false)
        #expect(messagePush(top: ["content-available": 1.0])?.silent == true, "by value")
        #expect(messagePush(top: ["content-available": true])?.silent == true)
        #expect(
            messageError(top: ["content-available": 2])
                == .error("content-available", .wrongType(expected: "a boolean, 0 or 1", found: "a number")))
        #expect(
            messageError(top: ["content-available": "1"])
                == .error("content-available", .wrongType(expected: "a boolean, 0 or 1", found: "a string")),
            "strings only with coerce: strings")
    }

    @Test func stringsAndNumbersTogether() {
        func verified(_ value: Any) -> Decided {
            decide(["data": Self.text(["type": "profile", "userId": "u"]), "verified": value])
        }
        for (value, expected) in [("1", true), ("0", false), ("true", true), ("1.0", true)] as [(Any, Bool)] {
            #expect(verified(value) == .route(.profile(ProfilePush(userID: "u", verified: expected))), "\(value)")
        }
        #expect(verified(1) == .route(.profile(ProfilePush(userID: "u", verified: true))))
        #expect(
            verified("2") == .error("verified", .notCoercible(expected: "a boolean, 0 or 1", text: "2")))
        #expect(
            decide(["data": Self.text(["type": "profile", "userId": 123])])
                == .route(.profile(ProfilePush(userID: "123"))))
    }

    @Test func aStringWithNumbersTakesAnIntegerAsItsDecimalText() {
        #expect(messagePush(["thread": 123])?.thread == "123")
        #expect(messagePush(["thread": -5])?.thread == "-5")
        #expect(messagePush(["thread": 1e3])?.thread == "1000", "by value")
        #expect(messagePush(["sender": ["id": 12, "name": "A"]])?.sender.id == "12", "inside an object type")
        #expect(
            messageError(["thread": 1.5])
                == .error("data.thread", .wrongType(expected: "a string or an integer", found: "a number")))
        #expect(
            messageError(["thread": true])
                == .error("data.thread", .wrongType(expected: "a string or an integer", found: "a boolean")))
    }

    @Test func anEnumWithNumbersTakesTheIntegerThatSpellsAValue() {
        func level(_ value: Any) -> Decided {
            decide(["data": Self.text(["type": "article", "link": "/a", "ids": "", "level": value])])
        }
        #expect(level(2) == level("2"))
        guard case .route(.article(let push)) = level(2) else {
            Issue.record("not an article")
            return
        }
        #expect(push.level == ._2)
        #expect(level(4) == .error("data.level", .notInEnum("4", allowed: ["1", "2", "3"])))
    }

    // MARK: separator

    func article(_ changes: PayloadObject) -> Decided {
        var data: PayloadObject = ["type": "article", "link": "/a", "ids": "1"]
        for (key, value) in changes { data[key] = value }
        return decide(["data": Self.text(data)])
    }

    func articlePush(
        _ changes: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> ArticlePush?
    {
        guard case .route(.article(let push)) = article(changes) else { return nil }
        return push
    }

    @Test func aSeparatedStringIsSplitExactly() {
        #expect(articlePush(["ids": "54,321"])?.ids == [54, 321])
        #expect(articlePush(["ids": ""])?.ids == [], "the empty string is the empty array")
        #expect(articlePush(["ids": "1e3"])?.ids == [1000], "each piece as if coerced from a string")
        #expect(articlePush(["ids": [1, 2]])?.ids == [1, 2], "an array is accepted too")
        #expect(
            article(["ids": "1, 2"]) == .error("data.ids[1]", .notCoercible(expected: "an int", text: " 2")),
            "no space is skipped")
        #expect(
            article(["ids": ["1"]]) == .error("data.ids[0]", .wrongType(expected: "an int", found: "a string")),
            "the elements of an array are not coerced")
        #expect(
            article(["ids": 5])
                == .error(
                    "data.ids",
                    .wrongType(expected: "an array, or a string of values separated by \",\"", found: "a number")))
        #expect(articlePush(["tags": "a; b"])?.tags == ["a", "b"])
        #expect(articlePush(["tags": "a;b"])?.tags == ["a;b"], "the separator is the whole text")
        #expect(article(["tags": "a; b; c; d"]) == .error("data.tags", .constraint(.tooManyItems(maxItems: 3))))
        #expect(articlePush(["flags": "1,0,true"])?.flags == [true, false, true])
        #expect(articlePush(["colors": "red|blue"])?.colors == [.red, .blue])
        #expect(
            article(["colors": "red|pink"])
                == .error("data.colors[1]", .notInEnum("pink", allowed: ["red", "green", "blue"])))
    }

    // MARK: relative

    @Test func relativeURLsAreURIReferences() {
        for text in ["/url.html", "../a?b", "?q", "#f", "//host/x", "a/b", "https://example.com/x"] {
            #expect(articlePush(["link": text])?.link.absoluteString == text, "\(text)")
        }
        #expect(article(["link": ""]) == .error("data.link", .invalidURIReference("")))
        #expect(article(["link": "a b"]) == .error("data.link", .invalidURIReference("a b")))
        #expect(article(["link": "a:b:c d"]) == .error("data.link", .invalidURIReference("a:b:c d")))
        #expect(
            articlePush(["mirrors": ["/m", "https://x.y/"]])?.mirrors?.map(\.absoluteString) == ["/m", "https://x.y/"])
        #expect(article(["mirrors": ["/m", "%zz"]]) == .error("data.mirrors[1]", .invalidURIReference("%zz")))
        #expect(
            messagePush(["sender": ["id": "1", "name": "A", "avatar": "/a.png"]])?.sender.avatar?.absoluteString
                == "/a.png")
    }

    // MARK: lenient

    @Test func aLenientValueThatFailsIsNil() {
        #expect(messagePush(["badge": "x"])?.badge == nil)
        #expect(messagePush(["badge": 3])?.badge == 3)
        #expect(articlePush(["ratio": "x"])?.ratio == nil)
        #expect(articlePush(["ratio": 0.5])?.ratio == 0.5)
        #expect(messagePush(["sender": ["id": "1", "name": "A", "avatar": "a b"]])?.sender.avatar == nil)
    }

    @Test func aLenientValueTriesItsNextPath() {
        func profile(_ data: PayloadObject) -> ProfilePush? {
            var inner: PayloadObject = ["type": "profile", "userId": "u"]
            for (key, value) in data { inner[key] = value }
            guard case .route(.profile(let push)) = decide(["data": Self.text(inner)]) else { return nil }
            return push
        }
        #expect(profile(["user": ["nick": 5], "nick": "bob"])?.nickname == "bob")
        #expect(profile(["user": ["nick": "al"], "nick": "bob"])?.nickname == "al")
        #expect(profile(["user": ["nick": 5], "nick": 6])?.nickname == nil)
        #expect(profile(["user": ["age": "old"]])?.age == nil)
        // A step that only lenient values read is missing when it is no dictionary.
        #expect(profile(["prefs": 7])?.theme == nil)
        #expect(profile(["prefs": ["theme": "dark"]])?.theme == "dark")
        // data.user is read by userID too, which is not lenient: its step fails.
        #expect(
            decide(["data": Self.text(["type": "profile", "userId": "u", "user": 7])])
                == .error("data.user", .wrongType(expected: "an object", found: "a number")))
    }

    // MARK: The types of §3.7–§3.10

    @Test func relativeReachesAUnionMember() {
        #expect(articlePush(["source": "/feed"])?.source == .url(URL(string: "/feed")!))
        #expect(articlePush(["source": "https://x.y/z"])?.source == .url(URL(string: "https://x.y/z")!))
        #expect(articlePush(["source": 7])?.source == .int(7))
        #expect(article(["source": ""]) == .error("data.source", .invalidURIReference("")))
        #expect(
            article(["source": true])
                == .error("data.source", .wrongType(expected: "a URL string or an int", found: "a boolean")))
        #expect(
            article(["source": "7"])
                == .route(.article(ArticlePush(link: URL(string: "/a")!, ids: [1], source: .url(URL(string: "7")!)))),
            "a union is not coerced: a string is the url member")
    }

    @Test func aSeparatorSplitsOpenEnums() {
        #expect(articlePush(["modes": "fast,turbo,"])?.modes == [.fast, .other("turbo"), .other("")])
        #expect(articlePush(["modes": ["slow", "x"]])?.modes == [.slow, .other("x")])
        #expect(
            article(["modes": "fast,1"])
                == .route(.article(ArticlePush(link: URL(string: "/a")!, ids: [1], modes: [.fast, .other("1")]))))
        #expect(
            article(["modes": [1]]) == .error("data.modes[0]", .wrongType(expected: "a string", found: "a number")))
        // An inline open enum with coerce: numbers: integers as their text, in arrays too.
        #expect(articlePush(["moods": "calm 7 sad"])?.moods == [.calm, ._7, .other("sad")])
        #expect(articlePush(["moods": [7, 8, "calm"]])?.moods == [._7, .other("8"), .calm])
        #expect(
            article(["moods": [1.5]])
                == .error("data.moods[0]", .wrongType(expected: "a string or an integer", found: "a number")))
    }

    @Test func relativeReachesTheValuesOfAMap() throws {
        let push = try #require(receiptPush(["id": 12, "state": "delivered", "links": ["a": "/a", "b": "../b"]]))
        #expect(push == ReceiptPush(receiptID: "12", links: ["a": URL(string: "/a")!, "b": URL(string: "../b")!]))
        #expect(
            receipt(["id": "r", "state": "delivered", "links": ["a": "a b"]])
                == .error("data.receipt.links.a", .invalidURIReference("a b")))
    }

    // MARK: when inside JSON strings

    /// A payload whose `data` (a JSON string) holds `receipt`, itself a JSON string unless
    /// `asString` is false, and `data` beside it.
    func receipt(_ receipt: PayloadObject, data: PayloadObject = [:], asString: Bool = true) -> Decided {
        var inner = data
        inner["receipt"] = asString ? Self.text(receipt) : receipt
        return decide(["data": Self.text(inner)])
    }

    func receiptPush(_ receipt: PayloadObject) -> ReceiptPush? {
        guard case .route(.receipt(let push)) = self.receipt(receipt) else { return nil }
        return push
    }

    @Test func whenConditionsStepIntoJSONStrings() {
        let expected = Decided.route(.receipt(ReceiptPush(receiptID: "r1")))
        #expect(receipt(["id": "r1", "state": "delivered"]) == expected)
        #expect(receipt(["id": "r1", "state": "delivered"], asString: false) == expected)
        #expect(decide(["data": ["receipt": ["id": "r1", "state": "delivered"]]]) == expected, "objects as they are")
        // A condition that does not hold, and a receipt that is no JSON object, select nothing:
        // the discriminator is missing then.
        #expect(receipt(["id": "r1", "state": "read"]) == .error("data.type", .missingDiscriminator))
        #expect(receipt(["state": "delivered"]) == .error("data.type", .missingDiscriminator))
        #expect(
            decide(["data": Self.text(["receipt": "{broken"])]) == .error("data.type", .missingDiscriminator),
            "a string that holds no JSON object is no dictionary for a condition, and no error")
        #expect(
            decide(["data": Self.text(["receipt": "delivered"])]) == .error("data.type", .missingDiscriminator))
        // A value that names no route leaves the choice to the conditions; one that names a
        // route wins over them (§13.1).
        #expect(receipt(["id": "r1", "state": "delivered"], data: ["type": "nope"]) == expected)
        #expect(
            receipt(["id": "r1", "state": "delivered"], data: ["type": "profile", "userId": "u"])
                == .route(.profile(ProfilePush(userID: "u"))))
        // The encoded push writes the condition's value, inside both JSON strings.
        guard case .route(let route) = receipt(["id": 5, "state": "delivered"]) else {
            Issue.record("not routed")
            return
        }
        #expect(
            route.encodedPayload()["data"] as? String
                == #"{"receipt":"{\"id\":\"5\",\"state\":\"delivered\"}"}"#)
    }

    // MARK: Elements (docs/language.md §5.1)

    /// A gallery whose `data`, a JSON string, holds arrays: values read by pattern and by
    /// index from either end.
    func gallery(_ data: PayloadObject, asString: Bool = true) -> PayloadObject {
        var inner: PayloadObject = [
            "type": "gallery", "images": [["kind": "cover", "url": "/c.png"]], "items": [["id": 7]],
        ]
        for (key, value) in data { inner[key] = value }
        return ["data": asString ? Self.text(inner) : inner]
    }

    @Test func elementsAreFoundByPatternAndByIndex() throws {
        let images: [Any] = [
            ["kind": "thumb", "url": "https://cdn.example.com/t1.png"],
            ["kind": "cover", "url": "/c1.png", "width": "640"],
            ["kind": "cover", "url": "/c2.png"], ["kind": "thumb", "url": "https://cdn.example.com/t2.png"],
        ]
        let expected = GalleryPush(
            cover: URL(string: "/c1.png")!, coverWidth: 640, thumb: URL(string: "https://cdn.example.com/t2.png")!,
            latest: "9", previous: "8", cell: 4)
        let data: PayloadObject = [
            "images": images, "items": [["id": 7], ["id": 8], ["id": 9]], "grid": [[1], [4, 5]],
        ]
        #expect(decide(gallery(data)) == .route(.gallery(expected)))
        #expect(decide(gallery(data, asString: false)) == .route(.gallery(expected)))
    }

    @Test func aStepThatDoesNotApplyIsMissing() {
        // No cover: the required cover is missing, at the path as written.
        #expect(
            decide(gallery(["images": [["kind": "thumb", "url": "/t.png"]]]))
                == .error(#"data.images[first: {"kind": "cover"}].url"#, .missing))
        // One item: the one before the last is missing, which an optional value takes as nil.
        guard case .route(.gallery(let one)) = decide(gallery(["items": [["id": 3]]])) else {
            Issue.record("not a gallery")
            return
        }
        #expect(one.latest == "3" && one.previous == nil && one.cell == nil && one.thumb == nil)
        #expect(decide(gallery(["items": [] as [Any]])) == .error("data.items[-1].id", .missing))
        #expect(decide(gallery(["items": [NSNull()]])) == .error("data.items[-1].id", .missing))
        #expect(decide(gallery(["grid": [[1]]])) == decide(gallery([:])), "an index out of range is missing")
    }

    @Test func aStepThatIsNoArrayIsAnErrorThere() {
        #expect(
            decide(gallery(["items": ["id": 9]]))
                == .error("data.items", .wrongType(expected: "an array", found: "an object")))
        #expect(
            decide(gallery(["items": ["x"]]))
                == .error("data.items[-1]", .wrongType(expected: "an object", found: "a string")))
        #expect(
            decide(gallery(["grid": [1, 2]]))
                == .error("data.grid[1]", .wrongType(expected: "an array", found: "a number")))
        // A lenient value's array that is none: nil, and the next path is tried.
        guard
            case .route(.gallery(let push)) = decide(
                gallery(["images": [["kind": "cover", "url": "/c.png"], "x"], "thumb": "https://t.example/1"]))
        else {
            Issue.record("not a gallery")
            return
        }
        #expect(push.thumb == URL(string: "https://t.example/1"))
    }

    // MARK: Round trips

    @Test(arguments: Array(UInt64(1)...100))
    func roundTrips(_ seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        for route in ReadingSamples.all(&g) {
            #expect(try readingDecode(route.encodedPayload()) == route, "seed \(seed)")
            #expect(try readingDecode(json: route.encodedJSON()) == route, "seed \(seed)")
            // The JSON strings go back as strings (ntfy's actions, an array, too).
            if case .ntfyMessage(let push) = route {
                #expect((route.encodedPayload()["actions"] is String) == (push.actions != nil), "seed \(seed)")
            } else {
                #expect(route.encodedPayload()["data"] is String, "seed \(seed)")
            }
            let routed = try Route.decodeForDelivery(json: route.encodedJSON())
            #expect(routed.route == route && routed.destination == route.destination, "seed \(seed)")
        }
    }
}

/// Random valid values of each route of the ReadingRoutes fixture.
enum ReadingSamples {
    static let letters = "abcdefghijklmnopqrstuvwxyz0123456789 ,;|-\"\\/é😀\n"

    static func all(_ g: inout SeededGenerator) -> [PushRoutesReadingFixture.PushRoute] {
        let relative = ["/a.png", "../up?x=1", "#top", "https://example.com/p?q#f", "rel/path", "//cdn.example.com/x"]
        func meta(_ g: inout SeededGenerator) -> Meta {
            Meta(source: g.string(from: letters, count: 0...8), hops: g.maybe { Int.random(in: -9...9, using: &$0) })
        }
        return [
            .message(
                MessagePush(
                    text: g.string(from: letters, count: 0...12),
                    sender: Sender(
                        id: g.string(from: letters, count: 0...5), name: g.string(from: letters, count: 0...5),
                        avatar: g.maybe { URL(string: relative.randomElement(using: &$0)!)! }),
                    meta: g.maybe { meta(&$0) }, extra: g.maybe { meta(&$0) },
                    thread: g.maybe { $0.string(from: letters, count: 0...6) }, silent: g.bool(),
                    badge: g.maybe { Int.random(in: 0...99, using: &$0) })),
            .article(
                ArticlePush(
                    link: URL(string: relative.randomElement(using: &g)!)!,
                    mirrors: g.maybe { g in
                        (0..<Int.random(in: 0...2, using: &g)).map { _ in
                            URL(string: relative.randomElement(using: &g)!)!
                        }
                    },
                    ids: (0..<Int.random(in: 0...4, using: &g)).map { _ in Int.random(in: Int.min...Int.max, using: &g)
                    },
                    tags: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in g.string(from: letters, count: 0...4) }
                    },
                    flags: g.maybe { g in (0..<Int.random(in: 0...3, using: &g)).map { _ in g.bool() } },
                    colors: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in Color.allCases.randomElement(using: &g)! }
                    },
                    level: g.maybe { ArticlePush.Level.allCases.randomElement(using: &$0)! },
                    ratio: g.maybe { Double(Int.random(in: -1000...1000, using: &$0)) / 8 },
                    source: g.maybe { g in
                        g.bool()
                            ? .url(URL(string: relative.randomElement(using: &g)!)!)
                            : .int(Int.random(in: -99...99, using: &g))
                    },
                    modes: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            [Mode.fast, .slow, .other("turbo"), .other("")].randomElement(using: &g)!
                        }
                    },
                    moods: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            [ArticlePush.MoodsItem.calm, ._7, .other("x y"), .other("8")].randomElement(using: &g)!
                        }
                    })),
            .profile(
                ProfilePush(
                    userID: g.string(from: letters, count: 0...6),
                    nickname: g.maybe { $0.string(from: letters, count: 0...6) },
                    age: g.maybe { Int.random(in: 0...120, using: &$0) },
                    theme: g.maybe { $0.string(from: letters, count: 0...6) },
                    verified: g.maybe { $0.bool() })),
            .gallery(
                GalleryPush(
                    cover: URL(string: relative.randomElement(using: &g)!)!,
                    coverWidth: g.maybe { Int.random(in: 0...4096, using: &$0) },
                    thumb: g.maybe { _ in URL(string: "https://cdn.example.com/t.png")! },
                    latest: g.string(from: letters, count: 0...6),
                    previous: g.maybe { $0.string(from: letters, count: 0...6) },
                    cell: g.maybe { Int.random(in: -99...99, using: &$0) })),
            .receipt(
                ReceiptPush(
                    receiptID: g.string(from: letters, count: 0...6),
                    links: g.maybe { g in
                        Dictionary(
                            (0..<Int.random(in: 0...2, using: &g)).map { _ in
                                (
                                    g.string(from: letters, count: 0...3),
                                    URL(string: relative.randomElement(using: &g)!)!
                                )
                            }, uniquingKeysWith: { a, _ in a })
                    })),
            .ntfyMessage(ntfy(&g)),
        ]
    }

    /// ntfy's data message (docs/language.md §5.3–§5.5): actions, a lenient default, json and
    /// the rest.
    static func ntfy(_ g: inout SeededGenerator) -> NtfyMessagePush {
        let read = [
            "aps", "data", "actions", "event", "id", "time", "topic", "message", "title", "priority", "tags", "click",
            "attachment",
        ]
        return NtfyMessagePush(
            id: g.string(from: letters, count: 0...6), time: Int.random(in: 0...2_000_000_000, using: &g),
            topic: g.string(from: letters, count: 0...6), message: g.string(from: letters, count: 0...12),
            title: g.maybe { $0.string(from: letters, count: 0...6) },
            priority: Int.random(in: -32768...32767, using: &g),
            tags: g.maybe { g in
                (0..<Int.random(in: 0...3, using: &g)).map { _ in g.string(from: "abc ", count: 1...4) }
            },
            actions: g.maybe { g in
                (0..<Int.random(in: 0...2, using: &g)).map { _ in
                    Action(
                        id: g.string(from: letters, count: 0...4),
                        action: [Action.ActionValue.view, .http, .other("copy")].randomElement(using: &g)!,
                        label: g.string(from: letters, count: 0...6),
                        url: g.maybe { $0.string(from: letters, count: 0...6) },
                        headers: g.maybe { _ in ["X-Key": "v"] }, clear: g.maybe { $0.bool() })
                }
            },
            click: g.maybe { $0.string(from: letters, count: 0...6) },
            attachment: g.maybe { $0.json() }, extra: g.jsonMembers(excluding: read))
    }
}
