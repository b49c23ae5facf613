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

/// One breaking change: the error `routegen breaking` reports, and what it is about, by
/// which an acknowledgement names it (see `Acknowledgements`).
public struct BreakingChange: Sendable, Hashable {
    /// The error, with its code (`removed-route`, …) and position.
    public var diagnostic: Diagnostic
    /// What changed: the route, param, type, field, enum value or constraint.
    public var subject: ChangeSubject

    /// The change's code.
    public var code: DiagnosticCode { diagnostic.code }
}

/// What a breaking change is about, as the keys of an acknowledgement entry name it:
/// `route` (a route key) with `param`, or `type` (a named type) with `field`; `alias` for
/// a removed alias; `value` for a removed or rejected enum value; `constraint` for a
/// tightened constraint (`maxLength`). A change of the discriminator has no subject.
public struct ChangeSubject: Sendable, Hashable {
    public var route: String?
    public var alias: String?
    public var param: String?
    public var type: String?
    public var field: String?
    public var value: String?
    public var constraint: String?

    /// Creates a subject.
    public init(
        route: String? = nil, alias: String? = nil, param: String? = nil, type: String? = nil, field: String? = nil,
        value: String? = nil, constraint: String? = nil
    ) {
        self.route = route
        self.alias = alias
        self.param = param
        self.type = type
        self.field = field
        self.value = value
        self.constraint = constraint
    }

    /// The keys an acknowledgement may use to name a subject, in the order they are written.
    public static let keys = ["route", "alias", "param", "type", "field", "value", "constraint"]

    /// The subject's keys and values, in the order of `keys`.
    public var entries: [(key: String, value: String)] {
        let all: [(String, String?)] = [
            ("route", route), ("alias", alias), ("param", param), ("type", type), ("field", field), ("value", value),
            ("constraint", constraint),
        ]
        return all.compactMap { key, value in value.map { (key, $0) } }
    }

    /// The subject with `key` set to `value` (a key of `keys`).
    func with(_ key: String, _ value: String) -> ChangeSubject {
        var subject = self
        switch key {
        case "route": subject.route = value
        case "alias": subject.alias = value
        case "param": subject.param = value
        case "type": subject.type = value
        case "field": subject.field = value
        case "value": subject.value = value
        default: subject.constraint = value
        }
        return subject
    }

    /// Whether two subjects are the same, strings compared code point by code point.
    func matches(_ other: ChangeSubject) -> Bool { identity == other.identity }

    /// What makes two subjects the same: their keys and values as code points.
    var identity: [[UInt32]] {
        entries.flatMap { [$0.key.unicodeScalars.map(\.value), $0.value.unicodeScalars.map(\.value)] }
    }
}

/// `routegen breaking`: the changes between two versions of a table that reject payloads
/// the old version accepted (docs/diagnostics.md, "Breaking changes"). Apps already
/// installed, queued pushes and older senders keep sending what the old table allowed; a
/// change is breaking when the new table no longer accepts it, or routes it elsewhere.
/// Additions are not breaking: new routes, aliases, optional params, enum values, looser
/// constraints, wider types.
public struct BreakingChanges {
    let old: RouteTable
    let new: RouteTable
    private let oldTypes: [String: NamedType]
    private let newTypes: [String: NamedType]
    private let found = Found()

    /// The changes found so far; a change reached twice (a named type used by two params)
    /// is kept once.
    private final class Found {
        var seen: Set<Diagnostic> = []
        var changes: [BreakingChange] = []
    }

    /// Compares `new` with `old`: the errors, sorted for printing.
    public static func between(old: ValidatedTable, new: ValidatedTable) -> [Diagnostic] {
        changes(old: old, new: new).map(\.diagnostic)
    }

    /// Compares `new` with `old`: each change with its subject, sorted for printing.
    public static func changes(old: ValidatedTable, new: ValidatedTable) -> [BreakingChange] {
        BreakingChanges(old: old.table, new: new.table).run()
    }

    private init(old: RouteTable, new: RouteTable) {
        self.old = old
        self.new = new
        oldTypes = old.typesByName
        newTypes = new.typesByName
    }

    private func report(_ diagnostic: Diagnostic, _ subject: ChangeSubject) {
        guard found.seen.insert(diagnostic).inserted else { return }
        found.changes.append(BreakingChange(diagnostic: diagnostic, subject: subject))
    }

