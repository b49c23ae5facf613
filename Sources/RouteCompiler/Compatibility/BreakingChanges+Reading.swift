/// How values are read (docs/language.md §13.5), compared (BreakingChanges): later `paths`,
/// `coerce: numbers`, `separator`, `relative`, `lenient` on params and fields, and the
/// table's `jsonStrings`. Additions (a path appended to `paths`, a new coercion, separator,
/// `relative`, `lenient` or `jsonStrings` path) accept more and are not breaking.
extension BreakingChanges {
    /// Compares how `field` reads its value with how `previous` did (same key, same first
    /// path).
    func compareReading(_ previous: Field, _ field: Field, member: DiagnosticSubject, subject: ChangeSubject) {
        let old = previous.morePaths
        let new = field.morePaths
        if old.count > new.count || zip(old, new).contains(where: { $0.identity != $1.identity }) {
            report(
                .changedPaths(of: member, from: previous.paths, to: field.paths, at: field.paths.last!.location),
                subject)
        }
        if previous.coercion.contains(.numbers), !field.coercion.contains(.numbers),
            let type = numberCoercible(previous.type), numberCoercible(field.type) == type
        {
            report(.droppedNumberCoercion(member, type: type, at: field.location), subject)
        }
        if let separator = previous.separator, case .array = field.type,
            field.separator.map({ !$0.value.unicodeScalars.elementsEqual(separator.value.unicodeScalars) }) ?? true
        {
            report(
                .changedSeparator(
                    member, from: separator.value, to: field.separator?.value,
                    at: field.separator?.location ?? field.location), subject)
        }
        if previous.isRelative, !field.isRelative, case .builtin(.url, _) = field.type.innermost {
            report(.droppedRelative(member, at: field.location), subject)
        }
        if previous.isLenient, !field.isLenient {
            report(.droppedLenient(member, at: field.location), subject)
        }
    }

    /// The built-in type `coerce: numbers` widens, when `type` holds one (at any array
    /// depth): `bool`, or a `string` (with or without `enum`).
    private func numberCoercible(_ type: ValueType) -> BuiltinType? {
        guard case .builtin(let builtin, _) = type.innermost, builtin == .bool || builtin == .string else { return nil }
        return builtin
    }

    /// `jsonStrings` paths of the old table that the new one does not list, but still reads
    /// into (a discriminator, or a param's path, at or under the path).
    func compareJSONStrings() {
        for path in old.jsonStrings where !new.jsonStrings.contains(path) {
            let reads = new.discriminators + new.routes.flatMap { $0.params.flatMap(\.paths) }
            if let reader = reads.first(where: { $0.hasPrefix(path) }) {
                report(.droppedJSONString(path, readAt: reader), ChangeSubject())
            }
        }
    }
}
