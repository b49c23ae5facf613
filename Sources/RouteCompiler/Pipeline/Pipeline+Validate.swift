/// What `validate FILE...` found: each table's result, and every diagnostic of them in one
/// print order.
package struct ValidationReport: Sendable {
    /// Each root file given, in order, with its result, or why it could not be read.
    package var tables: [(root: String, result: Result<ValidationResult, SourceReadError>)]
    /// The diagnostics of every table that could be read, sorted once (by file, in the
    /// order the tables read them, then position).
    package var diagnostics: [Diagnostic]

    /// Whether a root file could not be read.
    package var hasUnreadableFile: Bool {
        tables.contains { if case .failure = $0.result { true } else { false } }
    }

    /// Whether a table has errors.
    package var hasErrors: Bool {
        tables.contains { (try? $0.result.get())?.hasErrors ?? false }
    }
}

extension Pipeline {
    /// `validate FILE...`: checks each table rooted at one of `roots` (stages 1 to 3).
    package static func validate(roots: [String], sources: any SourceProvider) -> ValidationReport {
        var tables = roots.map { (root: $0, result: validate(root: $0, sources: sources)) }
        // Links across the tables (docs/language.md §14.5): one app opens a URL once.
        let valid = tables.indices.compactMap { index in (try? tables[index].result.get())?.table.map { (index, $0) } }
        for (table, diagnostic) in LinkChecks.acrossTables(valid.map(\.1)) {
            let index = valid[table].0
            guard case .success(var result) = tables[index].result else { continue }
            result.diagnostics.append(diagnostic)
            result.table = nil
            tables[index].result = .success(result)
        }
        let read = tables.compactMap { try? $0.result.get() }
        let diagnostics = read.flatMap(\.diagnostics).sortedForPrinting(files: FileOrder(read.flatMap(\.files)))
        return ValidationReport(tables: tables, diagnostics: diagnostics)
    }
}
