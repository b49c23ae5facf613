import Foundation
@_spi(Generated) import PushRouting
import Testing

/// Route selection (docs/language.md §13.1): discriminators in order, integer values, `when`
/// conditions, the fallback, ignored routes and `unrouted`.
@Suite struct RouteSelectorTests {
    /// Routes by index: `chat` (alias `conversation`), `3`, `photo` (when `image.url` is
    /// present and `text` absent), `text` (when `text` is present), `other`. Ignored:
    /// `silent` (alias `hush`) and `heartbeat` (when `ping` equals true).
    static let routeKeys = ["chat", "3", "photo", "text", "other"]
    static let ignoredKeys = ["silent", "heartbeat"]
    static let lookup = StringLookup<Int>([
        ("chat", 0), ("conversation", 0), ("3", 1), ("photo", 2), ("text", 3), ("other", 4), ("silent", 5),
        ("hush", 5), ("heartbeat", 6),
    ])
    static let discriminators = [PayloadPath(keys: ["type"]), PayloadPath(keys: ["meta", "kind"])]
    static let conditions: [(target: Int, condition: RouteCondition)] = [
        (2, RouteCondition(present: [PayloadPath(keys: ["image", "url"])], absent: [PayloadPath(keys: ["text"])])),
        (3, RouteCondition(present: [PayloadPath(keys: ["text"])])),
        (6, RouteCondition(equals: [(PayloadPath(keys: ["ping"]), .bool(true))])),
    ]

    static func selector(
        discriminators: [PayloadPath] = discriminators, conditions: [(target: Int, condition: RouteCondition)] = [],
        fallback: Int? = nil, unroutedIsIgnored: Bool = false
    ) -> RouteSelector<Int> {
        RouteSelector<Int>(
            discriminators: discriminators, routeKeys: routeKeys, ignoredKeys: ignoredKeys, lookup: lookup,
            conditions: conditions, fallback: fallback, unroutedIsIgnored: unroutedIsIgnored)
    }

    /// Every rule at once: the values, the `when` routes and the fallback `other`.
    static let full = selector(conditions: conditions, fallback: 4)
    /// No `when` routes, no fallback: what is not selected by value is an error.
    static let valuesOnly = selector()

