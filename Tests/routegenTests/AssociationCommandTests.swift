import Foundation
import Testing

/// `routegen association` (docs/language.md §14.8): the file of one host, the files of every
/// host, the app's settings, and the usage errors.
@Suite struct AssociationCommandTests {
    static let table = """
        version: 1
        links:
          hosts: [example.com, staging.example.com, "*.example.org"]
          schemes: [shop]
          appIDs: [ABCDE12345.com.example.shop]
        routes:
          order:
            destination: OrderViewController
            params:
              id: int
            links: /orders/{id}
        """

    @Test func printsOneHostsFileAndWritesEveryHosts() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.table])
        let run = try CLI.run(["association", "routes.yaml", "--host", "example.com"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let file = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let details = (file["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        #expect(details?.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.shop"])
        let paths = (details?.first?["components"] as? [[String: Any]])?.compactMap { $0["/"] as? String }
        #expect(paths?.contains("/orders/*") == true)
        // A subdomain of a *. host, with another app ID.
        let sub = try CLI.run(
            ["association", "routes.yaml", "--host", "shop.example.org", "--app-id", "FGHIJ67890.com.example.other"],
            in: folder.url)
        #expect(sub.status == 0)
        #expect(sub.stdout.contains("FGHIJ67890.com.example.other") && !sub.stdout.contains("ABCDE12345"))
        let written = try CLI.run(["association", "routes.yaml", "--output", "Site"], in: folder.url)
        #expect(written.status == 0)
        for host in ["example.com", "staging.example.com"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("Site/\(host)/apple-app-site-association")))
        }
        #expect(written.stderr.contains("*.example.org: each subdomain serves its own file"))
    }

    @Test func printsTheAppsSettings() throws {
        let folder = try TemporaryFolder(["routes.yaml": Self.table])
        let entitlements = try CLI.run(["association", "routes.yaml", "--entitlements"], in: folder.url)
        #expect(entitlements.status == 0)
        #expect(entitlements.stdout.contains("<string>applinks:*.example.org</string>"))
        let types = try CLI.run(["association", "routes.yaml", "--url-types"], in: folder.url)
        #expect(types.stdout.contains("<string>shop</string>") && types.stdout.contains("com.example.shop"))
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try TemporaryFolder([
            "routes.yaml": Self.table,
            "bare.yaml": Self.table.replacingOccurrences(of: "  appIDs: [ABCDE12345.com.example.shop]\n", with: ""),
            "nolinks.yaml": "version: 1\nroutes:\n  a: { destination: A }\n",
        ])
        let several = try CLI.run(["association", "routes.yaml"], in: folder.url)
        #expect(several.status == 2)
        #expect(several.stderr.contains("pass --host"))
        let unknown = try CLI.run(["association", "routes.yaml", "--host", "example.net"], in: folder.url)
        #expect(unknown.status == 2)
        let noID = try CLI.run(["association", "bare.yaml", "--host", "example.com"], in: folder.url)
        #expect(noID.status == 2)
        #expect(noID.stderr.contains("--app-id"))
        let noLinks = try CLI.run(["association", "nolinks.yaml"], in: folder.url)
        #expect(noLinks.status == 2)
    }
}
