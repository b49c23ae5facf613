import PushRouting

/// What the emitters print, derived once from a validated table and its names
/// (`TableNames`): Swift names and types resolved, nothing left to decide. The emitters read
/// only this.
struct EmissionModel {
    /// The root file as named on the command line, for the header and provenance.
    let source: String
    /// The keys of the first discriminator (where encoding writes a route's value); empty
    /// when the table has none.
    let discriminator: [String]
    /// How routes are chosen, for a table that uses more than one discriminator path (docs/language.md
    /// §13.1); nil for a table that selects every route by one discriminator's value,
    /// whose decoder finds the route while reading the payload's first level.
    let selection: SelectionPlan?
    /// The key paths of `jsonStrings` (docs/language.md §5.3): a table with any decodes
    /// payloads expanded, and encodes the objects there as JSON text.
    let jsonStrings: JSONStringPaths
    /// The routes the enum has a case for (every route but the ignored ones).
    let routes: [RouteModel]
    let objects: [ObjectModel]
    let enums: [EnumModel]
    let destinations: [DestinationModel]
    /// The names of the table-wide generated types.
    let names: GeneratedTypeNames
    /// The access modifier with its space (`public `), or nothing for `internal`.
    let access: String

    var hasDeprecatedRoutes: Bool { routes.contains { $0.deprecation != nil } }

    /// Whether a route key is the decimal text of an integer, which encoding writes as an
    /// integer (`PushRouting.Encode.discriminator`, docs/language.md §13.1).
    var hasIntegerKeys: Bool { routes.contains { Encode.integerKey($0.value) != nil } }

    /// Whether the table lists `jsonStrings`.
    var hasJSONStrings: Bool { !jsonStrings.isEmpty }

    /// The generated structs: one per route, then one per object type.
    var structs: [StructModel] {
        routes.map {
            StructModel(
                name: $0.structName, fields: $0.fields, isRoute: true, isDeprecated: $0.deprecation != nil,
                rest: $0.rest)
        }
            + objects.map {
                StructModel(name: $0.name, fields: $0.fields, isRoute: false, isDeprecated: false, rest: $0.rest)
            }
    }

    init(_ validated: ValidatedTable, options: GenerationOptions = GenerationOptions()) {
        let table = validated.table
        let swiftNames = validated.names
        names = options.names
        access = options.accessModifier == .internal ? "" : options.accessModifier.rawValue + " "
        let kinds = table.typesByName
        source = table.files.first ?? "routes.yaml"
        discriminator = table.discriminators.first?.keys ?? []
        jsonStrings = table.jsonStrings
        let boxed = BoxedFields(table)
        let containment = ValueContainment(table)
        let delivered = zip(table.deliveredRoutes, swiftNames.routes)
        let routes = delivered.enumerated().map { index, pair in
            let (route, routeNames) = pair
            return RouteModel(
                index: index, caseName: routeNames.caseName, structName: routeNames.structName, value: route.value,
                aliases: route.aliases.map(\.value), selection: route.selection, destination: routeNames.destination,
                description: route.description, deprecation: route.deprecation, location: route.location,
                fields: zip(route.params, routeNames.params).map {
                    FieldModel(
                        $0, names: $1, kinds: kinds, boxed: false, holds: { _ in false },
                        jsonStrings: table.jsonStrings)
                }, rest: RestKeys(route: route, in: table))
        }
        self.routes = routes
        selection = table.simpleDiscriminator == nil ? SelectionPlan(table) : nil
        var objects: [ObjectModel] = []
        var enums: [EnumModel] = []
        for (type, typeNames) in zip(table.types, swiftNames.types) {
            switch type.kind {
            case .object(let fields):
                objects.append(
                    ObjectModel(
                        name: type.name, description: type.description, location: type.location,
                        fields: zip(fields, typeNames.fields).map {
                            FieldModel(
                                $0, names: $1, kinds: kinds, boxed: boxed.contains($0, in: type.name),
                                holds: { containment.reaches(from: $0, to: type.name) })
                        }, rest: RestKeys(fields: fields)))
            case .enumeration(let cases):
                enums.append(
                    EnumModel(
                        name: type.name, description: type.description, location: type.location,
                        cases: zip(typeNames.cases, cases.map(\.value)).map { ($0, $1) },
                        otherCase: typeNames.otherCase))
            }
        }
        self.objects = objects
        self.enums = enums
        destinations = table.destinations.map { destination in
            DestinationModel(
                name: destination, protocolName: GeneratedNames.destinationProtocol(destination),
                routes: routes.filter { $0.destination == destination })
        }
    }
}

struct RouteModel {
    let index: Int
    let caseName: String
    let structName: String
    let value: String
    let aliases: [String]
    /// By value, by `when`, or as the fallback.
    let selection: RouteSelectionRule
    let destination: String
    let description: String?
    let deprecation: Deprecation?
    let location: SourceLocation
    let fields: [FieldModel]
    /// The keys its `rest: true` param never takes, when it has one (docs/language.md §5.5).
    let rest: RestKeys?

