// Diagnostics of element steps in key paths (ElementStepReader, docs/language.md §5.1).

extension DiagnosticCode {
    /// An element step (`{at: N}`, `{first: P}`, `{last: P}`) that is malformed, or stands
    /// where no element can be: first in a path, after a pattern whose elements cannot hold
    /// the next step, outside a list-form path, or in a discriminator or `jsonStrings` path.
    package static let invalidElementStep = DiagnosticCode(rawValue: "invalid-element-step")
}

extension Diagnostic {
    /// The keys of element steps, for messages.
    private static let stepForms = "{at: N}, {first: P} or {last: P}"

    /// An element step in a path that takes none (a discriminator, a `jsonStrings` path).
    static func elementStepNotAllowed(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidElementStep, at: location,
            "\(what) cannot address an array element: element steps (\(stepForms)) stand only in the paths of params, fields and present and absent conditions"
        )
    }

    /// An element step written alone where a path belongs (`present: [tags, {last: [e]}]`
    /// reads `{last: [e]}` as a path of its own).
    static func elementStepOutsideList(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidElementStep, at: location,
            "\(what) is an element step, which follows the key of its array inside a list-form path: [tags, {last: [e]}]; in a list of paths the path is a list inside the list: [[tags, {last: [e]}]]"
        )
    }

    /// A mapping in a list-form path with none, or several, of the keys of an element step.
    static func elementStepKeys(
        _ what: DiagnosticSubject, written keys: [String], at location: SourceLocation
    )
        -> Diagnostic
    {
        let has = keys.isEmpty ? "none" : keys.map { written($0) }.joined(separator: " and ")
        return .error(
            .invalidElementStep, at: location,
            "an element step of \(what) must be one of \(stepForms), a mapping of one key; this one has \(has): write one step per element"
        )
    }

    /// `at:` that is not an integer.
    static func invalidElementIndex(_ node: YAMLNode, of what: DiagnosticSubject) -> Diagnostic {
        .error(
            .invalidElementStep, at: node.location,
            "at of \(DiagnosticSubject.elementStep(of: what)) must be an integer (0 is the first element, -1 the last), not \(node.kindDescription)"
        )
    }

    /// `at:` outside the indices a push can have.
    static func elementIndexOutOfRange(_ node: YAMLNode, of what: DiagnosticSubject) -> Diagnostic {
        let range = PathStep.indexRange
        return .error(
            .invalidElementStep, at: node.location,
            "at of \(DiagnosticSubject.elementStep(of: what)) must be from \(range.lowerBound) to \(range.upperBound), not \(node.scalar?.text ?? ""): a push holds no larger array"
        )
    }

    /// A pattern that holds null or a number that is not finite.
    static func invalidPatternValue(_ node: YAMLNode, of what: DiagnosticSubject) -> Diagnostic {
        .error(
            .invalidElementStep, at: node.location,
            "the pattern of \(DiagnosticSubject.elementStep(of: what)) holds strings, finite numbers, booleans, lists and mappings, not \(node.kindDescription)"
        )
    }

    /// An element step as the first step of a path.
    static func elementStepFirst(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidElementStep, at: location,
            "\(what) starts with an element step, but a path starts at a dictionary (the payload, or an object value): write the key of the array first, [tags, {at: 0}]"
        )
    }

    /// A step after `{first: P}` or `{last: P}` that the elements P matches cannot hold.
    static func stepBeyondPattern(
        _ what: DiagnosticSubject, step: PathStep, next: PathStep, at location: SourceLocation
    ) -> Diagnostic {
        let pattern = step.pattern!
        let reason: String
        switch (pattern, next) {
        case (.array, _): reason = "its elements are arrays (they match \(pattern)), which have no keys"
        case (.object, _): reason = "its elements are objects (they match \(pattern)), which have no elements"
        default: reason = "its elements are the scalar \(pattern), which holds nothing"
        }
        let nextText: String
        switch next {
        case .key(let key): nextText = "the key \(quoted(key))"
        case .index, .first, .last, .link: nextText = "the element step \(next.written)"
        }
        return .error(
            .invalidElementStep, at: location,
            "\(what) reads \(nextText) after \(step.written), but \(reason); no payload holds a value there")
    }

    /// An integer among the keys of a list-form path that may hold element steps.
    static func numberInPath(
        _ scalar: YAMLScalar, at location: SourceLocation, what: DiagnosticSubject
    )
        -> Diagnostic
    {
        .error(
            .needsQuotes, at: location,
            "\(what) \(scalar.text) is read by YAML as a number; quote it for the key \"\(scalar.text)\", or write {at: \(scalar.text)} for the element at that index of an array"
        )
    }
}
