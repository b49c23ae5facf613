import Foundation
import RouteCompiler

/// Random valid tables that exercise route selection (docs/language.md §13.1), for the
/// schema differential test: one to three discriminators (nested ones too) or none, integer
/// route keys and aliases, `when` routes whose `present`, `absent` and `equals` conditions
/// share paths with each other and with the discriminators (so that they overlap and
/// shadow), a fallback or not (ignored or not), ignored routes, `unrouted: error | ignore`,
/// and a few simple params per route, some at a discriminator's or a condition's path; now
/// and then a route's rest (`rest: true`, docs/language.md §5.5), which leaves out the keys
/// of the discriminators and the route's conditions.
/// Seeded: the same seed, the same table. Only tables without errors are returned.
struct SelectionTableGenerator {
    private var rng: SeededGenerator
    /// Draws the rests, so that they leave every other part of a seed's table as it was.
    private var restRng: SeededGenerator

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
        restRng = SeededGenerator(seed: seed ^ 0x7265_7374_5472_7565)
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
        lines.append("discriminators: [\(discriminators.joined(separator: ", "))]")
        if chance(50) { lines.append("unrouted: \(chance(50) ? "ignore" : "error")") }
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
            if !present.isEmpty { lines.append("      present: [\(present.joined(separator: ", "))]") }
            if !absent.isEmpty { lines.append("      absent: [\(absent.joined(separator: ", "))]") }
            if !equals.isEmpty { lines.append("      equals: { \(equals.joined(separator: ", ")) }") }
            if !ignored { lines += params(avoiding: []) }
        }
        if chance(50) {
            lines.append("  fallback_route:")
            lines.append("    fallback: true")
            if chance(25) {
                lines.append("    ignore: true")
            } else {
                lines.append("    destination: F")
                lines += params(avoiding: [])
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
                lines.append("      p\(n): { type: \(pick(Self.paramTypes)), path: \(path)\(optional) }")
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
