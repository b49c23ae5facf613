import Foundation
import PushRoutesExample
import PushRouting
import Testing

/// The root routes.yaml's links (docs/language.md §14): the same screens, with the same typed
/// values, from a payload and from each of its links.
@Suite struct AppLinkTests {
    static func link(_ text: String) throws -> PushRoute {
        try PushRoute.decode(url: try #require(URL(string: text)))
    }

    @Test func aLinkAndAPushOpenTheSameRouteWithTheSameValues() throws {
        let push = try appDecode(["type": "review_request", "order": ["id": "12"], "stars": 4])
        #expect(try Self.link("https://example.com/orders/12/review?stars=4") == push)
        #expect(try Self.link("myapp://orders/12/review?stars=4") == push)
        #expect(try Self.link("myapp:///orders/12/review/?stars=4&utm_source=mail") == push)
        // A query item not given takes the param's default.
        #expect(try Self.link("https://EXAMPLE.com/orders/12/review") == .reviewRequest(ReviewRequestPush(orderID: 12)))
        let article = try Self.link("https://example.com/articles/a%2F1?tag=swift&tag=ios&featured=true")
        #expect(article == .article(ArticlePush(articleID: "a/1", tags: ["swift", "ios"], featured: true)))
    }

    @Test func everyRouteWithLinksComesBackFromItsCanonicalLink() throws {
        let routes: [PushRoute] = [
            .reviewRequest(ReviewRequestPush(orderID: 12, stars: 3)),
            .article(ArticlePush(articleID: "new & noteworthy/2", tags: ["a b", "c+d"], featured: true)),
            .article(ArticlePush(articleID: "x")),
        ]
        for route in routes {
            let url = try #require(route.encodedURL(), "\(route)")
            #expect(try PushRoute.decode(url: url) == route, "\(url)")
            #expect(url.scheme == "https" && url.host == "example.com")
        }
        #expect(PushRoute.second(SecondPush(id: 1, content: "x")).encodedURL() == nil)
        #expect(
            PushRoute.reviewRequest(ReviewRequestPush(orderID: 12, stars: 3)).encodedURL()?.absoluteString
                == "https://example.com/orders/12/review?stars=3")
    }

    @Test func aValueThatDoesNotReadNamesThePartOfTheLink() {
        let notANumber = decodingError { try Self.link("myapp://orders/twelve/review") }
        #expect(
            notANumber?.description
                == "route \"review_request\": segment 1: expected an int, found the string \"twelve\", which is not the text of an int"
        )
        let tooMany = decodingError { try Self.link("myapp://orders/12/review?stars=9") }
        #expect(tooMany?.path == PayloadPath([.link(.queryItem("stars"))]))
        #expect(tooMany?.route == "review_request")
        let element = decodingError { try Self.link("myapp://articles/a?tag=") }
        #expect(element?.path == PayloadPath([.link(.queryItem("tag")), .index(0)]))
    }

    @Test(arguments: [
        "https://example.com/orders/12", "https://example.org/orders/12/review", "http://example.com/orders/12/review",
        "other://orders/12/review", "https://example.com/Orders/12/review", "myapp://articles",
    ])
    func aURLNoPatternMatchesIsAnUnknownLink(_ text: String) {
        let error = decodingError { try Self.link(text) }
        #expect(error?.reason == .unknownLink(text))
    }

    @MainActor
    final class OrderScreen: OrderViewControllerDestination {
        let router: PushRouter
        var log: [(ReviewRequestPush, URL?, PushArrival?)] = []
        init(router: PushRouter) { self.router = router }
        func handle(_ push: OrderShippedPush) {}
        func handle(_ push: ReviewRequestPush) {
            log.append((push, (ArrivedPush.current?.url), (ArrivedPush.current?.arrival)))
        }
    }

    @MainActor @Test func theRouterOpensALinkAsItOpensAPush() throws {
        let router = PushRouter()
        let screen = OrderScreen(router: router)
        let token = router.register(screen)
        let url = try #require(URL(string: "myapp://orders/12/review"))
        let outcome = router.dispatch(url: url)
        #expect(outcome.kind == .delivered)
        #expect(outcome.payload.url == url)
        #expect(screen.log.count == 1)
        #expect(screen.log.first?.0 == ReviewRequestPush(orderID: 12))
        #expect(screen.log.first?.1 == url)
        #expect(screen.log.first?.2 == .opened)
        let unknown = router.dispatch(url: try #require(URL(string: "myapp://nowhere")))
        #expect(unknown.kind == .unknownRoute)
        #expect(unknown.value == "myapp://nowhere")
        token.cancel()
    }
}
