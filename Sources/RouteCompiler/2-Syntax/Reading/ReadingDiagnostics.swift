extension DiagnosticCode {
    /// A key the language does not have here.
    package static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    /// A required key is absent (or given with an empty or null value).
    package static let missingKey = DiagnosticCode(rawValue: "missing-key")
    /// A value of the wrong kind (a list where a mapping belongs, a number where a string does).
    package static let wrongKind = DiagnosticCode(rawValue: "wrong-kind")
    /// A route key, alias or other name that YAML reads as a number, boolean or null.
    package static let needsQuotes = DiagnosticCode(rawValue: "needs-quotes")
    /// `version` is not 1.
    package static let unsupportedVersion = DiagnosticCode(rawValue: "unsupported-version")
    /// `coerce` is not `none`, `strings`, `numbers` or a list of the last two (or the list
    /// is empty, repeats a word or lists `none`).
    package static let invalidCoercion = DiagnosticCode(rawValue: "invalid-coercion")
    /// A type expression that does not parse (`[string`, `int??`, `[string?]`).
    package static let invalidType = DiagnosticCode(rawValue: "invalid-type")
    /// `optional: false` on a `?` type, or optional together with `default`.
    package static let optionalConflict = DiagnosticCode(rawValue: "optional-conflict")
    /// A malformed key path (empty, or with an empty segment).
    package static let invalidPath = DiagnosticCode(rawValue: "invalid-path")
    /// A constraint on a type it does not apply to.
    package static let constraintNotApplicable = DiagnosticCode(rawValue: "constraint-not-applicable")
    /// A constraint with a bad value (negative count, `multipleOf: 0`, …).
    package static let invalidConstraint = DiagnosticCode(rawValue: "invalid-constraint")
    /// Constraints no value can satisfy together.
    package static let impossibleConstraints = DiagnosticCode(rawValue: "impossible-constraints")
    /// A `pattern` that is not a valid ECMA-262 regular expression.
    package static let invalidPattern = DiagnosticCode(rawValue: "invalid-pattern")
    /// An `enum` that is empty, holds a non-string, or repeats a value.
    package static let invalidEnum = DiagnosticCode(rawValue: "invalid-enum")
    /// A named type with both or neither of `fields` and `enum`.
    package static let invalidTypeDefinition = DiagnosticCode(rawValue: "invalid-type-definition")
    /// An included file that cannot be read.
    package static let includeNotFound = DiagnosticCode(rawValue: "include-not-found")
    /// Files that include each other in a cycle.
    package static let includeCycle = DiagnosticCode(rawValue: "include-cycle")
    /// A key that only the root file may have (`discriminator`, `coerce`).
    package static let rootOnlyKey = DiagnosticCode(rawValue: "root-only-key")
    /// A key of a route, param, field or type written one level too shallow, so that YAML
    /// reads it as a route, param, field or type of its own.
    package static let misplacedKey = DiagnosticCode(rawValue: "misplaced-key")
}

/// What a value should have been, for `wrong-kind` errors.
enum ExpectedValue: String, Sendable {
    case mapping = "a mapping"
    case string = "a string"
    case text = "text"
    case bool = "true or false"
    case listOfStrings = "a list of strings"
    case typeExpression = "a type such as string or [int]"
    case keyPath = "a dotted string or a list of keys"
    case place = "a dotted string, a list of keys, or a place {path: P, is: KIND, empty: missing}"
    case listOfKeyPaths = "a list of key paths"
    case deprecation = "true, false or a message"
    case acknowledgedChanges = "a list of changes (- change: removed-route …)"
}

// MARK: Keys and kinds of values

