@_spi(Generated) import PushRouting

/// The table's `jsonStrings` (docs/language.md §5.3): key paths whose value, when it is a
/// string, holds a JSON object that every path stepping into it reads as if it were the
/// object itself (the discriminators', `when` conditions' and values' places alike). It is
/// part of where values come from (`ValueSource`) that the table states once for all of
/// them. Generated code and the interpreter expand the payload with the runtime's
/// `JSONStrings` before anything is read, and encode the objects there back as JSON text.
///
/// Today every listed path holds an object; a string holding another kind of JSON (an
/// array) would be a kind of entry of its own, decided here.
public struct JSONStringPaths: Sendable, RandomAccessCollection {
    /// The listed paths, in the order written.
    public private(set) var paths: [PayloadKeyPath]

    /// The paths of `jsonStrings:`.
    public init(_ paths: [PayloadKeyPath] = []) {
        self.paths = paths
    }

    /// The first index.
    public var startIndex: Int { paths.startIndex }
    /// The index past the last path.
    public var endIndex: Int { paths.endIndex }
    /// The path at `index`.
    public subscript(index: Int) -> PayloadKeyPath { paths[index] }

    /// The runtime's expander of these paths (what generated code builds), nil when the
    /// table lists none.
    package var expander: JSONStrings? {
        paths.isEmpty ? nil : JSONStrings(paths.map(\.payloadPath))
    }

    /// The listed path that is `path` itself, if any.
    func listed(_ path: PayloadKeyPath) -> PayloadKeyPath? {
        paths.first { $0 == path }
    }

    /// The listed paths as keys (for the schema, which walks keys).
    var keyPaths: [[String]] { paths.map(\.keys) }
}
