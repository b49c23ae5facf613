import Foundation
import PushRoutesKitchenSinkFixture
import PushRoutesReadingFixture
import PushRoutesSelectionFixture
@_spi(Generated) import PushRouting
import Testing

/// G5 through generated code, each checked against the interpreter behind `routegen explain`
/// and decoded from dictionaries and JSON alike: the `json` type (docs/language.md §3.11) in
/// the KitchenSink fixture, ntfy's data message in ReadingRoutes (a JSON array in a string,
/// §5.3; a lenient value with a default, §5.4; the rest of the payload, §5.5) and OneSignal's
/// push in SelectionRoutes (its custom data: every key nothing else reads).
@Suite struct AnyJSONTests {
    // MARK: json (KitchenSink)

    /// A valid `any_json` payload with `changes` applied.
    private func anyJSON(_ changes: PayloadObject = [:]) -> PayloadObject {
        var payload: PayloadObject = ["meta": ["kind": "any_json"], "value": 1]
        for (key, value) in changes { payload[key] = value }
        return payload
    }

    private func anyJSONPush(
        _ changes: PayloadObject = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> AnyJsonPush {
        let payload = anyJSON(changes)
        guard case .anyJson(let push) = try kitchenSinkDecode(payload, sourceLocation: sourceLocation) else {
            throw CancellationError()
        }
        // From JSON bytes too, and back from its own encoding.
        let json = try #require(JSONWriter.data(payload))
        #expect(try kitchenSinkDecode(json: json, sourceLocation: sourceLocation) == .anyJson(push))
        #expect(
            try PushRoutesKitchenSinkFixture.PushRoute.decode(
                json: PushRoutesKitchenSinkFixture.PushRoute.anyJson(push).encodedJSON()) == .anyJson(push))
        return push
    }

    private func anyJSONFailure(_ changes: PayloadObject) -> (path: String, reason: PushDecodingError.Reason)? {
        decodingError { try kitchenSinkDecode(anyJSON(changes)) }.map { ($0.path.description, $0.reason) }
    }

