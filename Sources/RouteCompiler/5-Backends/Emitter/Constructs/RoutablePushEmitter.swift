/// The route enum's conformance to `PushRouting.RoutablePush`: decoding whole payloads
/// (dictionaries and JSON bytes, with or without the destination), the route's destination
/// and discriminator value, its identity in the route tables, encoding, and (for a table
/// larger than a chunk) equality and hashing.
struct RoutablePushEmitter {
    let model: EmissionModel

    private var route: String { model.names.routeEnum }
    private var table: String { model.names.routeTable }

    /// The route's identity in the route tables (`PushRouteTable.Route`).
    var routeID: FunctionSignature { .property("routeID", "\(table).\(RouteIdentityEmitter.route)") }

    /// Writes the route's values into a payload.
    var writeRoutePayload: FunctionSignature {
        .function("writeRoutePayload", [.labeled("into", "payload", "PushRouting.PayloadBuilder", isInout: true)])
    }

    /// Whether the route's values equal another push's of the same route (a large table).
    private var hasEqualValues: FunctionSignature {
        .function("hasEqualValues", [.unlabeled("other", route)], result: "Swift.Bool")
    }

    /// Hashes the route's values (a large table).
    private var hashValues: FunctionSignature {
        .function("hashValues", [.labeled("into", "hasher", "Swift.Hasher", isInout: true)])
    }

    /// The four ways in: from a dictionary or JSON bytes, with or without the destination.
    private var decoders:
        [(doc: String, signature: FunctionSignature, reader: String, tableFunction: FunctionSignature)]
    {
        let tables = RouteSelectionEmitter(model: model)
        let dictionary = FunctionSignature.Parameter.unlabeled("payload", "PushRouting.PayloadObject")
        let json = FunctionSignature.Parameter.named("json", "Foundation.Data")
        let routed = "PushRouting.Routed<\(route)>"
        // `decodeForDelivery` is what the router calls: only generated code implements it.
        func decoder(_ name: String, _ parameter: FunctionSignature.Parameter, _ result: String) -> FunctionSignature {
            .function(
                name, access: result == routed ? model.generatedOnlyAccess : model.access, isStatic: true,
                [parameter], throwing: FunctionSignature.decodingError, result: result)
        }
        return [
            (
                "Decodes a payload dictionary (`userInfo`): finds the route named by its discriminator, then reads the route's values. Never traps; throws where the payload is wrong.",
                decoder("decode", dictionary, route), "PushRouting.PayloadEntries", tables.decode
            ),
            (
                "Decodes JSON bytes (a data message, a test fixture) as `decode(_:)` decodes their object, without building a dictionary for the top level.",
                decoder("decode", json, route), "PushRouting.JSONReader()", tables.decode
            ),
            (
                "Decodes a payload dictionary with its route's destination, known from the discriminator (what the router uses).",
                decoder("decodeForDelivery", dictionary, routed), "PushRouting.PayloadEntries", tables.decodeRouted
            ),
            (
                "Decodes JSON bytes with their route's destination, as `decodeForDelivery(_:)`.",
                decoder("decodeForDelivery", json, routed), "PushRouting.JSONReader()", tables.decodeRouted
            ),
        ]
    }

