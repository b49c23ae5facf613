/// A route's link pattern as a table writes it (docs/language.md §14.2): literal segments and
/// placeholders (`/orders/{orderID}`), an optional trailing wildcard (`/help/*`), query items
/// bound to placeholders (`/search?q={query}&tag={tags}`) and a fragment bound to one
/// (`/#{camera}`). routegen parses a table's patterns and reports what is wrong; generated code
/// parses them again, known to be right, so both read one grammar.
@_spi(Generated)
public struct LinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// One path segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Text the URL's segment must be, percent-decoded (`%20` in the pattern is a space).
        case literal(String)
        /// Any non-empty segment, bound to the placeholder's name.
        case placeholder(String)
    }

    /// A query item bound to a placeholder: `q={query}`.
    public struct QueryItem: Sendable, Hashable {
        /// The item's name in the URL (percent-decoded).
        public let name: String
        /// The placeholder it is bound to.
        public let placeholder: String
    }

    /// The pattern as written.
    public let text: String
    /// The path's segments, in order (none for `/`).
    public let segments: [Segment]
    /// Whether the path ends in `/*`: any number of further segments, none included.
    public let isOpenEnded: Bool
    /// The query items, in the order written.
    public let query: [QueryItem]
    /// The placeholder the fragment is bound to (`#{camera}`), if any.
    public let fragment: String?

    /// The pattern as written.
    public var description: String { text }

    /// Every placeholder's name, in the order written: the path's, the query's, the fragment's.
    public var placeholders: [String] {
        var names: [String] = segments.compactMap {
            if case .placeholder(let name) = $0 { return name }
            return nil
        }
        names += query.map(\.placeholder)
        if let fragment { names.append(fragment) }
        return names
    }

    /// The pattern that `text` spells, or what is wrong with it.
    public init(parsing text: String) throws(LinkPatternError) {
        self.text = text
        var rest = Substring(text)
        var fragmentText: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragmentText = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var queryText: Substring?
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        (segments, isOpenEnded) = try Self.path(rest)
        query = try queryText.map(Self.query) ?? []
        if let fragmentText {
            guard let name = try Self.placeholder(fragmentText) else { throw LinkPatternError(.fragmentNotBound) }
            fragment = name
        } else {
            fragment = nil
        }
        var seen: Set<String> = []
        for name in placeholders where !seen.insert(name).inserted {
            throw LinkPatternError(.repeatedPlaceholder(name))
        }
    }

    private static func path(_ text: Substring) throws(LinkPatternError) -> ([Segment], Bool) {
        guard text.first == "/" else { throw LinkPatternError(.notAbsolute) }
        let body = text.dropFirst()
        guard !body.isEmpty else { return ([], false) }
        guard body.last != "/" else { throw LinkPatternError(.trailingSlash) }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        var segments: [Segment] = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty { throw LinkPatternError(.emptySegment) }
            if part == "*" {
                guard index == parts.count - 1 else { throw LinkPatternError(.wildcardNotLast) }
                return (segments, true)
            }
            if let name = try placeholder(part) {
                segments.append(.placeholder(name))
            } else {
                segments.append(.literal(try literal(part)))
            }
        }
        return (segments, false)
    }

    private static func query(_ text: Substring) throws(LinkPatternError) -> [QueryItem] {
        guard !text.isEmpty else { throw LinkPatternError(.emptyQueryItem) }
        var items: [QueryItem] = []
        for item in text.split(separator: "&", omittingEmptySubsequences: false) {
            guard !item.isEmpty else { throw LinkPatternError(.emptyQueryItem) }
            guard let equals = item.firstIndex(of: "="),
                let placeholder = try placeholder(item[item.index(after: equals)...])
            else { throw LinkPatternError(.queryItemNotBound(String(item))) }
            let name = try literal(item[..<equals], in: "=")
            guard !name.isEmpty else { throw LinkPatternError(.emptyQueryItem) }
            guard !items.contains(where: { $0.name == name }) else { throw LinkPatternError(.repeatedQueryItem(name)) }
            items.append(QueryItem(name: name, placeholder: placeholder))
        }
        return items
    }

    /// The name of `{name}`; nil for text without braces; an error for braces around
    /// nothing, or beside other text.
    private static func placeholder(_ text: Substring) throws(LinkPatternError) -> String? {
        guard text.contains("{") || text.contains("}") else { return nil }
        guard text.first == "{", text.last == "}", text.count >= 2 else {
            throw LinkPatternError(.partialPlaceholder(String(text)))
        }
        let name = text.dropFirst().dropLast()
        guard !name.isEmpty else { throw LinkPatternError(.emptyPlaceholder) }
        guard !name.contains("{"), !name.contains("}") else {
            throw LinkPatternError(.partialPlaceholder(String(text)))
        }
        return String(name)
    }

    /// The decoded text of a literal: `%XX` escapes decoded, no character that a URL cannot
    /// hold as it is written (a space, a control character) and no `*`, `{`, `}`; `extra`
    /// are characters the literal's place also forbids.
    private static func literal(_ text: Substring, in extra: String = "") throws(LinkPatternError) -> String {
        for scalar in text.unicodeScalars {
            let forbidden =
                scalar.value <= 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || "*{}\\\"<>^`|".unicodeScalars.contains(scalar) || extra.unicodeScalars.contains(scalar)
            if forbidden { throw LinkPatternError(.invalidCharacter(String(scalar), in: String(text))) }
        }
        guard let decoded = LinkText.decoded(text) else { throw LinkPatternError(.invalidEscape(String(text))) }
        return decoded
    }
}

/// What is wrong with a link pattern; routegen reports it with the pattern's position.
@_spi(Generated)
public struct LinkPatternError: Error, Sendable, Hashable {
    /// The problem.
    public enum Problem: Sendable, Hashable {
        /// The pattern does not start with `/`.
        case notAbsolute
        /// The path ends in `/` (a URL's trailing slash never matters).
        case trailingSlash
        /// Two slashes in a row.
        case emptySegment
        /// `*` before the last segment.
        case wildcardNotLast
        /// Braces beside other text in one segment or query value (`item-{id}`), or unbalanced.
        case partialPlaceholder(String)
        /// `{}`.
        case emptyPlaceholder
        /// One placeholder written twice.
        case repeatedPlaceholder(String)
        /// A query item that is not `name={placeholder}`.
        case queryItemNotBound(String)
        /// `?` or `&` with no item after it, or an item without a name.
        case emptyQueryItem
        /// One query item's name written twice.
        case repeatedQueryItem(String)
        /// A fragment that is not `{placeholder}`.
        case fragmentNotBound
        /// A character a literal cannot hold as it is written.
        case invalidCharacter(String, in: String)
        /// A `%` not followed by two hex digits, or escapes that are not UTF-8.
        case invalidEscape(String)
    }

    /// The problem.
    public let problem: Problem

    /// An error of `problem`.
    public init(_ problem: Problem) { self.problem = problem }
}
