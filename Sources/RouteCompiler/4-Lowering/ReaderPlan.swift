@_spi(Generated) import PushRouting

/// How one value is read: the runtime reader and its rules, decided once from the model.
/// The emitter prints it as Swift (`PushRouting.Read.int(coerce: true, rules: …)`) and the
/// interpreter behind `routegen explain` builds the same runtime reader from it, so the two
/// cannot disagree about what a constraint means.
package indirect enum ReaderPlan: Sendable {
    case string(StringRules?)
    case int(coerce: Bool, NumberRules?)
    case double(coerce: Bool, NumberRules?)
    case bool(coerce: Bool)
    case url(StringRules?)
    case date
    /// A string enum declared by an `enum` constraint (nested in its owner); `open`: a
    /// string that is none of its values is kept, not rejected.
    case inlineEnum([EnumCase], open: Bool)
    /// A named string enum.
    case namedEnum(String, [EnumCase], open: Bool)
    /// A named object type (or the built-in `APS`).
    case object(String)
    case array(ReaderPlan, ArrayRules?)
    /// A `string` that also takes an integer, as its decimal text (`coerce: numbers`,
    /// docs/language.md §3.4).
    case stringOrInteger(StringRules?)
    /// A string enum declared by an `enum` constraint that also takes an integer's decimal
    /// text (`coerce: numbers`).
    case inlineEnumOrInteger([EnumCase], open: Bool)
    /// A `bool` that also takes 0 and 1 (`coerce: numbers`); with `coerce`, strings too.
    case boolOrNumber(coerce: Bool)
    /// A `url` that may be a relative reference (`relative: true`).
    case urlReference(StringRules?)
    /// An array that may also arrive as one string of values separated by the separator
    /// (`separator:`): the pieces are read by `pieces` (coerced from strings), an array by
    /// `array`; both are `.array` plans.
    case separated(String, pieces: ReaderPlan, array: ReaderPlan)
    /// A map: a dictionary of string keys whose values the plan reads; the rules count its
    /// entries.
    case map(ReaderPlan, ArrayRules?)
    /// A union: the member of the value's JSON kind, or `wrongType` with `expected`
    /// (`an int or a string`) when no member has it.
    case union([UnionMember], expected: String)
    /// Any JSON value (`json`, docs/language.md §3.11).
    case json
    /// An array of JSON values (`[json]`): a null element is `null`, not an error.
    case jsonArray(ArrayRules?)
    /// A map of JSON values (`[string: json]`): a null value is `null`, not an error.
    case jsonMap(ArrayRules?)

    /// The plan for a param or field: its type read as its source takes it, in a table
    /// whose named types are `types`.
    package static func of(_ field: Member, types: [String: CheckedType]) -> ReaderPlan {
        of(field.type, source: field.source, types: types)
    }

    /// The plan for a value of `type` read as `source` takes it: with its coercion,
    /// `relative` and `separator` (docs/language.md §5.4).
    package static func of(_ type: ValueType, source: ValueSource, types: [String: CheckedType]) -> ReaderPlan {
        let array = of(type, coercion: source.coercion, relative: source.isRelative, types: types)
        guard let separator = source.separator else { return array }
        let pieces = of(type, coercion: source.coercion.union(.strings), relative: source.isRelative, types: types)
        return .separated(separator, pieces: pieces, array: array)
    }

    /// The plan for a value of `type`, with `coercion`, in a table whose named types are
    /// `types`.
    package static func of(_ type: ValueType, coercion: Coercion, types: [String: CheckedType]) -> ReaderPlan {
        of(type, coercion: coercion, relative: false, types: types)
    }

    /// The plan for a value of `type`; `relative`: its url values may be relative references.
    static func of(
        _ type: ValueType, coercion: Coercion, relative: Bool, types: [String: CheckedType]
    ) -> ReaderPlan {
        let coerce = coercion.contains(.strings)
        let numbers = coercion.contains(.numbers)
        switch type {
        case .builtin(let builtin, let c):
            switch builtin {
            case .string:
                if let cases = c.enumCases {
                    let open = c.isOpenEnum
                    return numbers ? .inlineEnumOrInteger(cases, open: open) : .inlineEnum(cases, open: open)
                }
                let rules = c.hasStringRules ? c.stringRules : nil
                return numbers ? .stringOrInteger(rules) : .string(rules)
            case .int: return .int(coerce: coerce, c.hasNumberRules ? c.numberRules : nil)
            case .double: return .double(coerce: coerce, c.hasNumberRules ? c.numberRules : nil)
            case .bool: return numbers ? .boolOrNumber(coerce: coerce) : .bool(coerce: coerce)
            case .url:
                let rules = c.hasStringRules ? c.stringRules : nil
                return relative ? .urlReference(rules) : .url(rules)
            case .date: return .date
            case .json: return .json
            }
        case .named(let name):
            if let named = types[name.value], case .enumeration(let cases) = named.kind {
                return .namedEnum(name.value, cases, open: named.isOpen)
            }
            return .object(name.value)
        case .array(.builtin(.json, _), let c):
            return .jsonArray(c.hasArrayRules ? c.arrayRules : nil)
        case .map(.builtin(.json, _), let c):
            return .jsonMap(c.hasArrayRules ? c.arrayRules : nil)
        case .array(let element, let c):
            return .array(
                of(element, coercion: coercion, relative: relative, types: types),
                c.hasArrayRules ? c.arrayRules : nil)
        case .map(let value, let c):
            return .map(
                of(value, coercion: coercion, relative: relative, types: types), c.hasArrayRules ? c.arrayRules : nil)
        case .union(let members):
            let plans = unionMembers(members, relative: relative, types: types)
            return .union(plans, expected: UnionMember.expected(plans))
        }
    }

    /// The members of a union: the kind of the value chooses the member, and coercion never
    /// applies (docs/language.md §3.7); `relative` does, to a `url` member (§5.4).
    static func unionMembers(_ members: [ValueType], relative: Bool, types: [String: CheckedType]) -> [UnionMember] {
        members.map { member in
            UnionMember(
                kind: JSONKind.of(member, types: types),
                plan: of(member, coercion: .none, relative: relative, types: types))
        }
    }
}

/// A member of a union (docs/language.md §3.7): the JSON kind of the values it takes, and
/// how it reads them.
package struct UnionMember: Sendable {
    /// The kind of payload values that are this member.
    package let kind: JSONKind
    /// How a value of that kind is read.
    package let plan: ReaderPlan

    /// What the member takes, for a message: `an int`, `a date-time string`.
    package var noun: String {
        switch plan {
        case .string, .inlineEnum, .namedEnum, .stringOrInteger, .inlineEnumOrInteger: "a string"
        case .url, .urlReference: "a URL string"
        case .date: "an RFC 3339 date-time string"
        case .int: "an int"
        case .double: "a number"
        case .bool, .boolOrNumber: "a boolean"
        case .object, .map, .jsonMap: "an object"
        case .array, .separated, .jsonArray: "an array"
        case .union, .json: "a value"
        }
    }

    /// `an int or a string`, `an int, a string or an array`: what a union takes.
    static func expected(_ members: [UnionMember]) -> String {
        WordList.or(members.map(\.noun))
    }
}

extension Constraints {
    var hasNumberRules: Bool {
        minimum != nil || maximum != nil || exclusiveMinimum != nil || exclusiveMaximum != nil || multipleOf != nil
    }
    var hasStringRules: Bool { minLength != nil || maxLength != nil || pattern != nil }
    var hasArrayRules: Bool { minItems != nil || maxItems != nil || uniqueItems?.value == true }
}
