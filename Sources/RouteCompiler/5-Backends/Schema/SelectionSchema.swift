@_spi(Generated) import PushRouting

/// The payload schema of a table that does not select every route by one discriminator's
/// value (docs/language.md §13.1), written in the decoder's order with `if`/`then`/`else`:
///
/// - `if` the discriminator (the first path holding a non-null value) names a route or an
///   alias, `then` one branch per route selected by value;
/// - `else` the discriminators must hold no value or a string or integer (anything else is
///   an error before the `when` routes are tried), and then a chain: `if` the first `when`
///   route's conditions hold, `then` its branch, `else` the next one's `if`, …; at the end
///   the fallback's branch, or what `unrouted:` accepts: with `ignore`, payloads without a
///   discriminator value (one with a value is an unknown route); with `error`, nothing.
///
/// Each branch is a route's params, as for a table with one discriminator; an ignored route
/// has none and accepts whatever selects it. A route with `invalid: next` accepts too what
/// the routes after it accept (`SelectionSchema+Next`). Where the table's `jsonStrings` lie on a path,
/// the step there may also be a string holding the object as JSON (docs/language.md §5.3),
/// for the discriminators and the `when` conditions alike: a string that holds no JSON
/// object is no dictionary there.
struct SelectionSchema {
    let builder: SchemaBuilder
    let table: ValidatedTable
    /// The key paths of `jsonStrings`.
    let jsonStrings: [[String]]

    init(_ builder: SchemaBuilder) {
        self.builder = builder
        table = builder.table
        jsonStrings = builder.table.jsonStrings.keyPaths
    }

    /// The schema's description of how a route is chosen.
    static func summary(of table: ValidatedTable) -> String {
        let paths = table.discriminators.map(\.description)
        let discriminators: String
        switch paths.count {
        case 0: discriminators = "no discriminator"
        case 1: discriminators = "a discriminator value at \(paths[0])"
        default: discriminators = "a discriminator value (the first of \(paths.joined(separator: ", ")) that holds one)"
        }
        return
            "The route is chosen in order (docs/language.md §13.1): \(discriminators), then the when routes in table order, then the fallback; a payload nothing selects is \(table.unrouted == .ignore ? "accepted without a discriminator value (unrouted: ignore)" : "rejected")."
    }

    /// The members that choose the route and check its params.
    func members() -> [(String, JSONDocument)] {
        let byValue = table.routes.filter(\.selection.isByValue)
        let byShape = notSelectedByValue()
        guard !byValue.isEmpty else { return byShape }
        return [
            ("if", .object(decided(by: byValue.flatMap { $0.selectingValues.map(\.value) }))),
            ("then", .object([("anyOf", .array(byValue.map(valueRoute)))])),
            ("else", .object(byShape)),
        ]
    }

    // MARK: By value

    /// A route selected by its value: at the one discriminator beside its params, or one of
    /// the discriminators deciding. With `invalid: next`, or what comes after it.
    private func valueRoute(_ route: CheckedRoute) -> JSONDocument {
        let values = route.selectingValues.map(\.value)
        let branch: JSONDocument
        if table.discriminators.count == 1, !table.discriminatorPlaces[0].hasOptions {
            branch = builder.valueRoute(route, discriminator: table.discriminators[0])
        } else {
            // One alternative goes under `anyOf` too: its `properties` and `required` would
            // clash with the branch's own.
            let selection = decided(by: values)
            let wrapped =
                selection.count == 1 && selection[0].0 == "anyOf"
                ? selection : [("anyOf", .array([.object(selection)]))]
            branch = builder.branch(route, selection: wrapped)
        }
        return orNext(after: route, branch)
    }

    /// Holds when the discriminator holds one of `values`: the first path, or a later one
    /// when every path before it holds no value (its place counts; docs/language.md §5.2).
    func decided(by values: [String]) -> [(String, JSONDocument)] {
        let alternatives = table.discriminators.indices.map { decided(at: $0, by: values) }
        if alternatives.count == 1 { return alternatives[0] }
        return [("anyOf", .array(alternatives.map(JSONDocument.object)))]
    }

