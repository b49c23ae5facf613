/// The scale tables of the benchmarks: routes.yaml tables of N routes, made by a seeded
/// generator so that every run measures the same tables. `make bench` writes them with
/// `MakeTables` (Benchmarks/Sources/MakeTables, which compiles this file through a symbolic
/// link); `BenchmarkTableTests` checks that they are valid tables of the shapes below.
///
/// Each route looks like a route of a real app: a snake_case push type, a destination
/// shared with a few other routes, and 2-4 params drawn from every kind the language has
/// (scalars with constraints, coercion, defaults, optionals, nested key paths, enums, arrays,
/// named object types). The middle route of every table is the same flat route, push type
/// `bench` opening `BenchScreen` with `id` (an int sent as a string) and `content`: the push
/// the dispatch benchmark sends.
///
/// A lean table has no params but the `bench` route's and is named
/// `dispatch-<N>.routes.yaml`: the tables the dispatch benchmark compiles (a table's size, not
/// its params, is what lookup and dispatch depend on; 10,000 routes with params take more
/// than 20 minutes to compile optimized). Others are `scale-<N>.routes.yaml`.
struct BenchmarkTable {
    /// A param of a route: its key, its declaration in the table, and its type in the
    /// equivalent `Codable` struct (nil for the two that nest: `itemID` and `note`).
    struct Param {
        let key: String
        let declaration: String
        let codableType: String?
    }

    /// A route of the table.
    struct Route {
        let key: String
        let destination: String
        /// nil for the `bench` route (its params are fixed).
        let params: [Param]?
        let description: String?
    }

    /// The seed `make bench` uses (the table of N routes is drawn from `seed + N`).
    static let defaultSeed: UInt64 = 20_261_122

    static let words = [
        "order", "cart", "promo", "chat", "friend", "review", "news", "offer", "ticket", "badge",
        "wallet", "story", "event", "invite", "stock", "price", "match", "goal", "level", "reward",
    ]

    /// Every kind of param the language has, with constraints.
    static let params: [Param] = [
        Param(key: "title", declaration: "{ type: string, minLength: 1, maxLength: 120 }", codableType: "String"),
        Param(key: "count", declaration: "{ type: int, minimum: 0, maximum: 10000 }", codableType: "Int64"),
        Param(
            key: "itemID", declaration: "{ type: int, coerce: strings, path: item.id, minimum: 1 }", codableType: nil),
        Param(key: "amount", declaration: "{ type: double, minimum: 0, multipleOf: 0.01 }", codableType: "Double"),
        Param(key: "unread", declaration: "{ type: bool, default: false }", codableType: "Bool?"),
        Param(key: "link", declaration: "{ type: url, optional: true }", codableType: "URL?"),
        Param(key: "sentAt", declaration: "date", codableType: "Date"),
        Param(key: "status", declaration: "Status", codableType: "Status"),
        Param(
            key: "tags", declaration: "{ type: \"[string]\", maxItems: 10, uniqueItems: true }", codableType: "[String]"
        ),
        Param(key: "sender", declaration: "Person", codableType: "Person"),
        Param(key: "code", declaration: "{ type: string, pattern: \"^[A-Z0-9]{4,12}$\" }", codableType: "String"),
        Param(key: "note", declaration: "{ type: string, optional: true, path: meta.note }", codableType: nil),
    ]

    /// The `bench` route's params, as the table declares them.
    static let benchParams = [
        "      id: { type: int, coerce: strings, minimum: 1 }",
        "      content: string",
    ]

    let count: Int
    let isLean: Bool
    let routes: [Route]

    /// The table of `count` routes drawn from `seed + count`.
    init(routes count: Int, lean: Bool = false, seed: UInt64 = BenchmarkTable.defaultSeed) {
        self.count = count
        self.isLean = lean
        var random = SeededGenerator(seed: seed &+ UInt64(count))
        let destinations = max(1, count / 10)
        var routes: [Route] = []
        for i in 0..<count {
            let screen = i % destinations
            let word = Self.words[screen % Self.words.count]
            let destination = word.prefix(1).uppercased() + word.dropFirst() + "Screen\(screen)"
            let params =
                lean ? [] : Array(Self.params.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
            let description =
                i % 7 == 0 ? "Route \(i) of the \(Self.words.randomElement(using: &random)!) feature." : nil
            if i == count / 2 {
                routes.append(Route(key: "bench", destination: "BenchScreen", params: nil, description: description))
            } else {
                routes.append(Route(key: "r_\(i)", destination: destination, params: params, description: description))
            }
        }
        self.routes = routes
    }

    /// `scale-<N>` or, lean, `dispatch-<N>`.
    var name: String { "\(isLean ? "dispatch" : "scale")-\(count)" }

    /// The table as routes.yaml text.
    var yaml: String {
        var lines = ["# \(count) routes made by MakeTables (seeded): a benchmark table.", "version: 1"]
        if !isLean {
            lines += [
                "types:",
                "  Status:",
                "    enum: [new, active, done, cancelled]",
                "  Person:",
                "    fields:",
                "      name: { type: string, minLength: 1 }",
                "      age: { type: int, minimum: 0, optional: true }",
            ]
        }
        lines.append("routes:")
        for route in routes {
            lines.append("  \(route.key):")
            lines.append("    destination: \(route.destination)")
            if let description = route.description { lines.append("    description: \(description)") }
            guard let params = route.params else {
                lines.append("    params:")
                lines += Self.benchParams
                continue
            }
            if !params.isEmpty {
                lines.append("    params:")
                lines += params.map { "      \($0.key): \($0.declaration)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Codable` structs equivalent to the generated payload structs, and a decoder that
    /// switches on the discriminator (what a hand-written `Codable` table would be), for the
    /// compile-time comparison.
    var codableSource: String {
        var out = [
            "// Codable equivalent of \(name).routes.yaml, for the compile-time comparison.",
            "import Foundation",
            "",
            "public enum Status: String, Codable, Sendable, Hashable { case new, active, done, cancelled }",
            "public struct Person: Codable, Sendable, Hashable { public var name: String; public var age: Int64? }",
            "public struct Item: Codable, Sendable, Hashable { public var id: String }",
            "public struct Meta: Codable, Sendable, Hashable { public var note: String? }",
            "",
        ]
        var cases: [String] = []
        for (i, route) in routes.enumerated() {
            out.append("public struct Codable\(i): Codable, Sendable, Hashable {")
            if let params = route.params {
                for param in params {
                    switch param.key {
                    case "itemID": out.append("    public var item: Item")
                    case "note": out.append("    public var meta: Meta?")
                    default: out.append("    public var \(param.key): \(param.codableType ?? "")")
                    }
                }
            } else {
                out += ["    public var id: String", "    public var content: String"]
            }
            out.append("}")
            cases.append("        case \"\(route.key)\": self = .route\(i)(try Codable\(i)(from: decoder))")
        }
        out.append("")
        out.append("public enum CodableRoute: Decodable, Sendable, Hashable {")
        out += routes.indices.map { "    case route\($0)(Codable\($0))" }
        out += [
            "    private enum Keys: String, CodingKey { case type }",
            "    public init(from decoder: Decoder) throws {",
            "        let type = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .type)",
            "        switch type {",
        ]
        out += cases
        out += [
            "        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: \"unknown route \\(type)\"))",
            "        }",
            "    }",
            "}",
        ]
        return out.joined(separator: "\n") + "\n"
    }
}
