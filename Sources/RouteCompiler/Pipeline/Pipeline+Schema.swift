/// What `schema` made of a table: the JSON Schema of its payloads, or the errors that stop it.
package struct SchemaResult: Sendable {
    /// The table's checks (their diagnostics in print order).
    package var validation: ValidationResult
    /// The schema, rendered with an indent of 2 and a final newline; nil when the table has
    /// errors.
    package var text: String?
}

extension Pipeline {
    /// `schema`: checks the table rooted at `root` and writes the JSON Schema (2020-12) of the
    /// payloads its generated decoder accepts.
    package static func schema(root: String, sources: any SourceProvider) -> Result<SchemaResult, SourceReadError> {
        validate(root: root, sources: sources).map { validation in
            SchemaResult(
                validation: validation,
                text: validation.table.map { payloadSchema($0).rendered(indent: 2) + "\n" })
        }
    }

    /// The JSON Schema of the payloads a table without errors accepts.
    package static func payloadSchema(_ table: ValidatedTable) -> JSONDocument {
        PayloadSchema.document(lower(table))
    }
}
