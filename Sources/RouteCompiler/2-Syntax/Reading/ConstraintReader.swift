@_spi(Generated) import PushRouting

/// Reads the constraints of docs/language.md §4 at each level of a type and checks what can be
/// checked locally: that each applies to its type, its value, impossible combinations,
/// that a `pattern` compiles, and that `enum` values satisfy the other constraints.
struct ConstraintReader {
    let diagnostics: DiagnosticCollector

    static let numberKeys = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]
    /// `open` goes with `enum` (docs/language.md §3.9).
    static let stringKeys = ["minLength", "maxLength", "pattern", "enum", "open"]
    static let arrayKeys = ["minItems", "maxItems", "uniqueItems", "items"]
    /// Every constraint key, in the order they are checked.
    static let allKeys = numberKeys + stringKeys + arrayKeys

    /// The value type for `syntax`, with the constraints found in `mapping` (a long-form
    /// param, or an `items:` mapping); `mapping` is nil for a short-form param.
    func valueType(
        _ syntax: TypeSyntax, typeLocation: SourceLocation, mapping: MappingReader?, context: DiagnosticSubject
    )
        -> ValueType
    {
        reportInapplicable(for: syntax, in: mapping)
        switch syntax {
        case .named(let name):
            return .named(Located(name, at: typeLocation))
        case .builtin(let builtin):
            return .builtin(builtin, constraints(for: builtin, in: mapping))
        case .array(let element):
            let elementType = valueType(
                element, typeLocation: typeLocation, mapping: itemsMapping(in: mapping, context: context),
                context: .items(of: context))
            return .array(elementType, arrayConstraints(in: mapping))
        case .map(let value):
            let valueType = valueType(
                value, typeLocation: typeLocation, mapping: itemsMapping(in: mapping, context: context),
                context: .items(of: context))
            return .map(valueType, mapConstraints(in: mapping))
        case .union(let members):
            // Members take no constraints (each key was reported above).
            return .union(
                members.map { valueType($0, typeLocation: typeLocation, mapping: nil, context: context) })
        }
    }

    /// The `items:` mapping of an array or map, with the constraints of its elements or
    /// values.
    private func itemsMapping(in mapping: MappingReader?, context: DiagnosticSubject) -> MappingReader? {
        guard let itemsNode = mapping?["items"] else { return nil }
        return MappingReader(
            itemsNode, context: .keyOf("items", context), allowed: ConstraintReader.allKeys,
            owner: mapping?.keyLocation("items") ?? itemsNode.location, diagnostics: diagnostics)
    }

    /// Reports each constraint key that does not apply to `syntax`.
    private func reportInapplicable(for syntax: TypeSyntax, in mapping: MappingReader?) {
        guard let mapping else { return }
        let applicable: [String]
        let type: ConstrainedType
        switch syntax {
        case .builtin(let builtin) where builtin == .int || builtin == .double:
            applicable = ConstraintReader.numberKeys
            type = .builtin(builtin)
        case .builtin(.string):
            applicable = ConstraintReader.stringKeys
            type = .builtin(.string)
        case .builtin(.url):
            applicable = ["minLength", "maxLength", "pattern"]
            type = .builtin(.url)
        case .builtin(let other):
            applicable = []
            type = .builtin(other)
        case .named(let name):
            applicable = []
            type = .named(name)
        case .array:
            applicable = ConstraintReader.arrayKeys
            type = .array
        case .map:
            applicable = ["minItems", "maxItems", "items"]
            type = .map
        case .union:
            applicable = []
            type = .union
        }
        for key in ConstraintReader.allKeys where mapping.has(key) && !applicable.contains(key) {
            diagnostics.report(.constraintNotApplicable(key, to: type, at: mapping.keyLocation(key)!))
        }
    }

    private func constraints(for builtin: BuiltinType, in mapping: MappingReader?) -> Constraints {
        var c = Constraints()
        guard let mapping else { return c }
        switch builtin {
        case .int, .double:
            c.minimum = bound("minimum", mapping)
            c.maximum = bound("maximum", mapping)
            c.exclusiveMinimum = bound("exclusiveMinimum", mapping)
            c.exclusiveMaximum = bound("exclusiveMaximum", mapping)
            if let node = mapping["multipleOf"], let n = number("multipleOf", node) {
                if n.double <= 0 {
                    diagnostics.report(.multipleOfNotPositive(n.text, at: node.location))
                } else if n.decimal == nil {
                    diagnostics.report(.multipleOfTooPrecise(n.text, at: node.location))
                } else {
                    c.multipleOf = Located(n, at: node.location)
                }
            }
            c.isImpossible = checkRange(c, isInteger: builtin == .int)
        case .string, .url:
            c.minLength = count("minLength", mapping)
            c.maxLength = count("maxLength", mapping)
            c.isImpossible = checkOrder(c.minLength, c.maxLength, "minLength", "maxLength")
            if let node = mapping["pattern"],
                let source = ScalarReader.string(node, what: "pattern", diagnostics: diagnostics)
            {
                do {
                    _ = try ECMAPattern(source)
                    c.pattern = Located(source, at: node.location)
                } catch {
                    diagnostics.report(.invalidPattern(source, error, at: node.location))
                }
            }
            if builtin == .string, let node = mapping["enum"] {
                c.enumCases = EnumReader.cases(node, what: "enum", diagnostics: diagnostics)
                checkEnumAgainstConstraints(c)
            }
            if builtin == .string, let node = mapping["open"] {
                if !mapping.has("enum") {
                    diagnostics.report(.openWithoutEnum(at: mapping.keyLocation("open")!))
                } else if let open = ScalarReader.bool(node, what: "open", diagnostics: diagnostics) {
                    c.open = Located(open, at: node.location)
                }
            }
        case .bool, .date, .json:
            break
        }
        return c
    }

    /// `minItems` and `maxItems` of a map, which count its entries.
    private func mapConstraints(in mapping: MappingReader?) -> Constraints {
        var c = Constraints()
        guard let mapping else { return c }
        c.minItems = count("minItems", mapping)
        c.maxItems = count("maxItems", mapping)
        c.isImpossible = checkOrder(c.minItems, c.maxItems, "minItems", "maxItems")
        return c
    }

    /// The map's constraints, and `uniqueItems`.
    private func arrayConstraints(in mapping: MappingReader?) -> Constraints {
        var c = mapConstraints(in: mapping)
        guard let mapping else { return c }
        if let node = mapping["uniqueItems"],
            let b = ScalarReader.bool(node, what: "uniqueItems", diagnostics: diagnostics)
        {
            c.uniqueItems = Located(b, at: node.location)
        }
        return c
    }

    // MARK: Values

    private func number(_ key: String, _ node: YAMLNode) -> NumberLiteral? {
        guard case .number(let n)? = node.scalar?.value, n.double.isFinite else {
            diagnostics.report(.notFiniteNumber(key, node))
            return nil
        }
        return NumberLiteral(text: n.text, double: n.double, int64: n.int64)
    }

    private func bound(_ key: String, _ mapping: MappingReader) -> Located<NumberLiteral>? {
        guard let node = mapping[key], let n = number(key, node) else { return nil }
        return Located(n, at: node.location)
    }

    /// A non-negative whole number (`2.0` counts as 2).
    private func count(_ key: String, _ mapping: MappingReader) -> Located<Int>? {
        guard let node = mapping[key] else { return nil }
        guard case .number(let n)? = node.scalar?.value, let value = n.int64, value >= 0 else {
            diagnostics.report(.notCount(key, node))
            return nil
        }
        return Located(Int(value), at: node.location)
    }

    // MARK: Combinations

    /// Reports a lower count above the upper one; whether it did.
    private func checkOrder(_ low: Located<Int>?, _ high: Located<Int>?, _ lowKey: String, _ highKey: String) -> Bool {
        guard let low, let high, low.value > high.value else { return false }
        diagnostics.report(
            .countsOutOfOrder(
                .init(key: lowKey, value: "\(low.value)", location: low.location),
                .init(key: highKey, value: "\(high.value)", location: high.location)))
        return true
    }

    /// Reports an empty numeric range: the lower bounds against the upper bounds, exact
    /// for integers (`exclusiveMinimum: 1, exclusiveMaximum: 2` leaves no int). Returns
    /// whether the range is empty.
    private func checkRange(_ c: Constraints, isInteger: Bool) -> Bool {
        var impossible = false
        let lows = [("minimum", c.minimum, false), ("exclusiveMinimum", c.exclusiveMinimum, true)]
        let highs = [("maximum", c.maximum, false), ("exclusiveMaximum", c.exclusiveMaximum, true)]
        for (lowKey, low, lowExclusive) in lows {
            guard let low else { continue }
            for (highKey, high, highExclusive) in highs {
                guard let high else { continue }
                let empty: Bool
                if isInteger {
                    let least = lowExclusive ? (low.value.double.rounded(.down) + 1) : low.value.double.rounded(.up)
                    let most = highExclusive ? (high.value.double.rounded(.up) - 1) : high.value.double.rounded(.down)
                    empty = least > most
                } else {
                    empty =
                        (lowExclusive || highExclusive)
                        ? low.value.double >= high.value.double : low.value.double > high.value.double
                }
                if empty {
                    impossible = true
                    diagnostics.report(
                        .emptyRange(
                            .init(key: lowKey, value: low.value.text, location: low.location),
                            .init(key: highKey, value: high.value.text, location: high.location), isInteger: isInteger))
                }
            }
        }
        if isInteger {
            // Bounds beyond Int64 leave no 64-bit integer.
            let tooHigh = [c.minimum, c.exclusiveMinimum].compactMap { $0 }.first {
                $0.value.double >= 9.223372036854775807e18 && $0.value.int64 == nil
            }
            let tooLow = [c.maximum, c.exclusiveMaximum].compactMap { $0 }.first {
                $0.value.double <= -9.223372036854775808e18 && $0.value.int64 == nil
            }
            for bound in [tooHigh, tooLow].compactMap({ $0 }) {
                impossible = true
                diagnostics.report(.boundOutsideInt(bound.value.text, at: bound.location))
            }
        }
        return impossible
    }

    /// Every enum value must satisfy the string's other constraints.
    private func checkEnumAgainstConstraints(_ c: Constraints) {
        guard let cases = c.enumCases else { return }
        let rules = StringRules(
            minLength: c.minLength?.value, maxLength: c.maxLength?.value,
            pattern: c.pattern.flatMap { try? ECMAPattern($0.value) })
        for enumCase in cases {
            if let violation = rules.violation(enumCase.value) {
                // The value breaks a rule: it is the bad value, whichever is written first;
                // the note shows the rule.
                let ruleLocation: SourceLocation? =
                    switch violation {
                    case .tooShort: c.minLength?.location
                    case .tooLong: c.maxLength?.location
                    case .patternMismatch: c.pattern?.location
                    default: nil
                    }
                diagnostics.report(
                    .enumValueRejected(enumCase.value, violation, at: enumCase.location, ruleLocation: ruleLocation))
            }
        }
    }
}

/// Reads an `enum:` list: non-empty, strings only, no value twice.
enum EnumReader {
    static func cases(_ node: YAMLNode, what: DiagnosticSubject, diagnostics: DiagnosticCollector) -> [EnumCase]? {
        guard case .sequence(let items) = node.content else {
            diagnostics.report(.wrongKind(node, expected: .listOfStrings, for: what))
            return nil
        }
        guard !items.isEmpty else {
            diagnostics.report(.emptyEnum(what, at: node.location))
            return nil
        }
        var cases: [EnumCase] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = item.scalar else {
                diagnostics.report(.wrongKind(item, expected: .string, for: .eachValue(of: what)))
                continue
            }
            guard case .string(let value) = scalar.value else {
                diagnostics.report(.needsQuotes(scalar, at: item.location, what: .element(.enumValue)))
                continue
            }
            // Compared code point by code point, as payload strings are (not by Swift's
            // canonical equivalence).
            let key = value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            if let first = seen[key] {
                diagnostics.report(.duplicateEnumValue(value, at: item.location, first: first))
                continue
            }
            seen[key] = item.location
            cases.append(EnumCase(value: value, location: item.location))
        }
        return cases
    }
}
