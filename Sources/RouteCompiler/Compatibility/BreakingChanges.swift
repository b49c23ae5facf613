import PushRouting

extension DiagnosticCode {
    /// A route (its discriminator value) no longer exists.
    public static let removedRoute = DiagnosticCode(rawValue: "removed-route")
    /// An alias no longer selects any route.
    public static let removedAlias = DiagnosticCode(rawValue: "removed-alias")
    /// A route opens another destination.
    public static let changedDestination = DiagnosticCode(rawValue: "changed-destination")
    /// A param that did not exist is required.
    public static let newRequiredParam = DiagnosticCode(rawValue: "new-required-param")
    /// A param lost its `optional` or its `default`.
    public static let paramBecameRequired = DiagnosticCode(rawValue: "param-became-required")
    /// A value's type changed to one that rejects values the old one accepted.
    public static let changedType = DiagnosticCode(rawValue: "changed-type")
    /// A string enum lost a value.
    public static let removedEnumValue = DiagnosticCode(rawValue: "removed-enum-value")
    /// A constraint rejects values the old constraints accepted.
    public static let tightenedConstraint = DiagnosticCode(rawValue: "tightened-constraint")
    /// A param is read from another key path.
    public static let changedPath = DiagnosticCode(rawValue: "changed-path")
    /// The discriminator is read from another key path.
    public static let changedDiscriminator = DiagnosticCode(rawValue: "changed-discriminator")
    /// Numbers or booleans written as strings are no longer accepted.
    public static let changedCoercion = DiagnosticCode(rawValue: "changed-coercion")
}

/// `routegen breaking`: the changes between two versions of a table that reject payloads
/// the old version accepted (SPEC §10). Apps already installed, queued pushes and older
/// senders keep sending what the old table allowed; a change is breaking when the new
/// table no longer accepts it, or routes it elsewhere. Additions are not breaking: new
/// routes, aliases, optional params, enum values, looser constraints, wider types.
public struct BreakingChanges {
    let old: RouteTable
    let new: RouteTable
    private let oldTypes: [String: NamedType]
    private let newTypes: [String: NamedType]
    private let diagnostics = DiagnosticCollector()

    /// Compares `new` with `old`.
    public static func between(old: ValidatedTable, new: ValidatedTable) -> [Diagnostic] {
        BreakingChanges(old: old.table, new: new.table).run()
    }

    private init(old: RouteTable, new: RouteTable) {
        self.old = old
        self.new = new
        oldTypes = old.typesByName
        newTypes = new.typesByName
    }

    private func run() -> [Diagnostic] {
        if old.discriminator.identity != new.discriminator.identity {
            diagnostics.report(
                .error(
                    .changedDiscriminator, at: new.discriminator.location,
                    "the discriminator moved from '\(old.discriminator)' to '\(new.discriminator)'; every payload that was valid is rejected now"))
        }
        var targets: [[UInt32]: Route] = [:]
        for route in new.routes {
            targets[codePoints(route.value)] = route
            for alias in route.aliases where targets[codePoints(alias.value)] == nil {
                targets[codePoints(alias.value)] = route
            }
        }
        for route in old.routes {
            var compared: Set<String> = []
            for (value, location, isAlias) in [(route.value, route.location, false)] + route.aliases.map({ ($0.value, $0.location, true) }) {
                guard let target = targets[codePoints(value)] else {
                    diagnostics.report(
                        .error(
                            isAlias ? .removedAlias : .removedRoute, at: location,
                            isAlias
                                ? "alias \(quoted(value)) of route \(quoted(route.value)) was removed; payloads of type \(quoted(value)) that were valid are unknown routes now"
                                : "route \(quoted(value)) was removed; payloads of type \(quoted(value)) that were valid are unknown routes now; keep it, or make \(quoted(value)) an alias of the route that replaces it"))
                    continue
                }
                guard compared.insert(target.value).inserted else { continue }
                compare(route, target)
            }
        }
        return diagnostics.sorted(files: FileOrder(new.files + old.files))
    }

