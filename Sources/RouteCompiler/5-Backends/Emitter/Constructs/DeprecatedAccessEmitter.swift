/// Deprecated routes are built and delivered through a protocol whose witnesses are
/// deprecated and whose requirements are not: generated code stays free of deprecation
/// warnings while apps that use a deprecated route get one. Swift warns wherever a deprecated
/// route's case is built, its payload type named or its `handle(_:)` called outside deprecated
/// code, and has no way to silence one warning (Swift 6.3 has no `@warn`); matching its case,
/// comparing and hashing its values and writing them through a generic call draw none, so
/// only these two reach it through the protocol. Each deprecated route has its two
/// requirements: no switch over routes, no `default`.
struct DeprecatedAccessEmitter {
    let model: EmissionModel

    private var route: String { model.names.routeEnum }
    private var protocolName: String { model.names.deprecatedRoutes }

    /// Decodes the deprecated route `r`.
    private func decode(_ r: RouteModel) -> FunctionSignature {
        .function(
            "decode" + SwiftNaming.typeName(fromMember: r.caseName), isStatic: true,
            [.unlabeled("entries", "PushRouting.PayloadEntries")], throwing: FunctionSignature.decodingError,
            result: route)
    }

    /// Hands the deprecated route `r` to a handler of its destination.
    private func deliver(_ r: RouteModel) -> FunctionSignature {
        .function(
            "deliver" + SwiftNaming.typeName(fromMember: r.caseName),
            [
                .labeled("to", "destination", "any \(r.destinationProtocol)"),
                .unlabeled("delivery", "PushRouting.Delivery"),
            ])
    }

    /// The route tables' decoding of `r`: through the protocol's requirement.
    func decodeCall(of r: RouteModel) -> String {
        decode(r).call(on: "(\(route).self as any \(protocolName).Type)")
    }

    /// The delivery of `route` (the value, a push of `r`) to `destination`: through the
    /// protocol's requirement.
    func deliverCall(of r: RouteModel) -> String {
        deliver(r).call(on: "(route as any \(protocolName))", passing: ["destination", "delivery"])
    }

    /// The protocol and the route enum's deprecated witnesses.
    func print(_ p: inout CodePrinter) {
        let deprecated = model.routes.filter { $0.deprecation != nil }
        p.doc(
            "Builds and delivers the deprecated routes without a deprecation warning in generated code: generated code calls these requirements, whose witnesses are deprecated."
        )
        p.block("nonisolated protocol \(protocolName)") { p in
            for r in deprecated {
                p.line(decode(r).requirement)
                p.line(deliver(r).requirement)
            }
        }
        p.line()
        p.block("nonisolated extension \(route): \(protocolName)") { p in
            for (n, r) in deprecated.enumerated() {
                if n > 0 { p.line() }
                p.line("@available(*, deprecated)")
                p.block(decode(r).declaration) { p in p.line(r.decoded) }
                p.line()
                p.line("@available(*, deprecated)")
                p.block(deliver(r).declaration) { p in
                    p.line("if case \(r.pattern)(let push) = self { delivery.run { destination.handle(push) } }")
                }
            }
        }
    }
}
