/// How the generated decoder of a table chooses routes when one discriminator value is not
/// all there is (docs/language.md §13.1): what `PushRouting.RouteSelector` is built from.
/// Targets number the enum's routes first, in table order, then the ignored routes.
struct SelectionModel {
    /// The discriminators' keys, in the order they are tried.
    let discriminators: [[String]]
    /// The keys of the ignored routes; target `routeCount + j` is `ignoredKeys[j]`.
    let ignoredKeys: [String]
    /// Discriminator values and aliases to targets.
    let lookup: [(value: String, target: Int)]
    /// The `when` routes, in the order they are tried.
    let conditions: [(target: Int, conditions: WhenConditions)]
    /// The fallback's target.
    let fallback: Int?
    /// `unrouted: ignore`.
    let unroutedIsIgnored: Bool

    init(_ table: RouteTable) {
        discriminators = table.discriminators.map(\.keys)
        unroutedIsIgnored = table.unrouted == .ignore
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
