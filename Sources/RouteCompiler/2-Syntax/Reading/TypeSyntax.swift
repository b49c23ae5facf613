/// A type expression as written, before constraints are attached (docs/language.md §3, §3.7):
/// `string`, `Sender`, `[string]`, `[[int]]`, `[string: int]`, `int | string`,
/// `(int | string)`, each optionally followed by `?`.
indirect enum TypeSyntax: Sendable, Equatable {
    case builtin(BuiltinType)
    case named(String)
    case array(TypeSyntax)
    /// `[string: T]`: the values' type.
    case map(TypeSyntax)
    /// `A | B | …`: two or more members, none of them a union.
    case union([TypeSyntax])

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
        // `int | string?`: the `?` would make the last member optional, not the union.
        if optional, topLevelMembers(body).count > 1 {
            return .failure(.optionalUnionMember(text))
        }
        return parseUnion(body, whole: text).map { ($0, optional) }
    }

    /// A union of the members separated by `|` at the top level of `body` (outside brackets
    /// and parentheses), or the one type when there is no `|`.
    private static func parseUnion(_ body: Substring, whole: String) -> Result<TypeSyntax, TypeSyntaxError> {
        let parts = topLevelMembers(body)
        guard parts.count > 1 else { return parseBody(body, whole: whole) }
        var members: [TypeSyntax] = []
        for part in parts {
            let member = part.trimmingSpaces
            if member.isEmpty { return .failure(.emptyUnionMember(whole)) }
            if member.hasSuffix("?") { return .failure(.optionalUnionMember(whole)) }
            switch parseBody(member, whole: whole) {
            case .failure(let error): return .failure(error)
            case .success(.union(let inner)): members += inner  // `(int | string) | bool`
            case .success(let type):
                if type.containsUnion { return .failure(.nestedUnion(whole)) }
                members.append(type)
            }
        }
        return .success(.union(members))
    }

    /// `body` split at each `|` outside brackets and parentheses.
    private static func topLevelMembers(_ body: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            switch body[index] {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case "|" where depth == 0:
                parts.append(body[start..<index])
                start = body.index(after: index)
            default: break
            }
            index = body.index(after: index)
        }
        parts.append(body[start...])
        return parts
    }

    private static func parseBody(_ body: Substring, whole: String) -> Result<TypeSyntax, TypeSyntaxError> {
        if body.isEmpty { return .failure(.empty) }
        if body.hasPrefix("(") {
            guard body.hasSuffix(")"), body.count >= 2 else { return .failure(.unbalancedParentheses(whole)) }
            let inner = body.dropFirst().dropLast().trimmingSpaces
            if inner.hasSuffix("?") { return .failure(.optionalUnionMember(whole)) }
            return parseUnion(inner, whole: whole)
        }
        if body.hasPrefix("[") {
            guard body.hasSuffix("]"), body.count >= 2 else {
                return .failure(.unclosedBracket(whole))
            }
            let inner = body.dropFirst().dropLast().trimmingSpaces
            if let colon = topLevelColon(inner) {
                let key = inner[..<colon].trimmingSpaces
                let value = inner[inner.index(after: colon)...].trimmingSpaces
                guard key == "string" else { return .failure(.mapKeyNotString(whole, key: String(key))) }
                if value.hasSuffix("?") {
                    return .failure(.optionalMapValues(whole, value: String(value.dropLast().trimmingSpaces)))
                }
                return parseUnion(value, whole: whole).map { .map($0) }
            }
            if inner.hasSuffix("?") {
                return .failure(.optionalElements(whole, element: String(inner.dropLast().trimmingSpaces)))
            }
            return parseUnion(inner, whole: whole).map { .array($0) }
        }
        if body.contains("]") || body.contains("[") {
            return .failure(.unbalancedBrackets(whole))
        }
        if body.contains(")") || body.contains("(") {
            return .failure(.unbalancedParentheses(whole))
        }
        let name = String(body)
        if let builtin = BuiltinType(rawValue: name) { return .success(.builtin(builtin)) }
        guard SwiftNaming.hasTypeNameForm(name) else {
            return .failure(.notAType(whole))
        }
        return .success(.named(name))
    }

    /// The first `:` of `inner` outside brackets and parentheses (a map's).
    private static func topLevelColon(_ inner: Substring) -> Substring.Index? {
        var depth = 0
        var index = inner.startIndex
        while index < inner.endIndex {
            switch inner[index] {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
            index = inner.index(after: index)
        }
        return nil
    }

    /// The innermost type that is no array or map.
    var innermost: TypeSyntax {
        switch self {
        case .array(let element), .map(let element): element.innermost
        default: self
        }
    }

    /// Whether the type is or holds a union.
    var containsUnion: Bool {
        if case .union = innermost { return true }
        return false
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
    /// `(int | string`, as written.
    case unbalancedParentheses(String)
    /// `int | string?`, as written.
    case optionalUnionMember(String)
    /// `int |`, as written.
    case emptyUnionMember(String)
    /// `[int | string] | bool`, as written.
    case nestedUnion(String)
    /// `[int: string]`, as written, and the key type.
    case mapKeyNotString(String, key: String)
    /// `[string: int?]`, as written, and the value type without its `?`.
    case optionalMapValues(String, value: String)
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
