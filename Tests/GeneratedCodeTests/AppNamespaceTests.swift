import Foundation
import Testing

/// What an app sees of PushRouting: the public symbols of the built module, as
/// `swift-symbolgraph-extract` lists them (what autocomplete offers after `PushRouting.` and
/// after a value's or type's name): the top-level names, and every member, nested type and
/// static member, in `AppAPI.txt`. What only generated code calls is `@_spi(Generated)` or
/// `package`; a new public symbol is an addition to the app's API, to be reviewed here (so
/// that the next generated-code helper does not land in the app's namespace). Record the
/// list again with `ROUTEGEN_RECORD=1` after reviewing the change.
@Suite struct AppNamespaceTests {
    /// The reviewed list.
    static let appAPI: Set<String> = [
        "APS", "APSAlert", "APSSound", "ArrivedPush", "CompactlyDescribed", "DeviceToken", "DispatchOutcome",
        "Interception",
        "JSONValue", "LinkPart", "NumberBound", "PayloadDecodable", "PayloadEncodable", "PayloadObject", "PayloadPath",
        "PushArrival",
        "PushDecodingError", "PushDispatcher", "RawPayload", "RegistrationToken", "RoutablePush", "UnhandledPolicy",
        "Violation",
    ]

    /// The symbols of the module at `access` (`public`: what an app sees without SPI).
    static func symbols(minimumAccess access: String) throws -> [[String: Any]] {
        let runtime = try CompiledTable.runtime.get()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "symbols-\(getpid())-\(access)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let result = CompiledTable.run(
            "/usr/bin/env",
            [
                "swift-symbolgraph-extract", "-module-name", "PushRouting", "-minimum-access-level", access, "-I",
                runtime.path, "-output-dir", output.path,
            ])
        try #require(result.status == 0, "swift-symbolgraph-extract failed:\n\(result.output)")
        let data = try Data(contentsOf: output.appendingPathComponent("PushRouting.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(graph["symbols"] as? [[String: Any]])
    }

    static func topLevelNames(_ symbols: [[String: Any]]) -> Set<String> {
        Set(
            symbols.compactMap { symbol in
                guard let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
                return path[0]
            })
    }

    @Test func theAppSeesTheReviewedNames() throws {
        let seen = Self.topLevelNames(try Self.symbols(minimumAccess: "public"))
        #expect(
            seen == Self.appAPI,
            """
            PushRouting's public top-level names changed: new \(seen.subtracting(Self.appAPI).sorted()), \
            gone \(Self.appAPI.subtracting(seen).sorted()). Mark what only generated code calls \
            @_spi(Generated); update AppNamespaceTests.appAPI for what apps use.
            """)
    }

    /// The reviewed list of every public symbol: `kind path`, sorted.
    static let appAPIFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "AppAPI.txt")

    /// `kind path` of each symbol (`property PushDecodingError.route`), sorted, each once.
    static func symbolLines(_ symbols: [[String: Any]]) -> [String] {
        Set(
            symbols.compactMap { symbol -> String? in
                guard let path = symbol["pathComponents"] as? [String],
                    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
                else { return nil }
                return kind.replacingOccurrences(of: "swift.", with: "") + " " + path.joined(separator: ".")
            }
        ).sorted()
    }

    @Test func theAppSeesTheReviewedMembers() throws {
        let seen = Self.symbolLines(try Self.symbols(minimumAccess: "public"))
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try (seen.joined(separator: "\n") + "\n").write(to: Self.appAPIFile, atomically: true, encoding: .utf8)
        }
        let reviewed = try String(contentsOf: Self.appAPIFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            seen == reviewed,
            """
            PushRouting's public symbols changed: new \(Set(seen).subtracting(reviewed).sorted()), \
            gone \(Set(reviewed).subtracting(seen).sorted()). Mark what only generated code calls \
            @_spi(Generated) or package; record AppAPI.txt again (ROUTEGEN_RECORD=1) for what apps use.
            """)
    }

    /// Every public protocol says in its doc comment what it is for: an app sees it.
    @Test func everyPublicProtocolHasItsDoc() throws {
        for symbol in try Self.symbols(minimumAccess: "public") {
            guard (symbol["kind"] as? [String: Any])?["identifier"] as? String == "swift.protocol" else { continue }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined(separator: " ")
            #expect(
                text.count > 80, "\(symbol["pathComponents"] ?? "") needs a doc comment that says why an app sees it")
        }
    }

    /// What generated code sets on an error is read-only to an app.
    @Test func anAppCannotMarkAnErrorIgnored() throws {
        let runtime = try CompiledTable.runtime.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("namespace-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("App.swift")
        try """
        import PushRouting
        func mark(_ error: inout PushDecodingError) { error.invalidIsIgnored = true }
        """.write(to: source, atomically: true, encoding: .utf8)
        let result = CompiledTable.swiftc(["-typecheck", "-I", runtime.path, source.path])
        #expect(result.status != 0 && result.output.contains("setter is inaccessible"), "\(result.output)")
    }
}
