/// Items in a sentence: `a`, `a and b`, `a, b and c` (or with "or"), as messages, doc
/// comments and explain's lines write lists.
enum WordList {
    /// `a, b and c`.
    static func and(_ items: [String]) -> String { joined(items, "and") }

    /// `a, b or c`.
    static func or(_ items: [String]) -> String { joined(items, "or") }

    private static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
