import PushRouting

extension DiagnosticCode {
    /// A route (its discriminator value) no longer exists.
    package static let removedRoute = DiagnosticCode(rawValue: "removed-route")
    /// A link pattern whose URLs its route no longer opens (docs/language.md §14).
    package static let removedLink = DiagnosticCode(rawValue: "removed-link")
    /// A link pattern that answers fewer of the table's hosts or schemes.
    package static let narrowedLink = DiagnosticCode(rawValue: "narrowed-link")
    /// A host or scheme the table's links no longer answer.
    package static let removedLinkOrigin = DiagnosticCode(rawValue: "removed-link-origin")
    /// An alias no longer selects any route.
    package static let removedAlias = DiagnosticCode(rawValue: "removed-alias")
    /// A route opens another destination.
    package static let changedDestination = DiagnosticCode(rawValue: "changed-destination")
    /// A param that did not exist is required.
    package static let newRequiredParam = DiagnosticCode(rawValue: "new-required-param")
    /// A param lost its `optional` or its `default`.
    package static let paramBecameRequired = DiagnosticCode(rawValue: "param-became-required")
    /// A value's type changed to one that rejects values the old one accepted.
    package static let changedType = DiagnosticCode(rawValue: "changed-type")
    /// A string enum lost a value.
    package static let removedEnumValue = DiagnosticCode(rawValue: "removed-enum-value")
    /// A constraint rejects values the old constraints accepted.
    package static let tightenedConstraint = DiagnosticCode(rawValue: "tightened-constraint")
    /// A param is read from another key path.
    package static let changedPath = DiagnosticCode(rawValue: "changed-path")
    /// The discriminator is read from another key path.
    package static let changedDiscriminator = DiagnosticCode(rawValue: "changed-discriminator")
    /// Numbers or booleans written as strings are no longer accepted.
    package static let changedCoercion = DiagnosticCode(rawValue: "changed-coercion")
    /// A union lost a member (or became one of its members): values of that member's kind
    /// are rejected.
    package static let removedUnionMember = DiagnosticCode(rawValue: "removed-union-member")
    /// An open enum is no longer open: strings that are none of its values are rejected.
    package static let closedEnum = DiagnosticCode(rawValue: "closed-enum")

    /// An entry of an acknowledgements file that cannot name a breaking change: an unknown
    /// change code, or subject keys that do not fit it.
    package static let invalidAcknowledgement = DiagnosticCode(rawValue: "invalid-acknowledgement")
    /// The same change acknowledged twice.
    package static let duplicateAcknowledgement = DiagnosticCode(rawValue: "duplicate-acknowledgement")
    /// Warning: an acknowledgement that no breaking change matches.
    package static let unusedAcknowledgement = DiagnosticCode(rawValue: "unused-acknowledgement")
}

// MARK: Breaking changes (BreakingChanges)

/// A value's type as `changed-type` names it.
enum ChangedTypeName: Sendable, CustomStringConvertible {
    case builtin(BuiltinType)
    /// A named type (object or enum).
    case named(String)
    /// The enum an `enum:` constraint declares.
    case stringEnum
    /// An array, its elements' type as written.
    case array(of: String)
    /// A map, a union: as written.
    case spelled(String)

    var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .named(let name): swiftName(name)
        case .stringEnum: "a string enum"
        case .array(let element): "[\(element)]"
        case .spelled(let type): type
        }
    }
}

/// How a constraint became tighter, for `tightened-constraint`.
enum ConstraintChange: Sendable, CustomStringConvertible {
    /// The constraint is new (with its value as written, for bounds and `multipleOf`).
    case added(String?)
    case changed(to: String)
    /// A pattern changed (patterns are not compared: any change counts).
    case changedPattern(from: String)
    case raised(to: String, from: String?)
    case lowered(to: String, from: String?)

    var description: String {
        switch self {
        case .added(let value): "was added\(value.map { " (\($0))" } ?? "")"
        case .changed(let value): "changed to \(value)"
        case .changedPattern(let old): "changed from \(quoted(old))"
        case .raised(let value, let old): "was raised to \(value)\(old.map { " from \($0)" } ?? "")"
        case .lowered(let value, let old): "was lowered to \(value)\(old.map { " from \($0)" } ?? "")"
        }
    }
}

extension Diagnostic {
    static func changedDiscriminator(from old: PayloadKeyPath, to new: PayloadKeyPath) -> Diagnostic {
        .error(
            .changedDiscriminator, at: new.location,
            "the discriminator moved from '\(old)' to '\(new)'; every payload that was valid is rejected now")
    }

