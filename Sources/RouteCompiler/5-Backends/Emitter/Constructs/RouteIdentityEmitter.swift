/// The identities of the route tables (`PushRouteTable.Route` and `PushRouteTable.Destination`):
/// a route without its values and a destination, as enums whose cases are named like the
/// route enum's cases and the destinations. The lookup, the selector, the `invalid` rules,
/// decoding and delivery name routes and destinations by them, never by position; what a
/// route's key and destination are is a switch over them. Internal to the generated code.
struct RouteIdentityEmitter {
    let model: EmissionModel

    /// The identity of a route, in the route tables.
    static let route = "Route"
    /// The identity of a destination, in the route tables.
    static let destination = "Destination"

    /// `key(of:)`: a route's key.
    static var key: FunctionSignature {
        .function("key", isStatic: true, [.labeled("of", "route", route)], result: "Swift.String")
    }

    /// `destination(of:)`: the destination a route opens.
    static var destinationOf: FunctionSignature {
        .function("destination", isStatic: true, [.labeled("of", "route", route)], result: destination)
    }

    /// `name(of:)`: a destination's name.
    static var name: FunctionSignature {
        .function("name", isStatic: true, [.labeled("of", "destination", destination)], result: "Swift.String")
    }

    /// The enums and the functions over them, inside the route tables.
    func print(_ p: inout CodePrinter) {
        p.doc(
            "A route of the table without its values: what the lookup, the selector, the `invalid` rules and delivery name."
        )
        identities(Self.route, model.routes.map(\.pattern), &p)
        p.line()
        p.doc("A destination of the table: what a route opens and the router delivers to.")
        identities(Self.destination, model.destinations.map(\.pattern), &p)
        // A table whose every route is ignored has nothing to look up: a function over an
        // identity without cases would never run (a warning), and nothing calls one.
        guard !model.routes.isEmpty else { return }
        p.line()
        p.doc(
            "The key of `route`: its discriminator value, or its name for a route selected by `when` or the fallback."
        )
        // The last chunk's `default` of a large table is never reached (every route is a case of
        // some chunk), but needs a value.
        ChunkedSwitch(signature: Self.key, subject: "route", fallback: .value("\"\"")).print(model.routes, &p) {
            r, p in p.line("case \(r.pattern): return \(SwiftLiteral.string(r.value))")
        }
        p.line()
        p.doc("The destination `route` opens.")
        let destinations = Dictionary(model.destinations.map { ($0.name, $0.pattern) }) { first, _ in first }
        let lastDestination = model.routes.last.flatMap { destinations[$0.destination] } ?? ""
        ChunkedSwitch(signature: Self.destinationOf, subject: "route", fallback: .value(lastDestination))
            .print(model.routes, &p) { r, p in
                p.line("case \(r.pattern): return \(destinations[r.destination] ?? "")")
            }
        p.line()
        p.doc("The name of `destination` in the table.")
        ChunkedSwitch(signature: Self.name, subject: "destination", fallback: .value("\"\""))
            .print(model.destinations, &p) { d, p in
                p.line("case \(d.pattern): return \(SwiftLiteral.string(d.name))")
            }
    }

    /// `nonisolated enum name: Swift.Hashable, Swift.Sendable` with a case per pattern (none
    /// in a table whose every route is ignored).
    private func identities(_ name: String, _ patterns: [String], _ p: inout CodePrinter) {
        let declaration = "nonisolated enum \(name): Swift.Hashable, Swift.Sendable"
        guard !patterns.isEmpty else { return p.line(declaration + " {}") }
        p.block(declaration) { p in
            for pattern in patterns { p.line("case " + pattern.dropFirst()) }
        }
    }
}
