/// The enum of all routes (`PushRoute`): one case per route, carrying its struct. It prints
/// compactly (`PushRouting.CompactlyDescribed`, read by reflection: no code per route).
struct RouteEnumEmitter {
    let model: EmissionModel

    func print(_ p: inout CodePrinter) {
        p.doc("Every push the table declares: one case per route, carrying its typed values.")
        p.block(
            "\(model.typeModifiers)enum \(model.names.routeEnum): Sendable, Hashable, PushRouting.CompactlyDescribed"
        ) { p in
            for (i, r) in model.routes.enumerated() {
                if i > 0 { p.line() }
                p.doc(r.description, then: "\(r.selectionPhrase), opens `\(r.destination)`.")
                if let availability = r.availability { p.line(availability) }
                p.line("case \(SwiftNaming.escaped(r.caseName))(\(r.structName))")
            }
        }
    }
}
