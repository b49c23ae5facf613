/// The version of a table `breaking` compares with.
package struct OldVersion: Sendable {
    /// Its checks.
    package var validation: ValidationResult
    /// The git revision it was read at (`--against-git`), which then names its files
    /// (`HEAD~1:routes.yaml`); nil for a file (`--against`).
    package var revision: String?
    /// How the summary names it: the revision, or the old file's path.
    package var name: String

    /// The old version `name`, checked as `validation`, read at `revision` (nil for a file).
    package init(_ validation: ValidationResult, revision: String?, name: String) {
        self.validation = validation
        self.revision = revision
        self.name = name
    }

    /// `diagnostic` as printed for this version: with a revision, its files are named by it,
    /// as removals are, not as the working files.
    func named(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let revision else { return diagnostic }
        var named = diagnostic
        named.location.file = "\(revision):\(named.location.file)"
        for i in named.notes.indices { named.notes[i].location.file = "\(revision):\(named.notes[i].location.file)" }
        return named
    }
}

/// What `breaking` found.
package struct BreakingReport: Sendable {
    /// What to print, in order: the changes (acknowledged ones as warnings) and the problems
    /// of the acknowledgements file; or, when nothing could be compared, the errors that
    /// stopped it.
    package var diagnostics: [Diagnostic]
    /// How the changes were sorted out; nil when a table or the acknowledgements file has
    /// errors (nothing was compared).
    package var outcome: Acknowledgements.Outcome?
    /// The summary `breaking` prints in text form.
    package var summary: String
}

extension Pipeline {
    /// The acknowledgements `breaking` applies: those of the file `file` (nil `bytes`: there
    /// is none), with the problems of the file.
    package static func acknowledgements(file: String, bytes: [UInt8]?) -> (Acknowledgements, [Diagnostic]) {
        guard let bytes else { return (Acknowledgements.none(file: file), []) }
        return Acknowledgements.read(bytes, file: file)
    }

    /// `breaking`: the changes from `old` to `new` (the table rooted at `path`) that break apps
    /// already installed, sorted into acknowledged and not by `acknowledgements` (whose
    /// file's problems are `problems`; `acknowledgementsFileExists`: whether that file is
    /// there, for the summary's advice).
    package static func breaking(
        new: ValidationResult, path: String, old: OldVersion, acknowledgements: Acknowledgements,
        problems: [Diagnostic], acknowledgementsFileExists: Bool
    ) -> BreakingReport {
        guard let newTable = new.table, let oldTable = old.validation.table,
            !problems.contains(where: { $0.severity == .error })
        else {
            // The old version's errors stop the comparison; its warnings are not printed (they
            // are its own, and the ones the new table shares are printed once, with it).
            let oldErrors = old.validation.diagnostics.filter { $0.severity == .error }.map(old.named)
            return BreakingReport(
                diagnostics: new.diagnostics + oldErrors + problems, outcome: nil,
                summary: new.table == nil || old.validation.table == nil
                    ? "cannot compare tables with errors\n" : "\(acknowledgements.file) has errors\n")
        }
        var changes = BreakingChanges.changes(old: lower(oldTable), new: lower(newTable))
        // Removals point into the old version: with a revision, name it, not the working file.
        if let revision = old.revision {
            for i in changes.indices where [.removedRoute, .removedAlias].contains(changes[i].code) {
                changes[i].diagnostic.location.file = "\(revision):\(changes[i].diagnostic.location.file)"
            }
        }
        let outcome = acknowledgements.apply(to: changes, against: old.name)
        let printed = (outcome.unacknowledged.map(\.diagnostic) + outcome.acknowledged + outcome.unused + problems)
            .sortedForPrinting(files: FileOrder(newTable.files + [acknowledgements.file]))
        return BreakingReport(
            diagnostics: printed, outcome: outcome,
            summary: breakingSummary(
                outcome, path: path, compared: old.name, acknowledgementsFile: acknowledgements.file,
                exists: acknowledgementsFileExists))
    }

    /// The summary line, and for changes that are not acknowledged the entries that would
    /// acknowledge them.
    private static func breakingSummary(
        _ outcome: Acknowledgements.Outcome, path: String, compared: String, acknowledgementsFile: String,
        exists: Bool
    ) -> String {
        let count = outcome.unacknowledged.count
        var text = "\(path): "
        text += count == 0 ? "no breaking changes" : "\(Counted(count, "breaking change"))"
        text += " against \(compared)"
        if !outcome.acknowledged.isEmpty {
            text += " (\(outcome.acknowledged.count) more acknowledged in \(acknowledgementsFile))"
        }
        text += "\n"
        guard count > 0 else { return text }
        text += "\nIf \(count == 1 ? "this change is" : "these changes are") intended, "
        text +=
            exists
            ? "add to the acknowledged: list of \(acknowledgementsFile)"
            : "create \(acknowledgementsFile) with"
        text += " (and a reason: for each) in the same pull request:\n"
        if !exists { text += "version: 1\nacknowledged:\n" }
        text += Acknowledgements.yamlEntries(for: outcome.unacknowledged)
        return text
    }
}
