/// A position in a routes file: the file's path as the user named it, and a 1-based line
/// and column. Columns count Unicode code points (docs/language.md §7).
///
/// libyaml's marks are 0-based; they are converted once, where its events are read
/// (`YAMLEventReader`), so every location in this module is 1-based.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as shown in diagnostics.
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, in Unicode code points.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    package static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `FILE:LINE:COLUMN`.
    package var description: String { "\(file):\(line):\(column)" }

    /// `FILE:LINE`, the short form used in provenance remarks.
    package var fileAndLine: String { "\(file):\(line)" }

    /// Orders by file path, then line, then column: the order diagnostics are printed in.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file.unicodeScalars.lexicographicallyPrecedes(rhs.file.unicodeScalars) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}

/// The order of the files of one table: the root first, then included files in the order
/// they were reached (depth first). "Earlier" and "later" across files (for clashes) and
/// the order diagnostics are printed in follow it; within a file, line and column decide.
package struct FileOrder: Sendable {
    private let ranks: [String: Int]

    /// The order of `files`.
    package init(_ files: [String]) {
        var ranks: [String: Int] = [:]
        for (i, file) in files.enumerated() where ranks[file] == nil { ranks[file] = i }
        self.ranks = ranks
    }

    /// Whether `a` comes before `b`.
    package func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        if a.file != b.file {
            let ra = ranks[a.file] ?? Int.max
            let rb = ranks[b.file] ?? Int.max
            if ra != rb { return ra < rb }
        }
        return a < b
    }
}

/// A value together with the place in a routes file it was written.
package struct Located<Value: Sendable>: Sendable {
    /// The value.
    package var value: Value
    /// Where it was written.
    package var location: SourceLocation

    /// Creates a located value.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
