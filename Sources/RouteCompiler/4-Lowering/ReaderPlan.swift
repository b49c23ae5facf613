@_spi(Generated) import PushRouting

/// How one value is read and what it is: the value's type as its source takes it (coercion,
/// `relative`, `separator`), with its constraints, decided once from the checked model. The
/// one description of a value every back end switches over — never the value type itself:
/// the emitter prints it as Swift (`PushRouting.Read.int(coerce: true, rules: …)`) and
/// declares its Swift type from it, the interpreter behind `routegen explain` builds the same
/// runtime reader from it, the schema and its examples write what it accepts, and `breaking`
/// compares two of them. So none of them can disagree about what a type, a coercion or a
/// constraint means. The rules the runtime applies come from the constraints
/// (`Constraints.stringRules`, `RuntimeRules.swift`).
package indirect enum ReaderPlan: Sendable {
    case string(Constraints)
    case int(coerce: Bool, Constraints)
    case double(coerce: Bool, Constraints)
    case bool(coerce: Bool)
    case url(Constraints)
    case date
    /// A string enum declared by an `enum` constraint (nested in its owner); `open`: a
    /// string that is none of its values is kept, not rejected.
    case inlineEnum([EnumCase], open: Bool)
    /// A named string enum.
    case namedEnum(String, [EnumCase], open: Bool)
    /// A named object type (or the built-in `APS`).
    case object(String)
    /// An array, with the array's own constraints (the elements' are in their plan).
    case array(ReaderPlan, Constraints)
    /// A `string` that also takes an integer, as its decimal text (`coerce: numbers`,
    /// docs/language.md §3.4).
    case stringOrInteger(Constraints)
    /// A string enum declared by an `enum` constraint that also takes an integer's decimal
    /// text (`coerce: numbers`).
    case inlineEnumOrInteger([EnumCase], open: Bool)
    /// A `bool` that also takes 0 and 1 (`coerce: numbers`); with `coerce`, strings too.
    case boolOrNumber(coerce: Bool)
    /// A `url` that may be a relative reference (`relative: true`).
    case urlReference(Constraints)
    /// An array that may also arrive as one string of values separated by the separator
    /// (`separator:`): the pieces are read by `pieces` (coerced from strings), an array by
    /// `array`; both are `.array` plans.
    case separated(String, pieces: ReaderPlan, array: ReaderPlan)
    /// A map: a dictionary of string keys whose values the plan reads; its constraints count
    /// its entries.
    case map(ReaderPlan, Constraints)
    /// A union: the member of the value's JSON kind, or `wrongType` with `expected`
    /// (`an int or a string`) when no member has it.
    case union([UnionMember], expected: String)
    /// Any JSON value (`json`, docs/language.md §3.11).
    case json
    /// An array of JSON values (`[json]`): a null element is `null`, not an error.
    case jsonArray(Constraints)
    /// A map of JSON values (`[string: json]`): a null value is `null`, not an error.
    case jsonMap(Constraints)

    /// The plan for a value of `type` read as `source` takes it: with its coercion,
    /// `relative` and `separator` (docs/language.md §5.4).
    package static func of(_ type: ValueType, source: ValueSource, types: [String: CheckedType]) -> ReaderPlan {
        let array = of(type, coercion: source.coercion, relative: source.isRelative, types: types)
        guard let separator = source.separator else { return array }
        let pieces = of(type, coercion: source.coercion.union(.strings), relative: source.isRelative, types: types)
        return .separated(separator, pieces: pieces, array: array)
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
                return numbers ? .stringOrInteger(c) : .string(c)
            case .int: return .int(coerce: coerce, c)
            case .double: return .double(coerce: coerce, c)
            case .bool: return numbers ? .boolOrNumber(coerce: coerce) : .bool(coerce: coerce)
            case .url: return relative ? .urlReference(c) : .url(c)
            case .date: return .date
            case .json: return .json
            }
        case .named(let name):
            if let named = types[name.value], case .enumeration(let cases) = named.kind {
                return .namedEnum(name.value, cases, open: named.isOpen)
            }
            return .object(name.value)
        case .array(.builtin(.json, _), let c):
            return .jsonArray(c)
        case .map(.builtin(.json, _), let c):
            return .jsonMap(c)
        case .array(let element, let c):
            return .array(of(element, coercion: coercion, relative: relative, types: types), c)
        case .map(let value, let c):
            return .map(of(value, coercion: coercion, relative: relative, types: types), c)
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

    /// How the elements of an array are read (of one that may arrive as a separated string,
    /// the array's), nil for a value that is no array.
    package var elements: ReaderPlan? {
        switch self {
        case .array(let element, _): element
        case .separated(_, _, let array): array.elements
        case .jsonArray: .json
        case .string, .int, .double, .bool, .url, .date, .inlineEnum, .namedEnum, .object, .stringOrInteger,
            .inlineEnumOrInteger, .boolOrNumber, .urlReference, .map, .union, .json, .jsonMap:
            nil
        }
    }

    /// How the innermost values are read: of the elements of the elements of an array, the
    /// values of a map (the plan itself for a value that is neither).
    package var innermost: ReaderPlan {
        switch self {
        case .array(let element, _), .map(let element, _): element.innermost
        case .separated(_, _, let array): array.innermost
        case .jsonArray, .jsonMap: .json
        case .string, .int, .double, .bool, .url, .date, .inlineEnum, .namedEnum, .object, .stringOrInteger,
            .inlineEnumOrInteger, .boolOrNumber, .urlReference, .union, .json:
            self
        }
    }

    /// The JSON kind of the values it reads, as a member of a union (docs/language.md §3.7).
    package var jsonKind: JSONKind {
        switch self {
        case .string, .stringOrInteger, .inlineEnum, .inlineEnumOrInteger, .namedEnum, .url, .urlReference, .date:
            .string
        case .int, .double: .number
        case .bool, .boolOrNumber: .boolean
        // `json` takes every kind, so a union never holds it (`ambiguous-union`, TypeChecks).
        case .object, .map, .jsonMap, .union, .json: .object
        case .array, .jsonArray, .separated: .array
        }
    }

    /// Whether this reads a `url` (absolute or a relative reference).
    package var readsURL: Bool {
        switch self {
        case .url, .urlReference: true
        default: false
        }
    }

    /// The named types (object types, enums, `APS`) the value refers to, at any depth.
    package var namedTypes: [String] {
        switch self {
        case .namedEnum(let name, _, _), .object(let name): [name]
        case .array(let element, _), .map(let element, _): element.namedTypes
        case .separated(_, _, let array): array.namedTypes
        case .union(let members, _): members.flatMap(\.plan.namedTypes)
        case .string, .int, .double, .bool, .url, .date, .inlineEnum, .stringOrInteger, .inlineEnumOrInteger,
            .boolOrNumber, .urlReference, .json, .jsonArray, .jsonMap:
            []
        }
    }

    /// The type as the table writes it: `string`, `[Sender]`, `[string: int]`, `int | string`
    /// (coercion, `relative` and `separator` are no part of it).
    package var spelled: String {
        switch self {
        case .string, .stringOrInteger, .inlineEnum, .inlineEnumOrInteger: "string"
        case .int: "int"
        case .double: "double"
        case .bool, .boolOrNumber: "bool"
        case .url, .urlReference: "url"
        case .date: "date"
        case .json: "json"
        case .namedEnum(let name, _, _), .object(let name): name
        case .array(let element, _): "[\(element.spelled)]"
        case .jsonArray: "[json]"
        case .separated(_, _, let array): array.spelled
        case .map(let value, _): "[string: \(value.spelled)]"
        case .jsonMap: "[string: json]"
        case .union(let members, _): members.map(\.plan.spelled).joined(separator: " | ")
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

    /// The `int`/`double` rules, when there are any.
    package var numberRulesIfAny: NumberRules? { hasNumberRules ? numberRules : nil }
    /// The `string`/`url` rules, when there are any.
    package var stringRulesIfAny: StringRules? { hasStringRules ? stringRules : nil }
    /// The array (or map) rules, when there are any.
    package var arrayRulesIfAny: ArrayRules? { hasArrayRules ? arrayRules : nil }
}
