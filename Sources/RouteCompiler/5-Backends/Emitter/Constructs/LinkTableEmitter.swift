@_spi(Generated) import PushRouting

/// A table's links in generated code (docs/language.md §14): the route tables' `links`, which
/// the runtime's `LinkTable` matches URLs with, and the route enum's `decode(url:)`,
/// `decodeForDelivery(url:)` and `encodedURL()`. Printed only for a table with link patterns:
/// without them the runtime's defaults answer every URL "unknown link".
struct LinkTableEmitter {
    let model: EmissionModel
    let links: LinkPlan

    private var route: String { model.names.routeEnum }
    private var table: String { model.names.routeTable }
    private var identity: String { "\(table).\(RouteIdentityEmitter.route)" }

    /// `static let links` in the route tables.
    func table(_ p: inout CodePrinter) {
        p.doc(
            "The hosts and schemes the table's links answer, and each route's link patterns with the place of each placeholder's value in the route's payload."
        )
        var arguments = [
            "hosts: [\(links.hosts.map(SwiftLiteral.string).joined(separator: ", "))]",
            "schemes: [\(links.schemes.map(SwiftLiteral.string).joined(separator: ", "))]",
        ]
        if !links.isCaseSensitive { arguments.append("caseSensitive: false") }
        if !links.carried.isEmpty {
            // Where a push may carry a link (docs/language.md §14.7).
            arguments.append("carried: [\(links.carried.map(Self.carried).joined(separator: ", "))]")
        }
        arguments.append("routeKey: { key(of: $0) }")
        p.line("static let links = PushRouting.LinkTable<\(RouteIdentityEmitter.route)>(")
        p.indented { p in
            for argument in arguments { p.line(argument + ",") }
            p.line("linkEntries")
        }
        p.line(")")
        ChunkedArray(
            name: "linkEntries", type: "[PushRouting.LinkTable<\(RouteIdentityEmitter.route)>.Entry]",
            access: "private "
        ).print(links.entries.map(entry), &p)
    }

    private func entry(_ entry: LinkPlan.Entry) -> String {
        let caseName = entry.route.names.map { "." + SwiftNaming.escaped($0.caseName) } ?? ".\(entry.route.value)"
        var arguments = [caseName, SwiftLiteral.string(entry.pattern)]
        if let hosts = entry.hosts {
            arguments.append("hosts: [\(hosts.map(SwiftLiteral.string).joined(separator: ", "))]")
        }
        if let schemes = entry.schemes {
            arguments.append("schemes: [\(schemes.map(SwiftLiteral.string).joined(separator: ", "))]")
        }
        arguments.append("[\(entry.bindings.map(binding).joined(separator: ", "))]")
        return ".init(\(arguments.joined(separator: ", ")))"
    }

    /// `.init(PushRouting.PayloadPath(keys: ["url"]), schemes: ["ui"])`.
    private static func carried(_ place: CarriedLinkPlace) -> String {
        var arguments = [SwiftLiteral.path(steps: place.path.components)]
        if !place.hosts.isEmpty {
            arguments.append("hosts: [\(place.hosts.map(SwiftLiteral.string).joined(separator: ", "))]")
        }
        if !place.schemes.isEmpty {
            arguments.append("schemes: [\(place.schemes.map(SwiftLiteral.string).joined(separator: ", "))]")
        }
        return ".init(\(arguments.joined(separator: ", ")))"
    }

    private func binding(_ binding: LinkBinding) -> String {
        var arguments = [
            SwiftLiteral.string(binding.placeholder), ".\(binding.kind)",
            "at: \(SwiftLiteral.path(steps: binding.path.components))",
        ]
        if binding.isArray { arguments.append("array: true") }
        if let separator = binding.separator { arguments.append("separator: \(SwiftLiteral.string(separator))") }
        if binding.isLenient { arguments.append("lenient: true") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }

    /// `decode(url:)`, `decodeForDelivery(url:)` and `encodedURL()` of the route enum.
    func entryPoints(_ p: inout CodePrinter) {
        let url = FunctionSignature.Parameter.named("url", "Foundation.URL")
        p.doc(
            "Decodes a link (a universal link, a custom scheme's URL) by the table's link patterns: the route its pattern opens, with the values its segments, query items and fragment carry. Never traps; throws `unknownLink` for a URL no pattern matches."
        )
        let decode = FunctionSignature.function(
            "decode", access: model.access, isStatic: true, [url], throwing: FunctionSignature.decodingError,
            result: route)
        p.block(decode.declaration) { p in
            p.line("try \(table).links.decode(url, \(table).decode(_:_:))")
        }
        p.line()
        p.doc("Decodes a link with its route's destination, as `decodeForDelivery(_:)`.")
        let routed = FunctionSignature.function(
            "decodeForDelivery", access: model.generatedOnlyAccess, isStatic: true, [url],
            throwing: FunctionSignature.decodingError, result: "PushRouting.Routed<\(route)>")
        p.block(routed.declaration) { p in
            p.line("try \(table).links.decode(url) { route, entries throws(\(FunctionSignature.decodingError)) in")
            p.indented { p in
                let destination = RouteIdentityEmitter.name.call(
                    on: table, passing: [RouteIdentityEmitter.destinationOf.call(on: table, passing: ["route"])])
                p.line("PushRouting.Routed(try \(table).decode(route, entries), destination: \(destination))")
            }
            p.line("}")
        }
        p.line()
        p.doc(
            "The canonical link of this push: its route's first link pattern that its values fill, on that pattern's first host (https) or scheme, that decodes to this push again; nil when there is none."
        )
        let encoded = FunctionSignature.function("encodedURL", access: model.access, result: "Foundation.URL?")
        p.block(encoded.declaration) { p in
            p.line("var payload = PushRouting.PayloadBuilder()")
            p.line("writeRoutePayload(into: &payload)")
            p.line(
                "return \(table).links.url(for: routeID, payload: payload.object) { (try? Self.decode(url: $0)) == self }"
            )
        }
    }
}
