/// Value types (BreakingChanges): a type that rejects values the old one accepted, a named
/// or inline enum that lost a value, a string narrowed to an enum; object types and array
/// elements are compared in depth.
extension BreakingChanges {
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
            case .enumeration(let cases)?:
                return .enumeration(cases, name: name.value, location: types[name.value]?.location)
            case .object(let fields)?: return .object(name.value, fields)
            case nil: return .object(name.value, [])
            }
        case .array(let element, let c):
            return .array(element, c)
        }
    }

    /// How messages name a shape.
    private func typeName(_ shape: Shape) -> ChangedTypeName {
        switch shape {
        case .builtin(let b, _): .builtin(b)
        case .enumeration(_, let name, _): name.map { .named($0) } ?? .stringEnum
        case .object(let name, _): .named(name)
        case .array(let element, _): .array(of: element)
        }
    }

    /// Compares the type of `value` (a param or field, or the items of one) in the old and
    /// the new table; `subject` is what an acknowledgement names it by.
    func compareTypes(
        _ oldType: ValueType, _ newType: ValueType, of value: DiagnosticSubject, subject: ChangeSubject,
        at location: SourceLocation, visited: Set<String>
    ) {
        let a = shape(oldType, oldTypes)
        let b = shape(newType, newTypes)
        func changed() {
            report(.changedType(of: value, from: typeName(a), to: typeName(b), at: location), subject)
        }
        switch (a, b) {
        case (.builtin(let x, let cx), .builtin(let y, let cy)):
            switch (x, y) {
            case _ where x == y, (.int, .double), (.url, .string):
                compareConstraints(cx, cy, kind: y, of: value, subject: subject)
            default:
                changed()
            }
        case (.enumeration(let old, _, _), .enumeration(let new, let name, let enumLocation)):
            for removed in old
            where !new.contains(where: { $0.value.unicodeScalars.elementsEqual(removed.value.unicodeScalars) }) {
                // A named enum's value is the type's; an inline enum's belongs to its param.
                let owner = name.map { ChangeSubject(type: $0) } ?? subject
                report(
                    .removedEnumValue(
                        removed.value, from: name.map { .type($0) } ?? value, at: enumLocation ?? location),
                    owner.with("value", removed.value))
            }
        case (.enumeration(let old, _, _), .builtin(.string, let c)):
            // A string accepts every old value the string's constraints accept.
            let rules = c.stringRules
            for former in old {
                guard let violation = rules.violation(former.value) else { continue }
                report(
                    .rejectsFormerEnumValue(former.value, violation, of: value, at: location),
                    subject.with("value", former.value))
            }
        case (.builtin(.string, _), .enumeration), (.builtin(.url, _), .enumeration):
            report(.narrowedToEnum(value, from: typeName(a), to: typeName(b), at: location), subject)
        case (.object(let x, let oldFields), .object(let y, let newFields)):
            let key = "\(x)->\(y)"
            guard !visited.contains(key) else { return }
            compareFields(oldFields, newFields, owner: .type(y), visited: visited.union([key]))
        case (.array(let oldElement, let cx), .array(let newElement, let cy)):
            compareArrayConstraints(cx, cy, of: value, subject: subject)
            compareTypes(
                oldElement, newElement, of: .items(of: value), subject: subject, at: location, visited: visited)
        default:
            changed()
        }
    }
}
