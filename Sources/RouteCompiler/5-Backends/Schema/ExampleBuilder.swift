import Foundation
@_spi(Generated) import PushRouting

/// An example payload per route for exported schemas: made from defaults and from values
/// chosen to satisfy each constraint, and kept only when the interpreter (the generated
/// decoder's rules) selects the route with it and accepts it.
struct ExampleBuilder {
    let plan: TablePlan
    let table: ValidatedTable
    let interpreter: PayloadInterpreter

    init(_ plan: TablePlan) {
        self.plan = plan
        table = plan.table
        interpreter = PayloadInterpreter(plan)
    }

    /// A payload that selects the route and that it accepts, or nil when none could be made:
    /// its key at the first discriminator (for a route selected by value), or what its
    /// `when` conditions need (every `equals` value, and a value at each `present` path
    /// that no param fills), beside its params.
    func payload(for route: CheckedRoute) -> JSONDocument? {
        for includeOptional in [true, false] {
            var builder = PayloadBuilder()
            if route.selection.isByValue {
                builder.set(Encode.discriminator(route.value), at: table.discriminators.first?.keys ?? [])
            }
            var complete = true
            var filled: [PayloadKeyPath] = []
            // The rest may be empty (docs/language.md §5.5).
            for param in plan.plan(of: route).values.values {
                guard let path = Self.examplePath(param.source) else { continue }
                let required = !param.mayBeMissing
                guard required || includeOptional else { continue }
                guard let value = value(param.reader, depth: 0, variant: 0) else {
                    if required { complete = false }
                    continue
                }
                builder.set(value, at: path.payloadPath)
                filled.append(path)
            }
            if let conditions = route.selection.conditions {
                for place in conditions.present where !filled.contains(where: { SelectionChecks.holds($0, place.path) })
                {
                    // An element a pattern finds is the pattern's value (docs/language.md §5.1).
                    let example = place.path.steps.last?.pattern?.payloadValue ?? "example"
                    builder.set(example, at: place.path.payloadPath)
                }
                for condition in conditions.equals {
                    builder.set(condition.value.payloadValue, at: condition.place.path.keys)
                }
            }
            // Objects at jsonStrings paths as the JSON text servers send (docs/language.md §5.3).
            let payload = table.jsonStrings.expander?.encoded(builder.object) ?? builder.object
            guard complete, selects(route, payload) else { continue }
            return JSONDocument(payloadValue: payload)
        }
        return nil
    }

    /// Whether the interpreter (the generated decoder's rules) routes or ignores `payload`
    /// by `route`.
    private func selects(_ route: CheckedRoute, _ payload: PayloadObject) -> Bool {
        switch interpreter.interpret(payload) {
        case .routed(let push): Exact.equal(push.route.value, route.value)
        case .ignored(let ignored, _, _): Exact.equal(ignored.value, route.value)
        default: false
        }
    }

    /// A default of a value read by `plan`, as JSON.
    func json(_ value: DefaultValue, plan: ReaderPlan) -> JSONDocument {
        switch value {
        case .string(let s), .url(let s), .enumCase(let s), .date(let s, _): .string(s)
        case .int(let i): .int(i)
        case .double(let d): .number(JSONWriter.numberText(d))
        case .bool(let b): .bool(b)
        case .array(let items):
            .array(items.map { json($0, plan: plan.elements ?? plan) })
        case .json(let value): JSONDocument(payloadValue: value.payloadValue)
        }
    }

    /// A payload value of `type` that satisfies its constraints (`variant` picks another
    /// one, for the distinct elements of a `uniqueItems` array).
    /// The elements of an example array or map: as many as its rules ask for (at least one
    /// when they allow it), each a value of `element`; nil when one has none.
    private func elements(_ element: ReaderPlan, _ c: Constraints, depth: Int, variant: Int) -> [Any]? {
        let rules = c.arrayRulesIfAny
        let count = max(rules?.minItems ?? 0, min(1, rules?.maxItems ?? 1))
        var items: [Any] = []
        for index in 0..<count {
            guard let item = value(element, depth: depth + 1, variant: variant + index) else { return nil }
            items.append(item)
        }
        return items
    }

