/// How object types contain each other by value: an edge from a type to the object type of
/// each of its fields that is not an array (an array holds its elements out of line). The one
/// recursion analysis of the compiler: the checks ask which cycles consist of required fields
/// only (a value of infinite size, docs/language.md §3.2), the emitter which optional fields
/// close a cycle (stored in a box, since a Swift struct cannot hold itself even optionally).
struct TypeRecursion {
    /// A field whose value is an object of type `target`, in the type `owner`: its key,
    /// where its type is written, and whether it is optional.
    struct Edge {
        let owner: String
        let target: String
        let key: String
        let typeLocation: SourceLocation
        let isOptional: Bool
    }

    /// Object types in table order (each name once).
    private let objects: [String]
    /// The edges from each object type, in field order.
    private let edges: [String: [Edge]]

    /// The graph of the object types `objects` (in table order; a name is the first type
    /// declared with it), each with the edges of its fields.
    init(objects: [(name: String, edges: [Edge])]) {
        var seen: Set<String> = []
        var edges: [String: [Edge]] = [:]
        for object in objects { edges[object.name, default: []] += object.edges }
        self.objects = objects.filter { seen.insert($0.name).inserted }.map(\.name)
        self.edges = edges
    }

    /// The graph of `table`, whose named types may still have errors (unknown or duplicate
    /// names: a name is the first type declared with it).
    init(_ table: RouteTable) {
        let types = table.typesByName
        self.init(
            objects: table.types.compactMap { type in
                type.fields.map { fields in
                    (
                        type.name,
                        fields.compactMap { field in
                            guard case .named(let target) = field.type, types[target.value]?.fields != nil else {
                                return nil
                            }
                            return Edge(
                                owner: type.name, target: target.value, key: field.key,
                                typeLocation: field.typeLocation, isOptional: field.isOptional)
                        }
                    )
                }
            })
    }

    // MARK: Required cycles (the checks)

    /// Each cycle of required fields, as the edges that make it, the last one closing it.
    /// Found by a depth-first search from each type in table order: a cycle is reported once
    /// for each edge that closes it in that search.
    func requiredCycles() -> [[Edge]] {
        var state: [String: Bool] = [:]  // false while visiting, true when done
        var path: [Edge] = []
        var cycles: [[Edge]] = []
        func visit(_ name: String) {
            state[name] = false
            for edge in edges[name] ?? [] where !edge.isOptional {
                path.append(edge)
                if state[edge.target] == false {
                    let start = path.firstIndex { $0.owner == edge.target }!
                    cycles.append(Array(path[start...]))
                } else if state[edge.target] == nil {
                    visit(edge.target)
                }
                path.removeLast()
            }
            state[name] = true
        }
        for name in objects where state[name] == nil { visit(name) }
        return cycles
    }

    // MARK: Boxed fields (the emitter)

    /// The strongly connected components of types that contain themselves (through any
    /// fields): type name → component. A component of one type counts only through an
    /// edge to itself.
    func recursiveComponents() -> [String: Int] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowlink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
        func connect(_ v: String) {
            indices[v] = index
            lowlink[v] = index
            index += 1
            stack.append(v)
            onStack.insert(v)
            for w in (edges[v] ?? []).map(\.target) {
                if indices[w] == nil {
                    connect(w)
                    lowlink[v] = min(lowlink[v]!, lowlink[w]!)
                } else if onStack.contains(w) {
                    lowlink[v] = min(lowlink[v]!, indices[w]!)
                }
            }
            if lowlink[v] == indices[v] {
                var component: [String] = []
                while let w = stack.popLast() {
                    onStack.remove(w)
                    component.append(w)
                    if w == v { break }
                }
                components.append(component)
            }
        }
        for name in objects where indices[name] == nil { connect(name) }
        var result: [String: Int] = [:]
        for (id, members) in components.enumerated() {
            guard members.count > 1 || (edges[members[0]] ?? []).contains(where: { $0.target == members[0] }) else {
                continue
            }
            for member in members { result[member] = id }
        }
        return result
    }
}
