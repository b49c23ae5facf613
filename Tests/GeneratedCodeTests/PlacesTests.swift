import Foundation
import PushRoutesFallbackFixture
import PushRoutesReadingFixture
import PushRoutesSelectionFixture
@_spi(Generated) import PushRouting
import Testing

/// Places' options of docs/language.md §5.2 (`is:`, `empty: missing`) through generated code:
/// Apple's alert as a string or its body, empty strings as missing (a value, a discriminator,
/// a `present`/`absent` place, a `jsonStrings` entry, the table's default), and values of
/// another kind as absent (a value, a discriminator, a `present` place). Every payload is
/// decided the ways of `ReadingTests` and `SelectionTests` (JSON, dictionaries, the
/// interpreter behind `routegen explain`), and what is accepted survives its own encoding.
@Suite struct PlacesTests {
    let reading = ReadingTests()
    let selection = SelectionTests()
    typealias Reading = PushRoutesReadingFixture.PushRoute
    typealias Selection = PushRoutesSelectionFixture.PushRoute
    typealias Fallback = PushRoutesFallbackFixture.PushRoute

    /// A notice payload: `data` (an object, beside `type: notice`) and `aps.alert`.
    func notice(_ data: PayloadObject = [:], alert: Any?) -> PayloadObject {
        var inner: PayloadObject = ["type": "notice"]
        for (key, value) in data { inner[key] = value }
        var payload: PayloadObject = ["data": inner]
        if let alert { payload["aps"] = ["alert": alert] }
        return payload
    }

    // MARK: Apple's alert, a string or a dictionary (G4)

