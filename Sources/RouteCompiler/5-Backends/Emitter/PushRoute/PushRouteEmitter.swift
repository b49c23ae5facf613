/// `PushRoute.swift`: the enum of all routes, finding a route by its discriminator value
/// in constant time, and decoding and encoding whole payloads. One emitter per construct:
/// the enum (`RouteEnumEmitter`), its `RoutablePush` conformance (`RoutablePushEmitter`),
/// the route tables (`RouteTablesEmitter`) and the access to deprecated routes
/// (`DeprecatedAccessEmitter`); their switches over every route are `ChunkedSwitch`es.
struct PushRouteEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: [.foundation, .pushRouting], &p)
        p.line()
        RouteEnumEmitter(model: model).print(&p)
        p.line()
        RoutablePushEmitter(model: model).print(&p)
        p.line()
        RouteTablesEmitter(model: model).print(&p)
        if model.hasDeprecatedRoutes {
            p.line()
            DeprecatedAccessEmitter(model: model).print(&p)
        }
        return p.text
    }
}
