/// The Swift expressions for one field's value: how it is decoded, encoded and defaulted,
/// and where its decoder finds its key path and reader.
struct ValueExpressions {
    let field: FieldModel
    /// Named enums by name, for default values.
    let enumsByName: [String: EnumModel]

    /// The field's key path: its constant in the owner's namespace.
    var path: String { "\(GeneratedNames.payloadKeys).\(field.names.pathConstant)" }

    /// The field's reader: its constant in the owner's namespace.
    var reader: String { "\(GeneratedNames.payloadKeys).\(field.names.readerConstant)" }

    // MARK: Decoding

    /// The expression of the field's `ValueReader`, printed from its `ReaderPlan`.
    var readerExpression: String { Self.reader(field.plan, nested: field.innermostSwiftType) }

    /// The expression of the `ValueReader` of `plan`; `nested` is the Swift type of the
    /// enum that an innermost `enum` constraint or union declares.
    static func reader(_ plan: ReaderPlan, nested: String) -> String {
        switch plan {
        case .string(let rules):
            return "PushRouting.Read.string(\(arguments([rules.map { "rules: \(RuleSource.string($0))" }])))"
        case .int(let coerce, let rules), .double(let coerce, let rules):
            let name = if case .int = plan { "int" } else { "double" }
            return
                "PushRouting.Read.\(name)(\(arguments([coerce ? "coerce: true" : nil, rules.map { "rules: \(RuleSource.number($0))" }])))"
        case .bool(let coerce):
            return "PushRouting.Read.bool(\(coerce ? "coerce: true" : ""))"
        case .url(let rules):
            return "PushRouting.Read.url(\(arguments([rules.map { "rules: \(RuleSource.string($0))" }])))"
        case .date:
            return "PushRouting.Read.date()"
        case .inlineEnum, .union:
            return "PushRouting.Read.value(\(nested).self)"
        case .namedEnum(let name, _, _):
            return "PushRouting.Read.value(\(name).self)"
        case .object(let name):
            return "PushRouting.Read.object(\(BuiltinNamedTypes.swiftType(name) ?? name).self)"
        case .array(let element, let rules):
            let rulesArgument = rules.map { ", rules: \(RuleSource.array($0))" } ?? ""
            return "PushRouting.Read.array(of: \(reader(element, nested: nested))\(rulesArgument))"
        case .map(let value, let rules):
            let rulesArgument = rules.map { ", rules: \(RuleSource.array($0))" } ?? ""
            return "PushRouting.Read.map(of: \(reader(value, nested: nested))\(rulesArgument))"
        case .stringOrInteger(let rules):
            return
                "PushRouting.Read.string(\(arguments(["numbers: true", rules.map { "rules: \(RuleSource.string($0))" }])))"
        case .inlineEnumOrInteger:
            return "PushRouting.Read.value(\(nested).self, numbers: true)"
        case .boolOrNumber(let coerce):
            return "PushRouting.Read.bool(\(arguments([coerce ? "coerce: true" : nil, "numbers: true"])))"
        case .urlReference(let rules):
            return
                "PushRouting.Read.url(\(arguments(["relative: true", rules.map { "rules: \(RuleSource.string($0))" }])))"
        case .json:
            return "PushRouting.Read.json()"
        case .jsonArray(let rules):
            return "PushRouting.Read.jsonArray(\(rules.map { "rules: \(RuleSource.array($0))" } ?? ""))"
        case .jsonMap(let rules):
            return "PushRouting.Read.jsonMap(\(rules.map { "rules: \(RuleSource.array($0))" } ?? ""))"
        case .separated(let separator, let pieces, let array):
            return
                "PushRouting.Read.separated(by: \(SwiftLiteral.string(separator)), pieces: \(reader(pieces, nested: nested)), array: \(reader(array, nested: nested)))"
        }
    }

    private static func arguments(_ items: [String?]) -> String {
        items.compactMap { $0 }.joined(separator: ", ")
    }

    // MARK: Encoding

    /// The expression that turns `value` (an expression of the field's non-optional type)
    /// into a payload value.
    func encodeExpression(_ value: String) -> String {
        encode(field.type, value)
    }

    private func encode(_ type: ValueType, _ value: String) -> String {
        Self.encode(type, value, enums: enumsByName)
    }

    /// The expression that turns `value`, of type `type`, into a payload value; `enums`:
    /// the named enums.
    static func encode(_ type: ValueType, _ value: String, enums: [String: EnumModel]) -> String {
        switch type {
        case .builtin(let builtin, let c):
            if c.enumCases != nil { return "\(value).rawValue" }
            switch builtin {
            case .url: return "PushRouting.Encode.url(\(value))"
            case .date: return "PushRouting.Encode.date(\(value))"
            case .json: return "PushRouting.Encode.json(\(value))"
            default: return value
            }
        case .named(let name):
            if enums[name.value] != nil { return "\(value).rawValue" }
            return "PushRouting.Encode.object(\(value))"
        case .array(let element, _):
            let inner = encode(element, "$0", enums: enums)
            return inner == "$0" ? value : "\(value).map { \(inner) }"
        case .map(let element, _):
            let inner = encode(element, "$0", enums: enums)
            return inner == "$0" ? "PushRouting.Encode.map(\(value))" : "PushRouting.Encode.map(\(value)) { \(inner) }"
        case .union:
            return "\(value).payloadValue"
        }
    }

    // MARK: Defaults

    /// The Swift expression of the field's default, when it has one. It names nothing of
    /// PushRouting (a public initializer's default argument is compiled into the app's code,
    /// which may not see PushRouting's generated-code declarations): dates and URLs are made
    /// with Foundation, which their type needs anyway.
    var defaultExpression: String? {
        field.defaultValue.map { literal($0, type: field.type, forDocs: false) }
    }

    /// The field's default as its doc comment shows it: the Swift expression, but a date or
    /// URL as the table writes it (`"2024-01-01T00:00:00Z"`).
    var defaultDescription: String? {
        field.defaultValue.map { literal($0, type: field.type, forDocs: true) }
    }

    private func literal(_ value: DefaultValue, type: ValueType, forDocs: Bool) -> String {
        switch value {
        case .string(let s): return SwiftLiteral.string(s)
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .url(let s) where forDocs, .date(let s, _) where forDocs: return SwiftLiteral.string(s)
        // Checked when read; the fallback only keeps generated code free of a `!`.
        case .url(let s):
            return "Foundation.URL(string: \(SwiftLiteral.string(s))) ?? Foundation.URL(fileURLWithPath: \"/\")"
        case .date(_, let seconds): return "Foundation.Date(timeIntervalSince1970: \(Self.secondsLiteral(seconds)))"
        case .enumCase(let s): return enumeration(of: type).caseExpression(of: s)
        case .array(let items):
            guard case .array(let element, _) = type else { return "[]" }
            return "[" + items.map { literal($0, type: element, forDocs: forDocs) }.joined(separator: ", ") + "]"
        case .json(let value): return SwiftLiteral.json(value)
        }
    }

    /// Seconds since 1970 as a Swift literal that gives exactly this `Double`: whole seconds
    /// as an integer (`1704067200`), others as Swift prints them (`1704067200.5`).
    static func secondsLiteral(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
        return seconds.description
    }

    /// The enum whose case a default of type `type` names: the field's own (an `enum`
    /// constraint) or a named enum type.
    private func enumeration(of type: ValueType) -> EnumModel {
        let found = if case .named(let name) = type { enumsByName[name.value] } else { field.inlineEnum }
        guard let found else { preconditionFailure("a checked default names a case of an enum of its type") }
        return found
    }
}
