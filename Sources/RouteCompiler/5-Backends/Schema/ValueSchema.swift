@_spi(Generated) import PushRouting

// The schema of one value, from the plan the generated decoder reads it with (its type as
// its source takes it: coercion, `relative`, `separator`).
extension SchemaBuilder {
    /// The schema of a value read by `plan`; `jsonStrings`: JSON strings below the value
    /// (relative to it), where an object type's schema is written out instead of referenced.
    func valueSchema(_ plan: ReaderPlan, jsonStrings: [[String]] = []) -> JSONDocument {
        switch plan {
        case .string(let c):
            return .object([("type", .string("string"))] + stringMembers(c.stringRulesIfAny))
        case .inlineEnum(let cases, open: true):
            return .object([("type", .string("string")), ("examples", .array(cases.map { .string($0.value) }))])
        case .inlineEnum(let cases, _):
            return .object([("enum", .array(cases.map { .string($0.value) }))])
        case .int(let coerce, let c):
            return coerced(integerSchema(c.numberRulesIfAny), coerce)
        case .double(let coerce, let c):
            return coerced(numberSchema(c.numberRulesIfAny), coerce)
        case .bool(let coerce):
            let boolean = JSONDocument.object([("type", .string("boolean"))])
            guard coerce else { return boolean }
            return .object([
                ("anyOf", .array([boolean, .object([("enum", .array([.string("true"), .string("false")]))])]))
            ])
        case .url(let c):
            var members: [(String, JSONDocument)] = [
                ("type", .string("string")), ("format", .string("uri")),
                ("pattern", .string(PayloadSchema.absoluteURI)),
            ]
            var rest = stringMembers(c.stringRulesIfAny)
            if let index = rest.firstIndex(where: { $0.0 == "pattern" }) {
                let pattern = rest.remove(at: index).1
                rest.append(("allOf", .array([.object([("pattern", pattern)])])))
            }
            members += rest
            return .object(members)
        case .urlReference(let c):
            var members: [(String, JSONDocument)] = [
                ("type", .string("string")), ("format", .string("uri-reference")),
                ("pattern", .string(PayloadSchema.uriReference)), ("minLength", .int(1)),
            ]
            let rules = c.stringRulesIfAny
            if let rules, !stringMembers(rules).isEmpty {
                members.append(("allOf", .array([.object(stringMembers(rules))])))
            }
            return .object(members)
        case .stringOrInteger(let c):
            // An integer counts as its decimal text, which the string's rules judge: a
            // keyword of routegen's own (validators that do not know it accept any int).
            let rules = c.stringRulesIfAny
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
        case .separated(let separator, let pieces, let array):
            return separated(separator, pieces: pieces, array: array)
        case .date:
            return .object([
                (
                    "anyOf",
                    .array([dateTimeString, numberSchema(nil)])
                )
            ])
        case .object(let name) where !jsonStrings.isEmpty && !BuiltinNamedTypes.contains(name):
            // JSON strings inside: this place's own schema of the type.
            return .object(objectMembers(plan: self.plan.objectsByName[name], jsonStrings: jsonStrings))
        case .namedEnum(let name, _, _), .object(let name):
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .map(let value, let c):
            var members: [(String, JSONDocument)] = [
                ("type", .string("object")), ("additionalProperties", valueSchema(value)),
            ]
            if let n = c.minItems { members.append(("minProperties", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxProperties", .int(Int64(n.value)))) }
            return .object(members)
        case .union(let members, _):
            // The kinds of the members are distinct: at most one branch holds.
            return .object([("anyOf", .array(members.map(memberSchema)))])
        case .json:
            // Any JSON value; null is a missing value where a param or field reads it (§3.3).
            return .object([("not", .object([("type", .string("null"))]))])
        case .jsonArray(let c):
            // Any JSON values, null elements included.
            var members: [(String, JSONDocument)] = [("type", .string("array"))]
            if let n = c.minItems { members.append(("minItems", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxItems", .int(Int64(n.value)))) }
            if c.uniqueItems?.value == true { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        case .jsonMap(let c):
            var members: [(String, JSONDocument)] = [("type", .string("object"))]
            if let n = c.minItems { members.append(("minProperties", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxProperties", .int(Int64(n.value)))) }
            return .object(members)
        case .array(let element, let c):
            var members: [(String, JSONDocument)] = [("type", .string("array")), ("items", valueSchema(element))]
            if let n = c.minItems { members.append(("minItems", .int(Int64(n.value)))) }
            if let n = c.maxItems { members.append(("maxItems", .int(Int64(n.value)))) }
            if c.uniqueItems?.value == true { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        }
    }

    /// An array that may also be a string of values separated by `separator`
    /// (docs/language.md §5.4): the array's schema (`array`), or a string whose pieces, as an
    /// array of strings, satisfy the array's schema with its values coerced from strings
    /// (`pieces`). Splitting is a keyword of routegen's own (`PayloadSchema.separatorKeyword`);
    /// other validators see the pieces' syntax in a `pattern` where it has one (numbers,
    /// booleans, enums).
    func separated(_ separator: String, pieces: ReaderPlan, array: ReaderPlan) -> JSONDocument {
        var text: [(String, JSONDocument)] = [("type", .string("string"))]
        if let element = pieces.elements, let piece = piecePattern(element) {
            let mark = PayloadSchema.literal(separator)
            text.append(("pattern", .string("^(?:(?:\(piece))(?:\(mark)(?:\(piece)))*)?$")))
        }
        text.append((PayloadSchema.separatorKeyword, .string(separator)))
        text.append((PayloadSchema.piecesKeyword, valueSchema(pieces)))
        return .object([("anyOf", .array([valueSchema(array), .object(text)]))])
    }

    /// The syntax of one piece of a separated string, read by `element`, as an unanchored
    /// pattern, when it has one: the text of a JSON number, `true`/`false` (and numbers, with
    /// `coerce: numbers`), an enum's values.
    func piecePattern(_ element: ReaderPlan) -> String? {
        let number = String(PayloadSchema.numberText.dropFirst().dropLast())
        switch element {
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
    func memberSchema(_ member: UnionMember) -> JSONDocument {
        if case .date = member.plan { return dateTimeString }
        return valueSchema(member.plan)
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
