@_spi(Generated) import PushRouting

/// The rules of places' options (docs/language.md §5.2) that need the whole table: `is:` on
/// a value lets some value of its type count; `is:` on a discriminator is a kind that names
/// routes; and every value of a route selected by value (its key, its aliases) is counted by
/// some discriminator.
struct PlaceChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        for route in table.routes {
            for param in route.params {
                checkKinds(param, .param(param.key, route: route.value), types: types)
                checkJSONStrings(param.source.places)
            }
            if let conditions = route.selection.conditions { checkJSONStrings(conditions.present + conditions.absent) }
        }
        for type in table.types {
            for field in type.fields ?? [] {
                checkKinds(field, .field(field.key, type: type.name), types: types)
            }
        }
        guard table.discriminatorSource != .unreadable else { return }
        var readable = true
        for place in table.discriminatorPlaces {
            guard let kind = place.kind, ![.string, .integer, .number].contains(kind.value) else { continue }
            diagnostics.report(.kindAtDiscriminator(place.path, kind: kind.value, at: kind.location))
            readable = false
        }
        // A table without discriminators reports its value routes itself (`SelectionChecks`).
        guard readable, table.discriminatorPlaces.contains(where: \.hasOptions) else { return }
        for route in table.routes {
            for (index, value) in route.selectingValues.enumerated()
            where !table.discriminatorPlaces.contains(where: { Self.counts($0, routeValue: value.value) }) {
                diagnostics.report(
                    .valueNoDiscriminatorTakes(
                        .route(route.value), value: value.value, isAlias: index > 0, at: value.location,
                        discriminators: table.discriminatorPlaces))
            }
        }
    }

    /// Whether a discriminator at `place` can hold a value that names `routeValue`: a string
    /// (where the place counts strings, and the empty string only where it is a value), or
    /// an integer whose decimal text it is (where the place counts integers).
    static func counts(_ place: Place, routeValue: String) -> Bool {
        let isInteger = Encode.integerKey(routeValue) != nil
        switch place.kind?.value {
        case nil, .string?: return !(place.emptyIsMissing && routeValue.isEmpty)
        case .integer?, .number?: return isInteger
        default: return false
        }
    }

    /// `is:` at a place that `jsonStrings` lists: the value there is read as the JSON object
    /// inside the string (docs/language.md §5.3), whatever kind the payload holds.
    private func checkJSONStrings(_ places: [Place]) {
        for place in places {
            guard let kind = place.kind, table.jsonStrings.listed(place.path) != nil else { continue }
            diagnostics.report(.kindAtJSONString(place.path, at: kind.location))
        }
    }

    /// `is:` at a place of `field` whose kind its type never reads.
    private func checkKinds(_ field: Field, _ subject: DiagnosticSubject, types: [String: NamedType]) {
        // An unknown type is reported; what it reads is not known.
        guard field.source.hasPlaceOptions,
            field.type.namedReferences.allSatisfy({ types[$0.value] != nil || BuiltinNamedTypes.contains($0.value) })
        else { return }
        let read = Self.kindsRead(field.type, source: field.source, types: types)
        var neverRead = false
        for place in field.source.places {
            guard let kind = place.kind, read.isDisjoint(with: Self.values(of: kind.value)) else { continue }
            diagnostics.report(
                .kindNeverRead(subject, place: place, kind: kind.value, type: field.type, at: kind.location))
            neverRead = true
        }
        guard !neverRead else { return }
        checkWrittenBack(field, subject, types: types)
    }

    /// What `encodedPayload()` writes for a value decoded at its first place must count there
    /// (docs/language.md §5.2): a warning otherwise, as the push would not decode again (the
    /// encoder writes at the first place only). A value the decoder never yields there (a
    /// fraction at `is: integer`) is the app's to avoid, as `validate()` says.
    private func checkWrittenBack(_ field: Field, _ subject: DiagnosticSubject, types: [String: NamedType]) {
        guard let first = field.source.places.first, let kind = first.kind else { return }
        let counted = Self.values(of: kind.value)
        let decoded = Self.kindsRead(field.type, source: field.source, types: types).intersection(counted)
        var written: Set<ValueClass> = []
        for read in decoded {
            guard let kinds = Self.kindsWritten(field.type, source: field.source, readAs: read) else { return }
            written.formUnion(kinds)
        }
        let lost = written.subtracting(counted)
        guard !lost.isEmpty else { return }
        let nouns = ValueClass.allCases.filter(lost.contains).map(\.noun)
        diagnostics.report(
            .valueNotReadBack(
                subject, place: first, kind: kind.value, writtenAs: nouns.joined(separator: " or "),
                at: kind.location))
    }

    /// The kinds of values `encodedPayload()` writes for a value of `type` that was read as
    /// `read`; nil when it may write any (`json`).
    static func kindsWritten(_ type: ValueType, source: ValueSource, readAs read: ValueClass) -> Set<ValueClass>? {
        // Values read from one string with a separator are written as an array
        // (docs/language.md §5.4).
        if source.separator != nil { return [.array] }
        switch type {
        case .builtin(let builtin, _):
            switch builtin {
            case .string, .url, .date: return [.string]
            case .int: return [.integer]
            case .double: return read == .string ? [.integer, .fraction] : [read]
            case .bool: return [.boolean]
            case .json: return nil
            }
        // A union writes its member, which reads the kind it was read from; a named type's
        // value (an object, an enum's string), an array and a map are written as read.
        case .named, .array, .map, .union: return [read]
        }
    }

    /// The kinds of payload values, finer than `PlaceKind`: a number is an integer or a
    /// fraction (any number that is not an integer).
    enum ValueClass: Hashable, CaseIterable {
        case string, integer, fraction, boolean, object, array

        /// How a message names a value of the class.
        var noun: String {
            switch self {
            case .string: "a string"
            case .integer: "an integer"
            case .fraction: "a number with a fraction"
            case .boolean: "a boolean"
            case .object: "an object"
            case .array: "an array"
            }
        }
    }

    /// The values a place of `kind` counts.
    static func values(of kind: PlaceKind) -> Set<ValueClass> {
        switch kind {
        case .string: [.string]
        case .number: [.integer, .fraction]
        case .integer: [.integer]
        case .boolean: [.boolean]
        case .object: [.object]
        case .array: [.array]
        }
    }

    /// The kinds of values a value of `type` read as `source` takes accepts some of.
    static func kindsRead<T: NamedTypeKind>(
        _ type: ValueType, source: ValueSource, types: [String: T]
    ) -> Set<ValueClass> {
        var kinds = kindsRead(type, coercion: source.coercion, types: types)
        if source.separator != nil { kinds.insert(.string) }
        return kinds
    }

    static func kindsRead<T: NamedTypeKind>(
        _ type: ValueType, coercion: Coercion, types: [String: T]
    ) -> Set<ValueClass> {
        let strings = coercion.contains(.strings)
        let numbers = coercion.contains(.numbers)
        switch type {
        case .builtin(let builtin, _):
            switch builtin {
            case .string: return numbers ? [.string, .integer] : [.string]
            case .int: return strings ? [.integer, .string] : [.integer]
            case .double: return strings ? [.integer, .fraction, .string] : [.integer, .fraction]
            case .bool:
                var kinds: Set<ValueClass> = [.boolean]
                if numbers { kinds.insert(.integer) }
                if strings { kinds.insert(.string) }
                return kinds
            case .url: return [.string]
            case .date: return [.string, .integer, .fraction]
            case .json: return Set(ValueClass.allCases)
            }
        case .named(let name):
            if types[name.value]?.isEnumeration == true { return [.string] }
            return [.object]
        case .array: return [.array]
        case .map: return [.object]
        case .union(let members):
            return members.reduce(into: []) { kinds, member in
                switch JSONKind.of(member, types: types) {
                case .string: kinds.insert(.string)
                case .number:
                    kinds.insert(.integer)
                    if case .builtin(.double, _) = member { kinds.insert(.fraction) }
                case .boolean: kinds.insert(.boolean)
                case .object: kinds.insert(.object)
                case .array: kinds.insert(.array)
                }
            }
        }
    }
}
