/// The five output files, each assembled from the fragments its constructs print (one home
/// per construct: `StructEmitter`, `StringEnumEmitter`, `UnionEmitter`, `RouteEnumEmitter`,
/// `RoutablePushEmitter`, `RouteSelectionEmitter`, `DestinationsEmitter`). A file says only
/// which constructs it holds and in which order.
enum OutputFiles {
    /// `PushRoute.swift`: the enum of all routes, its `RoutablePush` conformance (decoding and
    /// encoding whole payloads), and the route tables that choose a payload's route.
    static func pushRoute(_ model: EmissionModel) -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: [.foundation, .pushRouting], &p)
        p.line()
        RouteEnumEmitter(model: model).print(&p)
        p.line()
        RoutablePushEmitter(model: model).print(&p)
        p.line()
        RouteSelectionEmitter(model: model).print(&p)
        if model.hasDeprecatedRoutes {
            p.line()
            DeprecatedAccessEmitter(model: model).print(&p)
        }
        return p.text
    }

    /// `Payloads.swift`: the types apps use: one struct per route, the named types, and the
    /// enums that `enum` constraints and unions declare.
    static func payloads(_ model: EmissionModel) -> String {
        var p = CodePrinter()
        // A deprecated route's struct declares its `PayloadEncodable` conformance here, which a
        // public struct's conformance makes part of the file's API.
        let conformance: Set<ImportedModule> =
            model.hasDeprecatedRoutes && model.accessLevel == .public ? [.pushRouting] : []
        SwiftEmitter.preamble(model, api: model.valueModules.union(conformance), &p)
        let structs = model.structs.map { StructEmitter(model: model, structure: $0) }
        if !model.routes.isEmpty {
            p.line()
            p.line("// MARK: - Route payloads")
        }
        for structure in structs where structure.structure.isRoute {
            p.line()
            structure.declaration(&p)
        }
        if !model.objects.isEmpty || !model.enums.isEmpty {
            p.line()
            p.line("// MARK: - Named types")
        }
        for structure in structs where !structure.structure.isRoute {
            p.line()
            structure.declaration(&p)
        }
        for named in model.enums {
            p.line()
            p.doc(
                named.description,
                then: named.isOpen
                    ? "An enum type of the table: one of its strings, or any other string as `.\(GeneratedNames.openEnumOtherCase)`."
                    : "An enum type of the table: exactly one of its strings.")
            StringEnumEmitter(model: model, enumeration: named, typeName: named.name)
                .declaration(modifiers: model.typeModifiers, &p)
        }
        return p.text
    }

    /// `Destinations.swift`: the destination protocols and the router's registration.
    static func destinations(_ model: EmissionModel) -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: [.pushRouting], &p)
        DestinationsEmitter(model: model).print(&p)
        return p.text
    }

    /// `Decoding.swift`: how each type reads itself from a payload, in one pass over each
    /// dictionary its values come from.
    static func decoding(_ model: EmissionModel) -> String {
        var p = CodePrinter()
        // PushRouting: `init(decoding:)` reads a `PushRouting.PayloadObject`, and the
        // conformances to `PushRouting.PayloadDecodable`, when the file declares anything.
        SwiftEmitter.preamble(model, api: model.structs.isEmpty && model.enums.isEmpty ? [] : [.pushRouting], &p)
        let structs = model.structs.map { StructEmitter(model: model, structure: $0) }
        for structure in structs { structure.decoder(&p) }
        for named in model.enums {
            StringEnumEmitter(model: model, enumeration: named, typeName: named.name).decoder(&p)
        }
        for inline in structs.flatMap(\.inlineEnums) { inline.decoder(&p) }
        for union in structs.flatMap(\.unions) { union.decoder(&p) }
        return p.text
    }

    /// `Encoding.swift`: how each type writes itself back into a payload, so that decoding
    /// what was encoded gives the same value.
    static func encoding(_ model: EmissionModel) -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: model.structs.isEmpty ? [] : [.pushRouting], &p)
        let structs = model.structs.map { StructEmitter(model: model, structure: $0) }
        for structure in structs { structure.encoder(&p) }
        for union in structs.flatMap(\.unions) { union.encoder(&p) }
        return p.text
    }
}
