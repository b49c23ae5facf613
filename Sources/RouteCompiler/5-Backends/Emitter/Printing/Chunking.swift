/// A function or property whose body is one `switch` with a case per route, split in
/// functions of at most `chunkSize` cases: no function grows with the table, so large tables
/// compile in linear time and memory (the compiler cannot check exhaustive switches of more
/// than about 650 payload cases at all). The chunks are never inlined into each other, which
/// would make the one huge function again.
struct ChunkedSwitch {
    /// Switches with more cases than this are split (and so are other functions that grow
    /// with the table).
    static let chunkSize = 500

    /// What a function does for a route that none of its cases covers. Its cases are
    /// statements (`case .second: return "second"`): a `switch` used as an expression is
    /// type-checked as one expression, which costs more the more cases it has.
    enum Fallback {
        /// Nothing: `default: break` (a function without a result).
        case nothing
        /// A value it returns (`""`).
        case value(String)
        /// A statement (`throw …`, or `switch route {}` for an identity without cases).
        case statement(String)

        fileprivate var code: String {
            switch self {
            case .nothing: "break"
            case .value(let value): "return " + value
            case .statement(let statement): statement
            }
        }
    }

    let signature: FunctionSignature
    /// What the switch is over: a route or a route's identity (`self`, or a parameter). The
    /// first chunk is the function itself; each chunk hands what it does not cover to the next.
    let subject: String
    let fallback: Fallback
    /// The access modifier of the chunks after the first (by default the function's).
    var chunkAccess: String?

    /// Prints the function (and its chunks); `printCase` prints the case of an item (a route
    /// or a destination).
    func print<Item>(_ items: [Item], _ p: inout CodePrinter, printCase: (Item, inout CodePrinter) -> Void) {
        let chunks = items.chunked(Self.chunkSize)
        guard !chunks.isEmpty else {
            if case .nothing = fallback {
                p.line(signature.declaration + " {}")
            } else {
                p.block(signature.declaration) { p in p.line(fallback.code) }
            }
            return
        }
        for (n, cases) in chunks.enumerated() {
            if n > 0 { p.line() }
            p.block(n == 0 ? signature.declaration : chunk(n).declaration) { p in
                p.switchBlock(subject) { p in
                    for item in cases { printCase(item, &p) }
                    // A switch over all the items is exhaustive: no `default`, which would warn.
                    if chunks.count > 1 {
                        let next = (signature.result == nil ? "" : "return ") + chunk(n + 1).call()
                        p.line("default: " + (n + 1 < chunks.count ? next : fallback.code))
                    }
                }
            }
        }
    }

    /// The signature of chunk `n`.
    private func chunk(_ n: Int) -> FunctionSignature {
        var chunk = signature.renamed(Self.chunkName(signature.name, n))
        chunk.attributes = ["@inline(never)"]
        if let chunkAccess { chunk.access = chunkAccess }
        return chunk
    }

    /// The name of chunk `n` of the function `name`: `decodeChunk1`.
    static func chunkName(_ name: String, _ n: Int) -> String {
        "\(name)Chunk\(n)"
    }
}

/// `access static let name: Type = [items]`; with more than `chunkSize` items, the literal is
/// split in functions of `chunkSize` items each (one array literal of 10,000 items makes one
/// huge initializer the optimizer takes minutes and gigabytes over).
struct ChunkedArray {
    let name: String
    let type: String
    var access = ""

    func print(_ items: [String], _ p: inout CodePrinter) {
        let declaration = "\(access)static let \(name): \(type)"
        guard items.count > ChunkedSwitch.chunkSize else {
            if items.isEmpty { return p.line("\(declaration) = []") }
            p.line("\(declaration) = [")
            p.indented { p in
                for item in items { p.line(item + ",") }
            }
            p.line("]")
            return
        }
        let chunks = items.chunked(ChunkedSwitch.chunkSize).enumerated().map { n, items in
            (
                FunctionSignature.function(
                    ChunkedSwitch.chunkName(name, n), access: "private ", isStatic: true, result: type), items
            )
        }
        p.line("\(declaration) = Swift.Array([\(chunks.map { $0.0.call() }.joined(separator: ", "))].joined())")
        for (function, items) in chunks {
            p.line()
            p.block(function.declaration) { p in
                p.line("[")
                p.indented { p in
                    for item in items { p.line(item + ",") }
                }
                p.line("]")
            }
        }
    }
}

extension Array {
    /// The elements in consecutive slices of at most `size` (none when empty).
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
