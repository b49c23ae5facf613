import Foundation

/// Writes the canonical link of one pattern from the payload a route's encoder wrote
/// (docs/language.md §14.6): each placeholder's value read at its param's place, as URL text,
/// percent-encoded for where it goes.
struct LinkWriter<Route: Hashable & Sendable> {
    let entry: LinkTable<Route>.Entry
    let payload: PayloadObject

    /// The link on `origin` (`https://example.com`, `myapp://`); nil when a placeholder of
    /// the path has no value, or an empty one, or a value that has no text.
    func text(origin: String?) -> String? {
        guard let origin else { return nil }
        var path = ""
        for segment in entry.pattern.segments {
            switch segment {
            case .literal(let text):
                path += "/" + LinkText.encoded(text, for: .segment)
            case .placeholder(let name):
                guard let texts = texts(of: name), texts.count == 1, let text = texts.first, !text.isEmpty else {
                    return nil
                }
                path += "/" + LinkText.encoded(text, for: .segment)
            }
        }
        var items: [String] = []
        for item in entry.pattern.query {
            guard let texts = texts(of: item.placeholder) else { continue }
            let name = LinkText.encoded(item.name, for: .query)
            items += texts.map { name + "=" + LinkText.encoded($0, for: .query) }
        }
        var text: String
        if origin.hasSuffix("//") {
            // A custom scheme's first segment is written as the authority (`myapp://orders/12`),
            // where `:` and `@` would read as a port or a user.
            var rest = path.dropFirst()
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            let first = rest[..<end].replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
                of: "@", with: "%40")
            rest = rest[end...]
            text = origin + first + rest
        } else {
            text = origin + (path.isEmpty ? "/" : path)
        }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        if let name = entry.pattern.fragment, let texts = texts(of: name), texts.count == 1 {
            text += "#" + LinkText.encoded(texts[0], for: .fragment)
        }
        return text
    }

    /// The URL text of the value of placeholder `name`: one for a value, one per element of
    /// an array (a param with a `separator` joins them into one); nil when it has none.
    private func texts(of name: String) -> [String]? {
        guard let binding = entry.bindings.first(where: { $0.placeholder == name }),
            let value = binding.path.presentValue(in: payload)
        else { return nil }
        if case .array(let elements) = RawValue.classify(value) {
            let texts = elements.compactMap(LinkBinding.text(of:))
            guard texts.count == elements.count else { return nil }
            // One item, empty for an empty array (`tags=` reads as no element).
            if let separator = binding.separator { return [texts.joined(separator: separator)] }
            // No item says an empty array: the item is left out (the param's default, or nil).
            return texts.isEmpty ? nil : texts
        }
        return LinkBinding.text(of: value).map { [$0] }
    }
}
