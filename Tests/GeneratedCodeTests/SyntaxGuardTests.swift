import Foundation
import Testing

/// scripts/syntax-guard.py (run by `make check`) reports Swift newer than the README's
/// minimum, Swift 6.1, outside `#if compiler(>=X)`: each feature it knows is reported at
/// its line and column with its name, proposal and version, is accepted behind the guard,
/// and the repository passes.
@Suite struct SyntaxGuardTests {
    /// One construct newer than Swift 6.1: the code, where the guard reports it, and what
    /// its message names.
    struct Case: CustomStringConvertible, Sendable {
        var feature: String
        var version: String
        var name: String
        var code: String
        var line: Int
        var column: Int
        var description: String { feature }
    }

    static let cases: [Case] = [
        Case(
            feature: "weakLet", version: "6.3", name: "'weak let' (SE-0481)",
            code: "final class Box {\n    weak let owner: AnyObject?\n}\n", line: 2, column: 5),
        Case(
            feature: "nonsending", version: "6.2", name: "'nonisolated(nonsending)' (SE-0461)",
            code: "nonisolated(nonsending) func load() async {}\n", line: 1, column: 1),
        Case(
            feature: "concurrent", version: "6.2", name: "'@concurrent' (SE-0461)",
            code: "@concurrent func load() async {}\n", line: 1, column: 1),
        Case(
            feature: "isolatedConformance", version: "6.2",
            name: "an isolated conformance (': @MainActor P') (SE-0470)",
            code: "protocol P {}\n@MainActor final class A: Equatable, @MainActor P {}\n", line: 2, column: 38),
        Case(
            feature: "isolatedExtension", version: "6.2", name: "an isolated conformance (': @MainActor P') (SE-0470)",
            code: "extension Screen: @MainActor Hashable {}\n", line: 1, column: 19),
        Case(
            feature: "nonisolatedConformance", version: "6.2",
            name: "a nonisolated conformance (': nonisolated P') (SE-0470)",
            code: "@MainActor final class A: nonisolated P {}\n", line: 1, column: 27),
        Case(
            feature: "sendableMetatype", version: "6.2", name: "'SendableMetatype' (SE-0470)",
            code: "func make<T: SendableMetatype>(_ type: T.Type) {}\n", line: 1, column: 14),
        Case(
            feature: "rawIdentifier", version: "6.2", name: "a raw identifier (`with spaces`) (SE-0451)",
            code: "@Test func `decodes a push`() {}\n", line: 1, column: 12),
        Case(
            feature: "integerGeneric", version: "6.2", name: "an integer generic parameter ('<let N: Int>') (SE-0452)",
            code: "struct Vector<let count: Int, Element> {}\n", line: 1, column: 15),
        Case(
            feature: "valueGenericArgument", version: "6.2",
            name: "an integer generic argument ('Type<3, ...>') (SE-0452)",
            code: "let vector: Vector<3, Int>\n", line: 1, column: 20),
        Case(
            feature: "inlineArray", version: "6.2", name: "'InlineArray' (SE-0453)",
            code: "let values: InlineArray<3, Int> = [1, 2, 3]\n", line: 1, column: 13),
        Case(
            feature: "inlineArraySugar", version: "6.2", name: "InlineArray sugar ('[3 of Int]') (SE-0483)",
            code: "let values: [3 of Int] = [1, 2, 3]\n", line: 1, column: 14),
        Case(
            feature: "span", version: "6.2", name: "'Span'/'RawSpan' (SE-0447)",
            code: "func read(_ bytes: Span<UInt8>) {}\n", line: 1, column: 20),
        Case(
            feature: "spanProperty", version: "6.2", name: "property (SE-0456)",
            code: "let count = bytes.span.count\n", line: 1, column: 19),
        Case(
            feature: "mutableSpan", version: "6.2", name: "'MutableSpan'/'MutableRawSpan' (SE-0467)",
            code: "func fill(_ bytes: inout MutableSpan<UInt8>) {}\n", line: 1, column: 26),
        Case(
            feature: "outputSpan", version: "6.2", name: "'OutputSpan'/'OutputRawSpan' (SE-0485)",
            code: "func write(_ bytes: inout OutputSpan<UInt8>) {}\n", line: 1, column: 27),
        Case(
            feature: "utf8Span", version: "6.2", name: "'UTF8Span' (SE-0464)",
            code: "func scan(_ text: UTF8Span) {}\n", line: 1, column: 19),
        Case(
            feature: "extracting", version: "6.2", name: "'extracting(_:)' (SE-0488)",
            code: "let head = buffer.extracting(0..<4)\n", line: 1, column: 19),
        Case(
            feature: "escapable", version: "6.2", name: "'~Escapable' (SE-0446)",
            code: "struct Window: ~Escapable {}\n", line: 1, column: 17),
        Case(
            feature: "isolatedDeinit", version: "6.2", name: "'isolated deinit' (SE-0371)",
            code: "@MainActor final class Screen {\n    isolated deinit {}\n}\n", line: 2, column: 5),
        Case(
            feature: "unsafeExpression", version: "6.2", name: "the 'unsafe' expression (SE-0458)",
            code: "let value = unsafe pointer.pointee\n", line: 1, column: 13),
        Case(
            feature: "safeAttribute", version: "6.2", name: "'@safe'/'@unsafe' (SE-0458)",
            code: "@unsafe func raw() {}\n", line: 1, column: 1),
        Case(
            feature: "abi", version: "6.2", name: "'@abi' (SE-0476)",
            code: "@abi(func old()) func new() {}\n", line: 1, column: 1),
        Case(
            feature: "interpolationDefault", version: "6.2",
            name: #"a default in a string interpolation ('\(x, default: ...)') (SE-0477)"#,
            code: #"let text = "age \(age, default: "unknown")""# + "\n", line: 1, column: 24),
        Case(
            feature: "immediateTask", version: "6.2", name: "'Task.immediate'/'addImmediateTask' (SE-0472)",
            code: "func start() {\n    Task.immediate { await work() }\n}\n", line: 2, column: 10),
        Case(
            feature: "taskName", version: "6.2", name: "a task name ('Task(name:)') (SE-0469)",
            code: "let task = Task(name: \"load\") { await work() }\n", line: 1, column: 17),
        Case(
            feature: "priorityEscalation", version: "6.2", name: "task priority escalation APIs (SE-0462)",
            code:
                "func run() async {\n    await withTaskPriorityEscalationHandler { await work() } onPriorityEscalated: { _ in }\n}\n",
            line: 2, column: 11),
        Case(
            feature: "observations", version: "6.2", name: "'Observations' (SE-0475)",
            code: "let counts = Observations { model.count }\n", line: 1, column: 14),
        Case(
            feature: "backtrace", version: "6.2", name: "the 'Runtime' module ('Backtrace') (SE-0419)",
            code: "import Runtime\n", line: 1, column: 8),
        Case(
            feature: "attoseconds", version: "6.2", name: "'Duration.attoseconds' (SE-0457)",
            code: "let precise = elapsed.attoseconds\n", line: 1, column: 23),
        Case(
            feature: "isIsolatingCurrentContext", version: "6.2", name: "'isIsolatingCurrentContext' (SE-0471)",
            code: "func isIsolatingCurrentContext() -> Bool? { nil }\n", line: 1, column: 6),
        Case(
            feature: "exitTest", version: "6.2", name: "a Swift Testing exit test ('processExitsWith:') (ST-0008)",
            code: "func crashes() async {\n    await #expect(processExitsWith: .failure) { fatalError() }\n}\n",
            line: 2, column: 19),
        Case(
            feature: "attachment", version: "6.2", name: "a Swift Testing attachment ('Attachment') (ST-0009)",
            code: "func keep(_ data: [UInt8]) {\n    Attachment.record(data, named: \"push.json\")\n}\n", line: 2,
            column: 5),
        Case(
            feature: "issueHandlingTrait", version: "6.2", name: "a Swift Testing issue handling trait (ST-0011)",
            code: "@Test(.compactMapIssues { $0 }) func decodes() {}\n", line: 1, column: 8),
        Case(
            feature: "nonexhaustive", version: "6.2.3", name: "'@nonexhaustive' (SE-0487)",
            code: "@nonexhaustive public enum Kind { case opened }\n", line: 1, column: 1),
        Case(
            feature: "moduleSelector", version: "6.3", name: "a module selector ('Module::name') (SE-0491)",
            code: "let show = Swift::print\n", line: 1, column: 17),
        Case(
            feature: "cAttribute", version: "6.3", name: "'@c' (SE-0495)",
            code: "@c func callback() {}\n", line: 1, column: 1),
        Case(
            feature: "inlineAlways", version: "6.3", name: "'@inline(always)' (SE-0496)",
            code: "@inline(always) func hot() {}\n", line: 1, column: 1),
        Case(
            feature: "export", version: "6.3", name: "'@export(...)' (SE-0497)",
            code: "@export(implementation) public func shared() {}\n", line: 1, column: 1),
        Case(
            feature: "specialized", version: "6.3", name: "'@specialized' (SE-0460)",
            code: "@specialized(where T == Int) func sum<T>(_ value: T) {}\n", line: 1, column: 1),
        Case(
            feature: "section", version: "6.3", name: "'@section'/'@used' (SE-0492)",
            code: "@section(\"__DATA,__routes\") let marker: Int = 1\n", line: 1, column: 1),
        Case(
            feature: "systemEpoch", version: "6.3", name: "'systemEpoch' (SE-0473)",
            code: "let start = ContinuousClock.systemEpoch\n", line: 1, column: 29),
        Case(
            feature: "testCancellation", version: "6.3",
            name: "Swift Testing test cancellation ('Test.cancel') (ST-0016)",
            code: "func skip() throws {\n    try Test.cancel(\"not on Linux\")\n}\n", line: 2, column: 14),
    ]

    /// Swift that 6.1 accepts, written where a careless scanner would see newer syntax.
    static let accepted = ###"""
        // weak let in a comment; @concurrent too
        /* nested /* weak let */ and nonisolated(nonsending) */
        let plain = "weak let and @MainActor P inside a string \(value) with Swift::print"
        let lines = """
            weak let in a multi-line string
            extension Screen: @MainActor Hashable {}
            """
        let raw = #"raw "weak let" \(notAnInterpolation) @concurrent"#
        let rawLines = ##"""
            a raw multi-line string with "# and """# inside, weak let
            """##
        class Screen: @unchecked Sendable, @preconcurrency Legacy, @retroactive Old {
            class func make() {}
            class var shared: Int { 1 }
            weak var owner: AnyObject?
        }
        protocol OldStyle: class {}
        func run(_ body: @MainActor () -> Void, later: @escaping @MainActor @Sendable () -> Void) {}
        let closure: @MainActor () -> Void = {}
        nonisolated(unsafe) var counter = 0
        let `class` = 1
        let range = 0...3
        let compared = count < 3 && total > 2
        let formatted = "\(value, format: .number) \(a, b)"
        var unsafe = 1
        let member = pointer.unsafe
        let inAnArray = [count, of]
        #if compiler(>=6.3)
            final class Guarded { weak let owner: AnyObject? = nil }
        #elseif compiler(>=6.2)
            extension Guarded: @MainActor Equatable {}
        #endif
        #if !compiler(<6.2)
            nonisolated(nonsending) func guarded() async {}
        #endif
        """###

    /// The findings of the guard on `files` (names in `folder`): its exit status and lines.
    static func runGuard(_ arguments: [String], in folder: URL? = nil) -> (status: Int32, lines: [String]) {
        let script = Agreement.repository.appendingPathComponent("scripts/syntax-guard.py").path
        let result = CompiledTable.run("/usr/bin/env", ["python3", script] + arguments, in: folder)
        // The closing count goes to standard error, which run() merges: keep the findings.
        let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("syntax guard: ") }
        return (result.status, lines)
    }

