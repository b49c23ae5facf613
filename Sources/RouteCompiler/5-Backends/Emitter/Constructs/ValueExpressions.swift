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
        func string(_ c: Constraints) -> String? { c.stringRulesIfAny.map { "rules: \(RuleSource.string($0))" } }
        func number(_ c: Constraints) -> String? { c.numberRulesIfAny.map { "rules: \(RuleSource.number($0))" } }
        func array(_ c: Constraints) -> String? { c.arrayRulesIfAny.map { "rules: \(RuleSource.array($0))" } }
        switch plan {
        case .string(let c):
            return "PushRouting.Read.string(\(arguments([string(c)])))"
        case .int(let coerce, let c), .double(let coerce, let c):
            let name = if case .int = plan { "int" } else { "double" }
            return "PushRouting.Read.\(name)(\(arguments([coerce ? "coerce: true" : nil, number(c)])))"
        case .bool(let coerce):
            return "PushRouting.Read.bool(\(coerce ? "coerce: true" : ""))"
        case .url(let c):
            return "PushRouting.Read.url(\(arguments([string(c)])))"
        case .date:
            return "PushRouting.Read.date()"
        case .inlineEnum, .union:
            return "PushRouting.Read.value(\(nested).self)"
        case .namedEnum(let name, _, _):
            return "PushRouting.Read.value(\(name).self)"
        case .object(let name):
            return "PushRouting.Read.object(\(BuiltinNamedTypes.swiftType(name) ?? name).self)"
        case .array(let element, let c):
            return "PushRouting.Read.array(of: \(reader(element, nested: nested))\(array(c).map { ", \($0)" } ?? ""))"
        case .map(let value, let c):
            return "PushRouting.Read.map(of: \(reader(value, nested: nested))\(array(c).map { ", \($0)" } ?? ""))"
        case .stringOrInteger(let c):
            return "PushRouting.Read.string(\(arguments(["numbers: true", string(c)])))"
        case .inlineEnumOrInteger:
            return "PushRouting.Read.value(\(nested).self, numbers: true)"
        case .boolOrNumber(let coerce):
            return "PushRouting.Read.bool(\(arguments([coerce ? "coerce: true" : nil, "numbers: true"])))"
        case .urlReference(let c):
            return "PushRouting.Read.url(\(arguments(["relative: true", string(c)])))"
        case .json:
            return "PushRouting.Read.json()"
        case .jsonArray(let c):
            return "PushRouting.Read.jsonArray(\(array(c) ?? ""))"
        case .jsonMap(let c):
            return "PushRouting.Read.jsonMap(\(array(c) ?? ""))"
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
        Self.encode(field.plan, value)
    }

    /// The expression that turns `value`, read by `plan`, into a payload value.
    static func encode(_ plan: ReaderPlan, _ value: String) -> String {
        switch plan {
        case .inlineEnum, .inlineEnumOrInteger, .namedEnum: return "\(value).rawValue"
        case .url, .urlReference: return "PushRouting.Encode.url(\(value))"
        case .date: return "PushRouting.Encode.date(\(value))"
        case .json: return "PushRouting.Encode.json(\(value))"
        case .string, .stringOrInteger, .int, .double, .bool, .boolOrNumber: return value
        case .object: return "PushRouting.Encode.object(\(value))"
        case .array, .jsonArray, .separated:
            let inner = encode(plan.elements ?? .json, "$0")
            return inner == "$0" ? value : "\(value).map { \(inner) }"
        case .map(let element, _):
            return map(value, element: element)
        case .jsonMap:
            return map(value, element: .json)
        case .union:
            return "\(value).payloadValue"
        }
    }

    /// A map's values, each turned into a payload value.
    private static func map(_ value: String, element: ReaderPlan) -> String {
        let inner = encode(element, "$0")
        return inner == "$0" ? "PushRouting.Encode.map(\(value))" : "PushRouting.Encode.map(\(value)) { \(inner) }"
    }

    // MARK: Defaults

    /// The Swift expression of the field's default, when it has one. It names nothing of
    /// PushRouting (a public initializer's default argument is compiled into the app's code,
    /// which may not see PushRouting's generated-code declarations): dates and URLs are made
    /// with Foundation, which their type needs anyway.
    var defaultExpression: String? {
        field.defaultValue.map { literal($0, plan: field.plan, forDocs: false) }
    }

    /// The field's default as its doc comment shows it: the Swift expression, but a date or
    /// URL as the table writes it (`"2024-01-01T00:00:00Z"`).
    var defaultDescription: String? {
        field.defaultValue.map { literal($0, plan: field.plan, forDocs: true) }
    }

    private func literal(_ value: DefaultValue, plan: ReaderPlan, forDocs: Bool) -> String {
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
        case .enumCase(let s): return enumeration(of: plan).caseExpression(of: s)
        case .array(let items):
            guard let element = plan.elements else { return "[]" }
            return "[" + items.map { literal($0, plan: element, forDocs: forDocs) }.joined(separator: ", ") + "]"
        case .json(let value): return SwiftLiteral.json(value)
        }
    }

    /// Seconds since 1970 as a Swift literal that gives exactly this `Double`: whole seconds
    /// as an integer (`1704067200`), others as Swift prints them (`1704067200.5`).
    static func secondsLiteral(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
        return seconds.description
    }

    /// The enum whose case a default read by `plan` names: the field's own (an `enum`
    /// constraint) or a named enum type.
    private func enumeration(of plan: ReaderPlan) -> EnumModel {
        let found = if case .namedEnum(let name, _, _) = plan { enumsByName[name] } else { field.inlineEnum }
        guard let found else { preconditionFailure("a checked default names a case of an enum of its type") }
        return found
    }
}
