/// A link as routes read it (docs/language.md §14.4), from its percent-encoded text with the
/// project's RFC 3986 reader: the scheme and host in lower case, the path's segments, the
/// query's items and the fragment, each percent-decoded once it is split off (an encoded `/`
/// stays inside its segment).
///
/// A custom scheme's authority is the path's first segment: `myapp://orders/12`,
/// `myapp:///orders/12` and `myapp:/orders/12` are one link, `/orders/12`.
@_spi(Generated)
public struct LinkURL: Sendable, Hashable {
    /// The scheme, in lower case.
    public let scheme: String
    /// The host of an `http` or `https` link, in lower case; nil for a custom scheme.
    public let host: String?
    /// The port written after the host, if any.
    public let port: Int?
    /// Whether the authority names a user (`user@host`).
    public let hasUserInfo: Bool
    /// The path's segments, percent-decoded; a trailing slash adds none.
    public let segments: [String]
    /// The query's items, names and values percent-decoded with `+` as a space, in order.
    public let query: [QueryItem]
    /// The fragment, percent-decoded; nil when there is no `#`.
    public let fragment: String?

    /// A query item: `name=value` (`name` alone has the empty value).
    public struct QueryItem: Sendable, Hashable {
        /// The decoded name.
        public let name: String
        /// The decoded value.
        public let value: String
    }

    /// Reads `text`; nil when it is not an absolute RFC 3986 URI, or a part of it does not
    /// decode (a `%` without two hex digits, bytes that are not UTF-8).
    public init?(_ text: String) {
        guard AbsoluteURI.isValid(text), let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        var rest = text[text.index(after: colon)...]
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            guard let decoded = LinkText.decoded(rest[rest.index(after: hash)...]) else { return nil }
            fragment = decoded
            rest = rest[..<hash]
        }
        var queryText: Substring?
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var authority: Substring?
        if rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            authority = afterSlashes[..<end]
            rest = afterSlashes[end...]
        }
        var segments: [String] = []
        var host: String?
        var port: Int?
        var hasUserInfo = false
        let isWeb = scheme == "https" || scheme == "http"
        if isWeb {
            guard var hostText = authority else { return nil }
            if let at = hostText.lastIndex(of: "@") {
                hasUserInfo = true
                hostText = hostText[hostText.index(after: at)...]
            }
            if let portColon = hostText.lastIndex(of: ":"), !hostText.hasSuffix("]") {
                let digits = hostText[hostText.index(after: portColon)...]
                if !digits.isEmpty { port = Int(digits) ?? -1 }
                hostText = hostText[..<portColon]
            }
            guard let decodedHost = LinkText.decoded(hostText) else { return nil }
            host = decodedHost.lowercased()
        } else if let authority, !authority.isEmpty {
            guard let first = LinkText.decoded(authority) else { return nil }
            segments.append(first)
        }
        var path = rest
        if path.first == "/" { path = path.dropFirst() }
        if !path.isEmpty {
            var parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if parts.last?.isEmpty == true { parts.removeLast() }
            for part in parts {
                guard let decoded = LinkText.decoded(part) else { return nil }
                segments.append(decoded)
            }
        }
        var query: [QueryItem] = []
        for item in queryText?.split(separator: "&") ?? [] {
            let equals = item.firstIndex(of: "=")
            guard let name = LinkText.decoded(item[..<(equals ?? item.endIndex)], plusIsSpace: true),
                let value = LinkText.decoded(equals.map { item[item.index(after: $0)...] } ?? "", plusIsSpace: true)
            else { return nil }
            query.append(QueryItem(name: name, value: value))
        }
        self.scheme = scheme
        self.host = host
        self.port = port
        self.hasUserInfo = hasUserInfo
        self.segments = segments
        self.query = query
        self.fragment = fragment
    }
}
