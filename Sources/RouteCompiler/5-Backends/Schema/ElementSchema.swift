@_spi(Generated) import PushRouting

/// Element steps in the schema (docs/language.md §5.1, docs/schema.md): the members of an
/// array whose elements a table's paths address. Standard JSON Schema says what it can:
/// `{at: N}` with N ≥ 0 is `prefixItems` (and `minItems` where a value there is required), a
/// required element a pattern finds is `contains`; what it cannot, the element at an index
/// from the end and the first or last element that matches a pattern, is routegen's keyword
/// `x-routegen-elements`: a list of `{"at": N}`, `{"first": P}` or `{"last": P}` (P the
/// pattern's schema), each with `schema`, what that element must satisfy, and `required`,
/// whether the array must have it.
enum ElementSchema {
    /// One element step into the array: the step, the schema of the element, and whether a
    /// value below it is required (then the element must be there).
    typealias Entry = (step: PathStep, schema: JSONDocument, required: Bool)

    /// `type` (an array, or null too when `nullable`), then the members that say what
    /// `entries` need.
    static func members(_ entries: [Entry], nullable: Bool) -> [(String, JSONDocument)] {
        var members: [(String, JSONDocument)] = [
            ("type", nullable ? .array([.string("array"), .string("null")]) : .string("array"))
        ]
        var prefix: [Int: JSONDocument] = [:]
        var minItems = 0
        var contains: [JSONDocument] = []
        var keyword: [JSONDocument] = []
        for entry in entries {
            switch entry.step {
            case .key, .link:
                continue
            case .index(let index) where index >= 0:
                prefix[index] = entry.schema
                if entry.required { minItems = max(minItems, index + 1) }
            case .index(let index):
                if entry.required { minItems = max(minItems, -index) }
                keyword.append(
                    .object([("at", .int(Int64(index))), ("schema", entry.schema), ("required", .bool(entry.required))])
                )
            case .first(let pattern), .last(let pattern):
                let side = if case .first = entry.step { "first" } else { "last" }
                if entry.required { contains.append(schema(of: pattern)) }
                keyword.append(
                    .object([
                        (side, schema(of: pattern)), ("schema", entry.schema), ("required", .bool(entry.required)),
                    ]))
            }
        }
        if let last = prefix.keys.max() {
            members.append(("prefixItems", .array((0...last).map { prefix[$0] ?? .bool(true) })))
        }
        if minItems > 0 { members.append(("minItems", .int(Int64(minItems)))) }
        if contains.count == 1 {
            members.append(("contains", contains[0]))
        } else if !contains.isEmpty {
            members.append(("allOf", .array(contains.map { .object([("contains", $0)]) })))
        }
        if !keyword.isEmpty { members.append((PayloadSchema.elementsKeyword, .array(keyword))) }
        return members
    }

    /// The schema of exactly the values a pattern matches (`ElementPattern.matches`): a
    /// scalar's `const` (JSON Schema compares numbers by value, strings by code point, and
    /// never a boolean with a number), an array whose first items match (`prefixItems`, and
    /// at least as many items), an object that holds each key with a matching value.
    static func schema(of pattern: ElementPattern) -> JSONDocument {
        switch pattern {
        case .string(let s): return .object([("const", .string(s))])
        case .integer(let i): return .object([("const", .int(i))])
        case .double(let d): return .object([("const", .number(JSONWriter.numberText(d)))])
        case .bool(let b): return .object([("const", .bool(b))])
        case .array(let items):
            var members: [(String, JSONDocument)] = [("type", .string("array"))]
            if !items.isEmpty {
                members += [("minItems", .int(Int64(items.count))), ("prefixItems", .array(items.map(schema(of:))))]
            }
            return .object(members)
        case .object(let entries):
            var members: [(String, JSONDocument)] = [("type", .string("object"))]
            if !entries.isEmpty {
                members += [
                    ("required", .array(entries.map { .string($0.key) })),
                    ("properties", .object(entries.map { ($0.key, schema(of: $0.pattern)) })),
                ]
            }
            return .object(members)
        }
    }
}
