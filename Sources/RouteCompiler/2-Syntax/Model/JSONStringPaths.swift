@_spi(Generated) import PushRouting

/// The table's `jsonStrings` (docs/language.md §5.3): key paths whose value, when it is a
/// string, holds a JSON object that every path stepping into it reads as if it were the
/// object itself (the discriminators', `when` conditions' and values' places alike). It is
/// part of where values come from (`ValueSource`) that the table states once for all of
/// them. Generated code and the interpreter expand the payload with the runtime's
/// `JSONStrings` before anything is read, and encode the objects there back as JSON text.
///
/// A string at a listed path may hold any JSON value: paths that step into it need an
/// object, and a param that reads the listed path itself takes the document whatever it is
/// (`readsDocument`: an array for `[Action]`, anything for `json`).
package struct JSONStringPaths: Sendable, RandomAccessCollection {
    /// The listed places, in the order written: their paths, and whether an empty string
    /// there is nothing at all (`empty: missing`, docs/language.md §5.3).
    package private(set) var places: [Place]

    /// The paths of `jsonStrings:`.
    package init(_ paths: [PayloadKeyPath] = []) {
        self.places = paths.map { Place($0) }
    }

    /// The places of `jsonStrings:`.
    package init(places: [Place]) {
        self.places = places
    }

    /// The listed paths, in the order written.
    package var paths: [PayloadKeyPath] { places.map(\.path) }

    /// The first index.
    package var startIndex: Int { places.startIndex }
    /// The index past the last path.
    package var endIndex: Int { places.endIndex }
    /// The path at `index`.
    package subscript(index: Int) -> PayloadKeyPath { places[index].path }

    /// The runtime's expander of these paths (what generated code builds), nil when the
    /// table lists none.
    package var expander: JSONStrings? {
        guard !places.isEmpty else { return nil }
        guard places.contains(where: \.emptyIsMissing) else { return JSONStrings(paths.map(\.payloadPath)) }
        return JSONStrings(
            places.map { PushRouting.PayloadPlace($0.path.payloadPath, emptyIsMissing: $0.emptyIsMissing) })
    }

    /// Whether a listed place says an empty string there is nothing (`empty: missing`).
    package var hasPlaceOptions: Bool { places.contains(where: \.emptyIsMissing) }

    /// Whether a param of `type` that reads `path` takes the document a string there holds,
    /// whatever JSON value it is (docs/language.md §5.3): the path is listed, and the type is
    /// no object type (a document that is an object is put in place before anything is
    /// read, and an object type reads only that). Generated code and the interpreter then
    /// read `PushRouting.JSONStrings.document(_:)` of the value there. Only a route's params
    /// do: a field's path is relative to its object, wherever that is read.
    package func readsDocument<T: NamedTypeKind>(
        at path: PayloadKeyPath, as type: ValueType, types: [String: T]
    ) -> Bool {
        guard listed(path) != nil else { return false }
        if case .named(let name) = type, types[name.value]?.isObject == true || BuiltinNamedTypes.contains(name.value) {
            return false
        }
        return true
    }

    /// The listed path that is `path` itself, if any.
    func listed(_ path: PayloadKeyPath) -> PayloadKeyPath? {
        paths.first { $0 == path }
    }

    /// The listed paths as keys (for the schema, which walks keys); for each with `empty:
    /// missing`, its keys followed by the empty key as well, which no path written in a
    /// table has (`["data", ""]`: an empty string at `data` is nothing).
    var keyPaths: [[String]] {
        paths.map(\.keys) + places.filter(\.emptyIsMissing).map { $0.path.keys + [""] }
    }
}
