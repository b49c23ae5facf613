/// The Swift names of a table's routes, params, fields and enum values (docs/language.md §6),
/// assigned in one place. Reading keeps only the table's text (keys, values, `name:`); the
/// name checks derive names with the functions below and report every text that yields no
/// name and every clash; a table that passed them is named by `init(assigning:)`, and the
/// emitter reads its names from here, every one of them present.
package struct TableNames: Sendable {
    /// Per delivered route (every route but the ignored ones, which generate nothing), in
    /// table order.
    package let routes: [RouteNames]
    /// Per named type, in table order.
    package let types: [TypeNames]

    /// The names of `table`, which passed the name checks (so every text yields a name).
    init(assigning table: RouteTable) {
        let typeNames = Set(table.types.map(\.name))
        routes = table.deliveredRoutes.map { route in
            let caseName = Self.checked(Self.caseName(of: route)?.value, "route \(quoted(route.value))")
            return RouteNames(
                caseName: caseName, structName: GeneratedNames.routeStruct(forCase: caseName),
                destination: Self.checked(route.destination?.value, "the destination of route \(quoted(route.value))"),
                params: route.params.map { MemberNames(checked: $0, typeNames: typeNames) })
        }
        types = table.types.map { type in
            switch type.kind {
            case .object(let fields):
                return TypeNames(
                    fields: fields.map { MemberNames(checked: $0, typeNames: typeNames) }, cases: [], otherCase: nil)
            case .enumeration(let cases):
                let names = cases.map(Self.checkedCaseName)
                return TypeNames(
                    fields: [], cases: names, otherCase: type.isOpen ? Self.otherCaseName(among: names) : nil)
            }
        }
    }

    // MARK: Derivation (shared with NameChecks)

    /// The route's case name: derived from `name:` when given, else from its key; located
    /// where that text is. Nil when the text yields no name, or `name:` could not be read.
    static func caseName(of route: Route) -> Located<String>? {
        if route.hasUnreadableName { return nil }
        if let given = route.givenName {
            return SwiftNaming.memberName(from: given.value).map { Located($0, at: given.location) }
        }
        return SwiftNaming.memberName(from: route.value).map { Located($0, at: route.location) }
    }

    /// The property name of a param or field, derived from its key; nil when it yields none.
    static func propertyName(of field: Field) -> String? {
        SwiftNaming.memberName(from: field.key)
    }

    /// The case name of an enum value; nil when it yields none.
    static func caseName(of enumCase: EnumCase) -> String? {
        SwiftNaming.memberName(from: enumCase.value)
    }

    /// The name of the enum that an `enum` constraint of `type` (or its union, docs/language.md
    /// §3.7) declares for the property `property`, nested in the property's owner: `Status`,
    /// or `TagsItem` for the elements of an array or the values of a map (at any depth). The
    /// name of the generated namespace gets `Value`, like `Self` (`payloadKeys` →
    /// `PayloadKeysValue`). A name that would hide one of `typeNames` (the named types) inside
    /// the owner gets `Value`, then `Value2`, …: the first that hides none (`sound: "string |
    /// Sound"` → `SoundValue`). Nil when `type` has no `enum` constraint and no union.
    static func nestedEnumName(of type: ValueType, property: String, typeNames: Set<String>) -> String? {
        switch type.innermost {
        case .builtin(_, let constraints) where constraints.enumCases != nil: break
        case .union: break
        default: return nil
        }
        var base = SwiftNaming.nestedTypeName(fromMember: property)
        if base == GeneratedNames.payloadKeys { base += "Value" }
        if type.isContainer { base += "Item" }
        return firstFree(base) { typeNames.contains($0) }
    }

    /// The extra case of an open enum whose values derive the case names `caseNames`
    /// (docs/language.md §3.9): `other`, unless a value derives it; then the first of
    /// `otherValue`, `otherValue2`, … that none derives.
    static func otherCaseName(among caseNames: [String]) -> String {
        let taken = Set(caseNames)
        return firstFree(GeneratedNames.openEnumOtherCase) { taken.contains($0) }
    }

    /// `name` when it is not taken; else the first of `name` + `Value`, `Value2`, `Value3`, …
    /// that is not: how a generated name makes way for one the table derives.
    static func firstFree(_ name: String, taken: (String) -> Bool) -> String {
        guard taken(name) else { return name }
        var candidate = name + "Value"
        var number = 1
        while taken(candidate) {
            number += 1
            candidate = name + "Value\(number)"
        }
        return candidate
    }

    /// The case name of a member of a union (docs/language.md §3.7): its built-in type's
    /// name (`int`), `array` or `map`, or the name derived from its named type (`Sound` →
    /// `sound`, `APS` → `aps`). Nil when a named type's name yields none.
    static func unionCaseName(of member: ValueType) -> String? {
        switch member {
        case .builtin(let builtin, _): builtin.rawValue
        case .named(let name): SwiftNaming.memberName(from: name.value)
        case .array: "array"
        case .map: "map"
        case .union: nil
        }
    }

    /// The variable that holds the dictionary at level `number` of a struct's payload
    /// while its decoder reads it, and the constant of that level's key path in the
    /// namespace: `level1`. No internal name of a member ends in a digit.
    static func level(_ number: Int) -> String {
        "level\(number)"
    }

    // MARK: Checked names

    /// A name the checks guarantee: every nil is an error the checks report (`NameChecks`; a
    /// missing destination is a missing key), and a table with errors is never named.
    fileprivate static func checked(_ name: String?, _ what: @autoclosure () -> String) -> String {
        guard let name else { preconditionFailure("\(what()) has no Swift name; NameChecks reports this as an error") }
        return name
    }

    fileprivate static func checkedCaseName(_ enumCase: EnumCase) -> String {
        checked(caseName(of: enumCase), "enum value \(quoted(enumCase.value))")
    }
}

