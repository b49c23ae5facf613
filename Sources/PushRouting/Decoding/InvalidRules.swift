/// What a failure to read the values of a selected route means, route by route: the
/// table's `invalid:` and each route's own (docs/language.md §13.1). Generated code's API
/// (`@_spi(Generated)`): generated decoders build one as a static constant when a route's
/// rule is not `error`.
@_spi(Generated)
public struct InvalidRules<Route: Hashable & Sendable>: Sendable {
    /// One route's rule.
    public enum Rule: Sendable, Hashable {
        /// The push fails: the error goes to the failure handlers (the default).
        case error
        /// The push is ignored: not a failure; the dispatcher reports it `.invalid`, with
        /// the error, to observers only.
        case ignore
        /// The next candidate route is tried (the next discriminator that holds a route's
        /// value, then the `when` routes in order, then the fallback).
        case next
    }

    /// The rule of every route not in `exceptions`.
    let rule: Rule
    /// Routes whose rule is another.
    let exceptions: [Route: Rule]

    /// Rules: `rule` for every route, except those listed with their own. A route listed
    /// twice takes its first rule.
    public init(_ rule: Rule = .error, except exceptions: [(Route, Rule)] = []) {
        self.rule = rule
        self.exceptions = Dictionary(exceptions, uniquingKeysWith: { first, _ in first })
    }

    /// The rule of `route`.
    public func rule(of route: Route) -> Rule {
        exceptions[route] ?? rule
    }

    /// The error a decoder throws when the values of `route` do not read, in a
    /// table that tries no other route after it (one discriminator, no `when` routes, no
    /// fallback): marked ignored (`PushDecodingError.invalidIsIgnored`) when its rule is
    /// `ignore`; as it is otherwise (`next` has nothing to try).
    public func failure(_ error: PushDecodingError, of route: Route) -> PushDecodingError {
        rule(of: route) == .ignore ? error.ignoredAsInvalid() : error
    }
}

extension PushDecodingError {
    /// This error, marked as a failure the table ignores (`invalid: ignore`).
    func ignoredAsInvalid() -> PushDecodingError {
        var copy = self
        copy.invalidIsIgnored = true
        return copy
    }
}

extension PushDecodingError {
    /// This error as a failure, whatever the table's `invalid:` says (for a route built in
    /// the app that breaks its table).
    var asFailure: PushDecodingError {
        var copy = self
        copy.invalidIsIgnored = false
        return copy
    }
}
