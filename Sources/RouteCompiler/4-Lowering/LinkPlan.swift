@_spi(Generated) import PushRouting

/// A table's links lowered (docs/language.md §14): the hosts and schemes, and each delivered
/// route's patterns with where each placeholder's value goes. Generated code builds its
/// `PushRouting.LinkTable` from it, and `explain --url` one of its own.
package struct LinkPlan: Sendable {
    /// The https hosts, as written.
    package let hosts: [String]
    /// The custom schemes, as written.
    package let schemes: [String]
    /// Whether literal segments match only in their case.
    package let isCaseSensitive: Bool
    /// Every pattern of every delivered route, in table order.
    package let entries: [Entry]
    /// The places where a push may carry a link (docs/language.md §14.7), in order.
    package let carried: [CarriedLinkPlace]

    /// One pattern of a route.
    package struct Entry: Sendable {
        /// The route it opens.
        package let route: CheckedRoute
        /// The pattern as written.
        package let pattern: String
        /// Its own hosts and schemes, when it names them.
        package let hosts: [String]?
        package let schemes: [String]?
        /// Where each placeholder's value goes.
        package let bindings: [LinkBinding]
    }

    /// The links of `table`; nil for a table without link patterns.
    init?(_ table: ValidatedTable) {
        guard table.hasLinks else { return nil }
        hosts = table.links?.hosts.map(\.value) ?? []
        schemes = table.links?.schemes.map(\.value) ?? []
        isCaseSensitive = table.links?.isCaseSensitive ?? true
        carried = (table.links?.carried ?? []).map {
            CarriedLinkPlace($0.path.payloadPath, hosts: $0.hosts.map(\.value), schemes: $0.schemes.map(\.value))
        }
        entries = table.deliveredRoutes.flatMap { route in
            route.links.map { link in
                Entry(
                    route: route, pattern: link.pattern.text,
                    hosts: link.namesOrigins ? link.hosts?.map(\.value) ?? [] : nil,
                    schemes: link.namesOrigins ? link.schemes?.map(\.value) ?? [] : nil,
                    bindings: link.pattern.placeholders.compactMap { name in
                        route.params.first { $0.key == name }.flatMap {
                            LinkPlan.binding(of: $0, types: table.typesByName)
                        }
                    })
            }
        }
    }

    /// Where a param's value from a link goes: its first place, read as its type reads URL text.
    private static func binding(of param: Member, types: [String: CheckedType]) -> LinkBinding? {
        guard let carriage = LinkCarriage.of(param.type, types: types) else { return nil }
        let (kind, isArray): (LinkBinding.Kind, Bool) =
            switch carriage {
            case .value(let kind): (kind, false)
            case .array(let kind): (kind, true)
            }
        return LinkBinding(
            param.key, kind, at: param.source.firstPath.payloadPath, array: isArray, separator: param.source.separator,
            lenient: param.source.isLenient)
    }

    /// The runtime table of these links, with routes named by `route`.
    package func runtimeTable<Route: Hashable & Sendable>(
        _ route: (CheckedRoute) -> Route, routeKey: @escaping @Sendable (Route) -> String
    ) -> LinkTable<Route> {
        LinkTable(
            hosts: hosts, schemes: schemes, caseSensitive: isCaseSensitive, carried: carried, routeKey: routeKey,
            entries.map {
                LinkTable.Entry(route($0.route), $0.pattern, hosts: $0.hosts, schemes: $0.schemes, $0.bindings)
            }
        )
    }
}
