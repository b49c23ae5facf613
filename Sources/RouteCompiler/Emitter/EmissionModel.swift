import PushRouting

/// What the emitters print, derived once from a validated table: Swift names and types
/// resolved, nothing left to decide. The emitters read only this.
struct EmissionModel {
    /// The root file as named on the command line, for the header and provenance.
    let source: String
    let discriminator: [String]
    let routes: [RouteModel]
    let objects: [ObjectModel]
    let enums: [EnumModel]
    let destinations: [DestinationModel]
    /// The names of the table-wide generated types.
    let names: GeneratedTypeNames
    /// The access modifier with its space (`public `), or nothing for `internal`.
    let access: String

    var hasDeprecatedRoutes: Bool { routes.contains { $0.deprecation != nil } }

    init(_ validated: ValidatedTable, options: GenerationOptions = GenerationOptions()) {
        let table = validated.table
        names = options.names
        access = options.accessModifier == .internal ? "" : options.accessModifier.rawValue + " "
        let kinds = table.typesByName
        source = table.files.first ?? "routes.yaml"
        discriminator = table.discriminator.keys
        let recursive = RecursionAnalysis(table)
        var routes: [RouteModel] = []
        for (index, route) in table.routes.enumerated() {
            let caseName = route.name?.value ?? "route\(index)"
            let structName = SwiftNaming.typeName(fromMember: caseName) + GeneratedNames.routeStructSuffix
            routes.append(
                RouteModel(
                    index: index, caseName: caseName, structName: structName, value: route.value,
                    aliases: route.aliases.map(\.value), destination: route.destination?.value ?? "",
                    description: route.description, deprecation: route.deprecation, location: route.location,
                    fields: route.params.map { FieldModel($0, owner: structName, kinds: kinds, boxed: false) }))
        }
        self.routes = routes
        var objects: [ObjectModel] = []
        var enums: [EnumModel] = []
        for type in table.types {
            switch type.kind {
            case .object(let fields):
                objects.append(
                    ObjectModel(
                        name: type.name, description: type.description, location: type.location,
                        fields: fields.map {
                            FieldModel($0, owner: type.name, kinds: kinds, boxed: recursive.needsBox($0, in: type.name))
                        }))
            case .enumeration(let cases):
                enums.append(
                    EnumModel(
                        name: type.name, description: type.description, location: type.location,
                        cases: cases.map { ($0.name ?? "", $0.value) }))
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
    let destination: String
    let description: String?
    let deprecation: Deprecation?
    let location: SourceLocation
    let fields: [FieldModel]

    /// `@available(*, deprecated…)` for a deprecated route.
    var availability: String? {
        guard let deprecation else { return nil }
        guard let message = deprecation.message else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}

struct ObjectModel {
    let name: String
    let description: String?
    let location: SourceLocation
    let fields: [FieldModel]
}

struct EnumModel {
    let name: String
    let description: String?
    let location: SourceLocation
    /// Swift case name and exact string, in table order.
    let cases: [(name: String, value: String)]
}

struct DestinationModel {
    let name: String
    let protocolName: String
    let routes: [RouteModel]
}

/// A param or field, with its Swift property name and type.
struct FieldModel {
    let name: String
    let key: String
    let keys: [String]
    let type: ValueType
    let isOptional: Bool
    let defaultValue: DefaultValue?
    let coerce: Bool
    let description: String?
    let location: SourceLocation
    /// Whether the value is kept in a box (an optional field whose type contains its owner).
    let boxed: Bool
    /// The enums its `enum` constraints declare, nested in the owner.
    let inlineEnums: [EnumModel]
    /// The Swift type of the value (without optional).
    let swiftType: String
    /// How the value is read.
    let plan: ReaderPlan

    init(_ field: Field, owner: String, kinds: [String: NamedType], boxed: Bool) {
        name = field.name ?? "field"
        key = field.key
        keys = field.path.keys
        type = field.type
        isOptional = field.isOptional
        defaultValue = field.defaultValue
        coerce = field.coercion == .strings
        description = field.description
        location = field.location
        self.boxed = boxed
        plan = ReaderPlan.of(field.type, coercion: field.coercion, types: kinds)
        var enums: [EnumModel] = []
        swiftType = FieldModel.swiftType(
            field.type, enumName: SwiftNaming.nestedTypeName(fromMember: name), depth: 0, location: field.location,
            enums: &enums)
        inlineEnums = enums
    }

    /// The property's declared type (`Swift.Int?`).
    var declaredType: String { isOptional ? swiftType + "?" : swiftType }

    /// The name of a nested enum for `enum` at `depth` array levels (`Status`, `TagsItem`).
    static func inlineEnumName(_ base: String, depth: Int) -> String {
        depth == 0 ? base : base + String(repeating: "Item", count: 1)
    }

    private static func swiftType(
        _ type: ValueType, enumName: String, depth: Int, location: SourceLocation, enums: inout [EnumModel]
    ) -> String {
        switch type {
        case .builtin(let builtin, let constraints):
            if let cases = constraints.enumCases {
                let name = inlineEnumName(enumName, depth: depth)
                enums.append(
                    EnumModel(name: name, description: nil, location: location, cases: cases.map { ($0.name ?? "", $0.value) }))
                return SwiftNaming.escaped(name)
            }
            return builtin.swiftType
        case .named(let name):
            return name.value
        case .array(let element, _):
            return "[" + swiftType(element, enumName: enumName, depth: depth + 1, location: location, enums: &enums) + "]"
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
        }
    }
}

/// Which object types contain themselves through optional fields (a Swift struct cannot
/// hold itself, even optionally, so such fields are stored in a box). Only the optional
/// fields of a cycle are boxed: a valid table's cycles each pass through one (required
/// fields cannot close a cycle), so boxing them gives every struct a finite size, and a
/// required field stays a plain stored property (`Pong.ping: Ping` beside
/// `Ping.pong: Pong?`).
struct RecursionAnalysis {
    private var component: [String: Int] = [:]

    init(_ table: RouteTable) {
        // Strongly connected components over "has a non-array field of object type".
        var edges: [String: [String]] = [:]
        let objects = Set(table.types.filter { $0.fields != nil }.map(\.name))
        for type in table.types {
            for field in type.fields ?? [] {
                if case .named(let target) = field.type, objects.contains(target.value) {
                    edges[type.name, default: []].append(target.value)
                }
            }
        }
        var index = 0
        var indices: [String: Int] = [:]
        var lowlink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var result: [String: Int] = [:]
        var componentCount = 0
        func connect(_ v: String) {
            indices[v] = index
            lowlink[v] = index
            index += 1
            stack.append(v)
            onStack.insert(v)
            for w in edges[v] ?? [] {
                if indices[w] == nil {
                    connect(w)
                    lowlink[v] = min(lowlink[v]!, lowlink[w]!)
                } else if onStack.contains(w) {
                    lowlink[v] = min(lowlink[v]!, indices[w]!)
                }
            }
            if lowlink[v] == indices[v] {
                componentCount += 1
                while let w = stack.popLast() {
                    onStack.remove(w)
                    result[w] = componentCount
                    if w == v { break }
                }
            }
        }
        for type in table.types where indices[type.name] == nil && objects.contains(type.name) { connect(type.name) }
        // A component of one type is recursive only through a self-edge.
        for (name, id) in result {
            let members = result.filter { $0.value == id }.count
            if members > 1 || (edges[name] ?? []).contains(name) { component[name] = id }
        }
    }

    /// Whether `field` of `owner` must be boxed: an optional field whose type is in its
    /// owner's cycle.
    func needsBox(_ field: Field, in owner: String) -> Bool {
        guard field.isOptional, case .named(let target) = field.type, let a = component[owner],
            let b = component[target.value]
        else {
            return false
        }
        return a == b
    }
}