    /// A route or an alias (`subject`) of the old table that selects nothing now; at the old
    /// table's `location`. With a `fallback` in the new table, its payloads go there.
    static func removed(
        _ subject: DiagnosticSubject, fallback: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        let value = quoted(subject.text ?? "")
        let fate = fallback.map { "go to the fallback \(quoted($0)) now" } ?? "are unknown routes now"
        if case .alias = subject {
            return .error(
                .removedAlias, at: location, "\(subject) was removed; payloads of type \(value) that were valid \(fate)"
            )
        }
        return .error(
            .removedRoute, at: location,
            "\(subject) was removed; payloads of type \(value) that were valid \(fate); keep it, or make \(value) an alias of the route that replaces it"
        )
    }

    /// A pattern whose URLs its route no longer opens.
    static func removedLink(
        _ pattern: String, of route: DiagnosticSubject, nowOpening other: DiagnosticSubject?,
        at location: SourceLocation
    ) -> Diagnostic {
        let fate = other.map { "open \($0) now" } ?? "are unknown links now"
        return .error(
            .removedLink, at: location,
            "link pattern \(quoted(pattern)) of \(route) was removed; links already sent (emails, QR codes, notifications) \(fate); keep the pattern"
        )
    }

    /// A pattern that answers fewer of the table's hosts or schemes.
    static func narrowedLink(
        _ pattern: String, of route: DiagnosticSubject, lost: [String], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .narrowedLink, at: location,
            "link pattern \(quoted(pattern)) of \(route) no longer answers \(lost.joined(separator: ", ")); links already sent there are unknown links now"
        )
    }

    /// A host or scheme the table's links no longer answer.
    static func removedLinkOrigin(_ origin: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .removedLinkOrigin, at: location,
            "the table's links no longer answer \(origin); every link already sent there is an unknown link now; keep it in links:"
        )
    }

    static func changedDestination(
        of route: DiagnosticSubject, from old: String, to new: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .changedDestination, at: location,
            "\(route) opens \(swiftName(new)) now instead of \(swiftName(old)); installed apps expect \(swiftName(old))"
        )
    }

    /// A param or field (`member`) that did not exist and is required.
    static func newRequired(_ member: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .newRequiredParam, at: location,
            "\(member.keyAndOwner) is new and required; payloads that were valid without it are rejected now; make it optional or give it a default"
        )
    }

    static func changedPath(
        of member: DiagnosticSubject, from old: PayloadKeyPath, to new: PayloadKeyPath
    )
        -> Diagnostic
    {
        .error(
            .changedPath, at: new.location,
            "\(member.keyAndOwner) is read from '\(new)' now, not '\(old)'; payloads that were valid carry it at the old path"
        )
    }

    /// A param or field that was optional (or, `hadDefault`, had a default).
    static func becameRequired(
        _ member: DiagnosticSubject, hadDefault: Bool, at location: SourceLocation
    )
        -> Diagnostic
    {
        .error(
            .paramBecameRequired, at: location,
            "\(member.keyAndOwner) became required (it \(hadDefault ? "had a default" : "was optional")); payloads that were valid without it are rejected now"
        )
    }

    static func droppedCoercion(_ member: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(
            .changedCoercion, at: location,
            "\(member.keyAndOwner) no longer accepts numbers or booleans written as strings (coerce: strings was dropped); payloads like \"12\" that were valid are rejected now"
        )
    }

    /// The type of `value` (a param or field, or its items) changed.
    static func changedType(
        of value: DiagnosticSubject, from old: ChangedTypeName, to new: ChangedTypeName, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .changedType, at: location,
            "\(value.keyAndOwner) changed type from \(old) to \(new); values that were valid are rejected now")
    }

    /// A string or url `value` that became an enum.
    static func narrowedToEnum(
        _ value: DiagnosticSubject, from old: ChangedTypeName, to new: ChangedTypeName, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .changedType, at: location,
            "\(value.keyAndOwner) was narrowed from \(old) to \(new); strings that are not one of its values are rejected now"
        )
    }

    /// An enum value removed from a named enum (`enumeration` is its `.type`) or from the
    /// enum of a param or field (`enumeration` is the param or field).
    static func removedEnumValue(
        _ removed: String, from enumeration: DiagnosticSubject, at location: SourceLocation
    )
        -> Diagnostic
    {
        let from =
            if case .type(let name) = enumeration { "enum \(swiftName(name))" } else {
                "the enum of \(enumeration.keyAndOwner)"
            }
        return .error(
            .removedEnumValue, at: location,
            "the value \(quoted(removed)) was removed from \(from); payloads with it are rejected now")
    }

    /// A member of the union of `value` (a param or field, or its items) that the new type
    /// no longer has: values of its kind are rejected (docs/language.md §3.7).
    static func removedUnionMember(
        _ member: String, of value: DiagnosticSubject, now type: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .removedUnionMember, at: location,
            "the member \(member) was removed from the union of \(value.keyAndOwner) (now \(type)); values of that member are rejected now"
        )
    }

    /// An open enum (named: `enumeration` is its `.type`; inline: the param or field) that
    /// is no longer open.
    static func closedEnum(_ enumeration: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        let what =
            if case .type(let name) = enumeration { "enum \(swiftName(name))" } else {
                "the enum of \(enumeration.keyAndOwner)"
            }
        return .error(
            .closedEnum, at: location,
            "\(what) is no longer open; strings that are none of its values, which it kept before, are rejected now")
    }

    /// An enum that became a string whose constraints reject one of its former values.
    static func rejectsFormerEnumValue(
        _ former: String, _ violation: Violation, of value: DiagnosticSubject, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .tightenedConstraint, at: location,
            "\(value.keyAndOwner) rejects the former enum value \(quoted(former)) now (\(violation))")
    }

    static func tightened(
        _ constraint: String, of value: DiagnosticSubject, _ change: ConstraintChange, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .tightenedConstraint, at: location,
            "\(constraint) of \(value.keyAndOwner) \(change); values that were valid are rejected now")
    }
}

