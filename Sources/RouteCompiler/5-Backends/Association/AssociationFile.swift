@_spi(Generated) import PushRouting

/// The `applinks` part of the `apple-app-site-association` file an https host of a table
/// publishes (docs/language.md §14.8): one `details` entry for the app IDs, whose `components`
/// claim exactly the paths the table's patterns on that host open.
///
/// Apple's path patterns know only `*` (any run of characters, `/` included) and `?` (one
/// character), and the first component that matches decides. A placeholder (one non-empty
/// segment) is therefore `*` after two excluding components: the same path with the
/// placeholder's segment as `*/?*` (two segments or more) and as the empty segment. Each
/// pattern is also claimed with one trailing slash, which the router ignores. The patterns
/// are ordered so that no exclusion hides a path another pattern opens: literal paths first,
/// then patterns with a trailing wildcard, then the rest, longer before shorter (an exclusion
/// only matches paths longer than its pattern, or with an empty segment).
package struct AssociationFile: Sendable {
    /// The table's links.
    package let links: LinkPlan
    /// The apps the files name.
    package let appIDs: [String]

    /// The association files of `links`, naming `appIDs`.
    package init(_ links: LinkPlan, appIDs: [String]) {
        self.links = links
        self.appIDs = appIDs
    }

    /// The table's https hosts that publish a file: every host it lists but `*.` ones, whose
    /// subdomains each publish their own (`--host`).
    package var hosts: [String] { links.hosts.filter { !$0.hasPrefix("*.") } }

    /// Whether `host` is one the table's links answer: a host it lists, or a subdomain of a
    /// `*.` one.
    package func answers(host: String) -> Bool {
        links.hosts.contains { LinkTable<Int>.host(host.lowercased(), matches: $0.lowercased()) }
    }

    /// The file of `host`: `{"applinks": {"details": [{"appIDs": […], "components": […]}]}}`,
    /// with `defaults` when the table's literals match in any case.
    package func document(for host: String) -> JSONDocument {
        var applinks: [(String, JSONDocument)] = []
        if !links.isCaseSensitive {
            applinks.append(("defaults", .object([("caseSensitive", .bool(false))])))
        }
        let details = JSONDocument.object([
            ("appIDs", .array(appIDs.map(JSONDocument.string))),
            ("components", .array(components(for: host))),
        ])
        applinks.append(("details", .array([details])))
        return .object([("applinks", .object(applinks))])
    }

    /// The components of `host`, in the order Apple tries them.
    func components(for host: String) -> [JSONDocument] {
        let entries = links.entries.filter { entry in
            (entry.hosts ?? links.hosts).contains { LinkTable<Int>.host(host.lowercased(), matches: $0.lowercased()) }
        }
        let shapes = entries.compactMap { entry in (try? LinkPattern(parsing: entry.pattern)).map { (entry, $0) } }
        let exact = shapes.filter { !$0.1.isOpenEnded && !$0.1.hasPlaceholder }
        let openEnded = shapes.filter { $0.1.isOpenEnded }.sorted { $0.1.segments.count > $1.1.segments.count }
        let withPlaceholders = shapes.filter { !$0.1.isOpenEnded && $0.1.hasPlaceholder }
            .sorted { $0.1.segments.count > $1.1.segments.count }
        var components: [JSONDocument] = []
        var seen: Set<String> = []
        func add(_ path: String, exclude: Bool, _ entry: LinkPlan.Entry) {
            guard seen.insert((exclude ? "-" : "+") + path).inserted else { return }
            var members: [(String, JSONDocument)] = [("/", .string(path))]
            if exclude { members.append(("exclude", .bool(true))) }
            let comment = "\(entry.route.value): \(entry.pattern)" + (exclude ? " (not this path)" : "")
            members.append(("comment", .string(comment)))
            components.append(.object(members))
        }
        for (entry, pattern) in exact {
            for path in Self.withTrailingSlash(Self.path(pattern.segments.map(Self.literal))) {
                add(path, exclude: false, entry)
            }
        }
        for (entry, pattern) in openEnded + withPlaceholders {
            let pieces = pattern.segments.map(Self.literal)
            for (index, segment) in pattern.segments.enumerated() {
                guard case .placeholder = segment else { continue }
                for replacement in pattern.isOpenEnded ? [""] : ["*/?*", ""] {
                    var excluded = pieces
                    excluded[index] = replacement
                    let path = Self.path(excluded)
                    // A trailing slash more, which `*` before it would match too (`/orders//`).
                    let variants = path.hasSuffix("*") ? [path] : [path, path + "/"]
                    for variant in pattern.isOpenEnded ? [path, path + "/*"] : variants {
                        add(variant, exclude: true, entry)
                    }
                }
            }
            let path = Self.path(pieces)
            let claimed = pattern.isOpenEnded ? [path, path == "/" ? "/*" : path + "/*"] : Self.withTrailingSlash(path)
            for variant in claimed { add(variant, exclude: false, entry) }
        }
        return components
    }

    /// A segment as Apple's pattern writes it: a literal percent-encoded as the router reads a
    /// URL (`*` and `?` too, which Apple reads as wildcards), a placeholder `*`.
    static func literal(_ segment: LinkPattern.Segment) -> String {
        switch segment {
        case .literal(let text):
            LinkText.encoded(text, for: .segment).replacingOccurrences(of: "*", with: "%2A")
                .replacingOccurrences(of: "?", with: "%3F")
        case .placeholder: "*"
        }
    }

    /// `/a/b` of the pieces `a`, `b`; `/` of none.
    static func path(_ pieces: [String]) -> String {
        "/" + pieces.joined(separator: "/")
    }

    /// `path`, and `path/` unless it ends in `/` or in `*` (which matches the slash too).
    static func withTrailingSlash(_ path: String) -> [String] {
        path.hasSuffix("/") || path.hasSuffix("*") ? [path] : [path, path + "/"]
    }
}

extension LinkPattern {
    /// Whether a segment is a placeholder.
    var hasPlaceholder: Bool {
        segments.contains { if case .placeholder = $0 { true } else { false } }
    }
}
