import Foundation
@_spi(Generated) import PushRouting
import Testing

/// Places' options (docs/language.md §5.2) in the runtime: what `PayloadPlace` counts, the
/// step past a value of another kind, discriminators and conditions with places, and
/// `jsonStrings` entries whose empty string is nothing.
@Suite struct PayloadPlaceTests {
    @Test func kindsCountWhatAsCastsWouldKeep() {
        let string = PayloadPlace.counted("x", is: .string)
        #expect(string as? String == "x")
        #expect(PayloadPlace.counted(1, is: .string) == nil)
        #expect(PayloadPlace.counted(3.0, is: .integer) as? Double == 3.0, "a whole number is an integer")
        #expect(PayloadPlace.counted(3.5, is: .integer) == nil)
        #expect(PayloadPlace.counted(3.5, is: .number) != nil)
        #expect(PayloadPlace.counted(Double(Int64.max) * 4, is: .integer) == nil, "outside 64 bits")
        // Booleans are no numbers, even as NSNumber (what userInfo holds).
        #expect(PayloadPlace.counted(NSNumber(value: true), is: .integer) == nil)
        #expect(PayloadPlace.counted(NSNumber(value: true), is: .boolean) != nil)
        #expect(PayloadPlace.counted(NSNumber(value: 1), is: .boolean) == nil)
        #expect(PayloadPlace.counted(["a": 1] as PayloadObject, is: .object) != nil)
        #expect(PayloadPlace.counted([1] as [Any], is: .object) == nil)
        #expect(PayloadPlace.counted([1] as [Any], is: .array) != nil)
    }

    @Test func nullAndAbsenceStayAsTheyAre() {
        #expect(PayloadPlace.counted(nil, is: .string) == nil)
        let null = PayloadPlace.counted(NSNull(), is: .string, emptyIsMissing: true)
        #expect(null is NSNull, "null stays null: a required value there is reported null")
    }

    @Test func theEmptyStringIsMissingOnlyWhereThePlaceSaysSo() {
        #expect(PayloadPlace.counted("", emptyIsMissing: true) == nil)
        #expect(PayloadPlace.counted("", emptyIsMissing: false) as? String == "")
        #expect(PayloadPlace.counted(" ", emptyIsMissing: true) as? String == " ")
        #expect(PayloadPlace.counted(0, emptyIsMissing: true) as? Int == 0)
    }

    @Test func aStepThatIsAPlaceOfAnotherKind() throws {
        let path = PayloadPath(keys: ["aps", "alert"])
        #expect(try Decode.step("Hello", at: path, unless: .string) == nil)
        #expect(try Decode.step(["body": "b"] as PayloadObject, at: path, unless: .string)?["body"] as? String == "b")
        #expect(try Decode.step(nil, at: path, unless: .string) == nil)
        #expect(throws: PushDecodingError.self) { try Decode.step(3, at: path, unless: .string) }
        do {
            _ = try Decode.step(3, at: path, unless: .string)
        } catch {
            #expect(error.path == path)
            #expect(error.reason == .wrongType(expected: "an object or a string", found: "a number"))
        }
    }

    @Test func discriminatorsCountWhatTheirPlacesCount() throws {
        let selector = RouteSelector<Int>(
            discriminatorPlaces: [
                PayloadPlace(PayloadPath(keys: ["what"]), is: .string, emptyIsMissing: true),
                PayloadPlace(PayloadPath(keys: ["type"])),
            ],
            routeKeys: ["msg", "3"], lookup: StringLookup([("msg", 0), ("3", 1)]), unroutedIsIgnored: true)
        #expect(try selector.select(["what": "msg"] as PayloadObject) == .route(0, .value("msg")))
        #expect(try selector.select(["what": 1, "type": "msg"] as PayloadObject) == .route(0, .value("msg")))
        #expect(try selector.select(["what": "", "type": 3] as PayloadObject) == .route(1, .value("3")))
        #expect(try selector.select(["what": 3] as PayloadObject) == .unrouted)
        // Encoding writes the key where a place counts it: "3" as a string at `what`.
        var payload = PayloadBuilder()
        selector.writeSelection(of: 1, into: &payload)
        #expect(payload.object["what"] as? String == "3")
    }

    @Test func aKeyIsWrittenAtTheFirstDiscriminatorThatCountsIt() {
        let places = [
            PayloadPlace(PayloadPath(keys: ["code"]), is: .integer), PayloadPlace(PayloadPath(keys: ["type"])),
        ]
        var integer = PayloadBuilder()
        integer.setRouteKey("3", at: places)
        #expect(integer.object["code"] as? Int == 3)
        var string = PayloadBuilder()
        string.setRouteKey("chat", at: places)
        #expect(string.object["code"] == nil)
        #expect(string.object["type"] as? String == "chat")
    }

    @Test func conditionsCountWhatTheirPlacesCount() {
        let condition = RouteCondition(
            present: [PayloadPlace(PayloadPath(keys: ["threema"]), is: .object)],
            absent: [PayloadPlace(PayloadPath(keys: ["room"]), emptyIsMissing: true)], equals: [])
        #expect(condition.holds(in: ["threema": ["from": "x"] as PayloadObject] as PayloadObject))
        #expect(condition.holds(in: ["threema": ["from": "x"] as PayloadObject, "room": ""] as PayloadObject))
        #expect(!condition.holds(in: ["threema": ["from": "x"] as PayloadObject, "room": "r"] as PayloadObject))
        #expect(!condition.holds(in: ["threema": "x"] as PayloadObject))
    }

    @Test func anEmptyJSONStringIsNothing() throws {
        let strings = JSONStrings([
            PayloadPlace(PayloadPath(keys: ["payload"]), emptyIsMissing: true),
            PayloadPlace(PayloadPath(keys: ["data", "inner"]), emptyIsMissing: true),
            PayloadPlace(PayloadPath(keys: ["other"])),
        ])
        let expanded = strings.expanded(
            ["payload": "", "data": ["inner": "", "kept": 1] as PayloadObject, "other": ""] as PayloadObject)
        #expect(expanded["payload"] == nil)
        #expect((expanded["data"] as? PayloadObject)?["inner"] == nil)
        #expect((expanded["data"] as? PayloadObject)?["kept"] as? Int == 1)
        #expect(expanded["other"] is JSONStringFailure, "without empty: missing, \"\" is no JSON")
        let found = try strings.withEntries(of: ["payload": "", "type": "x"] as PayloadObject) { entries in
            entries.value(forKey: "payload")
        }
        #expect(found == nil)
    }
}
