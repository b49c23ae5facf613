/// The route tables behind the route enum (`PushRouteTable`): discriminator values and
/// destinations in table order, the hashed lookup of values and aliases, and decoding the
/// route a payload names.
struct RouteTablesEmitter {
    let model: EmissionModel

    private var route: String { model.names.routeEnum }

    /// What decoding an index that names no route does (never reached: indices come from
    /// the lookup).
    static let unknownIndex = "throw PushRouting.PushDecodingError(reason: .unknownRoute(\"\"))"

    /// Decodes the route a payload's discriminator names.
    var decode: FunctionSignature {
        discriminatorDecoder("decode", result: route)
    }

    /// Decodes the route a payload's discriminator names, with its destination.
    var decodeRouted: FunctionSignature {
        discriminatorDecoder("decodeRouted", result: "PushRouting.Routed<\(route)>")
    }

    /// Decodes the route a payload selects first, a value that does not read being an
    /// error whatever `invalid:` says (generated for tables whose rules change something).
    var validate: FunctionSignature {
        var signature = discriminatorDecoder("validate", result: "Swift.Void")
        signature.result = nil
        return signature
    }

    private func discriminatorDecoder(_ name: String, result: String) -> FunctionSignature {
        .function(
            name, isStatic: true,
            model.selection == nil
                ? [.unlabeled("entries", "PushRouting.PayloadEntries"), .labeled("discriminator", "first", "Any?")]
                : [.unlabeled("entries", "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError, result: result)
    }

    /// The index of the route the discriminator names (or the selector selects).
    private var routeIndex: FunctionSignature {
        .function(
            "routeIndex", access: "private ", isStatic: true,
            model.selection == nil
                ? [.labeled("discriminator", "first", "Any?")] : [.unlabeled("entries", "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError, result: "Swift.Int")
    }

    /// Decodes the route at an index.
    private var decodeIndex: FunctionSignature {
        .function(
            "decode", isStatic: true,
            [.unlabeled("index", "Swift.Int"), .unlabeled("entries", "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError, result: route)
    }

    func print(_ p: inout CodePrinter) {
        p.doc("The route tables behind `\(route)`.")
        p.block("nonisolated enum \(model.names.routeTable)") { p in
            if model.selection == nil {
                p.line("static let discriminatorPath = \(SwiftLiteral.path(model.discriminator))")
                p.line()
                p.doc("Discriminator values, in table order.")
            } else {
                p.doc("Route keys, in table order: the discriminator value of a route selected by value.")
            }
            ChunkedArray(name: "values", type: "[Swift.String]").print(
                model.routes.map { SwiftLiteral.string($0.value) }, &p)
            p.line()
            p.doc("Destinations, in table order.")
            ChunkedArray(name: "destinations", type: "[Swift.String]")
                .print(model.routes.map { SwiftLiteral.string($0.destination) }, &p)
            p.line()
            p.doc("Discriminator values and aliases to routes: a hashed lookup, not a chain of comparisons.")
            var entries: [String]
            if let selection = model.selection {
                entries = selection.lookup.map { "(\(SwiftLiteral.string($0.value)), \($0.target))" }
            } else {
                entries = model.routes.map { "(\(SwiftLiteral.string($0.value)), \($0.index))" }
                for r in model.routes {
                    entries += r.aliases.map { "(\(SwiftLiteral.string($0)), \(r.index))" }
                }
            }
            p.line("static let lookup = PushRouting.StringLookup<Swift.Int>(entries)")
            ChunkedArray(name: "entries", type: "[(Swift.String, Swift.Int)]", access: "private ").print(entries, &p)
            p.line()
            if model.hasJSONStrings {
                p.doc(
                    "The key paths whose strings hold a JSON object (`jsonStrings`), expanded before the route is chosen and written back as JSON text."
                )
                // Places with `empty: missing` when any has it (docs/language.md §5.3).
                let entries =
                    model.jsonStrings.hasPlaceOptions
                    ? model.jsonStrings.places.map(SwiftLiteral.place) : model.jsonStrings.map { SwiftLiteral.path($0) }
                p.line("static let jsonStrings = PushRouting.JSONStrings([\(entries.joined(separator: ", "))])")
                p.line()
            }
            if let invalid = model.invalid {
                InvalidRulesEmitter(rules: invalid).print(&p)
                p.line()
            }
            if let selection = model.selection {
                SelectorEmitter(model: model, selection: selection).print(&p)
                p.line()
                p.doc(
                    model.invalid == nil
                        ? "Decodes the route the payload selects."
                        : "Decodes the route the payload selects; a route whose values do not read follows its rule (`invalid`)."
                )
            } else {
                p.doc(
                    model.invalid == nil
                        ? "Decodes the route a payload's discriminator names; `first` is the payload's value for the discriminator's first key."
                        : "Decodes the route a payload's discriminator names; `first` is the payload's value for the discriminator's first key. A route whose values do not read follows its rule (`invalid`)."
                )
            }
            decoding(decode, returning: decodeIndex.call(), &p)
            p.line()
            p.doc("Decodes like `\(decode.reference)`, with the route's destination.")
            decoding(
                decodeRouted, returning: "PushRouting.Routed(\(decodeIndex.call()), destination: destinations[index])",
                &p)
            p.line()
            if model.invalid != nil {
                p.doc(
                    "Decodes the route the payload selects first as if every route's `invalid` were `error`: how `validate()` checks a push built in the app."
                )
                p.block(validate.declaration) { p in
                    p.line("let index = \(routeIndex.call())")
                    p.doCatch(throwing: FunctionSignature.decodingError) { p in
                        p.line("_ = \(decodeIndex.call())")
                    } catch: { p in
                        p.line("throw error.inRoute(values[index])")
                    }
                }
                p.line()
            }
            if model.selection != nil {
                p.doc(
                    "The index of the route the payload selects; an ignored or unrouted payload throws what says so (not a failure: `PushDecodingError.isFailure`)."
                )
                p.block(routeIndex.declaration) { p in
                    p.line("try selector.select(entries).routeIndex()")
                }
            } else {
                p.doc("The index of the route the discriminator names.")
                p.block(routeIndex.declaration) { p in
                    p.line("let value = try PushRouting.Decode.discriminator(firstStep: first, at: discriminatorPath)")
                    p.block("guard let index = lookup.value(for: value) else") { p in
                        p.line(
                            "throw PushRouting.PushDecodingError(path: discriminatorPath, reason: .unknownRoute(value))"
                        )
                    }
                    p.line("return index")
                }
            }
            p.line()
            p.doc("Decodes the route at `index` from the payload's `entries`.")
            let access = DeprecatedAccessEmitter(model: model)
            ChunkedSwitch(signature: decodeIndex, subject: .index("index"), fallback: .code(Self.unknownIndex))
                .print(model.routes, &p) { r, p in
                    let decoded =
                        r.deprecation == nil
                        ? r.decoded
                        : access.forwarder(access.decode).call(passing: ["\(route).self", "\(r.index)", "entries"])
                    p.line("case \(r.index): return \(decoded)")
                }
            if model.hasDeprecatedRoutes {
                p.line()
                access.printForwarders(&p)
            }
        }
    }

    /// A decoder that finds the route's index, then returns `value`, with errors in the route
    /// (and, with `invalid:` rules, following the route's rule).
    private func decoding(_ signature: FunctionSignature, returning value: String, _ p: inout CodePrinter) {
        // A table whose every route is ignored has an enum with no cases: decoding never
        // returns a route, and code after it would never run (a warning), so the decoded
        // value is switched over instead.
        let uninhabited = model.routes.isEmpty
        p.block(signature.declaration) { p in
            if model.invalid != nil, model.selection != nil {
                // The selector tries the candidates in turn (docs/language.md §13.1).
                p.line("try selector.decode(entries) { index throws(\(FunctionSignature.decodingError)) in")
                p.indented { p in p.line(uninhabited ? "switch \(decodeIndex.call()) {}" : value) }
                p.line("}")
                return
            }
            p.line("let index = \(routeIndex.call())")
            p.doCatch(throwing: FunctionSignature.decodingError) { p in
                p.line(uninhabited ? "switch \(decodeIndex.call()) {}" : "return \(value)")
            } catch: { p in
                p.line(
                    model.invalid == nil
                        ? "throw error.inRoute(values[index])"
                        : "throw invalid.failure(error.inRoute(values[index]), of: index)")
            }
        }
    }
}

/// The routes' rules for values that do not read (`PushRouting.InvalidRules`, docs/language.md
/// §13.1): the table's rule, and the routes whose own rule is another.
struct InvalidRulesEmitter {
    let rules: InvalidRulesPlan

    func print(_ p: inout CodePrinter) {
        p.doc(
            "What a failure to read a route's values means (`invalid`): `error` fails the push, `ignore` ignores it (not a failure), `next` tries the next route that selects it."
        )
        guard !rules.exceptions.isEmpty else {
            p.line("static let invalid = PushRouting.InvalidRules(\(Self.rule(rules.rule)))")
            return
        }
        p.line("static let invalid = PushRouting.InvalidRules(\(Self.rule(rules.rule)), except: invalidExceptions)")
        p.line()
        p.doc("The routes whose own rule is another: each route's index and rule.")
        ChunkedArray(
            name: "invalidExceptions", type: "[(Swift.Int, PushRouting.InvalidRules.Rule)]", access: "private "
        )
        .print(rules.exceptions.map { "(\($0.index), \(Self.rule($0.rule)))" }, &p)
    }

    /// `.error`, `.ignore`, `.next`.
    static func rule(_ rule: InvalidRule) -> String {
        "." + rule.rawValue
    }
}