// MARK: Acknowledgements

extension Diagnostic {
    static func unsupportedAcknowledgementsVersion(_ node: YAMLNode) -> Diagnostic {
        .error(.unsupportedVersion, at: node.location, "version must be the integer 1, not \(node.kindDescription)")
    }

    /// An entry whose `change` is no code of a breaking change.
    static func unknownChangeCode(_ text: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidAcknowledgement, at: location,
            "change '\(text)' is not the code of a breaking change\(suggestion.map { "; did you mean '\($0)'?" } ?? "; use a code that routegen breaking reports, such as removed-route")"
        )
    }

    /// An entry whose subject keys (`given`) are none of the key sets `accepted` for `code`.
    static func acknowledgementKeys(
        _ code: DiagnosticCode, accepted: [[String]], given: [String], at location: SourceLocation
    ) -> Diagnostic {
        let takes =
            accepted == [[]] ? "no subject keys" : "the keys " + accepted.map(WordList.and).joined(separator: ", or ")
        let has = given.isEmpty ? "none" : WordList.and(given)
        return .error(
            .invalidAcknowledgement, at: location,
            "an acknowledgement of \(code) takes \(takes); this one has \(has) (routegen breaking prints the entry to copy)"
        )
    }

    static func duplicateAcknowledgement(
        _ code: DiagnosticCode, _ subject: ChangeSubject, at location: SourceLocation, first: SourceLocation
    ) -> Diagnostic {
        .clash(
            .duplicateAcknowledgement, later: location, earlier: first,
            "\(describe(code, subject)) is acknowledged twice; remove one of the entries",
            note: "it is first acknowledged here")
    }

    /// `change`, made a warning by the acknowledgement at `entry` (which gives `reason`).
    static func acknowledged(_ change: BreakingChange, entry: SourceLocation, reason: String?) -> Diagnostic {
        var diagnostic = change.diagnostic
        diagnostic.severity = .warning
        diagnostic.message += " (acknowledged)"
        diagnostic.notes.append(Note("acknowledged here\(reason.map { ": \($0)" } ?? " (no reason given)")", at: entry))
        return diagnostic
    }

    /// An acknowledgement that no change against the version `against` matches.
    static func unusedAcknowledgement(
        _ code: DiagnosticCode, _ subject: ChangeSubject, against: String, at location: SourceLocation
    ) -> Diagnostic {
        .warning(
            .unusedAcknowledgement, at: location,
            "no breaking change against \(against) matches this acknowledgement of \(describe(code, subject)); remove it once the change it was written for is in the version compared with"
        )
    }

    /// `removed-route of route "news"`, `removed-enum-value of type 'Status', value "archived"`:
    /// the subject's keys in the order of `ChangeSubject.keys`, each value quoted by what it
    /// is (a type or a constraint is a name).
    private static func describe(_ code: DiagnosticCode, _ subject: ChangeSubject) -> String {
        let parts: [String?] = [
            subject.route.map { "route \(quoted($0))" }, subject.alias.map { "alias \(quoted($0))" },
            subject.param.map { "param \(quoted($0))" }, subject.type.map { "type \(swiftName($0))" },
            subject.field.map { "field \(quoted($0))" }, subject.value.map { "value \(quoted($0))" },
            subject.constraint.map { "constraint \(swiftName($0))" },
            subject.discriminator.map { "discriminator '\($0)'" }, subject.link.map { "link \(quoted($0))" },
            subject.host.map { "host \($0)" }, subject.scheme.map { "scheme \($0)" },
        ]
        let given = parts.compactMap { $0 }
        return given.isEmpty ? code.rawValue : "\(code) of \(given.joined(separator: ", "))"
    }
}
