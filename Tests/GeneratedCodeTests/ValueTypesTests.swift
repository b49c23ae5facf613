import Foundation
import PushRoutesKitchenSinkFixture
import PushRouting
import Testing

/// Unions, maps, open enums and Apple's `aps` (docs/language.md §3.7–§3.10) through the
/// kitchen-sink table's generated decoder, from payload dictionaries and from JSON; every
/// decode is checked against the interpreter behind `routegen explain` (`kitchenSinkDecode`).
@Suite struct ValueTypesTests {
    /// The push of `kind` decoded from a payload dictionary with `values`.
    private func decode(_ kind: String, _ values: PayloadObject) throws -> PushRoutesKitchenSinkFixture.PushRoute {
        var payload: PayloadObject = ["meta": ["kind": kind]]
        for (key, value) in values { payload[key] = value }
        return try kitchenSinkDecode(payload)
    }

    /// The push of `kind` decoded from JSON whose members besides the discriminator are `json`.
    private func decode(_ kind: String, json: String) throws -> PushRoutesKitchenSinkFixture.PushRoute {
        try kitchenSinkDecode(json: Data(#"{"meta": {"kind": "\#(kind)"}, \#(json)}"#.utf8))
    }

    private func error(_ kind: String, _ values: PayloadObject) -> (path: String, reason: PushDecodingError.Reason)? {
        decodingError { try decode(kind, values) }.map { ($0.path.description, $0.reason) }
    }

    private func unions(_ values: PayloadObject) throws -> UnionsPush {
        guard case .unions(let push) = try decode("unions", ["id": 1].merging(values) { $1 }) else {
            throw CancellationError()
        }
        return push
    }

    private func unionsError(_ values: PayloadObject) -> (path: String, reason: PushDecodingError.Reason)? {
        error("unions", ["id": 1].merging(values) { $1 })
    }

    // MARK: Unions

    @Test func theValueKindChoosesTheMember() throws {
        #expect(try unions(["id": 12]).id == .int(12))
        #expect(try unions(["id": 12.0]).id == .int(12), "a whole number is an int")
        #expect(try unions(["id": "12"]).id == .string("12"), "a string stays a string: no coercion in a union")
        #expect(try unions(["ringtone": "default"]).ringtone == .string("default"))
        #expect(try unions(["ringtone": ["name": "bell"]]).ringtone == .sound(Sound(name: "bell")))
        #expect(try unions(["value": true]).value == .bool(true))
        #expect(try unions(["value": 0.5]).value == .double(0.5))
        #expect(try unions(["value": ["a", "b"]]).value == .array(["a", "b"]))
        #expect(try unions(["value": "high"]).value == .level(.high))
        #expect(try unions(["ids": [1, "two", 3]]).ids == [.int(1), .string("two"), .int(3)])
        #expect(try unions(["shape": ["a": 1]]).shape == .map(["a": 1]))
        #expect(try unions(["shape": "round"]).shape == .string("round"))
        #expect(try unions(["tree": false]).tree == .bool(false))
        #expect(try unions(["tree": ["name": "root"]]).tree == .node(Node(name: "root")))
        #expect(try unions([:]).ringtone == nil, "an optional union may be missing")
    }

    @Test func aDateInAUnionTakesOnlyItsStringForm() throws {
        #expect(try unions(["at": "2024-05-01T12:00:00Z"]).at == .date(Date(timeIntervalSince1970: 1_714_564_800)))
        #expect(try unions(["at": 1_714_564_800]).at == .int(1_714_564_800), "a number is the int member")
        #expect(unionsError(["at": 1.5])! == ("at", .notAnInteger("1.5")))
        #expect(unionsError(["at": "yesterday"])! == ("at", .invalidDate("yesterday")))
    }

    @Test func aValueOfNoMembersKindIsAWrongType() {
        #expect(unionsError(["id": true])! == ("id", .wrongType(expected: "an int or a string", found: "a boolean")))
        #expect(unionsError(["id": [1]])! == ("id", .wrongType(expected: "an int or a string", found: "an array")))
        #expect(unionsError(["id": NSNull()])! == ("id", .null))
        #expect(
            unionsError(["value": ["a": 1]])! == (
                "value", .wrongType(expected: "a boolean, a number, an array or a string", found: "an object")
            ))
        #expect(
            unionsError(["ringtone": 3])! == (
                "ringtone", .wrongType(expected: "a string or an object", found: "a number")
            ))
    }

