import Foundation
import RouteCompiler

/// Random valid tables that exercise route selection (docs/language.md §13.1), for the
/// schema differential test: one to three discriminators (nested ones too) or none, integer
/// route keys and aliases, `when` routes whose `present`, `absent` and `equals` conditions
/// share paths with each other and with the discriminators (so that they overlap and
/// shadow), a fallback or not (ignored or not), ignored routes, `unrouted: error | ignore`,
/// and a few simple params per route, some at a discriminator's or a condition's path.
/// `when` routes also look at array elements (docs/language.md §5.1): a Nostr-like `tags`
/// array by pattern and `items` by index, in conditions and params, drawn on their own random
/// numbers so that every table of a seed without them is the table it was before.
/// The table's and a few routes' rules for values that do not read (`invalid: error | ignore
/// | next`) are drawn on their own random numbers too, and now and then a route's rest
/// (`rest: true`, docs/language.md §5.5), which leaves out the keys of the discriminators and
/// the route's conditions.
/// Seeded: the same seed, the same table. Only tables without errors are returned.
struct SelectionTableGenerator {
    private var rng: SeededGenerator
    /// Draws everything about element steps, so that they leave the rest of a seed's tables
    /// as they were before element steps existed.
    private var elementRng: SeededGenerator

    /// Whether tables get element steps (the tables made before them: none).
    private let elements: Bool

    /// Draws places' options (docs/language.md §5.2) on their own: the table `rng` draws
    /// is the one it was before they existed, with options added to its places.
    private var placesRng: SeededGenerator
    /// Draws the `invalid:` rules.
    private var invalidRng: SeededGenerator
    /// Draws the rests, so that they leave every other part of a seed's table as it was.
    private var restRng: SeededGenerator

    init(seed: UInt64, elements: Bool = true) {
        rng = SeededGenerator(seed: seed)
        elementRng = SeededGenerator(seed: seed ^ 0x456C_656D_656E_7473)
        placesRng = SeededGenerator(seed: seed ^ 0x506C_6163_6573)
        invalidRng = SeededGenerator(seed: seed ^ 0x696E_7661_6C69_6452)
        restRng = SeededGenerator(seed: seed ^ 0x7265_7374_5472_7565)
        self.elements = elements
    }

    /// Element paths conditions look at: the last `e` or `p` tag, an item by index.
    private static let elementConditionPaths = [
        "[tags, {last: [e]}]", "[tags, {first: [p]}]", "[tags, {last: [e, x]}, {at: 2}]", "[items, {at: -1}]",
        "[items, {at: 0}, id]", "[tags, {last: [\"7\"]}]",
    ]
    /// Element paths params read, with their types; no two of a route address one element.
    private static let elementParams = [
        ("string", "[tags, {last: [e]}, {at: 1}]"), ("int", "[items, {at: -1}, id]"),
        ("string", "[tags, {last: [p]}, {at: 1}]"),
    ]

    /// Element conditions for a `when` route: a `present` or `absent` path now and then.
    private mutating func elementConditions() -> (present: [String], absent: [String]) {
        guard Int.random(in: 0..<100, using: &elementRng) < 35, elements else { return ([], []) }
        let path = Self.elementConditionPaths.randomElement(using: &elementRng)!
        return Bool.random(using: &elementRng) ? ([path], []) : ([], [path])
    }

    /// A param read through element steps now and then.
    private mutating func elementParam(_ lines: inout [String]) {
        guard Int.random(in: 0..<100, using: &elementRng) < 30, elements else { return }
        let (type, path) = Self.elementParams.randomElement(using: &elementRng)!
        if !lines.contains("    params:") { lines.append("    params:") }
        lines.append("      e0: { type: \(type), path: \(path), optional: true }")
    }

    /// `path`, or now and then a place in the mapping form with options that keep the table
    /// valid: `is:` one of `kinds`, `empty: missing` or `empty: value`.
    private mutating func place(_ path: String, kinds: [String]) -> String {
        var options: [String] = []
        if Int.random(in: 0..<4, using: &placesRng) == 0, let kind = kinds.randomElement(using: &placesRng) {
            options.append("is: \(kind)")
        }
        if Int.random(in: 0..<5, using: &placesRng) == 0 {
            options.append("empty: \(Bool.random(using: &placesRng) ? "missing" : "value")")
        }
        return options.isEmpty ? path : "{ path: \(path), \(options.joined(separator: ", ")) }"
    }

    /// `invalid: RULE` at `indent`, now and then (on the rules' own random numbers).
    private mutating func invalidRule(indent: String, percent: Int) -> [String] {
        guard Int.random(in: 0..<100, using: &invalidRng) < percent else { return [] }
        return ["\(indent)invalid: \(["error", "ignore", "next"].randomElement(using: &invalidRng)!)"]
    }

