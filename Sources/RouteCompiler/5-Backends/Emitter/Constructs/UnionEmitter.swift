/// The enum of a union (docs/language.md §3.7), nested in the owner of its param or field, in
/// every file it lives in: its declaration (`Payloads.swift`: a case per member, `indirect`
/// where the member's object type may hold the enum's owner), its decoder (`Decoding.swift`:
/// the value's JSON kind chooses the member) and its encoder (`Encoding.swift`: the member's
/// value).
struct UnionEmitter {
    let model: EmissionModel
    let union: UnionModel
    /// The type its extensions extend: `Owner.Nested`.
    let typeName: String
    /// Whether it is nested in a deprecated route's struct.
    let isDeprecated: Bool

    /// The enum.
    func declaration(_ p: inout CodePrinter) {
        p.block("\(model.access)enum \(SwiftNaming.escaped(union.name)): Sendable, Hashable") { p in
            for unionCase in union.cases {
                let indirect = unionCase.isIndirect ? "indirect " : ""
                p.line("\(indirect)case \(SwiftNaming.escaped(unionCase.name))(\(unionCase.swiftType))")
            }
        }
    }

    /// Its decoder: the member of the value's JSON kind, whose reader reads it.
    func decoder(_ p: inout CodePrinter) {
        p.line()
        if isDeprecated { p.line("@available(*, deprecated)") }
        p.block("nonisolated extension \(typeName): PushRouting.PayloadDecodable") { p in
            p.doc("The reader of each member, for `init(decoding:)`.")
            p.block("enum \(GeneratedNames.payloadKeys)") { p in
                for unionCase in union.cases {
                    p.line(
                        "static let \(unionCase.readerConstant) = \(ValueExpressions.reader(unionCase.member.plan, nested: unionCase.swiftType))"
                    )
                }
            }
            p.line()
            p.doc("Reads the value from a payload: the member of the value's JSON kind.")
            let decoding = FunctionSignature.initializer(
                access: model.access, [.labeled("decoding", "value", "Any")], throwing: FunctionSignature.decodingError)
            p.block(decoding.declaration) { p in
                p.switchBlock("PushRouting.RawValue.classify(value)") { p in
                    for unionCase in union.cases {
                        p.line(
                            "case \(unionCase.member.kind.runtimePatterns): self = .\(SwiftNaming.escaped(unionCase.name))(try \(GeneratedNames.payloadKeys).\(unionCase.readerConstant).read(value))"
                        )
                    }
                    p.line(
                        "default: throw PushRouting.Decode.wrongType(value, expected: \(SwiftLiteral.string(union.expected)))"
                    )
                }
            }
        }
    }

    /// `payloadValue`: its member's value.
    func encoder(_ p: inout CodePrinter) {
        p.line()
        if isDeprecated { p.line("@available(*, deprecated)") }
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
}

extension JSONKind {
    /// The runtime's kinds of this kind, as Swift patterns: `.integer, .number`.
    var runtimePatterns: String {
        switch self {
        case .string: ".string"
        case .number: ".integer, .number"
        case .boolean: ".bool"
        case .object: ".object"
        case .array: ".array"
        }
    }
}
