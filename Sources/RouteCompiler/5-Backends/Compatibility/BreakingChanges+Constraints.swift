@_spi(Generated) import PushRouting

/// Constraints (BreakingChanges): a constraint that rejects values the old constraints
/// accepted, as `tightened-constraint`.
extension BreakingChanges {
    private func tightened(
        _ constraint: String, of value: DiagnosticSubject, subject: ChangeSubject, at location: SourceLocation,
        _ change: ConstraintChange
    ) {
        report(.tightened(constraint, of: value, change, at: location), subject.with("constraint", constraint))
    }

    func compareConstraints(
        _ a: Constraints, _ b: Constraints, kind: BuiltinType, of value: DiagnosticSubject, subject: ChangeSubject
    ) {
        switch kind {
        case .int, .double:
            compareLower(a, b, of: value, subject: subject)
            compareUpper(a, b, of: value, subject: subject)
            if let m = b.multipleOf {
                let fine =
                    a.multipleOf.flatMap { old in
                        old.value.decimal.flatMap { o in m.value.decimal.map { o.isMultiple(of: $0) } }
                    } ?? false
                if !fine {
                    tightened(
                        "multipleOf", of: value, subject: subject, at: m.location,
                        a.multipleOf == nil ? .added(m.value.text) : .changed(to: m.value.text))
                }
            }
        case .string, .url:
            if let n = b.minLength, n.value > (a.minLength?.value ?? 0) {
                tightened(
                    "minLength", of: value, subject: subject, at: n.location, .raised(to: "\(n.value)", from: nil))
            }
            if let n = b.maxLength, n.value < (a.maxLength?.value ?? Int.max) {
                tightened(
                    "maxLength", of: value, subject: subject, at: n.location,
                    .lowered(to: "\(n.value)", from: a.maxLength.map { "\($0.value)" }))
            }
            if let p = b.pattern, p.value != a.pattern?.value {
                tightened(
                    "pattern", of: value, subject: subject, at: p.location,
                    a.pattern.map { .changedPattern(from: $0.value) } ?? .added(nil))
            }
        case .bool, .date, .json:
            break
        }
    }

    /// The lower bound (value, exclusive) of number constraints; nil when unbounded.
    private func lower(_ c: Constraints) -> (Double, Bool, Located<NumberLiteral>)? {
        let candidates = [
            c.minimum.map { ($0.value.double, false, $0) }, c.exclusiveMinimum.map { ($0.value.double, true, $0) },
        ]
        .compactMap { $0 }
        return candidates.max { x, y in x.0 < y.0 || (x.0 == y.0 && !x.1 && y.1) }
    }

    private func upper(_ c: Constraints) -> (Double, Bool, Located<NumberLiteral>)? {
        let candidates = [
            c.maximum.map { ($0.value.double, false, $0) }, c.exclusiveMaximum.map { ($0.value.double, true, $0) },
        ]
        .compactMap { $0 }
        return candidates.min { x, y in x.0 < y.0 || (x.0 == y.0 && x.1 && !y.1) }
    }

    private func compareLower(_ a: Constraints, _ b: Constraints, of value: DiagnosticSubject, subject: ChangeSubject) {
        guard let new = lower(b) else { return }
        let key = new.1 ? "exclusiveMinimum" : "minimum"
        guard let old = lower(a) else {
            tightened(key, of: value, subject: subject, at: new.2.location, .added(new.2.value.text))
            return
        }
        if new.0 > old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(
                key, of: value, subject: subject, at: new.2.location,
                .raised(to: new.2.value.text, from: old.2.value.text))
        }
    }

    private func compareUpper(_ a: Constraints, _ b: Constraints, of value: DiagnosticSubject, subject: ChangeSubject) {
        guard let new = upper(b) else { return }
        let key = new.1 ? "exclusiveMaximum" : "maximum"
        guard let old = upper(a) else {
            tightened(key, of: value, subject: subject, at: new.2.location, .added(new.2.value.text))
            return
        }
        if new.0 < old.0 || (new.0 == old.0 && new.1 && !old.1) {
            tightened(
                key, of: value, subject: subject, at: new.2.location,
                .lowered(to: new.2.value.text, from: old.2.value.text))
        }
    }

    func compareArrayConstraints(
        _ a: Constraints, _ b: Constraints, of value: DiagnosticSubject, subject: ChangeSubject
    ) {
        if let n = b.minItems, n.value > (a.minItems?.value ?? 0) {
            tightened("minItems", of: value, subject: subject, at: n.location, .raised(to: "\(n.value)", from: nil))
        }
        if let n = b.maxItems, n.value < (a.maxItems?.value ?? Int.max) {
            tightened("maxItems", of: value, subject: subject, at: n.location, .lowered(to: "\(n.value)", from: nil))
        }
        if let u = b.uniqueItems, u.value, a.uniqueItems?.value != true {
            tightened("uniqueItems", of: value, subject: subject, at: u.location, .added(nil))
        }
    }
}
