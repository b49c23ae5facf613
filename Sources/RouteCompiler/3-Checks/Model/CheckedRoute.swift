/// A route of a checked table (`ValidatedTable`): selected by its value, its `when` conditions
/// or as the fallback, and then delivered to its destination or ignored.
package struct CheckedRoute: Sendable {
    /// The route's key in `routes:`: its discriminator value, unless it is selected by `when`
    /// or is the fallback (then only its name).
    package let value: String
    /// Where the route's key is.
    package let location: SourceLocation
    /// What becomes of a push that selects it.
    package let action: Action
    /// Its `description`, if any.
    package let description: String?
    /// Legacy discriminator values that also select it.
    package let aliases: [Located<String>]
    /// Its params, in file order.
    package let params: [Member]
    /// Whether and why it is deprecated.
    package let deprecation: Deprecation?
    /// How it is selected: by value, by `when`, or as the fallback.
    package let selection: RouteSelectionRule
    /// Where `when:` or `fallback:` is written, for a route selected by either.
    package let selectionLocation: SourceLocation?
    /// The route's own `invalid:`; nil when it takes the table's.
    package let invalid: InvalidRule?
    /// Where the value of the route's `invalid:` is written.
    package let invalidLocation: SourceLocation?
    /// Its link patterns, in the order written (docs/language.md §14.2).
    package let links: [LinkDeclaration]

    /// What a push that selects a route becomes.
    package enum Action: Sendable {
        /// Delivered to the destination's handlers, as the route enum's case named `names`.
        case deliver(to: Located<String>, names: RouteNames)
        /// Ignored (`ignore: true`, written at the location): nothing is delivered.
        case ignore(at: SourceLocation)
    }

    init(_ route: Route, names: RouteNames?, params: [Member]) {
        value = route.value
        location = route.location
        if let names, let destination = route.destination {
            action = .deliver(to: destination, names: names)
        } else {
            action = .ignore(at: route.ignoreLocation ?? route.location)
        }
        description = route.description
        aliases = route.aliases
        self.params = params
        deprecation = route.deprecation
        selection = route.selection
        selectionLocation = route.selectionLocation
        invalid = route.invalid
        invalidLocation = route.invalidLocation
        links = route.links
    }

    /// Whether the route is ignored (`ignore: true`).
    package var isIgnored: Bool {
        if case .ignore = action { return true }
        return false
    }

    /// The destination it opens; nil for an ignored route.
    package var destination: Located<String>? {
        if case .deliver(let destination, _) = action { return destination }
        return nil
    }

    /// Its Swift names; nil for an ignored route, which generates nothing.
    package var names: RouteNames? {
        if case .deliver(_, let names) = action { return names }
        return nil
    }

    /// Where `ignore: true` is written, for an ignored route.
    package var ignoreLocation: SourceLocation? {
        if case .ignore(let location) = action { return location }
        return nil
    }

    /// The discriminator values that select it: its key and aliases, for a route selected by
    /// value; none otherwise.
    package var selectingValues: [Located<String>] {
        guard selection.isByValue else { return [] }
        return [Located(value, at: location)] + aliases
    }
}

/// A param of a checked route, or a field of a checked object type: its key, its type, its
/// source and its Swift names.
package struct Member: Sendable {
    /// The key in `params:` or `fields:`.
    package let key: String
    /// Where the key is.
    package let location: SourceLocation
    /// The type, with its constraints at every level.
    package let type: ValueType
    /// Where the type was written.
    package let typeLocation: SourceLocation
    /// Where the value comes from and how it is taken, its default typed, and a JSON string's
    /// document an origin of its own where the member reads one (docs/language.md §5.3).
    package let source: ValueSource
    /// Its `description`, if any.
    package let description: String?
    /// Its Swift names; nil for a param of an ignored route, which generates nothing.
    package let names: MemberNames?

    /// The member of a checked table read as `field`: a route's param that reads a place
    /// `jsonStrings` lists, of a type that is no object type, reads the document there.
    init(_ field: Field, names: MemberNames?, jsonStrings: JSONStringPaths, types: [String: NamedType]) {
        key = field.key
        location = field.location
        type = field.type
        typeLocation = field.typeLocation
        var source = field.source
        source.origins = source.origins.map { origin in
            guard case .place(let place) = origin, place.root == .payload,
                jsonStrings.readsDocument(at: place.path, as: field.type, types: types)
            else { return origin }
            return .document(place)
        }
        self.source = source
        description = field.description
        self.names = names
    }

    /// Whether a missing value is nil.
    package var isOptional: Bool { source.isOptional }
    /// The default, checked and typed.
    package var defaultValue: DefaultValue? { source.defaultValue }
}

/// A named type of a checked table: an object with members, or a string enum.
package struct CheckedType: Sendable, NamedTypeKind {
    /// The type's name, used as its Swift name.
    package let name: String
    /// Where the name is.
    package let location: SourceLocation
    /// Its `description`, if any.
    package let description: String?
    /// What it is.
    package let kind: Kind
    /// `open: true` on an enum type.
    package let isOpen: Bool
    /// Where the value of `open:` is written, when the enum is open.
    package let openLocation: SourceLocation?
    /// The Swift names of its members.
    package let names: TypeNames

    /// An object or an enum.
    package enum Kind: Sendable {
        /// A dictionary with fields, read relative to it.
        case object([Member])
        /// One of a fixed list of strings.
        case enumeration([EnumCase])
    }

    init(_ type: NamedType, names: TypeNames) {
        name = type.name
        location = type.location
        description = type.description
        switch type.kind {
        case .object(let fields):
            kind = .object(
                zip(fields, names.fields).map {
                    Member($0, names: $1, jsonStrings: JSONStringPaths(), types: [:])
                })
        case .enumeration(let cases): kind = .enumeration(cases)
        }
        isOpen = type.isOpen
        openLocation = type.openLocation
        self.names = names
    }

    /// Whether it is an object type.
    package var isObject: Bool { fields != nil }

    /// The fields, when this is an object type.
    package var fields: [Member]? {
        if case .object(let fields) = kind { return fields }
        return nil
    }
}
