import Foundation
import Testing

/// Breaking changes made on purpose: `routes.breaking.yaml` beside the table names them,
/// `routegen breaking` then reports them as warnings; everything else still fails.
@Suite struct AcknowledgementTests {
    /// The repository's root (this file is Tests/routegenTests/AcknowledgementTests.swift).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example table, whose last route `news` is deprecated.
    static var example: String {
        get throws { try String(contentsOf: repository.appendingPathComponent("routes.yaml"), encoding: .utf8) }
    }

    /// The example table without its deprecated route (the last one in the file).
    static func withoutNews(_ table: String) throws -> String {
        let start = try #require(table.range(of: "\n  news:\n"))
        return String(table[..<start.lowerBound]) + "\n"
    }

    /// What acknowledges the removal of `news`: the route and its two aliases.
    static let acknowledgement = """
        # Breaking changes of routes.yaml made on purpose (docs/ci.md).
        version: 1
        acknowledged:
          - change: removed-route
            route: news
            reason: deprecated since app 2.0; no app that reads it is supported any more
          - change: removed-alias
            route: news
            alias: NewsViewController
          - change: removed-alias
            route: news
            alias: news_v1
        """

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> CLI.Run {
        try CLI.run(URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments, in: folder)
    }

    static func git(_ arguments: String..., in folder: URL) throws {
        let run = try run(
            "git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: folder)
        try #require(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    /// `make check` of this repository's Makefile, run in `folder` (a git repository with
    /// routes.yaml and Generated/) with the routegen under test.
    static func makeCheck(in folder: URL) throws -> CLI.Run {
        try run(
            "make",
            [
                "--no-print-directory", "-f", repository.appendingPathComponent("Makefile").path, "check",
                "ROUTEGEN=\(CLI.executable.path)", "SOURCES=",
            ], in: folder)
    }

    /// The workflow of docs/ci.md with the example table: a commit with the deprecated
    /// route `news`, then a commit that removes it. `make check` (which compares with the
    /// previous commit) fails until the same commit acknowledges the removal, then passes
    /// and shows the acknowledged changes as warnings.
    @Test func makeCheckRemovesTheDeprecatedRouteOnlyWithAnAcknowledgement() throws {
        let folder = try TemporaryFolder(["routes.yaml": try Self.example])
        try Self.git("init", "-q", in: folder.url)
        _ = try CLI.run(["generate", "routes.yaml", "--output", "Generated"], in: folder.url)
        try Self.git("add", ".", in: folder.url)
        try Self.git("commit", "-q", "-m", "the table with the deprecated route", in: folder.url)
        #expect(try Self.makeCheck(in: folder.url).status == 0)

        // Remove the route (and regenerate): the pull request without an acknowledgement.
        try folder.write("routes.yaml", try Self.withoutNews(try Self.example))
        _ = try CLI.run(["generate", "routes.yaml", "--output", "Generated"], in: folder.url)
        try Self.git("add", ".", in: folder.url)
        try Self.git("commit", "-q", "-m", "remove the deprecated route", in: folder.url)
        let failing = try Self.makeCheck(in: folder.url)
        #expect(failing.status != 0)
        #expect(failing.stderr.contains("HEAD~1:routes.yaml:118:3: error: route \"news\" was removed"))
        #expect(failing.stderr.contains("error: alias \"news_v1\" of route \"news\" was removed"))
        #expect(failing.stdout.contains("routes.yaml: 3 breaking changes against HEAD~1"))
        // It says what to write; that is what `acknowledgement` holds, without comments.
        #expect(
            failing.stdout.contains(
                "  - change: removed-route\n    route: news\n  - change: removed-alias\n    route: news\n    alias: NewsViewController\n"
            ))

        // The same commit with the acknowledgement: green.
        try folder.write("routes.breaking.yaml", Self.acknowledgement)
        try Self.git("add", ".", in: folder.url)
        try Self.git("commit", "-q", "--amend", "-m", "remove the deprecated route, acknowledged", in: folder.url)
        let passing = try Self.makeCheck(in: folder.url)
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(
            passing.stdout.contains(
                "routes.yaml: no breaking changes against HEAD~1 (3 more acknowledged in routes.breaking.yaml)"))
        #expect(passing.stderr.contains("HEAD~1:routes.yaml:118:3: warning: route \"news\" was removed"))
        #expect(passing.stderr.contains("routes.breaking.yaml:4:5: note: acknowledged here: deprecated since app 2.0"))

        // Acknowledging only the route is not enough: its aliases break too.
        try folder.write(
            "routes.breaking.yaml", "version: 1\nacknowledged:\n  - change: removed-route\n    route: news\n")
        let partial = try Self.makeCheck(in: folder.url)
        #expect(partial.status != 0)
        #expect(partial.stdout.contains("routes.yaml: 2 breaking changes against HEAD~1 (1 more acknowledged"))
    }

    @Test func anythingNotAcknowledgedStillFails() throws {
        let old = """
            version: 1
            types:
              Status:
                enum: [open, closed]
            routes:
              a:
                destination: A
                params:
                  id: { type: string, maxLength: 20 }
                  status: Status
              b:
                destination: B
            """
        let new = """
            version: 1
            types:
              Status:
                enum: [open]
            routes:
              a:
                destination: A
                params:
                  id: { type: string, maxLength: 10 }
                  status: Status
            """
        let folder = try TemporaryFolder([
            "old.yaml": old, "new.yaml": new,
            "new.breaking.yaml": """
            version: 1
            acknowledged:
              - change: removed-route
                route: b
              - change: tightened-constraint
                route: a
                param: id
                constraint: maxLength
            """,
        ])
        let run = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], in: folder.url)
        #expect(run.status == 3)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("the value \"closed\" was removed from enum 'Status'") == true)
        #expect(run.stdout.contains("  - change: removed-enum-value\n    type: Status\n    value: closed\n"))
        #expect(run.stdout.contains("add to the acknowledged: list of new.breaking.yaml"))

