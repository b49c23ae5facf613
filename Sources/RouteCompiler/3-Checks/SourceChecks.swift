/// The rules of docs/language.md §5 that need the whole table: `separator` only on arrays
/// of strings, numbers, booleans or string enums (named and open enums included), and no
/// `jsonStrings` path at or under a discriminator (a param may read a listed path with any
/// type: it reads the document there, §5.3).
struct SourceChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        for route in table.routes {
            for param in route.params {
                checkSeparator(param, .param(param.key, route: route.value), types: types)
            }
            checkRest(route.params) { .param($0, route: route.value) }
        }
        for type in table.types {
            for field in type.fields ?? [] {
                checkSeparator(field, .field(field.key, type: type.name), types: types)
            }
            checkRest(type.fields ?? []) { .field($0, type: type.name) }
        }
        if table.discriminatorSource != .unreadable {
            for path in table.jsonStrings {
                if let discriminator = table.discriminators.first(where: { path.hasPrefix($0) }) {
                    diagnostics.report(
                        .jsonStringAtDiscriminator(
                            path, discriminator: discriminator, isWritten: table.discriminatorSource == .written))
                }
            }
        }
    }

    /// At most one `rest: true` value per route or object type (docs/language.md §5.5).
    private func checkRest(_ fields: [Field], _ subject: (String) -> DiagnosticSubject) {
        // Each rest origin, where its `rest: true` is written.
        let rest = fields.compactMap { field -> (key: String, at: SourceLocation)? in
            for origin in field.source.origins {
                switch origin {
                case .rest: return (field.key, field.source.written.rest ?? field.location)
                case .place, .document: continue
                }
            }
            return nil
        }
        guard let first = rest.first else { return }
        for other in rest.dropFirst() {
            diagnostics.report(
                .duplicateRest(subject(other.key), first: subject(first.key), at: other.at, earlier: first.at))
        }
    }

    private func checkSeparator(_ field: Field, _ subject: DiagnosticSubject, types: [String: NamedType]) {
        guard field.source.separator != nil, let separatorLocation = field.source.written.separator else { return }
        var applies = false
        if case .array(let element, _) = field.type {
            switch element {
            case .builtin(let builtin, _): applies = [.string, .int, .double, .bool].contains(builtin)
            case .named(let name):
                // A string enum, open or not (docs/language.md §3.9); `APS` is an object.
                guard let named = types[name.value] else {
                    if BuiltinNamedTypes.contains(name.value) { break }
                    return  // unknown-type is reported
                }
                if case .enumeration = named.kind { applies = true }
            case .array, .map, .union: applies = false
            }
        }
        if !applies {
            diagnostics.report(
                .separatorNotApplicable(
                    subject, type: field.type, at: field.source.written.separatorKey ?? separatorLocation))
        }
    }
}
