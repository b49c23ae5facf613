/// A generated struct — a route's push, or an object type's value — in every file it lives
/// in: its declaration with the enums it nests (`Payloads.swift`), its decoder
/// (`Decoding.swift`, StructEmitter+Decoding.swift) and its encoder (`Encoding.swift`). Its
/// values are printed from their plans (`FieldModel`, `ValueExpressions`).
struct StructEmitter {
    let model: EmissionModel
    let structure: StructModel

    /// The enums its `enum` constraints declare, nested in it.
    var inlineEnums: [StringEnumEmitter] {
        structure.fields.compactMap(\.inlineEnum).map {
            StringEnumEmitter(
                model: model, enumeration: $0, typeName: "\(structure.name).\(SwiftNaming.escaped($0.name))",
                isDeprecated: structure.isDeprecated)
        }
    }

    /// The enums its unions declare, nested in it.
    var unions: [UnionEmitter] {
        structure.fields.compactMap(\.union).map {
            UnionEmitter(
                model: model, union: $0, typeName: "\(structure.name).\(SwiftNaming.escaped($0.name))",
                isDeprecated: structure.isDeprecated)
        }
    }

    /// The struct: its doc comment, its properties and initializer, the enums it nests.
    func declaration(_ p: inout CodePrinter) {
        p.doc(structure.description, then: structure.summary)
        if let availability = structure.availability { p.line(availability) }
        let name = structure.name
        let fields = structure.fields
        let noun = structure.noun
        // A deprecated struct declares its encoding here, so that the conformance is not
        // deprecated and writing it through a generic call draws no warning in generated code;
        // its extension that implements it is.
        let conformances =
            structure.isDeprecated ? "Sendable, Hashable, PushRouting.PayloadEncodable" : "Sendable, Hashable"
        p.block("\(model.typeModifiers)struct \(name): \(conformances)") { p in
            for field in fields {
                property(field, noun: noun, &p)
            }
            if !fields.isEmpty { p.line() }
            p.doc("Creates the \(noun) from its values.")
            let parameters = fields.map { field in
                FunctionSignature.Parameter(
                    label: field.name, name: argumentName(field), type: field.declaredType,
                    defaultValue: ValueExpressions(field: field, enumsByName: model.enumsByName).defaultExpression
                        ?? (field.isOptional ? "nil" : nil))
            }
            p.block(FunctionSignature.initializer(access: model.access, parameters).declaration) { p in
                for field in fields {
                    let argument = SwiftNaming.escaped(argumentName(field))
                    if field.boxed {
                        p.line("self.\(field.names.boxStorage) = \(argument).map(PushRouting.Indirect.init)")
                    } else {
                        p.line("self.\(SwiftNaming.escaped(field.name)) = \(argument)")
                    }
                }
            }
            for field in fields {
                if let inline = field.inlineEnum {
                    p.line()
                    p.doc("The values of `\(field.name)`.")
                    StringEnumEmitter(model: model, enumeration: inline, typeName: inline.name)
                        .declaration(modifiers: model.access, &p)
                }
                if let union = field.union {
                    p.line()
                    p.doc("The values of `\(field.name)`: \(union.expected), whichever the payload holds.")
                    UnionEmitter(model: model, union: union, typeName: union.name, isDeprecated: false).declaration(&p)
                }
            }
        }
    }

    private func property(_ field: FieldModel, noun: String, _ p: inout CodePrinter) {
        var note: String
        switch field.source.origins[0] {
        case .place(let place), .document(let place): note = "Read from `\(place.path)`"
        case .rest:
            let owner = noun == "push" ? "payload" : "object"
            note = "The keys of the \(owner) that nothing else reads (`rest: true`)"
        }
        if let value = ValueExpressions(field: field, enumsByName: model.enumsByName).defaultDescription {
            note += "; \(value) when missing"
        } else if field.isOptional {
            note += "; nil when missing"
        }
        p.doc(field.description, then: note + ".")
        let name = SwiftNaming.escaped(field.name)
        if field.boxed {
            p.block("\(model.access)var \(name): \(field.declaredType)") { p in
                p.line("get { \(field.names.boxStorage)?.value }")
                p.line("set { \(field.names.boxStorage) = newValue.map(PushRouting.Indirect.init) }")
            }
            p.line("var \(field.names.boxStorage): PushRouting.Indirect<\(field.swiftType)>?")
        } else {
            p.line("\(model.access)var \(name): \(field.declaredType)")
        }
    }

    /// The name the initializer's body uses for the argument (`self` would be the struct).
    private func argumentName(_ field: FieldModel) -> String {
        field.name == "self" ? "self_" : field.name
    }

    /// `writePayload(into:)`, which every generated struct has (`PayloadEncodable`, whose
    /// requirement only generated code calls: `EmissionModel.generatedOnlyAccess`); `writes`:
    /// whether it has anything to write.
    static func writePayload(access: String = "", writes: Bool = true) -> FunctionSignature {
        .function(
            "writePayload", access: access,
            [.labeled("into", writes ? "payload" : nil, "PushRouting.PayloadBuilder", isInout: true)])
    }

    /// Its encoder: each value written at its first place, the rest's keys at the top.
    func encoder(_ p: inout CodePrinter) {
        p.line()
        if structure.isDeprecated { p.line("@available(*, deprecated)") }
        let fields = structure.fields
        let conformance = structure.isDeprecated ? "" : ": PushRouting.PayloadEncodable"
        p.block("nonisolated extension \(structure.name)\(conformance)") { p in
            p.doc("Writes the \(structure.noun)'s values into a payload, each at its key path.")
            p.block(Self.writePayload(access: model.generatedOnlyAccess, writes: !fields.isEmpty).declaration) { p in
                for field in fields {
                    let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
                    let path = expressions.path
                    let property = "self.\(SwiftNaming.escaped(field.name))"
                    switch field.source.origins[0] {
                    case .rest:
                        // Each key at the top, but those the table reads otherwise (docs/language.md §5.5).
                        let excluded = "\(GeneratedNames.payloadKeys).\(Self.excludedConstant(field))"
                        let element: ReaderPlan =
                            switch field.plan {
                            case .map(let element, _): element
                            default: .json
                            }
                        let inner = ValueExpressions.encode(element, "$0")
                        p.line(
                            "payload.set(rest: \(property), excluding: \(excluded))\(inner == "$0" ? "" : " { \(inner) }")"
                        )
                    case .place, .document:
                        guard field.isOptional else {
                            p.line("payload.set(\(expressions.encodeExpression(property)), at: \(path))")
                            continue
                        }
                        p.block("if let value = \(property)") { p in
                            p.line("payload.set(\(expressions.encodeExpression("value")), at: \(path))")
                        }
                    }
                }
            }
        }
    }
}
