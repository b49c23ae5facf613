// MARK: Checking links (docs/language.md §14.3, §14.5)

extension Diagnostic {
    /// A placeholder that names no param of its route.
    static func unknownPlaceholder(
        _ name: String, route: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .unknownPlaceholder, at: location,
            "the placeholder {\(name)} names no param of route \(quoted(route))"
                + (suggestion.map { "; did you mean {\($0)}?" } ?? "; a placeholder is the key of a param in params:"))
    }

    /// A param whose type a URL cannot carry at that part of a link.
    static func unsupportedLinkType(
        _ param: DiagnosticSubject, type: String, inQuery: Bool, isArray: Bool, at location: SourceLocation
    ) -> Diagnostic {
        let why =
            isArray
            ? "an array is carried only by a repeated query item ('?tag={tags}' reads tag=a&tag=b)"
            : "URL text is a string: a link carries string, int, double, bool, url, date, an enum, a union with a string member, and arrays of them in query items"
        return .error(
            .unsupportedLinkType, at: location,
            "\(param) is \(type), which a link \(isArray && !inQuery ? "cannot carry in a path segment or fragment" : "cannot carry"): \(why)"
        )
    }

    /// A required param that a pattern does not bind.
    static func paramNotInLink(
        _ param: DiagnosticSubject, key: String, pattern: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .paramNotInLink, at: location,
            "link pattern \(quotedValue(pattern)) does not give \(param), which is required; bind it ({\(key)} in a segment, or ?\(key)={\(key)}), or make it optional or give it a default"
        )
    }

    /// A pattern that matches exactly the URLs an earlier one matches.
    static func duplicateLink(
        _ pattern: String, route: String, earlier: String, earlierRoute: String, at location: SourceLocation,
        earlierAt: SourceLocation
    ) -> Diagnostic {
        let same = route == earlierRoute ? "of the same route" : "of route \(quoted(earlierRoute))"
        return .error(
            .duplicateLink, at: location,
            "link pattern \(quotedValue(pattern)) of route \(quoted(route)) matches every URL that \(quotedValue(earlier)) \(same) matches, on the same hosts and schemes, so it never opens anything; patterns that differ only in placeholder names, types or query items match the same URLs; remove it, or make its path differ",
            notes: [Note("\(quotedValue(earlier)) is given here", at: earlierAt)])
    }

    /// Two patterns of one shape that share some hosts or schemes.
    static func linkOverlap(
        _ pattern: String, route: String, earlier: String, earlierRoute: String, shared: [String],
        at location: SourceLocation, earlierAt: SourceLocation
    ) -> Diagnostic {
        .warning(
            .linkOverlap, at: location,
            "link pattern \(quotedValue(pattern)) of route \(quoted(route)) matches the same paths as \(quotedValue(earlier)) of route \(quoted(earlierRoute)); on \(shared.joined(separator: ", ")) the earlier opens them; give the two patterns hosts or schemes that do not overlap"
        )
    }

    /// A pattern that matches URLs a pattern of another table of the app matches.
    static func duplicateLinkAcrossTables(
        _ pattern: String, route: String, earlier: String, earlierRoute: String, shared: [String],
        at location: SourceLocation, earlierAt: SourceLocation
    ) -> Diagnostic {
        .error(
            .duplicateLink, at: location,
            "link pattern \(quotedValue(pattern)) of route \(quoted(route)) matches the URLs that \(quotedValue(earlier)) of route \(quoted(earlierRoute)) of another table matches on \(shared.joined(separator: ", ")): one app opens a URL with one router; give one of them another path, or other hosts or schemes",
            notes: [Note("\(quotedValue(earlier)) is given here", at: earlierAt)])
    }

    /// A host or scheme of a pattern that the table's `links:` does not declare.
    static func undeclaredLinkOrigin(_ origin: String, isHost: Bool, at location: SourceLocation) -> Diagnostic {
        .error(
            .undeclaredLinkOrigin, at: location,
            "\(isHost ? "host" : "scheme") \(quotedValue(origin)) is not in the table's links: \(isHost ? "hosts" : "schemes"); add it there (the association file and the app's settings come from that list), or remove it here"
        )
    }

    /// Link patterns in a table without `links:`.
    static func linksWithoutTableOrigins(route: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .undeclaredLinkOrigin, at: location,
            "route \(quoted(route)) has link patterns, but the table declares no hosts or schemes to answer; add links: { hosts: [example.com], schemes: [myapp] } at the top of the root file"
        )
    }

    /// Links on an ignored route.
    static func linksOnIgnoredRoute(route: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .linkNotApplicable, at: location,
            "route \(quoted(route)) is ignored (ignore: true), so a link to it would open nothing; remove links here (a URL no pattern matches is an unknown link)"
        )
    }
}