    @Test func theAlertIsReadAsOneStringWhicheverFormItHas() {
        #expect(reading.decide(notice(alert: "Hello")) == .route(.notice(NoticePush(text: "Hello"))))
        #expect(
            reading.decide(notice(alert: ["title": "Hi", "body": "Hello"]))
                == .route(.notice(NoticePush(text: "Hello"))))
        // Encoding writes the string form, which decodes to the same push.
        let push = Reading.notice(NoticePush(text: "Hello"))
        let aps = push.encodedPayload()["aps"] as? PayloadObject
        #expect(aps?["alert"] as? String == "Hello")
    }

    @Test func anAlertOfAnotherKindIsAnErrorAtTheStep() {
        #expect(
            reading.decide(notice(alert: 3))
                == .error("aps.alert", .wrongType(expected: "an object or a string", found: "a number")))
        #expect(reading.decide(notice(alert: [1])).isError(at: "aps.alert"))
        // A dictionary without body: nothing counts, the error of the first place.
        #expect(reading.decide(notice(alert: ["title": "Hi"])) == .error("aps.alert", .missing))
        #expect(reading.decide(notice(alert: NSNull())) == .error("aps.alert", .null))
        #expect(reading.decide(notice(alert: nil)) == .error("aps.alert", .missing))
    }

    // MARK: An empty string counts as missing (G1)

    @Test func anEmptyStringIsMissingWhereThePlaceSaysSo() {
        let push = NoticePush(text: "Hi", server: nil, seq: 0)
        #expect(reading.decide(notice(["server_id": "", "seq": ""], alert: "Hi")) == .route(.notice(push)))
        #expect(
            reading.decide(notice(["server_id": "s1", "seq": "5"], alert: "Hi"))
                == .route(.notice(NoticePush(text: "Hi", server: "s1", seq: 5))))
        // Without `empty: missing`, "" is a value: the string "" is one, "" is no int.
        #expect(
            reading.decide(notice(["count": ""], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi"))),
            "count is `is: integer`: a string there counts as absent")
    }

    @Test func anEmptyJSONStringIsNoPayload() {
        #expect(reading.decide(notice(["payload": ""], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi"))))
        #expect(
            reading.decide(notice(["payload": #"{"id": "p1"}"#], alert: "Hi"))
                == .route(.notice(NoticePush(text: "Hi", payloadID: "p1"))))
        #expect(reading.decide(notice(["payload": "x"], alert: "Hi")).isError(at: "data.payload"))
        // The same inside the JSON string `data`.
        let data = JSONWriter.string(["type": "notice", "payload": ""] as PayloadObject) ?? ""
        #expect(
            reading.decide(["data": data, "aps": ["alert": "Hi"]]) == .route(.notice(NoticePush(text: "Hi"))))
    }

    @Test func anEmptyStringBuiltInTheAppDoesNotDecodeAgain() throws {
        // Documented (docs/language.md §5.2): encoding writes "", decoding reads it as missing.
        let built = Reading.notice(NoticePush(text: "Hi", server: ""))
        let again = try Reading.decode(built.encodedPayload())
        #expect(again == .notice(NoticePush(text: "Hi", server: nil)))
    }

    @Test func theTableDefaultCoversTheDiscriminatorAndEveryValue() {
        #expect(selection.decide(Fallback.self, #"{"type": ""}"#) == .route("plain_alert"))
        #expect(
            selection.decide(Fallback.self, #"{"type": "", "url": ""}"#) == .route("plain_alert"),
            "an empty url is nil, not invalidURL")
        // The article's id is missing then; the table's `invalid: ignore` ignores the push.
        #expect(
            selection.decide(Fallback.self, #"{"type": "article", "articleID": ""}"#)
                == .invalid("article", "articleID"))
    }

    // MARK: A value of another kind counts as absent (G2)

    @Test func aValueOfAnotherKindIsAbsent() {
        #expect(
            reading.decide(notice(["count": 2.0], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi", count: 2))))
        #expect(reading.decide(notice(["count": "2"], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi"))))
        #expect(reading.decide(notice(["count": true], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi"))))
        // A fraction is a number but no integer: absent too, not `notAnInteger`.
        #expect(reading.decide(notice(["count": 2.5], alert: "Hi")) == .route(.notice(NoticePush(text: "Hi"))))
    }

    @Test func aDiscriminatorOfAnotherKindIsNoValue() {
        let order = #""order": {"id": 8}"#
        #expect(selection.decide(Selection.self, #"{"kind": "3", \#(order)}"#) == .route("3"))
        #expect(selection.decide(Selection.self, #"{"kind": 3, \#(order)}"#) == .unrouted)
        #expect(selection.decide(Selection.self, #"{"kind": "", \#(order)}"#) == .unrouted)
        #expect(selection.decide(Selection.self, #"{"kind": true, \#(order)}"#) == .unrouted)
        // Without options, a value of the wrong kind is an error at once.
        #expect(selection.decide(Selection.self, #"{"className": true, \#(order)}"#).isError(at: "className"))
        // The first discriminator that holds a counted value decides.
        #expect(
            selection.decide(Selection.self, #"{"kind": "second", "id": "1", "content": "c"}"#) == .route("second"))
    }

    @Test func presentAndAbsentCountWhatTheirPlacesCount() {
        let threema = #""threema": {"from": "ECHOECHO", "nonce": ""}"#
        #expect(selection.decide(Selection.self, #"{\#(threema)}"#) == .route("threema_message"))
        #expect(selection.decide(Selection.self, #"{\#(threema), "room_id": ""}"#) == .route("threema_message"))
        #expect(selection.decide(Selection.self, #"{\#(threema), "room_id": "r"}"#) == .unrouted)
        #expect(selection.decide(Selection.self, #"{"threema": "x"}"#) == .unrouted)
        #expect(selection.decide(Selection.self, #"{"threema": ["from"]}"#) == .unrouted)
    }
}

extension ReadingTests.Decided {
    /// Whether this is an error at `path`.
    func isError(at path: String) -> Bool {
        if case .error(let at, _) = self { return at == path }
        return false
    }
}

extension SelectionTests.Decided {
    /// Whether this is an error at `path`.
    func isError(at path: String) -> Bool {
        if case .error(let at, _) = self { return at == path }
        return false
    }
}
