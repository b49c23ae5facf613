extension DiagnosticCode {
    /// A param or field gives both `path` and `paths`.
    package static let bothPathKeys = DiagnosticCode(rawValue: "both-path-keys")
    /// `relative`, `separator`, `lenient` or `rest` on a value it cannot apply to.
    package static let modifierNotApplicable = DiagnosticCode(rawValue: "modifier-not-applicable")
    /// Two `rest: true` values in one route or object type.
    package static let duplicateRest = DiagnosticCode(rawValue: "duplicate-rest")
    /// An empty `separator`.
    package static let invalidSeparator = DiagnosticCode(rawValue: "invalid-separator")
    /// A path listed twice in `jsonStrings`.
    package static let duplicateJSONString = DiagnosticCode(rawValue: "duplicate-json-string")
    /// A `jsonStrings` path that cannot hold a JSON object where the table reads it: the
    /// discriminator's path or under it, or a param's path whose type is no object type.
    package static let jsonStringPath = DiagnosticCode(rawValue: "json-string-path")
}

// MARK: Reading values (docs/language.md §5)

extension Diagnostic {
    /// `path` and `paths` in one param or field: at the later key, a note at the other.
    static func bothPathKeys(path: SourceLocation, paths: SourceLocation) -> Diagnostic {
        let (later, earlier, earlierKey) = path < paths ? (paths, path, "path") : (path, paths, "paths")
        return .clash(
            .bothPathKeys, later: later, earlier: earlier,
            "a param or field gives both path and paths; keep one: paths: [a, b] reads the first of them that holds a value",
            note: "\(earlierKey) is given here")
    }

    static func emptyPathsList(at location: SourceLocation) -> Diagnostic {
        .error(.invalidPath, at: location, "paths is an empty list; write at least one path")
    }

    /// `relative: true` on a value whose type holds no url.
    static func relativeWithoutURL(
        _ value: DiagnosticSubject, type: ValueType, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "relative: true applies only to url values (alone, in arrays or maps, or as a union member), not to \(value), which is \(type.spelled); remove it"
        )
    }

    /// `separator` on a value that is no array of strings, numbers, booleans or a string enum.
    static func separatorNotApplicable(
        _ value: DiagnosticSubject, type: ValueType, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "separator applies only to arrays of string, int, double, bool or a string enum, not to \(value), which is \(type.spelled); remove it"
        )
    }

    /// `lenient: true` on a value that is not optional.
    static func lenientOnRequired(_ value: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "lenient: true makes a value that fails to read nil, or its default, so it applies only to optional values and values with a default; make \(value) optional (optional: true, or a type ending in ?), give it a default, or remove lenient"
        )
    }

    /// `rest: true` on a value that is no map.
    static func restWithoutMap(_ value: DiagnosticSubject, type: ValueType, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "rest: true takes the keys nothing else reads as a map, so it applies only to a map type such as \"[string: json]\", not to \(value), which is \(type.spelled)"
        )
    }

    /// `rest: true` on an optional value.
    static func restOnOptional(_ value: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "\(value) with rest: true is never missing (it is an empty map when no other key is there), so it cannot be optional; remove optional: true or the ?"
        )
    }

    /// `rest: true` beside `path` or `paths`.
    static func restWithPath(_ value: DiagnosticSubject, _ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "\(value) with rest: true takes the keys nothing else reads, at no path; remove \(key) (to read a map at a path, remove rest instead)"
        )
    }

    /// `rest: true` beside `empty:`: the rest is read at no place.
    static func restWithEmpty(_ value: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "empty does not apply to \(value) with rest: true: it takes keys, at no place, whatever their values; remove empty"
        )
    }

    /// `rest: true` beside `minItems` or `maxItems`.
    static func restWithCount(_ value: DiagnosticSubject, _ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .modifierNotApplicable, at: location,
            "\(key) does not apply to \(value) with rest: true: the keys it takes are not counted; remove \(key) (items: still constrains their values)"
        )
    }

    /// A second `rest: true` in one route or object type: at it, a note at the first.
    static func duplicateRest(
        _ value: DiagnosticSubject, first: DiagnosticSubject, at location: SourceLocation, earlier: SourceLocation
    ) -> Diagnostic {
        .clash(
            .duplicateRest, later: location, earlier: earlier,
            "\(value) has rest: true, and so has \(first): the keys nothing else reads go to one of them; remove one rest",
            note: "\(first) takes the rest here")
    }

    static func emptySeparator(at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidSeparator, at: location,
            "separator is empty; write the text between the values, such as \",\"")
    }

    static func duplicateJSONString(_ path: PayloadKeyPath, earlier: PayloadKeyPath) -> Diagnostic {
        .clash(
            .duplicateJSONString, later: path.location, earlier: earlier.location,
            "jsonStrings lists \(written(path)) twice; remove one", note: "first listed here")
    }

    /// A `jsonStrings` path that is the discriminator's path or lies under it. When the table
    /// writes its discriminators (`isWritten`), the error is at the later of the two, with a
    /// note at the other.
    static func jsonStringAtDiscriminator(
        _ path: PayloadKeyPath, discriminator: PayloadKeyPath, isWritten: Bool
    ) -> Diagnostic {
        let relation = path == discriminator ? "is" : "lies under"
        let message =
            "jsonStrings path \(written(path)) \(relation) the discriminator's path \(written(discriminator)), whose value names a route and is never a JSON object; remove it from jsonStrings"
        guard isWritten else { return .error(.jsonStringPath, at: path.location, message) }
        let pathIsLater = discriminator.location < path.location
        return .clash(
            .jsonStringPath, later: pathIsLater ? path.location : discriminator.location,
            earlier: pathIsLater ? discriminator.location : path.location, message,
            note: pathIsLater
                ? "the discriminator is read from \(written(discriminator)) here"
                : "jsonStrings lists \(written(path)) here")
    }

    // MARK: coerce lists

    static func emptyCoercionList(at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidCoercion, at: location,
            "coerce is an empty list; write coerce: none, or list strings and numbers")
    }

    static func noneInCoercionList(at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidCoercion, at: location,
            "none cannot be listed with other coercions; write coerce: none alone, or list strings and numbers")
    }

    static func duplicateCoercion(_ word: String, at location: SourceLocation, earlier: SourceLocation) -> Diagnostic {
        .clash(
            .invalidCoercion, later: location, earlier: earlier, "coerce lists \(word) twice; remove one",
            note: "first listed here")
    }
}
