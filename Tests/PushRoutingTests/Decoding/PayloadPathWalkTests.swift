import Foundation
import PushRouting
import Testing

/// Walking a path without failing (`PayloadPath.presentValue`), where `when` conditions look
/// and where `routegen explain` finds the discriminator value: a missing or null step or
/// value, or a step that is no dictionary, holds nothing.
@Suite struct PayloadPathWalkTests {
    let payload: PayloadObject = [
        "room": "r1", "meta": ["kind": "chat", "none": NSNull(), "list": [1, 2]], "null": NSNull(), "n": 3,
    ]

    @Test func aPresentValueIsFoundStepByStep() {
        #expect(PayloadPath(keys: ["room"]).presentValue(in: payload) as? String == "r1")
        #expect(PayloadPath(keys: ["meta", "kind"]).presentValue(in: payload) as? String == "chat")
    }

    @Test func missingNullAndStepsThatAreNoDictionaryHoldNothing() {
        for keys in [["absent"], ["null"], ["meta", "none"], ["meta", "absent"], ["n", "x"], ["meta", "list", "0"]] {
            #expect(PayloadPath(keys: keys).presentValue(in: payload) == nil, "\(keys)")
        }
        #expect(PayloadPath().presentValue(in: payload) == nil)
        #expect(PayloadPath([.key("meta"), .index(0)]).presentValue(in: payload) == nil)
    }
}
