/// A type expression as written, before constraints are attached (docs/language.md §3): `string`,
/// `Sender`, `[string]`, `[[int]]`, each optionally followed by `?`.
indirect enum TypeSyntax: Sendable, Equatable {
    case builtin(BuiltinType)
    case named(String)
    case array(TypeSyntax)

    /// Parses a string type expression. Returns the type and whether it ends in `?`, or
    /// what is wrong.
    static func parse(_ text: String) -> Result<(TypeSyntax, optional: Bool), TypeSyntaxError> {
        // Most types are a bare builtin name: no trimming, brackets or `?` to look at.
        if let builtin = BuiltinType(rawValue: text) { return .success((.builtin(builtin), optional: false)) }
        var body = Substring(text).trimmingSpaces
        var optional = false
        if body.hasSuffix("?") {
            optional = true
            body = body.dropLast().trimmingSpaces
        }
        if body.hasSuffix("?") {
            return .failure(.severalQuestionMarks(text))
        }
        return parseBody(body, whole: text).map { ($0, optional) }
    }

    private static func parseBody(_ body: Substring, whole: String) -> Result<TypeSyntax, TypeSyntaxError> {
        if body.isEmpty { return .failure(.empty) }
        if body.hasPrefix("[") {
            guard body.hasSuffix("]"), body.count >= 2 else {
                return .failure(.unclosedBracket(whole))
            }
            let inner = body.dropFirst().dropLast().trimmingSpaces
            if inner.hasSuffix("?") {
                return .failure(.optionalElements(whole, element: String(inner.dropLast().trimmingSpaces)))
            }
            return parseBody(inner, whole: whole).map { .array($0) }
        }
        if body.contains("]") || body.contains("[") {
            return .failure(.unbalancedBrackets(whole))
        }
        let name = String(body)
        if let builtin = BuiltinType(rawValue: name) { return .success(.builtin(builtin)) }
        guard SwiftNaming.hasTypeNameForm(name) else {
            return .failure(.notAType(whole))
        }
        return .success(.named(name))
    }

    /// The innermost non-array type.
    var innermost: TypeSyntax {
        if case .array(let element) = self { return element.innermost }
        return self
    }
}

/// What is wrong with a type expression (the message is `Diagnostic.invalidType`).
enum TypeSyntaxError: Error, Sendable, Hashable {
    /// `int??`, as written.
    case severalQuestionMarks(String)
    /// `""` or `?`.
    case empty
    /// `[string`, as written.
    case unclosedBracket(String)
    /// `[string?]`, as written, and the element type without its `?`.
    case optionalElements(String, element: String)
    /// `][`, as written.
    case unbalancedBrackets(String)
    /// `foo bar`, as written.
    case notAType(String)
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
