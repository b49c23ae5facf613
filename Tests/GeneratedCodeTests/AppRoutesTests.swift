import Foundation
import PushRoutesExample
import PushRouting
import Testing

/// The generated module of the root routes.yaml: the two flows that motivated the project,
/// errors with their paths, aliases and the deprecated route.
@Suite struct AppRoutesTests {
    @Test func secondPushWithIdSentAsAString() throws {
        let route = try appDecode(["type": "second", "id": "12", "content": "Hello"])
        #expect(route == .second(SecondPush(id: 12, content: "Hello")))
        #expect(route.destination == "SecondViewController")
        #expect(route.discriminatorValue == "second")
    }

    @Test func thirdPushReadsANestedDictionary() throws {
        let route = try appDecode(["type": "third", "msg": ["name": "Ann", "age": 30]])
        #expect(route == .third(ThirdPush(name: "Ann", age: 30)))
        let withoutAge = try appDecode(["type": "third", "msg": ["name": "Bob", "age": NSNull()]])
        #expect(withoutAge == .third(ThirdPush(name: "Bob")))
    }

    @Test func aliasesSelectTheirRoute() throws {
        let legacy = try appDecode(["type": "ThirdViewController", "msg": ["name": "Cy"]])
        #expect(legacy == .third(ThirdPush(name: "Cy")))
        #expect(legacy.discriminatorValue == "third")
    }

    @Test func errorsNameTheRouteThePathAndTheReason() {
        let missing = decodingError { try appDecode(["type": "third", "msg": ["age": 3]]) }
        #expect(missing?.description == #"route "third": msg.name: the value is missing"#)
        let null = decodingError { try appDecode(["type": "third", "msg": ["name": NSNull()]]) }
        #expect(null?.description == #"route "third": msg.name: the value is null"#)
        let stepNotAnObject = decodingError { try appDecode(["type": "third", "msg": "Ann"]) }
        #expect(stepNotAnObject?.description == #"route "third": msg: expected an object, found a string"#)
        let missingStep = decodingError { try appDecode(["type": "third"]) }
        #expect(missingStep?.path.description == "msg.name")
        #expect(missingStep?.reason == .missing)
        let minimum = decodingError { try appDecode(["type": "second", "id": "0", "content": "x"]) }
        #expect(minimum?.description == #"route "second": id: the value is less than minimum 1"#)
        let element = decodingError {
            try appDecode([
                "type": "chat_message", "thread": "12345678",
                "msg": ["sender": ["name": "A"], "text": "t", "attachments": ["https://a.example", "not a url"]],
            ])
        }
        #expect(element?.path.description == "msg.attachments[1]")
        let nestedObject = decodingError {
            try appDecode(["type": "chat_message", "thread": "12345678", "msg": ["sender": ["name": ""], "text": "t"]])
        }
        #expect(nestedObject?.path.description == "msg.sender.name")
        #expect(nestedObject?.reason == .constraint(.tooShort(minLength: 1)))
    }

    @Test func unknownAndMissingDiscriminators() {
        #expect(decodingError { try appDecode(["type": "party"]) }?.reason == .unknownRoute("party"))
        #expect(decodingError { try appDecode(["kind": "second"]) }?.reason == .missingDiscriminator)
        // An integer names the route whose key is its decimal text (this table has none).
        #expect(decodingError { try appDecode(["type": 2]) }?.reason == .unknownRoute("2"))
        #expect(decodingError { try appDecode(["type": 2.0]) }?.reason == .unknownRoute("2"))
        #expect(
            decodingError { try appDecode(["type": 2.5]) }?.reason
                == .wrongType(expected: "a string or an integer naming a route", found: "a number"))
        #expect(
            decodingError { try appDecode(["type": true]) }?.reason
                == .wrongType(expected: "a string or an integer naming a route", found: "a boolean"))
        #expect(decodingError { try appDecode(["type": "Second"]) }?.reason == .unknownRoute("Second"))
    }

    @Test func jsonInput() throws {
        let json = Data(
            #"{"type": "order_shipped", "order": {"id": "881", "tracking": "https://t.example/881", "lines": [{"sku": "BOOK-1", "quantity": 2, "price": {"unit": 12.5}}]}, "status": "shipped"}"#
                .utf8)
        let route = try appDecode(json: json)
        guard case .orderShipped(let push) = route else {
            Issue.record("\(route)")
            return
        }
        #expect(push.orderID == 881)
        #expect(push.status == .shipped)
        #expect(push.lines == [OrderLine(sku: "BOOK-1", quantity: 2, unitPrice: 12.5)])
        #expect(push.eta == nil)
        #expect(decodingError { try appDecode(json: Data("[1]".utf8)) }?.reason == .payloadNotAnObject)
    }

    @Test func defaultsApplyWhenMissing() throws {
        let route = try appDecode(["type": "cart_reminder", "itemCount": 2, "total": 9.99])
        #expect(
            route == .cartReminder(CartReminderPush(itemCount: 2, total: 9.99, currency: .eur, freeShipping: false)))
        let article = try appDecode(["type": "article", "articleID": "a1"])
        guard case .article(let push) = article else { return }
        #expect(push.tags == [])
        #expect(push.publishedAt == Date(timeIntervalSince1970: 1_704_067_200))
    }

    @available(*, deprecated)
    @Test func theDeprecatedRouteStillDecodes() throws {
        let route = try appDecode(["type": "news_v1", "id": "a-1"])
        #expect(route == .legacyNews(LegacyNewsPush(articleID: "a-1")))
        #expect(route.destination == "NewsViewController")
    }

    @Test func encodingRoundTrips() throws {
        let routes: [PushRoute] = [
            .second(SecondPush(id: 12, content: "Hello")),
            .third(ThirdPush(name: "Ann", age: 30)),
            .orderShipped(
                OrderShippedPush(
                    orderID: 5, status: .returned, eta: Date(timeIntervalSince1970: 1_700_000_000.123),
                    trackingURL: URL(string: "https://t.example/5")!,
                    lines: [OrderLine(sku: "A-1", quantity: 1, unitPrice: 0.5)])),
            .promo(PromoPush(code: "SALE2024", discount: 12.5, expires: Date(timeIntervalSince1970: 0), banner: nil)),
        ]
        for route in routes {
            #expect(try appDecode(route.encodedPayload()) == route)
            #expect(try appDecode(json: route.encodedJSON()) == route)
        }
        let json = String(decoding: PushRoute.second(SecondPush(id: 12, content: "Hi")).encodedJSON(), as: UTF8.self)
        #expect(json == #"{"content":"Hi","id":12,"type":"second"}"#)
    }
}