    func print(_ p: inout CodePrinter) {
        p.block("nonisolated extension \(route): PushRouting.RoutablePush") { p in
            let selection = RouteSelectionEmitter(model: model)
            for (n, decoder) in decoders.enumerated() {
                if n > 0 { p.line() }
                p.doc(decoder.doc)
                p.block(decoder.signature.declaration) { p in
                    let payload = decoder.signature.passedOn[0]
                    let isJSON = decoder.reader == "PushRouting.JSONReader()"
                    p.line(
                        "try \(entriesReader(of: payload, isJSON: isJSON))\(table).\(decoder.tableFunction.reference))")
                }
            }
            if let links = model.links {
                p.line()
                LinkTableEmitter(model: model, links: links).entryPoints(&p)
            }
            if let identity = model.identity {
                p.line()
                identityFunctions(identity, &p)
            }
            if selection.validatesPushesBuiltInTheApp {
                // A push built in the app is checked strictly (docs/language.md §13.1).
                p.line()
                let validate = FunctionSignature.function(
                    "validate", access: model.access, throwing: FunctionSignature.decodingError)
                if case .byValue = selection.mode {
                    // The payload's discriminator names the route itself.
                    p.doc(
                        "Checks a push built in the app against its table, as decoding its payload does; a value that does not read is an error here, whatever the route's `invalid` says (no other route is tried, nothing is ignored)."
                    )
                    p.block(validate.declaration) { p in
                        p.line(
                            "try \(entriesReader(of: "encodedPayload()", isJSON: false))\(table).\(selection.validate.reference))"
                        )
                    }
                } else {
                    p.doc(
                        "Checks a push built in the app against its table, as decoding its payload does: its own values, without selecting a route again (it is delivered as the route it is); a value that does not read is an error here, whatever the route's `invalid` says."
                    )
                    p.block(validate.declaration) { p in
                        guard !model.routes.isEmpty else { return p.line("switch self {}") }
                        // The route's own values: no route is selected again (it is the route it is).
                        let reader = model.hasJSONStrings ? "\(table).jsonStrings" : "PushRouting.PayloadEntries"
                        p.line(
                            "try \(reader).withEntries(of: encodedPayload()) { entries throws(\(FunctionSignature.decodingError)) in"
                        )
                        p.indented { p in p.line("try \(table).validate(\(routeID.call()), entries)") }
                        p.line("}")
                    }
                }
            }
            p.line()
            p.doc("The name of the destination this push opens.")
            let destination = FunctionSignature.property("destination", access: model.access, "Swift.String")
            // A table whose every route is ignored has no push: its members switch over none.
            let noPush = model.routes.isEmpty ? "switch self {}" : nil
            let destinationOf = RouteIdentityEmitter.destinationOf.call(on: table, passing: [routeID.call()])
            let name = RouteIdentityEmitter.name.call(on: table, passing: [destinationOf])
            p.line("\(destination.declaration) { \(noPush ?? name) }")
            p.line()
            p.doc(selection.discriminatorValueDoc)
            let value = FunctionSignature.property("discriminatorValue", access: model.access, "Swift.String")
            p.line(
                "\(value.declaration) { \(noPush ?? RouteIdentityEmitter.key.call(on: table, passing: [routeID.call()])) }"
            )
            p.line()
            p.doc("The payload that decodes to this push, discriminator included.")
            p.block(
                FunctionSignature.function("encodedPayload", access: model.access, result: "PushRouting.PayloadObject")
                    .declaration
            ) { p in
                if let noPush { return p.line(noPush) }
                p.line("var payload = PushRouting.PayloadBuilder()")
                if selection.carriesLinks {
                    // The values first: a route only a link selects is written with its link,
                    // made from them (docs/language.md §14.7).
                    p.line(writeRoutePayload.call())
                    p.line(selection.selectionWriter(value: value.call(), identity: routeID.call()))
                } else {
                    p.line(selection.selectionWriter(value: value.call(), identity: routeID.call()))
                    p.line(writeRoutePayload.call())
                }
                // Objects at jsonStrings paths go back as JSON text (docs/language.md §5.3).
                p.line(
                    model.hasJSONStrings
                        ? "return \(table).jsonStrings.encoded(payload.object)" : "return payload.object")
            }
            p.line()
            p.doc("The payload as JSON text (keys sorted, dates in RFC 3339 with milliseconds).")
            p.block(
                FunctionSignature.function("encodedJSON", access: model.access, result: "Foundation.Data").declaration
            ) { p in
                p.line("PushRouting.JSONWriter.data(encodedPayload()) ?? Foundation.Data()")
            }
            p.line()
            routeSwitches(&p)
            if model.routes.count > ChunkedSwitch.chunkSize {
                p.line()
                equalityAndHashing(&p)
            }
        }
    }

