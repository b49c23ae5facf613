@_spi(Generated) import PushRouting

/// Value types (BreakingChanges): a type that rejects values the old one accepted, a named
/// or inline enum that lost a value or its `open`, a string narrowed to an enum, a union that
/// lost a member; object types, array elements and map values are compared in depth.
extension BreakingChanges {
    /// A value type, with named enums and objects resolved.
    private enum Shape {
        case builtin(BuiltinType, Constraints)
        case enumeration([EnumCase], name: String?, location: SourceLocation?, open: Bool)
        case object(String, [Member])
        case array(ValueType, Constraints)
        case map(ValueType, Constraints)
        case union([ValueType])
    }

    private func shape(_ type: ValueType, _ types: [String: CheckedType]) -> Shape {
        switch type {
        case .builtin(let b, let c):
            if let cases = c.enumCases { return .enumeration(cases, name: nil, location: nil, open: c.isOpenEnum) }
            return .builtin(b, c)
        case .named(let name):
            switch types[name.value]?.kind {
            case .enumeration(let cases)?:
                let named = types[name.value]
                return .enumeration(cases, name: name.value, location: named?.location, open: named?.isOpen ?? false)
            case .object(let fields)?: return .object(name.value, fields)
            case nil: return .object(name.value, [])
            }
        case .array(let element, let c):
            return .array(element, c)
        case .map(let value, let c):
            return .map(value, c)
        case .union(let members):
            return .union(members)
        }
    }

    /// How messages name a shape.
    private func typeName(_ shape: Shape, _ type: ValueType) -> ChangedTypeName {
        switch shape {
        case .builtin(let b, _): .builtin(b)
        case .enumeration(_, let name, _, _): name.map { .named($0) } ?? .stringEnum
        case .object(let name, _): .named(name)
        case .array(let element, _): .array(of: element)
        case .map, .union: .spelled(type)
        }
    }

    /// The JSON kinds of the values a type takes: a `date` outside a union takes strings
    /// and numbers.
    private func kinds(_ type: ValueType, _ types: [String: CheckedType]) -> [JSONKind] {
        if case .builtin(.date, _) = type { return [.string, .number] }
        return [JSONKind.of(type, types: types)]
    }

    /// Compares the type of `value` (a param or field, or the items of one) in the old and
    /// the new table; `subject` is what an acknowledgement names it by.
    func compareTypes(
        _ oldType: ValueType, _ newType: ValueType, of value: DiagnosticSubject, subject: ChangeSubject,
        at location: SourceLocation, visited: Set<String>
    ) {
        // `json` takes every value (docs/language.md §3.11): nothing the old type took is rejected.
        if newType.isJSON { return }
        let a = shape(oldType, oldTypes)
        let b = shape(newType, newTypes)
        func changed() {
            report(
                .changedType(of: value, from: typeName(a, oldType), to: typeName(b, newType), at: location), subject)
        }
        switch (a, b) {
        case (.union(let old), .union(let new)):
            // Members are matched by kind (a union's members have distinct kinds).
            for member in old {
                let kind = JSONKind.of(member, types: oldTypes)
                guard let match = new.first(where: { JSONKind.of($0, types: newTypes) == kind }) else {
                    report(
                        .removedUnionMember(member, of: value, now: newType, at: location),
                        subject.with("value", member.spelled))
                    continue
                }
                compareTypes(member, match, of: value, subject: subject, at: location, visited: visited)
            }
        case (.union(let old), _):
            // Narrowed to one type: the members of the other kinds are gone.
            let newKinds = kinds(newType, newTypes)
            for member in old {
                guard newKinds.contains(JSONKind.of(member, types: oldTypes)) else {
                    report(
                        .removedUnionMember(member, of: value, now: newType, at: location),
                        subject.with("value", member.spelled))
                    continue
                }
                compareTypes(member, newType, of: value, subject: subject, at: location, visited: visited)
            }
        case (_, .union(let new)):
            // Widened to a union: each kind the old type took needs a member that takes it.
            for kind in kinds(oldType, oldTypes) {
                guard let match = new.first(where: { JSONKind.of($0, types: newTypes) == kind }) else {
                    changed()
                    return
                }
                if case .builtin(.date, _) = oldType, kind == .number {
                    // The seconds a date took: a double member takes every one of them.
                    if case .builtin(.double, let c) = match, c.isEmpty { continue }
                    changed()
                    return
                }
                compareTypes(oldType, match, of: value, subject: subject, at: location, visited: visited)
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