extension Diagnostic {
    /// An unknown key, with the key it probably misspells, or a hint for keys of other
    /// schema languages, or (`shallowEntry`) the entry it probably is, indented too shallow,
    /// or (`listItem`) the list it is probably an item of; failing all of these, the keys
    /// `allowed` there, when they are few (`when` takes `present`, `absent` and `equals`).
    static func unknownKey(
        _ key: String, at location: SourceLocation, in context: DiagnosticSubject, suggestion: String?,
        shallowEntry: ShallowEntry? = nil, listItem: ListItem? = nil, allowed: [String] = []
    ) -> Diagnostic {
        var message = "unknown key \(written(key)) in \(context)"
        if let suggestion {
            message += "; did you mean \(written(suggestion))?"
        } else if let listItem {
            message +=
                "; if it is another item of \(listItem.key), write a list: \(listItem.key): [\(listItem.items.joined(separator: ", "))]"
        } else if let hint = unknownKeyHints[key] {
            message += "; \(hint)"
        } else if shallowEntry == nil, (1...maxListedKeys).contains(allowed.count) {
            message += "; the keys here are \(WordList.and(allowed.map(written)))"
        }
        var notes: [Note] = []
        if let entry = shallowEntry {
            message +=
                "; if it is a \(entry.kind.noun), indent it by \(entry.indent) spaces like \(written(entry.firstKey)) (line \(entry.firstLocation.line)), under \(entry.kind.listKey):"
            notes.append(
                Note("the \(entry.kind.listKey) are indented \(entry.indent) spaces here", at: entry.firstLocation))
        }
        return .error(.unknownKey, at: location, message, notes: notes)
    }

    /// An unknown key after `params:` (or `fields:`) is probably one of its entries,
    /// indented too shallow: the entries' kind, and the first entry's key and indentation.
    struct ShallowEntry {
        var kind: EntryKind
        var indent: Int
        var firstKey: String
        var firstLocation: SourceLocation
    }

    /// An unknown key without a value after a list key written with one value (`{ present:
    /// room_id, event_id }`): the list key and the items, that one value and the keys after it.
    struct ListItem {
        var key: String
        var items: [String]
    }

    /// The most keys an unknown-key message lists (a param's dozens are not listed).
    private static let maxListedKeys = 6

    private static let unknownKeyHints: [String: String] = [
        "required": "params are required unless they are optional or have a default",
        "nullable": "write optional: true, or a type ending in ?",
        "min": "write minimum, minLength or minItems",
        "max": "write maximum, maxLength or maxItems",
        "regex": "write pattern",
        "values": "write enum",
    ]

    /// A required key is missing; `example` is what to add (`destination: SomeViewController`).
    static func missingKey(
        _ key: String, at location: SourceLocation, in context: DiagnosticSubject, example: String
    )
        -> Diagnostic
    {
        .error(.missingKey, at: location, "\(context) is missing \(written(key)); add \(example)")
    }

    /// A short-form param or field without a value (`id:`): its type is missing.
    static func missingType(of field: DiagnosticSubject, key: String, at location: SourceLocation) -> Diagnostic {
        .missingKey("type", at: location, in: field, example: "a type, for example \(key): string")
    }

    static func wrongKind(_ node: YAMLNode, expected: ExpectedValue, for what: DiagnosticSubject) -> Diagnostic {
        .error(.wrongKind, at: node.location, "\(what) must be \(expected.rawValue), not \(node.kindDescription)")
    }

    static func needsQuotes(_ scalar: YAMLScalar, at location: SourceLocation, what: DiagnosticSubject) -> Diagnostic {
        let kind: String
        switch scalar.value {
        case .null: kind = "null"
        case .bool: kind = "a boolean"
        case .number: kind = "a number"
        case .string: kind = "a string"
        }
        return .error(
            .needsQuotes, at: location,
            "\(what) \(scalar.text.isEmpty ? "(empty)" : scalar.text) is read by YAML as \(kind); quote it: \"\(scalar.text)\""
        )
    }
}

// MARK: The root mapping and includes

extension Diagnostic {
    static func unsupportedVersion(_ node: YAMLNode) -> Diagnostic {
        .error(
            .unsupportedVersion, at: node.location,
            "version must be the integer 1 (this routegen reads version 1), not \(node.kindDescription)")
    }

    static func rootOnlyKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .rootOnlyKey, at: location,
            "\(written(key)) may only be set in the root routes file; remove it from this included file")
    }

    /// Files that include each other: `files` from the one that starts the cycle back to it.
    static func includeCycle(_ files: [String], at location: SourceLocation) -> Diagnostic {
        .error(
            .includeCycle, at: location,
            "include cycle: \(files.joined(separator: " -> ")); remove one of these includes")
    }

    static func includeNotFound(
        _ path: String, reason: String, from file: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        .error(
            .includeNotFound, at: location,
            "cannot read included file \(written(path)) (\(reason)); paths are relative to \(file)")
    }
}

