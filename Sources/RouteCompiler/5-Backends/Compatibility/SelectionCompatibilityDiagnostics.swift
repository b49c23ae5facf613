extension DiagnosticCode {
    /// A path of `discriminators` is no longer read.
    package static let droppedDiscriminator = DiagnosticCode(rawValue: "dropped-discriminator")
    /// `unrouted` changed from `ignore` to `error`.
    package static let changedUnrouted = DiagnosticCode(rawValue: "changed-unrouted")
    /// A route's `invalid` (its own or the table's) changed from `ignore` or `next`.
    package static let changedInvalid = DiagnosticCode(rawValue: "changed-invalid")
    /// The fallback route was removed, or is no longer the fallback.
    package static let removedFallback = DiagnosticCode(rawValue: "removed-fallback")
    /// A route that was delivered is `ignore: true` now.
    package static let ignoredRoute = DiagnosticCode(rawValue: "ignored-route")
    /// A route's `when` has a condition more.
    package static let narrowedWhen = DiagnosticCode(rawValue: "narrowed-when")
    /// A route is selected another way: by `when` or as the fallback instead of by its
    /// value, or by its value instead of by `when`.
    package static let changedSelection = DiagnosticCode(rawValue: "changed-selection")
}

// MARK: CheckedRoute selection (BreakingChanges+Selection.swift)

/// What becomes of payloads a route received, once it no longer receives them.
enum SelectionFate: Sendable {
    /// The new table's fallback takes them.
    case fallback(String)
    /// They are rejected (`unrouted: error`, no fallback).
    case rejected
    /// They are rejected with a discriminator value, ignored without one (`unrouted: ignore`).
    case rejectedOrUnrouted

    /// `go to the fallback "alert"`, `are rejected`.
    var phrase: String {
        switch self {
        case .fallback(let key): "go to the fallback \(quoted(key))"
        case .rejected: "are rejected"
        case .rejectedOrUnrouted: "are rejected (ignored when they have no discriminator value)"
        }
    }
}

extension Diagnostic {
    /// `path` of the old table's `discriminators` (at `path.location`, in the old file) is
    /// not in the new one.
    static func droppedDiscriminator(_ path: PayloadKeyPath) -> Diagnostic {
        .error(
            .droppedDiscriminator, at: path.location,
            "the discriminator '\(path)' was dropped; payloads that carry their push type only at '\(path)' have none now"
        )
    }

    /// The first of several discriminators is `new`, which the old table did not read, in
    /// place of `old`, which the new one does not read (at `new`'s location).
    static func replacedFirstDiscriminator(from old: PayloadKeyPath, to new: PayloadKeyPath) -> Diagnostic {
        .error(
            .changedDiscriminator, at: new.location,
            "the first discriminator moved from '\(old)' to '\(new)'; payloads that carry their push type at '\(old)' are not routed by it now"
        )
    }

    /// `earlier` is tried before `later` now (reordered, or new and put before it); at
    /// `earlier`'s location in the new table.
    static func reorderedDiscriminators(_ earlier: PayloadKeyPath, before later: PayloadKeyPath) -> Diagnostic {
        .error(
            .changedDiscriminator, at: earlier.location,
            "the discriminator '\(earlier)' is tried before '\(later)' now; payloads that carry a value at both are routed by '\(earlier)', not '\(later)'"
        )
    }

    /// `unrouted: ignore` became `error` (written at `location`, or the default).
    static func unroutedBecameError(at location: SourceLocation) -> Diagnostic {
        .error(
            .changedUnrouted, at: location,
            "unrouted changed from ignore to error; payloads that select no route and have no discriminator value, which were ignored, are rejected now"
        )
    }

    /// The rule for values that do not read changed from `before` (`ignore` or `next`) to
    /// `after`: of `route`, or of the table (nil), at `location` in the new table.
    static func changedInvalid(
        _ route: String?, from before: InvalidRule, to after: InvalidRule, at location: SourceLocation
    ) -> Diagnostic {
        let was =
            before == .ignore ? "which were ignored" : "which went to the next route that selects them"
        let now: String =
            switch after {
            case .error: "fail now"
            case .ignore: "are ignored now, not delivered"
            case .next: "go to the next route that selects them now, or fail when none reads"
            }
        let whose = route == nil ? "pushes" : "its pushes"
        let subject = route.map { "the invalid of route \(quoted($0))" } ?? "the table's invalid"
        return .error(
            .changedInvalid, at: location,
            "\(subject) changed from \(before.rawValue) to \(after.rawValue); \(whose) whose values do not read, \(was), \(now)"
        )
    }

    /// The old fallback `route` was removed (at its old `location`).
    static func removedFallback(_ route: String, fate: SelectionFate, at location: SourceLocation) -> Diagnostic {
        .error(
            .removedFallback, at: location,
            "the fallback, route \(quoted(route)), was removed; payloads that no other route selects \(fate.phrase) now"
        )
    }

    /// The old fallback `route` is still there (at `location`) but not the fallback.
    static func noLongerFallback(_ route: String, fate: SelectionFate, at location: SourceLocation) -> Diagnostic {
        .error(
            .removedFallback, at: location,
            "route \(quoted(route)) is no longer the fallback; payloads that no other route selects \(fate.phrase) now"
        )
    }

    /// A route that opened `destination` is `ignore: true` now (written at `location`).
    static func ignoredRoute(_ route: String, destination: String?, at location: SourceLocation) -> Diagnostic {
        let opened = destination.map { ", which opened \(swiftName($0)), are" } ?? " are"
        return .error(
            .ignoredRoute, at: location,
            "route \(quoted(route)) is ignored now (ignore: true); its pushes\(opened) dropped without a failure")
    }

    /// A `when` route (conditions at `location`) with conditions more: `added` in words.
    static func narrowedWhen(_ route: String, added: [String], at location: SourceLocation) -> Diagnostic {
        let list = WordList.and(added)
        return .error(
            .narrowedWhen, at: location,
            "the when of route \(quoted(route)) was narrowed: \(list) now; payloads it selected before may go to another route or be rejected"
        )
    }

    /// A route selected by its value that is selected by `when` (or is the fallback) now,
    /// at `location` in the new table.
    static func valueRouteMoved(
        _ route: String, toFallback: Bool, discriminator: PayloadKeyPath?, at location: SourceLocation
    ) -> Diagnostic {
        let at = discriminator.map { " at '\($0)'" } ?? ""
        let how =
            toFallback
            ? "is the fallback now, not selected by its value; payloads with \(quoted(route))\(at) that were valid reach it only when no when route selects them"
            : "is selected by when now, not by its value; payloads with \(quoted(route))\(at) that were valid reach it only when they match its conditions"
        return .error(.changedSelection, at: location, "route \(quoted(route)) \(how)")
    }

    /// A `when` route that is selected by its value now (at `location`).
    static func whenRouteMovedToValue(
        _ route: String, discriminator: PayloadKeyPath?, at location: SourceLocation
    ) -> Diagnostic {
        let at = discriminator.map { " at '\($0)'" } ?? ""
        return .error(
            .changedSelection, at: location,
            "route \(quoted(route)) is selected by its value now, not by when; payloads its conditions selected reach it only with \(quoted(route))\(at)"
        )
    }

    /// A `when` route of the old table (at its old `location`) that is gone.
    static func removedWhenRoute(_ route: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .removedRoute, at: location,
            "route \(quoted(route)) was removed; payloads its when selected go to another route or are rejected now")
    }
}
