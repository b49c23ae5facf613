import PushRouting

/// Checks every `default` against its field's type and constraints with the same rules
/// the generated decoder applies to payloads, and stores the typed value (docs/language.md §3).
/// Coercion never applies: `default: "12"` is no int.
struct DefaultChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector
    private let types: [String: NamedType]

    init(table: RouteTable, diagnostics: DiagnosticCollector) {
        self.table = table
        self.diagnostics = diagnostics
        self.types = table.typesByName
    }

    /// The table with every valid default typed.
    func run() -> RouteTable {
        var table = self.table
        for r in table.routes.indices {
            for p in table.routes[r].params.indices {
                table.routes[r].params[p] = checked(table.routes[r].params[p])
            }
        }
        for t in table.types.indices {
            if case .object(var fields) = table.types[t].kind {
                for f in fields.indices { fields[f] = checked(fields[f]) }
                table.types[t].kind = .object(fields)
            }
        }
        return table
    }

    private func checked(_ field: Field) -> Field {
        guard let literal = field.defaultLiteral, literal != .null else { return field }
        // What is wrong with the type was reported; a default's errors would only repeat it:
        // constraints no value satisfies, an unknown type, a type whose definition is wrong.
        if field.type.hasImpossibleConstraints { return field }
        if let name = field.type.namedReference, types[name.value]?.isStandIn ?? true { return field }
        var field = field
        switch value(literal, type: field.type) {
        case .success(let value):
            field.defaultValue = value
        case .failure(let problem):
            diagnostics.report(.error(.invalidDefault, at: problem.location, "default \(problem.message)"))
        }
        return field
    }

    struct Problem: Error {
        var location: SourceLocation
        var message: String
    }

    private func value(_ literal: Literal, type: ValueType) -> Result<DefaultValue, Problem> {
        let at = literal.location ?? .start(of: "")
        func fail(_ message: String) -> Result<DefaultValue, Problem> { .failure(Problem(location: at, message: message)) }
        func check(_ violation: Violation?, _ value: DefaultValue, _ shown: String) -> Result<DefaultValue, Problem> {
            guard let violation else { return .success(value) }
            return fail("\(shown) \(violation)")
        }
        switch (type, literal) {
        case (.builtin(.string, let c), .string(let s, _)):
            if let cases = c.enumCases {
                guard cases.contains(where: { $0.value.unicodeScalars.elementsEqual(s.unicodeScalars) }) else {
                    return fail("\(quoted(s)) \(Violation.notInEnum(cases.map(\.value)))")
                }
                return check(c.stringRules.violation(s), .enumCase(s), quoted(s))
            }
            return check(c.stringRules.violation(s), .string(s), quoted(s))
        case (.builtin(.int, let c), .number(let n, _)):
            guard let int = n.int64 else {
                return fail("\(n.text) is not an int (a whole number in the 64-bit range)")
            }
            return check(c.numberRules.violation(int), .int(int), n.text)
        case (.builtin(.double, let c), .number(let n, _)):
            guard n.double.isFinite else { return fail("\(n.text) is not a finite number") }
            return check(c.numberRules.violation(n.double), .double(n.double), n.text)
        case (.builtin(.bool, _), .bool(let b, _)):
            return .success(.bool(b))
        case (.builtin(.url, let c), .string(let s, _)):
            guard AbsoluteURI.isValid(s) else {
                return fail("\(quoted(s)) is not an absolute URI (RFC 3986: a scheme such as https:, no spaces)")
            }
            return check(c.stringRules.violation(s), .url(s), quoted(s))
        case (.builtin(.date, _), .string(let s, _)):
            guard let date = RFC3339.parse(s) else {
                return fail("\(quoted(s)) is not an RFC 3339 date-time such as 2024-05-01T12:00:00Z")
            }
            return .success(.date(s, date.timeIntervalSince1970))
        case (.builtin(.date, _), _):
            return fail("of a date must be an RFC 3339 string such as \"2024-05-01T12:00:00Z\", not \(literal.kindDescription)")
        case (.builtin(.bool, _), .string(let s, _)):
            return fail("must be true or false, not the string \(quoted(s)) (coerce does not apply to defaults)")
        case (.builtin(let builtin, _), .string(let s, _)):
            let hint = CoreSchema.numberHint(s)
            let coercion = hint == "write the number without quotes" ? " (coerce does not apply to defaults)" : ""
            return fail(
                "must be \(article(builtin)), not the string \(quotedValue(s))\(hint.map { "; \($0)" } ?? "")\(coercion)")
        case (.builtin(let builtin, _), _):
            return fail("must be \(article(builtin)), not \(literal.kindDescription)")
        case (.named(let name), _):
            guard let named = types[name.value] else { return fail("refers to an unknown type") }
            switch named.kind {
            case .object:
                return fail("is not allowed: object-typed params (here '\(name.value)') take no default; make it optional instead")
            case .enumeration(let cases):
                guard case .string(let s, _) = literal else {
                    return fail("must be one of the strings of '\(name.value)', not \(literal.kindDescription)")
                }
                guard cases.contains(where: { $0.value.unicodeScalars.elementsEqual(s.unicodeScalars) }) else {
                    return fail("\(quoted(s)) \(Violation.notInEnum(cases.map(\.value))) (the values of '\(name.value)')")
                }
                return .success(.enumCase(s))
            }
        case (.array(let element, let c), .list(let items, _)):
            var values: [DefaultValue] = []
            for item in items {
                switch value(item, type: element) {
                case .success(let v): values.append(v)
                case .failure(let problem): return .failure(problem)
                }
            }
            if let violation = c.arrayRules.violation(count: values.count) ?? c.arrayRules.violation(items: values.map(\.rawValue)) {
                return fail("\(violation)")
            }
            return .success(.array(values))
        case (.array, _):
            return fail("must be a list, not \(literal.kindDescription)")
        }
    }

    private func article(_ type: BuiltinType) -> String {
        switch type {
        case .int: "an int"
        case .url: "a url string"
        default: "a \(type.rawValue)"
        }
    }
}

extension DefaultValue {
    /// The value as a payload would carry it (for `uniqueItems`).
    var rawValue: Any {
        switch self {
        case .string(let s), .url(let s), .enumCase(let s), .date(let s, _): s
        case .int(let i): i
        case .double(let d): d
        case .bool(let b): b
        case .array(let items): items.map(\.rawValue)
        }
    }
}