// MARK: Key paths and types

extension Diagnostic {
    static func emptyPathList(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(.invalidPath, at: location, "\(what) is an empty list; write at least one key")
    }

    static func emptyPathKey(_ what: DiagnosticSubject, at location: SourceLocation) -> Diagnostic {
        .error(.invalidPath, at: location, "\(what) has an empty key; remove it")
    }

    static func emptyPathSegment(_ text: String, at location: SourceLocation, what: DiagnosticSubject) -> Diagnostic {
        .error(
            .invalidPath, at: location,
            "\(what) \(written(text)) has an empty segment; remove the extra dot, or write the path as a list of keys to use a key that contains a dot"
        )
    }

    static func invalidType(_ error: TypeSyntaxError, at location: SourceLocation) -> Diagnostic {
        let message =
            switch error {
            case .severalQuestionMarks(let text): "\(written(text)) has more than one '?'; write one"
            case .empty: "the type is empty; write a type such as string"
            case .unclosedBracket(let text): "\(written(text)) has no closing ']'; write it like [string]"
            case .optionalElements(let text, let element):
                "array elements cannot be optional (\(written(text))); a null element is always an error, write [\(element)]"
            case .unbalancedBrackets(let text): "\(written(text)) has unbalanced brackets; write it like [string]"
            case .notAType(let text):
                "\(written(text)) is not a type; use string, int, double, bool, url, date, a name from types:, [T] or T?"
            case .unbalancedParentheses(let text):
                "\(written(text)) has unbalanced parentheses; write a union in parentheses like (int | string)?"
            case .optionalUnionMember(let text):
                "\(written(text)) makes a member of a union optional; a union is optional as a whole: write it in parentheses, like (int | string)?"
            case .emptyUnionMember(let text):
                "\(written(text)) has an empty member; write a type on each side of |"
            case .nestedUnion(let text):
                "\(written(text)) has a union inside a member of a union; write the members side by side, like int | string | bool"
            case .mapKeyNotString(let text, let key):
                "\(written(text)) has keys of type \(key); payload keys are strings: write [string: T]"
            case .optionalMapValues(let text, let value):
                "map values cannot be optional (\(written(text))); a null value is always an error, write [string: \(value)]"
            }
        return .error(.invalidType, at: location, message)
    }

    /// An array type written as a list (`[string]`) with `count` elements instead of one.
    static func arrayTypeElementCount(_ count: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidType, at: location,
            "an array type is a list with exactly one element type, like [string]; this one has \(count)")
    }

    /// `[string: int]` unquoted: YAML reads it as a list holding a mapping. `spelled` is the
    /// map type when the mapping spells one (`[string: int]`).
    static func unquotedMapType(_ spelled: String?, at location: SourceLocation) -> Diagnostic {
        let example = spelled ?? "[string: int]"
        return .error(
            .invalidType, at: location,
            "YAML reads an unquoted \(example) as a list holding a mapping; quote a map type: \"\(example)\"")
    }

    /// `[string?]` written as a list.
    static func optionalArrayElement(at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidType, at: location,
            "array elements cannot be optional; a null element is always an error, remove the ?")
    }

    static func invalidCoercion(_ node: YAMLNode, suggestion: String?) -> Diagnostic {
        let shown = node.scalar.map { written($0.text) } ?? node.kindDescription
        return .error(
            .invalidCoercion, at: node.location,
            "coerce must be none, strings, numbers or a list of strings and numbers, not \(shown)\(suggestion.map { "; did you mean \(written($0))?" } ?? "")"
        )
    }
}

// MARK: Optional params

/// What makes a param optional, or takes its being missing away, for `optional-conflict`.
enum OptionalSetting: Sendable {
    /// A type ending in `?`, as written.
    case optionalType(String)
    case optionalTrue
    case optionalFalse
    case defaultValue

    /// The note at the earlier of two settings that contradict each other.
    var givenHere: String {
        switch self {
        case .optionalType(let text): "the optional type \(written(text)) is given here"
        case .optionalTrue: "optional: true is given here"
        case .optionalFalse: "optional: false is given here"
        case .defaultValue: "the default is given here"
        }
    }
}

