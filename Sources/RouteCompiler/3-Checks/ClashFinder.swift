/// Finds clashes: things with the same key, reported at every later one (in file order)
/// with a note at the first (docs/language.md §9).
struct ClashFinder<Key: Hashable> {
    struct Item {
        var key: Key
        var location: SourceLocation
        /// What the item is, for messages.
        var subject: DiagnosticSubject
    }

    private var items: [Item] = []

    mutating func add(_ key: Key, at location: SourceLocation, subject: DiagnosticSubject) {
        items.append(Item(key: key, location: location, subject: subject))
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
