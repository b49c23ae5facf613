/// Converts YAML values written as `default:` into `Literal`s, which carry no YAML.
enum LiteralReader {
    static func literal(_ node: YAMLNode) -> Literal {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return .null
            case .bool(let b): return .bool(b, node.location)
            case .number(let n):
                return .number(NumberLiteral(text: n.text, double: n.double, int64: n.int64), node.location)
            case .string(let s): return .string(s, node.location)
            }
        case .sequence(let items):
            return .list(items.map(literal), node.location)
        case .mapping(let pairs):
            return .mapping(pairs.map { LiteralMember(key: literal($0.key), value: literal($0.value)) }, node.location)
        }
    }
}