    private func value(_ plan: ReaderPlan, depth: Int, variant: Int) -> Any? {
        guard depth < 8 else { return nil }
        switch plan {
        case .string(let c), .stringOrInteger(let c):
            return string(c.stringRulesIfAny, variant: variant)
        case .inlineEnum(let cases, _), .namedEnum(_, let cases, _), .inlineEnumOrInteger(let cases, _):
            return cases.isEmpty ? nil : cases[variant % cases.count].value
        case .int(_, let c):
            return integer(c.numberRulesIfAny, variant: variant)
        case .double(_, let c):
            return double(c.numberRulesIfAny, variant: variant)
        case .bool, .boolOrNumber:
            return variant % 2 == 0
        case .url(let c):
            let rules = c.stringRulesIfAny
            let candidates =
                ["https://example.com/\(variant)", "https://example.com/"]
                + (rules?.pattern.map { PatternSample.candidates($0.source) } ?? [])
            return candidates.first { AbsoluteURI.isValid($0) && rules?.violation($0) == nil }
        case .urlReference(let c):
            let rules = c.stringRulesIfAny
            let candidates =
                ["/example/\(variant)", "https://example.com/\(variant)", "/"]
                + (rules?.pattern.map { PatternSample.candidates($0.source) } ?? [])
            return candidates.first { AbsoluteURI.isValidReference($0) && rules?.violation($0) == nil }
        case .date:
            return RFC3339.string(from: Date(timeIntervalSince1970: 1_714_564_800 + Double(variant) * 86_400))
        case .object(let name):
            var builder = PayloadBuilder()
            for field in self.plan.objectsByName[name]?.values ?? [] where !field.mayBeMissing {
                guard let path = Self.examplePath(field.source) else { continue }
                guard let value = value(field.reader, depth: depth + 1, variant: variant) else { return nil }
                builder.set(value, at: path.payloadPath)
            }
            return builder.object
        case .map(let element, let c):
            guard let items = elements(element, c, depth: depth, variant: variant) else { return nil }
            var object: PayloadObject = [:]
            for (index, item) in items.enumerated() { object["key\(index)"] = item }
            return object
        case .union(let members, _):
            // The first member that has a value (read without coercion, a date as a string).
            return members.lazy.compactMap { self.value($0.plan, depth: depth + 1, variant: variant) }.first
        case .array(let element, let c):
            return elements(element, c, depth: depth, variant: variant)
        case .separated(_, _, let array):
            // An array, as servers that do not join the values send it.
            return value(array, depth: depth, variant: variant)
        case .json:
            return "example" + (variant == 0 ? "" : String(variant))
        case .jsonArray(let c):
            return elements(.json, c, depth: depth, variant: variant)
        case .jsonMap(let c):
            guard let items = elements(.json, c, depth: depth, variant: variant) else { return nil }
            var object: PayloadObject = [:]
            for (index, item) in items.enumerated() { object["key\(index)"] = item }
            return object
        }
    }

    private func string(_ rules: StringRules?, variant: Int) -> String? {
        var candidates = rules?.pattern.map { PatternSample.candidates($0.source) } ?? []
        let suffix = variant == 0 ? "" : String(variant)
        candidates += ["example" + suffix]
        if let minimum = rules?.minLength { candidates.append(String(repeating: "a", count: minimum) + suffix) }
        candidates.append("a" + suffix)
        candidates.append(suffix)
        if variant > 0 { candidates = candidates.map { $0 + suffix } + candidates }
        return candidates.first { rules?.violation($0) == nil }
    }

    private func integer(_ rules: NumberRules?, variant: Int) -> Int64? {
        var candidates: [Double] = [0, 1, 10]
        if let b = rules?.minimum { candidates.append(b.double.rounded(.up)) }
        if let b = rules?.exclusiveMinimum { candidates.append(b.double.rounded(.down) + 1) }
        if let b = rules?.maximum { candidates.append(b.double.rounded(.down)) }
        if let b = rules?.exclusiveMaximum { candidates.append(b.double.rounded(.up) - 1) }
        if let m = rules?.multipleOf {
            let step = max(1, (Double(m.significand) * pow(10, Double(m.exponent))).rounded(.up))
            candidates += candidates.map { ($0 / step).rounded(.up) * step }
            candidates += (1...20).map { Double($0) * step }
        }
        let valid = candidates.compactMap { RawValue.exactInteger($0) }.filter { rules?.violation($0) == nil }
        return valid.isEmpty ? nil : valid[min(variant, valid.count - 1)] + (variant >= valid.count ? 0 : 0)
    }

    private func double(_ rules: NumberRules?, variant: Int) -> Double? {
        var candidates: [Double] = [0, 1, 0.5]
        let low = rules?.minimum?.double ?? rules?.exclusiveMinimum?.double
        let high = rules?.maximum?.double ?? rules?.exclusiveMaximum?.double
        if let low { candidates += [low, low + 1] }
        if let high { candidates += [high, high - 1] }
        if let low, let high { candidates.append((low + high) / 2) }
        if let m = rules?.multipleOf {
            let step = Double(m.significand) * pow(10, Double(m.exponent))
            candidates += candidates.map { ($0 / step).rounded(.up) * step }
            candidates += (1...20).map { Double($0) * step }
        }
        let valid = candidates.filter { $0.isFinite && rules?.violation($0) == nil }
        guard !valid.isEmpty else { return nil }
        let distinct = valid.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct[variant % distinct.count]
    }

    /// Where an example writes a value of `source`: its first place; nowhere for the rest,
    /// which may be empty (docs/language.md §5.5).
    static func examplePath(_ source: ValueSource) -> PayloadKeyPath? {
        switch source.origins[0] {
        case .place(let place), .document(let place): place.path
        case .rest: nil
        }
    }
}
