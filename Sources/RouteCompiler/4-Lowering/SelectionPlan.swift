/// How a table chooses routes when one discriminator value is not all there is
/// (docs/language.md §13.1): what `PushRouting.RouteSelector` is built from, decided once
/// from the model. The emitter prints it as Swift and the interpreter behind `routegen
/// explain` builds the same selector from it, so the two choose alike. Targets number the
/// delivered routes first (`ValidatedTable.deliveredRoutes`, the enum's cases), in table order,
/// then the ignored routes.
package struct SelectionPlan: Sendable {
    /// The discriminators' keys, in the order they are tried.
    package let discriminators: [[String]]
    /// The discriminators' places, with their options (docs/language.md §5.2).
    package let discriminatorPlaces: [Place]
    /// The keys of the ignored routes; target `routeCount + j` is `ignoredKeys[j]`.
    package let ignoredKeys: [String]
    /// Discriminator values and aliases to targets.
    package let lookup: [(value: String, target: Int)]
    /// The `when` routes, in the order they are tried.
    package let conditions: [(target: Int, conditions: WhenConditions)]
    /// The fallback's target.
    package let fallback: Int?
    /// `unrouted: ignore`.
    package let unroutedIsIgnored: Bool
    /// The routes' rules for values that do not read; nil when every route's is `error`.
    package let invalid: InvalidRulesPlan?

    /// The plan of `table`.
    package init(_ table: ValidatedTable) {
        discriminators = table.discriminators.map(\.keys)
        discriminatorPlaces = table.discriminatorPlaces
        unroutedIsIgnored = table.unrouted == .ignore
        invalid = InvalidRulesPlan(table)
        let deliveredCount = table.routes.count { !$0.isIgnored }
        var ignoredKeys: [String] = []
        var lookup: [(String, Int)] = []
        var aliases: [(String, Int)] = []
        var conditions: [(Int, WhenConditions)] = []
        var fallback: Int?
        var delivered = 0
        for route in table.routes {
            let target: Int
            if route.isIgnored {
                target = deliveredCount + ignoredKeys.count
                ignoredKeys.append(route.value)
            } else {
                target = delivered
                delivered += 1
            }
            switch route.selection {
            case .value:
                lookup.append((route.value, target))
                aliases += route.aliases.map { ($0.value, target) }
            case .when(let when): conditions.append((target, when))
            case .fallback: fallback = target
            }
        }
        self.ignoredKeys = ignoredKeys
        // Values first, then aliases, as the simple lookup lists them.
        self.lookup = (lookup + aliases).map { (value: $0.0, target: $0.1) }
        self.conditions = conditions.map { (target: $0.0, conditions: $0.1) }
        self.fallback = fallback
    }
}

/// The routes' rules for values that do not read (`invalid:`, docs/language.md §13.1), by
/// delivered route (the enum's cases, in table order): what `PushRouting.InvalidRules` is
/// built from. Nil for a table whose rules change nothing: every route's is `error`, or, in a
/// table that selects every route by one discriminator's value (where nothing comes after a
/// route), none is `ignore`.
package struct InvalidRulesPlan: Sendable {
    /// The rule of every route not listed in `exceptions`: the table's.
    package let rule: InvalidRule
    /// The routes (by index) whose own rule is another.
    package let exceptions: [(index: Int, rule: InvalidRule)]

    /// The plan of `table`, or nil when its rules change nothing.
    package init?(_ table: ValidatedTable) {
        let rules = table.deliveredRoutes.map { table.invalidRule(of: $0) }
        let matters: (InvalidRule) -> Bool =
            table.simpleDiscriminator == nil ? { $0 != .error } : { $0 == .ignore }
        guard rules.contains(where: matters) else { return nil }
        rule = table.invalid
        exceptions = rules.enumerated().filter { $0.element != table.invalid }.map {
            (index: $0.offset, rule: $0.element)
        }
    }

    /// The rule of the delivered route at `index`.
    package func rule(of index: Int) -> InvalidRule {
        exceptions.first { $0.index == index }?.rule ?? rule
    }
}
