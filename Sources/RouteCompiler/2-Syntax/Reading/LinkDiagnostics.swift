@_spi(Generated) import PushRouting

extension DiagnosticCode {
    /// A link pattern that does not parse (docs/language.md §14.2).
    package static let invalidLinkPattern = DiagnosticCode(rawValue: "invalid-link-pattern")
    /// A host or scheme of `links:` that is none, or `links:` without either.
    package static let invalidLinkOrigin = DiagnosticCode(rawValue: "invalid-link-origin")
    /// A placeholder that names no param of its route.
    package static let unknownPlaceholder = DiagnosticCode(rawValue: "unknown-placeholder")
    /// A param bound to a link whose type a URL cannot carry (there).
    package static let unsupportedLinkType = DiagnosticCode(rawValue: "unsupported-link-type")
    /// A required param (no default) that a link pattern does not bind.
    package static let paramNotInLink = DiagnosticCode(rawValue: "param-not-in-link")
    /// A pattern that matches exactly the URLs an earlier one matches.
    package static let duplicateLink = DiagnosticCode(rawValue: "duplicate-link")
    /// Two patterns of one shape that share some hosts or schemes: the earlier wins there.
    package static let linkOverlap = DiagnosticCode(rawValue: "link-overlap")
    /// A host or scheme the table's `links:` does not declare, or links without `links:`.
    package static let undeclaredLinkOrigin = DiagnosticCode(rawValue: "undeclared-link-origin")
    /// Links on a route that opens nothing (`ignore: true`).
    package static let linkNotApplicable = DiagnosticCode(rawValue: "link-not-applicable")
    /// An entry of `links: appIDs:` that is no app ID.
    package static let invalidAppID = DiagnosticCode(rawValue: "invalid-app-id")
    /// A place listed twice in `links: carried:`.
    package static let duplicateCarriedPlace = DiagnosticCode(rawValue: "duplicate-carried-place")
}

// MARK: Reading links (docs/language.md §14.1, §14.2)

extension Diagnostic {
    /// A pattern that does not parse.
    static func invalidLinkPattern(
        _ text: String, _ problem: LinkPatternError.Problem, at location: SourceLocation
    )
        -> Diagnostic
    {
        let why: String
        switch problem {
        case .notAbsolute:
            why =
                "a pattern is a path that starts with '/' (the hosts and schemes are the table's links:); write '/\(text)'"
        case .trailingSlash: why = "it ends in '/': a link's trailing slash never matters, so remove it"
        case .emptySegment: why = "it has an empty segment ('//'); remove the extra slash"
        case .wildcardNotLast: why = "'*' stands only as the last segment ('/help/*'); move it to the end or remove it"
        case .partialPlaceholder(let part):
            why =
                "\(quoted(part)) mixes a placeholder with other text; a placeholder takes a whole segment or query value ('/items/{id}', '?q={query}')"
        case .emptyPlaceholder: why = "'{}' names no param; write the param's key between the braces"
        case .repeatedPlaceholder(let name):
            why = "the placeholder {\(name)} appears twice; a param takes one place in a pattern"
        case .queryItemNotBound(let item):
            why =
                "the query item \(quoted(item)) is not name={param}; a query item binds a param ('?q={query}'), and items the pattern does not name are ignored"
        case .emptyQueryItem: why = "it has an empty query item; remove the extra '?' or '&'"
        case .repeatedQueryItem(let name):
            why = "the query item \(quoted(name)) appears twice; bind it once, to an array param for repeated items"
        case .fragmentNotBound: why = "the fragment is not {param}; bind it to a param ('#{section}'), or remove it"
        case .invalidCharacter(let character, let part):
            why =
                "\(quoted(part)) holds \(quoted(character)), which a link cannot hold as it is; percent-encode it (a space is %20)"
        case .invalidEscape(let part):
            why =
                "\(quoted(part)) has a '%' that is not followed by two hex digits of UTF-8; write '%25' for a percent sign"
        }
        return .error(.invalidLinkPattern, at: location, "link pattern \(quotedValue(text)) is malformed: \(why)")
    }

    /// A host that is no DNS name.
    /// A place listed twice in `carried:`.
    static func duplicateCarriedPlace(_ path: PayloadKeyPath, earlier: PayloadKeyPath) -> Diagnostic {
        .clash(
            .duplicateCarriedPlace, later: path.location, earlier: earlier.location,
            "\(path) is listed twice in links: carried:; remove one", note: "first listed here")
    }

    /// An app ID that is not `TEAMID.bundle.id`.
    static func invalidAppID(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidAppID, at: location,
            "\(quotedValue(text)) is not an app ID: write the team ID (ten capital letters and digits), a dot and the bundle ID, as ABCDE12345.com.example.app"
        )
    }

    static func invalidLinkHost(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidLinkOrigin, at: location,
            "\(quotedValue(text)) is not a host: write the domain alone (example.com, or *.example.com for its subdomains), without scheme, path or port"
        )
    }

    /// A scheme that is no RFC 3986 scheme, or is http or https.
    static func invalidLinkScheme(_ text: String, at location: SourceLocation) -> Diagnostic {
        let lower = text.lowercased()
        let hint =
            lower == "https" || lower == "http"
            ? "https links are answered by hosts: (universal links); list the domain under hosts"
            : "a scheme is a letter, then letters, digits, '+', '-' or '.', without '://' (myapp)"
        return .error(.invalidLinkOrigin, at: location, "\(quotedValue(text)) is not a custom scheme: \(hint)")
    }

    /// `links:` with neither hosts nor schemes.
    static func linksWithoutOrigins(at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidLinkOrigin, at: location,
            "links declares no hosts and no schemes, so no link can open the app; add hosts: [example.com] or schemes: [myapp]"
        )
    }
}
