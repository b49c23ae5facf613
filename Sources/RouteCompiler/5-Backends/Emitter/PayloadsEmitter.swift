/// `Payloads.swift`: the types apps use: one struct per route, the named types, and the
/// enums that `enum` constraints declare.
struct PayloadsEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: model.valueModules, &p)
        if !model.routes.isEmpty {
            p.line()
            p.line("// MARK: - Route payloads")
        }
        for route in model.routes {
            p.line()
            p.doc(
                route.description,
                then: "The push of type \(SwiftLiteral.string(route.value)); opens `\(route.destination)`.")
            if let availability = route.availability { p.line(availability) }
            structure(route.structName, fields: route.fields, noun: "push", &p)
        }
        if !model.objects.isEmpty || !model.enums.isEmpty {
            p.line()
            p.line("// MARK: - Named types")
        }
        for object in model.objects {
            p.line()
            p.doc(object.description, then: "An object type of the table, read from a payload dictionary.")
            structure(object.name, fields: object.fields, noun: "value", &p)
        }
        for named in model.enums {
            p.line()
            p.doc(
                named.description,
                then: named.isOpen
                    ? "An enum type of the table: one of its strings, or any other string as `.\(GeneratedNames.openEnumOtherCase)`."
                    : "An enum type of the table: exactly one of its strings.")
            enumeration(named, modifiers: model.typeModifiers, &p)
        }
        return p.text
    }

    private func structure(_ name: String, fields: [FieldModel], noun: String, _ p: inout CodePrinter) {
        p.block("\(model.typeModifiers)struct \(name): Sendable, Hashable") { p in
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
                    enumeration(inline, modifiers: model.access, &p)
                }
                if let union = field.union {
                    p.line()
                    p.doc("The values of `\(field.name)`: \(union.expected), whichever the payload holds.")
                    unionEnumeration(union, &p)
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

    /// A string enum; `modifiers`: what declares it (a nested enum is as nonisolated as the
    /// struct it is in).
    private func enumeration(_ named: EnumModel, modifiers: String, _ p: inout CodePrinter) {
        if let other = named.otherCase { return openEnumeration(named, other: other, modifiers: modifiers, &p) }
        p.block(
            "\(modifiers)enum \(SwiftNaming.escaped(named.name)): Swift.String, Sendable, Hashable, CaseIterable"
        ) { p in
            for enumCase in named.cases {
                p.line("case \(SwiftNaming.escaped(enumCase.name)) = \(SwiftLiteral.string(enumCase.value))")
            }
        }
    }

    /// An open enum (docs/language.md §3.9): a case per value and `.other` (`other`) for any
    /// other string, `RawRepresentable` by hand (a raw-value enum cannot carry a string).
    private func openEnumeration(_ named: EnumModel, other: String, modifiers: String, _ p: inout CodePrinter) {
        p.block(
            "\(modifiers)enum \(SwiftNaming.escaped(named.name)): Swift.RawRepresentable, Sendable, Hashable"
        ) { p in
            for enumCase in named.cases {
                p.line("case \(SwiftNaming.escaped(enumCase.name))")
            }
            p.doc("A string that is none of the values above, as it was sent.")
            p.line("case \(other)(Swift.String)")
            p.line()
            p.doc("The value's string (for `.\(other)`, the string it carries).")
            p.block("\(model.access)var rawValue: Swift.String") { p in
                p.switchBlock("self") { p in
                    for enumCase in named.cases {
                        p.line(
                            "case .\(SwiftNaming.escaped(enumCase.name)): return \(SwiftLiteral.string(enumCase.value))"
                        )
                    }
                    p.line("case .\(other)(let value): return value")
                }
            }
            p.line()
            p.doc("The case of `rawValue`: one of the values above, or `.\(other)`.")
            p.block("\(model.access)init(rawValue: Swift.String)") { p in
                p.switchBlock("rawValue") { p in
                    for enumCase in named.cases {
                        p.line(
                            "\(DecodingEmitter.exactCase(enumCase.value, subject: "rawValue")): self = .\(SwiftNaming.escaped(enumCase.name))"
                        )
                    }
                    p.line("default: self = .\(other)(rawValue)")
                }
            }
        }
    }

    /// The enum of a union (docs/language.md §3.7): a case per member, `indirect` where
    /// the member's object type may hold the enum's owner.
    private func unionEnumeration(_ union: UnionModel, _ p: inout CodePrinter) {
        p.block("\(model.access)enum \(SwiftNaming.escaped(union.name)): Sendable, Hashable") { p in
            for unionCase in union.cases {
                let indirect = unionCase.isIndirect ? "indirect " : ""
                p.line("\(indirect)case \(SwiftNaming.escaped(unionCase.name))(\(unionCase.swiftType))")
            }
        }
    }
}
