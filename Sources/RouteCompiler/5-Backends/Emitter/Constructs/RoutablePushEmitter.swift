/// The route enum's conformance to `PushRouting.RoutablePush`: decoding whole payloads
/// (dictionaries and JSON bytes, with or without the destination), the route's destination
/// and discriminator value, encoding, equality and hashing.
struct RoutablePushEmitter {
    let model: EmissionModel

    private var route: String { model.names.routeEnum }
    private var table: String { model.names.routeTable }

    /// The position of the route in the table.
    var routeIndex: FunctionSignature { .property("routeIndex", "Swift.Int") }

    /// Writes the route's values into a payload.
    var writeRoutePayload: FunctionSignature {
        .function("writeRoutePayload", [.labeled("into", "payload", "PushRouting.PayloadBuilder", isInout: true)])
    }

    /// The route's values, for equality and hashing.
    var routeValues: FunctionSignature { .property("routeValues", "any Swift.Hashable & Swift.Sendable") }

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
            if selection.validatesPushesBuiltInTheApp {
                // A push built in the app is checked strictly (docs/language.md §13.1).
                p.line()
                p.doc(
                    "Checks a push built in the app against its table, as decoding its payload does; a value that does not read is an error here, whatever the route's `invalid` says (no other route is tried, nothing is ignored)."
                )
                let validate = FunctionSignature.function(
                    "validate", access: model.access, throwing: FunctionSignature.decodingError)
                p.block(validate.declaration) { p in
                    p.line(
                        "try \(entriesReader(of: "encodedPayload()", isJSON: false))\(table).\(selection.validate.reference))"
                    )
                }
            }
            p.line()
            p.doc("The name of the destination this push opens.")
            let destination = FunctionSignature.property("destination", access: model.access, "Swift.String")
            p.line("\(destination.declaration) { \(table).destinations[\(routeIndex.call())] }")
            p.line()
            p.doc(selection.discriminatorValueDoc)
            let value = FunctionSignature.property("discriminatorValue", access: model.access, "Swift.String")
            p.line("\(value.declaration) { \(table).values[\(routeIndex.call())] }")
            p.line()
            p.doc("The payload that decodes to this push, discriminator included.")
            p.block(
                FunctionSignature.function("encodedPayload", access: model.access, result: "PushRouting.PayloadObject")
                    .declaration
            ) { p in
                p.line("var payload = PushRouting.PayloadBuilder()")
                p.line(selection.selectionWriter(value: value.call(), index: routeIndex.call()))
                p.line(writeRoutePayload.call())
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
            p.line()
            p.doc("Two pushes are equal when they take the same route with equal values.")
            let equal = FunctionSignature.function(
                "==", access: model.access, isStatic: true, [.named("lhs", route), .named("rhs", route)],
                result: "Swift.Bool")
            p.block(equal.declaration) { p in
                // A table whose every route is ignored has no push to compare: any statement
                // here would never run (a warning), and none is needed.
                p.line(
                    model.routes.isEmpty
                        ? "// Every route of the table is ignored: there is no push."
                        : "lhs.routeIndex == rhs.routeIndex && Swift.AnyHashable(lhs.routeValues) == Swift.AnyHashable(rhs.routeValues)"
                )
            }
            p.line()
            p.doc("Hashes the route and its values.")
            let hash = FunctionSignature.function(
                "hash", access: model.access, [.labeled("into", "hasher", "Swift.Hasher", isInout: true)])
            p.block(hash.declaration) { p in
                p.line("hasher.combine(\(routeIndex.call()))")
                p.line("hasher.combine(Swift.AnyHashable(\(routeValues.call())))")
            }
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

    /// The switches over `self`: the route's index, payload and values.
    private func routeSwitches(_ p: inout CodePrinter) {
        let access = DeprecatedAccessEmitter(model: model)
        let writePayload = StructEmitter.writePayload()
        p.doc("The position of this route in the table.")
        ChunkedSwitch(signature: routeIndex, subject: .route("self"), fallback: .code("-1")).print(model.routes, &p) {
            r, p in
            p.line("case \(r.pattern): \(r.index)")
        }
        p.line()
        ChunkedSwitch(signature: writeRoutePayload, subject: .route("self"), fallback: .nothing).print(model.routes, &p)
        { r, p in
            p.line(
                r.deprecation == nil
                    ? "case \(r.pattern)(let push): \(writePayload.call(on: "push"))"
                    : "case \(r.pattern): \(access.forwarder(access.writePayload).call(on: table, passing: ["self", "payload"]))"
            )
        }
        p.line()
        p.doc("The push's typed values, for equality and hashing.")
        ChunkedSwitch(signature: routeValues, subject: .route("self"), fallback: .code("-1")).print(model.routes, &p) {
            r, p in
            p.line(
                r.deprecation == nil
                    ? "case \(r.pattern)(let push): push"
                    : "case \(r.pattern): \(access.forwarder(access.values).call(on: table, passing: ["self"]))")
        }
    }
}
