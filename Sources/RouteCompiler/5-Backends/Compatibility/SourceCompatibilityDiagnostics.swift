extension DiagnosticCode {
    /// A `separator` was removed or changed: strings of separated values are rejected.
    package static let changedSeparator = DiagnosticCode(rawValue: "changed-separator")
    /// `relative: true` was removed: relative URI references are rejected.
    package static let droppedRelative = DiagnosticCode(rawValue: "dropped-relative")
    /// `lenient: true` was removed: a value that fails to read fails the push.
    package static let droppedLenient = DiagnosticCode(rawValue: "dropped-lenient")
    /// A `jsonStrings` path was removed that the table still reads into.
    package static let droppedJSONString = DiagnosticCode(rawValue: "dropped-json-string")
    /// A place counts fewer values than it did (`is:` added or narrowed, `empty: missing`
    /// added) where they were read: a required value, or a discriminator.
    package static let narrowedPlace = DiagnosticCode(rawValue: "narrowed-place")
    /// A new `rest: true` value whose values are not `json`: other keys must hold them now.
    package static let newRest = DiagnosticCode(rawValue: "new-rest")
}

// MARK: Reading values (BreakingChanges+Reading, docs/language.md §5)

extension Diagnostic {
    /// A param or field whose later `paths` changed so that the old list is no prefix of
    /// the new one.
    static func changedPaths(
        of member: DiagnosticSubject, from old: [PayloadKeyPath], to new: [PayloadKeyPath], at location: SourceLocation
    ) -> Diagnostic {
        func list(_ paths: [PayloadKeyPath]) -> String { "[" + paths.map(\.description).joined(separator: ", ") + "]" }
        return .error(
            .changedPath, at: location,
            "\(member.keyAndOwner) reads paths \(list(new)) now, not \(list(old)); payloads that were valid carry it where it is no longer read first"
        )
    }

    /// `coerce: numbers` dropped from a `bool` or `string` value.
    static func droppedNumberCoercion(
        _ member: DiagnosticSubject, type: BuiltinType, at location: SourceLocation
    ) -> Diagnostic {
        let accepted = type == .bool ? "the numbers 0 and 1" : "integers"
        return .error(
            .changedCoercion, at: location,
            "\(member.keyAndOwner) no longer accepts \(accepted) (coerce: numbers was dropped); payloads like \(type == .bool ? "1" : "12") that were valid are rejected now"
        )
    }

    /// A `separator` removed (`new` nil) or changed.
    static func changedSeparator(
        _ member: DiagnosticSubject, from old: String, to new: String?, at location: SourceLocation
    ) -> Diagnostic {
        let change = new.map { "changed from \(quoted(old)) to \(quoted($0))" } ?? "\(quoted(old)) was removed"
        return .error(
            .changedSeparator, at: location,
            "the separator of \(member.keyAndOwner) \(change); strings of values separated by \(quoted(old)) that were valid are rejected now"
        )
    }

    /// A place of a required value that counts fewer values (docs/language.md §5.2).
    static func narrowedPlace(
        of member: DiagnosticSubject, place: Place, lost: [String], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .narrowedPlace, at: location,
            "\(member.keyAndOwner) no longer counts \(WordList.or(lost)) at '\(place)'; payloads that carried it there, which were valid, are missing it now"
        )
    }

    /// A discriminator whose place counts fewer of the values that name routes.
    static func narrowedDiscriminatorPlace(
        _ place: Place, lost: [String], at location: SourceLocation
    )
        -> Diagnostic
    {
        .error(
            .narrowedPlace, at: location,
            "the discriminator '\(place)' no longer counts \(WordList.or(lost)); payloads whose route it named that way are no longer selected by it"
        )
    }

    static func droppedRelative(_ member: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .droppedRelative, at: location,
            "\(member.keyAndOwner) no longer accepts relative URI references (relative: true was dropped); payloads like \"/page.html\" that were valid are rejected now"
        )
    }

    static func droppedLenient(_ member: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .droppedLenient, at: location,
            "\(member.keyAndOwner) is no longer lenient (lenient: true was dropped); payloads whose value there does not read, which were valid, are rejected now"
        )
    }

    /// A new `rest: true` param or field whose values are not `json`.
    static func newRest(_ member: DiagnosticSubject, values: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .newRest, at: location,
            "\(member.keyAndOwner) is new and takes the keys nothing else reads (rest: true) as \(values) values; payloads that were valid with another key of another type are rejected now; make its values json"
        )
    }

    /// A param or field that became the rest (`isRest`) or no longer is.
    static func changedRest(_ member: DiagnosticSubject, isRest: Bool, at location: SourceLocation) -> Diagnostic {
        .error(
            .changedPath, at: location,
            isRest
                ? "\(member.keyAndOwner) takes the keys nothing else reads now (rest: true), not the value at its path; payloads that carried it there, which were valid, are read otherwise"
                : "\(member.keyAndOwner) is read from its path now, no longer from the keys nothing else reads (rest: true was dropped); payloads that were valid, with something else at that path, are rejected now"
        )
    }

    /// A `jsonStrings` path of the old table (at `location` in it) that the new one no longer
    /// lists but still reads into, at `reader`.
    static func droppedJSONString(_ path: PayloadKeyPath, readAt reader: PayloadKeyPath) -> Diagnostic {
        .error(
            .droppedJSONString, at: path.location,
            "jsonStrings no longer lists '\(path)', which the table still reads into ('\(reader)'); payloads that carry it as a JSON string, which were valid, are rejected now"
        )
    }
}
