/// The name rules of docs/language.md §6: every key yields a Swift name, destinations and type names
/// are valid and free, and no two things derive the same name.
struct NameChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector
    var order: FileOrder { FileOrder(table.files) }

    func run() {
        checkTypeNamespace()
        checkRouteNames()
        let typeNames = Set(table.types.map(\.name))
        for route in table.routes {
            checkMembers(route.params, owner: .route(route.value))
            for param in route.params {
                checkInlineEnums(param.type, owner: .param(param.key, route: route.value), location: param.typeLocation)
            }
            if let name = TableNames.caseName(of: route) {
                let structName = GeneratedNames.routeStruct(forCase: name.value)
                checkNestedTypes(route.params, in: structName, typeNames: typeNames)
            }
        }
        for type in table.types {
            switch type.kind {
            case .object(let fields):
                checkMembers(fields, owner: .type(type.name))
                for field in fields {
                    checkInlineEnums(
                        field.type, owner: .field(field.key, type: type.name), location: field.typeLocation)
                }
                checkNestedTypes(fields, in: type.name, typeNames: typeNames)
            case .enumeration(let cases):
                checkCases(cases, owner: .type(type.name))
            }
        }
    }

    /// Destinations, named types and the protocols generated per destination share one
    /// namespace; each must be a valid type name that nothing else declares.
    private func checkTypeNamespace() {
        var clashes = ClashFinder<String>()
        for type in table.types {
            if checkTypeName(type.name, at: type.location, what: .type(type.name)) {
                clashes.add(type.name, at: type.location, subject: .type(type.name))
            }
        }
        var seenDestinations: Set<String> = []
        for route in table.routes {
            guard let destination = route.destination else { continue }
            guard seenDestinations.insert(destination.value).inserted else { continue }
            guard checkTypeName(destination.value, at: destination.location, what: .destination(destination.value))
            else { continue }
            clashes.add(destination.value, at: destination.location, subject: .destination(destination.value))
            let protocolName = GeneratedNames.destinationProtocol(destination.value)
            clashes.add(
                protocolName, at: destination.location,
                subject: .generatedProtocol(protocolName, destination: destination.value))
        }
        // Routes whose case names clash are reported once, as a case name collision.
        var caseNames: Set<String> = []
        for route in table.routes where !route.isIgnored {
            guard let name = TableNames.caseName(of: route), caseNames.insert(name.value).inserted else { continue }
            let structName = GeneratedNames.routeStruct(forCase: name.value)
            if let reason = GeneratedNames.reservation(of: structName) {
                diagnostics.report(
                    .reservedStructName(.route(route.value), structName: structName, reason: reason, at: name.location))
                continue
            }
            clashes.add(structName, at: name.location, subject: .generatedStruct(structName, route: route.value))
        }
        for (later, first) in clashes.clashes(order) {
            diagnostics.report(
                .typeNameCollision(
                    later.subject, at: later.location, first: first.subject, at: first.location, name: later.key))
        }
    }

    /// Whether `name` is a usable type name; reports why not.
    @discardableResult
    private func checkTypeName(_ name: String, at location: SourceLocation, what: DiagnosticSubject) -> Bool {
        guard SwiftNaming.hasTypeNameForm(name) else {
            diagnostics.report(.notATypeName(what, at: location))
            return false
        }
        if let reason = GeneratedNames.reservation(of: name) {
            diagnostics.report(.reservedTypeName(what, reason: reason, at: location))
            return false
        }
        return true
    }

    /// Route case names: derived or given with `name:`, unique.
    private func checkRouteNames() {
        var clashes = ClashFinder<String>()
        // A route whose value repeats another's is reported as a duplicate value, not also
        // as a name collision.
        var values: Set<[UInt32]> = []
        // An ignored route generates nothing, so it needs no Swift name.
        for route in table.routes
        where values.insert(route.value.unicodeScalars.map(\.value)).inserted && !route.isIgnored {
            guard let name = TableNames.caseName(of: route) else {
                if route.hasUnreadableName { continue }  // reported where it is
                if let given = route.givenName {
                    diagnostics.report(.noName(.routeName(given.value, route: route.value), at: given.location))
                } else {
                    diagnostics.report(.noName(.route(route.value), at: route.location))
                }
                continue
            }
            clashes.add(name.value, at: name.location, subject: .route(route.value))
        }
        report(clashes)
    }

    private func checkMembers(_ fields: [Field], owner: DiagnosticSubject) {
        var clashes = ClashFinder<String>()
        for field in fields {
            guard let name = TableNames.propertyName(of: field) else {
                diagnostics.report(.noName(owner.member(field.key), at: field.location))
                continue
            }
            if let conformance = GeneratedNames.structMembers[name] {
                diagnostics.report(
                    .reservedMember(owner.member(field.key), name: name, by: conformance, at: field.location))
            }
            clashes.add(name, at: field.location, subject: owner.member(field.key))
        }
        report(clashes)
    }

    /// The cases of the enum an `enum` constraint declares, or of the enum generated for a
    /// union (docs/language.md §3.7), at any array or map depth.
    private func checkInlineEnums(_ type: ValueType, owner: DiagnosticSubject, location: SourceLocation) {
        switch type {
        case .builtin(_, let constraints):
            if let cases = constraints.enumCases {
                checkCases(cases, owner: .inlineEnum(of: owner))
            }
        case .array(let element, _), .map(let element, _):
            checkInlineEnums(element, owner: owner, location: location)
        case .union(let members):
            checkUnionCases(members, union: type.spelled, owner: owner, at: location)
        case .named:
            break
        }
    }

    /// The case names of a union's members: derived, distinct, and none that the generated
    /// enum declares otherwise. Reported at the type expression.
    private func checkUnionCases(
        _ members: [ValueType], union: String, owner: DiagnosticSubject, at location: SourceLocation
    ) {
        var seen: [String: ValueType] = [:]
        for member in members {
            guard let name = TableNames.unionCaseName(of: member) else {
                // An unknown type is reported as such.
                if case .named(let name) = member, table.type(named: name.value) != nil {
                    diagnostics.report(.unionMemberNoName(owner, member: name.value, at: location))
                }
                continue
            }
            if let declaration = GeneratedNames.unionCases[name] {
                diagnostics.report(
                    .reservedUnionCase(owner, member: member.spelled, name: name, by: declaration, at: location))
            }
            if let earlier = seen[name] {
                // Members of one kind are ambiguous, reported as such (TypeChecks).
                let types = table.typesByName
                guard JSONKind.of(earlier, types: types) != JSONKind.of(member, types: types) else { continue }
                diagnostics.report(
                    .unionCaseCollision(
                        owner, union: union, earlier.spelled, member.spelled, name: name, at: location))
                continue
            }
            seen[name] = member
        }
    }

    /// The enums that `enum` constraints and unions declare are nested in their owner's struct:
    /// their names must differ from each other (one that would hide a named type takes a
    /// suffix instead, `TableNames.nestedEnumName`).
    private func checkNestedTypes(_ fields: [Field], in owner: String, typeNames: Set<String>) {
        var clashes = ClashFinder<String>()
        for field in fields {
            guard let name = TableNames.propertyName(of: field) else { continue }
            if let nested = TableNames.nestedEnumName(of: field.type, property: name, typeNames: typeNames) {
                clashes.add(nested, at: field.location, subject: .nestedEnum(field.key, in: owner))
            }
        }
        for (later, first) in clashes.clashes() {
            diagnostics.report(
                .nestedEnumCollision(
                    later.subject, at: later.location, first: first.subject, at: first.location, nested: later.key,
                    in: owner))
        }
    }

    /// The case names of an enum's values (an open enum's extra case takes a name none of
    /// them derives, `TableNames.otherCaseName`).
    private func checkCases(_ cases: [EnumCase], owner: DiagnosticSubject) {
        var clashes = ClashFinder<String>()
        for enumCase in cases {
            guard let name = TableNames.caseName(of: enumCase) else {
                diagnostics.report(.noName(.enumValue(enumCase.value, of: owner), at: enumCase.location))
                continue
            }
            if let conformance = GeneratedNames.enumCases[name] {
                diagnostics.report(
                    .reservedMember(
                        .enumValue(enumCase.value, of: owner), name: name, by: conformance, at: enumCase.location))
            }
            clashes.add(name, at: enumCase.location, subject: .enumValue(enumCase.value, of: owner))
        }
        report(clashes)
    }

    private func report(_ clashes: ClashFinder<String>) {
        for (later, first) in clashes.clashes(order) {
            diagnostics.report(
                .nameCollision(
                    later.subject, at: later.location, first: first.subject, at: first.location, name: later.key))
        }
    }
}

