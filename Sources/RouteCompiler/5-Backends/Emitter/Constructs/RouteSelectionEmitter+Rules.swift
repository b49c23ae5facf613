// The selector and the rules for values that do not read (RouteSelectionEmitter): constants
// of the route tables that the runtime's `RouteSelector` and `InvalidRules` read.
extension RouteSelectionEmitter {
    /// The selector (`PushRouting.RouteSelector`) of a table that does not select every
    /// route by one discriminator's value: its discriminators, ignored routes, `when`
    /// conditions, fallback and `unrouted`, as constants the runtime reads.
    func selector(_ selection: SelectionPlan, _ p: inout CodePrinter) {
        p.doc(
            "How a payload's route is chosen: a discriminator value (the first of the discriminators that holds one), then the routes' `when` conditions in order, then the fallback."
        )
        p.line("static let selector = PushRouting.RouteSelector<\(RouteIdentityEmitter.route)>(")
        p.indented { p in
            // Places, with their options, when any has one (docs/language.md §5.2).
            if selection.discriminatorPlaces.contains(where: \.hasOptions) {
                let places = selection.discriminatorPlaces.map(SwiftLiteral.place)
                p.line("discriminatorPlaces: [\(places.joined(separator: ", "))],")
            } else {
                p.line("discriminators: [\(selection.discriminators.map(SwiftLiteral.path).joined(separator: ", "))],")
            }
            // A table whose every route is ignored has no route to name (a closure over an
            // identity without cases would never run, a warning).
            if !model.routes.isEmpty {
                p.line("routeKey: { \(RouteIdentityEmitter.key.call(passing: ["$0"])) },")
            }
            var arguments = ["lookup: lookup"]
            if !selection.conditions.isEmpty { arguments.append("conditions: conditions") }
            if let fallback = selection.fallback { arguments.append("fallback: \(target(fallback, selection))") }
            if selection.unroutedIsIgnored { arguments.append("unroutedIsIgnored: true") }
            if selection.invalid != nil { arguments.append("invalid: invalid") }
            if carriesLinks { arguments.append("links: links") }
            for (n, argument) in arguments.enumerated() {
                p.line(argument + (n + 1 < arguments.count ? "," : ""))
            }
        }
        p.line(")")
        guard !selection.conditions.isEmpty else { return }
        p.line()
        p.doc("The `when` routes, in the order they are tried: each route (or ignored route) and its conditions.")
        ChunkedArray(
            name: "conditions", type: "[(target: \(Self.target), condition: PushRouting.RouteCondition)]",
            access: "private "
        )
        .print(
            selection.conditions.map { "(\(target($0.target, selection)), \(Self.condition($0.conditions)))" }, &p)
    }

    /// `PushRouting.RouteCondition(present: […], absent: […], equals: […])`.
    static func condition(_ conditions: WhenConditions) -> String {
        // With places that have options, every argument is written, `present` and `absent`
        // as places (docs/language.md §5.2).
        if (conditions.present + conditions.absent).contains(where: \.hasOptions) {
            let present = conditions.present.map(SwiftLiteral.place).joined(separator: ", ")
            let absent = conditions.absent.map(SwiftLiteral.place).joined(separator: ", ")
            let pairs = conditions.equals.map { "(\(SwiftLiteral.path($0.place.path)), \(expected($0.value)))" }
            return
                "PushRouting.RouteCondition(present: [\(present)], absent: [\(absent)], equals: [\(pairs.joined(separator: ", "))])"
        }
        var arguments: [String] = []
        if !conditions.present.isEmpty {
            arguments.append(
                "present: [\(conditions.present.map { SwiftLiteral.path($0.path) }.joined(separator: ", "))]")
        }
        if !conditions.absent.isEmpty {
            arguments.append(
                "absent: [\(conditions.absent.map { SwiftLiteral.path($0.path) }.joined(separator: ", "))]")
        }
        if !conditions.equals.isEmpty {
            let pairs = conditions.equals.map { "(\(SwiftLiteral.path($0.place.path)), \(expected($0.value)))" }
            arguments.append("equals: [\(pairs.joined(separator: ", "))]")
        }
        return "PushRouting.RouteCondition(\(arguments.joined(separator: ", ")))"
    }

    /// `.string("chat")`, `.integer(3)`, `.double(0.5)`, `.bool(true)`.
    private static func expected(_ value: ConditionValue) -> String {
        switch value {
        case .string(let s): ".string(\(SwiftLiteral.string(s)))"
        case .number(let n): n.int64.map { ".integer(\($0))" } ?? ".double(\(n.double))"
        case .bool(let b): ".bool(\(b))"
        }
    }

    /// The routes' rules for values that do not read (`PushRouting.InvalidRules`,
    /// docs/language.md §13.1): the table's rule, and the routes whose own rule is another.
    func rules(_ rules: InvalidRulesPlan, _ p: inout CodePrinter) {
        p.doc(
            "What a failure to read a route's values means (`invalid`): `error` fails the push, `ignore` ignores it (not a failure), `next` tries the next route that selects it."
        )
        let type = "PushRouting.InvalidRules<\(RouteIdentityEmitter.route)>"
        guard !rules.exceptions.isEmpty else {
            p.line("static let invalid = \(type)(\(Self.rule(rules.rule)))")
            return
        }
        p.line("static let invalid = \(type)(\(Self.rule(rules.rule)), except: invalidExceptions)")
        p.line()
        p.doc("The routes whose own rule is another, with it.")
        ChunkedArray(
            name: "invalidExceptions", type: "[(\(RouteIdentityEmitter.route), \(type).Rule)]", access: "private "
        )
        .print(rules.exceptions.map { "(\(model.routes[$0.index].pattern), \(Self.rule($0.rule)))" }, &p)
    }

    /// `.error`, `.ignore`, `.next`.
    static func rule(_ rule: InvalidRule) -> String {
        "." + rule.rawValue
    }
}
