import Foundation
import PushRoutesTestSupport
@_spi(Generated) import PushRouting
import Testing

/// What the dispatcher does with pushes that route selection routes, ignores or leaves
/// unrouted, and with required values present as null.
@MainActor
@Suite struct SelectionDispatchTests {
    /// A dispatcher of `SelectedRoute` whose handlers, unknown-route handlers, failure
    /// handlers and observers all write to one log.
    private func dispatcher(_ log: EventLog<String>) -> (PushDispatcher<SelectedRoute>, [AnyObject]) {
        let dispatcher = PushDispatcher<SelectedRoute>()
        let owners: [AnyObject] = [NSObject(), NSObject()]
        for (destination, owner) in zip(["Notes", "Photos"], owners) {
            dispatcher.register(destination: destination, owner: owner) { _, route, _ in
                log.append("handler \(route)")
            }
        }
        dispatcher.onUnknownRoute { value, raw in
            log.append("unknown \(value ?? "nil") \(raw.object.map { $0.keys.count } ?? -1)")
        }
        dispatcher.onFailure { error, _ in log.append("failure \(error)") }
        dispatcher.observe { outcome in log.append("observed \(Self.name(outcome))") }
        return (dispatcher, owners)
    }

    nonisolated static func name(_ outcome: DispatchOutcome<SelectedRoute>) -> String {
        switch outcome.kind {
        case .delivered, .queued: "\(outcome.kind) \(outcome.route.map { "\($0)" } ?? "nil") to \(outcome.handlers)"
        case .unknownRoute: "unknown \(outcome.value ?? "nil")"
        case .ignored: "ignored \(outcome.ignoredRoute ?? "nil")"
        case .failed: "failed \(outcome.error.map { "\($0.reason)" } ?? "nil")"
        default: "\(outcome.kind)"
        }
    }

    @Test func aRouteSelectedByItsShapeIsDelivered() {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let outcome = dispatcher.dispatch(["url": "u"], as: .opened)
        #expect(outcome.kind == .delivered && outcome.route == .photo("u") && outcome.handlers == 1, "\(outcome)")
        #expect(log.events == [#"handler photo("u")"#, #"observed delivered photo("u") to 1"#])
        withExtendedLifetime(owners) {}
    }

    @Test func anUnroutedPushGoesToTheUnknownRouteHandlersWithoutAValueNeverToTheFailureHandlers() {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let outcome = dispatcher.dispatch(["other": 1, "ping": false], as: .opened)
        #expect(outcome.kind == .unrouted, "\(outcome)")
        #expect(outcome.payload.object?["other"] as? Int == 1)
        #expect(outcome.route == nil)
        #expect(log.events == ["unknown nil 2", "observed unrouted"])
        let fromJSON = dispatcher.dispatch(json: Data(#"{"type": null}"#.utf8), as: .opened)
        #expect(fromJSON.kind == .unrouted, "\(fromJSON)")
        #expect(fromJSON.payload.json != nil)
        #expect(fromJSON.payload.object?.count == 1)
        #expect(log.events.suffix(2) == ["unknown nil 1", "observed unrouted"])
        withExtendedLifetime(owners) {}
    }

    @Test func anUnknownValueIsStillAnUnknownRoute() {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let outcome = dispatcher.dispatch(["type": "party"], as: .opened)
        #expect(outcome.kind == .unknownRoute && outcome.value == "party", "\(outcome)")
        #expect(log.events == ["unknown party 1", "observed unknown party"])
        let integer = dispatcher.dispatch(json: Data(#"{"type": 7}"#.utf8), as: .opened)
        #expect(integer.kind == .unknownRoute && integer.value == "7", "\(integer)")
        withExtendedLifetime(owners) {}
    }

    @Test func anIgnoredPushGoesToTheObserversOnly() {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let byValue = dispatcher.dispatch(["type": "silent", "text": "t"], as: .opened)
        #expect(byValue.kind == .ignored && byValue.ignoredRoute == "silent", "\(byValue)")
        #expect(byValue.payload.object?["text"] as? String == "t")
        #expect(byValue.route == nil)
        let byAlias = dispatcher.dispatch(json: Data(#"{"type": "quiet"}"#.utf8), as: .opened)
        #expect(byAlias.kind == .ignored && byAlias.ignoredRoute == "silent", "\(byAlias)")
        let byShape = dispatcher.dispatch(["ping": true], as: .opened)
        #expect(byShape.kind == .ignored && byShape.ignoredRoute == "heartbeat", "\(byShape)")
        #expect(log.events == ["observed ignored silent", "observed ignored silent", "observed ignored heartbeat"])
        withExtendedLifetime(owners) {}
    }

    @Test func aRequiredValuePresentAsNullIsANullFailure() {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let outcome = dispatcher.dispatch(["type": "note", "text": NSNull()], as: .opened)
        guard outcome.kind == .failed, let error = outcome.error else {
            Issue.record("\(outcome)")
            return
        }
        #expect(error.reason == .null)
        #expect(error.isFailure)
        #expect(error.description == #"route "note": text: the value is null"#)
        #expect(log.events == [#"failure route "note": text: the value is null"#, "observed failed the value is null"])
        let absent = dispatcher.dispatch(json: Data(#"{"type": "note"}"#.utf8), as: .opened)
        #expect(absent.kind == .failed && absent.error?.reason == .missing, "\(absent)")
        withExtendedLifetime(owners) {}
    }

    @Test func aRequiredNullInAHandWrittenRouteSaysNull() {
        let dispatcher = PushDispatcher<TestRoute>()
        let errors = EventLog<PushDecodingError>()
        dispatcher.onFailure { error, _ in errors.append(error) }
        dispatcher.dispatch(["type": "home", "n": NSNull()], as: .opened)
        dispatcher.dispatch(["type": "home", "n": Optional<Int>.none as Any], as: .opened)
        dispatcher.dispatch(["type": "home"], as: .opened)
        #expect(errors.events.map(\.reason) == [.null, .null, .missing])
        #expect(errors.events.map(\.path.description) == ["n", "n", "n"])
    }

    @Test func offTheMainActorIgnoredAndUnroutedPushesAreReturnedAndReportedInOrder() async {
        let log = EventLog<String>()
        let (dispatcher, owners) = dispatcher(log)
        let returned = EventLog<String>()
        runOnAnotherThread {
            for payload: PayloadObject in [["type": "silent"], [:], ["text": "t"]] {
                returned.append(Self.name(dispatcher.dispatch(payload, as: .opened)))
            }
        }
        // Off the main actor the delivery is queued when dispatch returns: it says so.
        #expect(returned.events == ["ignored silent", "unrouted", #"queued note("t") to 1"#])
        await mainQueueDrained()
        #expect(
            log.events == [
                "observed ignored silent", "unknown nil 0", "observed unrouted", #"handler note("t")"#,
                #"observed delivered note("t") to 1"#,
            ])
        withExtendedLifetime(owners) {}
    }
}
