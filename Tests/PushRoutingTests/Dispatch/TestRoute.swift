import Foundation
import PushRoutesTestSupport
@_spi(Generated) import PushRouting

/// A two-destination route type for testing the dispatcher without generated code.
enum TestRoute: RoutablePush {
    case home(Int)
    case chat(String)

    static func decode(_ payload: PayloadObject) throws(PushDecodingError) -> TestRoute {
        let type = try Decode.discriminator(payload, at: PayloadPath(keys: ["type"]))
        switch type {
        case "home":
            return .home(
                Int(
                    try Decode.required(payload["n"], at: PayloadPath(keys: ["n"])) { value throws(PushDecodingError) in
                        try Decode.int(value)
                    }))
        case "chat":
            return .chat(
                try Decode.required(payload["text"], at: PayloadPath(keys: ["text"])) {
                    value throws(PushDecodingError) in
                    try Decode.string(value)
                })
        default:
            throw PushDecodingError(path: PayloadPath(keys: ["type"]), reason: .unknownRoute(type))
        }
    }

    var destination: String {
        switch self {
        case .home: "Home"
        case .chat: "Chat"
        }
    }

    var discriminatorValue: String {
        switch self {
        case .home: "home"
        case .chat: "chat"
        }
    }

    func encodedPayload() -> PayloadObject {
        switch self {
        case .home(let n): ["type": "home", "n": n]
        case .chat(let text): ["type": "chat", "text": text]
        }
    }
}

/// A handler object that records what it receives, from any thread.
final class Recorder: @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var received: [TestRoute] = []
    /// Called on delivery, after recording.
    var onDelivery: (@Sendable (TestRoute) -> Void)?

    init(_ name: String = "") {
        self.name = name
    }

    func record(_ route: TestRoute) {
        lock.withLock { received.append(route) }
        onDelivery?(route)
    }

    var routes: [TestRoute] { lock.withLock { received } }
}

/// A shared, thread-safe log of events.
final class EventLog<Event: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Event] = []

    func append(_ event: Event) { lock.withLock { items.append(event) } }
    var events: [Event] { lock.withLock { items } }
}

extension PushDispatcher where Route == TestRoute {
    /// Registers `recorder` for `destination`, recording deliveries (and `tag` into `order`).
    @discardableResult
    func register(
        _ recorder: Recorder, for destination: String, priority: Int = 0, order: EventLog<String>? = nil
    )
        -> RegistrationToken
    {
        register(destination: destination, priority: priority, owner: recorder) { owner, route, _ in
            guard let recorder = owner as? Recorder else { return }
            order?.append(recorder.name)
            recorder.record(route)
        }
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_000_000)

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}
