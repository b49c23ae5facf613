import Foundation
@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// `routegen association` (docs/language.md §14.8): the file is made of the keys Apple
/// documents, and a model of Apple's documented matching (below, written from Apple's
/// "Supporting associated domains" and the `applinks` reference, not from the builder) claims
/// exactly the https paths the table's patterns open, on probe URLs around every pattern.
@Suite struct AssociationFileTests {
    /// A table with every kind of pattern: literal paths, placeholders in every position, a
    /// trailing wildcard with and without placeholders, the root, a literal that needs
    /// escaping, and patterns of one host only.
    static let table = """
        version: 1
        links:
          hosts: [example.com, staging.example.com, "*.example.org"]
          schemes: [shop]
          appIDs: [ABCDE12345.com.example.shop]
        routes:
          home: { destination: Home, links: / }
          orders: { destination: Orders, links: [/orders, /orders/new, "/caf%C3%A9/a%3Fb"] }
          order:
            destination: Order
            params: { id: string }
            links: ["/orders/{id}", "/{id}/receipt"]
          review:
            destination: Review
            params: { id: string, stars: { type: int, optional: true } }
            links: /orders/{id}/review?stars={stars}
          help: { destination: Help, links: /help/* }
          user:
            destination: User
            params: { name: string }
            links: ["/u/{name}/*", { pattern: "/beta/{name}", hosts: [staging.example.com] }]
        """