    private static let discriminatorPaths = ["type", "className", "meta.kind", "kind"]
    private static let conditionPaths = ["room", "event", "meta.kind", "live", "version", "type", "meta"]
    private static let routeKeys = ["second", "third", "3", "4", "0", "-7", "chat", "Second"]
    private static let equalsValues = ["chat", "\"2\"", "2", "2.5", "true", "false", "0", "score"]
    private static let paramPaths = ["id", "count", "meta.count", "room", "type", "live"]
    private static let paramTypes = ["int", "string", "bool", "double"]

    /// The next table that validates, as YAML text.
    mutating func next() -> String {
        while true {
            let text = draw()
            if Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": text]).table != nil { return text }
        }
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    private mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &rng)! }

    private mutating func some(_ items: [String], max: Int) -> [String] {
        Array(items.shuffled(using: &rng).prefix(Int.random(in: 1...max, using: &rng)))
    }

    private mutating func draw() -> String {
        var lines = ["version: 1"]
        let discriminators = chance(15) ? [] : some(Self.discriminatorPaths, max: 3)
        // Strings name every route key as a string (integers only some): `is: string`.
        let placed = discriminators.map { place($0, kinds: ["string"]) }
        lines.append("discriminators: [\(placed.joined(separator: ", "))]")
        if chance(50) { lines.append("unrouted: \(chance(50) ? "ignore" : "error")") }
        if Int.random(in: 0..<6, using: &placesRng) == 0 { lines.append("empty: missing") }
        lines += invalidRule(indent: "", percent: 30)
        lines.append("routes:")
        var keys = Self.routeKeys.shuffled(using: &rng)[...]
        if !discriminators.isEmpty {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                guard let key = keys.popFirst() else { break }
                lines.append("  \(quotedKey(key)):")
                if chance(25) {
                    lines.append("    ignore: true")
                } else {
                    lines.append("    destination: D\(Int.random(in: 0..<3, using: &rng))")
                    lines += params(avoiding: discriminators)
                    lines += invalidRule(indent: "    ", percent: 35)
                }
                if chance(40), let alias = keys.popFirst() { lines.append("    aliases: [\(quotedKey(alias))]") }
            }
        }
        for n in 0..<Int.random(in: discriminators.isEmpty ? 1...3 : 0...3, using: &rng) {
            lines.append("  when\(n):")
            let ignored = chance(20)
            lines.append(ignored ? "    ignore: true" : "    destination: W")
            lines.append("    when:")
            let paths = some(Self.conditionPaths, max: 3)
            var present: [String] = []
            var absent: [String] = []
            var equals: [String] = []
            for path in paths {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: present.append(path)
                case 1: absent.append(path)
                default: equals.append("\"\(path)\": \(pick(Self.equalsValues))")
                }
            }
            let kinds = ["string", "number", "integer", "boolean", "object"]
            present = present.map { place($0, kinds: kinds) }
            absent = absent.map { place($0, kinds: kinds) }
            let elements = elementConditions()
            present += elements.present
            absent += elements.absent
            if !present.isEmpty { lines.append("      present: [\(present.joined(separator: ", "))]") }
            if !absent.isEmpty { lines.append("      absent: [\(absent.joined(separator: ", "))]") }
            if !equals.isEmpty { lines.append("      equals: { \(equals.joined(separator: ", ")) }") }
            if !ignored {
                var routeLines = params(avoiding: [])
                elementParam(&routeLines)
                lines += routeLines
                lines += invalidRule(indent: "    ", percent: 35)
            }
        }
        if chance(50) {
            lines.append("  fallback_route:")
            lines.append("    fallback: true")
            if chance(25) {
                lines.append("    ignore: true")
            } else {
                lines.append("    destination: F")
                lines += params(avoiding: [])
                lines += invalidRule(indent: "    ", percent: 35)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Up to two params, required or optional, none at a path of `avoiding`.
    private mutating func params(avoiding: [String]) -> [String] {
        let paths = Self.paramPaths.filter { path in
            !avoiding.contains { $0 == path || $0.hasPrefix(path + ".") || path.hasPrefix($0 + ".") }
        }
        let count = Int.random(in: 0...2, using: &rng)
        var lines = ["    params:"]
        if count > 0, !paths.isEmpty {
            for (n, path) in paths.shuffled(using: &rng).prefix(count).enumerated() {
                let optional = chance(50) ? ", optional: true" : ""
                let type = pick(Self.paramTypes)
                let kinds = [
                    "int": ["integer", "number"], "string": ["string"], "bool": ["boolean"], "double": ["number"],
                ]
                lines.append(
                    "      p\(n): { type: \(type), path: \(place(path, kinds: kinds[type] ?? []))\(optional) }")
            }
        }
        // The rest, on its own random numbers.
        if Int.random(in: 0..<100, using: &restRng) < 30 {
            let values = ["json", "int", "string", "bool"].randomElement(using: &restRng)!
            lines.append("      others: { type: \"[string: \(values)]\", rest: true }")
        }
        return lines.count > 1 ? lines : []
    }

    /// An integer key as YAML reads an integer (it means its decimal text), others quoted.
    private func quotedKey(_ key: String) -> String {
        Int(key) != nil ? key : "\"\(key)\""
    }
}
