import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// Links for a random table (docs/language.md §14), drawn on random numbers of their own:
/// the table is read, then some of its routes get a pattern of a literal first segment, a
/// hostile literal (percent-encoded, as a table would write it), a placeholder per required
/// param, query items with hostile names for some optional ones (arrays as repeated items),
/// sometimes the fragment and a trailing wildcard. A route with a required param a link
/// cannot carry gets none. The table's hosts and schemes are added at the top, and sometimes
/// places where its pushes carry links (`carried:`).
enum RandomLinks {
    /// `yaml` with links on some of its routes; itself when it does not validate or no route
    /// can have one.
    static func adding(to yaml: String, rng: inout SeededGenerator) -> String {
        let result = Pipeline.validate(root: "random.routes.yaml", files: ["random.routes.yaml": yaml])
        guard let table = result.table, !result.hasErrors else { return yaml }
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inserted: [(line: Int, text: String)] = []
        for (number, route) in table.deliveredRoutes.enumerated() where Int.random(in: 0..<3, using: &rng) != 0 {
            guard let pattern = pattern(for: route, number: number, table: table, rng: &rng) else { continue }
            // After the route's key line (its mapping's first key, at four spaces).
            inserted.append((route.location.line, "    links: \(YAMLText.doubleQuoted(pattern))"))
        }
        guard !inserted.isEmpty else { return yaml }
        for (line, text) in inserted.sorted(by: { $0.line > $1.line }) { lines.insert(text, at: line) }
        var header = ["links:", "  hosts: [example.com, \"*.random.example\"]", "  schemes: [rnd, x-r.t+1]"]
        if Bool.random(using: &rng) { header.append("  caseSensitive: false") }
        // Pushes that carry links (§14.7), at a key with a dot and at a nested place.
        if Bool.random(using: &rng) { header.append("  carried: [[\(YAMLText.doubleQuoted(carriedKey))], via.link]") }
        lines.insert(contentsOf: header, at: 2)
        return lines.joined(separator: "\n")
    }

    /// The first place where a random table's pushes carry links: one key, with a dot.
    static let carriedKey = "x-carried.link"

    /// Characters a param's key may not hold to be a placeholder (docs/language.md §14.2).
    static let unnameable: Set<Character> = ["/", "?", "#", "&", "=", "{", "}"]

    private static func pattern(
        for route: CheckedRoute, number: Int, table: ValidatedTable, rng: inout SeededGenerator
    ) -> String? {
        var path = ["r\(number)"]
        let hostile = hostileText(&rng)
        if !hostile.isEmpty { path.append(encoded(hostile, for: .segment)) }
        var query: [String] = []
        var names: Set<String> = []
        var fragment: String?
        for param in route.params {
            guard case .place = param.source.origins[0],
                let carriage = LinkCarriage.of(param.type, types: table.typesByName),
                !param.key.isEmpty, !param.key.contains(where: unnameable.contains)
            else {
                if param.isOptional || param.defaultValue != nil { continue }
                if case .rest = param.source.origins[0] { continue }
                return nil
            }
            let isArray = if case .array = carriage { true } else { false }
            if !param.isOptional && param.defaultValue == nil {
                guard !isArray else { return nil }
                path.append("{\(param.key)}")
                continue
            }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: continue
            case 1 where fragment == nil && !isArray: fragment = param.key
            default:
                var name = encoded(hostileText(&rng) + "q", for: .query)
                while !names.insert(name).inserted { name += "x" }
                query.append("\(name)={\(param.key)}")
            }
        }
        if Int.random(in: 0..<5, using: &rng) == 0 { path.append("*") }
        var pattern = "/" + path.joined(separator: "/")
        if !query.isEmpty { pattern += "?" + query.joined(separator: "&") }
        if let fragment { pattern += "#{\(fragment)}" }
        return (try? LinkPattern(parsing: pattern)) == nil ? nil : pattern
    }

    /// Text with the characters that links make hard: separators, escapes, `+`, spaces,
    /// non-ASCII, a control character.
    private static func hostileText(_ rng: inout SeededGenerator) -> String {
        let pieces = [
            "a", "Z", "/", "?", "#", "&", "=", "+", " ", "%", "%2F", "é", "日", "\u{1}", ".", "..", "*", "{", "~",
        ]
        return (0..<Int.random(in: 0...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    /// `text` percent-encoded as a table writes a literal: what links cannot hold as it is,
    /// and `*`, which a pattern reads as a wildcard.
    private static func encoded(_ text: String, for place: LinkText.Place) -> String {
        LinkText.encoded(text, for: place).replacingOccurrences(of: "*", with: "%2A")
    }
}
