/// `Destinations.swift`: a protocol per destination, with one `handle` per route it
/// receives, the protocol they all refine, and the router's one `register(_:)`, which
/// registers an object for every destination protocol it implements.
struct DestinationsEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        p.line()
        p.doc("The router: decodes pushes and delivers each to the handlers of its destination.")
        p.doc("Screens register with `register(_:priority:)`; see `PushRouting.PushDispatcher`.")
        p.line("\(model.access)typealias \(model.names.router) = PushRouting.PushDispatcher<\(model.names.routeEnum)>")
        p.line()
        p.doc("A screen or object that receives pushes: it implements one or more of the destination")
        p.doc("protocols below, and `register(_:priority:)` registers it for each of them.")
        p.line("\(model.access)protocol \(model.names.destination): AnyObject, Sendable {}")
        for destination in model.destinations {
            p.line()
            destinationProtocol(destination, &p)
        }
        p.line()
        registration(&p)
        p.line()
        deliveries(&p)
        return p.text
    }

    private func destinationProtocol(_ destination: DestinationModel, _ p: inout CodePrinter) {
        p.doc("What `\(destination.name)` implements to receive its pushes. The router calls it on the main")
        p.doc("actor and holds it weakly.")
        p.line("@MainActor")
        p.block("\(model.access)protocol \(destination.protocolName): \(model.names.destination)") { p in
            for (i, r) in destination.routes.enumerated() {
                if i > 0 { p.line() }
                p.doc(
                    r.description ?? "Handles a push of type \(SwiftLiteral.string(r.value)).",
                    then: "Push type \(SwiftLiteral.string(r.value)). \(SwiftEmitter.provenance(r.location))")
                if let availability = r.availability { p.line(availability) }
                p.line("func handle(_ push: \(r.structName))")
            }
        }
    }

    /// The destinations whose protocols an object implements.
    private var destinations: FunctionSignature {
        .function("destinations", isStatic: true, [implementedBy], result: "[Swift.String]")
    }

    private var implementedBy: FunctionSignature.Parameter {
        .labeled("implementedBy", "destination", "any \(model.names.destination)")
    }

    /// Hands a route to an object when it implements the protocol of the route's destination.
    private var deliver: FunctionSignature {
        .function(
            "deliver", isStatic: true,
            [
                .unlabeled("route", model.names.routeEnum), .labeled("to", "owner", "AnyObject"),
                .unlabeled("delivery", "PushRouting.Delivery"),
            ])
    }

    private func registration(_ p: inout CodePrinter) {
        p.block("extension PushRouting.PushDispatcher where Route == \(model.names.routeEnum)") { p in
            p.doc("Registers `destination` for every destination protocol it implements, held weakly.")
            p.doc("Handlers of one destination run highest `priority` first, then in registration order.")
            p.doc("Pushes held for those destinations are delivered now. The token unregisters it from all.")
            p.line("@discardableResult")
            let register = FunctionSignature.function(
                "register", access: model.access,
                [
                    .unlabeled("destination", "any \(model.names.destination)"),
                    .named("priority", "Swift.Int", default: "0"),
                    .named("isolation", "(any Actor)?", default: "#isolation"),
                ],
                result: "PushRouting.RegistrationToken")
            p.block(register.declaration) { p in
                p.line("register(")
                p.indented { p in
                    p.line("destinations: \(destinations.call(on: model.names.routeTable)), priority: priority,")
                    p.line("owner: destination, isolation: isolation")
                }
                p.line(") { owner, route, delivery in")
                p.indented { p in p.line(deliver.call(on: model.names.routeTable)) }
                p.line("}")
            }
        }
    }

    /// `destinations(implementedBy:)` and `deliver(_:to:_:)`, in chunks for large tables.
    private func deliveries(_ p: inout CodePrinter) {
        p.block("extension \(model.names.routeTable)") { p in
            let chunks = model.destinations.chunked(ChunkedSwitch.chunkSize).enumerated().map { n, destinations in
                let chunk = FunctionSignature(
                    kind: .function(ChunkedSwitch.chunkName("destinations", n)), attributes: ["@inline(never)"],
                    access: "private ", isStatic: true,
                    parameters: [implementedBy, .labeled("into", "names", "[Swift.String]", isInout: true)])
                return (chunk, destinations)
            }
            p.doc("The destinations whose protocols `destination` implements.")
            p.block(destinations.declaration) { p in
                guard !chunks.isEmpty else { return p.line("[]") }
                p.line("var names: [Swift.String] = []")
                if chunks.count == 1 {
                    conformanceTests(chunks[0].1, &p)
                } else {
                    for (chunk, _) in chunks { p.line(chunk.call()) }
                }
                p.line("return names")
            }
            for (chunk, destinations) in chunks where chunks.count > 1 {
                p.line()
                p.block(chunk.declaration) { p in conformanceTests(destinations, &p) }
            }
            p.line()
            p.doc("Hands `route` to `owner` when it implements the protocol of the route's destination.")
            let access = DeprecatedAccessEmitter(model: model)
            ChunkedSwitch(signature: deliver, subject: .route("route"), fallback: .nothing, chunkAccess: "private ")
                .print(model.routes, &p) { r, p in
                    if r.deprecation != nil {
                        p.line(
                            "case \(r.pattern): \(access.forwarder(access.deliver).call(passing: ["route", "owner", "delivery"]))"
                        )
                        return
                    }
                    p.line("case \(r.pattern)(let push):")
                    p.indented { p in
                        p.line("guard let destination = owner as? any \(r.destinationProtocol) else { return }")
                        p.line("delivery.run { destination.handle(push) }")
                    }
                }
        }
    }

    private func conformanceTests(_ destinations: [DestinationModel], _ p: inout CodePrinter) {
        for d in destinations {
            p.line("if destination is any \(d.protocolName) { names.append(\(SwiftLiteral.string(d.name))) }")
        }
    }
}
