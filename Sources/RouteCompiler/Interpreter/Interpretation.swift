@_spi(Generated) import PushRouting

/// What the interpreter behind `routegen explain` decided for one payload: the outcomes of
/// docs/language.md §10.1. Routed, ignored and unrouted payloads are successes; unknown and
/// rejected ones are not.
public enum Interpretation: Sendable {
    /// A route of the generated enum, with its typed values.
    case routed(DecodedPush)
    /// A route the table ignores (`ignore: true`): selected, and nothing is delivered.
    case ignored(Route, RouteChoice)
    /// Nothing selects the payload, which has no discriminator value, and the table says
    /// `unrouted: ignore`.
    case unrouted
    /// The discriminator value names no route or alias, and nothing else selects the
    /// payload (the error `unknownRoute`).
    case unknown(PushDecodingError)
    /// Any other error: the generated decoder throws it. `selectedBy`: how the route was
    /// chosen when the error is in its values (nil when no route was chosen).
    case rejected(PushDecodingError, selectedBy: RouteChoice?)

    /// `routed`, `ignored`, `unrouted`, `unknown` or `rejected`.
    public var outcome: String {
        switch self {
        case .routed: "routed"
        case .ignored: "ignored"
        case .unrouted: "unrouted"
        case .unknown: "unknown"
        case .rejected: "rejected"
        }
    }

    /// Whether the payload is a success: routed, ignored or unrouted.
    public var isSuccess: Bool {
        switch self {
        case .routed, .ignored, .unrouted: true
        case .unknown, .rejected: false
        }
    }

    /// How the route was chosen: for a routed or ignored payload, and for a rejected one
    /// whose route was chosen before its values failed to read; nil otherwise.
    public var choice: RouteChoice? {
        switch self {
        case .routed(let push): push.choice
        case .ignored(_, let choice): choice
        case .rejected(_, let choice): choice
        case .unrouted, .unknown: nil
        }
    }

    /// The error of an unknown or rejected payload.
    public var error: PushDecodingError? {
        switch self {
        case .unknown(let error), .rejected(let error, _): error
        default: nil
        }
    }

    /// The outcome as generated code gives it: the push, or the error it throws (for an
    /// ignored or unrouted payload, the errors `ignored` and `unrouted`, which are not
    /// failures: `PushDecodingError.isFailure`).
    public var result: Result<DecodedPush, PushDecodingError> {
        switch self {
        case .routed(let push): .success(push)
        case .ignored(let route, _): .failure(PushDecodingError(reason: .ignored(route.value)))
        case .unrouted: .failure(PushDecodingError(reason: .unrouted))
        case .unknown(let error), .rejected(let error, _): .failure(error)
        }
    }
}

/// How a route was chosen (docs/language.md §13.1).
public enum RouteChoice: Sendable, Hashable {
    /// The discriminator value at `path` (the first discriminator holding one) is the
    /// route's key.
    case value(DiscriminatorValue, at: PayloadPath)
    /// The discriminator value at `path` is one of the route's aliases.
    case alias(DiscriminatorValue, at: PayloadPath)
    /// The route's `when` conditions hold, and those of no `when` route before it.
    case when
    /// Nothing else selects the payload, and the route is the fallback.
    case fallback
}

/// A discriminator value as the payload holds it.
public enum DiscriminatorValue: Sendable, Hashable, CustomStringConvertible {
    /// A string.
    case string(String)
    /// An integer, which names the route whose key is its decimal text.
    case integer(Int64)

    /// As JSON writes it: `"chat"`, `3`.
    public var description: String {
        switch self {
        case .string(let s): quoted(s)
        case .integer(let i): String(i)
        }
    }

    /// As JSON.
    var json: JSONValue {
        switch self {
        case .string(let s): .string(s)
        case .integer(let i): .int(i)
        }
    }
}
