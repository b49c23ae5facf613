import Foundation
@_spi(Generated) import PushRouting
import Testing

/// Apple's `aps` dictionary as the runtime reads and writes it (docs/language.md §3.10):
/// Apple's documented payloads, flags as booleans or 0 and 1, the open interruption level,
/// errors at their keys, and decode(encode(x)) == x.
@Suite struct APSTests {
    private func aps(_ json: String) throws -> APS {
        let object = try JSONReader().object(from: Data(json.utf8))
        return try Read.object(APS.self).read(object)
    }

    private func failure(_ json: String) -> PushDecodingError? {
        do {
            _ = try aps(json)
            return nil
        } catch {
            return error as? PushDecodingError
        }
    }

    @Test func applesDocumentedPayloads() throws {
        #expect(try aps(#"{"alert": "Hello, world!"}"#) == APS(alert: .string("Hello, world!")))
        #expect(
            try aps(#"{"alert": {"title": "Game Request", "subtitle": "Five Card Draw", "body": "Bob wants to play"}}"#)
                == APS(
                    alert: .apsAlert(
                        APSAlert(title: "Game Request", subtitle: "Five Card Draw", body: "Bob wants to play"))))
        #expect(
            try aps(
                #"{"alert": {"title-loc-key": "T", "title-loc-args": ["a"], "subtitle-loc-key": "S", "subtitle-loc-args": [], "loc-key": "GAME_PLAY_REQUEST_FORMAT", "loc-args": ["Shelly", "Rick"], "launch-image": "x.png"}}"#
            )
                == APS(
                    alert: .apsAlert(
                        APSAlert(
                            launchImage: "x.png", titleLocKey: "T", titleLocArgs: ["a"], subtitleLocKey: "S",
                            subtitleLocArgs: [], locKey: "GAME_PLAY_REQUEST_FORMAT", locArgs: ["Shelly", "Rick"]))))
        #expect(try aps(#"{"badge": 9, "sound": "bingbong.aiff"}"#) == APS(badge: 9, sound: .string("bingbong.aiff")))
        #expect(try aps(#"{"badge": 0}"#).badge == 0)
        #expect(
            try aps(#"{"sound": {"critical": 1, "name": "critical-alert-sound.wav", "volume": 1.0}}"#)
                == APS(sound: .apsSound(APSSound(critical: true, name: "critical-alert-sound.wav", volume: 1))))
        #expect(try aps(#"{"content-available": 1}"#) == APS(contentAvailable: true))
        #expect(
            try aps(
                #"{"category": "SECRET", "mutable-content": 1, "alert": {"title": "Secret", "body": "(Encrypted)"}}"#)
                == APS(
                    alert: .apsAlert(APSAlert(title: "Secret", body: "(Encrypted)")), category: "SECRET",
                    mutableContent: true))
        #expect(
            try aps(
                #"{"thread-id": "chat-1", "target-content-id": "w1", "relevance-score": 0.75, "filter-criteria": "f"}"#)
                == APS(threadID: "chat-1", targetContentID: "w1", relevanceScore: 0.75, filterCriteria: "f"))
        #expect(
            try aps(
                #"{"timestamp": 1685952000, "event": "update", "content-state": {"x": 1}, "stale-date": 1685955600, "dismissal-date": 1685959200, "attributes-type": "A", "attributes": {"y": 2}}"#
            )
                == APS(
                    timestamp: 1_685_952_000, staleDate: 1_685_955_600, dismissalDate: 1_685_959_200, event: "update",
                    attributesType: "A"))
        #expect(try aps("{}") == APS(), "every member is optional")
        #expect(try aps(#"{"badge": null, "unknown": [1, 2]}"#) == APS(), "null is missing; other keys are ignored")
    }

    @Test func flagsAreBooleansOrZeroAndOne() throws {
        #expect(try aps(#"{"content-available": true}"#).contentAvailable == true)
        #expect(try aps(#"{"content-available": 0}"#).contentAvailable == false)
        #expect(try aps(#"{"mutable-content": 1.0}"#).mutableContent == true, "1.0 is the number 1")
        #expect(try Read.object(APS.self).read(["content-available": NSNumber(value: 1)]).contentAvailable == true)
        #expect(try Read.object(APS.self).read(["content-available": NSNumber(value: false)]).contentAvailable == false)
        #expect(
            failure(#"{"content-available": 2}"#)?.reason
                == .wrongType(expected: "true, false, 0 or 1", found: "the number 2"))
        #expect(
            failure(#"{"mutable-content": "1"}"#)?.reason
                == .wrongType(expected: "true, false, 0 or 1", found: "a string"))
        #expect(failure(#"{"sound": {"critical": 0.5}}"#)?.path.description == "sound.critical")
    }

    @Test func theInterruptionLevelIsOpen() throws {
        #expect(try aps(#"{"interruption-level": "passive"}"#).interruptionLevel == .passive)
        #expect(try aps(#"{"interruption-level": "active"}"#).interruptionLevel == .active)
        #expect(try aps(#"{"interruption-level": "time-sensitive"}"#).interruptionLevel == .timeSensitive)
        #expect(try aps(#"{"interruption-level": "critical"}"#).interruptionLevel == .critical)
        #expect(try aps(#"{"interruption-level": "someday"}"#).interruptionLevel == .other("someday"))
        #expect(APS.InterruptionLevel(rawValue: "time-sensitive").rawValue == "time-sensitive")
        #expect(APS.InterruptionLevel.other("x").rawValue == "x")
        #expect(failure(#"{"interruption-level": 1}"#)?.reason == .wrongType(expected: "a string", found: "a number"))
    }

    @Test func errorsAreAtTheirKeys() {
        let cases: [(String, String)] = [
            (#"{"alert": 3}"#, "alert"), (#"{"alert": {"title": 3}}"#, "alert.title"),
            (#"{"alert": {"loc-args": ["a", null]}}"#, "alert.loc-args[1]"), (#"{"badge": 1.5}"#, "badge"),
            (#"{"badge": "3"}"#, "badge"), (#"{"sound": []}"#, "sound"),
            (#"{"sound": {"volume": 1.01}}"#, "sound.volume"),
            (#"{"sound": {"name": false}}"#, "sound.name"), (#"{"relevance-score": "high"}"#, "relevance-score"),
            (#"{"timestamp": "now"}"#, "timestamp"), (#"{"event": 1}"#, "event"),
        ]
        for (json, path) in cases {
            #expect(failure(json)?.path.description == path, "\(json)")
        }
        #expect(failure(#"{"alert": 3}"#)?.reason == .wrongType(expected: "a string or an object", found: "a number"))
        #expect(failure(#"{"sound": {"volume": -0.1}}"#)?.reason == .constraint(.belowMinimum(NumberBound(Int64(0)))))
        #expect((try? Read.object(APS.self).read("aps")) == nil, "aps is a dictionary")
    }

    @Test func encodingWritesApplesFormAndDecodesBack() throws {
        let value = APS(
            alert: .apsAlert(APSAlert(title: "T", body: "B", locArgs: ["x"])), badge: 3,
            sound: .apsSound(APSSound(critical: false, name: "n", volume: 0.25)), threadID: "t", category: "c",
            contentAvailable: true, mutableContent: false, targetContentID: "w", interruptionLevel: .other("later"),
            relevanceScore: 0.5, filterCriteria: "f", timestamp: 1, staleDate: 2, dismissalDate: 3, event: "end",
            attributesType: "A")
        let payload = Encode.object(value)
        #expect(payload["content-available"] as? Int == 1)
        #expect(payload["mutable-content"] as? Int == 0)
        #expect((payload["sound"] as? PayloadObject)?["critical"] as? Int == 0)
        #expect(payload["interruption-level"] as? String == "later")
        #expect(payload["thread-id"] as? String == "t")
        #expect(try Read.object(APS.self).read(payload) == value)
        let json = try #require(JSONWriter.data(payload))
        #expect(try Read.object(APS.self).read(try JSONReader().object(from: json)) == value)
        #expect(Encode.object(APS()).isEmpty)
        #expect(APS.Alert.string("s").payloadValue as? String == "s")
        #expect(APS.Sound.apsSound(APSSound(name: "n")).payloadValue as? PayloadObject != nil)
    }

    @Test func theKeysAppleDefines() {
        #expect(APS.memberKeys.count == 16)
        #expect(APSAlert.memberKeys.count == 10)
        #expect(APSSound.memberKeys == ["critical", "name", "volume"])
        #expect(APS.appKeys == ["content-state", "attributes"])
        #expect(Set(APS.memberKeys).isDisjoint(with: APS.appKeys))
    }
}

/// Maps and flags, the converters of docs/language.md §3.7–§3.10.
@Suite struct MapDecodeTests {
    @Test func mapsReadEveryValueInKeyOrder() throws {
        let reader = Read.map(of: Read.int(), rules: ArrayRules(minItems: 1, maxItems: 3))
        #expect(try reader.read(["a": 1, "b": 2.0]) == ["a": 1, "b": 2])
        #expect(
            try reader.read([AnyHashable("a"): 1, AnyHashable(7): "x"]) == ["a": 1], "non-string keys are left out")
        func failure(_ value: Any) -> PushDecodingError? {
            do {
                _ = try reader.read(value)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure([String: Int]())?.reason == .constraint(.tooFewItems(minItems: 1)))
        #expect(failure(["a": 1, "b": 2, "c": 3, "d": 4])?.reason == .constraint(.tooManyItems(maxItems: 3)))
        #expect(failure(["b": "x", "a": true])?.path.description == "a", "the first key by code point")
        #expect(failure(["a": NSNull()])?.reason == .nullElement)
        #expect(failure([1, 2])?.reason == .wrongType(expected: "an object", found: "an array"))
        let error = PushDecodingError(path: PayloadPath([.key("e\u{301}")]), reason: .equivalentKeys("é", "e\u{301}"))
        #expect(error.description.contains("same Swift string"))
    }

    @Test func mapsAreEncodedAsDictionaries() {
        let object = Encode.map(["a": URL(string: "https://example.com")!]) { Encode.url($0) }
        #expect(object["a"] as? String == "https://example.com")
        #expect(Encode.map(["n": 1])["n"] as? Int == 1)
    }

    @Test func flags() throws {
        #expect(try Decode.flag(true) == true)
        #expect(try Decode.flag(0) == false)
        #expect(try Decode.flag(1) == true)
        #expect(throws: PushDecodingError.self) { try Decode.flag(-1) }
        #expect(throws: PushDecodingError.self) { try Decode.flag("true") }
    }

    @Test func aDictionarySetOverAnotherIsMerged() {
        var builder = PayloadBuilder()
        builder.set(["x": 1] as PayloadObject, at: ["aps", "content-state"])
        builder.set(["badge": 2] as PayloadObject, at: ["aps"])
        let aps = builder.object["aps"] as? PayloadObject
        #expect(aps?["badge"] as? Int == 2)
        #expect((aps?["content-state"] as? PayloadObject)?["x"] as? Int == 1)
    }
}
