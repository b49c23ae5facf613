import Foundation

extension RouteSelector {
    /// Writes into `payload` what selects `route` again: its key at the first
    /// discriminator's path (the first whose place counts it, when places have options)
    /// for a route selected by value (an integer key as an integer,
    /// `Encode.discriminator`); every `equals` value of its
    /// conditions for a `when` route (its `present` paths are the route's own values, which
    /// encoding writes next); nothing for the fallback. In a table without discriminators
    /// whose pushes carry links, a route only a link selects gets its canonical link at the
    /// first carried place, made from the values `payload` already holds (generated code writes
    /// the values first there, docs/language.md §14.7). What generated `encodedPayload()`
    /// and `routegen explain` both call, so a route's payload selects it (docs/language.md §13.1).
    public func writeSelection(of route: Route, into payload: inout PayloadBuilder) {
        let target = Target.route(route)
        if let condition = conditions.first(where: { $0.target == target })?.condition {
            for (path, expected) in condition.equals {
                payload.set(expected.payloadValue, at: path)
            }
            return
        }
        guard target != fallback else { return }
        if discriminators.isEmpty, let links, let place = links.carried.first {
            if let url = links.url(for: route, payload: payload.object) {
                payload.set(url.absoluteString, at: place.path)
            }
            return
        }
        payload.setRouteKey(routeKey(route), at: discriminators)
    }
}

extension PayloadBuilder {
    /// Sets the route key `key` at the first of `discriminators` that counts it
    /// (docs/language.md §5.2), as `Encode.discriminator` gives it, or as a string where
    /// only strings count; nothing when none does.
    package mutating func setRouteKey(_ key: String, at discriminators: [PayloadPlace]) {
        for place in discriminators {
            let value = place.kind == .string ? key : Encode.discriminator(key)
            guard place.isPlain || place.counts(value) else { continue }
            set(value, at: place.path)
            return
        }
    }
}

extension RouteCondition.Expected {
    /// The value as a payload holds it: `String`, `Int`, `Double` or `Bool`.
    var payloadValue: Any {
        switch self {
        case .string(let s): s
        case .integer(let i): Int(exactly: i) ?? Double(i)
        case .double(let d): d
        case .bool(let b): b
        }
    }
}
