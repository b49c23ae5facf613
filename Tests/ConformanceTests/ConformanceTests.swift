import Foundation
import RouteCompiler
import Testing

/// docs/language.md §4 promises JSON Schema meaning for every constraint. This runner reads the official
/// test suite from ../shared/conformance/json-schema, turns every test case routes.yaml can
/// express into a route, generates and compiles the Swift for all of them at once, decodes
/// each instance with it, and compares accept/reject with the suite's `valid`. The report,
/// with the cases that cannot be expressed and why, is docs/conformance.md.
@Suite struct ConformanceTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where the JSON Schema test suite is: `ROUTEGEN_CONFORMANCE_SUITE` when set (CI sets
    /// it; a path that holds no suite is then a failure), else
    /// `shared/conformance/json-schema` in the folder that holds the clone or one above it.
    /// Nil when neither is there: a user's clone has no suite beside it, and the test is
    /// skipped with that reason.
    static let suiteFolder: URL? = {
        if let path = ProcessInfo.processInfo.environment["ROUTEGEN_CONFORMANCE_SUITE"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: repository).standardizedFileURL
        }
        let relative = "shared/conformance/json-schema"
        var folder = repository.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("type.json").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    @Test(
        .enabled(
            if: suiteFolder != nil,
            "the JSON Schema test suite was not found: set ROUTEGEN_CONFORMANCE_SUITE to its json-schema folder (docs/conformance.md)"
        ))
    func jsonSchemaTestSuite() throws {
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: try #require(Self.suiteFolder))
        } catch {
            Issue.record("\(error)")
            return
        }
        let expressible = suite.cases.filter { $0.route != nil }
        try #require(!expressible.isEmpty)

        // One table for every expressible case; it must be a valid table.
        let result = Pipeline.validate(root: "conformance.yaml", files: ["conformance.yaml": suite.table])
        let table = try #require(
            result.table, "the conformance table has errors:\n\(result.diagnostics.rendered(as: .text))\n\(suite.table)"
        )

        // Generate and compile once.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for file in Pipeline.generate(table) {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            sources.append(url.path)
        }
        let driver = folder.appendingPathComponent("main.swift")
        try Data(Self.driver.utf8).write(to: driver)
        let executable = folder.appendingPathComponent("conformance")
        let build = try Self.compile(sources + [driver.path], to: executable.path)
        try #require(build.status == 0, "compiling the generated code failed:\n\(build.output)")

        // Decode every instance.
        let payloads = expressible.map { "{\"type\": \"\($0.route!)\", \"v\": \($0.data)}" }
        let payloadFile = folder.appendingPathComponent("payloads.jsonl")
        try Data((payloads.joined(separator: "\n") + "\n").utf8).write(to: payloadFile)
        let run = try Self.run(executable.path, [payloadFile.path])
        let verdicts = run.output.split(separator: "\n").map { $0 == "1" }
        try #require(
            verdicts.count == expressible.count,
            "the decoder judged \(verdicts.count) of \(expressible.count) instances")

        var failures: [String] = []
        var failed: Set<String> = []
        for (item, accepted) in zip(expressible, verdicts) where accepted != item.valid {
            failed.insert(item.key)
            failures.append(
                "\(item.file) group \(item.group) (\(item.groupDescription)) test \(item.test) (\(item.description)): data \(item.data), valid \(item.valid), decoder \(accepted ? "accepted" : "rejected")"
            )
        }
        #expect(failures.isEmpty, "\(failures.count) conformance failures:\n\(failures.joined(separator: "\n"))")
        let passed = expressible.count - failures.count
        print(
            "JSON Schema conformance: \(passed) of \(expressible.count) expressible cases pass; \(suite.cases.count - expressible.count) of \(suite.cases.count) cannot be expressed"
        )
        let report = ConformanceReport.markdown(suite, failed: failed)
        let reportURL = Self.repository.appendingPathComponent("docs/conformance.md")
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try Data(report.utf8).write(to: reportURL)
        } else {
            let current = try? String(contentsOf: reportURL, encoding: .utf8)
            #expect(current == report, "docs/conformance.md is out of date; run `make reference`")
        }
    }

    static let driver = """
        import Foundation
        import PushRouting

        // Prints 1 or 0 for each JSON payload line of the file given: accepted or rejected.
        let data = FileManager.default.contents(atPath: CommandLine.arguments[1]) ?? Data()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\\n") {
            print((try? PushRoute.decode(json: Data(line.utf8))) != nil ? "1" : "0")
        }

        """

    /// The build folder the tests run from (it holds PushRouting's module and objects).
    static var buildFolder: URL {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(
            atPath: url.appendingPathComponent("Modules/PushRouting.swiftmodule").path)
        {
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return url
    }

    static func compile(_ sources: [String], to output: String) throws -> (status: Int32, output: String) {
        let build = buildFolder
        let objects = try FileManager.default.contentsOfDirectory(
            atPath: build.appendingPathComponent("PushRouting.build").path
        )
        .filter { $0.hasSuffix(".o") }.map { build.appendingPathComponent("PushRouting.build/\($0)").path }
        return try run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-module-name", "Conformance", "-I",
                build.appendingPathComponent("Modules").path,
            ]
                + sources + objects + ["-o", output])
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// docs/conformance.md.
enum ConformanceReport {
    static func markdown(_ suite: ConformanceSuite, failed: Set<String>) -> String {
        let expressible = suite.cases.filter { $0.route != nil }.count
        let passed = expressible - failed.count
        var lines = [
            "# JSON Schema conformance",
            "",
            "The language gives the constraints their JSON Schema 2020-12 meaning (docs/language.md, Constraints).",
            "`ConformanceTests` (part of `make test`) reads the official JSON Schema test suite (draft 2020-12) at test",
            "time, from `ROUTEGEN_CONFORMANCE_SUITE` or `shared/conformance/json-schema` beside the clone (CI has it",
            "there; without it the test is skipped and says so), maps each test case that routes.yaml can express to a route of one table (as the suite's README",
            "describes: a required param `v`, `coerce: none`), generates and compiles the Swift for all of them at",
            "once, decodes each instance `{\"type\": ROUTE, \"v\": DATA}` and compares accept/reject with `valid`.",
            "",
            "**\(passed) of \(expressible) expressible test cases pass.** The \(ConformanceSuite.files.count) files hold \(suite.cases.count) test cases;",
            "\(suite.cases.count - expressible) cannot be expressed in routes.yaml and are listed below.",
            "",
            "Decisions the suite's README leaves open: counts written with a decimal (`maxLength: 2.0`) are",
            "accepted as whole numbers, so those 8 cases are expressible; a typed group's instance of another JSON",
            "type (`\"foo\"` for `type: integer`) is expressible and must be rejected; a `null` instance is a missing",
            "required value and is rejected.",
            "",
            "## Expressible cases per file",
            "",
            "| file | expressible | passing |",
            "|---|---:|---:|",
        ]
        for file in ConformanceSuite.files {
            let cases = suite.cases.filter { $0.file == file && $0.route != nil }
            lines.append("| \(file) | \(cases.count) | \(cases.filter { !failed.contains($0.key) }.count) |")
        }
        lines += [
            "", "## Cases that cannot be expressed", "", "| file | group | tests | reason |", "|---|---|---|---|",
        ]
        var index = 0
        let skipped = suite.cases.filter { $0.route == nil }
        while index < skipped.count {
            let first = skipped[index]
            var last = first
            var end = index + 1
            while end < skipped.count, skipped[end].file == first.file, skipped[end].group == first.group,
                skipped[end].skipReason == first.skipReason, skipped[end].test == last.test + 1
            {
                last = skipped[end]
                end += 1
            }
            let tests = first.test == last.test ? "\(first.test)" : "\(first.test)–\(last.test)"
            lines.append(
                "| \(first.file) | \(first.group): \(first.groupDescription) | \(tests) | \(first.skipReason ?? "") |")
            index = end
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
