import Foundation
import PushRoutesFallbackFixture
import PushRoutesSelectionFixture
@_spi(Generated) import PushRouting
import RouteCompiler
import Testing

/// Route selection of docs/language.md §13.1 through generated code: every construct of the
/// selection fixtures, with payloads that are selected, not selected, and on the edge between
/// (null vs absent, an `equals` value of another JSON type, 3 vs "3" vs 3.0). Each payload is
/// decided from JSON bytes (the JSON reader) and from the dictionary Foundation makes of them
/// (NSNumber booleans, as `userInfo` holds them), the same way; what is selected encodes to a
/// payload that selects it again.
@Suite struct SelectionTests {
    typealias Selection = PushRoutesSelectionFixture.PushRoute
    typealias Fallback = PushRoutesFallbackFixture.PushRoute

    /// What a payload came to.
    enum Decided: Equatable, CustomStringConvertible {
        /// Routed to the route with this key.
        case route(String)
        case ignored(String)
        case unrouted
        /// An error: the key path and reason.
        case error(String, PushDecodingError.Reason)
        /// Ignored by `invalid: ignore`: the route whose values did not read, and the key path.
        case invalid(String, String)

        var description: String {
            switch self {
            case .route(let key): "route \(key)"
            case .ignored(let key): "ignored \(key)"
            case .unrouted: "unrouted"
            case .error(let path, let reason): "error at \(path): \(reason)"
            case .invalid(let route, let path): "invalid \(route) at \(path)"
            }
        }
    }

    /// The interpreter behind `routegen explain` for the table of `Route`.
    static func interpreter<Route: RoutablePush>(_ route: Route.Type) -> PayloadInterpreter {
        Route.self == Selection.self ? Agreement.selection.0 : Agreement.fallback.0
    }

