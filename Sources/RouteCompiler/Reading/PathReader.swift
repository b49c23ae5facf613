/// Reads key paths (docs/language.md §5): a dotted string (`msg.sender.name`) or a list of keys
/// (`[msg, "a.b"]`). No segment may be empty.
enum PathReader {
    static func read(_ node: YAMLNode, what: DiagnosticSubject, diagnostics: DiagnosticCollector) -> PayloadKeyPath? {
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
                diagnostics.report(.emptyPathList(what, at: node.location))
                return nil
            }
            var keys: [String] = []
            for item in items {
                guard let key = ScalarReader.string(item, what: .eachKey(of: what), diagnostics: diagnostics)
                else { return nil }
                guard !key.isEmpty else {
                    diagnostics.report(.emptyPathKey(what, at: item.location))
                    return nil
                }
                keys.append(key)
            }
            return PayloadKeyPath(keys: keys, location: node.location)
        case .mapping:
            diagnostics.report(.wrongKind(node, expected: .keyPath, for: what))
            return nil
        }
    }
}
