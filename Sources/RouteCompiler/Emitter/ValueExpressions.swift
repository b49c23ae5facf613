import PushRouting

/// The Swift expressions for one field's value: how it is decoded, encoded and defaulted,
/// and the rule constants its decoder uses.
struct ValueExpressions {
    let field: FieldModel
    /// Named enums by name, for default values.
    let enumsByName: [String: EnumModel]

    /// The field's name as written in source (`` `default` ``).
    var escapedName: String { SwiftNaming.escaped(field.name) }
    /// The static constant holding the field's key path.
    var pathConstant: String { "\(field.name)_path" }

    private func rulesConstant(depth: Int) -> String {
        field.name + String(repeating: "_items", count: depth) + "_rules"
    }

    /// The static constant holding the field's reader.
    var readerConstant: String { "\(field.name)_reader" }

    // MARK: Decoding

    /// The expression of the field's `ValueReader`: its type, constraints and coercion.
    var readerExpression: String { reader(field.type, depth: 0, enumName: SwiftNaming.typeName(fromMember: field.name)) }

    private func reader(_ type: ValueType, depth: Int, enumName: String) -> String {
        switch type {
        case .builtin(let builtin, let c):
            if c.enumCases != nil {
                return "PushRouting.Read.value(\(SwiftNaming.escaped(FieldModel.inlineEnumName(enumName, depth: depth))).init(decoding:))"
            }
            var args: [String] = []
            if field.coerce, builtin == .int || builtin == .double || builtin == .bool { args.append("coerce: true") }
            if let rules = ValueExpressions.rules(builtin, c) { args.append("rules: \(rules)") }
            return "PushRouting.Read.\(builtin.rawValue)(\(args.joined(separator: ", ")))"
        case .named(let name):
            if enumsByName[name.value] != nil { return "PushRouting.Read.value(\(name.value).init(decoding:))" }
            return "PushRouting.Read.object(\(name.value).init(decoding:))"
        case .array(let element, let c):
            let rules = ValueExpressions.arrayRules(c).map { ", rules: \($0)" } ?? ""
            return "PushRouting.Read.array(of: \(reader(element, depth: depth + 1, enumName: enumName))\(rules))"
        }
    }

    static func rules(_ builtin: BuiltinType, _ c: Constraints) -> String? {
        switch builtin {
        case .int, .double:
            var args: [String] = []
            func bound(_ label: String, _ value: Located<NumberLiteral>?) {
                guard let value else { return }
                args.append("\(label): PushRouting.NumberBound(\(numberLiteral(value.value)))")
            }
            bound("minimum", c.minimum)
            bound("maximum", c.maximum)
            bound("exclusiveMinimum", c.exclusiveMinimum)
            bound("exclusiveMaximum", c.exclusiveMaximum)
            if let m = c.multipleOf, let decimal = m.value.decimal {
                args.append(
                    "multipleOf: PushRouting.ExactDecimal(significand: \(decimal.significand), exponent: \(decimal.exponent))")
                args.append("multipleOfText: \(SwiftLiteral.string(m.value.text))")
            }
            return args.isEmpty ? nil : "PushRouting.NumberRules(\(args.joined(separator: ", ")))"
        case .string, .url:
            var args: [String] = []
            if let n = c.minLength { args.append("minLength: \(n.value)") }
            if let n = c.maxLength { args.append("maxLength: \(n.value)") }
            if let p = c.pattern { args.append("pattern: PushRouting.ECMAPattern(checked: \(SwiftLiteral.string(p.value)))") }
            return args.isEmpty ? nil : "PushRouting.StringRules(\(args.joined(separator: ", ")))"
        case .bool, .date:
            return nil
        }
    }

    static func arrayRules(_ c: Constraints) -> String? {
        var args: [String] = []
        if let n = c.minItems { args.append("minItems: \(n.value)") }
        if let n = c.maxItems { args.append("maxItems: \(n.value)") }
        if c.uniqueItems?.value == true { args.append("uniqueItems: true") }
        return args.isEmpty ? nil : "PushRouting.ArrayRules(\(args.joined(separator: ", ")))"
    }

    /// A bound as a typed literal: `Swift.Int64(5)` or `2.5`.
    private static func numberLiteral(_ n: NumberLiteral) -> String {
        if let int = n.int64 { return "Swift.Int64(\(int))" }
        return n.double.description
    }

    // MARK: Encoding

    /// The expression that turns `value` (an expression of the field's non-optional type)
    /// into a payload value.
    func encodeExpression(_ value: String) -> String {
        encode(field.type, value)
    }

    private func encode(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .builtin(let builtin, let c):
            if c.enumCases != nil { return "\(value).rawValue" }
            switch builtin {
            case .url: return "PushRouting.Encode.url(\(value))"
            case .date: return "PushRouting.Encode.date(\(value))"
            default: return value
            }
        case .named(let name):
            if enumsByName[name.value] != nil { return "\(value).rawValue" }
            return "PushRouting.Encode.object(\(value))"
        case .array(let element, _):
            let inner = encode(element, "$0")
            return inner == "$0" ? value : "\(value).map { \(inner) }"
        }
    }

    // MARK: Defaults

    /// The Swift expression of the field's default, when it has one.
    var defaultExpression: String? {
        field.defaultValue.map { literal($0, type: field.type, depth: 0) }
    }

    private func literal(_ value: DefaultValue, type: ValueType, depth: Int) -> String {
        switch value {
        case .string(let s): return SwiftLiteral.string(s)
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .url(let s): return "PushRouting.Decode.constantURL(\(SwiftLiteral.string(s)))"
        case .date(let s, _): return "PushRouting.Decode.constantDate(\(SwiftLiteral.string(s)))"
        case .enumCase(let s): return "." + SwiftNaming.escaped(caseName(of: s, in: type))
        case .array(let items):
            guard case .array(let element, _) = type else { return "[]" }
            return "[" + items.map { literal($0, type: element, depth: depth + 1) }.joined(separator: ", ") + "]"
        }
    }

    private func caseName(of value: String, in type: ValueType) -> String {
        let cases: [EnumCase]
        switch type {
        case .builtin(_, let c): cases = c.enumCases ?? []
        case .named(let name):
            return enumsByName[name.value]?.cases.first { $0.value.unicodeScalars.elementsEqual(value.unicodeScalars) }?.name ?? ""
        case .array: cases = []
        }
        return cases.first { $0.value.unicodeScalars.elementsEqual(value.unicodeScalars) }?.name ?? ""
    }
}
