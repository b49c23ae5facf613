/// Deprecated routes are reached through a protocol whose witnesses are deprecated and
/// whose requirements are not: generated code stays free of deprecation warnings while
/// apps that use a deprecated route get one. The requirements are described here once;
/// the protocol, its witnesses and the route table's generic functions that call them
/// (`forwarder(_:)`) are printed from them.
struct DeprecatedAccessEmitter {
    let model: EmissionModel

    private var route: String { model.names.routeEnum }
    private var protocolName: String { model.names.deprecatedRoutes }

    /// Decodes a deprecated route by its index.
    var decode: FunctionSignature {
        .function(
            "decodeDeprecated", isStatic: true,
            [.unlabeled("index", "Swift.Int"), .unlabeled("entries", "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError, result: route)
    }

    /// Writes a deprecated route's values.
    var writePayload: FunctionSignature {
        .function("writeDeprecatedPayload", [.labeled("into", "payload", "PushRouting.PayloadBuilder", isInout: true)])
    }

    /// A deprecated route's values, for equality and hashing.
    var values: FunctionSignature {
        .property("deprecatedValues", "any Swift.Hashable & Swift.Sendable")
    }

    /// Hands a deprecated route to its destination.
    var deliver: FunctionSignature {
        .function(
            "deliverDeprecated",
            [.labeled("to", "destination", "AnyObject"), .unlabeled("delivery", "PushRouting.Delivery")])
    }

    /// The route table's generic function that calls `requirement` through the protocol:
    /// it takes the type (for a static requirement) or the route first, so that the
    /// requirement, not the deprecated witness, is what generated code calls.
    func forwarder(_ requirement: FunctionSignature) -> FunctionSignature {
        var forwarder = requirement
        forwarder.kind = .function(requirement.name)
        forwarder.isStatic = true
        forwarder.genericParameters = ["Route: \(protocolName)"]
        let subject: FunctionSignature.Parameter =
            requirement.isStatic ? .unlabeled("type", "Route.Type") : .unlabeled("route", "Route")
        forwarder.parameters.insert(subject, at: 0)
        return forwarder
    }

    /// The generic functions of the route table.
    func printForwarders(_ p: inout CodePrinter) {
        p.doc("Calls through `\(protocolName)`, so that generated code uses nothing deprecated.")
        for (n, requirement) in [decode, writePayload, values, deliver].enumerated() {
            if n > 0 { p.line() }
            p.block(forwarder(requirement).declaration) { p in
                p.line(requirement.call(on: requirement.isStatic ? "Route" : "route"))
            }
        }
    }

    /// The protocol and the route enum's deprecated witnesses.
    func print(_ p: inout CodePrinter) {
        let deprecated = model.routes.filter { $0.deprecation != nil }
        p.doc("Reaches the deprecated routes without a deprecation warning in generated code.")
        p.block("nonisolated protocol \(protocolName)") { p in
            for requirement in [decode, writePayload, values, deliver] { p.line(requirement.requirement) }
        }
        p.line()
        p.block("nonisolated extension \(route): \(protocolName)") { p in
            /// A witness: deprecated itself, switching over the deprecated routes only.
            func witness(
                _ requirement: FunctionSignature, over subject: String, otherwise: String,
                _ body: (RouteModel, inout CodePrinter) -> Void
            ) {
                p.line("@available(*, deprecated)")
                p.block(requirement.declaration) { p in
                    p.switchBlock(subject) { p in
                        for r in deprecated { body(r, &p) }
                        p.line("default: \(otherwise)")
                    }
                }
            }
            witness(decode, over: "index", otherwise: RouteSelectionEmitter.unknownIndex) { r, p in
                p.line("case \(r.index): return \(r.decoded)")
            }
            p.line()
            witness(writePayload, over: "self", otherwise: "break") { r, p in
                p.line(
                    "case \(r.pattern)(let push): \(StructEmitter.writePayload().call(on: "push"))"
                )
            }
            p.line()
            witness(values, over: "self", otherwise: RoutablePushEmitter(model: model).routeIndex.call()) { r, p in
                p.line("case \(r.pattern)(let push): push")
            }
            p.line()
            witness(deliver, over: "self", otherwise: "break") { r, p in
                p.line("case \(r.pattern)(let push):")
                p.indented { p in
                    p.block("if let destination = destination as? any \(r.destinationProtocol)") { p in
                        p.line("delivery.run { destination.handle(push) }")
                    }
                }
            }
        }
    }
}
