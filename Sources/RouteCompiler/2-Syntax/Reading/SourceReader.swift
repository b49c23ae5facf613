/// Reads a param's or field's source, where its value comes from and how it is taken
/// (`ValueSource`, docs/language.md §5): `path` or `paths`, `coerce`, `relative`, `separator`,
/// `lenient` and `rest`; and the table's `jsonStrings`. (`coerce` lists are `CoercionReader`'s.) What
/// needs the named types, `separator` on an array of objects, is checked later
/// (`SourceChecks`).
struct SourceReader {
    let diagnostics: DiagnosticCollector

    /// The long-form keys this reader reads besides `path` and `coerce`.
    static let keys = ["paths", "relative", "separator", "lenient", "empty", "rest"]

    /// The places and coercion of the member `key` (written at `keyLocation`) whose long
    /// form is `mapping`: `path:` or `paths:` (else the key itself), each a path or the
    /// mapping form of a place (docs/language.md §5.2), with the member's `empty:` (else
    /// `defaultEmpty`, the table's) where a place does not say; and `coerce:` (else
    /// `defaultCoercion`, the table's). `relative`, `separator` and `lenient` need the type:
    /// `readModifiers` reads them.
    func source(
        in mapping: MappingReader, key: String, keyLocation: SourceLocation, defaultCoercion: Coercion,
        defaultEmpty: Bool = false
    ) -> ValueSource {
        let emptyIsMissing =
            mapping["empty"].flatMap { PlaceReader.empty($0, diagnostics: diagnostics) } ?? defaultEmpty
        let places = PlaceReader(diagnostics: diagnostics, emptyIsMissing: emptyIsMissing, elements: true)
        var source = ValueSource(key: key, at: keyLocation, coercion: defaultCoercion, emptyIsMissing: emptyIsMissing)
        if let node = mapping["path"], let read = places.read(node, what: "path") {
            source.origins = [.place(read)]
            source.isWritten = true
        }
        let paths = self.paths(in: mapping, reader: places)
        if !paths.isEmpty {
            source.origins = paths.map(Origin.place)
            source.isWritten = true
        }
        if let node = mapping["coerce"], let read = CoercionReader.read(node, diagnostics: diagnostics) {
            source.coercion = read
        }
        return source
    }

    /// The paths of `paths:`, in order; empty when it is not written, cannot be read
    /// (reported), or is written beside `path:` (reported: `path` is kept).
    private func paths(in mapping: MappingReader, reader: PlaceReader) -> [Place] {
        guard let node = mapping["paths"] else { return [] }
        if let pathKey = mapping.keyLocation("path"), let pathsKey = mapping.keyLocation("paths") {
            diagnostics.report(.bothPathKeys(path: pathKey, paths: pathsKey))
            return []
        }
        guard case .sequence(let items) = node.content else {
            diagnostics.report(.wrongKind(node, expected: .listOfKeyPaths, for: "paths"))
            return []
        }
        guard !items.isEmpty else {
            diagnostics.report(.emptyPathsList(at: node.location))
            return []
        }
        return reader.read(list: items, what: .element(.path)) ?? []
    }