    /// Writes each case into a file of its own, unguarded or inside `#if compiler(>=X)`.
    static func write(guarded: Bool) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "syntax-guard-\(guarded ? "guarded" : "bare")-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in cases {
            let text = guarded ? "#if compiler(>=\(item.version))\n\(item.code)#endif\n" : item.code
            try text.write(
                to: folder.appendingPathComponent("\(item.feature).swift"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func eachFeatureIsReportedAtItsPlaceWithItsVersion() throws {
        let folder = try Self.write(guarded: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.runGuard(Self.cases.map { "\($0.feature).swift" }, in: folder)
        #expect(result.status == 1)
        for item in Self.cases {
            let reported = result.lines.filter { $0.hasPrefix("\(item.feature).swift:") }
            let expected = "\(item.feature).swift:\(item.line):\(item.column): error: "
            #expect(reported.count == 1, "\(item.feature): \(reported)")
            #expect(reported.first?.hasPrefix(expected) == true, "\(item.feature): \(reported)")
            #expect(
                reported.first?.contains("needs Swift \(item.version); the minimum is Swift 6.1") == true,
                "\(item.feature): \(reported)")
            #expect(reported.first?.contains(item.name) == true, "\(item.feature): \(reported)")
            #expect(reported.first?.contains("#if compiler(>=\(item.version))") == true)
        }
    }

    @Test func eachFeatureIsAcceptedBehindACompilerCheck() throws {
        let folder = try Self.write(guarded: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.runGuard(Self.cases.map { "\($0.feature).swift" }, in: folder)
        #expect(result.status == 0, "\(result.lines.joined(separator: "\n"))")
    }

    @Test func commentsStringsAndOlderSpellingsAreNotReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-guard-accepted-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.accepted.write(to: folder.appendingPathComponent("Accepted.swift"), atomically: true, encoding: .utf8)
        let result = Self.runGuard(["Accepted.swift"], in: folder)
        #expect(result.status == 0, "\(result.lines.joined(separator: "\n"))")
    }

    /// A newer library type's name names the code's own type where the code declares one (a
    /// table's `Attachment` type, used in another file), and Swift Testing's elsewhere.
    @Test func aTypeTheCodeDeclaresIsItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-guard-own-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct Attachment { var name: String }\n".write(
            to: folder.appendingPathComponent("Payloads.swift"), atomically: true, encoding: .utf8)
        try "let file = Attachment(name: \"a.pdf\")\n".write(
            to: folder.appendingPathComponent("Use.swift"), atomically: true, encoding: .utf8)
        #expect(Self.runGuard(["Payloads.swift", "Use.swift"], in: folder).status == 0)
        let alone = Self.runGuard(["Use.swift"], in: folder)
        #expect(alone.status == 1)
        #expect(alone.lines.first?.hasPrefix("Use.swift:1:12: error: a Swift Testing attachment") == true)
    }

