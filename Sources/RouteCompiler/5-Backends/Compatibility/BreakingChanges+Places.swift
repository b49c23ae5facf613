@_spi(Generated) import PushRouting

/// Places' options (docs/language.md §5.2), compared (BreakingChanges): a place that counts
/// fewer values than it did (`is:` added or narrowed, `empty: missing` added) narrows what
/// is accepted where the value it no longer counts was read: a required value (which is
/// missing now) or a discriminator (whose route that value named no longer selects it).
/// `when` conditions compare their places in `addedConditions`. Dropping or widening an
/// option, or narrowing one of an optional value (which is nil now instead of failing or
/// holding the value), is not breaking.
extension BreakingChanges {
    /// The places of a required value that count fewer of the values its type reads.
    func comparePlaces(_ previous: Member, _ field: Member, member: DiagnosticSubject, subject: ChangeSubject) {
        guard !field.isOptional, field.defaultValue == nil else { return }
        let read = PlaceChecks.kindsRead(previous.type, source: previous.source, types: old.typesByName)
        for (before, after) in zip(previous.source.places, field.source.places) where before.path == after.path {
            let lost = Self.lost(before, after, among: read)
            guard !lost.isEmpty else { continue }
            report(.narrowedPlace(of: member, place: after, lost: lost, at: after.location), subject)
        }
    }

    /// The discriminators both tables read whose new place counts fewer of the values that
    /// name the old table's routes (a string, or an integer by its decimal text).
    func compareDiscriminatorPlaces() {
        let values = old.routes.flatMap { $0.selectingValues.map(\.value) }
        var forms: Set<PlaceChecks.ValueClass> = values.isEmpty ? [] : [.string]
        if values.contains(where: { Encode.integerKey($0) != nil }) { forms.insert(.integer) }
        for after in new.discriminatorPlaces {
            guard let before = old.discriminatorPlaces.first(where: { $0.path == after.path }) else { continue }
            var lost = Self.lost(before, after, among: forms)
            // The empty string counts only where a route is named by it.
            if !values.contains(""), let index = lost.firstIndex(of: "the empty string") { lost.remove(at: index) }
            guard !lost.isEmpty else { continue }
            report(
                .narrowedDiscriminatorPlace(after, lost: lost, at: after.location),
                ChangeSubject(discriminator: after.path.description))
        }
    }

    /// What `before` counted among values of the classes `read` that `after` does not, in
    /// words (`a string`, `the empty string`).
    static func lost(
        _ before: Place, _ after: Place, among read: Set<PlaceChecks.ValueClass>
    )
        -> [String]
    {
        func counted(_ place: Place) -> Set<PlaceChecks.ValueClass> {
            place.kind.map { PlaceChecks.values(of: $0.value) } ?? Set(PlaceChecks.ValueClass.allCases)
        }
        let gone = read.intersection(counted(before)).subtracting(counted(after))
        var lost = PlaceChecks.ValueClass.allCases.filter(gone.contains).map(\.noun)
        if read.contains(.string), counted(before).contains(.string), counted(after).contains(.string),
            !before.emptyIsMissing, after.emptyIsMissing
        {
            lost.append("the empty string")
        }
        return lost
    }
}
