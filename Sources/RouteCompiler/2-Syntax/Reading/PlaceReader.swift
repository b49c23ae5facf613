/// Reads places (docs/language.md §5.2): a key path (`PathReader`), or wherever a path may
/// stand, the mapping form `{path: P, is: KIND, empty: missing}`: `is:` makes a value of
/// another JSON kind count as absent there, `empty: missing` (or `value`) says whether the
/// empty string does. Where the mapping form gives no `empty:`, the place takes
/// `emptyIsMissing`: its value's `empty:`, or the table's.
struct PlaceReader {
    let diagnostics: DiagnosticCollector
    /// Whether an empty string counts as missing where a place does not say.
    let emptyIsMissing: Bool
    /// Whether its paths may have element steps (docs/language.md §5.1): a value's `path:`
    /// and `paths:`, a `when` condition's; not a discriminator.
    var elements = false

    /// The reader of places whose paths may have element steps.
    var elementsAllowed: PlaceReader {
        var reader = self
        reader.elements = true
        return reader
    }

    /// The keys of the mapping form.
    static let keys = ["path", "is", "empty"]

    /// The place `node` writes; nil when it cannot be read (reported). `what` names it in
    /// messages (`path`, `the discriminator`).
    func read(_ node: YAMLNode, what: DiagnosticSubject) -> Place? {
        guard case .mapping(let pairs) = node.content else {
            return PathReader.read(node, what: what, elements: elements, diagnostics: diagnostics).map {
                Place($0, emptyIsMissing: emptyIsMissing)
            }
        }
        // A mapping with none of the place's keys was no place at all.
        guard pairs.contains(where: { Self.keys.contains($0.key.scalar?.text ?? "") }) else {
            if elements, ElementStepReader.looksLikeStep(node) {
                diagnostics.report(.elementStepOutsideList(what, at: node.location))
            } else {
                diagnostics.report(.wrongKind(node, expected: .place, for: what))
            }
            return nil
        }
        guard
            let mapping = MappingReader(
                node, context: what, allowed: Self.keys, required: ["path": "path: msg.text"], owner: node.location,
                diagnostics: diagnostics)
        else { return nil }
        guard let pathNode = mapping["path"],
            let path = PathReader.read(
                pathNode, what: .keyOf("path", what), elements: elements, diagnostics: diagnostics)
        else { return nil }
        var place = Place(path, emptyIsMissing: emptyIsMissing)
        var readable = true
        if let kindNode = mapping["is"] {
            if let text = kindNode.scalar?.value.string, let kind = PlaceKind(rawValue: text) {
                // At the key: what does not apply is the key (docs/diagnostics.md, Position).
                place.kind = Located(kind, at: mapping.keyLocation("is") ?? kindNode.location)
            } else {
                diagnostics.report(.invalidPlaceKind(kindNode))
                readable = false
            }
        }
        if let emptyNode = mapping["empty"] {
            if let empty = Self.empty(emptyNode, diagnostics: diagnostics) {
                place.emptyIsMissing = empty
            } else {
                readable = false
            }
        }
        return readable ? place : nil
    }

    /// The places of a list (`paths:`, `discriminators:`, `present:`), each a path or the
    /// mapping form; nil when one cannot be read (reported).
    func read(list items: [YAMLNode], what: DiagnosticSubject) -> [Place]? {
        let places = items.compactMap { read($0, what: what) }
        return places.count == items.count ? places : nil
    }

    /// `empty: missing` (true) or `empty: value` (false); nil for anything else (reported).
    static func empty(_ node: YAMLNode, diagnostics: DiagnosticCollector) -> Bool? {
        switch node.scalar?.value.string {
        case "missing"?: return true
        case "value"?: return false
        default:
            diagnostics.report(.invalidEmpty(node))
            return nil
        }
    }
}
