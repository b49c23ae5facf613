@_spi(Generated) import PushRouting

// Links (docs/language.md §14, §10.3): a link already sent — in an email, a QR code, a
// notification — must keep opening its screen. A host or scheme the table's links no longer
// answer breaks every link of it; a pattern whose URLs the route no longer opens (removed,
// moved to another route, or answering fewer hosts or schemes) breaks the links of it.
extension BreakingChanges {
    /// The table's hosts and schemes, then each old route's patterns against the new route of
    /// the same key.
    func compareLinks() {
        let oldLinks = old.links
        let newLinks = new.links
        let newHosts = Set((newLinks?.hosts ?? []).map { $0.value.lowercased() })
        let newSchemes = Set((newLinks?.schemes ?? []).map { $0.value.lowercased() })
        let anchor = newLinks?.location ?? oldLinks?.location
        for host in oldLinks?.hosts ?? [] where !newHosts.contains(host.value.lowercased()) {
            report(
                .removedLinkOrigin("host \(host.value)", at: anchor ?? host.location), ChangeSubject(host: host.value))
        }
        for scheme in oldLinks?.schemes ?? [] where !newSchemes.contains(scheme.value.lowercased()) {
            report(
                .removedLinkOrigin("scheme \(scheme.value)", at: anchor ?? scheme.location),
                ChangeSubject(scheme: scheme.value))
        }
        let newRoutes = Dictionary(new.routes.map { ($0.value, $0) }, uniquingKeysWith: { first, _ in first })
        let caseSensitive = newLinks?.isCaseSensitive ?? true
        for route in old.routes where !route.links.isEmpty {
            // A removed route is reported as such.
            guard let newRoute = newRoutes[route.value] else { continue }
            for link in route.links {
                let shape = Self.shape(link.pattern, caseSensitive: caseSensitive)
                guard
                    let kept = newRoute.links.first(where: {
                        Self.shape($0.pattern, caseSensitive: caseSensitive) == shape
                    })
                else {
                    let elsewhere = new.routes.first { other in
                        other.value != route.value
                            && other.links.contains { Self.shape($0.pattern, caseSensitive: caseSensitive) == shape }
                    }
                    report(
                        .removedLink(
                            link.pattern.text, of: .route(route.value), nowOpening: elsewhere.map { .route($0.value) },
                            at: link.location),
                        ChangeSubject(route: route.value, link: link.pattern.text))
                    continue
                }
                // Origins the table still answers that this pattern no longer does (a host
                // the table dropped is reported once, above).
                let lostHosts = link.hosts(in: oldLinks).filter {
                    newHosts.contains($0) && !kept.hosts(in: newLinks).contains($0)
                }
                let lostSchemes = link.schemes(in: oldLinks).filter {
                    newSchemes.contains($0) && !kept.schemes(in: newLinks).contains($0)
                }
                guard !lostHosts.isEmpty || !lostSchemes.isEmpty else { continue }
                report(
                    .narrowedLink(
                        link.pattern.text, of: .route(route.value),
                        lost: lostHosts.map { "https://" + $0 } + lostSchemes.map { $0 + "://" }, at: kept.location),
                    ChangeSubject(route: route.value, link: link.pattern.text))
            }
        }
    }

    /// What decides which URLs a pattern matches (docs/language.md §14.5): its literals (in
    /// the case rule), where its placeholders are, and its wildcard.
    static func shape(_ pattern: LinkPattern, caseSensitive: Bool) -> [String] {
        pattern.segments.map { segment in
            switch segment {
            case .literal(let text): "=" + (caseSensitive ? text : text.lowercased())
            case .placeholder: "{}"
            }
        } + (pattern.isOpenEnded ? ["*"] : [])
    }
}
