/// `routegen breaking`: the changes between two versions of a table that reject payloads
/// the old version accepted (docs/diagnostics.md, "Breaking changes"). Apps already
/// installed, queued pushes and older senders keep sending what the old table allowed; a
/// change is breaking when the new table no longer accepts it, or routes it elsewhere.
/// Additions are not breaking: new routes, aliases, optional params, enum values, looser
/// constraints, wider types.
///
/// This file compares routes and their params (and object types' fields);
/// BreakingChanges+Selection.swift how routes are selected, BreakingChanges+Types.swift compares value types, BreakingChanges+Constraints.swift
/// their constraints. The errors are made in CompatibilityDiagnostics.swift.
package struct BreakingChanges {
    let old: ValidatedTable
    let new: ValidatedTable
    /// The two tables' plans: values are compared by how they are read.
    let oldPlan: TablePlan
    let newPlan: TablePlan
    private let found = Found()

    /// The changes found so far; a change reached twice (a named type used by two params)
    /// is kept once.
    private final class Found {
        var seen: Set<Diagnostic> = []
        var changes: [BreakingChange] = []
    }

    /// Compares `new` with `old`: the errors, sorted for printing.
    package static func between(old: ValidatedTable, new: ValidatedTable) -> [Diagnostic] {
        changes(old: old, new: new).map(\.diagnostic)
    }

    /// Compares `new` with `old`: each change with its subject, sorted for printing.
    package static func changes(old: ValidatedTable, new: ValidatedTable) -> [BreakingChange] {
        changes(old: TablePlan(old), new: TablePlan(new))
    }

    /// Compares the plans of `new` with those of `old`: each change with its subject, sorted
    /// for printing.
    package static func changes(old: TablePlan, new: TablePlan) -> [BreakingChange] {
        BreakingChanges(old: old, new: new).run()
    }

    private init(old: TablePlan, new: TablePlan) {
        self.old = old.table
        self.new = new.table
        oldPlan = old
        newPlan = new
    }

    func report(_ diagnostic: Diagnostic, _ subject: ChangeSubject) {
        guard found.seen.insert(diagnostic).inserted else { return }
        found.changes.append(BreakingChange(diagnostic: diagnostic, subject: subject))
    }

    private func run() -> [BreakingChange] {
        compareDiscriminators()
        compareDiscriminatorPlaces()
        compareTableInvalid()
        compareJSONStrings()
        compareLinks()
        var targets: [[UInt32]: CheckedRoute] = [:]
        for route in new.routes {
            for value in route.selectingValues where targets[codePoints(value.value)] == nil {
                targets[codePoints(value.value)] = route
            }
        }
        let fallback = new.routes.first(where: \.selection.isFallback)?.value
        for route in old.routes {
            guard route.selection.isByValue else {
                compareSelectedByShape(route)
                continue
            }
            var compared: Set<String> = []
            for (value, location, isAlias) in [(route.value, route.location, false)]
                + route.aliases.map({ ($0.value, $0.location, true) })
            {
                guard let target = targets[codePoints(value)] else {
                    if !isAlias, reportMovedFromValue(route) { continue }
                    report(
                        .removed(
                            isAlias ? .alias(value, route: route.value) : .route(value), fallback: fallback,
                            at: location),
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

    /// A route of the old table and the route of the new one that receives its payloads.
    func compare(_ oldRoute: CheckedRoute, _ newRoute: CheckedRoute) {
        if newRoute.isIgnored, !oldRoute.isIgnored {
            report(
                .ignoredRoute(
                    newRoute.value, destination: oldRoute.destination?.value,
                    at: newRoute.ignoreLocation ?? newRoute.location),
                ChangeSubject(route: newRoute.value))
            return
        }
        compareInvalid(oldRoute, newRoute)
        if let a = oldRoute.destination, let b = newRoute.destination, a.value != b.value {
            report(
                .changedDestination(of: .route(newRoute.value), from: a.value, to: b.value, at: b.location),
                ChangeSubject(route: newRoute.value))
        }
        compareFields(
            oldPlan.plan(of: oldRoute).values.values, newPlan.plan(of: newRoute).values.values,
            owner: .route(newRoute.value), visited: [])
    }

    /// What an acknowledgement names a param (`route`, `param`) or field (`type`, `field`) by.
    private func changeSubject(_ member: DiagnosticSubject) -> ChangeSubject {
        switch member {
        case .field(let key, let type): ChangeSubject(type: type, field: key)
        default: ChangeSubject(route: member.owner?.text, param: member.text)
        }
    }

    /// The params of a route or the fields of an object type (`owner`).
    func compareFields(
        _ oldFields: [ValuePlan], _ newFields: [ValuePlan], owner: DiagnosticSubject, visited: Set<String>
    ) {
        for planned in newFields {
            let field = planned.member
            let member = owner.member(field.key)
            let subject = changeSubject(member)
            guard let previousPlan = oldFields.first(where: { $0.member.key == field.key }) else {
                switch field.source.origins[0] {
                case .rest:
                    // Never missing; but the keys it takes must hold its values now (§5.5).
                    if case .map(let value, _) = planned.reader {
                        report(
                            .newRest(member, values: value.spelled, at: field.source.written.rest ?? field.location),
                            subject)
                    }
                case .place, .document:
                    if isRequired(field) { report(.newRequired(member, at: field.location), subject) }
                }
                continue
            }
            let previous = previousPlan.member
            // The rest of the payload or object, or a place (docs/language.md §5.5): read elsewhere.
            switch (previous.source.origins[0], field.source.origins[0]) {
            case (.rest, .rest), (.place, .place), (.place, .document), (.document, .place), (.document, .document):
                break
            case (.rest, .place), (.rest, .document):
                report(.changedRest(member, isRest: false, at: field.location), subject)
                continue
            case (.place, .rest), (.document, .rest):
                report(.changedRest(member, isRest: true, at: field.location), subject)
                continue
            }
            // Read from elsewhere: nothing else of it compares.
            if previous.source.firstPath.identity != field.source.firstPath.identity {
                report(
                    .changedPath(of: member, from: previous.source.firstPath, to: field.source.firstPath), subject)
                continue
            }
            if isRequired(field), !isRequired(previous) {
                report(.becameRequired(member, hadDefault: previous.defaultValue != nil, at: field.location), subject)
            }
            compareSources(previousPlan, planned, member: member, subject: subject)
            comparePlaces(previous, field, member: member, subject: subject)
            compareTypes(
                previousPlan.reader, planned.reader, of: member, subject: subject, at: field.typeLocation,
                visited: visited)
        }
    }

    private func isRequired(_ field: Member) -> Bool { !field.isOptional && field.defaultValue == nil }
}