    /// What `selector` makes of `payload`, read as a dictionary; checks that reading its
    /// entries agrees.
    private func select(
        _ payload: PayloadObject, _ selector: RouteSelector<Int> = full
    ) -> Result<RouteSelection<Int>, PushDecodingError> {
        let fromObject = Result { () throws(PushDecodingError) in try selector.select(payload) }
        let fromEntries = Result { () throws(PushDecodingError) in
            try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
                try selector.select(entries)
            }
        }
        #expect(fromObject == fromEntries, "entries and dictionary disagree on \(payload)")
        return fromObject
    }

    /// What `selector` makes of JSON text, read as entries; checks that the dictionary the
    /// reader builds agrees.
    private func select(
        json: String, _ selector: RouteSelector<Int> = full
    ) -> Result<RouteSelection<Int>, PushDecodingError> {
        let data = Data(json.utf8)
        let fromEntries = Result { () throws(PushDecodingError) in
            try JSONReader().withEntries(of: data) { entries throws(PushDecodingError) in
                try selector.select(entries)
            }
        }
        let fromObject = Result { () throws(PushDecodingError) in
            try selector.select(try JSONReader().object(from: data))
        }
        #expect(fromObject == fromEntries, "entries and dictionary disagree on \(json)")
        return fromEntries
    }

    private func error(_ result: Result<RouteSelection<Int>, PushDecodingError>) -> PushDecodingError? {
        if case .failure(let error) = result { return error }
        Issue.record("selected \(result)")
        return nil
    }

    private func wrongDiscriminator(found: String) -> PushDecodingError.Reason {
        .wrongType(expected: "a string or an integer naming a route", found: found)
    }

    // MARK: Discriminator values

    @Test func aValueSelectsItsRouteAndAnAliasSaysSo() {
        #expect(select(["type": "chat"]) == .success(.route(0, .value("chat"))))
        #expect(select(["type": "conversation"]) == .success(.route(0, .alias("conversation"))))
        #expect(select(json: #"{"type": "photo"}"#) == .success(.route(2, .value("photo"))))
    }

    @Test func anIntegerSelectsTheRouteNamedByItsDecimalText() {
        for value: Any in [3, Int64(3), 3.0, NSNumber(value: 3), NSNumber(value: 3.0), NSDecimalNumber(string: "3")] {
            #expect(select(["type": value]) == .success(.route(1, .value("3"))), "\(value)")
        }
        #expect(select(["type": "3"]) == .success(.route(1, .value("3"))), "the string names it too")
        #expect(select(json: #"{"type": 3}"#) == .success(.route(1, .value("3"))))
        #expect(select(json: #"{"type": 3.0}"#) == .success(.route(1, .value("3"))))
        #expect(select(json: #"{"type": 3e0}"#) == .success(.route(1, .value("3"))))
        #expect(
            select(["type": -3], Self.valuesOnly)
                == .failure(
                    PushDecodingError(
                        path: PayloadPath(keys: ["type"]), reason: .unknownRoute("-3"))))
        #expect(error(select(["type": 4], Self.valuesOnly))?.reason == .unknownRoute("4"))
    }

    /// Encoding writes an integer key as an integer (docs/language.md §13.1): what selects
    /// the route again, and what an app or server reading an integer there expects.
    @Test func anIntegerKeyIsWrittenAsAnInteger() {
        var payload = PayloadBuilder()
        Self.full.writeSelection(of: 1, into: &payload)
        #expect(payload.object["type"] is Int && payload.object["type"] as? Int == 3)
        #expect(select(payload.object) == .success(.route(1, .value("3"))))
        var chat = PayloadBuilder()
        Self.full.writeSelection(of: 0, into: &chat)
        #expect(chat.object["type"] as? String == "chat")
    }

    /// `Encode.discriminator`: the decimal text of a 64-bit integer, exactly, is that integer.
    @Test(arguments: [
        ("0", 0 as Int64?), ("3", 3), ("-7", -7), ("9223372036854775807", Int64.max),
        ("-9223372036854775808", Int64.min), ("-0", nil), ("007", nil), ("+3", nil), ("3.0", nil), (" 3", nil),
        ("9223372036854775808", nil), ("", nil), ("chat", nil), ("٣", nil),
    ])
    func integerKeys(key: String, integer: Int64?) {
        let written = Encode.discriminator(key)
        if let integer {
            #expect(written as? Int == Int(exactly: integer))
        } else {
            #expect(written as? String == key)
        }
    }

    @Test func otherNumbersAndBooleansAreTypeErrorsAtTheDiscriminator() {
        let cases: [(Any, String)] = [
            (3.5, "a number"), (true, "a boolean"), (false, "a boolean"), (NSNumber(value: true), "a boolean"),
            (NSNumber(value: false), "a boolean"), (1e19, "a number"), (["chat"], "an array"),
            (["chat": 1] as PayloadObject, "an object"), (Date(timeIntervalSince1970: 0), "a value of type Date"),
        ]
        for (value, found) in cases {
            // Not even a fallback takes it: the discriminator holds a value of the wrong type.
            let failure = error(select(["type": value, "text": "t"]))
            #expect(failure?.reason == wrongDiscriminator(found: found), "\(value)")
            #expect(failure?.path.description == "type")
        }
        #expect(error(select(json: #"{"type": 3.5}"#))?.reason == wrongDiscriminator(found: "a number"))
        #expect(error(select(json: #"{"type": true}"#))?.reason == wrongDiscriminator(found: "a boolean"))
        #expect(
            error(select(json: #"{"type": 9223372036854775808}"#))?.reason == wrongDiscriminator(found: "a number"),
            "too large for Int64")
    }

    @Test func theSecondDiscriminatorCountsOnlyWhenTheFirstIsMissingOrNull() {
        let meta: PayloadObject = ["kind": "chat"]
        #expect(select(["meta": meta]) == .success(.route(0, .value("chat"))))
        #expect(select(["type": NSNull(), "meta": meta]) == .success(.route(0, .value("chat"))))
        #expect(select(["type": Optional<String>.none as Any, "meta": meta]) == .success(.route(0, .value("chat"))))
        #expect(select(["type": "photo", "meta": meta]) == .success(.route(2, .value("photo"))))
        #expect(select(json: #"{"type": null, "meta": {"kind": 3}}"#) == .success(.route(1, .value("3"))))
        // Once the first holds a value, the second is not read: its bad step is no error.
        #expect(select(["type": "chat", "meta": 5]) == .success(.route(0, .value("chat"))))
    }

    @Test func anUnknownFirstValueDoesNotFallThroughToTheSecond() {
        let payload: PayloadObject = ["type": "nope", "meta": ["kind": "chat"]]
        #expect(
            select(payload, Self.valuesOnly)
                == .failure(PushDecodingError(path: PayloadPath(keys: ["type"]), reason: .unknownRoute("nope"))))
        // …but the `when` routes and the fallback still take it.
        #expect(select(payload) == .success(.route(4, .fallback)))
        #expect(select(["type": "nope", "text": "t"]) == .success(.route(3, .when)))
        // Unknown at the second discriminator: the error is there.
        #expect(
            select(["meta": ["kind": "nope"]], Self.valuesOnly)
                == .failure(
                    PushDecodingError(path: PayloadPath(keys: ["meta", "kind"]), reason: .unknownRoute("nope")))
        )
    }

    @Test func aStepOfADiscriminatorPathThatIsNotADictionaryIsATypeErrorThere() {
        for (value, found) in [("x", "a string"), ([1] as Any, "an array"), (true as Any, "a boolean")]
            as [(Any, String)]
        {
            let failure = error(select(["meta": value, "text": "t"]))
            #expect(failure?.path.description == "meta")
            #expect(failure?.reason == .wrongType(expected: "an object", found: found))
        }
        // A null step holds nothing: the discriminator is missing.
        #expect(select(["meta": NSNull()]) == .success(.route(4, .fallback)))
        #expect(
            select(["meta": NSNull()], Self.valuesOnly)
                == .failure(PushDecodingError(path: PayloadPath(keys: ["type"]), reason: .missingDiscriminator)))
    }

    @Test func valuesAreLookedUpExactly() {
        #expect(error(select(["type": "Chat"], Self.valuesOnly))?.reason == .unknownRoute("Chat"))
        #expect(error(select(["type": "chat "], Self.valuesOnly))?.reason == .unknownRoute("chat "))
        let composed = Self.selector(discriminators: [PayloadPath(keys: ["caf\u{E9}"])])
        #expect(
            select(["cafe\u{301}": "chat"], composed)
                == .failure(PushDecodingError(path: PayloadPath(keys: ["caf\u{E9}"]), reason: .missingDiscriminator)),
            "keys match code point by code point")
        #expect(select(["caf\u{E9}": "chat"], composed) == .success(.route(0, .value("chat"))))
    }

    // MARK: Conditions

    @Test func whenRoutesAreTriedInOrderAfterTheValue() {
        #expect(select(["image": ["url": "u"]]) == .success(.route(2, .when)))
        #expect(select(["image": ["url": "u"], "text": "t"]) == .success(.route(3, .when)), "photo needs text absent")
        #expect(select(["text": "t", "ping": true]) == .success(.route(3, .when)), "the first that holds wins")
        #expect(select(["type": "chat", "text": "t"]) == .success(.route(0, .value("chat"))), "a value comes first")
        #expect(select(json: #"{"text": "", "image": {"url": null}}"#) == .success(.route(3, .when)))
    }

    @Test func presentAndAbsentTellNullFromAValue() {
        let present = RouteCondition(present: [PayloadPath(keys: ["k"])])
        let absent = RouteCondition(absent: [PayloadPath(keys: ["k"])])
        for payload: PayloadObject in [[:], ["k": NSNull()], ["k": Optional<Int>.none as Any], ["other": 1]] {
            #expect(!present.holds(in: payload), "\(payload)")
            #expect(absent.holds(in: payload), "\(payload)")
        }
        for value: Any in [0, false, "", [Any](), [:] as PayloadObject, 0.0] {
            #expect(present.holds(in: ["k": value]), "\(value)")
            #expect(!absent.holds(in: ["k": value]), "\(value)")
        }
        #expect(RouteCondition().holds(in: [:]), "no conditions hold")
        let both = RouteCondition(present: [PayloadPath(keys: ["a"]), PayloadPath(keys: ["b"])])
        #expect(!both.holds(in: ["a": 1]), "all must hold")
        #expect(both.holds(in: ["a": 1, "b": 2]))
    }

    @Test func aConditionNeverFailsAtAStepThatIsMissingOrNotADictionary() {
        let path = PayloadPath(keys: ["a", "b"])
        let present = RouteCondition(present: [path])
        let absent = RouteCondition(absent: [path])
        let equals = RouteCondition(equals: [(path, .string("x"))])
        for step: Any in ["x", 1, true, ["x"], NSNull(), Optional<Int>.none as Any, Date()] {
            let payload: PayloadObject = ["a": step]
            #expect(!present.holds(in: payload), "\(step)")
            #expect(absent.holds(in: payload), "\(step)")
            #expect(!equals.holds(in: payload), "\(step)")
        }
        #expect(equals.holds(in: ["a": ["b": "x"]]))
        // Through a selector: no error, the next rule applies.
        #expect(select(["image": "not a dictionary"]) == .success(.route(4, .fallback)))
        #expect(select(["image": ["url": "u"], "text": NSNull()]) == .success(.route(2, .when)))
    }

    @Test func equalsComparesScalarsOfTheSameJSONType() {
        func equals(_ value: Any, _ expected: RouteCondition.Expected) -> Bool {
            let path = PayloadPath(keys: ["v"])
            let condition = RouteCondition(equals: [(path, expected)])
            let inObject = condition.holds(in: ["v": value])
            let inEntries = try? PayloadEntries.withEntries(of: ["v": value]) { condition.holds(in: $0) }
            #expect(inEntries == inObject)
            return inObject
        }
        // Numbers by value.
        #expect(equals(3, .integer(3)))
        #expect(equals(3.0, .integer(3)))
        #expect(equals(NSNumber(value: 3.0), .integer(3)))
        #expect(equals(NSDecimalNumber(string: "3"), .integer(3)))
        #expect(equals(1, .double(1.0)))
        #expect(equals(1.5, .double(1.5)))
        #expect(equals(-0.0, .integer(0)))
        #expect(!equals(1.5, .integer(1)))
        #expect(!equals(2, .integer(3)))
        #expect(!equals(Int64.max, .double(9_223_372_036_854_775_807.0)), "the double is 2^63, one more")
        #expect(!equals(Double.nan, .double(.nan)))
        // Strings are never numbers, booleans never numbers.
        #expect(!equals("3", .integer(3)))
        #expect(!equals(3, .string("3")))
        #expect(!equals(true, .integer(1)))
        #expect(!equals(NSNumber(value: true), .integer(1)))
        #expect(!equals(NSNumber(value: true), .double(1)))
        #expect(!equals(1, .bool(true)))
        #expect(!equals(NSNumber(value: 1), .bool(true)))
        #expect(!equals(0, .bool(false)))
        #expect(!equals("true", .bool(true)))
        #expect(equals(true, .bool(true)))
        #expect(equals(NSNumber(value: false), .bool(false)))
        #expect(!equals(false, .bool(true)))
        // Strings code point by code point.
        #expect(equals("caf\u{E9}", .string("caf\u{E9}")))
        #expect(!equals("cafe\u{301}", .string("caf\u{E9}")))
        #expect(!equals(NSNull(), .string("")))
        #expect(!equals(["x"], .string("x")))
        // From JSON.
        let condition = RouteCondition(equals: [(PayloadPath(keys: ["v"]), .integer(1))])
        for (json, holds) in [
            (#"{"v": 1}"#, true), (#"{"v": 1.0}"#, true), (#"{"v": true}"#, false), (#"{"v": "1"}"#, false),
        ] {
            let result = try? JSONReader().withEntries(of: Data(json.utf8)) { entries throws(PushDecodingError) in
                condition.holds(in: entries)
            }
            #expect(result == holds, "\(json)")
        }
    }

    @Test func equalsNamesIgnoredRoutesToo() {
        #expect(select(["ping": true]) == .success(.ignored("heartbeat", .when)))
        #expect(select(["ping": 1]) == .success(.route(4, .fallback)))
        #expect(select(["ping": "true"]) == .success(.route(4, .fallback)))
        #expect(select(json: #"{"ping": true}"#) == .success(.ignored("heartbeat", .when)))
    }

    // MARK: Fallback, ignored, unrouted

    @Test func theFallbackTakesWhatNothingElseSelects() {
        #expect(select([:]) == .success(.route(4, .fallback)))
        #expect(select(["type": "nope"]) == .success(.route(4, .fallback)))
        #expect(select(["type": "other"]) == .success(.route(4, .value("other"))), "it has a key of its own")
    }

    @Test func ignoredRoutesAreSelectedLikeAnyOther() {
        #expect(select(["type": "silent"]) == .success(.ignored("silent", .value("silent"))))
        #expect(select(["type": "hush"]) == .success(.ignored("silent", .alias("hush"))))
        #expect(select(["ping": true]) == .success(.ignored("heartbeat", .when)))
        let ignoringFallback = Self.selector(fallback: 5)
        #expect(select(["type": "nope"], ignoringFallback) == .success(.ignored("silent", .fallback)))
        #expect(select([:], ignoringFallback) == .success(.ignored("silent", .fallback)))
    }

    @Test func aPayloadWithoutDiscriminatorIsMissingItOrUnrouted() {
        #expect(
            select(["text": NSNull()], Self.valuesOnly)
                == .failure(PushDecodingError(path: PayloadPath(keys: ["type"]), reason: .missingDiscriminator)),
            "at the first discriminator path")
        let ignoring = Self.selector(unroutedIsIgnored: true)
        #expect(select([:], ignoring) == .success(.unrouted))
        #expect(select(["type": NSNull(), "meta": [:] as PayloadObject], ignoring) == .success(.unrouted))
        // A payload with a discriminator value is unknown, whatever `unrouted` says.
        #expect(error(select(["type": "nope"], ignoring))?.reason == .unknownRoute("nope"))
        // Type errors stay errors.
        #expect(error(select(["type": true], ignoring))?.reason == wrongDiscriminator(found: "a boolean"))
    }

    @Test func aTableWithoutDiscriminatorsHasNoRouteAtTheRoot() {
        let none = Self.selector(discriminators: [], conditions: Self.conditions)
        #expect(select(["text": "t"], none) == .success(.route(3, .when)))
        #expect(select(["type": "chat"], none) == .failure(PushDecodingError(reason: .noRoute)))
        #expect(error(select([:], none))?.path.components == [])
        let ignoring = Self.selector(discriminators: [], unroutedIsIgnored: true)
        #expect(select(["type": "chat"], ignoring) == .success(.unrouted))
    }

    @Test func routeIndexThrowsWhatGeneratedDecodersThrow() throws {
        #expect(try RouteSelection<Int>.route(2, .when).route() == 2)
        do {
            _ = try RouteSelection<Int>.ignored("silent", .value("silent")).route()
            Issue.record("no error")
        } catch {
            #expect(error.reason == .ignored("silent"))
            #expect(!error.isFailure)
            #expect(error.description == #"the push selects route "silent", which the table ignores"#)
        }
        do {
            _ = try RouteSelection<Int>.unrouted.route()
            Issue.record("no error")
        } catch {
            #expect(error.reason == .unrouted)
            #expect(!error.isFailure)
        }
        #expect(PushDecodingError(reason: .noRoute).isFailure)
        #expect(PushDecodingError(reason: .unknownRoute("x")).isFailure)
        #expect(PushDecodingError(reason: .null).isFailure)
        #expect(PushDecodingError(reason: .noRoute).description == "nothing in the payload selects a route")
    }

    // MARK: Hostile input

    @Test func nothingTraps() {
        let odd: [Any] = [
            NSNull(), Optional<Any>.none as Any, Date(), NSObject(), Data([1]), [NSNull()], Float.nan, UInt64.max,
            Double.infinity, -0.0, "", [1: "chat"] as [AnyHashable: Any], [AnyHashable(1): NSNull()],
        ]
        for value in odd {
            for payload: PayloadObject in [
                ["type": value], ["meta": value], ["meta": ["kind": value]], ["image": value],
                ["image": ["url": value]],
                ["ping": value], [AnyHashable(1): value, "type": "chat"], [AnyHashable(true): value],
            ] {
                _ = select(payload)
                _ = select(payload, Self.selector(unroutedIsIgnored: true))
                _ = select(payload, Self.selector(discriminators: []))
            }
        }
        #expect(select([AnyHashable(1): "chat", "type": "photo"]) == .success(.route(2, .value("photo"))))
    }

    @Test func oddPathsHoldNothing() {
        let odd = Self.selector(discriminators: [
            PayloadPath(), PayloadPath([.index(0)]), PayloadPath([.key("a"), .index(0)]),
        ])
        #expect(
            select(["a": ["0": "chat"]], odd)
                == .failure(PushDecodingError(path: PayloadPath(), reason: .missingDiscriminator)))
        #expect(!RouteCondition(present: [PayloadPath()]).holds(in: ["": 1]))
        // An index is an element step (docs/language.md §5.1): the key "0" is no element.
        #expect(!RouteCondition(present: [PayloadPath([.key("a"), .index(0)])]).holds(in: ["a": ["0": 1]]))
        #expect(RouteCondition(present: [PayloadPath([.key("a"), .index(0)])]).holds(in: ["a": [1]]))
    }

    /// A selector over indices (what `routegen explain` builds) whose target is out of range
    /// selects nothing there, never traps: the value names no route, and there is no fallback.
    @Test func aTargetOutOfRangeSelectsNothingNotATrap() {
        let broken = RouteSelector<Int>(
            discriminators: Self.discriminators, routeKeys: ["a"], lookup: StringLookup([("a", 7)]), fallback: -1)
        #expect(error(select(["type": "a"], broken))?.reason == .unknownRoute("a"))
        #expect(error(select([:], broken))?.reason == .missingDiscriminator)
    }

    @Test func jsonKeepsTheLastOfADuplicateKey() {
        #expect(select(json: #"{"type": "nope", "type": "chat"}"#) == .success(.route(0, .value("chat"))))
        #expect(select(json: #"{"type": "chat", "type": null, "text": "t"}"#) == .success(.route(3, .when)))
    }
}
