@_spi(Generated) import PushRouting

/// Value types (BreakingChanges): a type that rejects values the old one accepted, a named
/// or inline enum that lost a value or its `open`, a string narrowed to an enum, a union that
/// lost a member; object types, array elements and map values are compared in depth.
extension BreakingChanges {
    /// What a value reads, with named enums and objects resolved.
    private enum Shape {
        case builtin(BuiltinType, Constraints)
        case enumeration([EnumCase], name: String?, location: SourceLocation?, open: Bool)
        case object(String, [ValuePlan])
        case array(ReaderPlan, Constraints)
        case map(ReaderPlan, Constraints)
        case union([UnionMember])
    }

    /// The shape of what `plan` reads, named types resolved in `tables` (coercion, `relative`
    /// and `separator` are compared apart: `compareSources`).
    private func shape(_ plan: ReaderPlan, _ tables: TablePlan) -> Shape {
        switch plan {
        case .string(let c), .stringOrInteger(let c): .builtin(.string, c)
        case .int(_, let c): .builtin(.int, c)
        case .double(_, let c): .builtin(.double, c)
        case .bool, .boolOrNumber: .builtin(.bool, Constraints())
        case .url(let c), .urlReference(let c): .builtin(.url, c)
        case .date: .builtin(.date, Constraints())
        case .json: .builtin(.json, Constraints())
        case .inlineEnum(let cases, let open), .inlineEnumOrInteger(let cases, let open):
            .enumeration(cases, name: nil, location: nil, open: open)
        case .namedEnum(let name, let cases, let open):
            .enumeration(cases, name: name, location: tables.enumsByName[name]?.location, open: open)
        case .object(let name): .object(name, tables.objectsByName[name]?.values ?? [])
        case .array(let element, let c): .array(element, c)
        case .jsonArray(let c): .array(.json, c)
        case .separated(_, _, let array): shape(array, tables)
        case .map(let value, let c): .map(value, c)
        case .jsonMap(let c): .map(.json, c)
        case .union(let members, _): .union(members)
        }
    }

    /// How messages name a shape.
    private func typeName(_ shape: Shape, _ plan: ReaderPlan) -> ChangedTypeName {
        switch shape {
        case .builtin(let b, _): .builtin(b)
        case .enumeration(_, let name, _, _): name.map { .named($0) } ?? .stringEnum
        case .object(let name, _): .named(name)
        case .array(let element, _): .array(of: element.spelled)
        case .map, .union: .spelled(plan.spelled)
        }
    }

    /// The JSON kinds of the values a plan reads: a `date` outside a union takes strings and
    /// numbers.
    private func kinds(_ plan: ReaderPlan) -> [JSONKind] {
        if case .date = plan { return [.string, .number] }
        return [plan.jsonKind]
    }