    /// Holds when the discriminator at `index` decides and holds one of `values`: every path
    /// before it holds no value.
    func decided(at index: Int, by values: [String]) -> [(String, JSONDocument)] {
        let places = table.discriminatorPlaces
        var members = holding(places[index], SchemaBuilder.discriminatorValues(values, at: places[index]))
        if index > 0 { members.append(("allOf", .array(places[..<index].map(noValue)))) }
        return members
    }

    // MARK: By shape

    /// The payloads no discriminator value selects: the discriminators are read without
    /// error, then the `when` routes, the fallback, `unrouted`.
    private func notSelectedByValue() -> [(String, JSONDocument)] {
        var members: [(String, JSONDocument)] = []
        if !table.discriminators.isEmpty { members.append(("allOf", .array([readableDiscriminators]))) }
        let whenRoutes = table.routes.compactMap { route in route.selection.conditions.map { (route, $0) } }
        var rest = chain(whenRoutes[...])
        // The fallback's branch (when no `when` route comes first) may have an `allOf` of its
        // own (`paths:`, places' options): one `allOf` holds both.
        if let index = rest.firstIndex(where: { $0.0 == "allOf" }), case .array(let more) = rest[index].1,
            let first = members.first, case .array(let discriminators) = first.1
        {
            members[0] = ("allOf", .array(discriminators + more))
            rest.remove(at: index)
        }
        return members + rest
    }

    /// `if` the first route's conditions hold `then` its branch, `else` the rest.
    private func chain(_ whenRoutes: ArraySlice<(CheckedRoute, WhenConditions)>) -> [(String, JSONDocument)] {
        guard let (route, conditions) = whenRoutes.first.map({ ($0.0, $0.1) }) else {
            guard case .object(let members) = nothingElse else { return [] }
            return members
        }
        return [
            ("if", condition(conditions)), ("then", orNext(after: route, builder.branch(route))),
            ("else", .object(chain(whenRoutes.dropFirst()))),
        ]
    }

    /// What nothing else selects: the fallback's branch, or what `unrouted:` accepts.
    private var nothingElse: JSONDocument {
        if let fallback = table.routes.first(where: \.selection.isFallback) { return builder.branch(fallback) }
        if table.unrouted == .error {
            return .object([("description", .string("No route selects the payload: rejected.")), ("not", .object([]))])
        }
        var members: [(String, JSONDocument)] = [
            (
                "description",
                .string(
                    "No route selects the payload: accepted without a discriminator value (unrouted: ignore), and nothing is delivered; with a value, it is an unknown route."
                )
            )
        ]
        if !table.discriminators.isEmpty { members.append(("allOf", .array(table.discriminatorPlaces.map(noValue)))) }
        return .object(members)
    }

    /// The conditions of a `when` route, all of which must hold: the `present` and `equals`
    /// paths as one tree of `required` keys and `properties` (not null, or `const`), then
    /// each `absent` path as a `not`.
    func condition(_ conditions: WhenConditions) -> JSONDocument {
        var tree = ConditionTree()
        // A place with options holds what it counts (docs/language.md §5.2).
        for place in conditions.present.map(countedAsRead) {
            tree.add(place.path.steps[...], SchemaBuilder.counted(place))
        }
        for condition in conditions.equals {
            let keys = condition.place.path.keys
            // A string at a jsonStrings path is read as JSON: never equal to a string.
            if case .string = condition.value, jsonStrings.contains(keys) {
                tree.add(condition.place.path.steps[...], .bool(false))
                continue
            }
            tree.add(condition.place.path.steps[...], .object([("const", Self.json(condition.value))]))
        }
        var members: [(String, JSONDocument)] = [("description", .string("when \(conditions.summary)"))]
        members += tree.members(jsonStrings: jsonStrings)
        let absent = conditions.absent.map(countedAsRead).map {
            JSONDocument.object(at($0.path.steps, SchemaBuilder.counted($0)))
        }
        if absent.count == 1 {
            members.append(("not", absent[0]))
        } else if !absent.isEmpty {
            members.append(("allOf", .array(absent.map { .object([("not", $0)]) })))
        }
        return .object(members)
    }

