/// `Encoding.swift`: how each type writes itself back into a payload, so that decoding
/// what was encoded gives the same value.
struct EncodingEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        for route in model.routes {
            p.line()
            if route.deprecation != nil { p.line("@available(*, deprecated)") }
            encoder(route.structName, fields: route.fields, noun: "push", &p)
        }
        for object in model.objects {
            p.line()
            encoder(object.name, fields: object.fields, noun: "value", &p)
        }
        return p.text
    }

    private func encoder(_ name: String, fields: [FieldModel], noun: String, _ p: inout CodePrinter) {
        p.block("extension \(name): PushRouting.PayloadEncodable") { p in
            p.doc("Writes the \(noun)'s values into a payload, each at its key path.")
            let parameter = fields.isEmpty ? "_" : "payload"
            p.block("\(model.access)func writePayload(into \(parameter): inout PushRouting.PayloadBuilder)") { p in
                for field in fields {
                    let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
                    let path = "Self.\(expressions.pathConstant)"
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