    /// `.orderShipped`: the route's case, in patterns and expressions.
    var pattern: String { "." + SwiftNaming.escaped(caseName) }

    /// `.orderShipped(try OrderShippedPush(entries: entries))`: the route read from `entries`.
    var decoded: String {
        "\(pattern)(\(DecodingEmitter.entriesInitializer(reads: !fields.isEmpty).call(on: structName, passing: ["entries"])))"
    }

    /// How it is selected, for doc comments: `Push type "second"`, `Selected when room is
    /// present`, `The fallback`.
    var selectionPhrase: String {
        switch selection {
        case .value: "Push type \(SwiftLiteral.string(value))"
        case .when(let conditions): "Selected when \(conditions.summary)"
        case .fallback: "The fallback: every push no other route selects"
        }
    }

    /// The protocol of its destination.
    var destinationProtocol: String { GeneratedNames.destinationProtocol(destination) }

    /// `@available(*, deprecated…)` for a deprecated route.
    var availability: String? {
        guard let deprecation else { return nil }
        guard let message = deprecation.message else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}

/// A generated struct: a route's (its push) or an object type's (a value).
struct StructModel {
    let name: String
    let fields: [FieldModel]
    /// Whether it is a route's struct; otherwise an object type's, which readers read (it is
    /// `PushRouting.PayloadDecodable`).
    let isRoute: Bool
    let isDeprecated: Bool
    /// The keys its `rest: true` value never takes, when it has one (docs/language.md §5.5).
    let rest: RestKeys?

    /// What a value of it is called in doc comments.
    var noun: String { isRoute ? "push" : "value" }
}

struct ObjectModel {
    let name: String
    let description: String?
    let location: SourceLocation
    let fields: [FieldModel]
    /// The keys its `rest: true` field never takes, when it has one (docs/language.md §5.5).
    let rest: RestKeys?
}

struct EnumModel {
    let name: String
    let description: String?
    let location: SourceLocation
    /// Swift case name and exact string, in table order.
    let cases: [(name: String, value: String)]
    /// The extra case of an open enum, which keeps a string that is none of the values
    /// (`other`, or the name it takes when a value derives `other`: `TableNames.otherCaseName`,
    /// docs/language.md §3.9); nil for a closed enum.
    var otherCase: String? = nil

    /// Whether a string that is none of the values is kept in the extra case.
    var isOpen: Bool { otherCase != nil }

    /// The case of `value`, as a Swift expression (compared code point by code point, as
    /// payloads are), as in a checked default: `.shipped`, or for a string that is none of
    /// an open enum's values `.other("new")`.
    func caseExpression(of value: String) -> String {
        guard let found = cases.first(where: { $0.value.unicodeScalars.elementsEqual(value.unicodeScalars) }) else {
            guard let otherCase else { preconditionFailure("a checked default names a case of its enum") }
            return ".\(otherCase)(\(SwiftLiteral.string(value)))"
        }
        return "." + SwiftNaming.escaped(found.name)
    }
}

/// The enum generated for a union (docs/language.md §3.7), nested in the owner of its
/// param or field: one case per member.
struct UnionModel {
    /// The type, nested in the owner (`ID`, `ValuesItem`).
    let name: String
    let cases: [UnionCaseModel]
    /// What the union takes, for the error when a value is of no member's kind: `an int or
    /// a string`.
    let expected: String
}

/// One case of a union's enum.
struct UnionCaseModel {
    /// The case (`int`, `sound`, `array`).
    let name: String
    /// The Swift type of its value.
    let swiftType: String
    /// The member's type.
    let type: ValueType
    /// The JSON kind of its values, and how they are read.
    let member: UnionMember
    /// Whether the case is `indirect`: its object type may hold the union's owner.
    let isIndirect: Bool

    /// The constant of its reader in the enum's namespace: `intReader`.
    var readerConstant: String { name + "Reader" }
}

struct DestinationModel {
    let name: String
    let protocolName: String
    let routes: [RouteModel]
}

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
    let location: SourceLocation
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
    init(
        _ field: Field, names: MemberNames, kinds: [String: NamedType], boxed: Bool, holds: (String) -> Bool,
        jsonStrings: JSONStringPaths = JSONStringPaths()
    ) {
        self.names = names
        readsDocument = field.source.paths.map { jsonStrings.readsDocument(at: $0, as: field.type, types: kinds) }
        key = field.key
        source = field.source
        type = field.type
        isOptional = field.isOptional
        defaultValue = field.defaultValue
        description = field.description
        location = field.location
        self.boxed = boxed
        plan = ReaderPlan.of(field, types: kinds)
        let members = field.type.union
        inlineEnum = names.nestedEnum.flatMap { nested in
            guard members == nil else { return nil }
            let constraints = field.type.innermost.constraints
            let values = (constraints.enumCases ?? []).map(\.value)
            return EnumModel(
                name: nested.name, description: nil, location: field.location,
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
}

extension BuiltinType {
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
