import Foundation
@_spi(Generated) import PushRouting
import Testing

/// The value rules of docs/language.md §3, converter by converter.
@Suite struct DecodeTests: DecodingChecks {
    @Test func intTakesWholeNumbersOnly() throws {
        #expect(try Decode.int(12) == 12)
        #expect(try Decode.int(NSNumber(value: 12)) == 12)
        #expect(try Decode.int(1.0) == 1)
        #expect(try Decode.int(NSNumber(value: 1e3)) == 1000)
        #expect(try Decode.int(Int64.max) == Int64.max)
        #expect(try Decode.int(-0.0) == 0)
        #expect(reason { try Decode.int(1.5) } == .notAnInteger("1.5"))
        #expect(reason { try Decode.int(9.3e18) } == .outOfRange("9300000000000000000"))
        #expect(reason { try Decode.int(UInt64.max) } != nil)
        #expect(reason { try Decode.int(NSDecimalNumber(string: "9223372036854775808")) } != nil)
        #expect(reason { try Decode.int(Double.infinity) } == .outOfRange("a number too large for a double"))
    }

    @Test func booleansAreNeverNumbersAndNumbersNeverBooleans() {
        #expect(reason { try Decode.int(true) } == .wrongType(expected: "an int", found: "a boolean"))
        #expect(reason { try Decode.int(NSNumber(value: true)) } == .wrongType(expected: "an int", found: "a boolean"))
        #expect(
            reason { try Decode.double(NSNumber(value: false)) } == .wrongType(expected: "a number", found: "a boolean")
        )
        #expect(reason { try Decode.bool(1) } == .wrongType(expected: "a boolean", found: "a number"))
        #expect(reason { try Decode.bool(NSNumber(value: 0)) } == .wrongType(expected: "a boolean", found: "a number"))
        #expect(reason { try Decode.bool(NSNumber(value: true)) } == nil)
    }

    @Test(arguments: [
        ("-12", Int64(-12)), ("0", 0), ("1e3", 1000), ("1.0", 1), ("9223372036854775807", Int64.max),
        ("-9223372036854775808", Int64.min), ("1E+2", 100), ("-0", 0),
    ])
    func coercedIntTexts(_ text: String, _ value: Int64) throws {
        #expect(try Decode.int(text, coerce: true) == value)
    }

    @Test(arguments: [
        "12 ", " 12", "+12", "0x1F", "012", "1.5", "12a", "", "-", "1e", ".5", "5.", "9223372036854775808",
        "-9223372036854775809", "NaN",
        "Infinity", "１２", "1_000", "true",
    ])
    func coercedIntRejects(_ text: String) {
        #expect(reason { try Decode.int(text, coerce: true) } != nil, "\(text)")
    }

    @Test func coercionIsOffUnlessAsked() {
        #expect(reason { try Decode.int("12") } == .wrongType(expected: "an int", found: "a string"))
        #expect(reason { try Decode.double("1.5") } == .wrongType(expected: "a number", found: "a string"))
        #expect(reason { try Decode.bool("true") } == .wrongType(expected: "a boolean", found: "a string"))
    }

    @Test func coercedDoublesAndBooleans() throws {
        #expect(try Decode.double("0.5", coerce: true) == 0.5)
        #expect(try Decode.double("-1e-3", coerce: true) == -0.001)
        #expect(try Decode.double("12", coerce: true) == 12)
        #expect(reason { try Decode.double("1e400", coerce: true) } != nil)
        #expect(reason { try Decode.double("1,5", coerce: true) } != nil)
        #expect(try Decode.bool("true", coerce: true) == true)
        #expect(try Decode.bool("false", coerce: true) == false)
        for text in ["True", "1", "yes", " true", "TRUE"] {
            #expect(reason { try Decode.bool(text, coerce: true) } != nil, "\(text)")
        }
    }

    @Test func stringsURLsAndDates() throws {
        #expect(try Decode.string("x") == "x")
        #expect(try Decode.string(NSString(string: "y")) == "y")
        #expect(reason { try Decode.string(12) } == .wrongType(expected: "a string", found: "a number"))
        #expect(try Decode.url("https://example.com/a?b#c").absoluteString == "https://example.com/a?b#c")
        #expect(reason { try Decode.url("example.com") } == .invalidURL("example.com"))
        #expect(reason { try Decode.url("https://a b") } == .invalidURL("https://a b"))
        #expect(try Decode.date("2024-05-01T12:00:00Z").timeIntervalSince1970 == 1_714_564_800)
        #expect(try Decode.date(1_714_564_800).timeIntervalSince1970 == 1_714_564_800)
        #expect(try Decode.date(1.5).timeIntervalSince1970 == 1.5)
        #expect(reason { try Decode.date("1714564800") } == .invalidDate("1714564800"), "no coercion for dates")
        #expect(reason { try Decode.date(true) } != nil)
        #expect(reason { try Decode.date("2024-02-30T00:00:00Z") } == .invalidDate("2024-02-30T00:00:00Z"))
    }

    @Test func constraintsCarryTheirViolation() {
        let rules = NumberRules(maximum: NumberBound(Int64(5)))
        #expect(reason { try Decode.int(6, rules: rules) } == .constraint(.aboveMaximum(NumberBound(Int64(5)))))
        #expect(
            reason { try Decode.string("abc", rules: StringRules(maxLength: 2)) } == .constraint(.tooLong(maxLength: 2))
        )
    }

    @Test func arraysReportTheElementPath() {
        do {
            _ = try Decode.array([1, 2, "x"] as [Any]) { value throws(PushDecodingError) in try Decode.int(value) }
            Issue.record("accepted")
        } catch {
            #expect(error.path.description == "[2]")
            #expect(error.reason == .wrongType(expected: "an int", found: "a string"))
        }
        do {
            _ = try Decode.array([1, NSNull()] as [Any]) { value throws(PushDecodingError) in try Decode.int(value) }
            Issue.record("accepted")
        } catch {
            #expect(error.path.description == "[1]")
            #expect(error.reason == .nullElement)
        }
    }

    @Test func missingIsAbsentOrNull() {
        #expect(Decode.isMissing(nil))
        #expect(Decode.isMissing(NSNull()))
        #expect(Decode.isMissing(Optional<Int>.none as Any))
        #expect(!Decode.isMissing(0))
        #expect(!Decode.isMissing(""))
        #expect(!Decode.isMissing(false))
    }

    @Test func requiredTellsNullFromAbsentAndOptionalReadsBothAsNil() throws {
        let path = PayloadPath(keys: ["msg", "n"])
        func required(_ slot: Any?) -> PushDecodingError? {
            do {
                _ = try Decode.required(slot, at: path) { value throws(PushDecodingError) in try Decode.int(value) }
                return nil
            } catch {
                return error
            }
        }
        #expect(required(nil) == PushDecodingError(path: path, reason: .missing))
        #expect(required(NSNull()) == PushDecodingError(path: path, reason: .null))
        #expect(required(Optional<Int>.none as Any) == PushDecodingError(path: path, reason: .null))
        #expect(required(NSNull())?.description == "msg.n: the value is null")
        #expect(required(nil)?.description == "msg.n: the value is missing")
        #expect(required(3) == nil)
        for slot: Any? in [nil, NSNull(), Optional<Int>.none as Any] {
            let value = try Decode.optional(slot, at: path) { value throws(PushDecodingError) in
                try Decode.int(value)
            }
            #expect(value == nil)
        }
        #expect(reason { try Decode.string(Optional<String>.none as Any) } == .null)
    }

    @Test func stepsAndDiscriminators() throws {
        #expect(try Decode.step(nil, at: PayloadPath(keys: ["msg"])) == nil)
        do {
            _ = try Decode.step("text", at: PayloadPath(keys: ["msg"]))
            Issue.record("accepted")
        } catch {
            #expect(error.path.description == "msg")
        }
        let path = PayloadPath(keys: ["meta", "kind"])
        #expect(try Decode.discriminator(["meta": ["kind": "a"]], at: path) == "a")
        #expect(reason { try Decode.discriminator([:], at: path) } == .missingDiscriminator)
        #expect(reason { try Decode.discriminator(["meta": ["kind": NSNull()]], at: path) } == .missingDiscriminator)
        // An integer names its route by its decimal text; other numbers and booleans do not.
        #expect(try Decode.discriminator(["meta": ["kind": 12]], at: path) == "12")
        #expect(try Decode.discriminator(["meta": ["kind": 3.0]], at: path) == "3")
        #expect(try Decode.discriminator(["meta": ["kind": NSNumber(value: -7)]], at: path) == "-7")
        #expect(try Decode.discriminator(firstStep: Int64.min, at: PayloadPath(keys: ["t"])) == "-9223372036854775808")
        #expect(
            reason { try Decode.discriminator(["meta": ["kind": Optional<Int>.none as Any]], at: path) }
                == .missingDiscriminator)
        for value: Any in [3.5, true, NSNumber(value: false), 1e19, ["a"], ["k": "v"] as PayloadObject] {
            do {
                _ = try Decode.discriminator(["meta": ["kind": value]], at: path)
                Issue.record("accepted \(value)")
            } catch {
                #expect(error.path.description == "meta.kind")
                guard case .wrongType(let expected, _) = error.reason else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(expected == "a string or an integer naming a route")
            }
        }
        do {
            _ = try Decode.discriminator(["meta": 3], at: path)
            Issue.record("accepted")
        } catch {
            #expect(error.path.description == "meta")
        }
    }

    @Test func errorDescriptions() {
        let error = PushDecodingError(
            route: "third", path: PayloadPath([.key("msg"), .key("items"), .index(2), .key("name")]),
            reason: .wrongType(expected: "a string", found: "a number"))
        #expect(error.description == #"route "third": msg.items[2].name: expected a string, found a number"#)
    }

    @Test func stringLookupIsExact() {
        let lookup = StringLookup([("café", 1), ("cafe\u{301}", 2), ("", 3)])
        #expect(lookup.value(for: "café") == 1)
        #expect(lookup.value(for: "cafe\u{301}") == 2)
        #expect(lookup.value(for: "") == 3)
        #expect(lookup.value(for: "cafe") == nil)
    }

    @Test func stringLookupFindsEveryKeyOfALargeTableAndNoOther() {
        let keys = (0..<10_000).map { "route_\($0)" }
        let lookup = StringLookup(keys.enumerated().map { ($0.element, $0.offset) })
        for (index, key) in keys.enumerated() { #expect(lookup.value(for: key) == index) }
        for absent in ["route_10000", "route_", "Route_1", "", "route_1 ", "route_01"] {
            #expect(lookup.value(for: absent) == nil)
        }
    }

    @Test func stringLookupKeepsTheFirstOfDuplicates() {
        let lookup = StringLookup([("a", 1), ("b", 2), ("a", 3)])
        #expect(lookup.value(for: "a") == 1)
        #expect(lookup.value(for: "b") == 2)
        #expect(StringLookup<Int>([]).value(for: "a") == nil)
    }
}

extension PushDecodingError.Reason: CustomTestStringConvertible {
    /// The reason as messages print it.
    public var testDescription: String { description }
}