    /// `place` as decoding counts a value there: at a `jsonStrings` path whose empty string is
    /// nothing (`empty: missing`, docs/language.md §5.3), an empty string counts as missing for
    /// `present` and `absent` too, as the decoder expands the payload before any condition.
    private func countedAsRead(_ place: Place) -> Place {
        guard !place.emptyIsMissing,
            table.jsonStrings.places.contains(where: { $0.emptyIsMissing && $0.path.keys == place.path.keys })
        else { return place }
        var counted = place
        counted.emptyIsMissing = true
        return counted
    }

    /// `{"required": [k1], "properties": {k1: {"type": "object", "required": [k2], …: leaf}}}`:
    /// holds when every step is a dictionary and the value at the last one satisfies `leaf`.
    private func at(_ steps: [PathStep], _ leaf: JSONDocument) -> [(String, JSONDocument)] {
        var tree = ConditionTree()
        tree.add(steps[...], leaf)
        return tree.members(jsonStrings: jsonStrings)
    }

    /// An `equals` scalar: a string, a number by value, a boolean.
    private static func json(_ value: ConditionValue) -> JSONDocument {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): n.int64.map(JSONDocument.int) ?? .number(JSONWriter.numberText(n.double))
        case .bool(let b): .bool(b)
        }
    }

    // MARK: Discriminators

    /// The discriminators read without error: the first path holding a value holds a string
    /// or a 64-bit integer, or none holds a value.
    private var readableDiscriminators: JSONDocument {
        let valid = JSONDocument.object([
            ("type", .array([.string("string"), .string("integer")])), ("minimum", .int(Int64.min)),
            ("maximum", .int(Int64.max)),
        ])
        let paths = table.discriminators
        let places = table.discriminatorPlaces
        var alternatives: [JSONDocument] = places.indices.map { index in
            var members = holding(places[index], valid)
            if index > 0 { members.append(("allOf", .array(places[..<index].map(noValue)))) }
            return .object(members)
        }
        alternatives.append(
            places.count == 1 ? noValue(places[0]) : .object([("allOf", .array(places.map(noValue)))]))
        return .object([
            (
                "description",
                .string(
                    "The discriminator, the first of \(paths.map(\.description).joined(separator: ", ")) that holds a non-null value, is a string or an integer; or none holds one."
                )
            ),
            ("anyOf", .array(alternatives)),
        ])
    }

    /// Holds when `place` holds a value that it counts and that satisfies `schema` (every
    /// step a dictionary; the payload is one already).
    func holding(_ place: Place, _ schema: JSONDocument) -> [(String, JSONDocument)] {
        var shape = ObjectShape()
        let schema = place.hasOptions ? .object([("allOf", .array([schema, SchemaBuilder.counted(place)]))]) : schema
        shape.add(keys: place.path.keys, required: true, schema: schema)
        return shape.schemaMembers(nullable: false, jsonStrings: jsonStrings).filter { $0.0 != "type" }
    }

    /// Holds when `place` holds no value and reading it is no error: a step or the value is
    /// absent or null (or a value the place does not count, docs/language.md §5.2), and
    /// every step before it is a dictionary.
    func noValue(_ place: Place) -> JSONDocument {
        let keys = place.path.keys
        var schema = JSONDocument.object([("type", .string("null"))])
        if place.hasOptions {
            schema = .object([("anyOf", .array([schema, .object([("not", SchemaBuilder.counted(place))])]))])
        }
        for index in keys.indices.dropFirst().reversed() {
            schema = .object([
                ("type", .array([.string("object"), .string("null")])),
                ("properties", .object([(keys[index], schema)])),
            ])
            let step = Array(keys[..<index])
            if jsonStrings.contains(step) {
                // An empty string there is nothing at all with `empty: missing` (§5.3).
                schema = SchemaBuilder.jsonStringAlternative(schema, emptyIsNothing: jsonStrings.contains(step + [""]))
            }
        }
        return .object([("properties", .object([(keys[0], schema)]))])
    }
}

