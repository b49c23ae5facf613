/// How a payload's route is chosen, with what a route whose values do not read means
/// (`invalid:`), in every file it lives in: the route tables behind the route enum
/// (`PushRouteTable` in `PushRoute.swift`: the route and destination identities
/// (`RouteIdentityEmitter`), the hashed lookup of values and aliases, the selector and the
/// rules, and decoding the route a payload selects), and the parts of the enum's `RoutablePush` conformance that
/// depend on them (`RoutablePushEmitter` asks here). Every decision that depends on how routes
/// are selected and on `invalid:` is made here, once, from `Mode`.
struct RouteSelectionEmitter {
    let model: EmissionModel

    /// How routes are selected.
    enum Mode {
        /// One discriminator's value selects every route (the tables of before
        /// docs/language.md §13.1): its value is found while reading the payload's first level.
        case byValue(discriminator: [String])
        /// Anything else: the selector of `PushRouting.RouteSelector` chooses.
        case selector(SelectionPlan)
    }

    /// How this table selects routes.
    var mode: Mode {
        if let selection = model.selection { return .selector(selection) }
        return .byValue(discriminator: model.discriminator)
    }

    /// The routes' rules for values that do not read; nil when they change nothing.
    var invalid: InvalidRulesPlan? { model.invalid }

    /// Whether pushes carry links that select and fill routes (docs/language.md §14.7): the
    /// selector is given the links, each route decodes from the entries with the link's values
    /// filled in, and `encodedPayload()` writes the values before what selects the route (a
    /// route only a link selects is written with its canonical link, made from them).
    var carriesLinks: Bool { !(model.links?.carried.isEmpty ?? true) }

    private var route: String { model.names.routeEnum }
    private var identity: String { RouteIdentityEmitter.route }

    /// Decodes the route a payload's discriminator names.
    var decode: FunctionSignature {
        discriminatorDecoder("decode", result: route)
    }

    /// Decodes the route a payload's discriminator names, with its destination.
    var decodeRouted: FunctionSignature {
        discriminatorDecoder("decodeRouted", result: "PushRouting.Routed<\(route)>")
    }

    /// Decodes the values of a route built in the app from its encoded payload, as if its
    /// `invalid:` were `error` (generated for tables that select routes with the selector, or
    /// whose rules change something). With the selector, no route is selected again: the push
    /// is the route it is. By value, the payload's discriminator names the route itself.
    var validate: FunctionSignature {
        switch mode {
        case .byValue:
            var signature = discriminatorDecoder("validate", result: "Swift.Void")
            signature.result = nil
            return signature
        case .selector:
            return .function(
                "validate", isStatic: true,
                [.unlabeled("route", identity), .unlabeled("entries", "PushRouting.PayloadEntries")],
                throwing: FunctionSignature.decodingError)
        }
    }

    /// The parameters of the table's decoders: the entries, and by value the discriminator's
    /// first step.
    private var decoderParameters: [FunctionSignature.Parameter] {
        switch mode {
        case .byValue:
            [.unlabeled("entries", "PushRouting.PayloadEntries"), .labeled("discriminator", "first", "Any?")]
        case .selector: [.unlabeled("entries", "PushRouting.PayloadEntries")]
        }
    }

    private func discriminatorDecoder(_ name: String, result: String) -> FunctionSignature {
        .function(
            name, isStatic: true, decoderParameters, throwing: FunctionSignature.decodingError, result: result)
    }

    /// The route the discriminator names (or the selector selects).
    private var selectedRoute: FunctionSignature {
        let parameters: [FunctionSignature.Parameter] =
            switch mode {
            case .byValue: [.labeled("discriminator", "first", "Any?")]
            case .selector: [.unlabeled("entries", "PushRouting.PayloadEntries")]
            }
        return .function(
            "route", access: "private ", isStatic: true, parameters, throwing: FunctionSignature.decodingError,
            result: identity)
    }

