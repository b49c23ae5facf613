@_spi(Generated) import PushRouting

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
        if field.type.namedReferences.contains(where: {
            types[$0.value]?.isStandIn ?? !BuiltinNamedTypes.contains($0.value)
        }) {
            return field
        }
        var field = field
        switch value(literal, type: field.type, relative: field.source.isRelative) {
        case .success(let value):
            field.defaultValue = value
        case .failure(let problem):
            // A default the type takes none of is a key that does not apply: at the key
            // (docs/diagnostics.md, Position); a value that is wrong, at the value.
            let atKey = problem.reason.isTypeWithoutDefault && problem.location == literal.location
            diagnostics.report(
                .invalidDefault(
                    problem.reason, at: atKey ? field.source.written.defaultKey ?? problem.location : problem.location))
        }
        return field
    }

    struct Problem: Error {
        var location: SourceLocation
        var reason: DefaultProblem
    }

    /// The typed default; `relative`: url values may be relative references (`relative: true`).
    private func value(_ literal: Literal, type: ValueType, relative: Bool) -> Result<DefaultValue, Problem> {
        let at = literal.location ?? .start(of: "")
        func fail(_ reason: DefaultProblem) -> Result<DefaultValue, Problem> {
            .failure(Problem(location: at, reason: reason))
        }
        func check(
            _ violation: Violation?, _ value: DefaultValue, _ problem: (Violation) -> DefaultProblem
        )
            -> Result<DefaultValue, Problem>
        {
            guard let violation else { return .success(value) }
            return fail(problem(violation))
        }
        switch (type, literal) {
        case (.builtin(.json, _), _):
            return JSONDefault.value(literal).map(DefaultValue.json).mapError {
                Problem(location: $0.location ?? at, reason: $0.reason)
            }
        case (.builtin(.string, let c), .string(let s, _)):
            if let cases = c.enumCases {
                guard c.isOpenEnum || cases.contains(where: { $0.value.unicodeScalars.elementsEqual(s.unicodeScalars) })
                else {
                    return fail(.notInEnum(s, values: cases.map(\.value), type: nil))
                }
                return check(c.stringRules.violation(s), .enumCase(s)) { .stringViolation(s, $0) }
            }
            return check(c.stringRules.violation(s), .string(s)) { .stringViolation(s, $0) }
        case (.builtin(.int, let c), .number(let n, _)):
            guard let int = n.int64 else { return fail(.notAnInt(n.text)) }
            return check(c.numberRules.violation(int), .int(int)) { .numberViolation(n.text, $0) }
        case (.builtin(.double, let c), .number(let n, _)):
            guard n.double.isFinite else { return fail(.notFinite(n.text)) }
            return check(c.numberRules.violation(n.double), .double(n.double)) { .numberViolation(n.text, $0) }
        case (.builtin(.bool, _), .bool(let b, _)):
            return .success(.bool(b))
        case (.builtin(.url, let c), .string(let s, _)):
            if relative {
                guard AbsoluteURI.isValidReference(s) else { return fail(.notURIReference(s)) }
            } else {
                guard AbsoluteURI.isValid(s) else { return fail(.notAbsoluteURI(s)) }
            }
            return check(c.stringRules.violation(s), .url(s)) { .stringViolation(s, $0) }
        case (.builtin(.date, _), .string(let s, _)):
            guard let date = RFC3339.parse(s) else { return fail(.notDateTime(s)) }
            return .success(.date(s, date.timeIntervalSince1970))
        case (.builtin(.date, _), _):
            return fail(.dateNotAString(literal))
        case (.builtin(.bool, _), .string(let s, _)):
            return fail(.boolAsString(s))
        case (.builtin(let builtin, _), .string(let s, _)):
            return fail(.numberAsString(builtin, s, hint: CoreSchema.numberHint(s)))
        case (.builtin(let builtin, _), _):
            return fail(.wrongKind(builtin, literal))
        case (.named(let name), _):
            guard let named = types[name.value] else {
                return fail(BuiltinNamedTypes.contains(name.value) ? .objectType(name.value) : .unknownType)
            }
            switch named.kind {
            case .object:
                return fail(.objectType(name.value))
            case .enumeration(let cases):
                guard case .string(let s, _) = literal else { return fail(.enumNotAString(name.value, literal)) }
                guard named.isOpen || cases.contains(where: { $0.value.unicodeScalars.elementsEqual(s.unicodeScalars) })
                else {
                    return fail(.notInEnum(s, values: cases.map(\.value), type: name.value))
                }
                return .success(.enumCase(s))
            }
        case (.array(let element, let c), .list(let items, _)):
            var values: [DefaultValue] = []
            for item in items {
                switch value(item, type: element, relative: relative) {
                case .success(let v): values.append(v)
                case .failure(let problem): return .failure(problem)
                }
            }
            if let violation = c.arrayRules.violation(count: values.count)
                ?? c.arrayRules.violation(items: values.map(\.rawValue))
            {
                return fail(.listViolation(violation))
            }
            return .success(.array(values))
        case (.array, _):
            return fail(.notAList(literal))
        case (.map, _):
            return fail(.map)
        case (.union, _):
            return fail(.union)
        }
    }
}

/// A `json` default (docs/language.md §3.11): any YAML value but null at its top, as the
/// JSON value it spells: numbers by value (a whole number in the 64-bit range is an integer,
/// others finite doubles), mappings with string keys.
enum JSONDefault {
    /// The problem and where it is (nil: the default's own place).
    struct Failure: Error {
        var location: SourceLocation?
        var reason: DefaultProblem
    }

    static func value(_ literal: Literal) -> Result<JSONValue, Failure> {
        switch literal {
        case .null: return .success(.null)
        case .bool(let b, _): return .success(.bool(b))
        case .number(let n, let location):
            let number = n.int64.map { JSONValue.Number($0) } ?? JSONValue.Number(n.double)
            guard let number else { return .failure(Failure(location: location, reason: .notFinite(n.text))) }
            return .success(.number(number))
        case .string(let s, _): return .success(.string(s))
        case .list(let items, _):
            var values: [JSONValue] = []
            for item in items {
                switch value(item) {
                case .success(let v): values.append(v)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.array(values))
        case .mapping(let members, _):
            // YAML's duplicate keys (canonically equivalent ones included) were reported.
            var object: [String: JSONValue] = [:]
            for member in members {
                guard case .string(let key, _) = member.key else {
                    return .failure(Failure(location: member.key.location, reason: .jsonKeyNotAString(member.key)))
                }
                switch value(member.value) {
                case .success(let v): object[key] = v
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.object(object))
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
        case .json(let value): value.payloadValue
        }
    }
}
