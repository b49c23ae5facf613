/// `invalid: next` (docs/language.md §13.1) in the payload schema: a route whose values do not
/// read hands the payload to the next candidate in selection order, so its branch is `anyOf`
/// its own and the candidates after it. What comes after each stage of selection is one
/// `$defs` entry, referenced wherever a route tries the next (so a chain of `when` routes
/// stays linear in size): the later discriminators, each `if` it holds a route's value
/// `then` that route (or what comes after it, when its rule is `next` too), `else` the next
/// stage; then the `when` routes whose conditions hold, in order; then the fallback. When the
/// candidates run out the payload is rejected (the first route's error): `false`.
///
/// A payload whose values do not read under `invalid: ignore` is not accepted: the app
/// ignores it rather than failing, but a sender must not send it. Its branch is the route's
/// own, marked with the annotation `x-routegen-invalid: ignore` (`SchemaBuilder.branch`).
extension SelectionSchema {
    /// The stages of selection: discriminator `i` is stage `i`, the `when` route `j` stage
    /// `discriminators.count + j`, the fallback the stage after the last `when` route.
    private var whenRoutes: [CheckedRoute] { table.routes.filter { $0.selection.conditions != nil } }

    /// Whether any route tries the next candidate (else the schema is what it was before
    /// `invalid:` existed).
    var triesNext: Bool {
        table.routes.contains { !$0.isIgnored && table.invalidRule(of: $0) == .next }
    }

    /// `branch`, or, for a route whose rule is `next`, `anyOf` it and what comes after the
    /// route (for a route selected by value: after the discriminator that decided).
    func orNext(after route: CheckedRoute, _ branch: JSONDocument) -> JSONDocument {
        guard !route.isIgnored, table.invalidRule(of: route) == .next else { return branch }
        let discriminators = table.discriminators.count
        let after: JSONDocument
        switch route.selection {
        case .value:
            let values = route.selectingValues.map(\.value)
            let alternatives = table.discriminators.indices.map { index in
                JSONDocument.object(decided(at: index, by: values) + [("allOf", .array([stage(index + 1)]))])
            }
            after = alternatives.count == 1 ? alternatives[0] : .object([("anyOf", .array(alternatives))])
        case .when:
            let position = whenRoutes.firstIndex { $0.location == route.location } ?? whenRoutes.count
            after = stage(discriminators + position + 1)
        case .fallback:
            return branch
        }
        if case .bool(false) = after { return branch }
        return .object([("anyOf", .array([branch, after]))])
    }

    /// A reference to what selection tries from `stage` on; `false` past the last one.
    private func stage(_ stage: Int) -> JSONDocument {
        guard let name = Self.stageName(stage, discriminators: table.discriminators.count, whenCount: whenRoutes.count),
            stage < lastStage || hasFallback
        else { return .bool(false) }
        return .object([("$ref", .string("#/$defs/\(name)"))])
    }

    private var hasFallback: Bool { table.routes.contains(where: \.selection.isFallback) }
    private var lastStage: Int { table.discriminators.count + whenRoutes.count }

    /// The `$defs` name of a stage (never a type name: those have no `-`).
    static func stageName(_ stage: Int, discriminators: Int, whenCount: Int) -> String? {
        if stage < discriminators { return "invalid-next-discriminator-\(stage)" }
        if stage < discriminators + whenCount { return "invalid-next-when-\(stage - discriminators)" }
        return stage == discriminators + whenCount ? "invalid-next-fallback" : nil
    }

    /// The `$defs` of what selection tries after a route with `invalid: next`: every stage
    /// after the first that such a route needs (none when no route tries the next).
    func nextDefinitions() -> [(String, JSONDocument)] {
        guard triesNext else { return [] }
        let discriminators = table.discriminators.count
        let whenRoutes = self.whenRoutes
        var first = lastStage + 1
        for route in table.routes where !route.isIgnored && table.invalidRule(of: route) == .next {
            switch route.selection {
            case .value: first = min(first, 1)
            case .when:
                let position = whenRoutes.firstIndex { $0.location == route.location } ?? whenRoutes.count
                first = min(first, discriminators + position + 1)
            case .fallback: continue
            }
        }
        let valueRoutes = table.routes.filter(\.selection.isByValue)
        let allValues = valueRoutes.flatMap { $0.selectingValues.map(\.value) }
        var definitions: [(String, JSONDocument)] = []
        for stage in first...max(first, lastStage) {
            guard
                let name = Self.stageName(stage, discriminators: discriminators, whenCount: whenRoutes.count),
                stage < lastStage || hasFallback
            else { continue }
            let schema: JSONDocument
            if stage < discriminators {
                let place = table.discriminatorPlaces[stage]
                let routes = valueRoutes.map { route in
                    let values = route.selectingValues.map(\.value)
                    return JSONDocument.object(
                        holding(place, SchemaBuilder.discriminatorValues(values, at: place))
                            + [("allOf", .array([candidate(route, after: stage)]))])
                }
                schema = .object([
                    (
                        "description",
                        .string(
                            "After a route whose values do not read (invalid: next): the discriminator at \(place.path)"
                        )
                    ),
                    ("if", .object(holding(place, SchemaBuilder.discriminatorValues(allValues, at: place)))),
                    ("then", .object([("anyOf", .array(routes))])), ("else", self.stage(stage + 1)),
                ])
            } else if stage < lastStage {
                let route = whenRoutes[stage - discriminators]
                schema = .object([
                    (
                        "description",
                        .string(
                            "After a route whose values do not read (invalid: next): the when route \(quoted(route.value))"
                        )
                    ),
                    ("if", condition(route.selection.conditions!)), ("then", candidate(route, after: stage)),
                    ("else", self.stage(stage + 1)),
                ])
            } else {
                let fallback = table.routes.first(where: \.selection.isFallback)!
                schema = .object([
                    ("description", .string("After a route whose values do not read (invalid: next): the fallback")),
                    ("allOf", .array([candidate(fallback, after: stage)])),
                ])
            }
            definitions.append((name, schema))
        }
        return definitions
    }

    /// A candidate at `stage`: its branch, or (its rule being `next`) `anyOf` it and what
    /// comes after the stage.
    private func candidate(_ route: CheckedRoute, after stage: Int) -> JSONDocument {
        let branch = builder.branch(route)
        guard !route.isIgnored, table.invalidRule(of: route) == .next else { return branch }
        let after = self.stage(stage + 1)
        if case .bool(false) = after { return branch }
        return .object([("anyOf", .array([branch, after]))])
    }
}
