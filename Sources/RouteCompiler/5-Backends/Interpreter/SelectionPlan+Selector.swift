@_spi(Generated) import PushRouting

extension SelectionPlan {
    /// The selector generated code builds from this plan (`SelectorEmitter` prints it):
    /// `routeKeys` are the keys of the delivered routes, in table order; `links` the table's
    /// links over the same indices, when pushes carry links.
    func selector(routeKeys: [String], links: LinkTable<Int>?) -> RouteSelector<Int> {
        RouteSelector(
            discriminatorPlaces: discriminatorPlaces.map(\.runtimePlace), routeKeys: routeKeys,
            ignoredKeys: ignoredKeys, lookup: StringLookup(lookup.map { ($0.value, $0.target) }),
            conditions: conditions.map { (target: $0.target, condition: $0.conditions.routeCondition) },
            fallback: fallback, unroutedIsIgnored: unroutedIsIgnored, invalid: invalid?.rules ?? InvalidRules<Int>(),
            links: links)
    }
}

extension InvalidRulesPlan {
    /// The rules as the runtime applies them (`SelectorEmitter` prints them).
    var rules: InvalidRules<Int> {
        InvalidRules(rule.runtime, except: exceptions.map { ($0.index, $0.rule.runtime) })
    }
}

extension InvalidRule {
    /// The rule as the runtime names it.
    var runtime: InvalidRules<Int>.Rule {
        switch self {
        case .error: .error
        case .ignore: .ignore
        case .next: .next
        }
    }
}

extension WhenConditions {
    /// The conditions as the runtime checks them.
    var routeCondition: RouteCondition {
        RouteCondition(
            present: present.map(\.runtimePlace), absent: absent.map(\.runtimePlace),
            equals: equals.map { ($0.place.path.payloadPath, $0.value.expected) })
    }
}

extension Place {
    /// The place as the runtime counts values there (docs/language.md §5.2).
    var runtimePlace: PushRouting.PayloadPlace {
        PushRouting.PayloadPlace(
            path.payloadPath, is: kind?.value,
            emptyIsMissing: emptyIsMissing)
    }
}

extension ConditionValue {
    /// The value as the runtime compares it: an integer when the number is one, as the
    /// emitter writes it (`SelectorEmitter`).
    var expected: RouteCondition.Expected {
        switch self {
        case .string(let s): .string(s)
        case .number(let n): n.int64.map(RouteCondition.Expected.integer) ?? .double(n.double)
        case .bool(let b): .bool(b)
        }
    }
}
