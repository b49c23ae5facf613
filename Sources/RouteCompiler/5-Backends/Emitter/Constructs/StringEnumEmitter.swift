/// A string enum, in every file it lives in: a named enum type, or the enum an `enum`
/// constraint declares inside its owner (docs/language.md §3.9). Its declaration goes into
/// `Payloads.swift`, its decoder into `Decoding.swift`.
struct StringEnumEmitter {
    let model: EmissionModel
    let enumeration: EnumModel
    /// The type its decoder extends: the named type, or `Owner.Nested`.
    let typeName: String
    /// Whether it is nested in a deprecated route's struct.
    var isDeprecated = false

    /// The enum; `modifiers`: what declares it (a nested enum is as nonisolated as the struct
    /// it is in).
    func declaration(modifiers: String, _ p: inout CodePrinter) {
        if let other = enumeration.otherCase { return openDeclaration(other: other, modifiers: modifiers, &p) }
        p.block(
            "\(modifiers)enum \(SwiftNaming.escaped(enumeration.name)): Swift.String, Sendable, Hashable, CaseIterable"
        ) { p in
            for enumCase in enumeration.cases {
                p.line("case \(SwiftNaming.escaped(enumCase.name)) = \(SwiftLiteral.string(enumCase.value))")
            }
        }
    }

    /// An open enum (docs/language.md §3.9): a case per value and `.other` (`other`) for any
    /// other string, `RawRepresentable` by hand (a raw-value enum cannot carry a string).
    private func openDeclaration(other: String, modifiers: String, _ p: inout CodePrinter) {
        p.block(
            "\(modifiers)enum \(SwiftNaming.escaped(enumeration.name)): Swift.RawRepresentable, Sendable, Hashable"
        ) { p in
            for enumCase in enumeration.cases {
                p.line("case \(SwiftNaming.escaped(enumCase.name))")
            }
            p.doc("A string that is none of the values above, as it was sent.")
            p.line("case \(other)(Swift.String)")
            p.line()
            p.doc("The value's string (for `.\(other)`, the string it carries).")
            p.block("\(model.access)var rawValue: Swift.String") { p in
                p.switchBlock("self") { p in
                    for enumCase in enumeration.cases {
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
                    for enumCase in enumeration.cases {
                        p.line(
                            "\(Self.exactCase(enumCase.value, subject: "rawValue")): self = .\(SwiftNaming.escaped(enumCase.name))"
                        )
                    }
                    p.line("default: self = .\(other)(rawValue)")
                }
            }
        }
    }

    /// Its decoder: exactly one of its strings, or for an open enum any string.
    func decoder(_ p: inout CodePrinter) {
        p.line()
        if isDeprecated { p.line("@available(*, deprecated)") }
        p.block("nonisolated extension \(typeName): PushRouting.PayloadDecodable") { p in
            let decoding = FunctionSignature.initializer(
                access: model.access, [.labeled("decoding", "value", "Any")], throwing: FunctionSignature.decodingError)
            if let other = enumeration.otherCase {
                p.doc("Reads the value from a payload: one of the enum's strings, or any other string as `.\(other)`.")
                p.block(decoding.declaration) { p in
                    p.line("self.init(rawValue: try PushRouting.Decode.string(value))")
                }
                return
            }
            p.doc("Reads the value from a payload: exactly one of the enum's strings.")
            p.block(decoding.declaration) { p in
                p.line("let string = try PushRouting.Decode.string(value)")
                p.switchBlock("string") { p in
                    for enumCase in enumeration.cases {
                        p.line(
                            "\(Self.exactCase(enumCase.value, subject: "string")): self = .\(SwiftNaming.escaped(enumCase.name))"
                        )
                    }
                    let all = enumeration.cases.map { SwiftLiteral.string($0.value) }.joined(separator: ", ")
                    p.line("default: throw PushRouting.Decode.notInEnum(string, [\(all)])")
                }
            }
        }
    }

    /// `case "value"`, exact for non-ASCII values (`subject` compared code point by code
    /// point, as payloads are; Swift's `==` would also match other normalizations).
    static func exactCase(_ value: String, subject: String) -> String {
        let literal = SwiftLiteral.string(value)
        return value.unicodeScalars.allSatisfy(\.isASCII)
            ? "case \(literal)"
            : "case \(literal) where \(subject).unicodeScalars.elementsEqual(\(literal).unicodeScalars)"
    }
}
