/// The keys a `rest: true` value never takes (docs/language.md §5.5): the value is the map of
/// every other key of the payload (for a route's param) or of the object (for a field), so
/// the keys the table reads there otherwise stay out of it.
///
/// For a route: the first key of every path of its other params, of its `when` conditions and
/// of the table's discriminators and `jsonStrings` paths, and `aps` (Apple's dictionary,
/// never custom data; read it with `aps: APS`). For an object type: the first key of every
/// path of its other fields. Generated decoders and the interpreter leave these out when they
/// collect the rest, encoding skips them when it writes the rest back, and the schema allows
/// them beside the rest's `additionalProperties`.
package struct RestKeys: Sendable {
    /// The index of the `rest: true` param or field among its struct's.
    package let field: Int
    /// The keys it never takes, each once, in the order of their code points.
    package let excluded: [String]

    /// The rest of a route's params (nil when none is `rest: true`).
    package init?(route: CheckedRoute, in table: ValidatedTable) {
        var outside =
            ["aps"] + table.discriminators.compactMap(\.keys.first) + table.jsonStrings.compactMap(\.keys.first)
        outside += route.selection.conditions?.places.compactMap(\.path.keys.first) ?? []
        self.init(route.params, outside: outside)
    }

    /// The rest of an object type's fields (nil when none is `rest: true`).
    package init?(fields: [Member]) {
        self.init(fields, outside: [])
    }

    private init?(_ fields: [Member], outside: [String]) {
        var rest: Int?
        var keys = outside
        for (index, field) in fields.enumerated() {
            for origin in field.source.origins {
                switch origin {
                case .place(let place), .document(let place): keys += place.path.keys.prefix(1)
                case .rest: rest = rest ?? index
                }
            }
        }
        guard let rest else { return nil }
        self.field = rest
        var seen: [String] = []
        for key in keys where !seen.contains(where: { $0.unicodeScalars.elementsEqual(key.unicodeScalars) }) {
            seen.append(key)
        }
        excluded = seen.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether the rest leaves `key` out (matched code point by code point, as payload keys).
    package func excludes(_ key: String) -> Bool {
        excluded.contains { $0.unicodeScalars.elementsEqual(key.unicodeScalars) }
    }
}
