import Foundation

/// A table's links (docs/language.md §14): the hosts and schemes it answers and each route's
/// patterns, indexed by segment, so that matching a URL costs the same with 10 patterns and
/// with 10,000. Generated code builds one (`PushRouteTable.links`) with the route identities
/// of its table; `routegen explain --url` builds one with `Int`s.
@_spi(Generated)
public struct LinkTable<Route: Hashable & Sendable>: Sendable {
    /// One pattern of a route.
    public struct Entry: Sendable {
        /// The route it opens.
        public let route: Route
        /// The pattern.
        public let pattern: LinkPattern
        /// The https hosts it answers (nil: the table's, unless it names schemes).
        public let hosts: [String]?
        /// The custom schemes it answers (nil: the table's, unless it names hosts).
        public let schemes: [String]?
        /// Where each placeholder's value goes, by placeholder.
        public let bindings: [LinkBinding]

        /// A pattern of `route`; `pattern` must parse (routegen checked it). A pattern that
        /// names its hosts or its schemes answers exactly those: naming only hosts, no custom
        /// scheme.
        public init(
            _ route: Route, _ pattern: String, hosts: [String]? = nil, schemes: [String]? = nil,
            _ bindings: [LinkBinding]
        ) {
            self.route = route
            self.pattern = (try? LinkPattern(parsing: pattern)) ?? LinkPattern.never
            let namesOrigins = hosts != nil || schemes != nil
            self.hosts = namesOrigins ? (hosts ?? []).map { $0.lowercased() } : nil
            self.schemes = namesOrigins ? (schemes ?? []).map { $0.lowercased() } : nil
            self.bindings = bindings
        }
    }

    /// The https hosts every pattern answers unless it names its own (`*.example.com`: any
    /// subdomain of `example.com`).
    public let hosts: [String]
    /// The custom schemes every pattern answers unless it names its own.
    public let schemes: [String]
    /// Whether literal segments match only in the same case (`caseSensitive:`).
    public let isCaseSensitive: Bool
    /// The patterns, in table order.
    public let entries: [Entry]
    /// The places of a payload where a push may carry a link, in the order they are tried
    /// (docs/language.md §14.7).
    public let carried: [CarriedLinkPlace]
    /// The key of a route, for errors (`PushDecodingError.route`).
    let routeKey: @Sendable (Route) -> String
    private let index: LinkIndex
    /// The entries of each route, in table order (for its canonical link).
    private let entriesByRoute: [Route: [Int]]

    /// The links of a table. `routeKey` names a route in errors (its discriminator value);
    /// `carried` are the places where a push may carry a link.
    public init(
        hosts: [String], schemes: [String], caseSensitive: Bool = true, carried: [CarriedLinkPlace] = [],
        routeKey: @escaping @Sendable (Route) -> String = { "\($0)" }, _ entries: [Entry]
    ) {
        self.carried = carried
        self.hosts = hosts.map { $0.lowercased() }
        self.schemes = schemes.map { $0.lowercased() }
        self.isCaseSensitive = caseSensitive
        self.entries = entries
        self.routeKey = routeKey
        self.index = LinkIndex(entries.map(\.pattern), caseSensitive: caseSensitive)
        var byRoute: [Route: [Int]] = [:]
        for (number, entry) in entries.enumerated() { byRoute[entry.route, default: []].append(number) }
        entriesByRoute = byRoute
    }

    /// The pattern that `url` opens and the text of each of its placeholders, or nil: the
    /// link is unknown.
    public func match(_ url: String) -> LinkMatch? {
        guard let link = LinkURL(url) else { return nil }
        return match(link)
    }

    /// The pattern that `link` opens, as `match(_:)`: one that answers its origin, or any
    /// pattern when `anyOrigin` (a relative link a push carries); only `route`'s when given.
    public func match(_ link: LinkURL, anyOrigin: Bool = false, of route: Route? = nil) -> LinkMatch? {
        let isRoute: (Int) -> Bool = { route == nil || self.entries[$0].route == route }
        let accepts: (Int) -> Bool
        if anyOrigin {
            accepts = isRoute
        } else if link.scheme == "https" {
            guard let host = link.host, !link.hasUserInfo, link.port == nil || link.port == 443 else { return nil }
            accepts = {
                isRoute($0) && (self.entries[$0].hosts ?? self.hosts).contains { Self.host(host, matches: $0) }
            }
        } else {
            accepts = { isRoute($0) && (self.entries[$0].schemes ?? self.schemes).contains(link.scheme) }
        }
        // Only the entries the walk reaches are asked: the cost does not grow with the table.
        guard let found = index.match(link.segments, accepts: accepts) else { return nil }
        return LinkMatch(entry: found, link: link, pattern: entries[found].pattern)
    }

    /// Whether `host` (lower case) is `declared` (lower case: `init` made it so), or a
    /// subdomain of it for `*.example.com`.
    package static func host(_ host: String, matches declared: String) -> Bool {
        guard declared.hasPrefix("*.") else { return host == declared }
        let suffix = declared.dropFirst(1)
        return host.hasSuffix(suffix) && host.count > suffix.count
    }

