@_spi(Generated) import PushRouting

/// A param or field, with its Swift property name and type.
struct FieldModel {
    /// Its property and the internal names generated code uses for it.
    let names: MemberNames
    /// The property.
    var name: String { names.property }
    let key: String
    /// Where its value comes from and how it is taken.
    let source: ValueSource
    let type: ValueType
    let isOptional: Bool
    let defaultValue: DefaultValue?
    let description: String?
    /// Whether the value is kept in a box (an optional field whose type contains its owner).
    let boxed: Bool
    /// The enum its `enum` constraint declares, nested in the owner.
    let inlineEnum: EnumModel?
    /// The Swift type of the value (without optional).
    let swiftType: String
    /// The Swift type of the innermost value (of the elements of the elements of an array).
    let innermostSwiftType: String
    /// How the value is read.
    let plan: ReaderPlan
    /// For each of its places (`source.places`), whether the value read there is the document
    /// of a JSON string, whatever JSON value it is (a route's param at a `jsonStrings` path
    /// itself, of a type that is no object type, docs/language.md §5.3).
    let readsDocument: [Bool]

    /// `holds(type)`: whether the object type `type` may hold the field's owner, which makes
    /// a union case of that type `indirect`.
    init(_ field: Member, names: MemberNames, kinds: [String: CheckedType], boxed: Bool, holds: (String) -> Bool) {
        self.names = names
        readsDocument = field.source.origins.compactMap { origin in
            switch origin {
            case .place: false
            case .document: true
            case .rest: nil
            }
        }
        key = field.key
        source = field.source
        type = field.type
        isOptional = field.isOptional
        defaultValue = field.defaultValue
        description = field.description
        self.boxed = boxed
        plan = ReaderPlan.of(field, types: kinds)
        let members = field.type.union
        inlineEnum = names.nestedEnum.flatMap { nested in
            guard members == nil else { return nil }
            let constraints = field.type.innermost.constraints
            let values = (constraints.enumCases ?? []).map(\.value)
            return EnumModel(
                name: nested.name, description: nil,
                cases: zip(nested.cases, values).map { ($0, $1) }, otherCase: nested.otherCase)
        }
        union = names.nestedEnum.flatMap { nested in
            guard let members else { return nil }
            let plans = ReaderPlan.unionMembers(members, relative: field.source.isRelative, types: kinds)
            return UnionModel(
                name: nested.name,
                cases: zip(nested.cases, zip(members, plans)).map { name, member in
                    let (type, plan) = member
                    var isIndirect = false
                    if case .named(let target) = type, kinds[target.value]?.fields != nil {
                        isIndirect = holds(target.value)
                    }
                    return UnionCaseModel(
                        name: name, swiftType: Self.swiftType(type, nested: nil), type: type, member: plan,
                        isIndirect: isIndirect)
                }, expected: UnionMember.expected(plans))
        }
        let nested = names.nestedEnum.map { SwiftNaming.escaped($0.name) }
        innermostSwiftType = Self.swiftType(field.type.innermost, nested: nested)
        swiftType = Self.swiftType(field.type, nested: nested)
    }

    /// The enum its union declares, nested in the owner (docs/language.md §3.7).
    let union: UnionModel?

    /// The property's declared type (`Swift.Int?`).
    var declaredType: String { isOptional ? swiftType + "?" : swiftType }

    /// The modules whose types the property's type names (`Foundation.URL`, `PushRouting.APS`).
    var modules: Set<ImportedModule> { Self.modules(type) }

    /// The Swift type of values of `type`, whose innermost `enum` constraint or union (if
    /// any) declares the nested type `nested`: `[[Swift.String]]`, `[Swift.String: Sender]`.
    static func swiftType(_ type: ValueType, nested: String?) -> String {
        switch type {
        case .builtin(let builtin, let c): c.enumCases != nil ? (nested ?? builtin.swiftType) : builtin.swiftType
        case .named(let name): BuiltinNamedTypes.swiftType(name.value) ?? name.value
        case .array(let element, _): "[" + swiftType(element, nested: nested) + "]"
        case .map(let value, _): "[Swift.String: " + swiftType(value, nested: nested) + "]"
        case .union: nested ?? "Any"
        }
    }

    /// The modules whose types `swiftType(type, nested:)` names: Foundation for `url` and
    /// `date`, PushRouting for `APS`, and those of a union's members, which its enum's cases carry.
    static func modules(_ type: ValueType) -> Set<ImportedModule> {
        switch type {
        case .builtin(let builtin, _): builtin.module.map { [$0] } ?? []
        case .named(let name): BuiltinNamedTypes.contains(name.value) ? [.pushRouting] : []
        case .array(let element, _): modules(element)
        case .map(let value, _): modules(value)
        case .union(let members): members.reduce(into: []) { $0.formUnion(modules($1)) }
        }
    }
}

extension BuiltinType {
    /// The module of its Swift type, when that is not the standard library's.
    var module: ImportedModule? {
        switch self {
        case .url, .date: .foundation
        case .json: .pushRouting
        case .string, .int, .double, .bool: nil
        }
    }

    /// The fully qualified Swift type.
    var swiftType: String {
        switch self {
        case .string: "Swift.String"
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .bool: "Swift.Bool"
        case .url: "Foundation.URL"
        case .date: "Foundation.Date"
        case .json: "PushRouting.JSONValue"
        }
    }
}
