import RouteCompiler
import Testing

@Suite struct YAMLLoaderTests {
    private func load(_ text: String, limits: YAMLLimits = YAMLLimits()) -> (YAMLLoadResult, [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let result = YAMLLoader.load(Array(text.utf8), file: "t.yaml", limits: limits, diagnostics: diagnostics)
        return (result, diagnostics.diagnostics)
    }

    private func scalarValue(_ text: String) -> ScalarValue? {
        let (result, _) = load("k: \(text)\n")
        guard case .mapping(let pairs)? = result.root?.content else { return nil }
        return pairs.first?.value.scalar?.value
    }

    @Test(arguments: [
        ("true", ScalarValue.bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("Yes", .string("Yes")), ("tRUE", .string("tRUE")), ("nULL", .string("nULL")),
        ("1_000", .string("1_000")), ("0b101", .string("0b101")), ("1.2.3", .string("1.2.3")),
        ("'true'", .string("true")), ("\"12\"", .string("12")), ("'null'", .string("null")),
        ("abc", .string("abc")), ("+", .string("+")), (".", .string(".")),
    ])
    func coreSchemaNonNumbers(_ text: String, _ expected: ScalarValue) {
        #expect(scalarValue(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("12", 12.0, Int64(12)), ("012", 12, 12), ("-12", -12, -12), ("+12", 12, 12), ("0", 0, 0), ("-0", 0, 0),
        ("0x1F", 31, 31), ("0o17", 15, 15), ("1.0", 1, 1), ("2.5", 2.5, nil), ("1e3", 1000, 1000),
        ("1E-2", 0.01, nil), (".5", 0.5, nil), ("-.5", -0.5, nil), ("1.", 1, 1), ("+1.5e+2", 150, 150),
        ("9223372036854775807", 9.223372036854775807e18, Int64.max),
        ("9223372036854775808", 9.223372036854775808e18, nil),
        ("-9223372036854775808", -9.223372036854775808e18, Int64.min),
    ])
    func coreSchemaNumbers(_ text: String, _ double: Double, _ int64: Int64?) {
        guard case .number(let n)? = scalarValue(text) else {
            Issue.record("\(text) is not a number")
            return
        }
        #expect(n.double == double, "\(text)")
        #expect(n.int64 == int64, "\(text)")
    }

    @Test func specialFloats() {
        guard case .number(let inf)? = scalarValue(".inf"), case .number(let nan)? = scalarValue(".NaN"),
            case .number(let negative)? = scalarValue("-.Inf")
        else {
            Issue.record("not numbers")
            return
        }
        #expect(inf.double == .infinity)
        #expect(negative.double == -.infinity)
        #expect(nan.double.isNaN)
    }

    @Test func locationsAreOneBasedCodePoints() {
        let (result, _) = load("a:\n  \"é😀\": [x, y]\n")
        guard case .mapping(let top)? = result.root?.content, case .mapping(let inner) = top[0].value.content,
            case .sequence(let items) = inner[0].value.content
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(top[0].key.location == RouteCompiler.SourceLocation(file: "t.yaml", line: 1, column: 1))
        #expect(inner[0].key.location.column == 3)
        #expect(items[1].location.column == 13)
    }

    @Test func scalarStylesAreKept() {
        let (result, _) = load("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\n")
        guard case .mapping(let pairs)? = result.root?.content else { return }
        #expect(pairs.map { $0.value.scalar?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    @Test func aliasBombIsRefusedWithBoundedWork() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let (result, diagnostics) = load(text)
        #expect(result.root == nil)
        #expect(diagnostics.map(\.code) == [.aliasExpansion])
        // The expansion would be 10^13 nodes; resolving stopped within the budget.
        #expect(result.aliasNodesVisited <= 100_000)
        #expect(result.aliasNodesVisited > 10_000)
    }

    @Test func aliasesWithinTheBudgetResolve() {
        let (result, diagnostics) = load("a: &x [1, 2]\nb: *x\nc: *x\n")
        #expect(diagnostics.isEmpty)
        #expect(result.aliasNodesVisited == 6)
        guard case .mapping(let pairs)? = result.root?.content, case .sequence(let items) = pairs[2].value.content
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(items.count == 2)
        #expect(pairs[2].value.location.line == 3, "an alias node is located at the alias")
    }

    @Test func hundredDeepNestingIsRefused() {
        let text = "a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        let (result, diagnostics) = load(text)
        #expect(result.root == nil)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
        // Depth 65 is reached at the 64th bracket (the root mapping is depth 1).
        #expect(diagnostics.first?.location.column == 4 + 63)
    }

    @Test func nestingThroughAnAliasCountsToo() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text =
            "a: &d \(deep)\nb: " + String(repeating: "[", count: 30) + "*d" + String(repeating: "]", count: 30) + "\n"
        let (_, diagnostics) = load(text)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
    }

    @Test func limitsAreConfigurable() {
        var limits = YAMLLimits()
        limits.maxAliasNodes = 3
        let (_, diagnostics) = load("a: &x [1, 2]\nb: *x\nc: *x\n", limits: limits)
        #expect(diagnostics.map(\.code) == [.aliasExpansion])
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func filesOver16MiBAreRefused() {
        let diagnostics = DiagnosticCollector()
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 16 * 1024 * 1024 + 1)
        let result = YAMLLoader.load(bytes, file: "big.yaml", diagnostics: diagnostics)
        #expect(result.root == nil)
        #expect(diagnostics.diagnostics.map(\.code) == [.fileTooLarge])
        let exactly = [UInt8](repeating: UInt8(ascii: "#"), count: 16 * 1024 * 1024)
        let ok = DiagnosticCollector()
        _ = YAMLLoader.load(exactly, file: "big.yaml", diagnostics: ok)
        #expect(ok.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x61, 0x00], 1, 1),  // UTF-16 byte order mark
            ([0x61, 0x3A, 0x20, 0xC3], 1, 4),  // truncated sequence
            ([0x61, 0x0A, 0xED, 0xA0, 0x80], 2, 1),  // encoded surrogate
            ([0x61, 0x0A, 0x62, 0xC0, 0xAF], 2, 2),  // overlong
        ] as [([UInt8], Int, Int)])
    func invalidUTF8IsReportedWhereItIs(_ bytes: [UInt8], _ line: Int, _ column: Int) {
        let diagnostics = DiagnosticCollector()
        _ = YAMLLoader.load(bytes, file: "t.yaml", diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == [.invalidEncoding])
        #expect(diagnostics.diagnostics.first?.location.line == line)
        #expect(diagnostics.diagnostics.first?.location.column == column)
    }

    @Test func emptyAndCommentOnlyFilesHaveNoRoot() {
        #expect(load("").0.root == nil)
        #expect(load("# just a comment\n").0.root == nil)
        #expect(load("").1.isEmpty)
    }
}

extension ScalarValue: CustomTestStringConvertible {
    /// The value as Swift prints it.
    public var testDescription: String { "\(self)" }
}
