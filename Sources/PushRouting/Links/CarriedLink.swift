/// A place of a payload where a push may carry a link (`links: carried:`, docs/language.md
/// §14.7): Home Assistant's `url`, ntfy's `click`, a push SDK's `launchURL`. A link there
/// selects a route by its pattern when no discriminator value does, and fills the values the
/// payload does not hold from its segments, query items and fragment.
@_spi(Generated)
public struct CarriedLinkPlace: Sendable, Hashable {
    /// Where the link is.
    public let path: PayloadPath
    /// Hosts whose links here are read by their path alone, as a relative link is (lower
    /// case; `*` any host, `*.example.com` any subdomain): a self-hosted server's links.
    public let hosts: [String]
    /// Schemes whose links here are read by their path alone (lower case): openHAB's
    /// `ui:/basicui/app?sitemap=main`.
    public let schemes: [String]

    /// A place at `path`; `hosts` and `schemes` name the origins read as relative links.
    public init(_ path: PayloadPath, hosts: [String] = [], schemes: [String] = []) {
        self.path = path
        self.hosts = hosts.map { $0.lowercased() }
        self.schemes = schemes.map { $0.lowercased() }
    }

    /// The link `value` holds, and whether it has no origin the table must answer (a relative
    /// link, or one of this place's own hosts and schemes); nil for a value that is no string,
    /// the empty string, or text that is not an RFC 3986 URI reference.
    func link(_ value: Any) -> (link: LinkURL, anyOrigin: Bool)? {
        guard case .string(let text) = RawValue.classify(value), !text.isEmpty else { return nil }
        if AbsoluteURI.isValid(text) {
            guard let link = LinkURL(text) else { return nil }
            let isOwn =
                schemes.contains(link.scheme)
                || ((link.scheme == "https" || link.scheme == "http") && link.host.map(isOwnHost) == true)
            return (link, isOwn)
        }
        guard AbsoluteURI.isValidReference(text) else { return nil }
        // A network-path reference names its host: an https link.
        if text.hasPrefix("//") { return LinkURL("https:" + text).map { ($0, $0.host.map(isOwnHost) == true) } }
        // Any other relative reference is read from the root: `/movie/1`, `movie/1`, `?q=a`, `#f`.
        return LinkURL("relative:" + (text.hasPrefix("/") ? text : "/" + text)).map { ($0, true) }
    }

    private func isOwnHost(_ host: String) -> Bool {
        hosts.contains { declared in
            declared == "*" || LinkTable<Int>.host(host, matches: declared)
        }
    }
}

/// A link a payload carries that opens a pattern: where it is, and what it matched.
@_spi(Generated)
public struct CarriedLink: Sendable {
    /// The place that holds it, by its position in the table's `carried` places.
    public let place: Int
    /// Its path in the payload.
    public let path: PayloadPath
    /// The pattern it opens, with the text of each placeholder.
    public let match: LinkMatch
}

extension LinkTable {
    /// The link `payload` carries that opens a pattern (one of `route`'s, when given): the
    /// first of the table's carried places whose value is such a link. `firstStep` gives the
    /// payload's value for a top-level key. Never fails.
    func carriedLink(firstStep: (String) -> Any?, of route: Route? = nil) -> CarriedLink? {
        for (number, place) in carried.enumerated() {
            guard let value = place.path.presentValue(firstStep: firstStep), let (link, anyOrigin) = place.link(value),
                let found = match(link, anyOrigin: anyOrigin, of: route)
            else { continue }
            return CarriedLink(place: number, path: place.path, match: found)
        }
        return nil
    }

    /// The link `payload` carries that opens a pattern of any route (for selection) or of
    /// `route`, as `carriedLink(firstStep:of:)` finds it.
    public func carriedLink(in payload: PayloadObject, of route: Route? = nil) -> CarriedLink? {
        carriedLink(firstStep: { Decode.value(in: payload, forKey: $0) }, of: route)
    }

    /// `payload` with the values of the link it carries for `route` written where the
    /// payload holds nothing (docs/language.md §14.7), and the link; nil when it carries none
    /// of the route's patterns. Throws a value of the link that does not read, its path the
    /// carried place, then the part of the link.
    public func withCarriedValues(
        of route: Route, in payload: PayloadObject
    ) throws(PushDecodingError) -> (payload: PayloadObject, link: CarriedLink)? {
        guard !carried.isEmpty, let carried = carriedLink(in: payload, of: route) else { return nil }
        let bindings = filledBindings(of: carried, in: payload)
        let values: PayloadObject
        do throws(PushDecodingError) {
            values = try carried.match.payload(bindings)
        } catch {
            throw error.carried(at: carried.path)
        }
        return (Self.merged(payload, values), carried)
    }

    /// Decodes `route` from `entries` with the values of the link they carry for it filled in
    /// (`withCarriedValues`), or from `entries` as they are when they carry none. An error in
    /// a value the link gave is at the carried place, then the part of the link.
    public func decode<Result>(
        _ route: Route, _ entries: PayloadEntries,
        _ read: (PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        // Most pushes carry no link of the route: they are read as they are, with no copy.
        guard carriedLink(firstStep: { entries.value(forKey: $0) }, of: route) != nil else { return try read(entries) }
        var payload: PayloadObject = [:]
        for entry in entries { payload[entry.key] = entry.value }
        guard let (filled, carried) = try withCarriedValues(of: route, in: payload) else { return try read(entries) }
        do throws(PushDecodingError) {
            return try PayloadEntries.withEntries(of: filled) { entries throws(PushDecodingError) in try read(entries) }
        } catch {
            throw relocated(error, carried, in: payload)
        }
    }

    /// `error` with its path in the carried link when it is under a value the link gave.
    public func relocated(
        _ error: PushDecodingError, _ carried: CarriedLink, in payload: PayloadObject
    )
        -> PushDecodingError
    {
        let bindings = filledBindings(of: carried, in: payload)
        guard bindings.contains(where: { error.path.components.starts(with: $0.path.components) }) else { return error }
        return carried.match.relocated(error, bindings).carried(at: carried.path)
    }

    /// The bindings of the carried link's pattern whose place `payload` holds nothing at: the
    /// values the link gives (the payload's own win).
    private func filledBindings(of carried: CarriedLink, in payload: PayloadObject) -> [LinkBinding] {
        entries[carried.match.entry].bindings.filter { $0.path.presentValue(in: payload) == nil }
    }

    /// `payload` with the values of `link` where it holds nothing (a dictionary in both is
    /// merged key by key).
    static func merged(_ payload: PayloadObject, _ link: PayloadObject) -> PayloadObject {
        var result = payload
        for (key, value) in link {
            guard let existing = result[key], !Decode.isMissing(existing) else {
                result[key] = value
                continue
            }
            if case .object(let inner) = RawValue.classify(existing),
                case .object(let linked) = RawValue.classify(value)
            {
                result[key] = merged(inner, linked)
            }
        }
        return result
    }
}

extension PushDecodingError {
    /// This error of a link's value, at the carried place `path`: `url: segment 1`.
    func carried(at path: PayloadPath) -> PushDecodingError {
        guard case .link? = self.path.components.first else { return self }
        var copy = self
        copy.path = PayloadPath(path.components + self.path.components)
        return copy
    }
}
