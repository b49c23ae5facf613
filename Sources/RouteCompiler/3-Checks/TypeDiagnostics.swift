// Diagnostics of types (TypeChecks, TableChecker).

extension Diagnostic {
    /// A type expression naming `name`, which `types:` does not declare.
    static func unknownType(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        .error(
            .unknownType, at: location,
            "unknown type '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; declare it under types: or use string, int, double, bool, url, date or json")"
        )
    }

    /// The object type `type` contains itself through the fields `chain` (each a type and
    /// its field's key), reported at the field that closes the cycle.
    static func recursiveType(
        _ type: String, through chain: [(type: String, key: String)], at location: SourceLocation
    )
        -> Diagnostic
    {
        let path = chain.map { "\($0.type).\($0.key)" }.joined(separator: " -> ")
        return .error(
            .recursiveType, at: location,
            "\(DiagnosticSubject.type(type)) contains itself through \(path) -> \(type); make one of these fields optional or an array"
        )
    }

    /// Two members of a union (`union`, as written) take values of the same kind.
    static func ambiguousUnion(
        _ union: String, _ first: String, _ second: String, kind: JSONKind, json: Bool = false,
        at location: SourceLocation
    ) -> Diagnostic {
        let noun =
            switch kind {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .object: "an object"
            case .array: "an array"
            }
        return .error(
            .ambiguousUnion, at: location,
            "the members \(first) and \(second) of the union '\(union)' both take \(noun), so a value could not choose between them; the members of a union take different JSON kinds: a string (string, url, date, a string enum), a number (int or double), a boolean, an object (an object type or a map), an array\(json ? "; json takes every JSON value, so it stands in no union (read the value as json alone)" : "")"
        )
    }

    /// `APSAlert` or `APSSound` used as a type: parts of Apple's `aps`, read through `APS`.
    static func apsPartAsType(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .unknownType, at: location,
            "\(swiftName(name)) is part of Apple's aps dictionary and not a type of routes.yaml; read the whole dictionary with APS (docs/language.md §3.10)"
        )
    }

    static func unusedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            .unusedType, at: location,
            "\(DiagnosticSubject.type(name)) is not used by any route; use it in a param or remove it")
    }

    static func noRoutes(at location: SourceLocation) -> Diagnostic {
        .warning(
            .noRoutes, at: location,
            "the table has no routes; add routes: with at least one route (or include a file that has some)")
    }
}