    /// Reads `relative`, `separator` and `lenient` into the source of `field` (its type,
    /// optionality and default already read), reporting what cannot apply to it at the key
    /// (docs/diagnostics.md, Position).
    func readModifiers(of field: inout Field, in mapping: MappingReader, what: DiagnosticSubject) {
        if let node = mapping["relative"], ScalarReader.bool(node, what: "relative", diagnostics: diagnostics) == true {
            if Self.holdsURL(field.type) {
                field.source.isRelative = true
                field.source.written.relative = node.location
            } else {
                diagnostics.report(
                    .relativeWithoutURL(what, type: field.type, at: mapping.keyLocation("relative") ?? node.location))
            }
        }
        if let node = mapping["separator"],
            let separator = ScalarReader.string(node, what: "separator", diagnostics: diagnostics)
        {
            if separator.isEmpty {
                diagnostics.report(.emptySeparator(at: node.location))
            } else {
                field.source.separator = separator
                field.source.written.separator = node.location
                field.source.written.separatorKey = mapping.keyLocation("separator")
            }
        }
        if let node = mapping["lenient"], ScalarReader.bool(node, what: "lenient", diagnostics: diagnostics) == true {
            // A value that fails to read is nil, or takes its default (docs/language.md §5.4).
            if !field.isOptional && field.defaultLiteral == nil {
                diagnostics.report(.lenientOnRequired(what, at: mapping.keyLocation("lenient") ?? node.location))
            } else {
                field.source.isLenient = true
                field.source.written.lenient = node.location
            }
        }
        if let node = mapping["rest"], ScalarReader.bool(node, what: "rest", diagnostics: diagnostics) == true {
            readRest(of: &field, at: node.location, in: mapping, what: what)
        }
    }

    /// `rest: true` (docs/language.md §5.5): on a map that is never missing, read at no
    /// path, whose entries are not counted.
    private func readRest(
        of field: inout Field, at location: SourceLocation, in mapping: MappingReader, what: DiagnosticSubject
    ) {
        let key = mapping.keyLocation("rest") ?? location
        guard case .map = field.type else {
            diagnostics.report(.restWithoutMap(what, type: field.type, at: key))
            return
        }
        var readable = true
        if field.isOptional {
            diagnostics.report(.restOnOptional(what, at: key))
            readable = false
        }
        for pathKey in ["path", "paths"] where mapping.has(pathKey) {
            diagnostics.report(.restWithPath(what, pathKey, at: mapping.keyLocation(pathKey) ?? key))
            readable = false
        }
        for countKey in ["minItems", "maxItems"] where mapping.has(countKey) {
            diagnostics.report(.restWithCount(what, countKey, at: mapping.keyLocation(countKey) ?? key))
            readable = false
        }
        if mapping.has("empty") {
            diagnostics.report(.restWithEmpty(what, at: mapping.keyLocation("empty") ?? key))
            readable = false
        }
        guard readable else { return }
        // Read at no place: its key is for messages only, and the table's `empty:` does not
        // apply to it (docs/language.md §5.5).
        field.source.origins = [.rest(field.source.firstPath)]
        field.source.written.rest = location
    }

    /// Whether values of `type` hold `url` values that `relative: true` applies to: a `url`,
    /// as array elements or map values, or as a member of a union (docs/language.md §5.4).
    static func holdsURL(_ type: ValueType) -> Bool {
        switch type {
        case .builtin(let builtin, _): builtin == .url
        case .named: false
        case .array(let element, _), .map(let element, _): holdsURL(element)
        case .union(let members): members.contains(where: holdsURL)
        }
    }

    /// The table's `jsonStrings:` (root file only): a list of key paths, none listed twice,
    /// each a path or the mapping form of a place with `empty:` (docs/language.md §5.3;
    /// `is:` does not apply: `place-option-not-applicable`). `emptyIsMissing`: the table's
    /// `empty:`.
    func jsonStrings(_ node: YAMLNode, emptyIsMissing: Bool = false) -> JSONStringPaths {
        guard case .sequence(let items) = node.content else {
            diagnostics.report(.wrongKind(node, expected: .listOfKeyPaths, for: "jsonStrings"))
            return JSONStringPaths()
        }
        let reader = PlaceReader(diagnostics: diagnostics, emptyIsMissing: emptyIsMissing)
        var places: [Place] = []
        for item in items {
            guard var place = reader.read(item, what: .element(.jsonString)) else { continue }
            if let kind = place.kind {
                diagnostics.report(.kindAtJSONString(place.path, at: kind.location))
                place.kind = nil
            }
            if let earlier = places.first(where: { $0.path == place.path }) {
                diagnostics.report(.duplicateJSONString(place.path, earlier: earlier.path))
                continue
            }
            places.append(place)
        }
        return JSONStringPaths(places: places)
    }
}
