/// Where the pipeline gets the bytes of included files. The pipeline never touches the
/// disk itself: the CLI passes a provider that reads files, tests pass one that holds
/// them in memory.
package protocol SourceProvider {
    /// The bytes of the file at `path` (as the pipeline names it: joined to the including
    /// file's directory). Throws when it cannot be read.
    func read(_ path: String) throws(SourceReadError) -> [UInt8]
}

/// Why a file could not be read.
package struct SourceReadError: Error, Sendable, Hashable {
    /// For example "no such file".
    package var reason: String

    /// Creates an error.
    package init(_ reason: String) { self.reason = reason }
}

/// Files held in memory, by path.
package struct InMemorySources: SourceProvider, Sendable {
    /// The files.
    package var files: [String: [UInt8]]

    /// Creates a provider holding `files` (texts, stored as UTF-8).
    package init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// Creates a provider holding `files` as bytes.
    package init(bytes files: [String: [UInt8]]) {
        self.files = files
    }

    /// The bytes held for `path`.
    package func read(_ path: String) throws(SourceReadError) -> [UInt8] {
        guard let bytes = files[path] else { throw SourceReadError("no such file") }
        return bytes
    }
}

/// Lexical path handling for includes: relative to the including file, `.` and `..`
/// resolved without asking the file system.
package enum SourcePath {
    /// `include` resolved against the directory of `file`.
    package static func resolve(_ include: String, from file: String) -> String {
        if include.hasPrefix("/") { return normalize(include) }
        guard let slash = file.lastIndex(of: "/") else { return normalize(include) }
        return normalize(String(file[...slash]) + include)
    }

    /// `a/./b/../c` → `a/c`; keeps a leading `/` and leading `..` segments.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
