/// Reads key paths (docs/language.md §5): a dotted string (`msg.sender.name`) or a list of keys
/// (`[msg, "a.b"]`), in which, where `elements` allows them, element steps address array
/// elements (`[tags, {last: [e]}, {at: 1}]`). No segment may be empty.
enum PathReader {
    /// The path `node` writes; `elements`: whether element steps may stand in its list form
    /// (params' and fields' paths, `present` and `absent`; not discriminators or
    /// `jsonStrings`, which the router and the JSON expansion read as keys).
    static func read(
        _ node: YAMLNode, what: DiagnosticSubject, elements: Bool = false, diagnostics: DiagnosticCollector
    ) -> PayloadKeyPath? {
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
            var steps: [PathStep] = []
            var readable = true
            for item in items {
                if case .mapping = item.content, elements || ElementStepReader.looksLikeStep(item) {
                    guard elements else {
                        diagnostics.report(.elementStepNotAllowed(what, at: item.location))
                        readable = false
                        continue
                    }
                    guard let step = ElementStepReader(diagnostics: diagnostics).step(item, in: what) else {
                        readable = false
                        continue
                    }
                    steps.append(step)
                    continue
                }
                guard let key = key(item, what: what, elements: elements, diagnostics: diagnostics) else {
                    readable = false
                    continue
                }
                guard !key.isEmpty else {
                    diagnostics.report(.emptyPathKey(what, at: item.location))
                    readable = false
                    continue
                }
                steps.append(.key(key))
            }
            guard readable else { return nil }
            let path = PayloadKeyPath(steps: steps, location: node.location)
            return ElementStepReader(diagnostics: diagnostics).checkSteps(of: path, items: items, what: what)
                ? path : nil
        case .mapping:
            if elements, ElementStepReader.looksLikeStep(node) {
                diagnostics.report(.elementStepOutsideList(what, at: node.location))
            } else {
                diagnostics.report(.wrongKind(node, expected: .keyPath, for: what))
            }
            return nil
        }
    }

    /// A key of a list-form path: a string. A number is refused with a hint to quote it,
    /// and, where element steps may stand, to write `{at: N}` for an element.
    private static func key(
        _ item: YAMLNode, what: DiagnosticSubject, elements: Bool, diagnostics: DiagnosticCollector
    ) -> String? {
        if elements, let scalar = item.scalar, case .number(let number) = scalar.value, number.isIntegerSyntax,
            number.int64 != nil
        {
            diagnostics.report(.numberInPath(scalar, at: item.location, what: .eachKey(of: what)))
            return nil
        }
        return ScalarReader.string(item, what: .eachKey(of: what), diagnostics: diagnostics)
    }
}
