import Foundation
import Testing

/// What an app sees of PushRouting: the top-level public names of the built module, as
/// `swift-symbolgraph-extract` lists them (what autocomplete offers after `PushRouting.`).
/// What only generated code calls is `@_spi(Generated)`; a new public name is an addition to
/// the app's API, to be reviewed here (so that the next generated-code helper does not land
/// in the app's namespace).
@Suite struct AppNamespaceTests {
    /// The reviewed list.
    static let appAPI: Set<String> = [
        "APS", "APSAlert", "APSSound", "CompactlyDescribed", "DeviceToken", "DispatchOutcome", "Interception",
        "JSONValue", "NumberBound", "PayloadDecodable", "PayloadEncodable", "PayloadObject", "PayloadPath",
        "PushArrival",
        "PushDecodingError", "PushDispatcher", "RawPayload", "RegistrationToken", "RoutablePush", "UnhandledPolicy",
        "Violation",
    ]

    /// The symbols of the module at `access` (`public`: what an app sees without SPI).
    static func symbols(minimumAccess access: String) throws -> [[String: Any]] {
        let runtime = try CompiledTable.runtime.get()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(getpid())-\(access)")
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
}