/// A discriminator value or alias may select one route only (docs/language.md §6), and route
/// keys are unique. The key of a route selected by `when` or as the fallback is only its
/// name, not a discriminator value (§13.1): an alias may have its text.
struct RouteValueChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let order = FileOrder(table.files)
        var values = ClashFinder<[UInt32]>()
        var keys = ClashFinder<[UInt32]>()
        var byValue: Set<SourceLocation> = []
        for route in table.routes {
            keys.add(codePoints(route.value), at: route.location, subject: .route(route.value))
            if route.selection.isByValue {
                byValue.insert(route.location)
                values.add(codePoints(route.value), at: route.location, subject: .route(route.value))
            }
            for alias in route.aliases {
                values.add(
                    codePoints(alias.value), at: alias.location, subject: .alias(alias.value, route: route.value))
            }
        }
        // Two keys of routes selected by value are reported once, as discriminator values.
        let keyClashes = keys.clashes(order).filter { pair in
            !(byValue.contains(pair.later.location) && byValue.contains(pair.first.location))
        }
        for (later, first) in values.clashes(order) {
            diagnostics.report(
                .duplicateRouteValue(later.subject, at: later.location, first: first.subject, at: first.location))
        }
        for (later, first) in keyClashes {
            diagnostics.report(
                .duplicateRouteKey(later.subject, at: later.location, first: first.subject, at: first.location))
        }
    }

    /// Discriminator values are compared code point by code point, as payloads are.
    private func codePoints(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }
}
