/// The patterns of a link table as a tree of segments: a URL walks it one segment at a time,
/// a dictionary lookup per literal, so matching costs the same whatever the number of
/// patterns (docs/language.md §14.5). Precedence is the walk's order: at each segment a
/// literal before a placeholder before a wildcard; a pattern that ends where the URL ends
/// before a wildcard there. A branch that finds nothing gives way to the next, and each node
/// is visited at most once, so no URL costs more than the tree's size.
struct LinkIndex: Sendable {
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var placeholder: Int?
        /// Patterns that end here, in table order.
        var ends: [Int] = []
        /// Patterns whose wildcard starts here, in table order.
        var wildcards: [Int] = []
    }

    private var nodes = [Node()]
    private let isCaseSensitive: Bool

    init(_ patterns: [LinkPattern], caseSensitive: Bool) {
        isCaseSensitive = caseSensitive
        for (number, pattern) in patterns.enumerated() where !pattern.text.isEmpty {
            var node = 0
            for segment in pattern.segments {
                switch segment {
                case .literal(let text):
                    let key = caseSensitive ? text : text.lowercased()
                    node = child(of: node, existing: nodes[node].literals[key]) { $0.literals[key] = $1 }
                case .placeholder:
                    node = child(of: node, existing: nodes[node].placeholder) { $0.placeholder = $1 }
                }
            }
            if pattern.isOpenEnded {
                nodes[node].wildcards.append(number)
            } else {
                nodes[node].ends.append(number)
            }
        }
    }

    private mutating func child(of node: Int, existing: Int?, _ link: (inout Node, Int) -> Void) -> Int {
        if let existing { return existing }
        nodes.append(Node())
        link(&nodes[node], nodes.count - 1)
        return nodes.count - 1
    }

    /// The first pattern by precedence that matches `segments` and that `accepts` (its
    /// origin answers the link).
    func match(_ segments: [String], accepts: (Int) -> Bool) -> Int? {
        walk(0, segments[...], accepts)
    }

    private func walk(_ number: Int, _ rest: ArraySlice<String>, _ accepts: (Int) -> Bool) -> Int? {
        let node = nodes[number]
        guard let segment = rest.first else {
            return node.ends.first(where: accepts) ?? node.wildcards.first(where: accepts)
        }
        let key = isCaseSensitive ? segment : segment.lowercased()
        if let child = node.literals[key], let found = walk(child, rest.dropFirst(), accepts) { return found }
        if !segment.isEmpty, let child = node.placeholder, let found = walk(child, rest.dropFirst(), accepts) {
            return found
        }
        return node.wildcards.first(where: accepts)
    }
}
