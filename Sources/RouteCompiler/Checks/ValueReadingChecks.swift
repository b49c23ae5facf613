/// The rules of docs/language.md §5 that need the whole table: `separator` only on arrays
/// of strings, numbers, booleans or string enums (named and open enums included), and `jsonStrings`
/// paths that can hold a JSON object where the table reads them.
struct ValueReadingChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let types = table.typesByName
        for route in table.routes {
            for param in route.params {
                checkSeparator(param, .param(param.key, route: route.value), types: types)
                checkJSONStrings(param, .param(param.key, route: route.value), types: types)
            }
        }
        for type in table.types {
            for field in type.fields ?? [] {
                checkSeparator(field, .field(field.key, type: type.name), types: types)
            }
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

    private func checkSeparator(_ field: Field, _ subject: DiagnosticSubject, types: [String: NamedType]) {
        guard let separator = field.source.separator else { return }
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
                    subject, type: field.type, at: field.separatorKeyLocation ?? separator.location))
        }
    }

    /// A param that reads a `jsonStrings` path itself reads a JSON object there.
    private func checkJSONStrings(_ param: Field, _ subject: DiagnosticSubject, types: [String: NamedType]) {
        for path in param.source.paths {
            guard let listed = table.jsonStrings.listed(path) else { continue }
            if case .named(let name) = param.type {
                guard let named = types[name.value] else { continue }  // unknown-type is reported
                if case .object = named.kind { continue }
            }
            diagnostics.report(.jsonStringReadAsNonObject(subject, path: path, type: param.type, listed: listed))
        }
    }
}
