/// A type expression as written, before constraints are attached (docs/language.md §3): `string`,
/// `Sender`, `[string]`, `[[int]]`, each optionally followed by `?`.
indirect enum TypeSyntax: Sendable, Equatable {
    case builtin(BuiltinType)
    case named(String)
    case array(TypeSyntax)

    /// Parses a string type expression. Returns the type and whether it ends in `?`, or a
    /// message saying what is wrong.
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
            return .failure(TypeSyntaxError("'\(text)' has more than one '?'; write one"))
        }
        return parseBody(body, whole: text).map { ($0, optional) }
    }

    private static func parseBody(_ body: Substring, whole: String) -> Result<TypeSyntax, TypeSyntaxError> {
        if body.isEmpty { return .failure(TypeSyntaxError("the type is empty; write a type such as string")) }
        if body.hasPrefix("[") {
            guard body.hasSuffix("]"), body.count >= 2 else {
                return .failure(TypeSyntaxError("'\(whole)' has no closing ']'; write it like [string]"))
            }
            let inner = body.dropFirst().dropLast().trimmingSpaces
            if inner.hasSuffix("?") {
                return .failure(
                    TypeSyntaxError(
                        "array elements cannot be optional ('\(whole)'); a null element is always an error, write [\(inner.dropLast().trimmingSpaces)]"))
            }
            return parseBody(inner, whole: whole).map { .array($0) }
        }
        if body.contains("]") || body.contains("[") {
            return .failure(TypeSyntaxError("'\(whole)' has unbalanced brackets; write it like [string]"))
        }
        let name = String(body)
        if let builtin = BuiltinType(rawValue: name) { return .success(.builtin(builtin)) }
        guard SwiftNaming.hasTypeNameForm(name) else {
            return .failure(
                TypeSyntaxError(
                    "'\(whole)' is not a type; use string, int, double, bool, url, date, a name from types:, [T] or T?"))
        }
        return .success(.named(name))
    }

    /// The innermost non-array type.
    var innermost: TypeSyntax {
        if case .array(let element) = self { return element.innermost }
        return self
    }
}

/// What is wrong with a type expression.
struct TypeSyntaxError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
