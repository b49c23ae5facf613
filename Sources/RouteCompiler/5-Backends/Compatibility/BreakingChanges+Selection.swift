@_spi(Generated) import PushRouting

/// CheckedRoute selection (docs/language.md §13.1): what narrows the payloads a route receives.
/// The discriminators (a path dropped, the first one replaced, paths tried in another
/// order; one added at the end is not breaking), `unrouted` (ignore → error), `invalid`
/// (from `ignore` or `next` to anything else; from `error` is not breaking), the fallback
/// (removed, or another route's now), `ignore: true` on a route that was delivered, a `when`
/// with a condition more, and a route selected another way (its value → `when` or the
/// fallback, `when` → its value). Not reported: new routes, even where they take payloads
/// a `when` route or the fallback received (a value route always wins over them, and a
/// `when` route's conditions are the sender's contract), and `when` routes in another
/// order.
extension BreakingChanges {
    /// The discriminators of the two tables.
    func compareDiscriminators() {
        let oldPaths = old.discriminators
        let newPaths = new.discriminators
        var replacedFirst = false
        if let o = oldPaths.first, let n = newPaths.first, !newPaths.contains(o), !oldPaths.contains(n) {
            // The one rule of before §13.1: the first (and only) discriminator moved.
            let moved: Diagnostic =
                oldPaths.count == 1 && newPaths.count == 1
                ? .changedDiscriminator(from: o, to: n) : .replacedFirstDiscriminator(from: o, to: n)
            report(moved, ChangeSubject())
            replacedFirst = true
        }
        for (index, path) in oldPaths.enumerated() where !newPaths.contains(path) {
            if index == 0, replacedFirst { continue }
            report(.droppedDiscriminator(path), ChangeSubject(discriminator: path.description))
        }
        // Paths of both tables must keep their order, and new ones may only come after them.
        for (position, path) in newPaths.enumerated() {
            if position == 0, replacedFirst { continue }
            let later = newPaths[(position + 1)...].filter { oldPaths.contains($0) }
            let isNew = !oldPaths.contains(path)
            guard
                let overtaken = later.first(where: { other in
                    isNew || oldPaths.firstIndex(of: other)! < oldPaths.firstIndex(of: path)!
                })
            else { continue }
            report(.reorderedDiscriminators(path, before: overtaken), ChangeSubject())
            break
        }
        if old.unrouted == .ignore, new.unrouted == .error {
            // At `unrouted: error`, or at the old `unrouted: ignore` when the key was removed.
            let location =
                new.unroutedLocation ?? old.unroutedLocation ?? .start(of: new.files.first ?? "routes.yaml")
            report(.unroutedBecameError(at: location), ChangeSubject())
        }
    }

    /// The table's `invalid:`, for the routes that take it in both tables (a route with a
    /// rule of its own in either is compared by `compareInvalid(_:_:)`): a change from
    /// `ignore` or `next` narrows what becomes of a push whose values do not read. Reported
    /// once, without a subject, like `unrouted`.
    func compareTableInvalid() {
        guard old.invalid != .error, old.invalid != new.invalid else { return }
        let inheriting = old.routes.contains { route in
            !route.isIgnored && route.invalid == nil
                && newRoute(withKey: route.value).map { !$0.isIgnored && $0.invalid == nil } == true
        }
        guard inheriting else { return }
        let location = new.invalidLocation ?? old.invalidLocation ?? .start(of: new.files.first ?? "routes.yaml")
        report(.changedInvalid(nil, from: old.invalid, to: new.invalid, at: location), ChangeSubject())
    }

    /// A route's own `invalid:` in either table: a change from `ignore` or `next` narrows.
    func compareInvalid(_ oldRoute: CheckedRoute, _ newRoute: CheckedRoute) {
        guard !oldRoute.isIgnored, !newRoute.isIgnored, oldRoute.invalid != nil || newRoute.invalid != nil else {
            return
        }
        let (before, after) = (old.invalidRule(of: oldRoute), new.invalidRule(of: newRoute))
        guard before != .error, before != after else { return }
        let location = newRoute.invalidLocation ?? new.invalidLocation ?? newRoute.location
        report(
            .changedInvalid(newRoute.value, from: before, to: after, at: location), ChangeSubject(route: newRoute.value)
        )
    }

    /// What becomes of payloads nothing else selects in the new table.
    var newFate: SelectionFate {
        if let fallback = new.routes.first(where: \.selection.isFallback) { return .fallback(fallback.value) }
        return new.unrouted == .ignore ? .rejectedOrUnrouted : .rejected
    }

    /// The new table's route with `key` (compared code point by code point).
    func newRoute(withKey key: String) -> CheckedRoute? {
        new.routes.first { $0.value.unicodeScalars.elementsEqual(key.unicodeScalars) }
    }

