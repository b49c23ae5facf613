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
            checkMembers(route.params, owner: "route \(quoted(route.value))")
            for param in route.params { checkInlineEnums(param.type, owner: "param \(quoted(param.key))") }
            if let name = TableNames.caseName(of: route) {
                let structName = GeneratedNames.routeStruct(forCase: name.value)
                checkNestedTypes(route.params, in: structName, typeNames: typeNames)
            }
        }
        for type in table.types {
            switch type.kind {
            case .object(let fields):
                checkMembers(fields, owner: "type \(quoted(type.name))")
                for field in fields { checkInlineEnums(field.type, owner: "field \(quoted(field.key))") }
                checkNestedTypes(fields, in: type.name, typeNames: typeNames)
            case .enumeration(let cases):
                checkCases(cases, owner: "enum type \(quoted(type.name))")
            }
        }
    }

    /// Destinations, named types and the protocols generated per destination share one
    /// namespace; each must be a valid type name that nothing else declares.
    private func checkTypeNamespace() {
        var clashes = ClashFinder<String>()
        for type in table.types {
            if checkTypeName(type.name, at: type.location, what: "type name") {
                clashes.add(type.name, at: type.location, label: "type \(quoted(type.name))")
            }
        }
        var seenDestinations: Set<String> = []
        for route in table.routes {
            guard let destination = route.destination else { continue }
            guard seenDestinations.insert(destination.value).inserted else { continue }
            guard checkTypeName(destination.value, at: destination.location, what: "destination") else { continue }
            clashes.add(destination.value, at: destination.location, label: "destination \(quoted(destination.value))")
            let protocolName = GeneratedNames.destinationProtocol(destination.value)
            clashes.add(
                protocolName, at: destination.location,
                label: "the protocol \(protocolName) generated for destination \(quoted(destination.value))")
        }
        // Routes whose case names clash are reported once, as a case name collision.
        var caseNames: Set<String> = []
        for route in table.routes {
            guard let name = TableNames.caseName(of: route), caseNames.insert(name.value).inserted else { continue }
            let structName = GeneratedNames.routeStruct(forCase: name.value)
            if let reason = GeneratedNames.reservation(of: structName) {
                diagnostics.report(
                    .error(
                        .invalidTypeName, at: name.location,
                        "route \(quoted(route.value)) would generate the struct '\(structName)', which cannot be used because \(reason); give the route another name:"))
                continue
            }
            clashes.add(
                structName, at: name.location,
                label: "the struct \(structName) generated for route \(quoted(route.value))")
        }
        for (later, first) in clashes.clashes(order) {
            diagnostics.report(
                .clash(
                    .nameCollision, later: later.location, earlier: first.location,
                    "\(later.label) has the Swift type name '\(later.key)', already taken by \(first.label) at \(first.location.fileAndLine); destinations and type names share one namespace, rename one",
                    note: "\(first.label) is declared here"))
        }
    }

    /// Whether `name` is a usable type name; reports why not.
    @discardableResult
    private func checkTypeName(_ name: String, at location: SourceLocation, what: String) -> Bool {
        guard SwiftNaming.hasTypeNameForm(name) else {
            diagnostics.report(
                .error(
                    .invalidTypeName, at: location,
                    "\(what) \(quoted(name)) is not a Swift type name; use letters, digits and _ and start with a letter or _ (like SecondViewController)"))
            return false
        }
        if let reason = GeneratedNames.reservation(of: name) {
            diagnostics.report(
                .error(
                    .invalidTypeName, at: location,
                    "\(what) '\(name)' cannot be used because \(reason); choose another name (see docs/names.md)"))
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
        for route in table.routes where values.insert(route.value.unicodeScalars.map(\.value)).inserted {
            guard let name = TableNames.caseName(of: route) else {
                if route.hasUnreadableName { continue }  // reported where it is
                if let given = route.givenName {
                    diagnostics.report(.noName(given.value, at: given.location, what: "name", canOverride: false))
                } else {
                    diagnostics.report(.noName(route.value, at: route.location, what: "route key", canOverride: true))
                }
                continue
            }
            clashes.add(name.value, at: name.location, label: "route \(quoted(route.value))")
        }
        report(clashes, what: "route case")
    }

    private func checkMembers(_ fields: [Field], owner: String) {
        var clashes = ClashFinder<String>()
        for field in fields {
            guard let name = TableNames.propertyName(of: field) else {
                diagnostics.report(
                    .noName(field.key, at: field.location, what: owner.hasPrefix("route") ? "param key" : "field key", canOverride: false))
                continue
            }
            if let conformance = GeneratedNames.structMembers[name] {
                diagnostics.report(
                    .reservedMember(
                        field.key, name: name, at: field.location, what: owner.hasPrefix("route") ? "param key" : "field key",
                        kind: "property", by: conformance))
            }
            clashes.add(name, at: field.location, label: "\(quoted(field.key)) of \(owner)")
        }
        report(clashes, what: "property")
    }

    private func checkInlineEnums(_ type: ValueType, owner: String) {
        switch type {
        case .builtin(_, let constraints):
            if let cases = constraints.enumCases { checkCases(cases, owner: "the enum of \(owner)") }
        case .array(let element, _):
            checkInlineEnums(element, owner: owner)
        case .named:
            break
        }
    }

    /// The enums that `enum` constraints declare are nested in their owner's struct: their
    /// names must differ from each other and must not hide a named type.
    private func checkNestedTypes(_ fields: [Field], in owner: String, typeNames: Set<String>) {
        var clashes = ClashFinder<String>()
        for field in fields {
            guard let name = TableNames.propertyName(of: field) else { continue }
            if let nested = TableNames.nestedEnumName(of: field.type, property: name) {
                if typeNames.contains(nested), let type = table.type(named: nested) {
                    // At the later of the two, a note at the other.
                    let fieldIsLater = order.precedes(type.location, field.location)
                    diagnostics.report(
                        .clash(
                            .nameCollision, later: fieldIsLater ? field.location : type.location,
                            earlier: fieldIsLater ? type.location : field.location,
                            "the enum of \(quoted(field.key)) is generated as the nested type \(owner).\(nested), which would hide the type '\(nested)' inside \(owner); rename the key and keep reading the payload key with path:",
                            note: fieldIsLater
                                ? "type '\(nested)' is declared here" : "the enum of \(quoted(field.key)) is declared here"))
                }
                clashes.add(nested, at: field.location, label: "the enum of \(quoted(field.key))")
            }
        }
        for (later, first) in clashes.clashes() {
            diagnostics.report(
                .clash(
                    .nameCollision, later: later.location, earlier: first.location,
                    "\(later.label) is generated as the nested type \(owner).\(later.key), like \(first.label); rename one",
                    note: "\(first.label) is declared here"))
        }
    }

    private func checkCases(_ cases: [EnumCase], owner: String) {
        var clashes = ClashFinder<String>()
        for enumCase in cases {
            guard let name = TableNames.caseName(of: enumCase) else {
                diagnostics.report(.noName(enumCase.value, at: enumCase.location, what: "enum value", canOverride: false))
                continue
            }
            if let conformance = GeneratedNames.enumCases[name] {
                diagnostics.report(
                    .reservedMember(enumCase.value, name: name, at: enumCase.location, what: "enum value", kind: "enum case", by: conformance))
            }
            clashes.add(name, at: enumCase.location, label: "value \(quoted(enumCase.value)) of \(owner)")
        }
        report(clashes, what: "enum case")
    }

    private func report(_ clashes: ClashFinder<String>, what: String) {
        for (later, first) in clashes.clashes(order) {
            diagnostics.report(
                .clash(
                    .nameCollision, later: later.location, earlier: first.location,
                    "\(later.label) derives the Swift \(what) name '\(later.key)', already derived from \(first.label) at \(first.location.fileAndLine); rename one\(what == "route case" ? " or give it name:" : "")",
                    note: "\(first.label) is declared here"))
        }
    }
}

/// A discriminator value or alias may select one route only (docs/language.md §6).
struct RouteValueChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        var clashes = ClashFinder<[UInt32]>()
        for route in table.routes {
            clashes.add(codePoints(route.value), at: route.location, label: "route \(quoted(route.value))")
            for alias in route.aliases {
                clashes.add(
                    codePoints(alias.value), at: alias.location,
                    label: "alias \(quoted(alias.value)) of route \(quoted(route.value))")
            }
        }
        for (later, first) in clashes.clashes(FileOrder(table.files)) {
            diagnostics.report(
                .clash(
                    .duplicateRouteValue, later: later.location, earlier: first.location,
                    "\(later.label) uses a discriminator value already used by \(first.label) at \(first.location.fileAndLine); each value may select one route",
                    note: "\(first.label) is declared here"))
        }
    }

    /// Discriminator values are compared code point by code point, as payloads are.
    private func codePoints(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }
}
