/// What checking a routes table found.
public struct ValidationResult: Sendable {
    /// Every problem, sorted by file and position (docs/language.md §9).
    public var diagnostics: [Diagnostic]
    /// The table when it has no errors.
    public var table: ValidatedTable?
    /// Every file read, the root first.
    public var files: [String]
    /// Nodes visited resolving YAML aliases (bounded by `YAMLLimits.maxAliasNodes` per file).
    public var aliasNodesVisited: Int

    /// Whether any error was found.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The compiler's entry points. Pure: files come in as bytes or through a
/// `SourceProvider`, results go out as values; nothing here reads or writes the disk.
public enum Pipeline {
    /// Loads and checks the table rooted at `rootPath` (whose bytes are `rootBytes`),
    /// reading includes through `sources`.
    public static func validate(
        rootPath: String, rootBytes: [UInt8], sources: any SourceProvider, limits: YAMLLimits = YAMLLimits()
    ) -> ValidationResult {
        let diagnostics = DiagnosticCollector()
        let loaded = TableLoader(sources: sources, limits: limits, diagnostics: diagnostics)
            .load(rootPath: rootPath, rootBytes: rootBytes)
        var table: ValidatedTable?
        if loaded.rootParsed {
            table = TableChecker(diagnostics: diagnostics).check(
                loaded.table, routesLocation: loaded.routesLocation)
        }
        return ValidationResult(
            diagnostics: diagnostics.sorted(files: FileOrder(loaded.table.files)),
            table: diagnostics.hasErrors ? nil : table,
            files: loaded.table.files, aliasNodesVisited: loaded.aliasNodesVisited)
    }

    /// Checks a table held in memory: `files` maps paths to contents, `root` names the root.
    public static func validate(
        root: String, files: [String: String], limits: YAMLLimits = YAMLLimits()
    )
        -> ValidationResult
    {
        let sources = InMemorySources(files)
        return validate(rootPath: root, rootBytes: sources.files[root] ?? [], sources: sources, limits: limits)
    }
}

extension Pipeline {
    /// The Swift files for a table without errors.
    public static func generate(
        _ table: ValidatedTable, options: GenerationOptions = GenerationOptions()
    )
        -> [GeneratedFile]
    {
        SwiftEmitter.emit(table, options: options)
    }
}

extension Pipeline {
    /// The JSON Schema of the payloads a table without errors accepts.
    public static func payloadSchema(_ table: ValidatedTable) -> JSONDocument {
        PayloadSchema.document(table)
    }
}