    /// Decodes a route, given its identity.
    var decodeRoute: FunctionSignature {
        .function(
            "decode", isStatic: true,
            [.unlabeled("route", identity), .unlabeled("entries", "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError, result: route)
    }

    // MARK: For the route enum's conformance

    /// What reading a payload's entries passes on besides them: by value, the discriminator's
    /// first key, found while reading (`finding: "type", `).
    var finding: String {
        switch mode {
        case .byValue(let discriminator): "finding: \(SwiftLiteral.string(discriminator[0])), "
        case .selector: ""
        }
    }

    /// The doc comment of `discriminatorValue`.
    var discriminatorValueDoc: String {
        switch mode {
        case .byValue: "This route's push type: its discriminator value."
        case .selector:
            "This route's push type: its discriminator value, or its key for a route selected by `when` or the fallback."
        }
    }

    /// The statement of `encodedPayload()` that writes what selects the route, given the
    /// calls of `discriminatorValue` and of the route's identity.
    func selectionWriter(value: String, identity: String) -> String {
        switch mode {
        case .byValue:
            // An integer key is written as an integer (docs/language.md §13.1); a table
            // without one writes its keys as they are.
            let key = model.hasIntegerKeys ? "PushRouting.Encode.discriminator(\(value))" : value
            return "payload.set(\(key), at: \(model.names.routeTable).discriminatorPath)"
        case .selector:
            return "\(model.names.routeTable).selector.writeSelection(of: \(identity), into: &payload)"
        }
    }

    /// Whether the table's rules change anything, so that a push built in the app is checked
    /// strictly by `validate()` (docs/language.md §13.1).
    var validatesPushesBuiltInTheApp: Bool {
        // A table whose every route is ignored has no push to build.
        guard !model.routes.isEmpty else { return false }
        if case .selector = mode { return true }
        return invalid != nil
    }

    // MARK: The route tables

    func print(_ p: inout CodePrinter) {
        p.doc("The route tables behind `\(route)`.")
        p.block("nonisolated enum \(model.names.routeTable)") { p in
            RouteIdentityEmitter(model: model).print(&p)
            p.line()
            if case .byValue(let discriminator) = mode {
                p.line("static let discriminatorPath = \(SwiftLiteral.path(discriminator))")
                p.line()
            }
            if case .selector = mode {
                p.doc("What selects a payload: a route, or a route the table ignores (`ignore: true`).")
                p.line("typealias \(Self.target) = PushRouting.RouteSelector<\(identity)>.Target")
                p.line()
            }
            p.doc("Discriminator values and aliases to routes: a hashed lookup, not a chain of comparisons.")
            p.line("static let lookup = PushRouting.StringLookup<\(lookupTarget)>(entries)")
            ChunkedArray(name: "entries", type: "[(Swift.String, \(lookupTarget))]", access: "private ").print(
                lookupEntries, &p)
            p.line()
            if model.hasJSONStrings {
                jsonStrings(&p)
                p.line()
            }
            if let links = model.links {
                LinkTableEmitter(model: model, links: links).table(&p)
                p.line()
            }
            if let invalid {
                rules(invalid, &p)
                p.line()
            }
            if case .selector(let selection) = mode {
                selector(selection, &p)
                p.line()
            }
            p.doc(decodeDoc)
            decoding(decode, returning: decodeRoute.call(), &p)
            p.line()
            p.doc("Decodes like `\(decode.reference)`, with the route's destination.")
            let destination = RouteIdentityEmitter.name.call(
                passing: [RouteIdentityEmitter.destinationOf.call(passing: ["route"])])
            decoding(
                decodeRouted, returning: "PushRouting.Routed(\(decodeRoute.call()), destination: \(destination))", &p)
            p.line()
            if validatesPushesBuiltInTheApp {
                validation(&p)
                p.line()
            }
            selectedRouteFunction(&p)
            // A table whose every route is ignored decodes none (a function over an identity
            // without cases would never run, a warning).
            guard !model.routes.isEmpty else { return }
            p.line()
            p.doc("Decodes `route` from the payload's `entries`.")
            let access = DeprecatedAccessEmitter(model: model)
            // A table without routes switches over none; the last chunk's `default` of a large
            // table is never reached (every route is a case of some chunk) but needs a value.
            let noRoute =
                model.routes.isEmpty
                ? "switch route {}" : "throw PushRouting.PushDecodingError(reason: .unknownRoute(\"\"))"
            ChunkedSwitch(signature: decodeRoute, subject: "route", fallback: .statement(noRoute))
                .print(model.routes, &p) { r, p in
                    p.line("case \(r.pattern): return \(r.deprecation == nil ? r.decoded : access.decodeCall(of: r))")
                }
        }
    }

    /// What the lookup finds: a route, or with a selector a route or an ignored route.
    private var lookupTarget: String {
        switch mode {
        case .byValue: identity
        case .selector: Self.target
        }
    }

    /// The selector's targets: a route, or an ignored route by its key (a type alias in the
    /// route tables of `PushRouting.RouteSelector<Route>.Target`).
    static let target = "Target"

    /// The selector's target `index` of the plan (a delivered route by its position, then the
    /// ignored routes): `.route(.second)`, `.ignored("badge")`.
    func target(_ index: Int, _ selection: SelectionPlan) -> String {
        if model.routes.indices.contains(index) { return ".route(\(model.routes[index].pattern))" }
        let ignored = index - model.routes.count
        return
            ".ignored(\(SwiftLiteral.string(selection.ignoredKeys.indices.contains(ignored) ? selection.ignoredKeys[ignored] : "")))"
    }

    /// The lookup's entries: discriminator values and aliases, each with its route.
    private var lookupEntries: [String] {
        switch mode {
        case .selector(let selection):
            return selection.lookup.map { "(\(SwiftLiteral.string($0.value)), \(target($0.target, selection)))" }
        case .byValue:
            var entries = model.routes.map { "(\(SwiftLiteral.string($0.value)), \($0.pattern))" }
            for r in model.routes {
                entries += r.aliases.map { "(\(SwiftLiteral.string($0)), \(r.pattern))" }
            }
            return entries
        }
    }

    /// The doc comment of `decode`.
    private var decodeDoc: String {
        let rule = " A route whose values do not read follows its rule (`invalid`)."
        switch mode {
        case .selector:
            return invalid == nil
                ? "Decodes the route the payload selects."
                : "Decodes the route the payload selects; a route whose values do not read follows its rule (`invalid`)."
        case .byValue:
            let names =
                "Decodes the route a payload's discriminator names; `first` is the payload's value for the discriminator's first key."
            return invalid == nil ? names : names + rule
        }
    }

    /// A decoder that finds the route, then returns `value`, with errors in the route (and,
    /// with `invalid:` rules, following the route's rule).
    private func decoding(_ signature: FunctionSignature, returning value: String, _ p: inout CodePrinter) {
        // A table whose every route is ignored has an enum with no cases: decoding never
        // returns a route, and code after it would never run (a warning), so the route found
        // is switched over instead.
        let uninhabited = model.routes.isEmpty
        p.block(signature.declaration) { p in
            guard !uninhabited else {
                // No route to decode: finding one throws, as for an ignored route.
                return p.line("switch \(selectedRoute.call()) {}")
            }
            if carriesLinks {
                // The selector tries the candidates in turn, each with the values of the link
                // the payload carries for it (docs/language.md §14.7).
                p.line("try selector.decode(entries) { route, entries throws(\(FunctionSignature.decodingError)) in")
                p.indented { p in p.line(value) }
                p.line("}")
                return
            }
            if case .selector = mode, invalid != nil {
                // The selector tries the candidates in turn (docs/language.md §13.1).
                p.line("try selector.decode(entries) { route throws(\(FunctionSignature.decodingError)) in")
                p.indented { p in p.line(value) }
                p.line("}")
                return
            }
            p.line("let route = \(selectedRoute.call())")
            p.doCatch(throwing: FunctionSignature.decodingError) { p in
                p.line("return \(value)")
            } catch: { p in
                p.line(
                    invalid == nil
                        ? "throw error.inRoute(\(keyOfRoute))"
                        : "throw invalid.failure(error.inRoute(\(keyOfRoute)), of: route)")
            }
        }
    }

    /// `validate`: the values of the route itself, as if its rule were `error`.
    private func validation(_ p: inout CodePrinter) {
        if case .byValue = mode {
            p.doc(
                "Decodes the route the payload selects first as if every route's `invalid` were `error`: how `validate()` checks a push built in the app."
            )
        } else {
            p.doc(
                "Decodes the values of `route` from its encoded payload's `entries` as if its `invalid` were `error`, without selecting a route again: how `validate()` checks a push built in the app, which is delivered as the route it is."
            )
        }
        p.block(validate.declaration) { p in
            guard !model.routes.isEmpty else { return p.line("switch route {}") }
            if case .byValue = mode { p.line("let route = \(selectedRoute.call())") }
            p.doCatch(throwing: FunctionSignature.decodingError) { p in
                p.line("_ = \(decodeRoute.call())")
            } catch: { p in
                p.line("throw error.inRoute(\(keyOfRoute))")
            }
        }
    }

    /// The key of the decoded route, `key(of: route)`.
    private var keyOfRoute: String { RouteIdentityEmitter.key.call(passing: ["route"]) }

    /// `route`: the selector's choice, or the lookup of the discriminator's value.
    private func selectedRouteFunction(_ p: inout CodePrinter) {
        switch mode {
        case .selector:
            p.doc(
                "The route the payload selects; an ignored or unrouted payload throws what says so (not a failure: `PushDecodingError.isFailure`)."
            )
            p.block(selectedRoute.declaration) { p in
                p.line("try selector.select(entries).route()")
            }
        case .byValue:
            p.doc("The route the discriminator names.")
            p.block(selectedRoute.declaration) { p in
                p.line("let value = try PushRouting.Decode.discriminator(firstStep: first, at: discriminatorPath)")
                p.block("guard let route = lookup.value(for: value) else") { p in
                    p.line("throw PushRouting.PushDecodingError(path: discriminatorPath, reason: .unknownRoute(value))")
                }
                p.line("return route")
            }
        }
    }

    /// The key paths whose strings hold JSON (`jsonStrings`, docs/language.md §5.3).
    private func jsonStrings(_ p: inout CodePrinter) {
        p.doc(
            "The key paths whose strings hold a JSON object (`jsonStrings`), expanded before the route is chosen and written back as JSON text."
        )
        // Places with `empty: missing` when any has it (docs/language.md §5.3).
        let entries =
            model.jsonStrings.hasPlaceOptions
            ? model.jsonStrings.places.map(SwiftLiteral.place) : model.jsonStrings.map { SwiftLiteral.path($0) }
        p.line("static let jsonStrings = PushRouting.JSONStrings([\(entries.joined(separator: ", "))])")
    }
}