    /// An old route selected by `when` or as the fallback: its counterpart is the new
    /// route with the same key.
    func compareSelectedByShape(_ route: CheckedRoute) {
        guard let counterpart = newRoute(withKey: route.value) else {
            if route.selection.isFallback {
                report(
                    .removedFallback(route.value, fate: newFate, at: route.location), ChangeSubject(route: route.value))
            } else {
                report(.removedWhenRoute(route.value, at: route.location), ChangeSubject(route: route.value))
            }
            return
        }
        let subject = ChangeSubject(route: counterpart.value)
        let location = counterpart.selectionLocation ?? counterpart.location
        switch (route.selection, counterpart.selection) {
        case (.fallback, .fallback), (.when, .fallback):
            break
        case (.fallback, _):
            report(.noLongerFallback(counterpart.value, fate: newFate, at: location), subject)
        case (.when(let before), .when(let after)):
            let added = Self.addedConditions(before, after)
            if !added.isEmpty { report(.narrowedWhen(counterpart.value, added: added, at: after.location), subject) }
        case (.when, .value):
            report(
                .whenRouteMovedToValue(counterpart.value, discriminator: new.discriminators.first, at: location),
                subject)
        case (.value, _):
            break
        }
        compare(route, counterpart)
    }

    /// An old route selected by its value `route.value` that no new route's value or alias
    /// names, but a new route with that key is selected by `when` or is the fallback;
    /// false when there is none.
    func reportMovedFromValue(_ route: CheckedRoute) -> Bool {
        guard let counterpart = newRoute(withKey: route.value), !counterpart.selection.isByValue else { return false }
        report(
            .valueRouteMoved(
                counterpart.value, toFallback: counterpart.selection.isFallback,
                discriminator: old.discriminators.first, at: counterpart.selectionLocation ?? counterpart.location),
            ChangeSubject(route: counterpart.value))
        compare(route, counterpart)
        return true
    }

    /// The conditions of `after` that `before` does not imply, in words (`'room' must be
    /// present`): each one a payload `before` selected may fail. A path is present when a
    /// path under it is, or equals something; absent when a path above it is.
    static func addedConditions(_ before: WhenConditions, _ after: WhenConditions) -> [String] {
        var added: [String] = []
        for place in after.present where !impliesPresent(place, before) {
            added.append("'\(place)' must be present")
        }
        for place in after.absent where !before.absent.contains(where: { impliesAbsent($0, place) }) {
            added.append("'\(place)' must be absent")
        }
        for condition in after.equals
        where !before.equals.contains(where: { $0.place == condition.place && $0.value == condition.value }) {
            if let previous = before.equals.first(where: { $0.place == condition.place }) {
                added.append("'\(condition.place)' must equal \(condition.value), not \(previous.value)")
            } else {
                added.append("'\(condition.place)' must equal \(condition.value)")
            }
        }
        return added
    }

    /// Whether a value at `path` means that `above` holds one too: `path` lies under it,
    /// where the last step of `above` may be `{first: P}` for `{last: P}` or the other way
    /// round (docs/language.md §5.1: an array has a first element that P matches exactly
    /// when it has a last one).
    static func implies(_ path: PayloadKeyPath, _ above: PayloadKeyPath) -> Bool {
        if path.hasPrefix(above) { return true }
        guard path.steps.count >= above.steps.count, let last = above.steps.last?.pattern else {
            return false
        }
        let index = above.steps.count - 1
        guard path.steps[index].pattern == last,
            zip(path.steps, above.steps).prefix(index).allSatisfy({ $0.isSame(as: $1) })
        else { return false }
        return true
    }

    /// Whether the conditions `before` make `place` present: a place under it is present or
    /// equals something (then it is a dictionary, which a place `is:` an object or without
    /// `is:` counts), or a place at its path counts only what it counts, or equals a value
    /// it counts (docs/language.md §5.2).
    static func impliesPresent(_ place: Place, _ before: WhenConditions) -> Bool {
        let takesObjects = place.kind == nil || place.kind?.value == .object
        for held in before.present + before.equals.map(\.place) where implies(held.path, place.path) {
            if held.path != place.path, takesObjects { return true }
        }
        if before.present.contains(where: { $0.countsOnlyWhat(place) }) { return true }
        return before.equals.contains { $0.place.path == place.path && $0.value.counts(at: place) }
    }

    /// Whether `absent` (a condition of before) makes `place` absent: it lies above `place`
    /// and holds no dictionary when absent (no `is:`, or `is: object`), or it is at the same
    /// path and counts at least what `place` counts.
    static func impliesAbsent(_ absent: Place, _ place: Place) -> Bool {
        guard implies(place.path, absent.path) else { return false }
        if place.path != absent.path { return absent.kind == nil || absent.kind?.value == .object }
        return place.countsOnlyWhat(absent)
    }
}

extension ConditionValue {
    /// Whether `place` counts this value (an `equals` scalar at its path).
    func counts(at place: Place) -> Bool {
        switch (self, place.kind?.value) {
        case (.string(let s), nil), (.string(let s), .string?): !(place.emptyIsMissing && s.isEmpty)
        case (.number, nil), (.number, .number?): true
        case (.number(let n), .integer?): n.int64 != nil
        case (.bool, nil), (.bool, .boolean?): true
        default: false
        }
    }
}
