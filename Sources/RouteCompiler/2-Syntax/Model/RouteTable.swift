/// A routes table: every file of it merged (docs/language.md §2, §8). Built by `TableReader`, then
/// checked by `TableChecker`; only a table without errors reaches the emitter, as a
/// `ValidatedTable`.
package struct RouteTable: Sendable {
    /// The places of the push type in a payload, tried in order (default `[type]`; empty
    /// when the table has none: `discriminators: []`), with their options
    /// (docs/language.md §5.2).
    package var discriminatorPlaces: [Place]
    /// The key paths of the discriminators, in order.
    package var discriminators: [PayloadKeyPath] {
        get { discriminatorPlaces.map(\.path) }
        set { discriminatorPlaces = newValue.map { Place($0) } }
    }
    /// Whether the empty string counts as missing wherever a place does not say otherwise
    /// (`empty: missing` at the top level, docs/language.md §5.2).
    package var emptyIsMissing = false
    /// What happens to a payload that selects no route and has no discriminator value.
    package var unrouted: UnroutedPolicy = .error
    /// Where the value of `unrouted:` is written (nil for the default).
    package var unroutedLocation: SourceLocation?
    /// What a failure to read a selected route's values means, for every route that does
    /// not say (`invalid:`, docs/language.md §13.1).
    package var invalid: InvalidRule = .error
    /// Where the value of the table's `invalid:` is written (nil for the default).
    package var invalidLocation: SourceLocation?
    /// The coercion every value gets unless its param says otherwise.
    package var coercion: Coercion
    /// The key paths whose string values hold a JSON object (`jsonStrings`, docs/language.md
    /// §5.3), in the order written.
    package var jsonStrings = JSONStringPaths()
    /// The hosts and schemes the table's link patterns answer (`links:`, docs/language.md
    /// §14.1); nil when it declares none.
    package var links: LinkSettings?
    /// Where a push's identity is (`identity:`, docs/language.md §15): the same push
    /// dispatched twice is delivered once.
    package var identity: PayloadKeyPath?
    /// Named types, in file order.
    package var types: [NamedType]
    /// Routes, in file order.
    package var routes: [Route]
    /// Every file the table was read from, the root first, then includes depth-first.
    package var files: [String]
    /// Whether `discriminator:` (or `discriminators:`) was written, and could be read.
    var discriminatorSource = DiscriminatorSource.default

    /// Where the discriminator's path comes from.
    enum DiscriminatorSource {
        /// Not written: `type`.
        case `default`
        /// Written and read.
        case written
        /// Written, with an error (reported); `discriminators` holds the default in its place.
        case unreadable
    }

    /// Creates a table.
    package init(
        discriminators: [PayloadKeyPath], coercion: Coercion, types: [NamedType], routes: [Route], files: [String]
    ) {
        self.discriminatorPlaces = discriminators.map { Place($0) }
        self.coercion = coercion
        self.types = types
        self.routes = routes
        self.files = files
    }

    /// The named type called `name` (the first, when a table with errors declares it twice).
    package func type(named name: String) -> NamedType? {
        types.first { $0.name == name }
    }

    /// The named types by name, for repeated lookups.
    package var typesByName: [String: NamedType] {
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The one discriminator of a table that selects every route by one key path (no
    /// `when`, `fallback`, `ignore`, second discriminator, place options or `unrouted:
    /// ignore`): the
    /// tables of before docs/language.md §13.1, whose generated code finds the route
    /// while reading the payload's first level.
    package var simpleDiscriminator: PayloadKeyPath? {
        guard discriminators.count == 1, !discriminatorPlaces[0].hasOptions, unrouted == .error,
            routes.allSatisfy({ $0.selection.isByValue && !$0.isIgnored })
        else { return nil }
        return discriminators[0]
    }

    /// The routes the generated enum has a case for: every route but the `ignore` ones.
    package var deliveredRoutes: [Route] { routes.filter { !$0.isIgnored } }

    /// What a failure to read the values of `route` means: its own `invalid:`, else the
    /// table's.
    package func invalidRule(of route: Route) -> InvalidRule {
        route.invalid ?? invalid
    }

    /// Whether a delivered route's values that do not read mean anything but a failure
    /// (`invalid: ignore` or `next`, the table's or a route's own).
    package var hasInvalidRules: Bool {
        routes.contains { !$0.isIgnored && invalidRule(of: $0) != .error }
    }

    /// Destinations in the order their first route appears.
    package var destinations: [String] {
        var seen: Set<String> = []
        return routes.compactMap(\.destination?.value).filter { seen.insert($0).inserted }
    }
}

/// Which payload values of another JSON type a value accepts too (docs/language.md §3.4):
/// `coerce: none`, `strings`, `numbers` or a list of the last two.
package struct Coercion: OptionSet, Sendable, Hashable {
    /// The set, as bits.
    package let rawValue: Int

    /// A set of coercions from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Values must have their own JSON type.
    package static let none: Coercion = []
    /// The text of a JSON number or `true`/`false` is accepted for `int`, `double` and `bool`.
    package static let strings = Coercion(rawValue: 1)
    /// The numbers 0 and 1 are accepted for `bool`, an integer (as its decimal text) for
    /// `string`.
    package static let numbers = Coercion(rawValue: 2)

    /// The words `coerce:` takes, each with its set.
    static let words: [(word: String, coercion: Coercion)] = [
        ("none", .none), ("strings", .strings), ("numbers", .numbers),
    ]

    /// As the table writes it: `none`, `strings`, `numbers`, `[strings, numbers]`.
    package var spelled: String {
        let words = Coercion.words.filter { !$0.coercion.isEmpty && contains($0.coercion) }.map(\.word)
        switch words.count {
        case 0: return "none"
        case 1: return words[0]
        default: return "[" + words.joined(separator: ", ") + "]"
        }
    }
}

/// One route: a discriminator value, the destination it opens and its params.
package struct Route: Sendable {
    /// The route's key in `routes:`: its discriminator value, unless it is selected by
    /// `when` or is the fallback (then only its name).
    package var value: String
    /// Where the route's key is.
    package var location: SourceLocation
    /// The text of `name:`, when given: the route's Swift name is derived from it instead
    /// of from the key (`TableNames`).
    package var givenName: Located<String>?
    /// Whether `name:` was written but could not be read (reported): the route then has no
    /// Swift name, and no other error is reported about it.
    var hasUnreadableName = false
    /// The destination type it opens; nil only in a table with errors (it was missing).
    package var destination: Located<String>?
    /// Its `description`, if any.
    package var description: String?
    /// Legacy discriminator values that also select it.
    package var aliases: [Located<String>]
    /// Its params, in file order.
    package var params: [Field]
    /// Whether and why it is deprecated.
    package var deprecation: Deprecation?
    /// How it is selected: by value, by `when`, or as the fallback.
    package var selection: RouteSelectionRule = .value
    /// Where `when:` or `fallback:` is written, for a route selected by either.
    package var selectionLocation: SourceLocation?
    /// Whether `when:` or `fallback:` was written but could not be read (reported): the
    /// route is then not taken to be selected by its value, and no other error about its
    /// selection is reported.
    var hasUnreadableSelection = false
    /// `ignore: true`: selected, then nothing is delivered and nothing fails.
    package var isIgnored = false
    /// Where `ignore:` is written, when it is true.
    package var ignoreLocation: SourceLocation?
    /// The route's own `invalid:` (docs/language.md §13.1); nil when it takes the table's.
    package var invalid: InvalidRule?
    /// Where the value of the route's `invalid:` is written.
    package var invalidLocation: SourceLocation?
    /// Its link patterns, in the order written (`links:`, docs/language.md §14.2).
    package var links: [LinkDeclaration] = []

    /// The discriminator values that select it: its key and aliases, for a route
    /// selected by value; none otherwise.
    package var selectingValues: [Located<String>] {
        guard selection.isByValue else { return [] }
        return [Located(value, at: location)] + aliases
    }
}

/// A deprecated route.
package struct Deprecation: Sendable, Hashable {
    /// The message, when `deprecated:` gave one.
    package var message: String?
}

/// A named type from `types:`: an object with fields, or a string enum.
package struct NamedType: Sendable {
    /// The type's name, used as its Swift name.
    package var name: String
    /// Where the name is.
    package var location: SourceLocation
    /// Its `description`, if any.
    package var description: String?
    /// What it is.
    package var kind: Kind
    /// `open: true` on an enum type: a string that is none of its values is kept in an
    /// extra case (docs/language.md §3.9).
    package var isOpen = false
    /// Where the value of `open:` is written, when the enum is open.
    package var openLocation: SourceLocation?
    /// Whether this is an empty stand-in for a definition with errors (kept so that its
    /// uses do not also report an unknown type).
    var isStandIn = false

    /// An object or an enum.
    package enum Kind: Sendable {
        /// A dictionary with fields, read relative to it.
        case object([Field])
        /// One of a fixed list of strings.
        case enumeration([EnumCase])
    }

    /// The fields, when this is an object type.
    package var fields: [Field]? {
        if case .object(let fields) = kind { return fields }
        return nil
    }
}

/// One value of a string enum.
package struct EnumCase: Sendable, Hashable {
    /// The exact string in payloads.
    package var value: String
    /// Where it was written.
    package var location: SourceLocation
}
