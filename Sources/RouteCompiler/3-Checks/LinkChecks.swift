@_spi(Generated) import PushRouting

/// The checks of links (docs/language.md §14): where patterns may stand, what their
/// placeholders name and carry, which params every pattern must give, which hosts and schemes
/// they answer, and patterns that match the same URLs.
struct LinkChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        for route in table.routes where !route.links.isEmpty {
            if route.isIgnored {
                diagnostics.report(.linksOnIgnoredRoute(route: route.value, at: route.links[0].location))
                continue
            }
            if table.links == nil {
                diagnostics.report(.linksWithoutTableOrigins(route: route.value, at: route.links[0].location))
            }
            for link in route.links {
                checkOrigins(link)
                checkPlaceholders(link, of: route, types: types)
            }
        }
        checkSameURLs()
    }

    /// Each host and scheme a pattern names is one the table declares.
    private func checkOrigins(_ link: LinkDeclaration) {
        guard let settings = table.links else { return }
        let hosts = Set(settings.hosts.map { $0.value.lowercased() })
        let schemes = Set(settings.schemes.map { $0.value.lowercased() })
        for host in link.hosts ?? [] where !hosts.contains(host.value.lowercased()) {
            diagnostics.report(.undeclaredLinkOrigin(host.value, isHost: true, at: host.location))
        }
        for scheme in link.schemes ?? [] where !schemes.contains(scheme.value.lowercased()) {
            diagnostics.report(.undeclaredLinkOrigin(scheme.value, isHost: false, at: scheme.location))
        }
    }

    /// Each placeholder names a param a link can carry there, and every param the pattern
    /// does not bind may be missing.
    private func checkPlaceholders(_ link: LinkDeclaration, of route: Route, types: [String: NamedType]) {
        let queryNames = Set(link.pattern.query.map(\.placeholder))
        var namesUnknown = false
        for name in link.pattern.placeholders {
            guard let param = route.params.first(where: { $0.key == name }) else {
                let suggestion = Suggestion.closest(to: name, in: route.params.map(\.key))
                diagnostics.report(
                    .unknownPlaceholder(name, route: route.value, suggestion: suggestion, at: link.location))
                namesUnknown = true
                continue
            }
            let subject = DiagnosticSubject.param(param.key, route: route.value)
            if case .named(let named) = param.type.innermost, types[named.value] == nil { continue }
            let carriage = LinkCarriage.of(param.type, types: types)
            let inQuery = queryNames.contains(name)
            let carried: Bool =
                switch (carriage, param.source.origins[0]) {
                case (_, .rest), (_, .document), (nil, _): false
                case (.array?, _): inQuery
                case (.value?, _): true
                }
            if !carried {
                diagnostics.report(
                    .unsupportedLinkType(
                        subject, type: written(param.type.spelled), inQuery: inQuery,
                        isArray: carriage.map { if case .array = $0 { true } else { false } } ?? false,
                        at: link.location))
            }
        }
        // A misspelt placeholder leaves its param unbound: the one error says so.
        guard !namesUnknown else { return }
        let bound = Set(link.pattern.placeholders)
        for param in route.params where !bound.contains(param.key) && !param.isOptional && param.defaultLiteral == nil {
            // The rest is never missing: a link's payload has no other keys, so it is empty.
            if case .rest = param.source.origins[0] { continue }
            diagnostics.report(
                .paramNotInLink(
                    .param(param.key, route: route.value), key: param.key, pattern: link.pattern.text,
                    at: link.location))
        }
    }

    /// Patterns of one shape (the same literals, in the table's case rule, placeholders and
    /// wildcard at the same places) on the same hosts and schemes match the same URLs: the
    /// later is an error; on some of them only, a warning.
    private func checkSameURLs() {
        let caseSensitive = table.links?.isCaseSensitive ?? true
        var byShape: [[String]: [(route: Route, link: LinkDeclaration)]] = [:]
        for route in table.routes where !route.isIgnored {
            for link in route.links {
                let shape = Self.shape(link.pattern, caseSensitive: caseSensitive)
                let origins = Self.origins(of: link, in: table.links)
                for earlier in byShape[shape] ?? [] {
                    let shared = origins.intersection(Self.origins(of: earlier.link, in: table.links))
                    if shared.isEmpty { continue }
                    if shared == origins {
                        diagnostics.report(
                            .duplicateLink(
                                link.pattern.text, route: route.value, earlier: earlier.link.pattern.text,
                                earlierRoute: earlier.route.value, at: link.location, earlierAt: earlier.link.location))
                    } else {
                        diagnostics.report(
                            .linkOverlap(
                                link.pattern.text, route: route.value, earlier: earlier.link.pattern.text,
                                earlierRoute: earlier.route.value, shared: shared.sorted(), at: link.location,
                                earlierAt: earlier.link.location))
                    }
                    break
                }
                byShape[shape, default: []].append((route, link))
            }
        }
    }

    /// Patterns of the tables of one app (validated together: `routegen validate A B`) that
    /// match the same URLs on the same hosts or schemes: a URL two routers would both open.
    /// Each is reported at the later table's pattern, by the table it is in (its position in
    /// `tables`).
    static func acrossTables(_ tables: [ValidatedTable]) -> [(table: Int, diagnostic: Diagnostic)] {
        var byShape: [[String]: [(table: Int, route: CheckedRoute, link: LinkDeclaration)]] = [:]
        var found: [(table: Int, diagnostic: Diagnostic)] = []
        for (number, table) in tables.enumerated() {
            let caseSensitive = table.links?.isCaseSensitive ?? true
            for route in table.deliveredRoutes {
                for link in route.links {
                    let shape = Self.shape(link.pattern, caseSensitive: caseSensitive)
                    let origins = Self.origins(of: link, in: table.links)
                    for earlier in byShape[shape] ?? [] where earlier.table != number {
                        let shared = origins.intersection(
                            Self.origins(of: earlier.link, in: tables[earlier.table].links))
                        guard !shared.isEmpty else { continue }
                        found.append(
                            (
                                number,
                                .duplicateLinkAcrossTables(
                                    link.pattern.text, route: route.value, earlier: earlier.link.pattern.text,
                                    earlierRoute: earlier.route.value, shared: shared.sorted(), at: link.location,
                                    earlierAt: earlier.link.location)
                            ))
                        break
                    }
                    byShape[shape, default: []].append((number, route, link))
                }
            }
        }
        return found
    }

    /// The hosts (`https://host`) and schemes (`scheme:`) a pattern answers.
    private static func origins(of link: LinkDeclaration, in settings: LinkSettings?) -> Set<String> {
        Set(link.hosts(in: settings).map { "https://" + $0 }).union(link.schemes(in: settings).map { $0 + ":" })
    }

    /// What decides the URLs a pattern's path matches.
    private static func shape(_ pattern: LinkPattern, caseSensitive: Bool) -> [String] {
        var shape = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): "=" + (caseSensitive ? text : text.lowercased())
            case .placeholder: "{}"
            }
        }
        if pattern.isOpenEnded { shape.append("*") }
        return shape
    }
}
