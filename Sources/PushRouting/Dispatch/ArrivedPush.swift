import Foundation

/// The push a handler, observer, unknown-route or failure handler is running for: how it
/// arrived, what it arrived as, its identity. `ArrivedPush.current` reads it from any code
/// those call — a coordinator, a view model — without reaching for a particular router, and
/// from the tasks they start (`Task { … }` inherits it; `Task.detached` does not).
///
/// ```swift
/// func handle(_ push: ChatMessagePush) {
///     guard ArrivedPush.current?.arrival == .opened else { return }  // tapped: navigate
///     Task { await load(push) }  // ArrivedPush.current is the same push in here
/// }
/// ```
public struct ArrivedPush: Sendable {
    /// How the push arrived (a held push delivered late was `.opened`).
    public let arrival: PushArrival
    /// What it arrived as: the payload dictionary or JSON, the link (`payload.url`), or
    /// `RawPayload.typed` for a route built in the app. A fallback route's handler reads
    /// what a push asked for here (`payload.object?["className"]`).
    public let payload: RawPayload
    /// Its identity (docs/runtime.md, "One tap, one delivery"); nil for a push without one.
    public let identity: String?

    /// The link the push came from (`dispatch(url:)`); nil for a payload or a route built in
    /// the app.
    public var url: URL? { payload.url }

    /// Inside a handler, observer, unknown-route or failure handler of any router, and in
    /// the tasks it starts: the push it was called for. Nil elsewhere (and in interceptors,
    /// which are told the arrival as a parameter).
    public static var current: ArrivedPush? { running }

    @TaskLocal static var running: ArrivedPush?
}
