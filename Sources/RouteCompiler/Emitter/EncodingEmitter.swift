/// `Encoding.swift`: how each type writes itself back into a payload, so that decoding
/// what was encoded gives the same value.
struct EncodingEmitter {
    let model: EmissionModel

    /// `writePayload(into:)`, which every generated struct has (`PayloadEncodable`); `writes`:
    /// whether it has anything to write.
    static func writePayload(access: String, writes: Bool = true) -> FunctionSignature {
        .function(
            "writePayload", access: access,
            [.labeled("into", writes ? "payload" : nil, "PushRouting.PayloadBuilder", isInout: true)])
    }

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        SwiftEmitter.forEachStruct(model, &p, encoder)
        return p.text
    }

    private func encoder(_ structure: StructModel, _ p: inout CodePrinter) {
        let fields = structure.fields
        p.block("extension \(structure.name): PushRouting.PayloadEncodable") { p in
            p.doc("Writes the \(structure.noun)'s values into a payload, each at its key path.")
            p.block(Self.writePayload(access: model.access, writes: !fields.isEmpty).declaration) { p in
                for field in fields {
                    let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
                    let path = expressions.path
                    let property = "self.\(SwiftNaming.escaped(field.name))"
                    if field.isOptional {
                        p.block("if let value = \(property)") { p in
                            p.line("payload.set(\(expressions.encodeExpression("value")), at: \(path))")
                        }
                    } else {
                        p.line("payload.set(\(expressions.encodeExpression(property)), at: \(path))")
                    }
                }
            }
        }
    }
}