    /// Other `#if` conditions do not protect: an older compiler still parses their
    /// inactive blocks. Nor does a check for a version below the feature's.
    @Test(arguments: [
        "#if hasFeature(WeakLet)", "#if compiler(>=6.2)", "#if compiler(>=6.3) || os(Linux)", "#if canImport(Darwin)",
    ])
    func otherConditionsDoNotGuard(_ condition: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "syntax-guard-condition-\(getpid())-\(abs(condition.hashValue))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\(condition)\nfinal class Box { weak let owner: AnyObject? = nil }\n#endif\n".write(
            to: folder.appendingPathComponent("Box.swift"), atomically: true, encoding: .utf8)
        let result = Self.runGuard(["Box.swift"], in: folder)
        #expect(result.status == 1)
        #expect(result.lines.first?.hasPrefix("Box.swift:2:19: error: 'weak let' (SE-0481) needs Swift 6.3") == true)
    }

    /// Manifests we ship: a tools version and settings Swift 6.1 cannot read.
    @Test func manifestsStayAtTheMinimum() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-guard-manifest-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])
            ]
        )

        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = Self.runGuard(["Package.swift"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "Package.swift:1:1: error: swift-tools-version 6.2 is above the minimum: SwiftPM 6.1 cannot read this "
                    + "manifest. Write '// swift-tools-version: 6.1'.",
                "Package.swift:7:47: error: '.defaultIsolation(...)' (SE-0466) needs Swift 6.2; the minimum is Swift 6.1. "
                    + "Guard it with '#if compiler(>=6.2)' or leave default isolation to the app target (a package built "
                    + "with 6.1 cannot set it).",
            ], "\(result.lines)")
    }

    /// A documentation block that shows an app's own settings which need a newer toolchain (an
    /// Xcode 26 app target's manifest) says so above it, and is checked against that version.
    @Test func aBlockMarkedAsNeedingANewerSwiftIsCheckedAgainstIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-guard-needs-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            ```swift
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])])
            ```
            """
        try """
        <!-- needs Swift 6.2: an Xcode 26 app target -->
        <!-- file: Package.swift -->
        \(manifest)

        <!-- file: Package.swift -->
        \(manifest)

        <!-- needs Swift 6.2: but weak let needs 6.3 -->
        ```swift
        final class Box { weak let owner: AnyObject? = nil }
        ```

        """.write(to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let result = Self.runGuard(["page.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.lines.count == 3, "\(result.lines)")
        // Only the unmarked manifest (lines 10–15) and the 6.3 feature of the marked block.
        #expect(
            result.lines.first?.hasPrefix("page.md:11:1: error: swift-tools-version 6.2") == true, "\(result.lines)")
        #expect(result.lines.dropFirst().first?.hasPrefix("page.md:13:") == true, "\(result.lines)")
        #expect(result.lines.last?.hasPrefix("page.md:18:19: error: 'weak let' (SE-0481) needs Swift 6.3") == true)
    }

    /// Sources, Plugins, Tests (generated fixtures included), Generated/, Examples/,
    /// Benchmarks/, FuzzTesting/, the shipped manifests and the Swift of README.md and docs/.
    @Test func theRepositoryStaysWithinTheMinimum() {
        let result = Self.runGuard(["--root", Agreement.repository.path])
        #expect(result.status == 0, "the syntax guard reports:\n\(result.lines.joined(separator: "\n"))")
    }
}
