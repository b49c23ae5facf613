/// How object types contain each other by value: an edge from a type to the object type of
/// each of its fields that is not an array (an array holds its elements out of line). The one
/// recursion analysis of the compiler: the checks ask which cycles consist of required fields
/// only (a value of infinite size, docs/language.md §3.2), the emitter which optional fields
/// close a cycle (stored in a box, since a Swift struct cannot hold itself even optionally).
struct TypeRecursion {
    /// A field whose value is an object of type `target`, in the type `owner`.
    struct Edge {
        let owner: String
        let target: String
        let field: Field
    }

    /// Object types in table order (each name once).
    private let objects: [String]
    /// The edges from each object type, in field order.
    private let edges: [String: [Edge]]

    /// The graph of `table`, whose named types may still have errors (unknown or duplicate
    /// names: a name is the first type declared with it).
    init(_ table: RouteTable) {
        let types = table.typesByName
        var seen: Set<String> = []
        var edges: [String: [Edge]] = [:]
        for type in table.types {
            for field in type.fields ?? [] {
                guard case .named(let target) = field.type, types[target.value]?.fields != nil else { continue }
                edges[type.name, default: []].append(Edge(owner: type.name, target: target.value, field: field))
            }
        }
        objects = table.types.filter { $0.fields != nil && seen.insert($0.name).inserted }.map(\.name)
        self.edges = edges
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
            for edge in edges[name] ?? [] where !edge.field.isOptional {
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

/// Which optional fields are stored in a box: those whose type is in their owner's cycle.
/// Only the optional fields of a cycle are boxed: in a valid table every cycle passes
/// through one (required fields cannot close a cycle), so boxing them gives every struct a
/// finite size, and a required field stays a plain stored property (`Pong.ping: Ping`
/// beside `Ping.pong: Pong?`).
struct BoxedFields {
    private let component: [String: Int]

    init(_ table: RouteTable) {
        component = TypeRecursion(table).recursiveComponents()
    }

    /// Whether `field` of `owner` is boxed.
    func contains(_ field: Field, in owner: String) -> Bool {
        guard field.isOptional, case .named(let target) = field.type, let a = component[owner],
            let b = component[target.value]
        else { return false }
        return a == b
    }
}

/// Which object types may hold which by value, through fields that are not arrays or maps:
/// a field of the type, optional or not, or a member of a field's union. A union's case of
/// an object type that may hold the union's owner is `indirect` (docs/language.md §3.7):
/// a union never makes a value infinite (its other members end it), but Swift needs the
/// indirection to give the enum a size.
struct ValueContainment {
    private let edges: [String: [String]]

    init(_ table: RouteTable) {
        let types = table.typesByName
        var edges: [String: [String]] = [:]
        for type in table.types {
            for field in type.fields ?? [] {
                let targets: [ValueType] =
                    switch field.type {
                    case .named: [field.type]
                    case .union(let members): members
                    default: []
                    }
                for case .named(let target) in targets where types[target.value]?.fields != nil {
                    edges[type.name, default: []].append(target.value)
                }
            }
        }
        self.edges = edges
    }

    /// Whether a value of the object type `type` may hold a value of `owner` (or is one).
    func reaches(from type: String, to owner: String) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            if next == owner { return true }
            guard seen.insert(next).inserted else { continue }
            queue += edges[next] ?? []
        }
        return false
    }
}
