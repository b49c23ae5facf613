@_spi(Generated) import PushRouting

/// A value's *source*: where it comes from and how it is taken there (docs/language.md §5).
/// The one notion — and the one word — of where a param's or field's value comes from, which
/// reading builds, the checks complete and lowering turns into plans (`SourcePlan`,
/// `ReaderPlan`) for every back end.
///
/// Where the value comes from is a list of *origins* (`Origin`), tried in order: places of
/// the payload (or of the object, for an object type's fields; `path:` is one, `paths:`
/// several, no path the member's own key), the document inside a JSON string that the table
/// lists (folded in by the checks from `jsonStrings`), or the rest of the payload or object
/// (`rest: true`, alone). A new kind of origin (a link's path segment or query item) is a new
/// case: every stage that reads origins switches over them, so the compiler lists each one
/// that must learn it.
///
/// How the value is taken are plain values beside the origins: whether it is optional, its
/// default, its coercion, whether a url may be a relative reference, a separator for an
/// array sent as one string, and whether a value that does not read is nil (lenient). Where
/// each was written is kept apart (`written`), for messages only.
///
/// `when` conditions and discriminators look at places too (`WhenConditions`), so what a
/// place can say holds for them as well.
package struct ValueSource: Sendable {
    /// Where the value is looked for, in the order tried; never empty. A `.rest` origin is
    /// the only one of its source.
    package var origins: [Origin]
    /// Whether `path:` or `paths:` was written; otherwise the one place is the member's own
    /// key, a single key even when it holds a dot.
    package var isWritten: Bool
    /// Whether a missing value is nil (`optional: true`, or a `?` type).
    package var isOptional = false
    /// The value a missing key takes, as written (checked against the type by the checks).
    package var defaultLiteral: Literal?
    /// The default, checked and typed; set by the checks.
    package var defaultValue: DefaultValue?
    /// Which values of other JSON types are accepted (docs/language.md §3.4): strings for
    /// numbers and booleans, numbers for booleans and strings.
    package var coercion: Coercion
    /// `relative: true`: url values may be relative references.
    package var isRelative = false
    /// `separator:`, when written: the array may also arrive as one string of values
    /// separated by it.
    package var separator: String?
    /// `lenient: true`: a value that fails to read is nil, or takes its default.
    package var isLenient = false
    /// Where the options are written, for messages.
    package var written = WrittenOptions()

    /// Where a source's options are written in the table: the errors about an option point at
    /// it (docs/diagnostics.md, Position). Nil for an option not written.
    package struct WrittenOptions: Sendable {
        /// The value of `relative: true`.
        package var relative: SourceLocation?
        /// The value of `separator:`, and its key.
        package var separator: SourceLocation?
        package var separatorKey: SourceLocation?
        /// The value of `lenient: true`.
        package var lenient: SourceLocation?
        /// The value of `rest: true`.
        package var rest: SourceLocation?
        /// The key `default`.
        package var defaultKey: SourceLocation?
    }

    /// The source of a member that writes no path: its own key (written at `location`), read
    /// with `coercion`; `emptyIsMissing`: an empty string there counts as missing.
    package init(key: String, at location: SourceLocation, coercion: Coercion, emptyIsMissing: Bool = false) {
        origins = [.place(Place(PayloadKeyPath(keys: [key], location: location), emptyIsMissing: emptyIsMissing))]
        isWritten = false
        self.coercion = coercion
    }

    /// The places the value is read at, in the order tried (those of `.place` and `.document`
    /// origins); none for the rest, which is read at no place.
    package var places: [Place] {
        origins.compactMap { origin in
            switch origin {
            case .place(let place), .document(let place): place
            case .rest: nil
            }
        }
    }

    /// The paths of `places`, in the order tried.
    package var paths: [PayloadKeyPath] { places.map(\.path) }

    /// The first origin's path: where encoding writes the value, and what a missing required
    /// value names (for the rest, its key: messages only).
    package var firstPath: PayloadKeyPath {
        switch origins[0] {
        case .place(let place), .document(let place): place.path
        case .rest(let key): key
        }
    }

    /// The paths after the first (those of `paths:` after its first); empty for one place.
    package var laterPaths: [PayloadKeyPath] { paths.dropFirst().map { $0 } }

    /// Whether there is more than one origin to try (`paths:` with several paths).
    package var hasAlternatives: Bool { origins.count > 1 }

    /// Whether the value is read with `coerce: strings` (the readers' `coerce` flag).
    package var coercesStrings: Bool { coercion.contains(.strings) }

    /// Whether a place has an option (`is:`, `empty: missing`): not every non-null value
    /// there counts (docs/language.md §5.2).
    package var hasPlaceOptions: Bool { places.contains(where: \.hasOptions) }

    /// Makes every place start at `root`.
    package mutating func root(at root: PlaceRoot) {
        origins = origins.map { origin in
            switch origin {
            case .place(var place):
                place.root = root
                return .place(place)
            case .document(var place):
                place.root = root
                return .document(place)
            case .rest: return origin
            }
        }
    }
}

