@_spi(Generated) import PushRouting

/// Where a value comes from and how it is taken (docs/language.md §5): the one notion of a
/// param's or field's source that reading, the checks, the emitter, the interpreter behind
/// `explain`, `schema` and `breaking` ask, instead of each piecing it together.
///
/// A source is an ordered list of *places* (`PayloadPlace`), tried in order: the first that
/// holds a value gives it. `path:` (or no path: the member's own key) is a list of one,
/// `paths:` a list of several. A place is a path of steps from the payload's root (from the
/// object, for an object type's fields). Beside its places, a source says how the value
/// found is taken: its coercion, whether a url may be a relative reference, a separator for
/// an array sent as one string, and whether a value that does not read is nil (lenient).
/// JSON held in strings is the table's (`RouteTable.jsonStrings`): every path that steps
/// into a listed path reads the document inside, so sources need not say it.
///
/// `when` conditions look at places too (`WhenConditions`), so what a place can say holds
/// for them as well. Lowered for generated code and the interpreter, the sources of one
/// struct are a `SourcePlan` (which dictionary each place is read from, in which order).
///
/// A step that addresses an array element (`{at: N}`, `{first: P}`, `{last: P}`,
/// docs/language.md §5.1) is the `PathStep` case `element`. The operations on paths
/// (`identity`, `hasPrefix`, `description`, `payloadPath`, `SwiftLiteral.path`,
/// `SourcePlan`'s levels, the runtime's `PayloadPath.presentValue`, `Decode.element` and
/// `PayloadBuilder.set`) are where it is handled; a `key` step never reads an element, so
/// `tags.0` keeps meaning the key "0".
///
/// Where what the language adds next goes, each in one home:
/// - Options of one place (`empty: missing`: an empty string counts as missing; `is:`: a
///   value of another JSON kind counts as absent, so the next place is tried) are
///   properties of `PayloadPlace`, read where its path is read (`PlaceReader`); the
///   generated decoder counts a slot's value through them, and the step into a place that
///   is also `is:` a kind that is no object takes that kind as "nothing below"
///   (`FieldLevel.unlessKind`).
/// - Options of the value (a default taken when the value does not read) are properties
///   here, beside `lenientLocation`.
/// - JSON arrays in strings are a kind of `JSONStringPaths` entry.
/// - Other origins are other kinds of source beside the places: the payload's keys that
///   nothing else reads (additional data, `rest: true`: `restLocation`, with `RestKeys`
///   saying which keys), a link's path segments and query items (places whose root is the
///   link instead of the payload), a segment of a string (a further `PathStep`). A value
///   that keeps whatever JSON is there is a type (`json`), not a source.
package struct ValueSource: Sendable {
    /// The places the value is looked for, in the order they are tried; never empty. The
    /// first is where encoding writes the value, and the one a missing required value names.
    package var places: [PayloadPlace]
    /// Whether `path:` or `paths:` was written; otherwise the one place is the member's own
    /// key, a single key even when it holds a dot.
    package var isWritten: Bool
    /// Which values of other JSON types are accepted (docs/language.md §3.4): strings for
    /// numbers and booleans, numbers for booleans and strings.
    package var coercion: Coercion
    /// Where `relative: true` is written, when it is: url values may be relative references.
    package var relativeLocation: SourceLocation?
    /// `separator:`, when written: the array may also arrive as one string of values
    /// separated by it.
    package var separator: Located<String>?
    /// Where `lenient: true` is written, when it is: a value that fails to read is nil, or
    /// takes its default.
    package var lenientLocation: SourceLocation?
    /// Where `rest: true` is written, when it is: the value is no place's but the rest of the
    /// payload (or of the object), every key that nothing else reads, as a map (`RestKeys`,
    /// docs/language.md §5.5). Its one place is then only its key, for messages: nothing is
    /// read there.
    package var restLocation: SourceLocation?

    /// The source of a member that writes no path: its own key (written at `location`), read
    /// with `coercion`; `emptyIsMissing`: an empty string there counts as missing.
    package init(key: String, at location: SourceLocation, coercion: Coercion, emptyIsMissing: Bool = false) {
        places = [PayloadPlace(PayloadKeyPath(keys: [key], location: location), emptyIsMissing: emptyIsMissing)]
        isWritten = false
        self.coercion = coercion
    }

    /// Every path the value is read from, in the order they are tried.
    package var paths: [PayloadKeyPath] { places.map(\.path) }

    /// The paths the value is read from: `paths`, or none for the rest of the payload
    /// (`rest: true`), which is read at no path.
    package var readPaths: [PayloadKeyPath] { isRest ? [] : paths }

    /// The places read at a path: none for the rest (`rest: true`).
    package var readPlaces: [PayloadPlace] { isRest ? [] : places }

    /// The first place's path: where encoding writes the value, and what a missing required
    /// value names.
    package var firstPath: PayloadKeyPath { places[0].path }

    /// The paths after the first (those of `paths:` after its first); empty for one place.
    package var laterPaths: [PayloadKeyPath] { places.dropFirst().map(\.path) }

    /// Whether there is more than one place to try (`paths:` with several paths).
    package var hasAlternatives: Bool { places.count > 1 }

    /// Whether url values may be relative references (`relative: true`).
    package var isRelative: Bool { relativeLocation != nil }

    /// Whether a value that fails to read is nil, or takes its default (`lenient: true`).
    package var isLenient: Bool { lenientLocation != nil }

    /// Whether the value is the rest of the payload or object (`rest: true`), read at no place.
    package var isRest: Bool { restLocation != nil }

    /// Whether the value is read with `coerce: strings` (the readers' `coerce` flag).
    package var coercesStrings: Bool { coercion.contains(.strings) }

    /// Whether a place has an option (`is:`, `empty: missing`): not every non-null value
    /// there counts (docs/language.md §5.2).
    package var hasPlaceOptions: Bool { places.contains(where: \.hasOptions) }
}