    /// The route `url` opens and its payload: the placeholders' values written at their
    /// params' places, which the route's decoder then reads (`read`). Throws `unknownLink`
    /// for a URL no pattern matches; a value that does not read throws the decoder's error,
    /// its path the part of the link the value came from.
    public func decode<Result>(
        _ url: URL, _ read: (Route, PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        let text = url.absoluteString
        guard let found = match(text) else { throw PushDecodingError(reason: .unknownLink(text)) }
        let entry = entries[found.entry]
        do throws(PushDecodingError) {
            let payload = try found.payload(entry.bindings)
            return try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
                try read(entry.route, entries)
            }
        } catch {
            throw found.relocated(error, entry.bindings).inRoute(routeKey(entry.route))
        }
    }

    /// The canonical link of `route` with the values of `payload` (what its encoder writes):
    /// its first pattern whose placeholders the values fill, on that pattern's first https
    /// host, or its first scheme when it answers no host; only a link that this pattern
    /// matches again and that `opens` accepts (generated code: one that decodes to the same
    /// push). Nil when no pattern of the route gives one.
    public func url(for route: Route, payload: PayloadObject, opens: (URL) -> Bool = { _ in true }) -> URL? {
        for number in entriesByRoute[route] ?? [] {
            let entry = entries[number]
            guard let text = LinkWriter(entry: entry, payload: payload).text(origin: origin(of: entry)),
                match(text)?.entry == number, let url = URL(string: text), opens(url)
            else { continue }
            return url
        }
        return nil
    }

    /// `https://host` or `scheme:/`: where a pattern's canonical link starts.
    private func origin(of entry: Entry) -> String? {
        if let host = (entry.hosts ?? hosts).first(where: { !$0.hasPrefix("*.") }) { return "https://" + host }
        return (entry.schemes ?? schemes).first.map { $0 + "://" }
    }
}

/// A URL that a pattern matched: which entry, and the text of each placeholder.
@_spi(Generated)
public struct LinkMatch: Sendable {
    /// The entry's position in the table.
    public let entry: Int
    /// The link.
    public let link: LinkURL
    /// The matched pattern.
    public let pattern: LinkPattern

    /// The text of each placeholder the link gives, with where it was, by placeholder, in the
    /// pattern's order; a query item not given is absent, one given several times has each.
    public var values: [(placeholder: String, part: LinkPart, texts: [String])] {
        var values: [(String, LinkPart, [String])] = []
        for (index, segment) in pattern.segments.enumerated() {
            if case .placeholder(let name) = segment { values.append((name, .segment(index), [link.segments[index]])) }
        }
        for item in pattern.query {
            let texts = link.query.filter { $0.name == item.name }.map(\.value)
            if !texts.isEmpty { values.append((item.placeholder, .queryItem(item.name), texts)) }
        }
        if let name = pattern.fragment, let fragment = link.fragment { values.append((name, .fragment, [fragment])) }
        return values
    }

    /// A payload with each placeholder's value written at its param's place.
    public func payload(_ bindings: [LinkBinding]) throws(PushDecodingError) -> PayloadObject {
        var builder = PayloadBuilder()
        for (placeholder, part, texts) in values {
            guard let binding = bindings.first(where: { $0.placeholder == placeholder }) else { continue }
            do throws(PushDecodingError) {
                if binding.isArray {
                    let pieces = binding.separator.map { separator in
                        texts.flatMap { $0.isEmpty ? [] : $0.components(separatedBy: separator) }
                    }
                    var elements: [Any] = []
                    for (index, piece) in (pieces ?? texts).enumerated() {
                        do throws(PushDecodingError) {
                            elements.append(try binding.value(of: piece))
                        } catch {
                            throw error.under(.index(index))
                        }
                    }
                    builder.set(elements, at: binding.path)
                } else {
                    builder.set(try binding.value(of: texts[0]), at: binding.path)
                }
            } catch {
                if binding.isLenient { continue }
                throw error.under(.link(part))
            }
        }
        return builder.object
    }

    /// `error` with its path in the link: a path under a binding's place is under the part
    /// of the link its value came from.
    public func relocated(_ error: PushDecodingError, _ bindings: [LinkBinding]) -> PushDecodingError {
        if case .link? = error.path.components.first { return error }
        for (placeholder, part, _) in values {
            guard let binding = bindings.first(where: { $0.placeholder == placeholder }),
                error.path.components.starts(with: binding.path.components)
            else { continue }
            var copy = error
            copy.path = PayloadPath([.link(part)] + error.path.components.dropFirst(binding.path.components.count))
            return copy
        }
        // A value the link did not give (missing): its query item, when the pattern has one.
        for binding in bindings where error.path.components.starts(with: binding.path.components) {
            if let item = pattern.query.first(where: { $0.placeholder == binding.placeholder }) {
                var copy = error
                copy.path = PayloadPath(
                    [.link(.queryItem(item.name))] + error.path.components.dropFirst(binding.path.components.count))
                return copy
            }
        }
        return error
    }
}

extension LinkPattern {
    /// A pattern no link matches: the stand-in for text that does not parse, which generated
    /// code never has (routegen checked it).
    static let never = LinkPattern(neverMatching: ())

    private init(neverMatching: Void) {
        text = ""
        segments = [.literal("")]
        isOpenEnded = false
        query = []
        fragment = nil
    }
}
