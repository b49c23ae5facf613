import Foundation
import PushRoutesTortureFixture
@_spi(Generated) import PushRouting
import Testing

/// The names-torture table compiled (that it builds is the first test); its strings and
/// keys round-trip exactly.
@Suite struct TortureTests {
    typealias Route = PushRoutesTortureFixture.PushRoute

    @Test func keywordRoutesAndParamsDecode() throws {
        let payload: PayloadObject = [
            "kind": "class", "self": "me", "Self": "selfie", "meta": ["type.name": "a\"b"],
            "payload": [["self": "s", "type": "t", "init": 3]],
        ]
        guard case .`class`(let push) = try tortureDecode(payload) else {
            Issue.record("not class")
            return
        }
        #expect(push.`self` == "me")
        #expect(push.selfie == "selfie")
        #expect(push.type == .aB)
        #expect(push.`default` == Int64.min)
        #expect(push.`init`.sign == .minus && push.`init` == 0)
        #expect(push.key == "\"\\(key)\" \n \t \0 \u{2028} \u{202E} end")
        #expect(push.found == .raw)
        #expect(push._2fa == .`super`)
        #expect(push.payload == [Class(self: "s", init: 3, type: "t", default: true)])
        #expect(try tortureDecode(Route.class(push).encodedPayload()) == .class(push))
    }

