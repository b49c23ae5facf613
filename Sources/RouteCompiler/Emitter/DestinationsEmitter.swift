/// `Destinations.swift`: a protocol per destination, with one `handle` per route it
/// receives, and the router's typed registration for each.
struct DestinationsEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        p.line()
        p.doc("The router: decodes pushes and delivers each to the handlers of its destination.")
        p.doc("Handlers register with `register(_:priority:)`; see `PushRouting.PushDispatcher`.")
        p.line("public typealias \(GeneratedNames.router) = PushRouting.PushDispatcher<\(GeneratedNames.routeEnum)>")
        for destination in model.destinations {
            p.line()
            destinationProtocol(destination, &p)
        }
        if !model.destinations.isEmpty {
            p.line()
            registrations(&p)
        }
        return p.text
    }

    private func destinationProtocol(_ destination: DestinationModel, _ p: inout CodePrinter) {
        p.doc("What `\(destination.name)` implements to receive its pushes. The router calls it on the main actor and holds it weakly.")
        p.line("@MainActor")
        p.block("public protocol \(destination.protocolName): AnyObject, Sendable") { p in
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

    private func registrations(_ p: inout CodePrinter) {
        p.block("extension PushRouting.PushDispatcher where Route == \(GeneratedNames.routeEnum)") { p in
            for (i, destination) in model.destinations.enumerated() {
                if i > 0 { p.line() }
                p.doc("Registers a `\(destination.name)` (held weakly; higher priority first). Pushes held for `\(destination.name)` are delivered now.")
                p.line("@discardableResult")
                p.block(
                    "public func register(_ destination: any \(destination.protocolName), priority: Swift.Int = 0, isolation: (any Actor)? = #isolation) -> PushRouting.RegistrationToken"
                ) { p in
                    p.line(
                        "register(destination: \(SwiftLiteral.string(destination.name)), priority: priority, owner: destination, isolation: isolation) { owner, route, delivery in")
                    p.indented { p in
                        p.line("guard let destination = owner as? any \(destination.protocolName) else { return }")
                        p.switchBlock("route") { p in
                            for r in destination.routes {
                                if r.deprecation == nil {
                                    p.line(
                                        "case .\(SwiftNaming.escaped(r.caseName))(let push): delivery.run { destination.handle(push) }")
                                } else {
                                    p.line(
                                        "case .\(SwiftNaming.escaped(r.caseName)): \(GeneratedNames.routeTable).deliverDeprecated(route, to: destination, delivery)")
                                }
                            }
                            if destination.routes.count < model.routes.count { p.line("default: break") }
                        }
                    }
                    p.line("}")
                }
            }
        }
    }
}
