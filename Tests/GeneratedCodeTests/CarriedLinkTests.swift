import Foundation
import PushRoutesReadingFixture
@_spi(Generated) import PushRouting
import Testing

/// Pushes that carry a link (docs/language.md §14.7), through the ReadingRoutes fixture's
/// generated code, each decided as `routegen explain` decides it (`readingDecode`): the link
/// at `data.deep_link` or `data.onClickAction` fills the values its route's payload lacks, and
/// selects a route when `data.type` does not — the payloads of Overseerr, Frigate and openHAB.
@Suite struct CarriedLinkTests {
    typealias Route = PushRoutesReadingFixture.PushRoute

    static func decode(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Route {
        try readingDecode(try JSONReader().object(from: Data(json.utf8)), sourceLocation: sourceLocation)
    }

    static func failure(
        _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> PushDecodingError?
    {
        decodingError { try decode(json, sourceLocation: sourceLocation) }
    }

    @Test func aRouteSelectedByItsValueReadsTheLinksValues() throws {
        // Overseerr: the type names the route; the movie's id is only in the link (data is a
        // JSON string, as FCM delivers it).
        let overseerr = try Self.decode(
            "{\"data\": \"{\\\"type\\\": \\\"media\\\", \\\"subject\\\": \\\"Dune\\\", \\\"deep_link\\\": \\\"/media/movie/27205\\\"}\"}"
        )
        #expect(overseerr == .media(MediaPush(kind: .movie, tmdbID: 27205, subject: "Dune")))
        let absolute = try Self.decode(
            "{\"data\": {\"type\": \"media\", \"deep_link\": \"https://reading.example.com/media/tv/1399\"}}")
        #expect(absolute == .media(MediaPush(kind: .tv, tmdbID: 1399)))
    }

    @Test func thePayloadsOwnValuesWin() throws {
        let push = try Self.decode(
            "{\"kind\": \"tv\", \"data\": {\"type\": \"media\", \"tmdb_id\": 5, \"deep_link\": \"/media/movie/27205\"}}"
        )
        #expect(push == .media(MediaPush(kind: .tv, tmdbID: 5)))
    }

    @Test func aCarriedLinkSelectsARouteWhenNoValueDoes() throws {
        // Frigate: the camera in the fragment, or an event in the query.
        #expect(
            try Self.decode("{\"data\": {\"deep_link\": \"/#front_cam\"}}") == .camera(CameraPush(camera: "front_cam")))
        #expect(
            try Self.decode("{\"data\": {\"deep_link\": \"/explore?event_id=1700000000.5-abc\"}}")
                == .camera(CameraPush(eventID: "1700000000.5-abc")))
        // openHAB: a ui: link at onClickAction, read by its path; so is any host's link there.
        #expect(
            try Self.decode("{\"data\": {\"onClickAction\": \"ui:/basicui/app?sitemap=main&w=0000\"}}")
                == .sitemap(SitemapPush(sitemap: "main", widget: "0000")))
        #expect(
            try Self.decode("{\"data\": {\"onClickAction\": \"http://192.168.1.5:8080/basicui/app?sitemap=home\"}}")
                == .sitemap(SitemapPush(sitemap: "home")))
        // A relative path without its slash is read from the root.
        #expect(
            try Self.decode("{\"data\": {\"deep_link\": \"media/tv/7\"}}") == .media(MediaPush(kind: .tv, tmdbID: 7)))
    }

    @Test func theOrderOfSelection() throws {
        // The discriminator's value first: the link is not the route's, so it gives nothing.
        let notice = try Self.decode(
            "{\"aps\": {\"alert\": \"Hi\"}, \"data\": {\"type\": \"notice\", \"deep_link\": \"/#front_cam\"}}")
        guard case .notice(let push) = notice else {
            Issue.record("\(notice)")
            return
        }
        #expect(push.text == "Hi")
        // A carried link before the `when` routes.
        let ntfy =
            "{\"event\": \"message\", \"id\": \"a\", \"time\": 1, \"topic\": \"t\", \"message\": \"m\", \"data\": {\"deep_link\": \"/#yard\"}}"
        #expect(try Self.decode(ntfy) == .camera(CameraPush(camera: "yard")))
        // The first carried place whose link opens a pattern: deep_link holds none here.
        #expect(
            try Self.decode(
                "{\"data\": {\"deep_link\": \"https://elsewhere.example.net/x\", \"onClickAction\": \"ui:/#porch\"}}")
                == .camera(CameraPush(camera: "porch")))
    }

    @Test func linksTheTableDoesNotReadSelectNothing() {
        // An undeclared host at deep_link (which names no hosts of its own), and an openHAB
        // command: no link; nothing else selects, so the discriminator is missing.
        for json in [
            "{\"data\": {\"deep_link\": \"https://elsewhere.example.net/media/movie/1\"}}",
            "{\"data\": {\"onClickAction\": \"command:item:ON\"}}",
            "{\"data\": {\"deep_link\": \"/nowhere/1\"}}",
            "{\"data\": {\"deep_link\": 12}}",
            "{\"data\": {\"deep_link\": \"\"}}",
        ] {
            let error = Self.failure(json)
            #expect(error?.reason == .missingDiscriminator, "\(json)")
            #expect(error?.path == PayloadPath(keys: ["data", "type"]), "\(json)")
        }
    }

    @Test func errorsNameTheCarriedPlaceAndThePartOfTheLink() {
        let notAnInt = Self.failure("{\"data\": {\"type\": \"media\", \"deep_link\": \"/media/movie/abc\"}}")
        #expect(notAnInt?.route == "media")
        #expect(notAnInt?.path == PayloadPath([.key("data"), .key("deep_link"), .link(.segment(2))]))
        #expect(notAnInt?.path.description == "data.deep_link: segment 2")
        let notInTheEnum = Self.failure("{\"data\": {\"deep_link\": \"/media/show/1\"}}")
        #expect(notInTheEnum?.path == PayloadPath([.key("data"), .key("deep_link"), .link(.segment(1))]))
        #expect(notInTheEnum?.route == "media")
        // A value the link does not give is missing where the payload would hold it.
        let missing = Self.failure("{\"data\": {\"type\": \"media\", \"deep_link\": \"/basicui/app?sitemap=main\"}}")
        #expect(missing?.reason == .missing)
        #expect(missing?.path == PayloadPath(keys: ["kind"]))
    }

    @Test func theRouterDeliversACarriedLinksPush() async throws {
        let payload = try JSONReader().object(from: Data("{\"data\": {\"deep_link\": \"/#front_cam\"}}".utf8))
        let routed = try Route.decodeForDelivery(payload)
        #expect(routed.destination == "CameraViewController")
        #expect(routed.route == .camera(CameraPush(camera: "front_cam")))
    }
}
