import Foundation
import Testing

/// What `make test` shows of `swift test`'s output: the Makefile's `TEST_FILTER`, run on
/// lines as Swift Testing prints them on Linux.
@Suite struct MakeTestLogTests {
    static let makefile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Makefile")

    static let log = """
        [12/40] Compiling RouteCompiler TypeChecks.swift
        Build complete! (2.00s)
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ◇ Test passes() started.
        ◇ Test skipped() started.
        ➜ Suite SchemaTests skipped: "needs python3 with the jsonschema package"
        ➜ Test jsonSchemaTestSuite() skipped: "the JSON Schema test suite was not found"
        ➜ Test disabledWithoutAReason() skipped.
        ✔ Test passes() passed after 0.001 seconds.
        ✔ Test skipped() passed after 0.001 seconds.
        ✘ Test fails() recorded an issue at T.swift:3:5: Expectation failed: 1 == 2
        ✘ Test run with 5 tests in 2 suites failed after 0.002 seconds with 1 issue.

        """

    /// Skipped tests and suites are shown with their reason, next to failures and totals;
    /// what passed is not.
    @Test func skippedTestsAreShownWithTheirReason() throws {
        let folder = try TemporaryFolder(["test.log": Self.log])
        let run = try CLI.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "make", "--no-print-directory", "-f", Self.makefile.path, "--eval",
                "filter-test-log: ; @$(TEST_FILTER) < test.log", "filter-test-log",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n") == [
                "Build complete! (2.00s)",
                "➜ Suite SchemaTests skipped: \"needs python3 with the jsonschema package\"",
                "➜ Test jsonSchemaTestSuite() skipped: \"the JSON Schema test suite was not found\"",
                "➜ Test disabledWithoutAReason() skipped.",
                "✘ Test fails() recorded an issue at T.swift:3:5: Expectation failed: 1 == 2",
                "✘ Test run with 5 tests in 2 suites failed after 0.002 seconds with 1 issue.",
            ])
    }
}
