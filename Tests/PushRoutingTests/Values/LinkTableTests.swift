import Foundation
@_spi(Generated) import PushRouting
import Testing

/// The link matcher, reader and writer (docs/language.md §14), on a table of named routes.
@Suite struct LinkTableTests {
    static let idPath = PayloadPath(keys: ["order", "id"])
    static let table = LinkTable<String>(
        hosts: ["example.com", "staging.example.com"], schemes: ["myapp"],
        [
            .init("newOrder", "/orders/new", []),
            .init("order", "/orders/{id}", [LinkBinding("id", .int, at: idPath)]),
            .init(
                "search", "/search?q={query}&tag={tags}",
                [
                    LinkBinding("query", .string, at: PayloadPath(keys: ["q"])),
                    LinkBinding("tags", .string, at: PayloadPath(keys: ["tags"]), array: true),
                ]),
            .init("help", "/help/*", []),
            .init("helpIndex", "/help", []),
            .init("camera", "/#{camera}", [LinkBinding("camera", .string, at: PayloadPath(keys: ["camera"]))]),
            .init("stagingOnly", "/beta", hosts: ["staging.example.com"], []),
            .init("file", "/files/{name}", [LinkBinding("name", .string, at: PayloadPath(keys: ["name"]))]),
        ])

    @Test(arguments: [
        ("https://example.com/orders/new", "newOrder"),
        ("https://EXAMPLE.com/orders/12", "order"),
        ("HTTPS://example.com/orders/12/", "order"),
        ("https://example.com:443/orders/12", "order"),
        ("myapp://orders/12", "order"),
        ("myapp:///orders/12", "order"),
        ("myapp:/orders/12", "order"),
        ("MyApp://orders/new", "newOrder"),
        ("https://example.com/search?q=a+b&utm_source=x", "search"),
        ("https://example.com/help", "helpIndex"),
        ("https://example.com/help/a/b", "help"),
        ("https://example.com/#front_cam", "camera"),
        ("https://example.com/", "camera"),
        ("https://staging.example.com/beta", "stagingOnly"),
        ("https://example.com/files/a%2Fb", "file"),
    ])
    func matches(_ url: String, _ route: String) throws {
        let found = try #require(Self.table.match(url), "\(url)")
        #expect(Self.table.entries[found.entry].route == route, "\(url)")
    }

    @Test(arguments: [
        "https://example.com/orders", "https://example.com/orders/12/items", "https://example.com/beta",
        "https://other.com/orders/12", "http://example.com/orders/12", "https://example.com:8443/orders/12",
        "https://user@example.com/orders/12", "other://orders/12", "https://example.com/orders//",
        "https://example.com/Orders/12", "https://example.com/files/%zz", "https://example.com/files/%FF",
        "not a url", "", "https://example.com/orders/ 12",
    ])
    func unknown(_ url: String) {
        #expect(Self.table.match(url) == nil, "\(url)")
    }

    @Test func anEncodedSlashStaysInItsSegment() throws {
        let found = try #require(Self.table.match("https://example.com/files/a%2Fb"))
        #expect(found.values.map(\.texts) == [["a/b"]])
    }

    @Test func aPlusInTheQueryIsASpaceAndInThePathAPlus() throws {
        let query = try #require(Self.table.match("https://example.com/search?q=a+b%2B&tag=x&tag=y"))
        #expect(query.values.map(\.texts) == [["a b+"], ["x", "y"]])
        let path = try #require(Self.table.match("https://example.com/files/a+b"))
        #expect(path.values.map(\.texts) == [["a+b"]])
    }

    /// Reads an order's id as a generated decoder would: `minimum: 1`.
    static func readOrder(_ route: String, _ entries: PayloadEntries) throws(PushDecodingError) -> Int {
        var payload: PayloadObject = [:]
        for entry in entries { payload[entry.key] = entry.value }
        let order = try Decode.required(payload["order"], at: PayloadPath(keys: ["order"]), Read.object { $0 })
        return try Decode.required(
            order["id"], at: idPath, Read.int(rules: NumberRules(minimum: NumberBound(Int64(1)))))
    }

    @Test func decodesIntoThePayloadAndReportsWhereAValueWasWrong() throws {
        #expect(try Self.table.decode(URL(string: "myapp://orders/12")!, Self.readOrder) == 12)
        let notANumber = PushDecodingError(
            route: "order", path: PayloadPath([.link(.segment(1))]),
            reason: .notCoercible(expected: "an int", text: "x"))
        #expect(throws: notANumber) { try Self.table.decode(URL(string: "myapp://orders/x")!, Self.readOrder) }
        let error = #expect(throws: PushDecodingError.self) {
            try Self.table.decode(URL(string: "myapp://orders/0")!, Self.readOrder)
        }
        #expect(error?.path == PayloadPath([.link(.segment(1))]))
        #expect(error?.route == "order")
        #expect(throws: PushDecodingError(reason: .unknownLink("myapp://nothing"))) {
            try Self.table.decode(URL(string: "myapp://nothing")!, Self.readOrder)
        }
    }

    @Test func writesTheCanonicalLinkThatOpensTheRouteAgain() throws {
        let order: PayloadObject = ["order": ["id": Int64(12)]]
        #expect(Self.table.url(for: "order", payload: order)?.absoluteString == "https://example.com/orders/12")
        let search: PayloadObject = ["q": "a b&c+d", "tags": ["x", "y/z"]]
        let url = try #require(Self.table.url(for: "search", payload: search))
        #expect(url.absoluteString == "https://example.com/search?q=a%20b%26c%2Bd&tag=x&tag=y/z")
        let found = try #require(Self.table.match(url.absoluteString))
        #expect(found.values.map(\.texts) == [["a b&c+d"], ["x", "y/z"]])
        // "new" would open the literal pattern: no canonical link of `order` can say it.
        #expect(
            Self.table.url(for: "file", payload: ["name": ".."])?.absoluteString == "https://example.com/files/%2E%2E")
        #expect(Self.table.url(for: "file", payload: [:]) == nil)
        #expect(Self.table.url(for: "file", payload: ["name": ""]) == nil)
    }

    @Test(arguments: [
        ("orders/12", LinkPatternError.Problem.notAbsolute), ("/orders/", .trailingSlash), ("/a//b", .emptySegment),
        ("/*/a", .wildcardNotLast), ("/item-{id}", .partialPlaceholder("item-{id}")), ("/{}", .emptyPlaceholder),
        ("/{a}/{a}", .repeatedPlaceholder("a")), ("/s?q=x", .queryItemNotBound("q=x")), ("/s?", .emptyQueryItem),
        ("/s?q={a}&q={b}", .repeatedQueryItem("q")), ("/#x", .fragmentNotBound),
        ("/a b", .invalidCharacter(" ", in: "a b")), ("/a%zz", .invalidEscape("a%zz")),
    ])
    func rejectsMalformedPatterns(_ text: String, _ problem: LinkPatternError.Problem) {
        #expect(throws: LinkPatternError(problem)) { try LinkPattern(parsing: text) }
    }

    @Test func matchingNeverTrapsOnAnyText() {
        let pieces = [
            "/", "%", "%2", "%2F", "?", "#", "&", "=", "+", "{", "}", "*", "..", "é", "\u{0}", ":", "@", "[", "]",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = ["https://example.com", "myapp:", "myapp://", ""].randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 0...8, using: &generator) { text += pieces.randomElement(using: &generator)! }
            _ = Self.table.match(text)
        }
    }
}