/// Where a value comes from: one of the origins of its source (`ValueSource`, docs/language.md
/// §5). Every stage that reads values switches over these, so that a new origin (a link's
/// path segment or query item) is one more case the compiler asks each stage to handle.
package enum Origin: Sendable {
    /// A place of the payload, or of the object for an object type's fields.
    case place(Place)
    /// The document inside the JSON string at a place the table lists (`jsonStrings`,
    /// docs/language.md §5.3), whatever JSON value it is: a route's param that reads the listed
    /// place itself and whose type is no object type. Folded in by the checks.
    case document(Place)
    /// The rest of the payload or object (`rest: true`, docs/language.md §5.5): every key that
    /// nothing else reads, as a map. Read at no place; the path is the member's own key, for
    /// messages.
    case rest(PayloadKeyPath)

    /// The origin's key path: its place's, or for the rest its key (for messages).
    package var path: PayloadKeyPath {
        switch self {
        case .place(let place), .document(let place): place.path
        case .rest(let key): key
        }
    }
}

/// One place a value is looked for (docs/language.md §5): a path of steps from the payload's
/// root, or from the object for an object type's fields, and what counts as a value there.
/// A `ValueSource` tries its places in order; the discriminators, `when` conditions and
/// `jsonStrings` entries are places too. Written as a path, or in the mapping form `{path:
/// P, is: KIND, empty: missing}` (docs/language.md §5.2). Two places are the same when
/// their paths and options are (where they were written does not count).
package struct Place: Sendable, Hashable, CustomStringConvertible {
    /// Where the path starts.
    package var root: PlaceRoot = .payload
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
    package func countsOnlyWhat(_ other: Place) -> Bool {
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
    package static func == (lhs: Place, rhs: Place) -> Bool {
        lhs.root == rhs.root && lhs.path == rhs.path && lhs.kind?.value == rhs.kind?.value
            && lhs.emptyIsMissing == rhs.emptyIsMissing
    }

    /// Hashes the path and options.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(path)
        hasher.combine(kind?.value)
        hasher.combine(emptyIsMissing)
    }
}

/// Where a place's path starts (docs/language.md §5): the payload's root (a route's params,
/// discriminators, `when` conditions, `jsonStrings` entries), or the object an object type's
/// fields are read from, wherever that object is. A route reads only a payload; the root is
/// where another door (a link) would say it reads something else.
package enum PlaceRoot: Sendable, Hashable {
    /// The payload's root.
    case payload
    /// The object of an object type's fields.
    case object
}

/// The JSON kinds a place may take (`is:`, docs/language.md §5.2): the runtime's, which
/// generated code and the interpreter count values with.
package typealias PlaceKind = PushRouting.PlaceKind
