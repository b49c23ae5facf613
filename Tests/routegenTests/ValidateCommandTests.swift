import Foundation
import Testing

/// `routegen validate` end to end: exit codes, formats, several files.
@Suite struct ValidateCommandTests {
    static let valid = """
        version: 1
        routes:
          second:
            destination: SecondViewController
            params:
              id: { type: int, coerce: strings }
              content: string
        """

    static let broken = """
        version: 1
        routes:
          second:
            destinaton: SecondViewController
            params:
              id: { type: integer }
        """

    @Test func validTableExitsZero() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.valid])
        let run = try CLI.run(["validate", "routes.yaml"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "routes.yaml: 1 route, 1 destination, 0 types\n")
    }

    @Test func errorsExitOneWithEveryProblemInTextForm() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.broken])
        let run = try CLI.run(["validate", "routes.yaml"], in: folder.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("routes.yaml:4:5: error: unknown key 'destinaton'"))
        #expect(lines[1].hasPrefix("routes.yaml:6:19: error: unknown type 'integer'"))
        #expect(run.stdout == "routes.yaml: 2 errors, 0 warnings\n")
    }

    @Test func jsonFormat() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.broken])
        let run = try CLI.run(["validate", "--diagnostics-format", "json", "routes.yaml"], in: folder.url)
        #expect(run.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        let first = array[0]
        #expect(first["file"] as? String == "routes.yaml")
        #expect(first["line"] as? Int == 4)
        #expect(first["column"] as? Int == 5)
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "unknown-key")
        #expect((first["message"] as? String)?.contains("did you mean 'destination'") == true)
        #expect(Set(first.keys) == ["file", "line", "column", "severity", "code", "message"])
    }

    @Test func jsonOfAValidTableIsAnEmptyArray() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.valid])
        let run = try CLI.run(["validate", "routes.yaml", "--diagnostics-format=json"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "[]\n")
    }

    @Test func notesFollowTheirError() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": "version: 1\nroutes:\n  a:\n    destination: A\n  a_:\n    destination: B\n"
        ])
        let run = try CLI.run(["validate", "routes.yaml"], in: folder.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("routes.yaml:5:3: error: route \"a_\" derives the Swift route case name 'a'"))
        #expect(lines[1] == "routes.yaml:3:3: note: route \"a\" is declared here")
        let json = try CLI.run(["validate", "routes.yaml", "--diagnostics-format", "json"], in: folder.url)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["severity"] as? String } == ["error", "note"])
    }

    @Test func warningsKeepExitZero() throws {
        let folder = try TemporaryFolder(["routes.yaml": "version: 1\nroutes: {}\n"])
        let run = try CLI.run(["validate", "routes.yaml"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("routes.yaml:2:1: warning: the table has no routes"))
    }

    @Test func severalFilesAreCheckedEachAsARoot() throws {
        let folder = try TemporaryFolder(["a.yaml": Self.valid, "b.yaml": Self.broken])
        let run = try CLI.run(["validate", "a.yaml", "b.yaml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("b.yaml:") })
        #expect(run.stdout.contains("a.yaml: 1 route,"))
        #expect(run.stdout.contains("b.yaml: 2 errors"))
    }

    @Test func includesAreReadRelativeToTheIncludingFile() throws {
        let folder = try TemporaryFolder([
            "app/routes.yaml": "version: 1\ninclude: [parts/orders.yaml]\nroutes:\n  a:\n    destination: A\n",
            "app/parts/orders.yaml": "version: 1\nroutes:\n  b:\n    destination: B\n    params:\n      x: strin\n",
        ])
        let run = try CLI.run(["validate", "app/routes.yaml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("app/parts/orders.yaml:6:10: error: unknown type 'strin'"))
    }

    @Test func missingIncludeIsATableError() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": "version: 1\ninclude: [nope.yaml]\nroutes:\n  a:\n    destination: A\n"
        ])
        let run = try CLI.run(["validate", "routes.yaml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("routes.yaml:2:11: error: cannot read included file 'nope.yaml'"))
    }

    @Test func unreadableInputExitsTwo() throws {
        let folder = try TemporaryFolder()
        let missing = try CLI.run(["validate", "missing.yaml"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'missing.yaml'"))
        let directory = try CLI.run(["validate", "."], in: folder.url)
        #expect(directory.status == 2)
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLI.run(["validate"]).status == 2)
        #expect(try CLI.run(["validate", "--no-such-flag", "x.yaml"]).status == 2)
        #expect(try CLI.run(["validate", "--diagnostics-format", "xml", "x.yaml"]).status == 2)
        #expect(try CLI.run(["frobnicate"]).status == 2)
    }

    @Test func helpExitsZeroAndExplains() throws {
        let run = try CLI.run(["validate", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--diagnostics-format"))
        #expect(run.stdout.contains("Exits 0"))
        let root = try CLI.run(["--help"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("validate"))
    }

    @Test func hostileInputNeverCrashes() throws {
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...20 {
            bomb +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let folder = try TemporaryFolder([
            "bomb.yaml": bomb,
            "deep.yaml": "a: " + String(repeating: "[", count: 100_000) + "\n",
            "binary.yaml": "\u{0}\u{1}\u{2}",
        ])
        for file in ["bomb.yaml", "deep.yaml", "binary.yaml"] {
            let run = try CLI.run(["validate", file], in: folder.url)
            #expect(run.status == 1, "\(file)")
            #expect(run.stderr.contains("error:"), "\(file)")
        }
    }
}

/// `routegen breaking`, `explain` and `schema` end to end.
@Suite struct CompatibilityCommandTests {
    static let old = """
        version: 1
        routes:
          second:
            destination: SecondViewController
            params:
              id: { type: int, coerce: strings }
          third:
            destination: ThirdViewController
        """

    @Test func breakingAgainstAFile() throws {
        let new = Self.old.replacingOccurrences(
            of: "id: { type: int, coerce: strings }", with: "id: int\n      extra: string")
        let folder = try TemporaryFolder(["old.yaml": Self.old, "new.yaml": new, "same.yaml": Self.old])
        let run = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], in: folder.url)
        #expect(run.status == 3)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("new.yaml:6:7: error: \"id\" of route \"second\" no longer accepts"))
        #expect(lines[1].hasPrefix("new.yaml:7:7: error: \"extra\" of route \"second\" is new and required"))
        #expect(run.stdout.hasPrefix("new.yaml: 2 breaking changes against old.yaml\n"))
        // The entries that would acknowledge them, ready to paste.
        #expect(run.stdout.contains("create new.breaking.yaml with"))
        #expect(run.stdout.contains("  - change: changed-coercion\n    route: second\n    param: id\n"))
        let clean = try CLI.run(["breaking", "same.yaml", "--against", "old.yaml"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.stdout == "same.yaml: no breaking changes against old.yaml\n")
        let json = try CLI.run(
            ["breaking", "new.yaml", "--against", "old.yaml", "--diagnostics-format", "json"], in: folder.url)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["code"] as? String } == ["changed-coercion", "new-required-param"])
    }

    @Test func breakingAgainstAGitRevision() throws {
        let folder = try TemporaryFolder(["app/routes.yaml": Self.old])
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@e.x"] + arguments
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "first")
        try folder.write(
            "app/routes.yaml",
            Self.old.replacingOccurrences(of: "\n  third:\n    destination: ThirdViewController", with: ""))
        let run = try CLI.run(["breaking", "app/routes.yaml", "--against-git", "HEAD"], in: folder.url)
        #expect(run.status == 3)
        #expect(run.stderr.hasPrefix("HEAD:app/routes.yaml:7:3: error: route \"third\" was removed"))
        let missing = try CLI.run(["breaking", "app/routes.yaml", "--against-git", "nope"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'nope' is not a revision"))
    }

    /// When a table has errors nothing is compared: the new table's diagnostics are printed,
    /// and the old one's errors (named by the revision with --against-git), not its
    /// warnings, so a warning both share is printed once.
    @Test func breakingPrintsASharedWarningOnce() throws {
        let orphan = "version: 1\ntypes:\n  Orphan:\n    enum: [a]\nroutes:\n  second:\n    destination: S\n"
        let folder = try TemporaryFolder(["routes.yaml": orphan])
        func git(_ arguments: String...) throws {
            let run = try CLI.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["git", "-c", "user.name=t", "-c", "user.email=t@e.x"] + arguments,
                in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "first")
        try folder.write("routes.yaml", orphan + "    params:\n      id: Nope\n")
        let run = try CLI.run(["breaking", "routes.yaml", "--against-git", "HEAD"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.split(separator: "\n") == [
                "routes.yaml:3:3: warning: type 'Orphan' is not used by any route; use it in a param or remove it [unused-type]",
                "routes.yaml:9:11: error: unknown type 'Nope'; declare it under types: or use string, int, double, bool, url, date or json [unknown-type]",
            ])
        #expect(run.stdout == "cannot compare tables with errors\n")
        // An old version with errors: they are printed, in the revision.
        try git("commit", "-q", "-am", "second")
        try folder.write("routes.yaml", orphan)
        let old = try CLI.run(["breaking", "routes.yaml", "--against-git", "HEAD"], in: folder.url)
        #expect(old.status == 1)
        #expect(old.stderr.components(separatedBy: "unused-type").count == 2)
        #expect(old.stderr.contains("\nHEAD:routes.yaml:9:11: error: unknown type 'Nope'"))
        // Against a file: the same.
        try folder.write("old.yaml", orphan)
        try folder.write("new.yaml", orphan + "    params:\n      id: Nope\n")
        let files = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], in: folder.url)
        #expect(files.status == 1)
        #expect(files.stderr.components(separatedBy: "unused-type").count == 2)
        #expect(!files.stderr.contains("old.yaml"))
    }

    @Test func explainPrintsValuesOrTheError() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": Self.old, "good.json": #"{"type": "second", "id": "12"}"#,
            "bad.json": #"{"type": "second", "id": "x"}"#,
            "lines.jsonl": "{\"type\": \"third\"}\n\n{\"type\": \"fourth\"}\n",
        ])
        let good = try CLI.run(["explain", "routes.yaml", "good.json"], in: folder.url)
        #expect(good.status == 0)
        #expect(
            good.stdout
                == "good.json: routed: route \"second\" -> SecondViewController, by its value \"second\" at type\n  id: int = 12\n"
        )
        let bad = try CLI.run(["explain", "routes.yaml", "bad.json"], in: folder.url)
        #expect(bad.status == 3)
        #expect(bad.stdout.contains("rejected: route \"second\": id: expected an int, found the string \"x\""))
        let lines = try CLI.run(
            ["explain", "--lines", "--format", "json", "routes.yaml", "lines.jsonl"], in: folder.url)
        #expect(lines.status == 3)
        let results = lines.stdout.split(separator: "\n")
        #expect(results.count == 2)
        #expect(results[0].contains("\"accepted\":true"))
        #expect(results[1].contains("\"accepted\":false"))
        #expect(try CLI.run(["explain", "routes.yaml", "missing.json"], in: folder.url).status == 2)
    }

    /// `-` is standard input: one payload, or JSON lines with --lines, named `<stdin>`; with
    /// the same exit codes as files.
    @Test func explainReadsStandardInput() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": Self.old, "good.json": #"{"type": "second", "id": "12"}"#,
        ])
        let one = try CLI.run(["explain", "routes.yaml", "-"], in: folder.url, input: #"{"type": "third"}"#)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(
            one.stdout == "<stdin>: routed: route \"third\" -> ThirdViewController, by its value \"third\" at type\n")
        // Among files, in argument order.
        let mixed = try CLI.run(
            ["explain", "routes.yaml", "good.json", "-"], in: folder.url, input: #"{"type": "second", "id": "x"}"#)
        #expect(mixed.status == 3)
        let results = mixed.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
        #expect(results.first == "good.json")
        #expect(results.contains("<stdin>"))
        #expect(mixed.stdout.contains("<stdin>: rejected: route \"second\": id: expected an int"))
        let lines = try CLI.run(
            ["explain", "--lines", "--format", "json", "routes.yaml", "-"], in: folder.url,
            input: "{\"type\": \"third\"}\n\n{\"type\": \"fourth\"}\n")
        #expect(lines.status == 3)
        #expect(lines.stdout.split(separator: "\n").count == 2)
        let named = try CLI.run(
            ["explain", "--lines", "routes.yaml", "-"], in: folder.url,
            input: "{\"type\": \"third\"}\n\n{\"type\": 4}\n")
        #expect(named.stdout.hasPrefix("<stdin>:1: routed"))
        #expect(named.stdout.contains("\n<stdin>:3: unknown"))
        // Empty input is not a JSON object: rejected, as an empty file is.
        #expect(try CLI.run(["explain", "routes.yaml", "-"], in: folder.url, input: "").status == 3)
        // Standard input can be read once.
        let twice = try CLI.run(["explain", "routes.yaml", "-", "-"], in: folder.url)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("Give - (standard input) once"))
    }

    /// Route selection (docs/language.md §10.1): routed, ignored and unrouted payloads are
    /// successes, unknown and rejected ones are not; the JSON says how the route was chosen.
    @Test func explainSaysHowTheRouteWasChosen() throws {
        let table = """
            version: 1
            discriminators: [type, className]
            unrouted: ignore
            routes:
              3:
                destination: OrderViewController
                aliases: [order]
                params:
                  id: int
              chat:
                destination: ChatViewController
                when: { present: room }
                params:
                  room: string
              badge:
                ignore: true
            """
        let folder = try TemporaryFolder([
            "routes.yaml": table, "integer.json": #"{"type": 3.0, "id": 1}"#,
            "alias.json": #"{"type": null, "className": "order", "id": 2}"#,
            "when.json": #"{"room": "r", "type": null}"#, "ignored.json": #"{"type": "badge"}"#,
            "unrouted.json": "{}", "unknown.json": #"{"type": 4}"#, "null.json": #"{"type": 3, "id": null}"#,
        ])
        func explain(_ file: String) throws -> (status: Int32, json: [String: Any]) {
            let run = try CLI.run(["explain", "--format", "json", "routes.yaml", file], in: folder.url)
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return (run.status, try #require(object, "\(run.stdout)\(run.stderr)"))
        }
        let integer = try explain("integer.json")
        #expect(integer.status == 0)
        #expect(integer.json["outcome"] as? String == "routed")
        #expect(integer.json["accepted"] as? Bool == true)
        #expect((integer.json["selectedBy"] as? [String: Any])?["value"] as? Int == 3)
        #expect((integer.json["values"] as? [String: Any])?["id"] as? Int == 1)
        // An integer key is encoded as an integer (docs/language.md §13.1).
        #expect((integer.json["payload"] as? [String: Any])?["type"] as? Int == 3)
        let alias = try explain("alias.json")
        #expect((alias.json["selectedBy"] as? [String: Any])?["alias"] as? String == "order")
        let when = try explain("when.json")
        #expect((when.json["selectedBy"] as? [String: Any])?["when"] as? Bool == true)
        #expect(when.json["route"] as? String == "chat")
        let ignored = try explain("ignored.json")
        #expect(ignored.status == 0)
        #expect(ignored.json["outcome"] as? String == "ignored")
        #expect(ignored.json["route"] as? String == "badge")
        let unrouted = try explain("unrouted.json")
        #expect(unrouted.status == 0)
        #expect(unrouted.json["outcome"] as? String == "unrouted")
        #expect(unrouted.json["route"] is NSNull)
        let unknown = try explain("unknown.json")
        #expect(unknown.status == 3)
        #expect(unknown.json["outcome"] as? String == "unknown")
        #expect(unknown.json["accepted"] as? Bool == false)
        #expect(unknown.json["path"] as? String == "type")
        let null = try explain("null.json")
        #expect(null.status == 3)
        #expect(null.json["outcome"] as? String == "rejected")
        #expect(null.json["route"] as? String == "3")
        #expect(null.json["message"] as? String == "route \"3\": id: the value is null")
        let text = try CLI.run(["explain", "routes.yaml", "alias.json", "ignored.json"], in: folder.url)
        #expect(text.status == 0)
        #expect(
            text.stdout == """
                alias.json: routed: route "3" -> OrderViewController, by the alias "order" at className
                  id: int = 2
                ignored.json: ignored: route "badge", by its value "badge" at type; nothing is delivered

                """)
    }

    @Test func schemaIsJSONWithABranchPerRoute() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.old])
        let run = try CLI.run(["schema", "routes.yaml"], in: folder.url)
        #expect(run.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["anyOf"] as? [Any])?.count == 2)
        let written = try CLI.run(["schema", "routes.yaml", "--output", "schema.json"], in: folder.url)
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("schema.json")))
    }
}