extension Diagnostic {
    /// `optional: false` with a type ending in `?`.
    static func optionalFalseOnOptionalType(
        _ type: String, typeLocation: SourceLocation, optionalLocation: SourceLocation
    ) -> Diagnostic {
        optionalConflict(
            "optional: false contradicts the optional type \(written(type)); remove one of them",
            (.optionalFalse, optionalLocation), (.optionalType(type), typeLocation))
    }

    /// A `default` on a param that `optional: true` or a `?` type makes optional.
    static func defaultOnOptional(
        at defaultLocation: SourceLocation, madeOptionalBy setting: OptionalSetting, at settingLocation: SourceLocation
    ) -> Diagnostic {
        optionalConflict(
            "a param with a default is never missing, so it cannot also be optional; remove the default or the optional",
            (.defaultValue, defaultLocation), (setting, settingLocation))
    }

    /// Two settings that contradict each other: the error at the later value, a note at the
    /// earlier one.
    private static func optionalConflict(
        _ message: String, _ a: (OptionalSetting, SourceLocation), _ b: (OptionalSetting, SourceLocation)
    ) -> Diagnostic {
        let (later, earlier) = a.1 < b.1 ? (b, a) : (a, b)
        return .clash(.optionalConflict, later: later.1, earlier: earlier.1, message, note: earlier.0.givenHere)
    }
}

// MARK: Named types

extension Diagnostic {
    /// A named type with neither `fields` nor `enum`.
    static func typeDefinition(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invalidTypeDefinition, at: location,
            "\(DiagnosticSubject.type(name)) needs fields: (an object type) or enum: (a string enum)")
    }

    /// A named type with both `fields` and `enum`: at the later key, a note at the other.
    static func fieldsAndEnum(
        _ name: String, fields: SourceLocation, enum enumKey: SourceLocation
    ) -> Diagnostic {
        let (later, earlier, earlierKey) = fields < enumKey ? (enumKey, fields, "fields") : (fields, enumKey, "enum")
        return .clash(
            .invalidTypeDefinition, later: later, earlier: earlier,
            "\(DiagnosticSubject.type(name)) has both fields and enum; a type is an object (fields) or a string enum (enum)",
            note: "\(earlierKey) is given here")
    }
}

// MARK: Misplaced keys

extension Diagnostic {
    /// A key at the indentation of entries (`entry`, of `kind`, in `owner`), so that it is
    /// read as an entry of its own. `previous` is the entry above it; when the key is one of
    /// that entry's own keys (`isOwnKey`), `sibling` is the first key of that entry's
    /// mapping, if it has one.
    static func misplacedKey(
        _ entry: DiagnosticSubject, at location: SourceLocation, isOwnKey: Bool, previous: DiagnosticSubject,
        previousLine: Int, sibling: (key: String, location: SourceLocation)?
    ) -> Diagnostic {
        let key = entry.text ?? ""
        let indent = location.column - 1
        var message =
            "\(written(key)) is indented like a \(entry.noun) (\(spaces(indent))), so it is read as a \(entry.noun) named \(entry.quotedName)\(entry.owner.map { " of \($0)" } ?? "")"
        var notes: [Note] = []
        if isOwnKey, let sibling {
            let expected = sibling.location.column - 1
            message +=
                "; it probably belongs to \(previous.nounAndName) above it (line \(previousLine)): indent it by \(spaces(expected)) like \(written(sibling.key))"
            notes.append(
                Note(
                    "\(written(sibling.key)) of \(previous.nounAndName) is indented \(spaces(expected)) here",
                    at: sibling.location))
        } else if isOwnKey {
            message +=
                "; it probably belongs to \(previous.nounAndName) above it (line \(previousLine)): indent it one level deeper than \(previous.quotedName), under it"
        } else {
            message += "; if it is the key \(written(key)) of the level above, indent it like the keys there"
        }
        return .error(.misplacedKey, at: location, message, notes: notes)
    }

    private static func spaces(_ n: Int) -> String { n == 1 ? "1 space" : "\(n) spaces" }
}