    /// Decides `json` with `Route`, from the bytes and from Foundation's dictionary of them;
    /// both must agree, and so must the interpreter behind `routegen explain` (`Agreement`);
    /// a routed push must select itself again from its own payload.
    func decide<Route: RoutablePush>(
        _ route: Route.Type, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Decided {
        let data = Data(json.utf8)
        let fromJSON = Self.decided { () throws(PushDecodingError) in try Route.decode(json: data) }
        let interpreter = Self.interpreter(Route.self)
        let encoded = { (push: Route) in JSONWriter.data(push.encodedPayload()) ?? Data() }
        Agreement.check(
            result { () throws(PushDecodingError) in try Route.decode(json: data) }, interpreter.decode(json: data),
            json: encoded, sourceLocation: sourceLocation)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            Issue.record("not a JSON object: \(json)", sourceLocation: sourceLocation)
            return fromJSON.0
        }
        Agreement.check(
            result { () throws(PushDecodingError) in try Route.decode(object as PayloadObject) },
            interpreter.decode(object as PayloadObject), json: encoded, sourceLocation: sourceLocation)
        let fromDictionary = Self.decided { () throws(PushDecodingError) in try Route.decode(object as PayloadObject) }
        #expect(
            fromJSON.0 == fromDictionary.0, "JSON and dictionary disagree on \(json)", sourceLocation: sourceLocation)
        if let push = fromJSON.1 {
            let again = Self.decided { () throws(PushDecodingError) in try Route.decode(push.encodedPayload()) }
            #expect(again.1 == push, "\(json) encodes to \(push.encodedPayload())", sourceLocation: sourceLocation)
            let viaJSON = Self.decided { () throws(PushDecodingError) in
                try Route.decode(json: JSONWriter.data(push.encodedPayload()) ?? Data())
            }
            #expect(viaJSON.1 == push, sourceLocation: sourceLocation)
        }
        return fromJSON.0
    }

    static func decided<Route: RoutablePush>(
        _ body: () throws(PushDecodingError) -> Route
    ) -> (Decided, Route?) {
        do {
            let push = try body()
            return (.route(push.discriminatorValue), push)
        } catch {
            if error.invalidIsIgnored { return (.invalid(error.route ?? "", error.path.description), nil) }
            switch error.reason {
            case .ignored(let key): return (.ignored(key), nil)
            case .unrouted: return (.unrouted, nil)
            default: return (.error(error.path.description, error.reason), nil)
            }
        }
    }

    /// The payloads `routegen explain`'s goldens explain for the two tables (every outcome,
    /// invalid JSON and non-objects included): the generated decoder and the interpreter
    /// agree on each, and on its outcome.
    @Test func theExplainedPayloadsAgree() throws {
        func check<Route: RoutablePush>(_ route: Route.Type, _ table: String) {
            for payload in SchemaDifferentialTests.explainPayloadFiles(table) {
                let generated = result { () throws(PushDecodingError) in try Route.decode(json: payload) }
                let interpretation = Self.interpreter(Route.self).interpret(json: payload)
                Agreement.check(
                    generated, interpretation.result, json: { JSONWriter.data($0.encodedPayload()) ?? Data() },
                    sourceLocation: #_sourceLocation)
                // A push ignored by `invalid: ignore` is no failure for the app, but no payload
                // the table describes for explain (docs/language.md §10.1).
                let success =
                    switch generated {
                    case .success: true
                    case .failure(let error): !error.isFailure && !error.invalidIsIgnored
                    }
                #expect(success == interpretation.isSuccess, "\(String(decoding: payload, as: UTF8.self))")
            }
        }
        check(Selection.self, "SelectionRoutes")
        check(Fallback.self, "FallbackRoutes")
    }

    // MARK: Discriminators

    @Test func theFirstDiscriminatorHoldingAValueDecides() {
        let body = #""id": "12", "content": "Hi""#
        #expect(decide(Selection.self, #"{"type": "second", \#(body)}"#) == .route("second"))
        #expect(decide(Selection.self, #"{"className": "SecondViewController", \#(body)}"#) == .route("second"))
        // null counts as absent: className decides.
        #expect(decide(Selection.self, #"{"type": null, "className": "second", \#(body)}"#) == .route("second"))
        // type decides, className is not looked at, even when it would name a route.
        #expect(
            decide(Selection.self, #"{"type": "nope", "className": "second", \#(body)}"#)
                == .error("type", .unknownRoute("nope")))
        #expect(
            decide(Selection.self, #"{"type": "second", "className": "nope", \#(body)}"#) == .route("second"))
    }

    @Test func integerValuesNameRoutesByTheirDecimalText() {
        let order = #""order": {"id": 7}"#
        #expect(decide(Selection.self, #"{"type": 3, \#(order)}"#) == .route("3"))
        #expect(decide(Selection.self, #"{"type": 3.0, \#(order)}"#) == .route("3"))
        #expect(decide(Selection.self, #"{"type": "3", \#(order)}"#) == .route("3"))
        #expect(decide(Selection.self, #"{"type": 4, \#(order)}"#) == .route("3"))
        #expect(decide(Selection.self, #"{"type": 5, \#(order)}"#) == .error("type", .unknownRoute("5")))
        #expect(
            decide(Selection.self, #"{"type": 3.5}"#)
                == .error("type", .wrongType(expected: "a string or an integer naming a route", found: "a number")))
        #expect(
            decide(Selection.self, #"{"type": true}"#)
                == .error("type", .wrongType(expected: "a string or an integer naming a route", found: "a boolean")))
    }

    // MARK: when

    @Test func presentAndAbsentTellMessagesApart() {
        #expect(decide(Selection.self, #"{"room_id": "r", "event_id": "e"}"#) == .route("direct_message"))
        #expect(
            decide(Selection.self, #"{"room_id": "r", "event_id": "e", "channel_id": "c", "topic": "t"}"#)
                == .route("channel_message"))
        // A null channel is absent: a direct message.
        #expect(
            decide(Selection.self, #"{"room_id": "r", "event_id": "e", "channel_id": null}"#)
                == .route("direct_message"))
        // Selected, then its own params decide: the channel message needs a topic.
        #expect(
            decide(Selection.self, #"{"room_id": "r", "event_id": "e", "channel_id": "c"}"#)
                == .error("topic", .missing))
        // A missing event id selects neither: unrouted (the table ignores such pushes).
        #expect(decide(Selection.self, #"{"room_id": "r"}"#) == .unrouted)
    }

    @Test func equalsComparesStringsNumbersAndBooleansByKind() {
        let score = #""score": {"home": 1, "away": 2}"#
        #expect(
            decide(Selection.self, #"{"live": true, "meta": {"kind": "score"}, \#(score)}"#) == .route("live_activity"))
        #expect(decide(Selection.self, #"{"live": 1, "meta": {"kind": "score"}, \#(score)}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"live": "true", "meta": {"kind": "score"}, \#(score)}"#) == .unrouted)
        // A step that is not a dictionary makes equals false, not an error.
        #expect(decide(Selection.self, #"{"live": true, "meta": "score", \#(score)}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"msg": {"a.b": "x"}, "version": 2}"#) == .route("nested_key"))
        #expect(decide(Selection.self, #"{"msg": {"a.b": "x"}, "version": 2.0}"#) == .route("nested_key"))
        #expect(decide(Selection.self, #"{"msg": {"a.b": "x"}, "version": "2"}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"msg": {"a": {"b": "x"}}, "version": 2}"#) == .unrouted)
    }

    @Test func theValueIsTriedBeforeTheConditions() {
        // A payload whose value names a route is that route, whatever its shape.
        #expect(
            decide(Selection.self, #"{"type": "second", "id": 1, "content": "c", "room_id": "r", "event_id": "e"}"#)
                == .route("second"))
        // An unknown value still tries the when routes.
        #expect(
            decide(Selection.self, #"{"type": "nope", "room_id": "r", "event_id": "e"}"#) == .route("direct_message"))
    }

    // MARK: Elements (docs/language.md §5.1)

    /// A Nostr reaction (NIP-25, kind 7) targets the last `e` tag; without one, nothing
    /// selects the push (the app ignores it: unrouted here).
    @Test func aReactionIsSelectedByItsLastETag() throws {
        let tags = #"[["e", "root", "wss://r", "root"], ["p", "author"], ["e", "target"], ["k", "1"]]"#
        #expect(decide(Selection.self, #"{"kind": 7, "content": "+", "tags": \#(tags)}"#) == .route("reaction"))
        let push = try #require(
            try? Selection.decode(json: Data(#"{"kind": 7, "content": "+", "tags": \#(tags)}"#.utf8)))
        guard case .reaction(let reaction) = push else {
            Issue.record("not a reaction: \(push)")
            return
        }
        #expect(reaction == ReactionPush(note: "target", author: "author", content: "+"))
        // No e tag, tags that are no array, another kind: not selected, and no error.
        #expect(decide(Selection.self, #"{"kind": 7, "content": "+", "tags": [["p", "author"]]}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"kind": 7, "content": "+", "tags": {"e": "x"}}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"kind": 7, "content": "+", "tags": [[]]}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"kind": 1, "content": "+", "tags": \#(tags)}"#) == .unrouted)
        // Selected, then its values decide: the last e tag has no id.
        #expect(
            decide(Selection.self, #"{"kind": 7, "content": "+", "tags": [["e", "a"], ["e"]]}"#)
                == .error(#"tags[last: ["e"]][1]"#, .missing))
        #expect(
            decide(Selection.self, #"{"kind": 7, "content": "+", "tags": [["e", 5]]}"#)
                == .error(#"tags[last: ["e"]][1]"#, .wrongType(expected: "a string", found: "a number")))
        // The author is optional: no p tag, or one without a key, is nil.
        #expect(
            decide(Selection.self, #"{"kind": 7, "content": "", "tags": [["e", "a"], ["p"]]}"#) == .route("reaction"))
    }

    /// A reaction built in the app encodes to the tags that select it again.
    @Test func aReactionEncodesItsTags() throws {
        let push = Selection.reaction(ReactionPush(note: "target", author: nil, content: "-"))
        #expect(JSONWriter.string(push.encodedPayload()) == #"{"content":"-","kind":7,"tags":[["e","target"]]}"#)
        #expect(try Selection.decode(push.encodedPayload()) == push)
        let withAuthor = Selection.reaction(ReactionPush(note: "n", author: "a", content: "+"))
        #expect(try Selection.decode(json: withAuthor.encodedJSON()) == withAuthor)
    }

    // MARK: ignore, fallback, unrouted

    @Test func ignoredRoutesAreSelectedThenDoNothing() {
        #expect(decide(Selection.self, #"{"type": "badge_update"}"#) == .ignored("badge_update"))
        #expect(decide(Selection.self, #"{"className": "badge"}"#) == .ignored("badge_update"))
        #expect(decide(Selection.self, #"{"action": "remove", "id": 3}"#) == .ignored("remove_notification"))
        // equals' list form compares the key "google.c.a.e", not a path through "google".
        #expect(decide(Selection.self, #"{"google.c.a.e": "1"}"#) == .ignored("firebase_analytics"))
        #expect(decide(Selection.self, #"{"google": {"c": {"a": {"e": "1"}}}}"#) == .unrouted)
        #expect(decide(Selection.self, #"{"google.c.a.e": 1}"#) == .unrouted, "a number is not the string")
        #expect(
            decide(Fallback.self, #"{"aps": {"content-available": 1}, "content-available": 1}"#)
                == .ignored("silent_sync"))
    }

    /// The key of a fallback or `when` route is only its name: an alias with its text selects
    /// the alias's route (docs/language.md §13.1).
    @Test func aliasesMayHaveTheTextOfWhenAndFallbackKeys() {
        #expect(decide(Fallback.self, #"{"type": "plain_alert", "articleID": "9"}"#) == .route("article"))
        #expect(decide(Fallback.self, #"{"type": "silent_sync", "articleID": 9}"#) == .route("article"))
        #expect(decide(Fallback.self, #"{"type": "plain_alerts"}"#) == .route("plain_alert"))
        #expect(decide(Fallback.self, #"{"content-available": 1}"#) == .ignored("silent_sync"))
    }

    @Test func theFallbackTakesWhatNothingElseSelects() {
        #expect(decide(Fallback.self, #"{"type": "article", "articleID": "9"}"#) == .route("article"))
        #expect(decide(Fallback.self, #"{"url": "https://shop.example/sale"}"#) == .route("plain_alert"))
        #expect(decide(Fallback.self, #"{}"#) == .route("plain_alert"))
        guard
            case .plainAlert(let alert)? = try? Fallback.decode(
                json: Data(#"{"type": "newer", "url": "https://a.example"}"#.utf8))
        else {
            Issue.record("not the fallback")
            return
        }
        #expect(alert.type == "newer")
        #expect(alert.url == URL(string: "https://a.example"))
        // The fallback's params decode as usual: a bad url is its error, which the table's
        // invalid: ignore ignores (InvalidSelectionTests).
        #expect(decide(Fallback.self, #"{"url": "not a url"}"#) == .invalid("plain_alert", "url"))
        // A discriminator of the wrong kind is an error before the fallback is tried.
        #expect(
            decide(Fallback.self, #"{"type": false}"#)
                == .error("type", .wrongType(expected: "a string or an integer naming a route", found: "a boolean")))
    }

    @Test func unroutedPushesAreNotFailures() {
        for json in [#"{}"#, #"{"type": null}"#, #"{"aps": {"badge": 1}}"#] {
            #expect(decide(Selection.self, json) == .unrouted)
        }
        let error = Self.decided { () throws(PushDecodingError) in try Selection.decode([:]) }
        #expect(error.0 == .unrouted)
    }

    // MARK: The dispatcher

    @MainActor
    @Test func theDispatcherReportsIgnoredAndUnroutedPushesAndDeliversNone() {
        let router = PushDispatcher<Selection>()
        var unknown: [String?] = []
        var failures = 0
        var outcomes: [String] = []
        router.onUnknownRoute { value, _ in unknown.append(value) }
        router.onFailure { _, _ in failures += 1 }
        router.observe { outcome in
            switch outcome.kind {
            case .ignored: outcomes.append("ignored \(outcome.ignoredRoute ?? "nil")")
            case .unrouted: outcomes.append("unrouted")
            case .unknownRoute: outcomes.append("unknown \(outcome.value ?? "nil")")
            default: outcomes.append("other")
            }
        }
        router.dispatch(["type": "badge"], as: .opened)
        router.dispatch(["room_id": "r"], as: .opened)
        router.dispatch(["type": "nope"], as: .opened)
        #expect(outcomes == ["ignored badge_update", "unrouted", "unknown nope"])
        #expect(unknown == [nil, "nope"])
        #expect(failures == 0)
    }

    // MARK: Generated code

    @Test func discriminatorValuesAndDestinations() {
        let push = Selection.directMessage(DirectMessagePush(room: "r", event: "e"))
        #expect(push.discriminatorValue == "direct_message")
        #expect(push.destination == "ChatViewController")
        // A when route writes its equals values, so its payload selects it again.
        let live = Selection.liveActivity(LiveActivityPush(home: 1, away: 2))
        #expect(
            JSONWriter.string(live.encodedPayload())
                == #"{"live":true,"meta":{"kind":"score"},"score":{"away":2,"home":1}}"#)
        let order = Selection.orderUpdate(OrderUpdatePush(orderID: 7))
        // An integer key is written as an integer (docs/language.md §13.1).
        #expect(JSONWriter.string(order.encodedPayload()) == #"{"order":{"id":7},"type":3}"#)
    }
}