/// Key paths with what their values must satisfy, as nested `required` and `properties`
/// (every step before the last a dictionary), and element steps as arrays whose elements
/// must be there (`ElementSchema`, docs/language.md §5.1).
private struct ConditionTree {
    private var order: [String] = []
    private var leaves: [String: [JSONDocument]] = [:]
    private var children: [String: ConditionTree] = [:]
    private var elementOrder: [PathStep] = []
    private var elementLeaves: [PathStep: [JSONDocument]] = [:]
    private var elementChildren: [PathStep: ConditionTree] = [:]

    /// Requires `steps` and the value there to satisfy `leaf`.
    mutating func add(_ steps: ArraySlice<PathStep>, _ leaf: JSONDocument) {
        switch steps.first {
        case nil: return
        case .key(let key)?:
            if !order.contains(key) { order.append(key) }
            if steps.count == 1 {
                leaves[key, default: []].append(leaf)
            } else {
                children[key, default: ConditionTree()].add(steps.dropFirst(), leaf)
            }
        case .index?, .first?, .last?, .link?:
            let step = steps.first!
            if !elementOrder.contains(step) { elementOrder.append(step) }
            if steps.count == 1 {
                elementLeaves[step, default: []].append(leaf)
            } else {
                elementChildren[step, default: ConditionTree()].add(steps.dropFirst(), leaf)
            }
        }
    }

    /// `required` and `properties` of this level, at `position` (its keys from the root);
    /// a dictionary at one of `jsonStrings` may also be a string holding it as JSON.
    func members(at position: [String] = [], jsonStrings: [[String]]) -> [(String, JSONDocument)] {
        var properties: [(String, JSONDocument)] = []
        for key in order {
            properties.append((key, .object(schema(leaves[key], children[key], at: position + [key], jsonStrings))))
        }
        return [("required", .array(order.map(JSONDocument.string))), ("properties", .object(properties))]
    }

    /// The schema of the value at a place: its leaves, and the level below it, an object or
    /// an array (or both, which no value is: the conditions never hold).
    private func schema(
        _ leaves: [JSONDocument]?, _ child: ConditionTree?, at position: [String], _ jsonStrings: [[String]]
    ) -> [(String, JSONDocument)] {
        var schema: [(String, JSONDocument)] = []
        if let leaves {
            if leaves.count == 1, case .object(let members) = leaves[0] {
                schema += members
            } else {
                schema.append(("allOf", .array(leaves)))
            }
        }
        guard let child else { return schema }
        var below: [[(String, JSONDocument)]] = []
        if !child.order.isEmpty {
            let object: [(String, JSONDocument)] =
                [("type", .string("object"))] + child.members(at: position, jsonStrings: jsonStrings)
            if jsonStrings.contains(position),
                case .object(let either) = SchemaBuilder.jsonStringAlternative(.object(object))
            {
                below.append(either)
            } else {
                below.append(object)
            }
        }
        if !child.elementOrder.isEmpty {
            // No JSON string lies below an element step: `jsonStrings` paths are keys.
            let entries: [ElementSchema.Entry] = child.elementOrder.map { step in
                (
                    step,
                    .object(child.schema(child.elementLeaves[step], child.elementChildren[step], at: [], [])),
                    true
                )
            }
            below.append(ElementSchema.members(entries, nullable: false))
        }
        if below.count == 1 {
            schema += below[0]
        } else {
            schema.append(("allOf", .array(below.map(JSONDocument.object))))
        }
        return schema
    }
}