    private func run() -> [BreakingChange] {
        if old.discriminator.identity != new.discriminator.identity {
            report(
                .error(
                    .changedDiscriminator, at: new.discriminator.location,
                    "the discriminator moved from '\(old.discriminator)' to '\(new.discriminator)'; every payload that was valid is rejected now"),
                ChangeSubject())
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
                    report(
                        .error(
                            isAlias ? .removedAlias : .removedRoute, at: location,
                            isAlias
                                ? "alias \(quoted(value)) of route \(quoted(route.value)) was removed; payloads of type \(quoted(value)) that were valid are unknown routes now"
                                : "route \(quoted(value)) was removed; payloads of type \(quoted(value)) that were valid are unknown routes now; keep it, or make \(quoted(value)) an alias of the route that replaces it"),
                        isAlias ? ChangeSubject(route: route.value, alias: value) : ChangeSubject(route: value))
                    continue
                }
                guard compared.insert(target.value).inserted else { continue }
                compare(route, target)
            }
        }
        let files = FileOrder(new.files + old.files)
        return found.changes.sorted { files.printsBefore($0.diagnostic, $1.diagnostic) }
    }

    private func codePoints(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    // MARK: Routes and fields

    private func compare(_ oldRoute: Route, _ newRoute: Route) {
        if let a = oldRoute.destination, let b = newRoute.destination, a.value != b.value {
            report(
                .error(
                    .changedDestination, at: b.location,
                    "route \(quoted(newRoute.value)) opens \(b.value) now instead of \(a.value); installed apps expect \(a.value)"),
                ChangeSubject(route: newRoute.value))
        }
        compareFields(oldRoute.params, newRoute.params, owner: .route(newRoute.value), visited: [])
    }

    /// What holds a field: a route (its params) or an object type (its fields).
    private enum Owner {
        case route(String)
        case type(String)

        var label: String {
            switch self {
            case .route(let value): "route \(quoted(value))"
            case .type(let name): "type '\(name)'"
            }
        }

        func subject(_ key: String) -> ChangeSubject {
            switch self {
            case .route(let value): ChangeSubject(route: value, param: key)
            case .type(let name): ChangeSubject(type: name, field: key)
            }
        }
    }

    private func compareFields(_ oldFields: [Field], _ newFields: [Field], owner: Owner, visited: Set<String>) {
        for field in newFields {
            let label = "\(quoted(field.key)) of \(owner.label)"
            let subject = owner.subject(field.key)
            guard let previous = oldFields.first(where: { $0.key == field.key }) else {
                if isRequired(field) {
                    report(
                        .error(
                            .newRequiredParam, at: field.location,
                            "\(label) is new and required; payloads that were valid without it are rejected now; make it optional or give it a default"),
                        subject)
                }
                continue
            }
            if previous.path.identity != field.path.identity {
                report(
                    .error(
                        .changedPath, at: field.path.location,
                        "\(label) is read from '\(field.path)' now, not '\(previous.path)'; payloads that were valid carry it at the old path"),
                    subject)
                continue
            }
            if isRequired(field), !isRequired(previous) {
                let was = previous.defaultValue != nil ? "had a default" : "was optional"
                report(
                    .error(
                        .paramBecameRequired, at: field.location,
                        "\(label) became required (it \(was)); payloads that were valid without it are rejected now"),
                    subject)
            }
            if previous.coercion == .strings, field.coercion == .none, acceptsCoercion(previous.type) {
                report(
                    .error(
                        .changedCoercion, at: field.location,
                        "\(label) no longer accepts numbers or booleans written as strings (coerce: strings was dropped); payloads like \"12\" that were valid are rejected now"),
                    subject)
            }
            compareTypes(previous.type, field.type, label: label, subject: subject, at: field.typeLocation, visited: visited)
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

    private func compareTypes(
        _ oldType: ValueType, _ newType: ValueType, label: String, subject: ChangeSubject, at location: SourceLocation,
        visited: Set<String>
    ) {
        let a = shape(oldType, oldTypes)
        let b = shape(newType, newTypes)
        func changed() {
            report(
                .error(
                    .changedType, at: location,
                    "\(label) changed type from \(describe(a)) to \(describe(b)); values that were valid are rejected now"),
                subject)
        }
        switch (a, b) {
        case (.builtin(let x, let cx), .builtin(let y, let cy)):
            switch (x, y) {
            case _ where x == y, (.int, .double), (.url, .string):
                compareConstraints(cx, cy, kind: y, label: label, subject: subject)
            default:
                changed()
            }
        case (.enumeration(let old, _, _), .enumeration(let new, let name, let enumLocation)):
            for value in old where !new.contains(where: { $0.value.unicodeScalars.elementsEqual(value.value.unicodeScalars) }) {
                // A named enum's value is the type's; an inline enum's belongs to its param.
                let owner = name.map { ChangeSubject(type: $0) } ?? subject
                report(
                    .error(
                        .removedEnumValue, at: enumLocation ?? location,
                        "the value \(quoted(value.value)) was removed from \(name.map { "enum '\($0)'" } ?? "the enum of \(label)"); payloads with it are rejected now"),
                    owner.with("value", value.value))
            }
        case (.enumeration(let old, _, _), .builtin(.string, let c)):
            // A string accepts every old value the string's constraints accept.
            let rules = c.stringRules
            for value in old where rules.violation(value.value) != nil {
                report(
                    .error(
                        .tightenedConstraint, at: location,
                        "\(label) rejects the former enum value \(quoted(value.value)) now (\(rules.violation(value.value)!))"),
                    subject.with("value", value.value))
            }
        case (.builtin(.string, _), .enumeration), (.builtin(.url, _), .enumeration):
            report(
                .error(
                    .changedType, at: location,
                    "\(label) was narrowed from \(describe(a)) to \(describe(b)); strings that are not one of its values are rejected now"),
                subject)
        case (.object(let x, let oldFields), .object(let y, let newFields)):
            let key = "\(x)->\(y)"
            guard !visited.contains(key) else { return }
            compareFields(oldFields, newFields, owner: .type(y), visited: visited.union([key]))
        case (.array(let oldElement, let cx), .array(let newElement, let cy)):
            compareArrayConstraints(cx, cy, label: label, subject: subject)
            compareTypes(
                oldElement, newElement, label: "the items of \(label)", subject: subject, at: location, visited: visited)
        default:
            changed()
        }
    }

    // MARK: Constraints

    private func tightened(
        _ what: String, _ label: String, subject: ChangeSubject, at location: SourceLocation, _ detail: String
    ) {
        report(
            .error(.tightenedConstraint, at: location, "\(what) of \(label) \(detail); values that were valid are rejected now"),
            subject.with("constraint", what))
    }

    private func compareConstraints(
        _ a: Constraints, _ b: Constraints, kind: BuiltinType, label: String, subject: ChangeSubject
    ) {
        switch kind {
        case .int, .double:
            compareLower(a, b, label: label, subject: subject)
            compareUpper(a, b, label: label, subject: subject)
            if let m = b.multipleOf {
                let fine = a.multipleOf.flatMap { old in old.value.decimal.flatMap { o in m.value.decimal.map { o.isMultiple(of: $0) } } } ?? false
                if !fine {
                    tightened(
                        "multipleOf", label, subject: subject, at: m.location,
                        a.multipleOf == nil ? "was added (\(m.value.text))" : "changed to \(m.value.text)")
                }
            }
        case .string, .url:
            if let n = b.minLength, n.value > (a.minLength?.value ?? 0) {
                tightened("minLength", label, subject: subject, at: n.location, "was raised to \(n.value)")
            }
            if let n = b.maxLength, n.value < (a.maxLength?.value ?? Int.max) {
                tightened(
                    "maxLength", label, subject: subject, at: n.location,
                    "was lowered to \(n.value)\(a.maxLength.map { " from \($0.value)" } ?? "")")
            }
            if let p = b.pattern, p.value != a.pattern?.value {
                tightened(
                    "pattern", label, subject: subject, at: p.location,
                    a.pattern == nil ? "was added" : "changed from \(quoted(a.pattern!.value))")
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

    private func compareLower(_ a: Constraints, _ b: Constraints, label: String, subject: ChangeSubject) {
        guard let new = lower(b) else { return }
        let key = new.1 ? "exclusiveMinimum" : "minimum"
        guard let old = lower(a) else {
            tightened(key, label, subject: subject, at: new.2.location, "was added (\(new.2.value.text))")
            return
        }
        if new.0 > old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(
                key, label, subject: subject, at: new.2.location,
                "was raised to \(new.2.value.text) from \(old.2.value.text)")
        }
    }

    private func compareUpper(_ a: Constraints, _ b: Constraints, label: String, subject: ChangeSubject) {
        guard let new = upper(b) else { return }
        let key = new.1 ? "exclusiveMaximum" : "maximum"
        guard let old = upper(a) else {
            tightened(key, label, subject: subject, at: new.2.location, "was added (\(new.2.value.text))")
            return
        }
        if new.0 < old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(
                key, label, subject: subject, at: new.2.location,
                "was lowered to \(new.2.value.text) from \(old.2.value.text)")
        }
    }

    private func compareArrayConstraints(_ a: Constraints, _ b: Constraints, label: String, subject: ChangeSubject) {
        if let n = b.minItems, n.value > (a.minItems?.value ?? 0) {
            tightened("minItems", label, subject: subject, at: n.location, "was raised to \(n.value)")
        }
        if let n = b.maxItems, n.value < (a.maxItems?.value ?? Int.max) {
            tightened("maxItems", label, subject: subject, at: n.location, "was lowered to \(n.value)")
        }
        if let u = b.uniqueItems, u.value, a.uniqueItems?.value != true {
            tightened("uniqueItems", label, subject: subject, at: u.location, "was added")
        }
    }
}
