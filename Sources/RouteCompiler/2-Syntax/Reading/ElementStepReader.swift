import PushRouting

/// Reads the element steps of list-form key paths (docs/language.md §5.1): `{at: N}`,
/// `{first: P}` and `{last: P}`, each a mapping of one key, `P` a YAML literal matched
/// structurally (`ElementPattern`).
struct ElementStepReader {
    let diagnostics: DiagnosticCollector

    /// The keys of an element step.
    static let keys = ["at", "first", "last"]

    /// Whether a mapping is meant as an element step (it has one of their keys).
    static func looksLikeStep(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content else { return false }
        return pairs.contains { keys.contains($0.key.scalar?.text ?? "") }
    }

    /// The step a mapping of one key writes; nil when it is malformed (reported).
    func step(_ node: YAMLNode, in what: DiagnosticSubject) -> PathStep? {
        let context = DiagnosticSubject.elementStep(of: what)
        guard
            let mapping = MappingReader(
                node, context: context, allowed: Self.keys, owner: node.location, diagnostics: diagnostics)
        else { return nil }
        let written = Self.keys.filter { mapping.has($0) }
        guard written.count == 1, let key = written.first, let value = mapping[key] else {
            // An unknown key was reported; otherwise none or several were written.
            if written.count != 1, case .mapping(let pairs) = node.content,
                pairs.allSatisfy({ Self.keys.contains($0.key.scalar?.text ?? "") })
            {
                diagnostics.report(.elementStepKeys(what, written: written, at: node.location))
            }
            return nil
        }
        switch key {
        case "at":
            guard case .number(let number)? = value.scalar?.value, let index = number.int64 else {
                diagnostics.report(.invalidElementIndex(value, of: what))
                return nil
            }
            guard let index = Int(exactly: index), PathStep.indexRange.contains(index) else {
                diagnostics.report(.elementIndexOutOfRange(value, of: what))
                return nil
            }
            return .index(index)
        default:
            guard let pattern = pattern(value, in: what) else { return nil }
            return key == "first" ? .first(pattern) : .last(pattern)
        }
    }

    /// A pattern: a YAML literal without null; mapping keys are strings.
    private func pattern(_ node: YAMLNode, in what: DiagnosticSubject) -> ElementPattern? {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .string(let s): return .string(s)
            case .bool(let b): return .bool(b)
            case .number(let n) where n.double.isFinite:
                if let integer = n.int64 { return .integer(integer) }
                return .double(n.double)
            case .number, .null:
                diagnostics.report(.invalidPatternValue(node, of: what))
                return nil
            }
        case .sequence(let items):
            let patterns = items.compactMap { pattern($0, in: what) }
            return patterns.count == items.count ? .array(patterns) : nil
        case .mapping(let pairs):
            var entries: [(key: String, pattern: ElementPattern)] = []
            var readable = true
            for pair in pairs {
                guard
                    let key = ScalarReader.string(
                        pair.key, what: .eachKey(of: .elementStep(of: what)), diagnostics: diagnostics),
                    let inner = pattern(pair.value, in: what)
                else {
                    readable = false
                    continue
                }
                entries.append((key, inner))
            }
            return readable ? .object(entries) : nil
        }
    }

    /// Checks what only the whole path shows: it starts at a key (a payload, and an object
    /// value, is a dictionary), and no step after a pattern asks for what the elements it
    /// finds cannot hold (a key of an array, an element of an object, anything inside a
    /// scalar). Reports and returns false when it does.
    func checkSteps(of path: PayloadKeyPath, items: [YAMLNode], what: DiagnosticSubject) -> Bool {
        if path.steps.first?.isElement == true {
            diagnostics.report(.elementStepFirst(what, at: items[0].location))
            return false
        }
        for index in path.steps.indices.dropLast() {
            guard let pattern = path.steps[index].pattern else { continue }
            let next = path.steps[index + 1]
            let fits: Bool
            switch (pattern, next) {
            case (.array, .index), (.array, .first), (.array, .last), (.object, .key): fits = true
            default: fits = false
            }
            if !fits {
                diagnostics.report(
                    .stepBeyondPattern(
                        what, step: path.steps[index], next: next, at: items[index + 1].location))
                return false
            }
        }
        return true
    }
}
