/// What `association` made of a table: its links' association files and app settings, or
/// the errors that stop it.
package struct AssociationResult: Sendable {
    /// The table's checks (their diagnostics in print order).
    package var validation: ValidationResult
    /// The association files; nil when the table has errors or no link patterns.
    package var file: AssociationFile?
    /// The app's settings; nil when the table has errors or no link patterns.
    package var settings: AppLinkSettings?
}

extension Pipeline {
    /// `association`: checks the table rooted at `root` and makes its links' association
    /// files for `appIDs` (the table's `links: appIDs:` when empty) and the app's settings.
    package static func association(
        root: String, sources: any SourceProvider, appIDs: [String]
    ) -> Result<AssociationResult, SourceReadError> {
        validate(root: root, sources: sources).map { validation in
            guard let table = validation.table, let links = lower(table).links else {
                return AssociationResult(validation: validation)
            }
            let ids = appIDs.isEmpty ? table.links?.appIDs.map(\.value) ?? [] : appIDs
            return AssociationResult(
                validation: validation, file: AssociationFile(links, appIDs: ids),
                settings: AppLinkSettings(links, appIDs: ids))
        }
    }
}