    @Test func aJSONValueKeepsWhateverIsThere() throws {
        #expect(
            try anyJSONPush(["value": ["a": [1, NSNull(), "x"] as [Any]] as PayloadObject]).value == [
                "a": [1, .null, "x"]
            ])
        #expect(try anyJSONPush(["value": 1.5]).value == 1.5)
        #expect(try anyJSONPush(["value": true]).value == true)
        // The table's coerce: strings does nothing to json: a string stays a string.
        #expect(try anyJSONPush(["value": "12"]).value == "12")
        // Null where the param is read is missing, as for every type (docs/language.md §3.3).
        #expect(anyJSONFailure(["value": NSNull()])! == ("value", .null))
        var absent = anyJSON()
        absent["value"] = nil
        #expect(decodingError { try kitchenSinkDecode(absent) }?.reason == .missing)
        #expect(try anyJSONPush(["maybe": NSNull()]).maybe == nil)
        #expect(try anyJSONPush(["maybe": [:] as PayloadObject]).maybe == [:])
    }

    @Test func arraysAndMapsOfJSONKeepNullsAndTheirCounts() throws {
        #expect(try anyJSONPush(["list": [NSNull(), 1] as [Any]]).list == [.null, 1])
        #expect(anyJSONFailure(["list": [] as [Any]])! == ("list", .constraint(.tooFewItems(minItems: 1))))
        #expect(anyJSONFailure(["list": [1, 1.0] as [Any]])! == ("list", .constraint(.duplicateItems(0, 1))))
        #expect(try anyJSONPush(["grid": [[NSNull()]] as [Any]]).grid == [[.null]])
        #expect(anyJSONFailure(["grid": [NSNull()] as [Any]])! == ("grid[0]", .nullElement), "a [json] is no json")
        #expect(try anyJSONPush(["map": ["a": NSNull()] as PayloadObject]).map == ["a": .null])
        #expect(
            anyJSONFailure(["map": ["a": 1, "b": 2, "c": 3, "d": 4] as PayloadObject])!
                == ("map", .constraint(.tooManyItems(maxItems: 3))))
    }

    @Test func aJSONDefaultAndALenientDefault() throws {
        let push = try anyJSONPush()
        #expect(push.fallback == ["a": [1, 2.5, "x", .null, true], "b": [:], "c d": -7])
        #expect(push.ratio == 0.5)
        // A value that does not read takes the default, as a missing one does.
        #expect(try anyJSONPush(["ratio": "x"]).ratio == 0.5)
        #expect(try anyJSONPush(["ratio": 2]).ratio == 0.5, "above its maximum")
        #expect(try anyJSONPush(["ratio": [1] as [Any]]).ratio == 0.5)
        #expect(try anyJSONPush(["ratio": "0.25"]).ratio == 0.25)
    }

    @Test func anObjectTypeTakesItsOtherKeysAsItsRest() throws {
        let attachment: PayloadObject = ["name": "a.pdf", "size": 3, "mime": "application/pdf", "x": NSNull()]
        let push = try anyJSONPush(["attachment": attachment])
        #expect(push.attachment == Attachment(name: "a.pdf", size: 3, meta: ["mime": "application/pdf", "x": .null]))
        // Built in the app: a key another field reads is never written from the rest.
        let built = AnyJsonPush(
            value: 1, attachment: Attachment(name: "b", meta: ["name": "ignored", "k": [1, 2]]))
        let decoded = try PushRoutesKitchenSinkFixture.PushRoute.decode(
            PushRoutesKitchenSinkFixture.PushRoute.anyJson(built).encodedPayload())
        #expect(decoded == .anyJson(AnyJsonPush(value: 1, attachment: Attachment(name: "b", meta: ["k": [1, 2]]))))
    }

    // MARK: ntfy (ReadingRoutes)

    /// ntfy's data message as its server sends it through FCM (every value a string; the
    /// ntfy iOS app reads it in `Message.from(userInfo:)`), with `changes` applied.
    static func ntfy(_ changes: PayloadObject = [:]) -> PayloadObject {
        var payload: PayloadObject = [
            "id": "sPs4h5Zq2Yvw", "time": "1700000000", "event": "message", "topic": "alerts",
            "message": "Disk full", "title": "Backup", "priority": "4", "tags": "warning,backup",
            "click": "", "poll_id": "",
            "actions": #"[{"id":"a1","action":"view","label":"Open","url":"https://ntfy.sh/alerts","clear":false}]"#,
        ]
        for (key, value) in changes { payload[key] = value }
        return payload
    }

    private func ntfyPush(
        _ changes: PayloadObject = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> NtfyMessagePush? {
        guard
            case .route(.ntfyMessage(let push)) = ReadingTests().decide(
                Self.ntfy(changes), sourceLocation: sourceLocation)
        else {
            Issue.record("not routed to ntfy_message", sourceLocation: sourceLocation)
            return nil
        }
        return push
    }

    @Test func ntfysMessageReadsAsTheAppReadsIt() throws {
        let push = try #require(ntfyPush())
        #expect(push.id == "sPs4h5Zq2Yvw")
        #expect(push.time == 1_700_000_000)
        #expect(push.priority == 4)
        #expect(push.tags == ["warning", "backup"])
        #expect(
            push.actions == [
                Action(id: "a1", action: .view, label: "Open", url: "https://ntfy.sh/alerts", clear: false)
            ])
        // Every key nothing else reads, as the server sent it.
        #expect(push.extra == ["poll_id": ""])
    }

    @Test func thePriorityFallsBackToThreeAsTheAppsInt16Does() throws {
        #expect(ntfyPush(["priority": NSNull()])?.priority == 3)
        #expect(ntfyPush(["priority": "x"])?.priority == 3)
        #expect(ntfyPush(["priority": "70000"])?.priority == 3, "outside Int16")
        #expect(ntfyPush(["priority": "2.5"])?.priority == 3)
        #expect(ntfyPush(["priority": "-2"])?.priority == -2)
        #expect(ntfyPush(["priority": 5])?.priority == 5)
    }

    @Test func actionsAreAJSONArrayInAString() throws {
        #expect(ntfyPush(["actions": "[]"])?.actions == [])
        // Already an array (a server that sends JSON): read as it is.
        let direct: [Any] = [["id": "b", "action": "http", "label": "Go", "method": "POST"] as PayloadObject]
        #expect(ntfyPush(["actions": direct])?.actions?.first?.method == "POST")
        // What the app's parse(_:) turns into nil: an empty string (its toUserInfo() writes one),
        // JSON that is not an array of actions, an action it does not know the shape of.
        #expect(ntfyPush(["actions": ""])?.actions == nil)
        #expect(ntfyPush(["actions": "{}"])?.actions == nil)
        #expect(ntfyPush(["actions": #"[{"id": 1}]"#])?.actions == nil)
        #expect(ntfyPush(["actions": "[1"])?.actions == nil)
        // An action kind the table does not list is kept (open enum).
        let other = #"[{"id":"c","action":"copy","label":"Copy"}]"#
        #expect(ntfyPush(["actions": other])?.actions?.first?.action == .other("copy"))
    }

    @Test func theRestLeavesOutWhatTheTableReads() throws {
        let payload: PayloadObject = [
            "aps": ["alert": "Hi"] as PayloadObject, "attachment": ["url": "https://x"] as PayloadObject,
            "custom": ["x": [1, NSNull()] as [Any]] as PayloadObject, "n": NSNull(),
        ]
        let push = try #require(ntfyPush(payload))
        // aps (Apple's), event (a when condition), actions (jsonStrings and a param) and the
        // params' keys are not the rest; null is kept as null.
        #expect(push.extra == ["poll_id": "", "custom": ["x": [1, .null]], "n": .null])
        #expect(push.attachment == ["url": "https://x"])
    }

    @Test func aPushBuiltInTheAppEncodesItsRestBesideItsValues() throws {
        let push = NtfyMessagePush(
            id: "i", time: 1, topic: "t", message: "m",
            actions: [Action(id: "a", action: .http, label: "L", headers: ["X-A": "1"])],
            extra: ["poll_id": "p", "event": "not written", "aps": "not written", "topic": "not written"])
        let route = PushRoutesReadingFixture.PushRoute.ntfyMessage(push)
        let payload = route.encodedPayload()
        #expect(payload["event"] as? String == "message", "written by the when condition")
        #expect(payload["topic"] as? String == "t")
        #expect(payload["aps"] == nil)
        #expect(payload["actions"] as? String == #"[{"action":"http","headers":{"X-A":"1"},"id":"a","label":"L"}]"#)
        var expected = push
        expected.extra = ["poll_id": "p"]
        #expect(try PushRoutesReadingFixture.PushRoute.decode(payload) == .ntfyMessage(expected))
        #expect(try readingDecode(json: route.encodedJSON()) == .ntfyMessage(expected))
    }

    // MARK: OneSignal (SelectionRoutes)

    /// OneSignal's push in its os_data format (OneSignal iOS SDK, `OSNotification`
    /// `parseOSDataPayload`): its additional data is every key but `aps` and `os_data`.
    static let oneSignal = #"""
        {"aps": {"alert": {"title": "Sale", "body": "50% off"}, "mutable-content": 1},
         "os_data": {"i": "b2f7f966-d8cc-11e4-bed1-df8f05be55ba", "u": "https://shop.example/sale"},
         "orderId": 12, "coupon": {"code": "SALE50", "valid": true}, "note": null}
        """#

    private func decodeSelection(
        _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> PushRoutesSelectionFixture.PushRoute {
        let data = Data(json.utf8)
        typealias Route = PushRoutesSelectionFixture.PushRoute
        Agreement.check(
            result { () throws(PushDecodingError) in try Route.decode(json: data) },
            Agreement.selection.0.decode(json: data), json: { $0.encodedJSON() }, sourceLocation: sourceLocation)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fromFoundation = try Route.decode(object as PayloadObject)
        let fromJSON = try Route.decode(json: data)
        #expect(fromFoundation == fromJSON, sourceLocation: sourceLocation)
        #expect(try Route.decode(fromJSON.encodedPayload()) == fromJSON, sourceLocation: sourceLocation)
        return fromJSON
    }

    @Test func oneSignalsAdditionalDataIsEveryOtherKey() throws {
        guard case .onesignal(let push) = try decodeSelection(Self.oneSignal) else {
            Issue.record("not routed to onesignal")
            return
        }
        #expect(push.notificationID == "b2f7f966-d8cc-11e4-bed1-df8f05be55ba")
        #expect(push.launchURL?.absoluteString == "https://shop.example/sale")
        #expect(push.aps?.mutableContent == true)
        #expect(push.additionalData == ["orderId": 12, "coupon": ["code": "SALE50", "valid": true], "note": .null])
    }

    @Test func theDiscriminatorsAreNeverTheRest() throws {
        // An unknown type, then the when routes: the discriminators' keys are not custom data.
        let json = #"{"type": "promo", "className": "X", "os_data": {"i": "n"}, "k": [1]}"#
        guard case .onesignal(let push) = try decodeSelection(json) else {
            Issue.record("not routed to onesignal")
            return
        }
        #expect(push.additionalData == ["k": [1]])
        // Nothing else: an empty rest.
        guard case .onesignal(let bare) = try decodeSelection(#"{"os_data": {"i": "n"}}"#) else { return }
        #expect(bare.additionalData.isEmpty)
    }
}

extension SeededGenerator {
    /// A random JSON value (never `.null` at the top when `nullable` is false: a value that
    /// is null where a param reads it is missing), nesting at most `depth` levels more.
    mutating func json(depth: Int = 2, nullable: Bool = false) -> JSONValue {
        switch Int.random(in: nullable ? 0...6 : 1...6, using: &self) {
        case 0: return .null
        case 1: return .bool(bool())
        case 2: return .number(JSONValue.Number(Int64.random(in: Int64.min...Int64.max, using: &self)))
        case 3: return .number(JSONValue.Number(Double(Int.random(in: -999...999, using: &self)) / 8)!)
        case 4 where depth > 0:
            return .array((0..<Int.random(in: 0...3, using: &self)).map { _ in json(depth: depth - 1, nullable: true) })
        case 5 where depth > 0:
            return .object(jsonMembers(depth: depth - 1, excluding: []))
        default: return .string(string(from: ReadingSamples.letters, count: 0...6))
        }
    }

    /// Random members of a JSON object (null values among them), none keyed by `excluded`.
    mutating func jsonMembers(depth: Int = 1, excluding excluded: [String]) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &self) {
            let key = string(from: "abkxyz_é", count: 0...4)
            guard !excluded.contains(key) else { continue }
            members[key] = json(depth: depth, nullable: true)
        }
        return members
    }
}
