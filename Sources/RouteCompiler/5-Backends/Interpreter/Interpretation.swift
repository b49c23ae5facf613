import PushRouting

/// What the interpreter behind `routegen explain` decided for one payload: the outcomes of
/// docs/language.md §10.1. Routed, ignored and unrouted payloads are successes; unknown,
/// rejected and invalid ones are not.
package enum Interpretation: Sendable {
    /// A route of the generated enum, with its typed values.
    case routed(DecodedPush)
    /// A route the table ignores (`ignore: true`): selected, and nothing is delivered.
    /// `passedOver`: the routes tried before it whose values did not read (`invalid: next`).
    case ignored(CheckedRoute, RouteChoice, passedOver: [FailedCandidate] = [])
    /// Nothing selects the payload, which has no discriminator value, and the table says
    /// `unrouted: ignore`.
    case unrouted
    /// The discriminator value names no route or alias, and nothing else selects the
    /// payload (the error `unknownRoute`).
    case unknown(PushDecodingError)
    /// Any other error: the generated decoder throws it. `selectedBy`: how the route was
    /// chosen when the error is in its values (nil when no route was chosen). `tried`: the
    /// routes whose values did not read, in order, when the first of them is `invalid:
    /// next` (the error is the first one's).
    case rejected(PushDecodingError, selectedBy: RouteChoice?, tried: [FailedCandidate] = [])
    /// The values of the route the payload selects do not read and its rule ignores that
    /// (`invalid: ignore`, docs/language.md §13.1): the push is ignored, not a failure for
    /// the app, but the payload is not one the table describes. The error is the first
    /// route's; `tried` as for `rejected`.
    case invalid(PushDecodingError, selectedBy: RouteChoice, tried: [FailedCandidate])

    /// `routed`, `ignored`, `unrouted`, `unknown`, `rejected` or `invalid`.
    package var outcome: String {
        switch self {
        case .routed: "routed"
        case .ignored: "ignored"
        case .unrouted: "unrouted"
        case .unknown: "unknown"
        case .rejected: "rejected"
        case .invalid: "invalid"
        }
    }

    /// Whether the payload is a success: routed, ignored or unrouted.
    package var isSuccess: Bool {
        switch self {
        case .routed, .ignored, .unrouted: true
        case .unknown, .rejected, .invalid: false
        }
    }

    /// How the route was chosen: for a routed or ignored payload, and for a rejected or
    /// invalid one whose route was chosen before its values failed to read (the first
    /// route's); nil otherwise.
    package var choice: RouteChoice? {
        switch self {
        case .routed(let push): push.choice
        case .ignored(_, let choice, _): choice
        case .rejected(_, let choice, _): choice
        case .invalid(_, let choice, _): choice
        case .unrouted, .unknown: nil
        }
    }

    /// The error of an unknown, rejected or invalid payload.
    package var error: PushDecodingError? {
        switch self {
        case .unknown(let error), .rejected(let error, _, _), .invalid(let error, _, _): error
        default: nil
        }
    }

    /// The routes whose values did not read, in the order they were tried (docs/language.md
    /// §13.1, `invalid:`): before the route of a routed or ignored payload, or all of them
    /// for a rejected or invalid one.
    package var tried: [FailedCandidate] {
        switch self {
        case .routed(let push): push.passedOver
        case .ignored(_, _, let tried), .rejected(_, _, let tried), .invalid(_, _, let tried): tried
        case .unrouted, .unknown: []
        }
    }

    /// The outcome as generated code gives it: the push, or the error it throws (for an
    /// ignored, unrouted or invalid payload, the errors `ignored`, `unrouted` and one marked
    /// `invalidIsIgnored`, which are not failures: `PushDecodingError.isFailure`).
    package var result: Result<DecodedPush, PushDecodingError> {
        switch self {
        case .routed(let push): return .success(push)
        case .ignored(let route, _, _): return .failure(PushDecodingError(reason: .ignored(route.value)))
        case .unrouted: return .failure(PushDecodingError(reason: .unrouted))
        case .unknown(let error), .rejected(let error, _, _): return .failure(error)
        case .invalid(var error, _, _):
            error.invalidIsIgnored = true
            return .failure(error)
        }
    }
}

/// A route whose values did not read, and what its rule made of that (docs/language.md
/// §13.1, `invalid:`).
package struct FailedCandidate: Sendable {
    /// The route.
    package let route: CheckedRoute
    /// How it was chosen.
    package let choice: RouteChoice
    /// Why its values did not read.
    package let error: PushDecodingError
    /// Its rule: `error`, `ignore`, or `next` (the next candidate was tried).
    package let rule: InvalidRule
}

/// How a route was chosen (docs/language.md §13.1).
package enum RouteChoice: Sendable, Hashable {
    /// The discriminator value at `path` (the first discriminator holding one) is the
    /// route's key.
    case value(DiscriminatorValue, at: PayloadPath)
    /// The discriminator value at `path` is one of the route's aliases.
    case alias(DiscriminatorValue, at: PayloadPath)
    /// The route's `when` conditions hold, and those of no `when` route before it.
    case when
    /// Nothing else selects the payload, and the route is the fallback.
    case fallback
    /// A URL that this link pattern of the route matches (docs/language.md §14.5).
    case link(String)
    /// A link the payload carries at `path` opens this pattern of the route
    /// (docs/language.md §14.7).
    case carriedLink(String, at: PayloadPath)
}

/// A discriminator value as the payload holds it.
package enum DiscriminatorValue: Sendable, Hashable, CustomStringConvertible {
    /// A string.
    case string(String)
    /// An integer, which names the route whose key is its decimal text.
    case integer(Int64)

    /// As JSON writes it: `"chat"`, `3`.
    package var description: String {
        switch self {
        case .string(let s): quoted(s)
        case .integer(let i): String(i)
        }
    }

    /// As JSON.
    var json: JSONDocument {
        switch self {
        case .string(let s): .string(s)
        case .integer(let i): .int(i)
        }
    }
}