/// One place a value is looked for (docs/language.md §5): a path of steps from the payload's
/// root, or from the object for an object type's fields, and what counts as a value there.
/// A `ValueSource` tries its places in order; the discriminators, `when` conditions and
/// `jsonStrings` entries are places too. Written as a path, or in the mapping form `{path:
/// P, is: KIND, empty: missing}` (docs/language.md §5.2). Two places are the same when
/// their paths and options are (where they were written does not count).
package struct PayloadPlace: Sendable, Hashable, CustomStringConvertible {
    /// The steps from the root.
    package var path: PayloadKeyPath
    /// `is:`, where written (at its key): a value of another JSON kind counts as absent here.
    package var kind: Located<PlaceKind>?
    /// Whether the empty string counts as missing here: the place's `empty:`, else its
    /// value's, else the table's (`empty: missing`).
    package var emptyIsMissing: Bool

    /// The place at `path`; `emptyIsMissing`: whether the empty string counts as missing.
    package init(_ path: PayloadKeyPath, emptyIsMissing: Bool = false) {
        self.path = path
        self.emptyIsMissing = emptyIsMissing
    }

    /// Where the place is written.
    package var location: SourceLocation { path.location }

    /// Whether the place has an option: not every non-null value counts here.
    package var hasOptions: Bool { kind != nil || emptyIsMissing }

    /// Whether every value the place counts, it counts at the same path as `other`, which
    /// counts at least those (`{path: a, is: integer}` beside `{path: a, is: number}`; a
    /// place that takes only non-empty strings beside one that takes any). For the implied
    /// conditions of `when` (docs/language.md §13.1, §10.3).
    package func countsOnlyWhat(_ other: PayloadPlace) -> Bool {
        guard path == other.path else { return false }
        if let otherKind = other.kind?.value {
            guard let kind = kind?.value, kind == otherKind || (kind == .integer && otherKind == .number) else {
                return false
            }
        }
        // Where `other` drops the empty string, so must this place (or take no strings).
        return !other.emptyIsMissing || emptyIsMissing || (kind.map { $0.value != .string } ?? false)
    }

    /// The path as messages write it, with the options: `aps.alert (is: string)`,
    /// `server_id (empty: missing)`.
    package var description: String {
        var options: [String] = []
        if let kind { options.append("is: \(kind.value.rawValue)") }
        if emptyIsMissing { options.append("empty: missing") }
        return options.isEmpty ? path.description : "\(path) (\(options.joined(separator: ", ")))"
    }

    /// Places are equal when their paths and options are.
    package static func == (lhs: PayloadPlace, rhs: PayloadPlace) -> Bool {
        lhs.path == rhs.path && lhs.kind?.value == rhs.kind?.value && lhs.emptyIsMissing == rhs.emptyIsMissing
    }

    /// Hashes the path and options.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(kind?.value)
        hasher.combine(emptyIsMissing)
    }
}

/// The JSON kinds a place may take (`is:`, docs/language.md §5.2): the runtime's, which
/// generated code and the interpreter count values with.
package typealias PlaceKind = PushRouting.PlaceKind
