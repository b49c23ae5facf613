/// `Destinations.swift`: a protocol per destination, with one `handle` per route it
/// receives, the protocol they all refine, and the router's one `register(_:)`, which
/// registers an object for every destination protocol it implements.
struct DestinationsEmitter {
    let model: EmissionModel

    /// Functions that test an object against more destination protocols than this, or
    /// switch over more routes, are split in chunks (see `PushRouteEmitter.chunkSize`).
    static let chunkSize = PushRouteEmitter.chunkSize

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
                p.doc(r.description ?? "Handles a push of type \(SwiftLiteral.string(r.value)).")
                p.doc("")
                p.doc("Push type \(SwiftLiteral.string(r.value)). \(SwiftEmitter.provenance(r.location))")
                if let availability = r.availability { p.line(availability) }
                p.line("func handle(_ push: \(r.structName))")
            }
        }
    }

    private func registration(_ p: inout CodePrinter) {
        p.block("extension PushRouting.PushDispatcher where Route == \(model.names.routeEnum)") { p in
            p.doc("Registers `destination` for every destination protocol it implements, held weakly.")
            p.doc("Handlers of one destination run highest `priority` first, then in registration order.")
            p.doc("Pushes held for those destinations are delivered now. The token unregisters it from all.")
            p.line("@discardableResult")
            p.block(
                "\(model.access)func register(_ destination: any \(model.names.destination), priority: Swift.Int = 0, isolation: (any Actor)? = #isolation) -> PushRouting.RegistrationToken"
            ) { p in
                p.line("register(")
                p.indented { p in
                    p.line("destinations: \(model.names.routeTable).destinations(implementedBy: destination), priority: priority,")
                    p.line("owner: destination, isolation: isolation")
                }
                p.line(") { owner, route, delivery in")
                p.indented { p in p.line("\(model.names.routeTable).deliver(route, to: owner, delivery)") }
                p.line("}")
            }
        }
    }

    /// `destinations(implementedBy:)` and `deliver(_:to:_:)`, in chunks for large tables.
    private func deliveries(_ p: inout CodePrinter) {
        p.block("extension \(model.names.routeTable)") { p in
            let protocols = model.destinations.chunked(Self.chunkSize)
            p.doc("The destinations whose protocols `destination` implements.")
            if protocols.count <= 1 {
                p.block("static func destinations(implementedBy destination: any \(model.names.destination)) -> [Swift.String]") {
                    p in
                    p.line("var names: [Swift.String] = []")
                    conformanceTests(protocols.first ?? [], &p)
                    p.line("return names")
                }
            } else {
                p.block("static func destinations(implementedBy destination: any \(model.names.destination)) -> [Swift.String]") {
                    p in
                    p.line("var names: [Swift.String] = []")
                    for n in protocols.indices { p.line("destinations_\(n)(implementedBy: destination, into: &names)") }
                    p.line("return names")
                }
                for (n, chunk) in protocols.enumerated() {
                    p.line()
                    p.block(
                        "@inline(never) private static func destinations_\(n)(implementedBy destination: any \(model.names.destination), into names: inout [Swift.String])"
                    ) { p in conformanceTests(chunk, &p) }
                }
            }
            p.line()
            p.doc("Hands `route` to `owner` when it implements the protocol of the route's destination.")
            let routes = model.routes.chunked(Self.chunkSize)
            let signature = "(_ route: \(model.names.routeEnum), to owner: AnyObject, _ delivery: PushRouting.Delivery)"
            if routes.isEmpty { p.line("static func deliver\(signature) {}") }
            for (n, chunk) in routes.enumerated() {
                if n > 0 { p.line() }
                let header = n == 0 ? "static func deliver" : "@inline(never) private static func deliver_\(n)"
                p.block(header + signature) { p in
                    p.switchBlock("route") { p in
                        for r in chunk { deliveryCase(r, &p) }
                        if n + 1 < routes.count {
                            p.line("default: deliver_\(n + 1)(route, to: owner, delivery)")
                        } else if chunk.count < model.routes.count {
                            p.line("default: break")
                        }
                    }
                }
            }
        }
    }

    private func conformanceTests(_ destinations: [DestinationModel], _ p: inout CodePrinter) {
        for d in destinations {
            p.line("if destination is any \(d.protocolName) { names.append(\(SwiftLiteral.string(d.name))) }")
        }
    }

    private func deliveryCase(_ r: RouteModel, _ p: inout CodePrinter) {
        let protocolName = GeneratedNames.destinationProtocol(r.destination)
        if r.deprecation != nil {
            p.line("case .\(SwiftNaming.escaped(r.caseName)): deliverDeprecated(route, to: owner, delivery)")
            return
        }
        p.line("case .\(SwiftNaming.escaped(r.caseName))(let push):")
        p.indented { p in
            p.line("guard let destination = owner as? any \(protocolName) else { return }")
            p.line("delivery.run { destination.handle(push) }")
        }
    }
}

extension Array {
    /// The elements in consecutive slices of at most `size` (none when empty).
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