    private func codePoints(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    // MARK: Routes and fields

    private func compare(_ oldRoute: Route, _ newRoute: Route) {
        if let a = oldRoute.destination, let b = newRoute.destination, a.value != b.value {
            diagnostics.report(
                .error(
                    .changedDestination, at: b.location,
                    "route \(quoted(newRoute.value)) opens \(b.value) now instead of \(a.value); installed apps expect \(a.value)"))
        }
        compareFields(oldRoute.params, newRoute.params, owner: "route \(quoted(newRoute.value))", visited: [])
    }

    private func compareFields(_ oldFields: [Field], _ newFields: [Field], owner: String, visited: Set<String>) {
        for field in newFields {
            let label = "\(quoted(field.key)) of \(owner)"
            guard let previous = oldFields.first(where: { $0.key == field.key }) else {
                if isRequired(field) {
                    diagnostics.report(
                        .error(
                            .newRequiredParam, at: field.location,
                            "\(label) is new and required; payloads that were valid without it are rejected now; make it optional or give it a default"))
                }
                continue
            }
            if previous.path.identity != field.path.identity {
                diagnostics.report(
                    .error(
                        .changedPath, at: field.path.location,
                        "\(label) is read from '\(field.path)' now, not '\(previous.path)'; payloads that were valid carry it at the old path"))
                continue
            }
            if isRequired(field), !isRequired(previous) {
                let was = previous.defaultValue != nil ? "had a default" : "was optional"
                diagnostics.report(
                    .error(
                        .paramBecameRequired, at: field.location,
                        "\(label) became required (it \(was)); payloads that were valid without it are rejected now"))
            }
            if previous.coercion == .strings, field.coercion == .none, acceptsCoercion(previous.type) {
                diagnostics.report(
                    .error(
                        .changedCoercion, at: field.location,
                        "\(label) no longer accepts numbers or booleans written as strings (coerce: strings was dropped); payloads like \"12\" that were valid are rejected now"))
            }
            compareTypes(previous.type, field.type, label: label, at: field.typeLocation, visited: visited)
        }
    }

    private func isRequired(_ field: Field) -> Bool { !field.isOptional && field.defaultValue == nil }

    private func acceptsCoercion(_ type: ValueType) -> Bool {
        switch type.innermost {
        case .builtin(let b, let c): (b == .int || b == .double || b == .bool) && c.enumCases == nil
        default: false
        }
    }

    // MARK: Types

    /// A value type, with named enums and objects resolved.
    private enum Shape {
        case builtin(BuiltinType, Constraints)
        case enumeration([EnumCase], name: String?, location: SourceLocation?)
        case object(String, [Field])
        case array(ValueType, Constraints)
    }

    private func shape(_ type: ValueType, _ types: [String: NamedType]) -> Shape {
        switch type {
        case .builtin(let b, let c):
            if let cases = c.enumCases { return .enumeration(cases, name: nil, location: nil) }
            return .builtin(b, c)
        case .named(let name):
            switch types[name.value]?.kind {
            case .enumeration(let cases)?: return .enumeration(cases, name: name.value, location: types[name.value]?.location)
            case .object(let fields)?: return .object(name.value, fields)
            case nil: return .object(name.value, [])
            }
        case .array(let element, let c):
            return .array(element, c)
        }
    }

    private func describe(_ shape: Shape) -> String {
        switch shape {
        case .builtin(let b, _): b.rawValue
        case .enumeration(_, let name, _): name ?? "a string enum"
        case .object(let name, _): name
        case .array(let element, _): "[\(element.spelled)]"
        }
    }

    private func compareTypes(_ oldType: ValueType, _ newType: ValueType, label: String, at location: SourceLocation, visited: Set<String>) {
        let a = shape(oldType, oldTypes)
        let b = shape(newType, newTypes)
        func changed() {
            diagnostics.report(
                .error(
                    .changedType, at: location,
                    "\(label) changed type from \(describe(a)) to \(describe(b)); values that were valid are rejected now"))
        }
        switch (a, b) {
        case (.builtin(let x, let cx), .builtin(let y, let cy)):
            switch (x, y) {
            case _ where x == y, (.int, .double), (.url, .string):
                compareConstraints(cx, cy, kind: y, label: label)
            default:
                changed()
            }
        case (.enumeration(let old, _, _), .enumeration(let new, let name, let enumLocation)):
            for value in old where !new.contains(where: { $0.value.unicodeScalars.elementsEqual(value.value.unicodeScalars) }) {
                diagnostics.report(
                    .error(
                        .removedEnumValue, at: enumLocation ?? location,
                        "the value \(quoted(value.value)) was removed from \(name.map { "enum '\($0)'" } ?? "the enum of \(label)"); payloads with it are rejected now"))
            }
        case (.enumeration(let old, _, _), .builtin(.string, let c)):
            // A string accepts every old value the string's constraints accept.
            let rules = c.stringRules
            for value in old where rules.violation(value.value) != nil {
                diagnostics.report(
                    .error(
                        .tightenedConstraint, at: location,
                        "\(label) rejects the former enum value \(quoted(value.value)) now (\(rules.violation(value.value)!))"))
            }
        case (.builtin(.string, _), .enumeration), (.builtin(.url, _), .enumeration):
            diagnostics.report(
                .error(
                    .changedType, at: location,
                    "\(label) was narrowed from \(describe(a)) to \(describe(b)); strings that are not one of its values are rejected now"))
        case (.object(let x, let oldFields), .object(let y, let newFields)):
            let key = "\(x)->\(y)"
            guard !visited.contains(key) else { return }
            compareFields(oldFields, newFields, owner: "type '\(y)'", visited: visited.union([key]))
        case (.array(let oldElement, let cx), .array(let newElement, let cy)):
            compareArrayConstraints(cx, cy, label: label)
            compareTypes(oldElement, newElement, label: "the items of \(label)", at: location, visited: visited)
        default:
            changed()
        }
    }

    // MARK: Constraints

    private func tightened(_ what: String, _ label: String, at location: SourceLocation, _ detail: String) {
        diagnostics.report(
            .error(.tightenedConstraint, at: location, "\(what) of \(label) \(detail); values that were valid are rejected now"))
    }

    private func compareConstraints(_ a: Constraints, _ b: Constraints, kind: BuiltinType, label: String) {
        switch kind {
        case .int, .double:
            compareLower(a, b, label: label)
            compareUpper(a, b, label: label)
            if let m = b.multipleOf {
                let fine = a.multipleOf.flatMap { old in old.value.decimal.flatMap { o in m.value.decimal.map { o.isMultiple(of: $0) } } } ?? false
                if !fine {
                    tightened("multipleOf", label, at: m.location, a.multipleOf == nil ? "was added (\(m.value.text))" : "changed to \(m.value.text)")
                }
            }
        case .string, .url:
            if let n = b.minLength, n.value > (a.minLength?.value ?? 0) {
                tightened("minLength", label, at: n.location, "was raised to \(n.value)")
            }
            if let n = b.maxLength, n.value < (a.maxLength?.value ?? Int.max) {
                tightened("maxLength", label, at: n.location, "was lowered to \(n.value)\(a.maxLength.map { " from \($0.value)" } ?? "")")
            }
            if let p = b.pattern, p.value != a.pattern?.value {
                tightened("pattern", label, at: p.location, a.pattern == nil ? "was added" : "changed from \(quoted(a.pattern!.value))")
            }
        case .bool, .date:
            break
        }
    }

    /// The lower bound (value, exclusive) of number constraints; nil when unbounded.
    private func lower(_ c: Constraints) -> (Double, Bool, Located<NumberLiteral>)? {
        let candidates = [c.minimum.map { ($0.value.double, false, $0) }, c.exclusiveMinimum.map { ($0.value.double, true, $0) }]
            .compactMap { $0 }
        return candidates.max { x, y in x.0 < y.0 || (x.0 == y.0 && !x.1 && y.1) }
    }

    private func upper(_ c: Constraints) -> (Double, Bool, Located<NumberLiteral>)? {
        let candidates = [c.maximum.map { ($0.value.double, false, $0) }, c.exclusiveMaximum.map { ($0.value.double, true, $0) }]
            .compactMap { $0 }
        return candidates.min { x, y in x.0 < y.0 || (x.0 == y.0 && x.1 && !y.1) }
    }

    private func compareLower(_ a: Constraints, _ b: Constraints, label: String) {
        guard let new = lower(b) else { return }
        let key = new.1 ? "exclusiveMinimum" : "minimum"
        guard let old = lower(a) else {
            tightened(key, label, at: new.2.location, "was added (\(new.2.value.text))")
            return
        }
        if new.0 > old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(key, label, at: new.2.location, "was raised to \(new.2.value.text) from \(old.2.value.text)")
        }
    }

    private func compareUpper(_ a: Constraints, _ b: Constraints, label: String) {
        guard let new = upper(b) else { return }
        let key = new.1 ? "exclusiveMaximum" : "maximum"
        guard let old = upper(a) else {
            tightened(key, label, at: new.2.location, "was added (\(new.2.value.text))")
            return
        }
        if new.0 < old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(key, label, at: new.2.location, "was lowered to \(new.2.value.text) from \(old.2.value.text)")
        }
    }

    private func compareArrayConstraints(_ a: Constraints, _ b: Constraints, label: String) {
        if let n = b.minItems, n.value > (a.minItems?.value ?? 0) {
            tightened("minItems", label, at: n.location, "was raised to \(n.value)")
        }
        if let n = b.maxItems, n.value < (a.maxItems?.value ?? Int.max) {
            tightened("maxItems", label, at: n.location, "was lowered to \(n.value)")
        }
        if let u = b.uniqueItems, u.value, a.uniqueItems?.value != true {
            tightened("uniqueItems", label, at: u.location, "was added")
        }
    }
}
