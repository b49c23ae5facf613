/// Reads key paths (docs/language.md §5): a dotted string (`msg.sender.name`) or a list of keys
/// (`[msg, "a.b"]`). No segment may be empty.
enum PathReader {
    static func read(_ node: YAMLNode, what: String, diagnostics: DiagnosticCollector) -> PayloadKeyPath? {
        switch node.content {
        case .scalar(let scalar):
            guard case .string(let text) = scalar.value else {
                diagnostics.report(.needsQuotes(scalar, at: node.location, what: what))
                return nil
            }
            let keys = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !keys.contains(where: \.isEmpty) else {
                diagnostics.report(.emptyPathSegment(text, at: node.location, what: what))
                return nil
            }
            return PayloadKeyPath(keys: keys, location: node.location)
        case .sequence(let items):
            guard !items.isEmpty else {
                diagnostics.report(
                    .error(.invalidPath, at: node.location, "\(what) is an empty list; write at least one key"))
                return nil
            }
            var keys: [String] = []
            for item in items {
                guard let key = ScalarReader.string(item, what: "each key of \(what)", diagnostics: diagnostics)
                else { return nil }
                guard !key.isEmpty else {
                    diagnostics.report(
                        .error(.invalidPath, at: item.location, "\(what) has an empty key; remove it"))
                    return nil
                }
                keys.append(key)
            }
            return PayloadKeyPath(keys: keys, location: node.location)
        case .mapping:
            diagnostics.report(.wrongKind(node, expected: "a dotted string or a list of keys", for: what))
            return nil
        }
    }
}

extension Diagnostic {
    static func emptyPathSegment(_ text: String, at location: SourceLocation, what: String) -> Diagnostic {
        .error(
            .invalidPath, at: location,
            "\(what) '\(text)' has an empty segment; remove the extra dot, or write the path as a list of keys to use a key that contains a dot")
    }
}
