extension DiagnosticCode {
    /// A key or value from which no Swift name can be derived.
    public static let noName = DiagnosticCode(rawValue: "no-name")
    /// Two things derive the same Swift name.
    public static let nameCollision = DiagnosticCode(rawValue: "name-collision")
    /// A param, field or enum value whose Swift name a conformance of the generated type
    /// already declares (`hashValue`, `rawValue`, `allCases`).
    public static let reservedMemberName = DiagnosticCode(rawValue: "reserved-member-name")
    /// A destination or type name that is not a valid, free Swift type name.
    public static let invalidTypeName = DiagnosticCode(rawValue: "invalid-type-name")
    /// A discriminator value or alias used twice.
    public static let duplicateRouteValue = DiagnosticCode(rawValue: "duplicate-route-value")
    /// A type expression names a type that `types:` does not declare.
    public static let unknownType = DiagnosticCode(rawValue: "unknown-type")
    /// A type that contains itself without an optional or an array in between.
    public static let recursiveType = DiagnosticCode(rawValue: "recursive-type")
    /// A `default` that does not fit its type or breaks its constraints.
    public static let invalidDefault = DiagnosticCode(rawValue: "invalid-default")
    /// Two params with the same path, one under another, or one at or around the discriminator.
    public static let pathClash = DiagnosticCode(rawValue: "path-clash")
    /// Warning: a param under `aps`, which APNs reserves.
    public static let apsPath = DiagnosticCode(rawValue: "aps-path")
    /// Warning: a named type no route uses.
    public static let unusedType = DiagnosticCode(rawValue: "unused-type")
    /// Warning: the table has no routes.
    public static let noRoutes = DiagnosticCode(rawValue: "no-routes")
}

extension Diagnostic {
    static func noName(_ text: String, at location: SourceLocation, what: String, canOverride: Bool) -> Diagnostic {
        let fix =
            canOverride
            ? "add name: with a Swift name for it"
            : (what.hasPrefix("param") || what.hasPrefix("field")
                ? "rename the key and add path: [\(quoted(text))] to keep reading the same payload key"
                : "use a value with at least one letter or digit")
        return .error(.noName, at: location, "\(what) \(quoted(text)) yields no Swift name (it has no letter or digit); \(fix)")
    }
}

extension Diagnostic {
    /// A member name that a protocol of the generated type declares.
    static func reservedMember(_ text: String, name: String, at location: SourceLocation, what: String, kind: String, by conformance: String) -> Diagnostic {
        let fix =
            what.hasPrefix("param") || what.hasPrefix("field")
            ? "rename the key and add path: [\(quoted(text))] to keep reading the same payload key"
            : "a payload value cannot be renamed; accept it with a string and pattern: instead (pattern: \"^(\(text)|…)$\")"
        return .error(
            .reservedMemberName, at: location,
            "\(what) \(quoted(text)) derives the Swift \(kind) name '\(name)', which every generated \(kind == "enum case" ? "enum" : "struct") gets from \(conformance); \(fix)")
    }
}

/// Finds clashes: things with the same key, reported at every later one (in file order)
/// with a note at the first (docs/language.md §9).
struct ClashFinder<Key: Hashable> {
    struct Item {
        var key: Key
        var location: SourceLocation
        /// Makes how the item is named in messages ("route 'second'"): only clashing items
        /// are ever named, so the text is made on demand.
        fileprivate var makeLabel: () -> String
        var label: String { makeLabel() }
    }

    private var items: [Item] = []

    mutating func add(_ key: Key, at location: SourceLocation, label: @autoclosure @escaping () -> String) {
        items.append(Item(key: key, location: location, makeLabel: label))
    }

    /// Each later item paired with the first item of its key; keys in the order they first
    /// occur, items of a key in file order.
    func clashes(_ files: FileOrder = FileOrder([])) -> [(later: Item, first: Item)] {
        var firstIndex: [Key: Int] = .init(minimumCapacity: items.count)
        var repeated: [Key: [Int]] = [:]
        for (index, item) in items.enumerated() {
            if let first = firstIndex[item.key] {
                repeated[item.key, default: [first]].append(index)
            } else {
                firstIndex[item.key] = index
            }
        }
        var result: [(Item, Item)] = []
        for indices in repeated.values.sorted(by: { $0[0] < $1[0] }) {
            let group = indices.map { items[$0] }.sorted { files.precedes($0.location, $1.location) }
            for later in group.dropFirst() where later.location != group[0].location {
                result.append((later, group[0]))
            }
        }
        return result
    }
}
