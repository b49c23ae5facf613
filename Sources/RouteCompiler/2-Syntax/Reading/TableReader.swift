/// What one routes file declares (docs/language.md §2, §8).
struct FileContents {
    /// The discriminators, when `discriminator:` or `discriminators:` was written and read.
    var discriminators: [Place]?
    var unrouted: UnroutedPolicy?
    /// Where the value of `unrouted:` is, when it is written.
    var unroutedLocation: SourceLocation?
    /// The table's `invalid:` (docs/language.md §13.1), and where its value is.
    var invalid: InvalidRule?
    var invalidLocation: SourceLocation?
    /// Whether `discriminator:` was written but could not be read (the error is reported).
    var discriminatorUnreadable = false
    var coercion: Coercion?
    /// `empty:` (docs/language.md §5.2): whether an empty string counts as missing wherever a
    /// place does not say otherwise.
    var emptyIsMissing: Bool?
    /// The paths of `jsonStrings:` (docs/language.md §5.3).
    var jsonStrings = JSONStringPaths()
    /// `links:` (docs/language.md §14.1).
    var links: LinkSettings?
    /// `identity:` (docs/language.md §15).
    var identity: PayloadKeyPath?
    var includes: [Located<String>] = []
    var types: [NamedType] = []
    var routes: [Route] = []
    /// Where `routes:` is written, when it is.
    var routesKeyLocation: SourceLocation?
}

/// Reads one file's root mapping. The root file may set `discriminator` (or
/// `discriminators`), `coerce`, `empty`, `unrouted`, `invalid` and `jsonStrings`; included
/// files may
/// not.
struct TableReader {
    let diagnostics: DiagnosticCollector

    static let rootKeys = [
        "version", "discriminator", "discriminators", "unrouted", "invalid", "coerce", "empty", "jsonStrings",
        "links", "identity", "include", "types", "routes",
    ]
    /// The keys only the root file may set.
    static let rootOnlyKeys = [
        "discriminator", "discriminators", "unrouted", "invalid", "coerce", "empty", "jsonStrings", "links",
        "identity",
    ]

    /// Reads the top-level keys of `root` (nil for a file without a document).
    /// `defaultCoercion` and `defaultEmpty` are the root file's `coerce` and `empty`, for
    /// included files.
    func read(
        _ root: YAMLNode?, file: String, isRoot: Bool, defaultCoercion: Coercion, defaultEmpty: Bool = false
    ) -> FileContents {
        var contents = FileContents()
        guard let root else {
            diagnostics.report(
                .missingKey("version", at: .start(of: file), in: .routesFile, example: "version: 1"))
            return contents
        }
        guard
            let mapping = MappingReader(
                root, context: .routesFile, allowed: TableReader.rootKeys,
                required: ["version": "version: 1"], owner: root.location, diagnostics: diagnostics)
        else { return contents }

        if let node = mapping["version"] {
            if case .number(let n)? = node.scalar?.value, n.int64 == 1 {
                // Supported.
            } else {
                diagnostics.report(.unsupportedVersion(node))
            }
        }
        for key in TableReader.rootOnlyKeys where !isRoot && mapping.has(key) {
            diagnostics.report(.rootOnlyKey(key, at: mapping.keyLocation(key)!))
        }
        if isRoot, let node = mapping["empty"] {
            contents.emptyIsMissing = PlaceReader.empty(node, diagnostics: diagnostics)
        }
        let emptyIsMissing = contents.emptyIsMissing ?? defaultEmpty
        if isRoot {
            let selection = SelectionReader(diagnostics: diagnostics, emptyIsMissing: emptyIsMissing)
            (contents.discriminators, contents.discriminatorUnreadable) = selection.discriminators(of: mapping)
            contents.unrouted = mapping["unrouted"].flatMap(selection.unrouted)
            contents.unroutedLocation = mapping["unrouted"]?.location
            contents.invalid = mapping["invalid"].flatMap(selection.invalidRule)
            contents.invalidLocation = mapping["invalid"]?.location
        }
        if isRoot, let node = mapping["links"] {
            contents.links = LinkReader(diagnostics: diagnostics).settings(
                node, keyLocation: mapping.keyLocation("links")!)
        }
        if isRoot, let node = mapping["identity"] {
            contents.identity = PathReader.read(node, what: "identity", diagnostics: diagnostics)
        }
        if isRoot, let node = mapping["coerce"] {
            contents.coercion = CoercionReader.read(node, diagnostics: diagnostics)
        }
        if isRoot, let node = mapping["jsonStrings"] {
            contents.jsonStrings = SourceReader(diagnostics: diagnostics).jsonStrings(
                node, emptyIsMissing: emptyIsMissing)
        }
        if let node = mapping["include"] {
            contents.includes = ScalarReader.strings(
                node, what: "include", entry: .element(.includedPath), diagnostics: diagnostics)
        }
        let fields = FieldReader(
            diagnostics: diagnostics, defaultCoercion: contents.coercion ?? defaultCoercion,
            defaultEmpty: emptyIsMissing)
        if let node = mapping["types"] {
            contents.types = NamedTypeReader(diagnostics: diagnostics, fields: fields).types(node)
        }
        contents.routesKeyLocation = mapping.keyLocation("routes")
        if let node = mapping["routes"] {
            contents.routes = RouteReader(diagnostics: diagnostics, fields: fields).routes(node)
        }
        return contents
    }
}
