import Foundation
import PushRoutesKitchenSinkFixture
@_spi(Generated) import PushRouting
import Testing

/// A push's identity from the table (docs/language.md §15): the KitchenSinkRoutes fixture
/// names Firebase's `gcm.message_id`, a key that holds dots; generated code reads it, and the
/// router delivers a push with the same identity once.
@MainActor
@Suite struct IdentityTests {
    typealias Route = PushRoutesKitchenSinkFixture.PushRoute

    static let payload =
        "{\"meta\": {\"kind\": \"any_json\"}, \"value\": 1, \"gcm.message_id\": \"0:1700000000123456%31bd1c96\"}"

    @Test func generatedCodeReadsTheIdentity() throws {
        let object = try JSONReader().object(from: Data(Self.payload.utf8))
        #expect(Route.identity(of: object) == "0:1700000000123456%31bd1c96")
        #expect(Route.identity(json: Data(Self.payload.utf8)) == "0:1700000000123456%31bd1c96")
        #expect(Route.identity(of: ["gcm.message_id": 17]) == "17")
        #expect(Route.identity(of: ["gcm.message_id": ""]) == nil)
        #expect(Route.identity(of: ["gcm.message_id": true]) == nil)
        #expect(Route.identity(of: ["gcm": ["message_id": "nested"]]) == nil, "the key holds dots")
    }

    @Test func theTablesIdentityWinsOverTheRequestIdentifier() throws {
        let router = PushDispatcher<Route>()
        let outcomes = EventLog()
        router.observe { outcome in outcomes.append("\(outcome.kind) \(outcome.identity ?? "-")") }
        let object = try JSONReader().object(from: Data(Self.payload.utf8))
        // The same message ID under two request identifiers (an updated push re-posted with
        // the same collapse ID has one request identifier and two message IDs): one push.
        router.dispatch(object, as: .opened, identifier: "request-1")
        router.dispatch(json: Data(Self.payload.utf8), as: .opened, identifier: "request-2")
        // No message ID: the request identifier is the identity.
        router.dispatch(["meta": ["kind": "any_json"], "value": 1], as: .opened, identifier: "request-3")
        router.dispatch(["meta": ["kind": "any_json"], "value": 1], as: .opened, identifier: "request-3")
        #expect(
            outcomes.events == [
                "held 0:1700000000123456%31bd1c96", "duplicate 0:1700000000123456%31bd1c96", "held request-3",
                "duplicate request-3",
            ])
    }

    /// A thread-safe list of lines.
    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var events: [String] { lock.withLock { lines } }
    }
}
