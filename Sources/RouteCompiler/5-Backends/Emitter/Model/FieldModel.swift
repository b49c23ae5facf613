@_spi(Generated) import PushRouting

/// A param or field, with its Swift property name and type, printed from its plan.
struct FieldModel {
    /// Its property and the internal names generated code uses for it.
    let names: MemberNames
    /// The property.
    var name: String { names.property }
    let key: String
    /// Where its value comes from and how it is taken.
    let source: ValueSource
    let isOptional: Bool
    let defaultValue: DefaultValue?
    let description: String?
    /// Whether the value is kept in a box (an optional field whose type contains its owner).
    let boxed: Bool
    /// The enum its `enum` constraint declares, nested in the owner.
    let inlineEnum: EnumModel?
    /// The enum its union declares, nested in the owner (docs/language.md §3.7).
    let union: UnionModel?
    /// The Swift type of the value (without optional).
    let swiftType: String
    /// The Swift type of the innermost value (of the elements of the elements of an array).
    let innermostSwiftType: String
    /// How the value is read, and what it is.
    let plan: ReaderPlan

    /// `holds(type)`: whether the object type `type` may hold the field's owner, which makes
    /// a union case of that type `indirect`; `objects`: the table's object types.
    init(_ value: ValuePlan, names: MemberNames, objects: Set<String>, boxed: Bool, holds: (String) -> Bool) {
        let field = value.member
        self.names = names
        key = field.key
        source = field.source
        isOptional = field.isOptional
        defaultValue = field.defaultValue
        description = field.description
        self.boxed = boxed
        plan = value.reader
        let innermost = plan.innermost
        var inlineEnum: EnumModel?
        var union: UnionModel?
        if let nested = names.nestedEnum {
            switch innermost {
            case .inlineEnum(let cases, _), .inlineEnumOrInteger(let cases, _):
                inlineEnum = EnumModel(
                    name: nested.name, description: nil, cases: zip(nested.cases, cases.map(\.value)).map { ($0, $1) },
                    otherCase: nested.otherCase)
            case .union(let members, let expected):
                union = UnionModel(
                    name: nested.name,
                    cases: zip(nested.cases, members).map { name, member in
                        var isIndirect = false
                        if case .object(let target) = member.plan, objects.contains(target) {
                            isIndirect = holds(target)
                        }
                        return UnionCaseModel(
                            name: name, swiftType: Self.swiftType(member.plan, nested: nil), member: member,
                            isIndirect: isIndirect)
                    }, expected: expected)
            default: break
            }
        }
        self.inlineEnum = inlineEnum
        self.union = union
        let nested = names.nestedEnum.map { SwiftNaming.escaped($0.name) }
        innermostSwiftType = Self.swiftType(innermost, nested: nested)
        swiftType = Self.swiftType(plan, nested: nested)
    }

    /// Whether the value is read at places (not the rest): a JSON string's document, for
    /// each of its origins (`source.origins`), whatever JSON value it is (a route's param at
    /// a `jsonStrings` path itself, of a type that is no object type, docs/language.md §5.3).
    var readsDocument: [Bool] {
        source.origins.compactMap { origin in
            switch origin {
            case .place: false
            case .document: true
            case .rest: nil
            }
        }
    }

    /// The property's declared type (`Swift.Int?`).
    var declaredType: String { isOptional ? swiftType + "?" : swiftType }

    /// The modules whose types the property's type names (`Foundation.URL`, `PushRouting.APS`).
    var modules: Set<ImportedModule> { Self.modules(plan) }

    /// The Swift type of values read by `plan`, whose innermost `enum` constraint or union
    /// (if any) declares the nested type `nested`: `[[Swift.String]]`, `[Swift.String: Sender]`.
    static func swiftType(_ plan: ReaderPlan, nested: String?) -> String {
        switch plan {
        case .string, .stringOrInteger: "Swift.String"
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .bool, .boolOrNumber: "Swift.Bool"
        case .url, .urlReference: "Foundation.URL"
        case .date: "Foundation.Date"
        case .json: "PushRouting.JSONValue"
        case .inlineEnum, .inlineEnumOrInteger: nested ?? "Swift.String"
        case .namedEnum(let name, _, _): name
        case .object(let name): BuiltinNamedTypes.swiftType(name) ?? name
        case .array(let element, _): "[" + swiftType(element, nested: nested) + "]"
        case .jsonArray: "[PushRouting.JSONValue]"
        case .separated(_, _, let array): swiftType(array, nested: nested)
        case .map(let value, _): "[Swift.String: " + swiftType(value, nested: nested) + "]"
        case .jsonMap: "[Swift.String: PushRouting.JSONValue]"
        case .union: nested ?? "Any"
        }
    }

    /// The modules whose types `swiftType(plan, nested:)` names: Foundation for `url` and
    /// `date`, PushRouting for `json` and `APS`, and those of a union's members, which its
    /// enum's cases carry.
    static func modules(_ plan: ReaderPlan) -> Set<ImportedModule> {
        switch plan {
        case .url, .urlReference, .date: [.foundation]
        case .json, .jsonArray, .jsonMap: [.pushRouting]
        case .object(let name): BuiltinNamedTypes.contains(name) ? [.pushRouting] : []
        case .array(let element, _), .map(let element, _): modules(element)
        case .separated(_, _, let array): modules(array)
        case .union(let members, _): members.reduce(into: []) { $0.formUnion(modules($1.plan)) }
        case .string, .stringOrInteger, .int, .double, .bool, .boolOrNumber, .inlineEnum, .inlineEnumOrInteger,
            .namedEnum:
            []
        }
    }
}