/// The names of one route.
package struct RouteNames: Sendable {
    /// The case of the route enum (`orderShipped`).
    package let caseName: String
    /// The struct of its values (`OrderShippedPush`).
    package let structName: String
    /// The type it opens, as written (`OrderViewController`).
    package let destination: String
    /// Its params' names, in param order.
    package let params: [MemberNames]
}

/// The names of a named type's members (its own name is used as written).
package struct TypeNames: Sendable {
    /// An object type's fields, in field order.
    package let fields: [MemberNames]
    /// An enum type's case names, in value order.
    package let cases: [String]
    /// An open enum type's extra case (`other`, or the name it takes when a value derives
    /// `other`); nil for an object type or a closed enum.
    package let otherCase: String?
}

/// The names of one param or field: its property, and the internal names generated code
/// uses for it, which cannot clash with each other or with another member's. A property name
/// is derived (docs/language.md §6): it starts with `_` only before a digit, and never with an
/// uppercase ASCII letter.
package struct MemberNames: Sendable {
    /// The property (`orderID`).
    package let property: String
    /// The enum its `enum` constraint declares, nested in the owner.
    package let nestedEnum: NestedEnumNames?

    /// The constant of its key path in the owner's namespace (`GeneratedNames.payloadKeys`):
    /// `orderIDPath`.
    package var pathConstant: String { property + "Path" }

    /// The constant of its reader in the owner's namespace: `orderIDReader`.
    package var readerConstant: String { property + "Reader" }

    /// The variable its decoder keeps the payload's value in: `foundOrderID` (a lowercase
    /// ASCII first letter capitalized, any other first character kept: `found名前`, which
    /// keeps the names of two members apart).
    package var foundVariable: String {
        guard let head = property.utf8.first, head >= 0x61, head <= 0x7A else { return "found" + property }
        return "found" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// The stored property that holds a boxed value (`_next` for `next`), as Swift names a
    /// property wrapper's storage: no derived name starts with `_` and anything but a digit.
    package var boxStorage: String { "_" + property }

    init(property: String, nestedEnum: NestedEnumNames?) {
        self.property = property
        self.nestedEnum = nestedEnum
    }

    /// The names of a param or field of a table that passed the name checks, whose named
    /// types are `typeNames`.
    init(checked field: Field, typeNames: Set<String>) {
        let property = TableNames.checked(TableNames.propertyName(of: field), "param or field \(quoted(field.key))")
        let nestedEnum = TableNames.nestedEnumName(of: field.type, property: property, typeNames: typeNames).map {
            name in
            if let members = field.type.union {
                return NestedEnumNames(
                    name: name,
                    cases: members.map {
                        TableNames.checked(TableNames.unionCaseName(of: $0), "union member \($0.spelled)")
                    }, otherCase: nil)
            }
            let constraints = field.type.innermost.constraints
            let cases = (constraints.enumCases ?? []).map(TableNames.checkedCaseName)
            return NestedEnumNames(
                name: name, cases: cases,
                otherCase: constraints.isOpenEnum ? TableNames.otherCaseName(among: cases) : nil)
        }
        self.init(property: property, nestedEnum: nestedEnum)
    }
}

/// The names of an enum that an `enum` constraint or a union declares.
package struct NestedEnumNames: Sendable {
    /// The type, nested in the owner (`Currency`, `TagsItem`).
    package let name: String
    /// Its case names, in value order (a union's: in member order).
    package let cases: [String]
    /// An open enum's extra case (`other`, or the name it takes when a value derives
    /// `other`); nil for a closed enum or a union.
    package let otherCase: String?
}
