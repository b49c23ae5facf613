import Foundation

extension RouteSelector {
    /// Writes into `payload` what selects the route at `target` again: its key at the first
    /// discriminator's path for a route selected by value (an integer key as an integer,
    /// `Encode.discriminator`); every `equals` value of its
    /// conditions for a `when` route (its `present` paths are the route's own values, which
    /// encoding writes next); nothing for the fallback. What generated `encodedPayload()`
    /// and `routegen explain` both call, so a route's payload selects it (docs/language.md §13.1).
    public func writeSelection(of target: Int, into payload: inout PayloadBuilder) {
        if let condition = conditions.first(where: { $0.target == target })?.condition {
            for (path, expected) in condition.equals {
                payload.set(expected.payloadValue, at: path)
            }
            return
        }
        guard target != fallback, routeKeys.indices.contains(target), let first = discriminators.first else { return }
        payload.set(Encode.discriminator(routeKeys[target]), at: first)
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