    static func plan(_ yaml: String) throws -> TablePlan {
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return TablePlan(try #require(result.table))
    }

    // MARK: Apple's matching, from its documentation

    /// Whether Apple's pattern (`*`: zero or more characters, `/` included; `?`: exactly one)
    /// matches the whole `text`.
    static func matches(_ pattern: Substring, _ text: Substring, caseSensitive: Bool) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if matches(pattern.dropFirst(), rest, caseSensitive: caseSensitive) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && matches(pattern.dropFirst(), text.dropFirst(), caseSensitive: caseSensitive)
        default:
            guard let character = text.first,
                caseSensitive ? character == first : character.lowercased() == first.lowercased()
            else { return false }
            return matches(pattern.dropFirst(), text.dropFirst(), caseSensitive: caseSensitive)
        }
    }

    /// Whether the file claims `path` (percent-encoded, as the URL writes it): the first
    /// component whose `/` pattern matches decides; `exclude: true` turns it away; no
    /// component, no claim. `caseSensitive` from the component, else `defaults`, else true.
    static func claims(_ document: JSONDocument, path: String) -> Bool {
        guard case .object(let top) = document,
            case .object(let applinks)? = top.first(where: { $0.0 == "applinks" })?.1,
            case .array(let details)? = applinks.first(where: { $0.0 == "details" })?.1
        else { return false }
        var caseSensitive = true
        if case .object(let defaults)? = applinks.first(where: { $0.0 == "defaults" })?.1,
            case .bool(let value)? = defaults.first(where: { $0.0 == "caseSensitive" })?.1
        {
            caseSensitive = value
        }
        for case .object(let detail) in details {
            guard case .array(let components)? = detail.first(where: { $0.0 == "components" })?.1 else { continue }
            for case .object(let component) in components {
                guard case .string(let pattern)? = component.first(where: { $0.0 == "/" })?.1 else { continue }
                var sensitive = caseSensitive
                if case .bool(let value)? = component.first(where: { $0.0 == "caseSensitive" })?.1 { sensitive = value }
                guard matches(pattern[...], path[...], caseSensitive: sensitive) else { continue }
                if case .bool(true)? = component.first(where: { $0.0 == "exclude" })?.1 { return false }
                return true
            }
        }
        return false
    }

    // MARK: The file

    @Test func theFileHoldsOnlyTheKeysAppleDocuments() throws {
        let plan = try Self.plan(Self.table)
        let file = AssociationFile(try #require(plan.links), appIDs: ["ABCDE12345.com.example.shop"])
        #expect(file.hosts == ["example.com", "staging.example.com"])
        guard case .object(let top) = file.document(for: "example.com"), top.map(\.0) == ["applinks"],
            case .object(let applinks) = top[0].1,
            case .array(let details)? = applinks.first(where: { $0.0 == "details" })?.1
        else {
            Issue.record("no applinks.details")
            return
        }
        #expect(Set(applinks.map(\.0)).isSubset(of: ["details", "defaults"]))
        for case .object(let detail) in details {
            #expect(detail.map(\.0) == ["appIDs", "components"])
            guard case .array(let components) = detail[1].1 else { continue }
            #expect(!components.isEmpty)
            for case .object(let component) in components {
                #expect(
                    Set(component.map(\.0)).isSubset(
                        of: ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]))
                guard case .string(let path)? = component.first(where: { $0.0 == "/" })?.1 else {
                    Issue.record("a component without a path")
                    continue
                }
                #expect(path.hasPrefix("/"))
            }
        }
    }

    /// Probe paths around a pattern: each placeholder filled, emptied, doubled and escaped,
    /// a trailing slash, a segment more and less, a literal in another case.
    static func probes(_ pattern: LinkPattern) -> [String] {
        var probes: [String] = []
        let fillers = ["1", "x%2Fy", "%C3%A9", "", "a/b", "new", "orders"]
        func path(_ filler: String, at position: Int?) -> String {
            let pieces = pattern.segments.enumerated().map { index, segment in
                switch segment {
                case .literal(let text): LinkText.encoded(text, for: .segment)
                case .placeholder: position == nil || position == index ? filler : "7"
                }
            }
            return "/" + pieces.joined(separator: "/")
        }
        let placeholders = pattern.segments.indices.filter {
            if case .placeholder = pattern.segments[$0] { true } else { false }
        }
        for filler in fillers {
            for position in [nil] + placeholders.map(Optional.some) {
                let base = path(filler, at: position)
                probes += [base, base + "/", base + "//", base + "/more", base + "/more/deep", base.uppercased()]
                if let slash = base.lastIndex(of: "/"), slash != base.startIndex {
                    probes.append(String(base[..<slash]))
                }
            }
        }
        return probes
    }

    @Test(arguments: ["example.com", "staging.example.com", "shop.example.org"])
    func theFileClaimsExactlyThePathsTheTableOpens(_ host: String) throws {
        for caseSensitive in [true, false] {
            let yaml =
                caseSensitive
                ? Self.table
                : Self.table.replacingOccurrences(
                    of: "  schemes: [shop]", with: "  schemes: [shop]\n  caseSensitive: false")
            let plan = try Self.plan(yaml)
            let links = try #require(plan.links)
            let file = AssociationFile(links, appIDs: ["ABCDE12345.com.example.shop"])
            let table = links.runtimeTable({ _ in 0 }, routeKey: { "\($0)" })
            let document = file.document(for: host)
            var probes = ["/", "", "/nowhere", "/orders/1/2/review", "/u", "/u/", "/u//x", "/help", "/HELP/x"]
            for entry in links.entries { probes += Self.probes(try LinkPattern(parsing: entry.pattern)) }
            var checked = 0
            for path in Set(probes) where URL(string: "https://\(host)\(path)") != nil {
                let opens = table.match("https://\(host)\(path)") != nil
                let claimed = Self.claims(document, path: path.isEmpty ? "/" : path)
                #expect(
                    claimed == opens,
                    "\(host)\(path): claimed \(claimed), opens \(opens), caseSensitive \(caseSensitive)")
                checked += 1
            }
            #expect(checked > 200)
        }
    }

    @Test func theRootTableNamesItsAppAndItsSchemes() throws {
        let text = try String(
            contentsOf: DocumentationTests.repository.appendingPathComponent("routes.yaml"), encoding: .utf8)
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": text])
        let table = try #require(result.table)
        let links = try #require(TablePlan(table).links)
        let settings = AppLinkSettings(links, appIDs: table.links?.appIDs.map(\.value) ?? [])
        #expect(settings.entitlements.contains("<string>applinks:example.com</string>"))
        #expect(settings.urlTypes.contains("<string>myapp</string>"))
        #expect(settings.urlTypes.contains("<string>com.example.app</string>"))
    }

    @Test func anAppIDMustBeTeamAndBundle() {
        let result = Pipeline.validate(
            root: "routes.yaml",
            files: [
                "routes.yaml": """
                version: 1
                links: { hosts: [example.com], appIDs: [com.example.app, ABCDE12345.com.example.app] }
                routes:
                  home: { destination: Home, links: / }
                """
            ])
        #expect(result.diagnostics.map(\.code) == [.invalidAppID])
        #expect(result.diagnostics.first?.location.line == 2)
    }
}