    @Test func enumValuesAreTheTableTextExactly() {
        #expect(
            Default.allCases.map(\.rawValue) == [
                "class", "self", "Type", "init", "default", "Any", "a\"b", "back\\slash", "\\(x)", "𝔘𝔫𝔦", "新しい",
            ])
        #expect(
            PushRoutesTortureFixture.ClassPush._2faValue.allCases.map(\.rawValue) == [
                "in", "is", "as", "Self!", "super?",
            ])
    }

    @Test func discriminatorValuesAndAliasesWithQuotesAndBackslashes() throws {
        let chain: PayloadObject = ["label": "a", "next": ["label": "b"], "others": [["label": "c"]]]
        for value in ["self", "a\"b\\c", "\\(alias)", "multi\nline", "ünïcødé"] {
            guard case .`self`(let push) = try tortureDecode(["kind": value, "chain": chain]) else {
                Issue.record("\(value)")
                continue
            }
            #expect(push.chain.next?.label == "b")
            #expect(push.chain.others.first?.label == "c")
        }
        guard
            case .`self`(let named) = try tortureDecode([
                "kind": "self", "chain": chain, "self": "off", "Type": "a", "protocol": ["p"],
            ])
        else {
            Issue.record("not self")
            return
        }
        #expect(named.`self` == .off && named.type == .a && named.`protocol` == [.p])
        #expect(SelfPush.SelfValue.allCases.map(\.rawValue) == ["on", "off"])
        #expect(SelfPush.TypeValue.allCases.map(\.rawValue) == ["a"])
        #expect(SelfPush.ProtocolValueItem.allCases.map(\.rawValue) == ["p"])
        #expect(try tortureDecode(["kind": "\"quoted\" \\ route"]) == .quotedRoute(QuotedRoutePush()))
        #expect(Route.quotedRoute(QuotedRoutePush()).discriminatorValue == "\"quoted\" \\ route")
        #expect(
            try tortureDecode(["kind": "\"quoted\" \\ route", "payload_keys": "k"])
                == .quotedRoute(QuotedRoutePush(payloadKeys: .k)))
        #expect(QuotedRoutePush.PayloadKeysValue.allCases.map(\.rawValue) == ["k"])
        #expect(try tortureDecode(["kind": "PushRoute"]) == .pushRoute(PushRoutePush()))
        #expect(try tortureDecode(["kind": "Type"]) == .typeRoute(TypeRoutePush()))
        #expect(decodingError { try tortureDecode(["kind": "unïcødé"]) }?.reason == .unknownRoute("unïcødé"))
    }

    @Test func keysWithDotsQuotesAndNormalizations() throws {
        // Keys compare code point by code point: "café" written precomposed and decomposed
        // are two params. (A Swift dictionary cannot hold both spellings as separate keys.)
        var payload: PayloadObject = [
            "kind": "class", "self": "x", "Self": "y", "meta": ["type.name": "Any"], "price💶": ["a.b": ["c\"d": 2.5]],
        ]
        payload["caf\u{e9}"] = "one"
        guard case .`class`(let push) = try tortureDecode(payload) else { return }
        #expect(push.price == 2.5)
        #expect(push.café == "one")
        #expect(push.cafe == nil)
        #expect(try tortureDecode(Route.class(push).encodedPayload()) == .class(push))
        payload["caf\u{e9}"] = nil
        payload["cafe\u{301}"] = "two"
        guard case .`class`(let other) = try tortureDecode(payload) else { return }
        #expect(other.café == nil)
        #expect(other.cafe == "two")
        let error = decodingError {
            try tortureDecode([
                "kind": "class", "self": "x", "Self": "y", "meta": ["type.name": "Any"],
                "price💶": ["a.b": ["c\"d": "x"]],
            ])
        }
        #expect(error?.path.description == #"price💶["a.b"]["c\"d"]"#)
    }

    @Test func typesNamedLikeFoundationTypes() throws {
        let route = try tortureDecode([
            "kind": "class", "self": "x", "Self": "y", "meta": ["type.name": "init"],
            "value": ["when": "2024-01-01T00:00:00Z"], "object": ["link": "https://x.example"],
        ])
        guard case .`class`(let push) = route else { return }
        #expect(
            push.value == PushRoutesTortureFixture.Date(when: Foundation.Date(timeIntervalSince1970: 1_704_067_200)))
        #expect(push.object?.link.absoluteString == "https://x.example")
    }

    /// Names that make way for the table's own (docs/names.md): the open enum `Outcome`, whose
    /// values derive `other` and `otherValue`, keeps any other string in `.otherValue2`; the
    /// enums nested in `RenamedPush` that would hide the types `Sound`, `Kind` and `Level` are
    /// `SoundValue`, `KindValue` and `LevelValue2` (`LevelValue` is a type too). Decoding,
    /// encoding and the interpreter agree (`tortureDecode`).
    @Test func namesThatMakeWayForTheTables() throws {
        let payload: PayloadObject = [
            "kind": "renamed", "outcome": "other",
            "outcomes": ["unknown", "other", "otherValue", "none", "some", "value", "otherValue2", "new"],
            "sound": ["name": "ping"], "kinds": 3, "level": ["low": 1], "inline": "other",
        ]
        guard case .renamed(let push) = try tortureDecode(payload) else {
            Issue.record("not renamed")
            return
        }
        #expect(push.outcome == Outcome.other)
        #expect(
            push.outcomes == [
                .unknown, .other, .otherValue, Outcome.none, Outcome.some, .value, .otherValue2("otherValue2"),
                .otherValue2("new"),
            ])
        #expect(push.outcomes?.map(\.rawValue) == payload["outcomes"] as? [String])
        #expect(push.sound == RenamedPush.SoundValue.sound(Sound(name: "ping")))
        #expect(push.kind == RenamedPush.KindValue.int(3))
        #expect(push.level == RenamedPush.LevelValue2.level(Level(low: 1)))
        #expect(push.inline == RenamedPush.Inline.other)
        #expect(try tortureDecode(Route.renamed(push).encodedPayload()) == .renamed(push))

        guard case .renamed(let defaults) = try tortureDecode(["kind": "renamed", "sound": "beep", "kinds": "b"])
        else {
            Issue.record("not renamed")
            return
        }
        #expect(defaults.outcome == Outcome.none)
        #expect(defaults.inline == .otherValue2("fresh"))
        #expect(defaults.sound == .string("beep"))
        #expect(defaults.kind == .kind(.b))
        #expect(try tortureDecode(Route.renamed(defaults).encodedPayload()) == .renamed(defaults))
        #expect(Outcome(rawValue: "otherValue") == .otherValue && Outcome(rawValue: "x") == .otherValue2("x"))
    }

    /// A route keyed by an integer (`0:`) is selected by `0` and by `"0"`, and encodes its key
    /// as the integer 0 (docs/language.md §13.1), as an app or server that reads an integer
    /// there needs; the payload decodes to it again. Other keys stay strings.
    @Test func anIntegerKeyIsEncodedAsAnInteger() throws {
        #expect(try tortureDecode(["kind": 0]) == .zero(ZeroPush()))
        #expect(try tortureDecode(["kind": 0.0]) == .zero(ZeroPush()))
        #expect(try tortureDecode(["kind": "0"]) == .zero(ZeroPush()))
        #expect(try tortureDecode(["kind": "-0"]) == .zero(ZeroPush()))
        #expect(try tortureDecode(["kind": "007"]) == .zero(ZeroPush()))
        let payload = Route.zero(ZeroPush()).encodedPayload()
        #expect(payload["kind"] is Int && payload["kind"] as? Int == 0)
        #expect(String(decoding: Route.zero(ZeroPush()).encodedJSON(), as: UTF8.self) == #"{"kind":0}"#)
        #expect(try tortureDecode(payload) == .zero(ZeroPush()))
        #expect(Route.zero(ZeroPush()).discriminatorValue == "0")
        #expect(
            String(decoding: Route.quotedRoute(QuotedRoutePush()).encodedJSON(), as: UTF8.self)
                == #"{"kind":"\"quoted\" \\ route"}"#)
    }

    @available(*, deprecated)
    @Test func theDeprecatedKeywordRoute() throws {
        let route = try tortureDecode(["kind": "default"])
        #expect(route == .default(DefaultPush(in: [["a"], []])))
        #expect(try tortureDecode(route.encodedPayload()) == route)
    }
}

/// `PushRoutesTortureFixture.PushRoute.decode`, checked against the interpreter.
func tortureDecode(
    _ payload: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
    throws(PushDecodingError) -> PushRoutesTortureFixture.PushRoute
{
    let generated = result { () throws(PushDecodingError) in try PushRoutesTortureFixture.PushRoute.decode(payload) }
    Agreement.check(
        generated, Agreement.torture.0.decode(payload), json: { $0.encodedJSON() },
        sourceLocation: sourceLocation)
    return try generated.get()
}

/// Whether the generated torture decoder accepts a JSON payload.
func tortureAccepts(_ data: Foundation.Data) -> Bool {
    (try? PushRoutesTortureFixture.PushRoute.decode(json: data)) != nil
}
