/// Where values come from and how they are taken (docs/language.md §5), compared
/// (BreakingChanges): the sources of params and fields (`coerce`, later `paths`,
/// `separator`, `relative`, `lenient`), and the table's `jsonStrings`. Additions (a path
/// appended to `paths`, a new coercion, separator, `relative`, `lenient` or `jsonStrings`
/// path) accept more and are not breaking. (A changed first path is `changedPath`, reported
/// by `compareFields` before anything else of the field.)
extension BreakingChanges {
    /// Compares how `field` takes its value (its source) with how `previous` did (same key,
    /// same first path).
    func compareSources(
        _ previousPlan: ValuePlan, _ fieldPlan: ValuePlan, member: DiagnosticSubject, subject: ChangeSubject
    ) {
        let (previous, field) = (previousPlan.member, fieldPlan.member)
        let (old, new) = (previous.source, field.source)
        if old.coercion.contains(.strings), !new.coercion.contains(.strings), acceptsCoercion(previousPlan.reader) {
            report(.droppedCoercion(member, at: field.location), subject)
        }
        let (oldLater, newLater) = (old.laterPaths, new.laterPaths)
        if oldLater.count > newLater.count || zip(oldLater, newLater).contains(where: { $0.identity != $1.identity }) {
            report(.changedPaths(of: member, from: old.paths, to: new.paths, at: new.paths.last!.location), subject)
        }
        if old.coercion.contains(.numbers), !new.coercion.contains(.numbers),
            let type = numberCoercible(previousPlan.reader), numberCoercible(fieldPlan.reader) == type
        {
            report(.droppedNumberCoercion(member, type: type, at: field.location), subject)
        }
        if let separator = old.separator, fieldPlan.reader.elements != nil,
            new.separator.map({ !$0.unicodeScalars.elementsEqual(separator.unicodeScalars) }) ?? true
        {
            report(
                .changedSeparator(
                    member, from: separator, to: new.separator, at: new.written.separator ?? field.location),
                subject)
        }
        if old.isRelative, !new.isRelative, fieldPlan.reader.innermost.readsURL {
            report(.droppedRelative(member, at: field.location), subject)
        }
        if old.isLenient, !new.isLenient {
            report(.droppedLenient(member, at: field.location), subject)
        }
    }

    /// Whether `coerce: strings` widened what `plan` reads (at any array depth): an `int`,
    /// `double` or `bool`.
    private func acceptsCoercion(_ plan: ReaderPlan) -> Bool {
        switch plan.innermost {
        case .int, .double, .bool, .boolOrNumber: true
        case .string, .url, .date, .inlineEnum, .namedEnum, .object, .array, .stringOrInteger, .inlineEnumOrInteger,
            .urlReference, .separated, .map, .union, .json, .jsonArray, .jsonMap:
            false
        }
    }

    /// The built-in type `coerce: numbers` widens, when `plan` reads one (at any array depth):
    /// `bool`, or a `string` (with or without `enum`).
    private func numberCoercible(_ plan: ReaderPlan) -> BuiltinType? {
        switch plan.innermost {
        case .bool, .boolOrNumber: .bool
        case .string, .stringOrInteger, .inlineEnum, .inlineEnumOrInteger: .string
        case .int, .double, .url, .date, .namedEnum, .object, .array, .urlReference, .separated, .map, .union, .json,
            .jsonArray, .jsonMap:
            nil
        }
    }

    /// `jsonStrings` paths of the old table that the new one does not list, but still reads
    /// into (a discriminator, or a param's path, at or under the path).
    func compareJSONStrings() {
        for path in old.jsonStrings where !new.jsonStrings.contains(path) {
            let reads = new.discriminators + new.routes.flatMap { $0.params.flatMap { $0.source.origins.map(\.path) } }
            if let reader = reads.first(where: { $0.hasPrefix(path) }) {
                report(.droppedJSONString(path, readAt: reader), ChangeSubject())
            }
        }
    }
}
