@_spi(Generated) import PushRouting

// The schema of one value of a type, as its source takes it (coercion, `relative`,
// `separator`), from the reader plan the generated decoder reads it with.
extension SchemaBuilder {
    /// The schema of a value of `type`; `relative`: url values may be relative references;
    /// `separator`: the array may be a string of separated values; `jsonStrings`: JSON
    /// strings below the value (relative to it), where an object type's schema is written
    /// out instead of referenced.
    func valueSchema(
        _ type: ValueType, coercion: Coercion, relative: Bool = false, separator: String? = nil,
        jsonStrings: [[String]] = []
    ) -> JSONDocument {
        if let separator {
            return separated(type, coercion: coercion, relative: relative, separator: separator)
        }
        switch ReaderPlan.of(type, coercion: coercion, relative: relative, types: types) {
        case .string(let rules):
            return .object([("type", .string("string"))] + stringMembers(rules))
        case .inlineEnum(let cases, open: true):
            return .object([("type", .string("string")), ("examples", .array(cases.map { .string($0.value) }))])
        case .inlineEnum(let cases, _):
            return .object([("enum", .array(cases.map { .string($0.value) }))])
        case .int(let coerce, let rules):
            return coerced(integerSchema(rules), coerce)
        case .double(let coerce, let rules):
            return coerced(numberSchema(rules), coerce)
        case .bool(let coerce):
            let boolean = JSONDocument.object([("type", .string("boolean"))])
            guard coerce else { return boolean }
            return .object([
                ("anyOf", .array([boolean, .object([("enum", .array([.string("true"), .string("false")]))])]))
            ])
        case .url(let rules):
            var members: [(String, JSONDocument)] = [
                ("type", .string("string")), ("format", .string("uri")),
                ("pattern", .string(PayloadSchema.absoluteURI)),
            ]
            var rest = stringMembers(rules)
            if let index = rest.firstIndex(where: { $0.0 == "pattern" }) {
                let pattern = rest.remove(at: index).1
                rest.append(("allOf", .array([.object([("pattern", pattern)])])))
            }
            members += rest
            return .object(members)
        case .urlReference(let rules):
            var members: [(String, JSONDocument)] = [
                ("type", .string("string")), ("format", .string("uri-reference")),
                ("pattern", .string(PayloadSchema.uriReference)), ("minLength", .int(1)),
            ]
            if let rules, !stringMembers(rules).isEmpty {
                members.append(("allOf", .array([.object(stringMembers(rules))])))
            }
            return .object(members)
        case .stringOrInteger(let rules):
            // An integer counts as its decimal text, which the string's rules judge: a
            // keyword of routegen's own (validators that do not know it accept any int).
            var integer = integerSchema(nil)
            if let rules, !stringMembers(rules).isEmpty {
                integer = integer.adding(
                    PayloadSchema.textKeyword, .object([("type", .string("string"))] + stringMembers(rules)))
            }
            return .object([
                ("anyOf", .array([.object([("type", .string("string"))] + stringMembers(rules)), integer]))
            ])
        case .inlineEnumOrInteger(let cases, open: true):
            // Any string, or any integer as its decimal text (§3.9, §3.4).
            return .object([
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("string")), ("examples", .array(cases.map { .string($0.value) }))]),
                        integerSchema(nil),
                    ])
                )
            ])
        case .inlineEnumOrInteger(let cases, _):
            // An integer names the value that is its decimal text.
            let integers = cases.compactMap { enumCase -> Int64? in
                guard let i = Int64(enumCase.value), String(i) == enumCase.value else { return nil }
                return i
            }
            let strings = cases.map { JSONDocument.string($0.value) }
            return .object([("enum", .array(strings + integers.map { JSONDocument.int($0) }))])
        case .boolOrNumber(let coerce):
            let zeroOrOne = JSONDocument.object([("enum", .array([.int(0), .int(1)]))])
            var choices: [JSONDocument] = [.object([("type", .string("boolean"))]), zeroOrOne]
            if coerce {
                choices.append(.object([("enum", .array([.string("true"), .string("false")]))]))
                choices.append(
                    .object([
                        ("type", .string("string")), ("pattern", .string(PayloadSchema.numberText)),
                        ("contentMediaType", .string("application/json")), ("contentSchema", zeroOrOne),
                    ]))
            }
            return .object([("anyOf", .array(choices))])
        case .separated:
            return separated(type, coercion: coercion, relative: relative, separator: nil)
        case .date:
            return .object([
                (
                    "anyOf",
                    .array([dateTimeString, numberSchema(nil)])
                )
            ])
        case .object(let name) where !jsonStrings.isEmpty && !BuiltinNamedTypes.contains(name):
            // JSON strings inside: this place's own schema of the type.
            return .object(objectMembers(types[name]?.fields ?? [], jsonStrings: jsonStrings))
        case .namedEnum(let name, _, _), .object(let name):
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .map:
            guard case .map(let value, let c) = type else { return .object([]) }
            var members: [(String, JSONDocument)] = [
                ("type", .string("object")),
                ("additionalProperties", valueSchema(value, coercion: coercion, relative: relative)),
            ]
            if let n = c.minItems { members.append(("minProperties", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxProperties", .int(Int64(n.value)))) }
            return .object(members)
        case .union:
            // The kinds of the members are distinct: at most one branch holds.
            guard case .union(let members) = type else { return .object([]) }
            return .object([("anyOf", .array(members.map { memberSchema($0, relative: relative) }))])
        case .json:
            // Any JSON value; null is a missing value where a param or field reads it (§3.3).
            return .object([("not", .object([("type", .string("null"))]))])
        case .jsonArray:
            // Any JSON values, null elements included.
            var members: [(String, JSONDocument)] = [("type", .string("array"))]
            let c = type.constraints
            if let n = c.minItems { members.append(("minItems", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxItems", .int(Int64(n.value)))) }
            if c.uniqueItems?.value == true { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        case .jsonMap:
            var members: [(String, JSONDocument)] = [("type", .string("object"))]
            let c = type.constraints
            if let n = c.minItems { members.append(("minProperties", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxProperties", .int(Int64(n.value)))) }
            return .object(members)
        case .array:
            guard case .array(let element, _) = type else { return .object([]) }
            var members: [(String, JSONDocument)] = [
                ("type", .string("array")), ("items", valueSchema(element, coercion: coercion, relative: relative)),
            ]
            let c = type.constraints
            if let n = c.minItems { members.append(("minItems", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxItems", .int(Int64(n.value)))) }
            if c.uniqueItems?.value == true { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        }
    }

    /// An array that may also be a string of values separated by `separator`
    /// (docs/language.md §5.4): the array's schema, or a string whose pieces, as an array of
    /// strings, satisfy the array's schema with its values coerced from strings. Splitting is
    /// a keyword of routegen's own (`PayloadSchema.separatorKeyword`); other validators see
    /// the pieces' syntax in a `pattern` where it has one (numbers, booleans, enums).
    func separated(_ type: ValueType, coercion: Coercion, relative: Bool, separator: String?) -> JSONDocument {
        let array = valueSchema(type, coercion: coercion, relative: relative)
        guard let separator, case .array(let element, _) = type else { return array }
        var text: [(String, JSONDocument)] = [("type", .string("string"))]
        if let piece = piecePattern(element, coercion: coercion.union(.strings)) {
            let mark = PayloadSchema.literal(separator)
            text.append(("pattern", .string("^(?:(?:\(piece))(?:\(mark)(?:\(piece)))*)?$")))
        }
        text.append((PayloadSchema.separatorKeyword, .string(separator)))
        text.append(
            (PayloadSchema.piecesKeyword, valueSchema(type, coercion: coercion.union(.strings), relative: relative)))
        return .object([("anyOf", .array([array, .object(text)]))])
    }

    /// The syntax of one piece of a separated string, as an unanchored pattern, when it has
    /// one: the text of a JSON number, `true`/`false` (and numbers, with `coerce: numbers`),
    /// an enum's values.
    func piecePattern(_ element: ValueType, coercion: Coercion) -> String? {
        let number = String(PayloadSchema.numberText.dropFirst().dropLast())
        switch ReaderPlan.of(element, coercion: coercion, types: types) {
        case .int, .double: return number
        case .bool: return "true|false"
        case .boolOrNumber: return "true|false|\(number)"
        case .inlineEnum(let cases, open: false), .inlineEnumOrInteger(let cases, open: false),
            .namedEnum(_, let cases, open: false):
            return cases.map { PayloadSchema.literal($0.value) }.joined(separator: "|")
        default: return nil
        }
    }

    /// A member of a union: read without coercion; a `date` only in its string form;
    /// `relative`: a `url` may be a relative reference (docs/language.md §5.4).
    func memberSchema(_ member: ValueType, relative: Bool) -> JSONDocument {
        if case .builtin(.date, _) = member { return dateTimeString }
        return valueSchema(member, coercion: .none, relative: relative)
    }

    /// An RFC 3339 date-time string.
    var dateTimeString: JSONDocument {
        .object([
            ("type", .string("string")), ("format", .string("date-time")), ("pattern", .string(PayloadSchema.dateTime)),
        ])
    }

    func stringMembers(_ rules: StringRules?) -> [(String, JSONDocument)] {
        guard let rules else { return [] }
        var members: [(String, JSONDocument)] = []
        if let n = rules.minLength { members.append(("minLength", .int(Int64(n)))) }
        if let n = rules.maxLength { members.append(("maxLength", .int(Int64(n)))) }
        if let p = rules.pattern { members.append(("pattern", .string(p.source))) }
        return members
    }
}
