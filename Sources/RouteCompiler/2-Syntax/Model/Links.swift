@_spi(Generated) import PushRouting

/// The table's `links:` (docs/language.md §14.1): the https hosts (associated domains) and
/// custom schemes its link patterns answer, and whether literal segments match in any case.
package struct LinkSettings: Sendable {
    /// The https hosts, in the order written (`*.example.com`: any subdomain).
    package var hosts: [Located<String>] = []
    /// The custom schemes, in the order written.
    package var schemes: [Located<String>] = []
    /// `caseSensitive:` (default true): whether a literal segment matches only in its case.
    package var isCaseSensitive = true
    /// `appIDs:`: the apps (`TEAMID.bundle.id`) the association file names (docs/language.md
    /// §14.8).
    package var appIDs: [Located<String>] = []
    /// `carried:`: the places where a push may carry a link (docs/language.md §14.7), in the
    /// order they are tried.
    package var carried: [CarriedPlace] = []
    /// Where `links:` is written.
    package var location: SourceLocation
}

/// A place where a push may carry a link (`links: carried:`, docs/language.md §14.7), with
/// the origins whose links there are read by their path alone, as relative links are.
package struct CarriedPlace: Sendable {
    /// Where the link is.
    package var path: PayloadKeyPath
    /// Hosts read as relative (`*`: any host).
    package var hosts: [Located<String>] = []
    /// Schemes read as relative (openHAB's `ui`).
    package var schemes: [Located<String>] = []
}

/// One link pattern of a route (docs/language.md §14.2): its text, parsed, and the hosts or
/// schemes it answers when not the table's.
package struct LinkDeclaration: Sendable {
    /// The pattern.
    package var pattern: LinkPattern
    /// Where the pattern is written.
    package var location: SourceLocation
    /// `hosts:` of this pattern (nil: the table's).
    package var hosts: [Located<String>]?
    /// `schemes:` of this pattern (nil: the table's).
    package var schemes: [Located<String>]?

    /// Whether the pattern names its own hosts or schemes: it then answers exactly those
    /// (naming only hosts, no custom scheme; only schemes, no host).
    package var namesOrigins: Bool { hosts != nil || schemes != nil }

    /// The hosts this pattern answers, given the table's `settings`.
    package func hosts(in settings: LinkSettings?) -> [String] {
        (namesOrigins ? hosts ?? [] : settings?.hosts ?? []).map { $0.value.lowercased() }
    }

    /// The schemes this pattern answers, given the table's `settings`.
    package func schemes(in settings: LinkSettings?) -> [String] {
        (namesOrigins ? schemes ?? [] : settings?.schemes ?? []).map { $0.value.lowercased() }
    }
}

/// How a link carries a value of a type (docs/language.md §14.3).
package enum LinkCarriage: Sendable, Hashable {
    /// One piece of URL text, read as `kind`.
    case value(LinkBinding.Kind)
    /// Every item of a repeated query item, each read as `kind`.
    case array(LinkBinding.Kind)

    /// How a link carries a value of `type`; nil for a type URL text cannot be (an object, a
    /// map, `json`, a union without a string member, an array of arrays).
    package static func of<T: NamedTypeKind>(_ type: ValueType, types: [String: T]) -> LinkCarriage? {
        if case .array(let element, _) = type {
            guard case .value(let kind)? = of(element, types: types) else { return nil }
            return .array(kind)
        }
        switch type {
        case .builtin(let builtin, _):
            switch builtin {
            case .string, .url, .date: return .value(.string)
            case .int: return .value(.int)
            case .double: return .value(.double)
            case .bool: return .value(.bool)
            case .json: return nil
            }
        case .named(let name):
            return types[name.value]?.isEnumeration == true ? .value(.string) : nil
        case .union(let members):
            // URL text is a string: the union's string member reads it (§3.7).
            return members.contains { JSONKind.of($0, types: types) == .string } ? .value(.string) : nil
        case .array, .map:
            return nil
        }
    }
}