    @Test func errorsInsideAMemberKeepTheirPath() {
        #expect(unionsError(["id": 1.5])! == ("id", .notAnInteger("1.5")))
        #expect(
            unionsError(["ringtone": ["name": "bell", "volume": 2]])! == (
                "ringtone.volume", .constraint(.aboveMaximum(NumberBound(Int64(1))))
            ))
        #expect(unionsError(["value": "loud"])! == ("value", .notInEnum("loud", allowed: ["low", "mid", "high"])))
        #expect(unionsError(["value": ["a", 1]])! == ("value[1]", .wrongType(expected: "a string", found: "a number")))
        #expect(unionsError(["ids": [1, NSNull()]])! == ("ids[1]", .nullElement))
        #expect(unionsError(["ids": [1, 2, 3, 4]])! == ("ids", .constraint(.tooManyItems(maxItems: 3))))
        // A union's members are read without coercion, the table's coerce: strings notwithstanding.
        #expect(unionsError(["shape": ["a": "1"]])! == ("shape.a", .wrongType(expected: "an int", found: "a string")))
    }

    @Test func unionsFromJSON() throws {
        let route = try decode(
            "unions",
            json:
                #""id": "a-1", "ringtone": {"name": "bell", "volume": 0.5}, "ids": [7, "x"], "at": 3, "shape": {"n": 2}"#
        )
        guard case .unions(let push) = route else { throw CancellationError() }
        #expect(push.id == .string("a-1"))
        #expect(push.ringtone == .sound(Sound(name: "bell", volume: 0.5)))
        #expect(push.ids == [.int(7), .string("x")])
        #expect(push.at == .int(3))
        #expect(push.shape == .map(["n": 2]))
        #expect(try kitchenSinkDecode(route.encodedPayload()) == route)
    }

    // MARK: Maps

    private func maps(_ values: PayloadObject) throws -> MapsPush {
        guard case .maps(let push) = try decode("maps", ["scores": ["a": 1]].merging(values) { $1 }) else {
            throw CancellationError()
        }
        return push
    }

    private func mapsError(_ values: PayloadObject) -> (path: String, reason: PushDecodingError.Reason)? {
        error("maps", ["scores": ["a": 1]].merging(values) { $1 })
    }

    @Test func mapsTakeAnyStringKeys() throws {
        #expect(try maps(["scores": ["a": 1, "b": "2", "c d.e": 3]]).scores == ["a": 1, "b": 2, "c d.e": 3])
        #expect(try maps(["labels": ["x": "short"]]).labels == ["x": "short"])
        #expect(try maps(["labels": [:]]).labels == [:])
        #expect(
            try maps(["prices": ["eu": [["amount": 1, "currency": "EUR"]]]]).prices == [
                "eu": [Money(amount: 1, currency: .eur)]
            ])
        #expect(try maps(["modes": ["a": "fast", "b": "warp"]]).modes == ["a": .fast, "b": .other("warp")])
        #expect(try maps(["flags": [["on": true], [:]]]).flags == [["on": true], [:]])
        #expect(try maps(["mixed": ["n": 1, "s": "x"]]).mixed == ["n": .int(1), "s": .string("x")])
        // Keys that are not strings are left out, as everywhere in payloads.
        #expect(try maps(["scores": [AnyHashable("a"): 1, AnyHashable(2): 2]]).scores == ["a": 1])
    }

    @Test func mapsCountTheirEntriesAndCheckEachValue() {
        #expect(mapsError(["scores": [:]])! == ("scores", .constraint(.tooFewItems(minItems: 1))))
        #expect(
            mapsError(["scores": ["a": 1, "b": 2, "c": 3, "d": 4]])! == (
                "scores", .constraint(.tooManyItems(maxItems: 3))
            ))
        #expect(
            mapsError(["scores": ["a": 1, "b": -1]])! == ("scores.b", .constraint(.belowMinimum(NumberBound(Int64(0)))))
        )
        #expect(mapsError(["scores": ["a": NSNull()]])! == ("scores.a", .nullElement))
        #expect(mapsError(["scores": [1, 2]])! == ("scores", .wrongType(expected: "an object", found: "an array")))
        #expect(
            mapsError(["labels": ["x": "far too long"]])! == ("labels.x", .constraint(.tooLong(maxLength: 10))))
        #expect(
            mapsError(["prices": ["eu": [["amount": -1, "currency": "EUR"]]]])!.path == "prices.eu[0].amount")
        #expect(
            mapsError(["flags": [["on": "maybe"]]])! == (
                "flags[0].on", .notCoercible(expected: "a boolean", text: "maybe")
            ))
        #expect(
            mapsError(["mixed": ["n": true]])! == (
                "mixed.n", .wrongType(expected: "an int or a string", found: "a boolean")
            ))
    }

    @Test func theFirstBadEntryIsTheFirstKeyInCodePointOrder() {
        // However the dictionary orders its keys, the error is at the first bad key by code point.
        for _ in 0..<20 {
            let scores: PayloadObject = ["é": -3, "b": -2, "a": -1]
            #expect(mapsError(["scores": scores])?.path == "scores.a")
        }
    }

    @Test func mapsFromJSON() throws {
        let route = try decode("maps", json: #""scores": {"x": 1, "y": "2"}, "mixed": {"k": "v", "n": 3}"#)
        guard case .maps(let push) = route else { throw CancellationError() }
        #expect(push.scores == ["x": 1, "y": 2])
        #expect(push.mixed == ["k": .string("v"), "n": .int(3)])
        #expect(try kitchenSinkDecode(json: route.encodedJSON()) == route)
        let bad = decodingError { try decode("maps", json: #""scores": {"x": 1, "y": null}"#) }
        #expect(bad?.path.description == "scores.y")
        #expect(bad?.reason == .nullElement)
    }

    // MARK: Open enums

    private func openEnums(_ values: PayloadObject) throws -> OpenEnumsPush {
        guard case .openEnums(let push) = try decode("open_enums", ["mode": "fast"].merging(values) { $1 }) else {
            throw CancellationError()
        }
        return push
    }

    @Test func anOpenEnumKeepsOtherStrings() throws {
        #expect(try openEnums([:]).mode == .fast)
        #expect(try openEnums(["mode": "naïve"]).mode == .naïve)
        #expect(try openEnums(["mode": "nai\u{308}ve"]).mode == .other("nai\u{308}ve"), "code point by code point")
        #expect(try openEnums(["mode": "turbo"]).mode == .other("turbo"))
        #expect(try openEnums(["mode": ""]).mode == .other(""))
        #expect(try openEnums(["tone": "hot"]).tone == .other("hot"))
        #expect(try openEnums([:]).tone == .warm, "the default")
        #expect(try openEnums([:]).spare == .other("turbo"), "a default that is none of the values")
        #expect(try openEnums(["tones": ["up", "sideways"]]).tones == [.up, .other("sideways")])
        #expect(Mode(rawValue: "slow") == .slow)
        #expect(Mode.other("x").rawValue == "x")
        #expect(OpenEnumsPush.Tone(rawValue: "cold") == .cold)
    }

    @Test func anOpenEnumStillTakesOnlyStrings() {
        #expect(
            error("open_enums", ["mode": 3])! == ("mode", .wrongType(expected: "a string", found: "a number")))
        #expect(error("open_enums", [:])! == ("mode", .missing))
        #expect(
            error("open_enums", ["mode": "fast", "tones": ["up", 1]])! == (
                "tones[1]", .wrongType(expected: "a string", found: "a number")
            ))
    }

    @Test func openEnumsRoundTrip() throws {
        let push = OpenEnumsPush(mode: .other("warp"), tone: .other("hot"), tones: [.down, .other("left")])
        let route = PushRoutesKitchenSinkFixture.PushRoute.openEnums(push)
        #expect(try kitchenSinkDecode(route.encodedPayload()) == route)
        #expect(try kitchenSinkDecode(json: route.encodedJSON()) == route)
        let payload = route.encodedPayload()
        #expect(payload["mode"] as? String == "warp")
        #expect(payload["spare"] as? String == "turbo")
    }

    // MARK: Apple's aps

    /// The `aps` of the `apple` route decoded from `json`, the payload's members besides the
    /// discriminator: through JSON and through the dictionary JSON makes.
    private func apple(_ json: String) throws -> ApplePush {
        let route = try decode("apple", json: json)
        guard case .apple(let push) = route else { throw CancellationError() }
        let dictionary = payload(#"{"meta": {"kind": "apple"}, \#(json)}"#)
        #expect(try kitchenSinkDecode(dictionary) == route)
        #expect(try kitchenSinkDecode(route.encodedPayload()) == route, "round trip")
        return push
    }

    @Test func applesAlertExamples() throws {
        // A plain alert and sound.
        #expect(
            try apple(#""aps": {"alert": "Hello, world!", "sound": "default"}"#).aps
                == APS(alert: .string("Hello, world!"), sound: .string("default")))
        // An alert dictionary with a category, and a custom key beside aps.
        #expect(
            try apple(
                #""aps": {"alert": {"title": "Game Request", "subtitle": "Five Card Draw", "body": "Bob wants to play poker"}, "category": "GAME_INVITATION"}, "note": "12345678""#
            )
                == ApplePush(
                    aps: APS(
                        alert: .apsAlert(
                            APSAlert(title: "Game Request", subtitle: "Five Card Draw", body: "Bob wants to play poker")
                        ),
                        category: "GAME_INVITATION"), note: "12345678"))
        // A localized alert.
        #expect(
            try apple(#""aps": {"alert": {"loc-key": "GAME_PLAY_REQUEST_FORMAT", "loc-args": ["Shelly", "Rick"]}}"#).aps
                == APS(alert: .apsAlert(APSAlert(locKey: "GAME_PLAY_REQUEST_FORMAT", locArgs: ["Shelly", "Rick"]))))
        // A badge and a sound file.
        #expect(
            try apple(#""aps": {"badge": 9, "sound": "bingbong.aiff"}"#).aps
                == APS(badge: 9, sound: .string("bingbong.aiff")))
        // A critical alert's sound.
        #expect(
            try apple(#""aps": {"sound": {"critical": 1, "name": "critical-alert-sound.wav", "volume": 1.0}}"#).aps
                == APS(sound: .apsSound(APSSound(critical: true, name: "critical-alert-sound.wav", volume: 1))))
        // A time-sensitive alert, and a level Apple may add later.
        #expect(
            try apple(#""aps": {"alert": "Your ride is here", "interruption-level": "time-sensitive"}"#).aps
                .interruptionLevel == .timeSensitive)
        #expect(
            try apple(#""aps": {"interruption-level": "urgent"}"#).aps.interruptionLevel == .other("urgent"))
    }

    @Test func applesBackgroundAndServiceExtensionExamples() throws {
        // A background update: content-available 1, custom keys beside aps.
        #expect(
            try apple(#""aps": {"content-available": 1}, "acme1": "bar", "acme2": 42"#).aps
                == APS(contentAvailable: true))
        // A notification service extension decrypts the content.
        #expect(
            try apple(
                #""aps": {"category": "SECRET", "mutable-content": 1, "alert": {"title": "Secret Message!", "body": "(Encrypted)"}}"#
            ).aps
                == APS(
                    alert: .apsAlert(APSAlert(title: "Secret Message!", body: "(Encrypted)")), category: "SECRET",
                    mutableContent: true))
        #expect(try apple(#""aps": {"content-available": true, "mutable-content": 0}"#).aps.mutableContent == false)
    }

    @Test func applesLiveActivityExamples() throws {
        let update = try apple(
            #""aps": {"timestamp": 1685952000, "event": "update", "content-state": {"progress": 0.94, "eta": 12}, "alert": {"title": "Delivery update", "body": "Your order is nearly there"}, "relevance-score": 0.5, "stale-date": 1685955600}"#
        )
        #expect(update.aps.timestamp == 1_685_952_000)
        #expect(update.aps.event == "update")
        #expect(update.aps.relevanceScore == 0.5)
        #expect(update.aps.staleDate == 1_685_955_600)
        #expect(update.state == LiveState(progress: 0.94, eta: 12), "content-state is the app's own")
        let end = try apple(
            #""aps": {"timestamp": 1685952000, "event": "end", "dismissal-date": 1685959200, "content-state": {"progress": 1}}"#
        )
        #expect(end.aps == APS(timestamp: 1_685_952_000, dismissalDate: 1_685_959_200, event: "end"))
        let start = try apple(
            #""aps": {"timestamp": 1685952000, "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderID": "A1"}, "content-state": {"progress": 0}, "target-content-id": "order-A1", "thread-id": "orders", "filter-criteria": "work"}"#
        )
        #expect(start.aps.attributesType == "DeliveryAttributes")
        #expect(start.aps.targetContentID == "order-A1")
        #expect(start.aps.threadID == "orders")
        #expect(start.aps.filterCriteria == "work")
    }

    @Test func apsErrorsAreAtTheirKey() {
        #expect(
            error("apple", ["aps": ["badge": "3"]])! == (
                "aps.badge", .wrongType(expected: "an int", found: "a string")
            ), "APS's members are not coerced")
        #expect(
            error("apple", ["aps": ["content-available": 2]])! == (
                "aps.content-available", .wrongType(expected: "true, false, 0 or 1", found: "the number 2")
            ))
        #expect(
            error("apple", ["aps": ["alert": 3]])! == (
                "aps.alert", .wrongType(expected: "a string or an object", found: "a number")
            ))
        #expect(
            error("apple", ["aps": ["sound": ["volume": 1.5]]])! == (
                "aps.sound.volume", .constraint(.aboveMaximum(NumberBound(Int64(1))))
            ))
        #expect(
            error("apple", ["aps": ["alert": ["loc-args": ["a", 1]]]])! == (
                "aps.alert.loc-args[1]", .wrongType(expected: "a string", found: "a number")
            ))
        #expect(error("apple", ["aps": "hello"])! == ("aps", .wrongType(expected: "an object", found: "a string")))
        #expect(error("apple", [:])! == ("aps", .missing))
        #expect(
            error("apple", ["aps": ["content-state": ["progress": 2]]])! == (
                "aps.content-state.progress", .constraint(.aboveMaximum(NumberBound(Int64(1))))
            ))
    }

    @Test func apsIsWrittenAsAppleWritesIt() throws {
        let push = ApplePush(
            aps: APS(
                alert: .string("Hi"), badge: 2, sound: .apsSound(APSSound(critical: true, volume: 0.5)),
                contentAvailable: true, mutableContent: false, interruptionLevel: .critical),
            state: LiveState(progress: 0.5))
        let route = PushRoutesKitchenSinkFixture.PushRoute.apple(push)
        let aps = try #require(route.encodedPayload()["aps"] as? PayloadObject)
        #expect(aps["content-available"] as? Int == 1)
        #expect(aps["mutable-content"] as? Int == 0)
        #expect(aps["interruption-level"] as? String == "critical")
        #expect((aps["sound"] as? PayloadObject)?["critical"] as? Int == 1)
        #expect((aps["content-state"] as? PayloadObject)?["progress"] as? Double == 0.5, "beside Apple's keys")
        #expect(try kitchenSinkDecode(route.encodedPayload()) == route)
        #expect(try kitchenSinkDecode(json: route.encodedJSON()) == route)
    }
}