        // Another file, given explicitly; an entry that matches nothing is a warning.
        try folder.write(
            "accepted.yaml",
            "version: 1\nacknowledged:\n  - change: removed-route\n    route: b\n  - change: removed-enum-value\n    type: Status\n    value: closed\n  - change: tightened-constraint\n    route: a\n    param: id\n    constraint: maxLength\n  - change: removed-route\n    route: c\n"
        )
        let accepted = try CLI.run(
            ["breaking", "new.yaml", "--against", "old.yaml", "--acknowledged", "accepted.yaml"], in: folder.url)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(
            accepted.stderr.contains(
                "accepted.yaml:12:5: warning: no breaking change against old.yaml matches this acknowledgement of removed-route of route \"c\""
            ))
    }

    @Test func aBrokenAcknowledgementsFileIsAnError() throws {
        let table = "version: 1\nroutes:\n  a:\n    destination: A\n"
        let folder = try TemporaryFolder([
            "routes.yaml": table, "old.yaml": table,
            "routes.breaking.yaml": """
            version: 1
            acknowledged:
              - change: removed-rout
                route: a
              - change: removed-alias
                route: a
              - change: removed-route
                route: a
                colour: red
              - change: removed-route
                route: x
              - change: removed-route
                route: x
            """,
        ])
        let run = try CLI.run(["breaking", "routes.yaml", "--against", "old.yaml"], in: folder.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "routes.breaking.yaml:3:13: error: change 'removed-rout' is not the code of a breaking change; did you mean 'removed-route'? [invalid-acknowledgement]"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "routes.breaking.yaml:5:13: error: an acknowledgement of removed-alias takes the keys route and alias; this one has route"
                )
            })
        #expect(
            lines.contains {
                $0.hasPrefix("routes.breaking.yaml:9:5: error: unknown key 'colour' in the acknowledgement")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("routes.breaking.yaml:12:5: error: removed-route of route \"x\" is acknowledged twice")
            })
        #expect(lines.contains("routes.breaking.yaml:10:5: note: it is first acknowledged here"))
    }
}
