/// Which optional fields are stored in a box: those whose type is in their owner's cycle.
/// Only the optional fields of a cycle are boxed: in a valid table every cycle passes
/// through one (required fields cannot close a cycle), so boxing them gives every struct a
/// finite size, and a required field stays a plain stored property (`Pong.ping: Ping`
/// beside `Ping.pong: Pong?`).
struct BoxedFields {
    private let component: [String: Int]

    init(_ table: ValidatedTable) {
        component = TypeRecursion(
            objects: table.types.compactMap { type in
                type.fields.map { fields in
                    (
                        type.name,
                        fields.compactMap { field in
                            guard case .named(let target) = field.type, table.typesByName[target.value]?.fields != nil
                            else { return nil }
                            return TypeRecursion.Edge(
                                owner: type.name, target: target.value, key: field.key,
                                typeLocation: field.typeLocation, isOptional: field.isOptional)
                        }
                    )
                }
            }
        ).recursiveComponents()
    }

    /// Whether `field` of `owner` is boxed.
    func contains(_ field: Member, in owner: String) -> Bool {
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

    init(_ table: ValidatedTable) {
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