    /// Compares the type of `value` (a param or field, or the items of one) in the old and
    /// the new table; `subject` is what an acknowledgement names it by.
    func compareTypes(
        _ oldType: ReaderPlan, _ newType: ReaderPlan, of value: DiagnosticSubject, subject: ChangeSubject,
        at location: SourceLocation, visited: Set<String>
    ) {
        // `json` takes every value (docs/language.md §3.11): nothing the old type took is rejected.
        if case .json = newType { return }
        let a = shape(oldType, oldPlan)
        let b = shape(newType, newPlan)
        func changed() {
            report(
                .changedType(of: value, from: typeName(a, oldType), to: typeName(b, newType), at: location), subject)
        }
        switch (a, b) {
        case (.union(let old), .union(let new)):
            // Members are matched by kind (a union's members have distinct kinds).
            for member in old {
                guard let match = new.first(where: { $0.kind == member.kind }) else {
                    report(
                        .removedUnionMember(member.plan.spelled, of: value, now: newType.spelled, at: location),
                        subject.with("value", member.plan.spelled))
                    continue
                }
                compareTypes(member.plan, match.plan, of: value, subject: subject, at: location, visited: visited)
            }
        case (.union(let old), _):
            // Narrowed to one type: the members of the other kinds are gone.
            let newKinds = kinds(newType)
            for member in old {
                guard newKinds.contains(member.kind) else {
                    report(
                        .removedUnionMember(member.plan.spelled, of: value, now: newType.spelled, at: location),
                        subject.with("value", member.plan.spelled))
                    continue
                }
                compareTypes(member.plan, newType, of: value, subject: subject, at: location, visited: visited)
            }
        case (_, .union(let new)):
            // Widened to a union: each kind the old type took needs a member that takes it.
            for kind in kinds(oldType) {
                guard let match = new.first(where: { $0.kind == kind }) else {
                    changed()
                    return
                }
                if case .date = oldType, kind == .number {
                    // The seconds a date took: a double member takes every one of them.
                    if case .double(_, let c) = match.plan, c.isEmpty { continue }
                    changed()
                    return
                }
                compareTypes(oldType, match.plan, of: value, subject: subject, at: location, visited: visited)
            }
        case (.builtin(let x, let cx), .builtin(let y, let cy)):
            switch (x, y) {
            case _ where x == y, (.int, .double), (.url, .string):
                compareConstraints(cx, cy, kind: y, of: value, subject: subject)
            default:
                changed()
            }
        case (.enumeration(_, _, _, open: true), .enumeration(_, let name, let enumLocation, open: false)):
            // Open before: every string was accepted.
            report(
                .closedEnum(name.map { .type($0) } ?? value, at: enumLocation ?? location),
                name.map { ChangeSubject(type: $0) } ?? subject)
        case (.enumeration(_, _, _, open: true), .enumeration), (.enumeration, .enumeration(_, _, _, open: true)):
            // Every string is still accepted (an open enum takes any string).
            break
        case (.enumeration(let old, _, _, _), .enumeration(let new, let name, let enumLocation, _)):
            for removed in old
            where !new.contains(where: { $0.value.unicodeScalars.elementsEqual(removed.value.unicodeScalars) }) {
                // A named enum's value is the type's; an inline enum's belongs to its param.
                let owner = name.map { ChangeSubject(type: $0) } ?? subject
                report(
                    .removedEnumValue(
                        removed.value, from: name.map { .type($0) } ?? value, at: enumLocation ?? location),
                    owner.with("value", removed.value))
            }
        case (.enumeration(let old, _, _, let open), .builtin(.string, let c)):
            if open {
                compareConstraints(Constraints(), c, kind: .string, of: value, subject: subject)
                return
            }
            // A string accepts every old value the string's constraints accept.
            let rules = c.stringRules
            for former in old {
                guard let violation = rules.violation(former.value) else { continue }
                report(
                    .rejectsFormerEnumValue(former.value, violation, of: value, at: location),
                    subject.with("value", former.value))
            }
        case (.builtin(.string, _), .enumeration(_, _, _, open: true)),
            (.builtin(.url, _), .enumeration(_, _, _, open: true)):
            // An open enum takes any string.
            break
        case (.builtin(.string, _), .enumeration), (.builtin(.url, _), .enumeration):
            report(
                .narrowedToEnum(value, from: typeName(a, oldType), to: typeName(b, newType), at: location), subject)
        case (.object(let x, let oldFields), .object(let y, let newFields)):
            let key = "\(x)->\(y)"
            guard !visited.contains(key) else { return }
            compareFields(oldFields, newFields, owner: .type(y), visited: visited.union([key]))
        case (.array(let oldElement, let cx), .array(let newElement, let cy)),
            (.map(let oldElement, let cx), .map(let newElement, let cy)):
            compareArrayConstraints(cx, cy, of: value, subject: subject)
            compareTypes(
                oldElement, newElement, of: .items(of: value), subject: subject, at: location, visited: visited)
        default:
            changed()
        }
    }
}
