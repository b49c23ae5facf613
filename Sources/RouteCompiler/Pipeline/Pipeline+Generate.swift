/// What `generate` made of a table: its Swift files, or the diagnostics that stop it.
package struct GenerationResult: Sendable {
    /// The table's checks.
    package var validation: ValidationResult
    /// The table's diagnostics and the clashes of the options with it, in print order.
    package var diagnostics: [Diagnostic]
    /// The generated files, in `SwiftEmitter.fileNames(options)` order; nil when there is any
    /// error.
    package var files: [GeneratedFile]?

    /// "routes.yaml: 10 routes, 8 destinations -> Generated/ (2 files changed)": the line
    /// `generate` prints once `changed` files of the folder `output` were written.
    package func summary(table path: String, output: String, changed: Int) -> String {
        let table = validation.table
        return
            "\(path): \(Counted(table?.routes.count ?? 0, "route")), \(Counted(table?.destinations.count ?? 0, "destination")) -> \(output)/ (\(Counted(changed, "file")) changed)"
    }
}

extension Pipeline {
    /// The options of `generate`: those of a `routegen-config.yaml` (`config`: its path and
    /// bytes), then the command line's. Nil, with the problems of the file, when the file
    /// has errors.
    package static func generationOptions(
        config: (file: String, bytes: [UInt8])?, namePrefix: String?,
        accessModifier: GenerationOptions.AccessModifier?
    ) -> (options: GenerationOptions?, diagnostics: [Diagnostic]) {
        var options = GenerationOptions()
        var diagnostics: [Diagnostic] = []
        if let config {
            let read = ConfigReader.read(config.bytes, file: config.file)
            diagnostics = read.diagnostics
            guard let fromFile = read.options else { return (nil, diagnostics) }
            options = fromFile
        }
        if let namePrefix { options.namePrefix = namePrefix }
        if let accessModifier { options.accessModifier = accessModifier }
        return (options, diagnostics)
    }

    /// `generate`: checks the table rooted at `root` and, when it has no errors and `options`
    /// do not clash with it, emits its Swift files (stages 1 to 5).
    package static func generate(
        root: String, sources: any SourceProvider, options: GenerationOptions
    ) -> Result<GenerationResult, SourceReadError> {
        validate(root: root, sources: sources).map { validation in
            let clashes = validation.table.map(options.clashes(with:)) ?? []
            let diagnostics = (validation.diagnostics + clashes).sortedForPrinting(files: FileOrder(validation.files))
            let files = clashes.isEmpty ? validation.table.map { generate($0, options: options) } : nil
            return GenerationResult(validation: validation, diagnostics: diagnostics, files: files)
        }
    }

    /// The Swift files for a table without errors (stages 4 and 5).
    package static func generate(
        _ table: ValidatedTable, options: GenerationOptions = GenerationOptions()
    )
        -> [GeneratedFile]
    {
        SwiftEmitter.emit(lower(table), options: options)
    }
}
