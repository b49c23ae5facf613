/// A function or property whose body is one `switch` with a case per route, split in
/// functions of at most `chunkSize` cases: no function grows with the table, so large tables
/// compile in linear time and memory (the compiler cannot check exhaustive switches of more
/// than about 650 payload cases at all). The chunks are never inlined into each other, which
/// would make the one huge function again.
struct ChunkedSwitch {
    /// Switches with more cases than this are split (and so are other functions that grow
    /// with the table).
    static let chunkSize = 500

    /// What the switch is over.
    enum Subject {
        /// A route (`self`, or a parameter): the first chunk is the function itself, each
        /// chunk hands the routes it does not cover to the next.
        case route(String)
        /// A route's index (a parameter): the function picks the chunk by
        /// `index / chunkSize` in one step.
        case index(String)
    }

    /// What a function does for a route that none of its cases covers.
    enum Fallback {
        /// Nothing: `default: break` (a function without a result).
        case nothing
        /// An expression (`-1`) or a statement (`throw …`).
        case code(String)

        fileprivate var code: String {
            switch self {
            case .nothing: "break"
            case .code(let code): code
            }
        }
    }

    let signature: FunctionSignature
    let subject: Subject
    let fallback: Fallback
    /// The access modifier of the chunks after the first (by default the function's).
    var chunkAccess: String?

    /// Prints the function (and its chunks); `printCase` prints the case of a route.
    func print(_ routes: [RouteModel], _ p: inout CodePrinter, printCase: (RouteModel, inout CodePrinter) -> Void) {
        let chunks = routes.chunked(Self.chunkSize)
        guard !chunks.isEmpty else {
            if case .code(let code) = fallback {
                p.block(signature.declaration) { p in p.line(code) }
            } else {
                p.line(signature.declaration + " {}")
            }
            return
        }
        let (subjectName, isIndex) =
            switch subject {
            case .route(let name): (name, false)
            case .index(let name): (name, true)
            }
        let byIndex = isIndex && chunks.count > 1
        // The cases over an index are statements (`case 0: return …`), the cases over a route
        // the switch's value or statements without a result; calls of chunks follow suit.
        if byIndex {
            p.block(signature.declaration) { p in
                p.switchBlock("\(subjectName) / \(Self.chunkSize)") { p in
                    for n in chunks.indices {
                        p.line("case \(n): " + (signature.result == nil ? "" : "return ") + chunk(n).call())
                    }
                    p.line("default: \(fallback.code)")
                }
            }
        }
        for (n, cases) in chunks.enumerated() {
            let isFunctionItself = !byIndex && n == 0
            if !isFunctionItself { p.line() }
            p.block(isFunctionItself ? signature.declaration : chunk(n).declaration) { p in
                p.switchBlock(subjectName) { p in
                    for route in cases { printCase(route, &p) }
                    // A switch over all routes is exhaustive: no `default`, which would warn.
                    if isIndex || chunks.count > 1 {
                        p.line("default: " + (!byIndex && n + 1 < chunks.count ? chunk(n + 1).call() : fallback.code))
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
