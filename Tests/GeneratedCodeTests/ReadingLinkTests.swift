import Foundation
import PushRoutesReadingFixture
@_spi(Generated) import PushRouting
import Testing

/// Links through generated code (docs/language.md §14), on the ReadingRoutes fixture: every
/// route with links opens from a payload and from each of its links with the same typed
/// values, though its values sit behind JSON strings, element steps and places with options;
/// its canonical link opens it again; and the interpreter behind `routegen explain --url`
/// decides every link as the generated code does.
@Suite struct ReadingLinkTests {
    typealias Route = PushRoutesReadingFixture.PushRoute

    /// `url` decoded by the generated code, checked against `explain --url`'s interpreter.
    static func link(_ url: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Route {
        let generated = result { () throws(PushDecodingError) in
            guard let parsed = URL(string: url) else { throw PushDecodingError(reason: .unknownLink(url)) }
            return try Route.decode(url: parsed)
        }
        Agreement.check(
            generated, Agreement.reading.0.interpret(url: url).result, json: { $0.encodedJSON() },
            sourceLocation: sourceLocation)
        return try generated.get()
    }

    /// Each route with links: a payload (JSON), and links that open the same push.
    static let cases: [(payload: String, links: [String])] = [
        (
            "{\"data\": {\"type\": \"article\", \"link\": \"/a/1\", \"ids\": \"1,2\", \"tags\": \"x; y\", \"colors\": \"red|blue\", \"level\": \"2\", \"ratio\": 0.5, \"source\": \"https://s.example/x\", \"modes\": \"fast,other\"}}",
            [
                "https://reading.example.com/articles?link=/a/1&id=1&id=2&tag=x;%20y&color=red%7Cblue&level=2&ratio=0.5&source=https://s.example/x&mode=fast,other",
                "reading://articles?mode=fast,other&ratio=0.5&level=2&color=red%7Cblue&tag=x%3B+y&id=1,2&link=%2Fa%2F1&source=https%3A%2F%2Fs.example%2Fx&utm_campaign=z",
            ]
        ),
        (
            "{\"data\": {\"type\": \"profile\", \"user\": {\"id\": \"u1\", \"nick\": \"Ann\", \"age\": 30}, \"verified\": true}}",
            [
                "reading://users/u1?nick=Ann&age=30&verified=true",
                "https://news.example.org/USERS/u1/?verified=true&age=30&nick=Ann",
            ]
        ),
        (
            "{\"data\": {\"type\": \"profile\", \"user\": {\"id\": \"u 2\"}}}",
            ["reading://u/u%202", "reading:/users/u%202"]
        ),
        (
            "{\"data\": {\"type\": \"gallery\", \"images\": [{\"kind\": \"cover\", \"url\": \"/c.png\", \"width\": \"640\"}], \"items\": [{\"id\": \"7\"}], \"grid\": [[], [5]]}}",
            [
                "https://reading.example.com/gallery/7?cover=/c.png&width=640&cell=5",
                "https://reading.example.com/GALLERY/7/any/more?cell=5&width=640&cover=%2Fc.png",
            ]
        ),
        ("{\"data\": {\"receipt\": {\"id\": \"r1\", \"state\": \"delivered\"}}}", ["reading://receipts/r1"]),
        (
            "{\"aps\": {\"alert\": \"Hi there\"}, \"data\": {\"type\": \"notice\", \"seq\": \"4\", \"count\": 2, \"server_id\": \"s1\"}}",
            ["reading://notices/Hi%20there?seq=4&count=2&server=s1"]
        ),
        (
            "{\"aps\": {\"alert\": \"Hi\"}, \"data\": {\"type\": \"notice\"}}",
            ["reading://notices/Hi?server=", "reading://notices/Hi?seq=0"]
        ),
    ]

    @Test(arguments: cases.indices)
    func aLinkOpensWhatItsPayloadOpens(_ index: Int) throws {
        let (json, links) = Self.cases[index]
        let push = try readingDecode(try JSONReader().object(from: Data(json.utf8)))
        for link in links {
            #expect(try Self.link(link) == push, "\(link)")
        }
        let canonical = try #require(push.encodedURL(), "\(push)")
        #expect(try Self.link(canonical.absoluteString) == push, "\(canonical)")
    }

    @Test func ntfyMessagesOpenFromTheirLinkWithTheFragment() throws {
        let push = try Self.link(
            "reading://ntfy/alerts/abc?time=1700000000&message=Hello%20world&priority=x&tags=a,b#https://x.example/y")
        guard case .ntfyMessage(let message) = push else {
            Issue.record("\(push)")
            return
        }
        #expect(message.topic == "alerts" && message.id == "abc" && message.time == 1_700_000_000)
        #expect(message.priority == 3)  // lenient: "x" does not read, the default stands
        #expect(message.tags == ["a", "b"])
        #expect(message.click == "https://x.example/y")
        #expect(message.extra.isEmpty)
        let canonical = try #require(push.encodedURL())
        #expect(try Self.link(canonical.absoluteString) == push)
    }

    /// The links FuzzLink once failed on (FuzzTesting/FailCases/FuzzLink): each decodes as
    /// explain decodes it, and a push's canonical link opens the same push.
    @Test func theFuzzFailCasesHold() throws {
        let folder = Agreement.repository.appendingPathComponent("FuzzTesting/FailCases/FuzzLink")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!files.isEmpty)
        for file in files {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            guard let push = try? Self.link(text) else { continue }
            if let canonical = push.encodedURL() {
                #expect(try Self.link(canonical.absoluteString) == push, "\(file): \(canonical)")
            }
        }
        // The first of them: an empty separated array's canonical link keeps its empty item.
        let push = try Self.link("reading://articles?link=/a&id=")
        #expect(push.encodedURL()?.absoluteString.contains("id=") == true)
    }

    @Test func errorsNameThePartOfTheLink() {
        let separated = decodingError { try Self.link("reading://articles?link=/a&id=1,x") }
        #expect(separated?.path == PayloadPath([.link(.queryItem("id")), .index(1)]))
        #expect(separated?.route == "article")
        let missing = decodingError { try Self.link("reading://articles?id=1") }
        #expect(missing?.path == PayloadPath([.link(.queryItem("link"))]))
        #expect(missing?.reason == .missing)
        let tooMany = decodingError { try Self.link("reading://articles?link=/a&id=1&tag=a;%20b;%20c;%20d") }
        #expect(tooMany?.path == PayloadPath([.link(.queryItem("tag"))]))
        let wrongHost = decodingError { try Self.link("https://example.org/users/u1") }
        #expect(wrongHost?.reason == .unknownLink("https://example.org/users/u1"))
        let httpsOnlyForUsersShort = decodingError { try Self.link("https://reading.example.com/u/u1") }
        #expect(httpsOnlyForUsersShort?.reason == .unknownLink("https://reading.example.com/u/u1"))
    }
}
