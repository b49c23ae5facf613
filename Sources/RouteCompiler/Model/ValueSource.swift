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
/// Where what the language adds next goes, each in one home:
/// - A step that addresses an array element (the last, the n-th, the last that matches a
///   condition) is a `PathStep` case. The operations on paths (`identity`, `hasPrefix`,
///   `description`, `payloadPath`, `SwiftLiteral.path`, `SourcePlan`'s levels, the
///   runtime's `PayloadPath.presentValue`) are where it is handled; a `key` step never
///   reads an element, so `tags.0` keeps meaning the key "0".
/// - Options of one place ("an empty string counts as missing", "a value of another JSON
///   type counts as absent", "try the next place when this one holds another JSON type")
///   are properties of `PayloadPlace`, read where its path is read (`PathReader`).
/// - Options of the value (a default taken when the value does not read) are properties
///   here, beside `lenientLocation`.
/// - JSON arrays in strings are a kind of `JSONStringPaths` entry.
/// - Other origins are other kinds of source beside the places: the payload's keys that
///   nothing else reads (additional data, `rest: true`: `restLocation`, with `RestKeys`
///   saying which keys), a link's path segments and query items (places whose root is the
///   link instead of the payload), a segment of a string (a further `PathStep`). A value
///   that keeps whatever JSON is there is a type (`json`), not a source.
public struct ValueSource: Sendable {
    /// The places the value is looked for, in the order they are tried; never empty. The
    /// first is where encoding writes the value, and the one a missing required value names.
    public var places: [PayloadPlace]
    /// Whether `path:` or `paths:` was written; otherwise the one place is the member's own
    /// key, a single key even when it holds a dot.
    public var isWritten: Bool
    /// Which values of other JSON types are accepted (docs/language.md §3.4): strings for
    /// numbers and booleans, numbers for booleans and strings.
    public var coercion: Coercion
    /// Where `relative: true` is written, when it is: url values may be relative references.
    public var relativeLocation: SourceLocation?
    /// `separator:`, when written: the array may also arrive as one string of values
    /// separated by it.
    public var separator: Located<String>?
    /// Where `lenient: true` is written, when it is: a value that fails to read is nil, or
    /// takes its default.
    public var lenientLocation: SourceLocation?
    /// Where `rest: true` is written, when it is: the value is no place's but the rest of the
    /// payload (or of the object), every key that nothing else reads, as a map (`RestKeys`,
    /// docs/language.md §5.5). Its one place is then only its key, for messages: nothing is
    /// read there.
    public var restLocation: SourceLocation?

    /// The source of a member that writes no path: its own key (written at `location`), read
    /// with `coercion`.
    public init(key: String, at location: SourceLocation, coercion: Coercion) {
        places = [PayloadPlace(PayloadKeyPath(keys: [key], location: location))]
        isWritten = false
        self.coercion = coercion
    }

    /// Every path the value is read from, in the order they are tried.
    public var paths: [PayloadKeyPath] { places.map(\.path) }

    /// The paths the value is read from: `paths`, or none for the rest of the payload
    /// (`rest: true`), which is read at no path.
    public var readPaths: [PayloadKeyPath] { isRest ? [] : paths }

    /// The first place's path: where encoding writes the value, and what a missing required
    /// value names.
    public var firstPath: PayloadKeyPath { places[0].path }

    /// The paths after the first (those of `paths:` after its first); empty for one place.
    public var laterPaths: [PayloadKeyPath] { places.dropFirst().map(\.path) }

    /// Whether there is more than one place to try (`paths:` with several paths).
    public var hasAlternatives: Bool { places.count > 1 }

    /// Whether url values may be relative references (`relative: true`).
    public var isRelative: Bool { relativeLocation != nil }

    /// Whether a value that fails to read is nil, or takes its default (`lenient: true`).
    public var isLenient: Bool { lenientLocation != nil }

    /// Whether the value is the rest of the payload or object (`rest: true`), read at no place.
    public var isRest: Bool { restLocation != nil }

    /// Whether the value is read with `coerce: strings` (the readers' `coerce` flag).
    public var coercesStrings: Bool { coercion.contains(.strings) }
}

/// One place a value is looked for (docs/language.md §5): a path of steps from the payload's
/// root, or from the object for an object type's fields. A `ValueSource` tries its places in
/// order; `when` conditions look at places. Two places are the same when their paths are.
public struct PayloadPlace: Sendable, Hashable, CustomStringConvertible {
    /// The steps from the root.
    public var path: PayloadKeyPath

    /// The place at `path`.
    public init(_ path: PayloadKeyPath) {
        self.path = path
    }

    /// Where the place is written.
    public var location: SourceLocation { path.location }

    /// The path as messages write it.
    public var description: String { path.description }
}
