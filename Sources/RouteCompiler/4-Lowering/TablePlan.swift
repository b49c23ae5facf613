/// Stage 4's hand-off (docs/architecture.md): a checked table lowered once into what every
/// back end reads — the emitter, the interpreter behind `explain`, the schema and its
/// examples, and `breaking`. Each struct (a route's params, an object type's fields) is a
/// `StructPlan`: its values, each with how it is read (`ReaderPlan`), where its slots are found
/// (`SourcePlan`) and what `rest: true` leaves out (`RestKeys`); beside them, how routes are
/// chosen (`SelectionPlan`) and what a value that does not read means (`InvalidRulesPlan`).
///
/// A back end switches over the plans, never over the value type or a source's flags: a new
/// kind of value or origin is lowered here once, and the compiler then asks each back end
/// that switches over the plan to handle it.
package struct TablePlan: Sendable {
    /// The checked table: its files and table-wide settings (discriminators, `unrouted`,
    /// `invalid`, `jsonStrings`).
    package let table: ValidatedTable
    /// Every route, in table order (delivered and ignored), with its params' plan.
    package let routes: [RoutePlan]
    /// Every object type's fields, in table order.
    package let objects: [StructPlan]
    /// Object types by name.
    package let objectsByName: [String: StructPlan]
    /// Every named enum, in table order.
    package let enums: [EnumPlan]
    /// Named enums by name.
    package let enumsByName: [String: EnumPlan]
    /// How a payload's route is chosen.
    package let selection: SelectionPlan
    /// The routes' rules for values that do not read; nil when they change nothing.
    package let invalid: InvalidRulesPlan?
    /// The links (docs/language.md §14); nil for a table without link patterns.
    package let links: LinkPlan?

    /// The plans of `table`.
    package init(_ table: ValidatedTable) {
        self.table = table
        let types = table.typesByName
        routes = table.routes.map { route in
            RoutePlan(
                route: route,
                values: StructPlan(
                    name: route.value, members: route.params, types: types, rest: RestKeys(route: route, in: table)))
        }
        var objects: [StructPlan] = []
        var enums: [EnumPlan] = []
        for type in table.types {
            switch type.kind {
            case .object(let fields):
                objects.append(
                    StructPlan(name: type.name, members: fields, types: types, rest: RestKeys(fields: fields)))
            case .enumeration(let cases):
                enums.append(EnumPlan(type: type, cases: cases))
            }
        }
        self.objects = objects
        objectsByName = Dictionary(objects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.enums = enums
        enumsByName = Dictionary(enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        selection = SelectionPlan(table)
        invalid = InvalidRulesPlan(table)
        links = LinkPlan(table)
    }

    /// The routes the generated enum has a case for (every route but the ignored ones).
    package var deliveredRoutes: [RoutePlan] { routes.filter { !$0.route.isIgnored } }

    /// The plan of `route`, a route of this table.
    package func plan(of route: CheckedRoute) -> RoutePlan {
        routes.first { $0.route.location == route.location }
            ?? RoutePlan(
                route: route, values: StructPlan(name: route.value, members: [], types: [:], rest: nil))
    }

    /// Every value of every struct, the routes' params first.
    package var allValues: [ValuePlan] { routes.flatMap(\.values.values) + objects.flatMap(\.values) }
}

/// A route and the plan of its params.
package struct RoutePlan: Sendable {
    /// The route.
    package let route: CheckedRoute
    /// Its params.
    package let values: StructPlan
}

/// The values of one struct — a route's params, or an object type's fields — lowered: how
/// each is read, where each slot is found, and what the rest leaves out.
package struct StructPlan: Sendable {
    /// The object type's name, or the route's key.
    package let name: String
    /// Each value, in member order.
    package let values: [ValuePlan]
    /// Where the values are found: the slots and the dictionaries they are read from.
    package let sources: SourcePlan
    /// The keys a `rest: true` value never takes, when one is.
    package let rest: RestKeys?

    init(name: String, members: [Member], types: [String: CheckedType], rest: RestKeys?) {
        self.name = name
        values = members.map { ValuePlan(member: $0, reader: .of($0.type, source: $0.source, types: types)) }
        sources = SourcePlan(members.map(\.source))
        self.rest = rest
    }
}

/// One param or field: the member, and how its value is read.
package struct ValuePlan: Sendable {
    /// The member: its key, source, description, Swift names.
    package let member: Member
    /// How its value is read: its type as its source takes it, with its constraints.
    package let reader: ReaderPlan

    /// Where its value comes from and how it is taken.
    package var source: ValueSource { member.source }
    /// Whether a missing value is nil or takes the default (it is not required).
    package var mayBeMissing: Bool { member.isOptional || member.defaultValue != nil }
}

/// A named string enum of the table.
package struct EnumPlan: Sendable {
    /// Its name, used as its Swift name.
    package let name: String
    /// Where the name is.
    package let location: SourceLocation
    /// Its `description`, if any.
    package let description: String?
    /// Its values, in table order.
    package let cases: [EnumCase]
    /// `open: true`: a string that is none of the values is kept.
    package let isOpen: Bool
    /// Its Swift case names, and the extra case of an open enum.
    package let names: TypeNames

    init(type: CheckedType, cases: [EnumCase]) {
        name = type.name
        location = type.location
        description = type.description
        self.cases = cases
        isOpen = type.isOpen
        names = type.names
    }
}
