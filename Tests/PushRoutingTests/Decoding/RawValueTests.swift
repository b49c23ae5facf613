import Foundation
@_spi(Generated) import PushRouting
import Testing

/// Booleans and numbers are told apart whatever bridged them.
@Suite struct RawValueTests {
    private func describe(_ value: Any) -> String {
        switch RawValue.classify(value) {
        case .null: "null"
        case .bool(let b): "bool \(b)"
        case .integer(let i): "integer \(i)"
        case .number(let d): "number \(d)"
        case .string(let s): "string \(s)"
        case .array(let a): "array \(a.count)"
        case .object(let o): "object \(o.count)"
        case .other: "other"
        }
    }

    @Test func swiftValues() {
        #expect(describe(true) == "bool true")
        #expect(describe(12) == "integer 12")
        #expect(describe(Int64.min) == "integer -9223372036854775808")
        #expect(describe(UInt64.max) == "number 1.8446744073709552e+19")
        #expect(describe(Int8(-3)) == "integer -3")
        #expect(describe(1.0) == "integer 1")
        #expect(describe(1.5) == "number 1.5")
        #expect(describe(Float(2.5)) == "number 2.5")
        #expect(describe(Double.infinity) == "number inf", "a JSON number too large for a double")
        #expect(describe("x") == "string x")
        #expect(describe([1, 2] as [Any]) == "array 2")
        #expect(describe(["a": 1] as [String: Any]) == "object 1")
        #expect(describe(NSNull()) == "null")
        #expect(describe(Optional<Int>.none as Any) == "null")
        #expect(describe(Date()) == "other")
    }

    @Test func foundationNumbers() {
        #expect(describe(NSNumber(value: true)) == "bool true")
        #expect(describe(NSNumber(value: false)) == "bool false")
        #expect(describe(NSNumber(value: 1)) == "integer 1")
        #expect(describe(NSNumber(value: Int8(1))) == "integer 1")
        #expect(describe(NSNumber(value: 2.0)) == "integer 2")
        #expect(describe(NSNumber(value: 2.5)) == "number 2.5")
        #expect(describe(NSNumber(value: UInt64.max)) == "number 1.8446744073709552e+19")
        #expect(describe(NSDecimalNumber(string: "-9223372036854775809")) == "number -9.223372036854776e+18")
        #expect(describe(NSString(string: "hi")) == "string hi")
    }

    @Test func jsonSerializationValues() throws {
        let json =
            #"{"t": true, "f": false, "one": 1, "oneFloat": 1.0, "half": 0.5, "big": 12345678901234567890, "neg": -0, "s": "x"}"#
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(describe(object["t"]!) == "bool true")
        #expect(describe(object["f"]!) == "bool false")
        #expect(describe(object["one"]!) == "integer 1")
        #expect(describe(object["oneFloat"]!) == "integer 1")
        #expect(describe(object["half"]!) == "number 0.5")
        #expect(describe(object["big"]!) == "number 1.2345678901234567e+19")
        #expect(describe(object["neg"]!) == "integer 0")
        #expect(describe(object["s"]!) == "string x")
    }
}

@Suite struct RulesTests {
    @Test func numbers() {
        let rules = NumberRules(
            minimum: NumberBound(Int64(0)), exclusiveMaximum: NumberBound(Int64(10)),
            multipleOf: ExactDecimal(text: "0.5"), multipleOfText: "0.5")
        #expect(rules.violation(Int64(4)) == nil)
        #expect(rules.violation(Int64(-1)) == .belowMinimum(NumberBound(Int64(0))))
        #expect(rules.violation(Int64(10)) == .notBelowExclusiveMaximum(NumberBound(Int64(10))))
        #expect(rules.violation(4.5) == nil)
        #expect(rules.violation(4.25) == .notMultiple(of: "0.5"))
    }

    @Test func stringsCountCodePoints() throws {
        let rules = StringRules(minLength: 2, maxLength: 2, pattern: try ECMAPattern("^\\D+$"))
        #expect(rules.violation("💩💩") == nil)
        #expect(rules.violation("💩") == .tooShort(minLength: 2))
        #expect(rules.violation("e\u{301}e") == .tooLong(maxLength: 2))
        #expect(rules.violation("12") == .patternMismatch("^\\D+$"))
    }

    @Test func uniqueItemsComparesAsJSON() {
        let rules = ArrayRules(uniqueItems: true)
        #expect(rules.violation(items: [1, 1.0]) == .duplicateItems(0, 1))
        #expect(rules.violation(items: [1, true]) == nil)
        #expect(rules.violation(items: [0, false]) == nil)
        #expect(rules.violation(items: ["é", "e\u{301}"]) == nil, "code points, not canonical equivalence")
        #expect(rules.violation(items: [[1, 2], [1, 2]] as [Any]) == .duplicateItems(0, 1))
        #expect(rules.violation(items: [["a": 1], ["a": 1.0]] as [Any]) == .duplicateItems(0, 1))
        #expect(rules.violation(items: [["a": 1], ["b": 1]] as [Any]) == nil)
        #expect(rules.violation(items: Array(0..<100_000)) == nil)
        #expect(ArrayRules(uniqueItems: false).violation(items: [1, 1]) == nil)
    }

    @Test func messages() {
        #expect(Violation.tooLong(maxLength: 3).description == "is longer than maxLength 3")
        #expect(Violation.notInEnum(["a", "b\n"]).description == #"is not one of "a", "b\n""#)
    }
}
