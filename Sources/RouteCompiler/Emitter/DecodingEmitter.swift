/// `Decoding.swift`: how each type reads itself from a payload, in one pass over each
/// dictionary its values come from.
struct DecodingEmitter {
    let model: EmissionModel

    func emit() -> String {
        var p = CodePrinter()
        SwiftEmitter.preamble(model, &p)
        for route in model.routes {
            p.line()
            if route.deprecation != nil { p.line("@available(*, deprecated)") }
            decoder(route.structName, fields: route.fields, noun: "push", &p)
        }
        for object in model.objects {
            p.line()
            decoder(object.name, fields: object.fields, noun: "value", &p)
        }
        for named in model.enums {
            p.line()
            enumDecoder(named.name, named, &p)
        }
        for route in model.routes {
            for field in route.fields {
                if let inline = field.inlineEnum {
                    p.line()
                    if route.deprecation != nil { p.line("@available(*, deprecated)") }
                    enumDecoder("\(route.structName).\(SwiftNaming.escaped(inline.name))", inline, &p)
                }
            }
        }
        for object in model.objects {
            for field in object.fields {
                if let inline = field.inlineEnum {
                    p.line()
                    enumDecoder("\(object.name).\(SwiftNaming.escaped(inline.name))", inline, &p)
                }
            }
        }
        return p.text
    }

    private func decoder(_ name: String, fields: [FieldModel], noun: String, _ p: inout CodePrinter) {
        let levels = FieldLevel.levels(of: fields.map(\.keys))
        p.block("extension \(name)") { p in
            for level in levels.dropFirst() {
                p.line("static let level_\(level.number)_path = \(pathLiteral(level.keys))")
            }
            for field in fields {
                let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
                p.line("static let \(expressions.pathConstant) = \(pathLiteral(field.keys))")
                p.line("static let \(expressions.readerConstant) = \(expressions.readerExpression)")
            }
            if !fields.isEmpty || levels.count > 1 { p.line() }
            p.doc("Reads the \(noun) from a payload dictionary; throws where a value is missing or wrong.")
            p.block(
                "\(model.access)init(decoding \(fields.isEmpty ? "_" : "payload"): PushRouting.PayloadObject) throws(PushRouting.PushDecodingError)"
            ) { p in
                guard !fields.isEmpty else { return }
                p.block("self = try PushRouting.PayloadEntries.withEntries(of: payload) { entries throws(PushRouting.PushDecodingError) in", open: false) { p in
                    p.line("try Self(entries: entries)")
                }
            }
            p.line()
            p.doc("Reads the \(noun) from the entries of its payload dictionary, each key read once.")
            p.block(
                "\(model.access)init(entries: PushRouting.PayloadEntries) throws(PushRouting.PushDecodingError)".replacingOccurrences(
                    of: "entries: ", with: fields.isEmpty ? "entries _: " : "entries: ")
            ) { p in
                guard !fields.isEmpty else { return }
                for field in fields { p.line("var found_\(field.name): Any?") }
                for level in levels.dropFirst() {
                    p.line("var level_\(level.number): Any?  // \(pathDescription(level.keys))")
                }
                scanEntries(levels[0], fields: fields, &p)
                for level in levels.dropFirst() {
                    p.block("if let object = try PushRouting.Decode.step(level_\(level.number), at: Self.level_\(level.number)_path)") { p in
                        scan(level, object: "object", fields: fields, &p)
                    }
                }
                for field in fields { assignment(field, &p) }
            }
        }
    }

    /// One pass over the root level's entries (keys already strings).
    private func scanEntries(_ level: FieldLevel, fields: [FieldModel], _ p: inout CodePrinter) {
        p.block("for entry in entries") { p in
            p.switchBlock("entry.key") { p in
                for (key, index) in level.values {
                    p.line("\(casePattern(key, subject: "entry.key")): found_\(fields[index].name) = entry.value")
                }
                for (key, child) in level.children {
                    p.line("\(casePattern(key, subject: "entry.key")): level_\(child.number) = entry.value")
                }
                p.line("default: continue")
            }
        }
    }

    /// One pass over a dictionary, keeping the values of the keys this level reads.
    private func scan(_ level: FieldLevel, object: String, fields: [FieldModel], _ p: inout CodePrinter) {
        p.block("for (key, value) in \(object)") { p in
            p.line("guard let key = key.base as? Swift.String else { continue }")
            p.switchBlock("key") { p in
                for (key, index) in level.values {
                    p.line("\(casePattern(key, subject: "key")): found_\(fields[index].name) = value")
                }
                for (key, child) in level.children {
                    p.line("\(casePattern(key, subject: "key")): level_\(child.number) = value")
                }
                p.line("default: continue")
            }
        }
    }

    /// `case "msg"`, exact for non-ASCII keys (Swift's `==` would also match other
    /// normalizations; payload keys compare code point by code point).
    private func casePattern(_ key: String, subject: String) -> String {
        let literal = SwiftLiteral.string(key)
        if key.unicodeScalars.allSatisfy(\.isASCII) { return "case \(literal)" }
        return "case \(literal) where PushRouting.Exact.equal(\(subject), \(literal))"
    }

    private func assignment(_ field: FieldModel, _ p: inout CodePrinter) {
        let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
        let presence = field.isOptional || field.defaultValue != nil ? "optional" : "required"
        var value =
            "try PushRouting.Decode.\(presence)(found_\(field.name), at: Self.\(expressions.pathConstant), Self.\(expressions.readerConstant))"
        if let fallback = expressions.defaultExpression { value += " ?? \(fallback)" }
        if field.boxed {
            p.line("self.indirect_\(field.name) = \(value).map(PushRouting.Indirect.init)")
        } else {
            p.line("self.\(SwiftNaming.escaped(field.name)) = \(value)")
        }
    }

    private func enumDecoder(_ typeName: String, _ named: EnumModel, _ p: inout CodePrinter) {
        p.block("extension \(typeName)") { p in
            p.doc("Reads the value from a payload: exactly one of the enum's strings.")
            p.block("\(model.access)init(decoding value: Any) throws(PushRouting.PushDecodingError)") { p in
                p.line("let string = try PushRouting.Decode.string(value)")
                p.switchBlock("string") { p in
                    for enumCase in named.cases {
                        let literal = SwiftLiteral.string(enumCase.value)
                        let pattern =
                            enumCase.value.unicodeScalars.allSatisfy(\.isASCII)
                            ? "case \(literal)"
                            : "case \(literal) where string.unicodeScalars.elementsEqual(\(literal).unicodeScalars)"
                        p.line("\(pattern): self = .\(SwiftNaming.escaped(enumCase.name))")
                    }
                    let all = named.cases.map { SwiftLiteral.string($0.value) }.joined(separator: ", ")
                    p.line("default: throw PushRouting.Decode.notInEnum(string, [\(all)])")
                }
            }
        }
    }

    private func pathLiteral(_ keys: [String]) -> String {
        "PushRouting.PayloadPath(keys: [\(keys.map(SwiftLiteral.string).joined(separator: ", "))])"
    }

    private func pathDescription(_ keys: [String]) -> String {
        SwiftLiteral.commentLines(PushRoutingPath.describe(keys)).joined(separator: " ")
    }
}

/// Key paths as messages write them.
enum PushRoutingPath {
    static func describe(_ keys: [String]) -> String {
        PayloadKeyPath(keys: keys, location: .start(of: "")).description
    }
}
