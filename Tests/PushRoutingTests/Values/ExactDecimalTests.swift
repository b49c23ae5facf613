@_spi(Generated) import PushRouting
import Testing

@Suite struct ExactDecimalTests {
    @Test(arguments: [
        ("19.99", "0.01", true), ("0.0075", "0.0001", true), ("4.5", "1.5", true), ("35", "1.5", false),
        ("0.3", "0.1", true), ("0.00751", "0.0001", false), ("10", "2", true), ("7", "2", false),
        ("1e308", "0.123456789", false), ("12391239123", "1e-8", true), ("0", "3", true),
        ("-6", "3", true), ("-7", "3", false), ("1e-5", "1e-6", true), ("1e-6", "1e-5", false),
        ("123456789012345678", "2", true), ("1.5e300", "0.5", true), ("0.5", "0.25", true),
    ])
    func multiples(_ value: String, _ divisor: String, _ expected: Bool) throws {
        let v = try #require(ExactDecimal(text: value))
        let d = try #require(ExactDecimal(text: divisor))
        #expect(v.isMultiple(of: d) == expected, "\(value) multipleOf \(divisor)")
    }

    @Test func fromDoubleUsesTheShortestDecimal() {
        #expect(ExactDecimal(19.99) == ExactDecimal(text: "19.99"))
        #expect(ExactDecimal(0.1 + 0.2) == ExactDecimal(text: "0.30000000000000004"))
        #expect(ExactDecimal(1e308) == ExactDecimal(text: "1e308"))
        #expect(ExactDecimal(-0.0) == ExactDecimal(Int64(0)))
        #expect(ExactDecimal(Double.infinity) == nil)
        #expect(ExactDecimal(Double.nan) == nil)
    }

    @Test func normalization() {
        #expect(ExactDecimal(text: "1.500") == ExactDecimal(text: "15e-1"))
        #expect(ExactDecimal(text: "100") == ExactDecimal(significand: 1, exponent: 2))
        #expect(ExactDecimal(Int64.min).significand == 9_223_372_036_854_775_808)
    }

    @Test(arguments: ["", "-", "1e", "1.2.3", "abc", "1e+", "12345678901234567890123"])
    func rejectsWhatIsNotADecimal(_ text: String) {
        #expect(ExactDecimal(text: text) == nil)
    }
}

@Suite struct NumberBoundTests {
    @Test func integerComparisonsAreExact() {
        let big = NumberBound(Int64(9_007_199_254_740_993))
        #expect(big.compare(Int64(9_007_199_254_740_992)) == -1)
        #expect(big.compare(Int64(9_007_199_254_740_993)) == 0)
        let fractional = NumberBound(1.5)
        #expect(fractional.compare(Int64(1)) == -1)
        #expect(fractional.compare(Int64(2)) == 1)
        let huge = NumberBound(1e30)
        #expect(huge.compare(Int64.max) == -1)
        #expect(NumberBound(-1e30).compare(Int64.min) == 1)
        #expect(NumberBound(-1.5).compare(Int64(-1)) == 1)
        #expect(NumberBound(-1.5).compare(Int64(-2)) == -1)
    }
}

@Suite struct PayloadPathTests {
    @Test func rendering() {
        #expect(PayloadPath(keys: ["msg", "name"]).description == "msg.name")
        #expect(PayloadPath([.key("msg"), .key("items"), .index(2), .key("name")]).description == "msg.items[2].name")
        #expect(PayloadPath(keys: ["a.b", "c"]).description == "[\"a.b\"].c")
        #expect(PayloadPath(keys: ["x", "a.b"]).description == "x[\"a.b\"]")
        #expect(PayloadPath(keys: ["q\"x", "a[1]"]).description == "[\"q\\\"x\"][\"a[1]\"]")
        #expect(PayloadPath(keys: [""]).description == "[\"\"]")
        #expect(PayloadPath([.index(0)]).description == "[0]")
    }
}
