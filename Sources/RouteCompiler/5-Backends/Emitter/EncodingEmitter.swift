/// `Encoding.swift`: how each type writes itself back into a payload, so that decoding
/// what was encoded gives the same value.
struct EncodingEmitter {
    let model: EmissionModel

    /// `writePayload(into:)`, which every generated struct has (`PayloadEncodable`, whose
    /// requirement only generated code calls: `EmissionModel.generatedOnlyAccess`); `writes`:
    /// whether it has anything to write.
    static func writePayload(access: String = "", writes: Bool = true) -> FunctionSignature {
        .function(
            "writePayload", access: access,
            [.labeled("into", writes ? "payload" : nil, "PushRouting.PayloadBuilder", isInout: true)])
    }

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, api: model.structs.isEmpty ? [] : [.pushRouting], &p)
        SwiftEmitter.forEachStruct(model, &p, encoder)
        for structure in model.structs {
            for union in structure.fields.compactMap(\.union) {
                p.line()
                if structure.isDeprecated { p.line("@available(*, deprecated)") }
                unionEncoder("\(structure.name).\(SwiftNaming.escaped(union.name))", union, &p)
            }
        }
        return p.text
    }

    /// `payloadValue` of a union's enum (docs/language.md §3.7): its member's value.
    private func unionEncoder(_ typeName: String, _ union: UnionModel, _ p: inout CodePrinter) {
        p.block("nonisolated extension \(typeName)") { p in
            p.doc("The value as a payload carries it: its member's value.")
            p.block("var payloadValue: Any") { p in
                p.switchBlock("self") { p in
                    for unionCase in union.cases {
                        let value = ValueExpressions.encode(unionCase.member.plan, "value")
                        p.line("case .\(SwiftNaming.escaped(unionCase.name))(let value): return \(value)")
                    }
                }
            }
        }
    }

    private func encoder(_ structure: StructModel, _ p: inout CodePrinter) {
        let fields = structure.fields
        p.block("nonisolated extension \(structure.name): PushRouting.PayloadEncodable") { p in
            p.doc("Writes the \(structure.noun)'s values into a payload, each at its key path.")
            p.block(Self.writePayload(access: model.generatedOnlyAccess, writes: !fields.isEmpty).declaration) { p in
                for field in fields {
                    let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
                    let path = expressions.path
                    let property = "self.\(SwiftNaming.escaped(field.name))"
                    switch field.source.origins[0] {
                    case .rest:
                        // Each key at the top, but those the table reads otherwise (docs/language.md §5.5).
                        let excluded = "\(GeneratedNames.payloadKeys).\(DecodingEmitter.excludedConstant(field))"
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
