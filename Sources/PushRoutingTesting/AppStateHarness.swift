import Foundation
@_spi(Generated) import PushRouting

/// Drives a router through the app states a unit test cannot produce with Apple's objects
/// (`UNNotificationResponse` cannot be constructed): a cold launch from a tap or a link, a
/// background push and its tap, a foreground presentation and its tap, one tap forwarded
/// twice, screens that appear late, a scene that disconnects and reconnects, state restoration.
/// Each step calls the router as a correctly wired app does (docs/runtime.md, "One tap, one
/// delivery"), and everything the router does is written to `transcript`, which the app's
/// test asserts on with its own framework.
///
/// What it proves: the router's answer to a sequence of calls — which screen gets which push,
/// how it arrived, and every outcome. What it cannot: that the app's delegates make those
/// calls (that the scene delegate forwards `connectionOptions`, that `willPresent` says
/// `.presented`); check the wiring by reading it, or on a device.
///
/// ```swift
/// let app = AppStateHarness<PushRoute>()
/// let orders = app.screen("Orders", for: "OrderViewController")
/// app.launch(fromTap: payload, identifier: "r1", scenes: true)   // held: no screen yet
/// app.appear(orders)
/// app.uiIsUp()
/// #expect(orders.received.map(\.arrival) == [.opened])
/// ```
@MainActor
public final class AppStateHarness<Route: RoutablePush> {
    /// The router the steps drive; register the app's own handlers on it too.
    public let router: PushDispatcher<Route>
    /// What happened, one line each, in order: each step (`step: …`), each delivery to a
    /// screen of the harness (`Orders got …`), each outcome observers saw (`outcome: …`).
    public private(set) var transcript: [String] = []
    private var observer: RegistrationToken?

    /// A harness of `router` (a new router with the default configuration by default).
    public init(router: PushDispatcher<Route> = PushDispatcher()) {
        self.router = router
        observer = router.observe { [weak self] outcome in self?.transcript.append("outcome: \(outcome)") }
    }

    /// A screen that stands in for the app's: a handler of `destinations` (their names in the
    /// table) that records each push it gets. It is not registered until it `appear`s.
    public func screen(_ name: String, for destinations: String...) -> Screen {
        Screen(name: name, destinations: destinations)
    }

    /// A screen of the harness: what it received, in order.
    @MainActor
    public final class Screen {
        /// Its name in the transcript.
        public let name: String
        /// The destinations it handles.
        public let destinations: [String]
        /// Each push it received, with how it arrived and the link it came from.
        public private(set) var received: [(route: Route, arrival: PushArrival?, url: URL?)] = []
        fileprivate var token: RegistrationToken?

        init(name: String, destinations: [String]) {
            self.name = name
            self.destinations = destinations
        }

        fileprivate func record(_ route: Route, _ arrival: PushArrival?, _ url: URL?) {
            received.append((route, arrival, url))
        }
    }

    // MARK: Screens

    /// `screen` appears: it registers for its destinations (held pushes reach it now).
    public func appear(_ screen: Screen) {
        note("\(screen.name) appears")
        let router = self.router
        let deliveries = screen.destinations.map { destination in
            DestinationDelivery<Route>(destination) { [weak self] owner, route, delivery in
                delivery.run {
                    guard let screen = owner as? Screen else { return }
                    let arrival = ArrivedPush.current?.arrival
                    let url = ArrivedPush.current?.url
                    screen.record(route, arrival, url)
                    self?.transcript.append(
                        "\(screen.name) got \(route) (\(arrival.map { "\($0)" } ?? "no arrival"))"
                            + (url.map { " from \($0.absoluteString)" } ?? ""))
                }
            }
        }
        screen.token = router.register(deliveries, owner: screen)
    }

    /// `screen` goes away: its registration ends.
    public func disappear(_ screen: Screen) {
        note("\(screen.name) disappears")
        screen.token?.cancel()
        screen.token = nil
    }

    /// A scene disconnects (the system reclaims a background window): its screens go away.
    public func disconnectScene(_ screens: Screen...) {
        note("scene disconnects")
        for screen in screens { disappear(screen) }
    }

    /// The scene reconnects: its screens appear again.
    public func reconnectScene(_ screens: Screen...) {
        note("scene reconnects")
        for screen in screens { appear(screen) }
    }

    /// The app's UI is up (the scene connected, the first view appeared): `markReady()`.
    public func uiIsUp() {
        note("UI is up")
        router.markReady()
    }

    // MARK: Pushes and links

    /// The user taps a push that launches the app, before any screen registered. A scene app
    /// gets the response in `connectionOptions.notificationResponse` and in `didReceive`:
    /// both dispatch it (`scenes: true`); an app without scenes only in `didReceive`.
    public func launch(fromTap payload: PayloadObject, identifier: String, scenes: Bool) {
        note("launched by a tap" + (scenes ? " (scene app: connection options and didReceive)" : ""))
        if scenes { dispatch(payload, .opened, identifier) }
        dispatch(payload, .opened, identifier)
    }

    /// The user taps a push while the app runs (`didReceive`).
    public func tap(_ payload: PayloadObject, identifier: String) {
        note("tap")
        dispatch(payload, .opened, identifier)
    }

    /// A push arrives in the foreground (`willPresent`).
    public func present(_ payload: PayloadObject, identifier: String) {
        note("presented in the foreground")
        dispatch(payload, .presented, identifier)
    }

    /// A background or silent push (`didReceiveRemoteNotification`).
    public func receiveInBackground(_ payload: PayloadObject, identifier: String) {
        note("received in the background")
        dispatch(payload, .received, identifier)
    }

    /// One tap forwarded twice: a push SDK's delegate and the app's both dispatch it.
    public func tapForwardedTwice(_ payload: PayloadObject, identifier: String) {
        note("tap, forwarded twice")
        dispatch(payload, .opened, identifier)
        dispatch(payload, .opened, identifier)
    }

    /// The user opens a link (a universal link, the app's scheme, a widget): `dispatch(url:)`,
    /// also for a link that launched the app.
    public func open(_ url: URL) {
        note("open \(url.absoluteString)")
        router.dispatch(url: url)
    }

    /// The JSON text of a payload fixture, as a dictionary; an empty one when it is not a
    /// JSON object (which the router reports as a failure).
    public static func payload(_ json: String) -> PayloadObject {
        (try? JSONReader().object(from: Data(json.utf8))) ?? [:]
    }

    private func dispatch(_ payload: PayloadObject, _ arrival: PushArrival, _ identifier: String) {
        router.dispatch(payload, as: arrival, identifier: identifier)
    }

    private func note(_ step: String) {
        transcript.append("step: \(step)")
    }
}
