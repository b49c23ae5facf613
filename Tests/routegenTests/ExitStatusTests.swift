import Foundation
import Testing

/// One exit-status scheme for every subcommand: 0 all is well, 1 the table has errors,
/// 2 usage or I/O, 3 the table is valid but the check failed. And explain's one `--format`.
@Suite struct ExitStatusTests {
    static let table = """
        version: 1
        routes:
          second:
            destination: SecondViewController
            params:
              id: int
        """
    static let broken = "version: 1\nroutes:\n  second:\n    destinaton: SecondViewController\n"

    @Test func everySubcommandUsesTheSameScheme() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": Self.table, "broken.yaml": Self.broken,
            "good.json": #"{"type": "second", "id": 1}"#, "bad.json": #"{"type": "second", "id": "x"}"#,
            "unknown.json": #"{"type": "fourth"}"#, "notjson.json": "{",
            "old.yaml": Self.table + "\n  third:\n    destination: ThirdViewController\n",
        ])
        func status(_ arguments: [String]) throws -> Int32 { try CLI.run(arguments, in: folder.url).status }

        // 0: all is well.
        #expect(try status(["validate", "routes.yaml"]) == 0)
        #expect(try status(["explain", "routes.yaml", "good.json"]) == 0)
        #expect(try status(["schema", "routes.yaml"]) == 0)
        #expect(try status(["breaking", "routes.yaml", "--against", "routes.yaml"]) == 0)
        #expect(try status(["generate", "routes.yaml", "--output", "Out"]) == 0)
        #expect(try status(["generate", "routes.yaml", "--output", "Out", "--check"]) == 0)

        // 1: the table has errors, whatever the subcommand.
        #expect(try status(["validate", "broken.yaml"]) == 1)
        #expect(try status(["explain", "broken.yaml", "good.json"]) == 1)
        #expect(try status(["schema", "broken.yaml"]) == 1)
        #expect(try status(["breaking", "broken.yaml", "--against", "routes.yaml"]) == 1)
        #expect(try status(["generate", "broken.yaml", "--output", "Out2"]) == 1)
        #expect(try status(["generate", "broken.yaml", "--output", "Out", "--check"]) == 1)

        // 2: usage, or a file that cannot be read.
        for arguments in [
            ["validate", "missing.yaml"], ["explain", "routes.yaml", "missing.json"], ["schema", "missing.yaml"],
            ["breaking", "routes.yaml", "--against", "missing.yaml"], ["generate", "missing.yaml", "--output", "Out"],
            ["explain", "routes.yaml"], ["breaking", "routes.yaml"],
            ["explain", "--format", "xml", "routes.yaml", "good.json"],
            ["breaking", "routes.yaml", "--against", "old.yaml", "--acknowledged", "missing.breaking.yaml"],
        ] {
            #expect(try status(arguments) == 2, "\(arguments)")
        }

        // 3: the table is valid, but the check failed.
        #expect(try status(["explain", "routes.yaml", "bad.json"]) == 3)
        #expect(try status(["explain", "routes.yaml", "unknown.json"]) == 3)
        #expect(try status(["explain", "routes.yaml", "notjson.json"]) == 3)
        #expect(try status(["breaking", "routes.yaml", "--against", "old.yaml"]) == 3)
        try folder.write("Out/Payloads.swift", "// edited\n")
        #expect(try status(["generate", "routes.yaml", "--output", "Out", "--check"]) == 3)

        // Usage and I/O win over the rest: one unreadable payload among rejected ones is 2.
        #expect(try status(["explain", "routes.yaml", "bad.json", "missing.json"]) == 2)
        #expect(try status(["validate", "broken.yaml", "missing.yaml"]) == 2)
    }

    @Test func helpDocumentsTheExitStatuses() throws {
        let root = try CLI.run(["--help"])
        #expect(root.status == 0)
        for line in [
            "0  all is well", "1  the table has errors", "2  usage error",
            "3  the table is valid, but the check failed", "breaking: changes that are not acknowledged",
        ] {
            #expect(root.stdout.contains(line), "\(line)")
        }
        for command in ["validate", "generate", "breaking", "explain", "schema"] {
            let help = try CLI.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Exits 0"), "\(command)")
        }
    }

    @Test func explainHasOneFormatFlag() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": Self.table, "broken.yaml": Self.broken, "bad.json": #"{"type": "second", "id": "x"}"#,
        ])
        let help = try CLI.run(["explain", "--help"])
        #expect(help.stdout.contains("--format <text|json>"))
        #expect(!help.stdout.contains("--diagnostics-format"), "the old flag is hidden")

        // --format json covers the results and the table's diagnostics.
        let results = try CLI.run(["explain", "--format", "json", "routes.yaml", "bad.json"], in: folder.url)
        #expect(results.status == 3)
        #expect(results.stdout.hasPrefix(#"{"accepted":false"#))
        let diagnostics = try CLI.run(["explain", "--format", "json", "broken.yaml", "bad.json"], in: folder.url)
        #expect(diagnostics.status == 1)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(diagnostics.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["code"] as? String == "unknown-key")
        #expect(diagnostics.stderr.isEmpty)

        // The old flag still works, says it is deprecated, and may not contradict --format.
        let old = try CLI.run(["explain", "--diagnostics-format", "json", "broken.yaml", "bad.json"], in: folder.url)
        #expect(old.status == 1)
        #expect(old.stdout.hasPrefix("["))
        #expect(old.stderr.contains("--diagnostics-format is deprecated; use --format"))
        let both = try CLI.run(
            ["explain", "--format", "text", "--diagnostics-format", "json", "routes.yaml", "bad.json"], in: folder.url)
        #expect(both.status == 2)
    }
}