    /// `==` and `hash(into:)` of a table larger than a chunk: Swift synthesizes them for a
    /// smaller one (the enum says `Hashable`), in one switch over every route, which would
    /// grow with the table; these switch in chunks.
    private func equalityAndHashing(_ p: inout CodePrinter) {
        p.doc("Two pushes are equal when they take the same route with equal values.")
        let equal = FunctionSignature.function(
            "==", access: model.access, isStatic: true, [.named("lhs", route), .named("rhs", route)],
            result: "Swift.Bool")
        p.block(equal.declaration) { p in
            p.line(
                "lhs.\(routeID.call()) == rhs.\(routeID.call()) && \(hasEqualValues.call(on: "lhs", passing: ["rhs"]))")
        }
        p.line()
        p.doc("Hashes the route and its values.")
        let hash = FunctionSignature.function(
            "hash", access: model.access, [.labeled("into", "hasher", "Swift.Hasher", isInout: true)])
        p.block(hash.declaration) { p in
            p.line("hasher.combine(\(routeID.call()))")
            p.line(hashValues.call())
        }
        p.line()
        ChunkedSwitch(signature: hasEqualValues, subject: "self", fallback: .value("false")).print(model.routes, &p) {
            r, p in
            p.line(
                "case \(r.pattern)(let push): if case \(r.pattern)(let theirs) = other { return push == theirs } else { return false }"
            )
        }
        p.line()
        ChunkedSwitch(signature: hashValues, subject: "self", fallback: .nothing).print(model.routes, &p) { r, p in
            p.line("case \(r.pattern)(let push): hasher.combine(push)")
        }
    }

    /// The start of a call that reads the entries of `payload` (a dictionary, or JSON bytes)
    /// and hands them to a function of the route table: `PushRouting.PayloadEntries.withEntries(of:
    /// payload, finding: "type", `; with JSON strings expanded first.
    private func entriesReader(of payload: String, isJSON: Bool) -> String {
        // A table with one discriminator finds its value while reading the first level.
        let finding = RouteSelectionEmitter(model: model).finding
        if model.hasJSONStrings {
            // JSON strings are expanded before the route is chosen (docs/language.md §5.3).
            return "\(table).jsonStrings.withEntries(\(isJSON ? "json" : "of"): \(payload), \(finding)"
        }
        let reader = isJSON ? "PushRouting.JSONReader()" : "PushRouting.PayloadEntries"
        return "\(reader).withEntries(of: \(payload), \(finding)"
    }

    /// The switches over `self`: the route's identity and its payload.
    private func routeSwitches(_ p: inout CodePrinter) {
        p.doc("This push's route, without its values.")
        // The last chunk's `default` of a large table is never reached, but needs a value.
        let noRoute: ChunkedSwitch.Fallback =
            model.routes.last.map { .value($0.pattern) } ?? .statement("switch self {}")
        ChunkedSwitch(signature: routeID, subject: "self", fallback: noRoute).print(model.routes, &p) { r, p in
            p.line("case \(r.pattern): return \(r.pattern)")
        }
        p.line()
        // Through a generic call, so that a deprecated route's values are written without a warning.
        ChunkedSwitch(signature: writeRoutePayload, subject: "self", fallback: .nothing).print(model.routes, &p) {
            r, p in
            p.line("case \(r.pattern)(let push): payload.write(push)")
        }
    }

    /// `identity(of:)` and `identity(json:)`: the text at the table's `identity:` place
    /// (docs/language.md §15), read after the table's JSON strings are expanded.
    private func identityFunctions(_ identity: PayloadKeyPath, _ p: inout CodePrinter) {
        p.doc(
            "The identity of a push: the text at `\(identity)` (a message ID), by which the router knows the same push dispatched twice; nil when the payload has none."
        )
        let of = FunctionSignature.function(
            "identity", access: model.access, isStatic: true, [.labeled("of", "payload", "PushRouting.PayloadObject")],
            result: "Swift.String?")
        let payload = model.hasJSONStrings ? "\(table).jsonStrings.expanded(payload)" : "payload"
        p.block(of.declaration) { p in
            p.line(
                "PushRouting.PushIdentity.text(at: \(SwiftLiteral.path(steps: identity.payloadPath.components)), in: \(payload))"
            )
        }
        p.line()
        p.doc("The identity of a push in JSON bytes, as `identity(of:)` reads their object.")
        let json = FunctionSignature.function(
            "identity", access: model.access, isStatic: true, [.named("json", "Foundation.Data")],
            result: "Swift.String?")
        p.block(json.declaration) { p in
            p.line("(try? PushRouting.JSONReader().object(from: json)).flatMap { identity(of: $0) }")
        }
    }
}
