/// The destinations (in `Destinations.swift`): a protocol per destination, with one `handle`
/// per route it receives, the protocol they all refine, the protocol that refines them all
/// (one object that handles every route, which the compiler checks), the router's one
/// `register(_:)`, which registers an object for every destination protocol it implements,
/// and the delivery of each route to its destination.
struct DestinationsEmitter {
    let model: EmissionModel

    func print(_ p: inout CodePrinter) {
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
        handlerProtocol(&p)
        p.line()
        registration(&p)
        p.line()
        deliveries(&p)
    }

    private func destinationProtocol(_ destination: DestinationModel, _ p: inout CodePrinter) {
        p.doc("What `\(destination.name)` implements to receive its pushes. The router calls it on the main")
        p.doc("actor and holds it weakly.")
        p.line("@MainActor")
        p.block("\(model.access)protocol \(destination.protocolName): \(model.names.destination)") { p in
            for (i, r) in destination.routes.enumerated() {
                if i > 0 { p.line() }
                p.doc(
                    r.description
                        ?? "Handles a push of \(r.selection.isByValue ? "type" : "route") \(SwiftLiteral.string(r.value)).",
                    then: "\(r.selectionPhrase).")
                if let availability = r.availability { p.line(availability) }
                p.line("func handle(_ push: \(r.structName))")
            }
        }
    }

    /// The protocol that refines every destination protocol: an object that implements it
    /// handles every route, and stops compiling when the table gains a route it does not
    /// handle. One refined protocol a line (there may be many).
    private func handlerProtocol(_ p: inout CodePrinter) {
        p.doc(
            "One object that handles every route, such as the app's coordinator: it implements every destination protocol above, and `register(_:priority:)` registers it for all of them. The compiler checks that it handles every route: a route or destination added to the table does not compile until it has its `handle(_:)`. (Apps that split the routes among screens implement the destination protocols instead.)"
        )
        p.line("@MainActor")
        let refined = model.destinations.map(\.protocolName)
        guard !refined.isEmpty else {
            return p.line("\(model.access)protocol \(model.names.handler): \(model.names.destination) {}")
        }
        p.line("\(model.access)protocol \(model.names.handler):")
        p.indented { p in
            for (n, name) in refined.enumerated() { p.line(name + (n + 1 < refined.count ? "," : "")) }
        }
        p.line("{}")
    }

    /// The destinations whose protocols an object implements, each with its delivery.
    private var deliveriesTo: FunctionSignature {
        .function("deliveries", isStatic: true, [to], result: deliveryList)
    }

    private var to: FunctionSignature.Parameter {
        .labeled("to", "destination", "any \(model.names.destination)")
    }

    private var deliveryList: String { "[PushRouting.DestinationDelivery<\(model.names.routeEnum)>]" }

    /// Hands a route to an object that implements `destination`'s protocol: a switch over
    /// that destination's routes only, so delivering costs the same in any size of table. Its
    /// parameters are those of `PushRouting.DestinationDelivery.deliver`, in their order.
    private func deliver(to destination: DestinationModel) -> FunctionSignature {
        .function(
            "deliverTo\(destination.name)", isStatic: true,
            [
                .unlabeled("owner", "AnyObject"), .unlabeled("route", model.names.routeEnum),
                .unlabeled("delivery", "PushRouting.Delivery"),
            ])
    }

    private func registration(_ p: inout CodePrinter) {
        p.block("nonisolated extension PushRouting.PushDispatcher where Route == \(model.names.routeEnum)") { p in
            p.doc("Registers `destination` for every destination protocol it implements, held weakly.")
            p.doc("Handlers of one destination run highest `priority` first, then in registration order.")
            p.doc("Pushes held for those destinations are delivered now. The token unregisters it from all;")
            p.doc("keep it (the compiler warns when it is dropped: a temporary owner is gone at once).")
            let register = FunctionSignature.function(
                "register", access: model.access,
                [
                    .unlabeled("destination", "any \(model.names.destination)"),
                    .named("priority", "Swift.Int", default: "0"),
                    .named("isolation", "(any Actor)?", default: "#isolation"),
                ],
                result: "PushRouting.RegistrationToken")
            p.block(register.declaration) { p in
                p.line(
                    "register(\(deliveriesTo.call(on: model.names.routeTable)), priority: priority, owner: destination, isolation: isolation)"
                )
            }
        }
    }

    /// `deliveries(to:)`, in chunks for large tables, and one delivery function per destination.
    private func deliveries(_ p: inout CodePrinter) {
        p.block("nonisolated extension \(model.names.routeTable)") { p in
            let chunks = model.destinations.chunked(ChunkedSwitch.chunkSize).enumerated().map { n, destinations in
                let chunk = FunctionSignature(
                    kind: .function(ChunkedSwitch.chunkName("deliveries", n)), attributes: ["@inline(never)"],
                    access: "private ", isStatic: true,
                    parameters: [to, .labeled("into", "deliveries", deliveryList, isInout: true)])
                return (chunk, destinations)
            }
            p.doc("The destinations whose protocols `destination` implements, each with its delivery.")
            p.block(deliveriesTo.declaration) { p in
                guard !chunks.isEmpty else { return p.line("[]") }
                p.line("var deliveries: \(deliveryList) = []")
                if chunks.count == 1 {
                    conformanceTests(chunks[0].1, &p)
                } else {
                    for (chunk, _) in chunks { p.line(chunk.call()) }
                }
                p.line("return deliveries")
            }
            for (chunk, destinations) in chunks where chunks.count > 1 {
                p.line()
                p.block(chunk.declaration) { p in conformanceTests(destinations, &p) }
            }
            let deprecated = DeprecatedAccessEmitter(model: model)
            for destination in model.destinations {
                p.line()
                p.doc("Hands `route` to `owner` when it is a route of `\(destination.name)`.")
                p.block(deliver(to: destination).declaration) { p in
                    p.line("guard let destination = owner as? any \(destination.protocolName) else { return }")
                    p.switchBlock("route") { p in
                        for r in destination.routes {
                            if r.deprecation != nil {
                                p.line("case \(r.pattern): \(deprecated.deliverCall(of: r))")
                            } else {
                                p.line("case \(r.pattern)(let push): delivery.run { destination.handle(push) }")
                            }
                        }
                        if destination.routes.count < model.routes.count { p.line("default: break") }
                    }
                }
            }
        }
    }

    private func conformanceTests(_ destinations: [DestinationModel], _ p: inout CodePrinter) {
        for d in destinations {
            p.block("if destination is any \(d.protocolName)") { p in
                let name = RouteIdentityEmitter.name.call(passing: [d.pattern])
                // A closure, not the function itself: a function value is not `Sendable` in Swift 5 mode.
                let call = deliver(to: d).call(passing: ["$0", "$1", "$2"])
                p.line("deliveries.append(.init(\(name)) { \(call) })")
            }
        }
    }
}
