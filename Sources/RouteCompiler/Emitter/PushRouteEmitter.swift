/// `PushRoute.swift`: the enum of all routes, finding a route by its discriminator value
/// in constant time, and decoding and encoding whole payloads.
struct PushRouteEmitter {
    let model: EmissionModel
    private var route: String { model.names.routeEnum }
    private var table: String { model.names.routeTable }

    /// Switches over `self` with more cases than this are split in chunks: the compiler
    /// cannot check exhaustive switches of more than about 650 payload cases.
    static let chunkSize = 500

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        p.line()
        enumDeclaration(&p)
        p.line()
        conformance(&p)
        p.line()
        tables(&p)
        if model.hasDeprecatedRoutes {
            p.line()
            deprecatedAccess(&p)
        }
        return p.text
    }

    private func enumDeclaration(_ p: inout CodePrinter) {
        p.doc("Every push the table declares: one case per route, carrying its typed values.")
        p.block("\(model.access)enum \(route): Sendable, Hashable") { p in
            for (i, r) in model.routes.enumerated() {
                if i > 0 { p.line() }
                p.doc(r.description)
                if r.description != nil { p.doc("") }
                p.doc("Push type \(SwiftLiteral.string(r.value)), opens `\(r.destination)`. \(SwiftEmitter.provenance(r.location))")
                if let availability = r.availability { p.line(availability) }
                p.line("case \(SwiftNaming.escaped(r.caseName))(\(r.structName))")
            }
        }
    }

    private func conformance(_ p: inout CodePrinter) {
        p.block("extension \(route): PushRouting.RoutablePush") { p in
            let key = SwiftLiteral.string(model.discriminator[0])
            p.doc("Decodes a payload dictionary (`userInfo`): finds the route named by its discriminator, then reads the route's values. Never traps; throws where the payload is wrong.")
            p.block(
                "\(model.access)static func decode(_ payload: PushRouting.PayloadObject) throws(PushRouting.PushDecodingError) -> \(route)"
            ) { p in
                p.line("try PushRouting.PayloadEntries.withEntries(of: payload, finding: \(key), \(table).decode(_:discriminator:))")
            }
            p.line()
            p.doc("Decodes JSON bytes (a data message, a test fixture) as `decode(_:)` decodes their object, without building a dictionary for the top level.")
            p.block("\(model.access)static func decode(json: Foundation.Data) throws(PushRouting.PushDecodingError) -> \(route)") { p in
                p.line("try PushRouting.JSONReader().withEntries(of: json, finding: \(key), \(table).decode(_:discriminator:))")
            }
            p.line()
            p.doc("Decodes a payload dictionary with its route's destination, known from the discriminator (what the router uses).")
            p.block(
                "\(model.access)static func decodeForDelivery(_ payload: PushRouting.PayloadObject) throws(PushRouting.PushDecodingError) -> PushRouting.Routed<\(route)>"
            ) { p in
                p.line("try PushRouting.PayloadEntries.withEntries(of: payload, finding: \(key), \(table).decodeRouted(_:discriminator:))")
            }
            p.line()
            p.doc("Decodes JSON bytes with their route's destination, as `decodeForDelivery(_:)`.")
            p.block(
                "\(model.access)static func decodeForDelivery(json: Foundation.Data) throws(PushRouting.PushDecodingError) -> PushRouting.Routed<\(route)>"
            ) { p in
                p.line("try PushRouting.JSONReader().withEntries(of: json, finding: \(key), \(table).decodeRouted(_:discriminator:))")
            }
            p.line()
            p.doc("The name of the destination this push opens.")
            p.line("\(model.access)var destination: Swift.String { \(table).destinations[routeIndex] }")
            p.line()
            p.doc("This route's push type: its discriminator value.")
            p.line("\(model.access)var discriminatorValue: Swift.String { \(table).values[routeIndex] }")
            p.line()
            p.doc("The payload that decodes to this push, discriminator included.")
            p.block("\(model.access)func encodedPayload() -> PushRouting.PayloadObject") { p in
                p.line("var payload = PushRouting.PayloadBuilder()")
                p.line("payload.set(discriminatorValue, at: \(table).discriminatorPath)")
                p.line("writeRoutePayload(into: &payload)")
                p.line("return payload.object")
            }
            p.line()
            p.doc("The payload as JSON text (keys sorted, dates in RFC 3339 with milliseconds).")
            p.block("\(model.access)func encodedJSON() -> Foundation.Data") { p in
                p.line("PushRouting.JSONWriter.data(encodedPayload()) ?? Foundation.Data()")
            }
            p.line()
            p.doc("The position of this route in the table.")
            routeSwitch(
                "var routeIndex: Swift.Int", fallback: "-1", &p
            ) { r in
                ".\(SwiftNaming.escaped(r.caseName)): \(r.index)"
            }
            p.line()
            routeSwitch(
                "func writeRoutePayload(into payload: inout PushRouting.PayloadBuilder)",
                fallback: "break", &p
            ) { r in
                r.deprecation == nil
                    ? ".\(SwiftNaming.escaped(r.caseName))(let push): push.writePayload(into: &payload)"
                    : ".\(SwiftNaming.escaped(r.caseName)): \(table).writeDeprecatedPayload(self, into: &payload)"
            }
            p.line()
            p.doc("The push's typed values, for equality and hashing.")
            routeSwitch("var routeValues: any Swift.Hashable & Swift.Sendable", fallback: "-1", &p) { r in
                r.deprecation == nil
                    ? ".\(SwiftNaming.escaped(r.caseName))(let push): push"
                    : ".\(SwiftNaming.escaped(r.caseName)): \(table).deprecatedValues(self)"
            }
            p.line()
            p.doc("Two pushes are equal when they take the same route with equal values.")
            p.block("\(model.access)static func == (lhs: \(route), rhs: \(route)) -> Swift.Bool") { p in
                p.line("lhs.routeIndex == rhs.routeIndex && Swift.AnyHashable(lhs.routeValues) == Swift.AnyHashable(rhs.routeValues)")
            }
            p.line()
            p.doc("Hashes the route and its values.")
            p.block("\(model.access)func hash(into hasher: inout Swift.Hasher)") { p in
                p.line("hasher.combine(routeIndex)")
                p.line("hasher.combine(Swift.AnyHashable(routeValues))")
            }
        }
    }

    /// A `switch self` over every route, in chunks when there are many.
    private func routeSwitch(
        _ declaration: String, fallback: String, _ p: inout CodePrinter, _ caseBody: (RouteModel) -> String
    ) {
        chunkedSwitch(declaration, subject: "self", fallback: fallback, &p) { r in "case \(caseBody(r))" }
    }

    /// A function or property that switches over every route, split in functions of at
    /// most `chunkSize` cases (`name_1`, `name_2`, …): no function grows with the table, so
    /// large tables compile in linear time and memory. Over `self`, each chunk falls
    /// through to the next; over an index, the first function picks the chunk by
    /// `index / chunkSize` in one step. The chunks are never inlined into each other,
    /// which would make the one huge function again.
    private func chunkedSwitch(
        _ declaration: String, subject: String, fallback: String, _ p: inout CodePrinter,
        _ caseLine: (RouteModel) -> String
    ) {
        let routes = model.routes
        if routes.isEmpty {
            p.block(declaration) { p in p.line(fallback == "break" ? "" : fallback) }
            return
        }
        let chunks = stride(from: 0, to: routes.count, by: Self.chunkSize).map {
            Array(routes[$0..<min($0 + Self.chunkSize, routes.count)])
        }
        let baseName = String(declaration.split(separator: " ").first { !["static", "func", "var"].contains($0) }!
            .split(separator: ":")[0].split(separator: "(")[0])
        let byIndex = subject != "self" && chunks.count > 1
        if byIndex {
            p.block(declaration) { p in
                p.switchBlock("\(subject) / \(Self.chunkSize)") { p in
                    for n in chunks.indices { p.line("case \(n): \(call(declaration, baseName, "\(baseName)_\(n)"))") }
                    p.line("default: \(fallback)")
                }
            }
        }
        for (n, chunk) in chunks.enumerated() {
            let chunkName = byIndex || n > 0 ? "\(baseName)_\(n)" : baseName
            let header = chunkName == baseName ? declaration : "@inline(never) " + declaration.replacingFirst(baseName, with: chunkName)
            if n > 0 || byIndex { p.line() }
            p.block(header) { p in
                p.switchBlock(subject) { p in
                    for r in chunk { p.line(caseLine(r)) }
                    if chunks.count > 1 || subject != "self" {
                        let next = !byIndex && n + 1 < chunks.count ? call(declaration, baseName, "\(baseName)_\(n + 1)") : fallback
                        p.line("default: \(next)")
                    }
                }
            }
        }
    }

    /// How a chunk calls the next one: the arguments of `declaration` passed on.
    private func call(_ declaration: String, _ baseName: String, _ next: String) -> String {
        if declaration.hasPrefix("var ") || declaration.contains(" var ") { return next }
        if declaration.contains("into payload") { return "\(next)(into: &payload)" }
        if declaration.contains("(_ index: Swift.Int, _ entries") { return "return try \(next)(index, entries)" }
        if declaration.contains("(lhs") { return "return \(next)(lhs, rhs)" }
        return "\(next)()"
    }

    private func tables(_ p: inout CodePrinter) {
        p.doc("The route tables behind `\(route)`.")
        p.block("enum \(table)") { p in
            p.line("static let discriminatorPath = PushRouting.PayloadPath(keys: [\(model.discriminator.map(SwiftLiteral.string).joined(separator: ", "))])")
            p.line()
            p.doc("Discriminator values, in table order.")
            array("static let values: [Swift.String]", model.routes.map { SwiftLiteral.string($0.value) }, &p)
            p.line()
            p.doc("Destinations, in table order.")
            array("static let destinations: [Swift.String]", model.routes.map { SwiftLiteral.string($0.destination) }, &p)
            p.line()
            p.doc("Discriminator values and aliases to routes: a hashed lookup, not a chain of comparisons.")
            var entries = model.routes.map { "(\(SwiftLiteral.string($0.value)), \($0.index))" }
            for r in model.routes {
                entries += r.aliases.map { "(\(SwiftLiteral.string($0)), \(r.index))" }
            }
            p.line("static let lookup = PushRouting.StringLookup<Swift.Int>(entries)")
            array("private static let entries: [(Swift.String, Swift.Int)]", entries, &p)
            p.line()
            p.doc("Decodes the route a payload's discriminator names; `first` is the payload's value for the discriminator's first key.")
            p.block(
                "static func decode(_ entries: PushRouting.PayloadEntries, discriminator first: Any?) throws(PushRouting.PushDecodingError) -> \(route)"
            ) { p in
                p.line("let index = try routeIndex(discriminator: first)")
                p.doCatch(throwing: "PushRouting.PushDecodingError") { p in
                    p.line("return try decode(index, entries)")
                } catch: { p in
                    p.line("throw error.inRoute(values[index])")
                }
            }
            p.line()
            p.doc("Decodes like `decode(_:discriminator:)`, with the route's destination.")
            p.block(
                "static func decodeRouted(_ entries: PushRouting.PayloadEntries, discriminator first: Any?) throws(PushRouting.PushDecodingError) -> PushRouting.Routed<\(route)>"
            ) { p in
                p.line("let index = try routeIndex(discriminator: first)")
                p.doCatch(throwing: "PushRouting.PushDecodingError") { p in
                    p.line("return PushRouting.Routed(try decode(index, entries), destination: destinations[index])")
                } catch: { p in
                    p.line("throw error.inRoute(values[index])")
                }
            }
            p.line()
            p.doc("The index of the route the discriminator names.")
            p.block("private static func routeIndex(discriminator first: Any?) throws(PushRouting.PushDecodingError) -> Swift.Int") { p in
                p.line("let value = try PushRouting.Decode.discriminator(firstStep: first, at: discriminatorPath)")
                p.block("guard let index = lookup.value(for: value) else") { p in
                    p.line("throw PushRouting.PushDecodingError(path: discriminatorPath, reason: .unknownRoute(value))")
                }
                p.line("return index")
            }
            p.line()
            p.doc("Decodes the route at `index` from the payload's `entries`.")
            chunkedSwitch(
                "static func decode(_ index: Swift.Int, _ entries: PushRouting.PayloadEntries) throws(PushRouting.PushDecodingError) -> \(route)",
                subject: "index", fallback: "throw PushRouting.PushDecodingError(reason: .unknownRoute(\"\"))", &p
            ) { r in
                r.deprecation == nil
                    ? "case \(r.index): return .\(SwiftNaming.escaped(r.caseName))(try \(r.structName)(entries: entries))"
                    : "case \(r.index): return try decodeDeprecated(\(route).self, \(r.index), entries)"
            }
            if model.hasDeprecatedRoutes {
                p.line()
                p.doc("Calls through `\(model.names.deprecatedRoutes)`, so that generated code uses nothing deprecated.")
                p.block(
                    "static func decodeDeprecated<Route: \(model.names.deprecatedRoutes)>(_ type: Route.Type, _ index: Swift.Int, _ entries: PushRouting.PayloadEntries) throws(PushRouting.PushDecodingError) -> \(route)"
                ) { p in
                    p.line("try Route.decodeDeprecated(index, entries)")
                }
                p.line()
                p.block(
                    "static func writeDeprecatedPayload<Route: \(model.names.deprecatedRoutes)>(_ route: Route, into payload: inout PushRouting.PayloadBuilder)"
                ) { p in
                    p.line("route.writeDeprecatedPayload(into: &payload)")
                }
                p.line()
                p.block(
                    "static func deprecatedValues<Route: \(model.names.deprecatedRoutes)>(_ route: Route) -> any Swift.Hashable & Swift.Sendable"
                ) { p in
                    p.line("route.deprecatedValues")
                }
                p.line()
                p.block(
                    "static func deliverDeprecated<Route: \(model.names.deprecatedRoutes)>(_ route: Route, to destination: AnyObject, _ delivery: PushRouting.Delivery)"
                ) { p in
                    p.line("route.deliverDeprecated(to: destination, delivery)")
                }
            }
        }
    }

    /// `declaration = [items]`; with more than `chunkSize` items, the literal is split in
    /// functions of `chunkSize` items each (one array literal of 10,000 items makes one huge
    /// initializer the optimizer takes minutes and gigabytes over).
    private func array(_ declaration: String, _ items: [String], _ p: inout CodePrinter) {
        func literal(_ items: ArraySlice<String>, _ p: inout CodePrinter) {
            if items.isEmpty { return p.line("[]") }
            p.line("[")
            p.indented { p in
                for item in items { p.line(item + ",") }
            }
            p.line("]")
        }
        guard items.count > Self.chunkSize else {
            if items.isEmpty { return p.line("\(declaration) = []") }
            p.line("\(declaration) = [")
            p.indented { p in
                for item in items { p.line(item + ",") }
            }
            p.line("]")
            return
        }
        // `private static let name: Type` → `name`, `Type`, `private static`
        let parts = declaration.components(separatedBy: ": ")
        let head = parts[0].split(separator: " ")
        let name = String(head.last!)
        let type = parts.dropFirst().joined(separator: ": ")
        let chunks = stride(from: 0, to: items.count, by: Self.chunkSize).map { items[$0..<min($0 + Self.chunkSize, items.count)] }
        let calls = chunks.indices.map { "\(name)_\($0)()" }.joined(separator: ", ")
        p.line("\(declaration) = Swift.Array([\(calls)].joined())")
        for (n, chunk) in chunks.enumerated() {
            p.line()
            p.block("private static func \(name)_\(n)() -> \(type)") { p in literal(chunk, &p) }
        }
    }

    /// Deprecated routes are reached through a protocol whose witnesses are deprecated and
    /// whose requirements are not: generated code stays free of deprecation warnings while
    /// apps that use a deprecated route get one.
    private func deprecatedAccess(_ p: inout CodePrinter) {
        let deprecated = model.routes.filter { $0.deprecation != nil }
        p.doc("Reaches the deprecated routes without a deprecation warning in generated code.")
        p.block("protocol \(model.names.deprecatedRoutes)") { p in
            p.line("static func decodeDeprecated(_ index: Swift.Int, _ entries: PushRouting.PayloadEntries) throws(PushRouting.PushDecodingError) -> \(route)")
            p.line("func writeDeprecatedPayload(into payload: inout PushRouting.PayloadBuilder)")
            p.line("var deprecatedValues: any Swift.Hashable & Swift.Sendable { get }")
            p.line("func deliverDeprecated(to destination: AnyObject, _ delivery: PushRouting.Delivery)")
        }
        p.line()
        p.block("extension \(route): \(model.names.deprecatedRoutes)") { p in
            /// A witness: deprecated itself, switching over the deprecated routes only.
            func witness(_ declaration: String, over subject: String, otherwise: String, _ body: (RouteModel, inout CodePrinter) -> Void) {
                p.line("@available(*, deprecated)")
                p.block(declaration) { p in
                    p.switchBlock(subject) { p in
                        for r in deprecated { body(r, &p) }
                        p.line("default: \(otherwise)")
                    }
                }
            }
            witness(
                "static func decodeDeprecated(_ index: Swift.Int, _ entries: PushRouting.PayloadEntries) throws(PushRouting.PushDecodingError) -> \(route)",
                over: "index", otherwise: "throw PushRouting.PushDecodingError(reason: .unknownRoute(\"\"))"
            ) { r, p in
                p.line("case \(r.index): return .\(SwiftNaming.escaped(r.caseName))(try \(r.structName)(entries: entries))")
            }
            p.line()
            witness("func writeDeprecatedPayload(into payload: inout PushRouting.PayloadBuilder)", over: "self", otherwise: "break") { r, p in
                p.line("case .\(SwiftNaming.escaped(r.caseName))(let push): push.writePayload(into: &payload)")
            }
            p.line()
            witness("var deprecatedValues: any Swift.Hashable & Swift.Sendable", over: "self", otherwise: "routeIndex") { r, p in
                p.line("case .\(SwiftNaming.escaped(r.caseName))(let push): push")
            }
            p.line()
            witness("func deliverDeprecated(to destination: AnyObject, _ delivery: PushRouting.Delivery)", over: "self", otherwise: "break") { r, p in
                p.line("case .\(SwiftNaming.escaped(r.caseName))(let push):")
                p.indented { p in
                    p.block("if let destination = destination as? any \(GeneratedNames.destinationProtocol(r.destination))") { p in
                        p.line("delivery.run { destination.handle(push) }")
                    }
                }
            }
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
