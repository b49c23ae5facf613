/// The compiler's entry points: one for each command of `routegen` (`validate`, `generate`,
/// `explain`, `schema`, `breaking`), each running the stages in order (docs/architecture.md):
///
///     bytes ─ 1-YAML ─▶ YAMLNode ─ 2-Syntax ─▶ RouteTable ─ 3-Checks ─▶ ValidatedTable
///           ─ 4-Lowering ─▶ plans ─ 5-Backends ─▶ Swift files, explanations, a schema, changes
///
/// Pure: files come in through a `SourceProvider` (or as bytes), results go out as values with
/// their diagnostics in print order; nothing here reads or writes the disk, prints or exits.
/// The CLI keeps argument parsing, files and exit codes.
package enum Pipeline {
    /// Reads the root file `root` through `sources` and checks the table it roots (stages 1
    /// to 3). Fails only when the root file cannot be read.
    package static func validate(
        root: String, sources: any SourceProvider, limits: YAMLLimits = YAMLLimits()
    ) -> Result<ValidationResult, SourceReadError> {
        do {
            let bytes = try sources.read(root)
            return .success(validate(rootPath: root, rootBytes: bytes, sources: sources, limits: limits))
        } catch {
            return .failure(error)
        }
    }
}

/// What checking a routes table found.
package struct ValidationResult: Sendable {
    /// Every problem, sorted by file and position (docs/language.md §9).
    package var diagnostics: [Diagnostic]
    /// The table when it has no errors.
    package var table: ValidatedTable?
    /// Every file read, the root first.
    package var files: [String]
    /// Nodes visited resolving YAML aliases (bounded by `YAMLLimits.maxAliasNodes` per file).
    package var aliasNodesVisited: Int

    /// Whether any error was found.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The line `validate` prints for the table rooted at `path`: "routes.yaml: 10 routes, 8
    /// destinations, 3 types" (with the number of files and of warnings when there are any),
    /// or its counts of errors and warnings when it has errors.
    package func summary(path: String) -> String {
        guard let table else { return "\(path): \(Counted.problems(diagnostics))" }
        let warnings = diagnostics.count { $0.severity == .warning }
        return
            "\(path): \(Counted(table.routes.count, "route")), \(Counted(table.destinations.count, "destination")), \(Counted(table.types.count, "type"))"
            + (table.files.count > 1 ? " in \(table.files.count) files" : "")
            + (warnings > 0 ? " (\(Counted(warnings, "warning")))" : "")
    }
}

extension Pipeline {
    /// Lowers a table without errors into the plans every back end reads (stage 4).
    package static func lower(_ table: ValidatedTable) -> TablePlan {
        TablePlan(table)
    }

    /// Loads and checks the table rooted at `rootPath` (whose bytes are `rootBytes`),
    /// reading includes through `sources`: stages 1 to 3.
    package static func validate(
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
    package static func validate(
        root: String, files: [String: String], limits: YAMLLimits = YAMLLimits()
    )
        -> ValidationResult
    {
        let sources = InMemorySources(files)
        return validate(rootPath: root, rootBytes: sources.files[root] ?? [], sources: sources, limits: limits)
    }
}
