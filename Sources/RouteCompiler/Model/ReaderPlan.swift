import PushRouting

/// How one value is read: the runtime reader and its rules, decided once from the model.
/// The emitter prints it as Swift (`PushRouting.Read.int(coerce: true, rules: …)`) and the
/// interpreter behind `routegen explain` builds the same runtime reader from it, so the two
/// cannot disagree about what a constraint means.
public indirect enum ReaderPlan: Sendable {
    case string(StringRules?)
    case int(coerce: Bool, NumberRules?)
    case double(coerce: Bool, NumberRules?)
    case bool(coerce: Bool)
    case url(StringRules?)
    case date
    /// A string enum declared by an `enum` constraint (nested in its owner).
    case inlineEnum([EnumCase])
    /// A named string enum.
    case namedEnum(String, [EnumCase])
    /// A named object type.
    case object(String)
    case array(ReaderPlan, ArrayRules?)

    /// The plan for a value of `type`, with `coercion`, in a table whose named types are
    /// `types`.
    public static func of(_ type: ValueType, coercion: Coercion, types: [String: NamedType]) -> ReaderPlan {
        let coerce = coercion == .strings
        switch type {
        case .builtin(let builtin, let c):
            switch builtin {
            case .string:
                if let cases = c.enumCases { return .inlineEnum(cases) }
                return .string(c.hasStringRules ? c.stringRules : nil)
            case .int: return .int(coerce: coerce, c.hasNumberRules ? c.numberRules : nil)
            case .double: return .double(coerce: coerce, c.hasNumberRules ? c.numberRules : nil)
            case .bool: return .bool(coerce: coerce)
            case .url: return .url(c.hasStringRules ? c.stringRules : nil)
            case .date: return .date
            }
        case .named(let name):
            if case .enumeration(let cases)? = types[name.value]?.kind { return .namedEnum(name.value, cases) }
            return .object(name.value)
        case .array(let element, let c):
            return .array(of(element, coercion: coercion, types: types), c.hasArrayRules ? c.arrayRules : nil)
        }
    }
}

extension Constraints {
    var hasNumberRules: Bool {
        minimum != nil || maximum != nil || exclusiveMinimum != nil || exclusiveMaximum != nil || multipleOf != nil
    }
    var hasStringRules: Bool { minLength != nil || maxLength != nil || pattern != nil }
    var hasArrayRules: Bool { minItems != nil || maxItems != nil || uniqueItems?.value == true }
}

/// The dictionaries a struct's fields are read from: the root, then one level per
/// intermediate key path step, breadth first. Generated decoders scan the levels in this
/// order and so does the interpreter, so both report the same first error.
public final class FieldLevel {
    /// The level's number (0 for the root).
    public let number: Int
    /// Its key path from the root.
    public let keys: [String]
    /// The fields whose value is read at this level, with their last key.
    public internal(set) var values: [(key: String, field: Int)] = []
    /// The levels one step below, with the key that leads to each.
    public internal(set) var children: [(key: String, level: FieldLevel)] = []

    init(number: Int, keys: [String]) {
        self.number = number
        self.keys = keys
    }

    /// The levels of `paths` (one per field, in field order), the root first.
    public static func levels(of paths: [[String]]) -> [FieldLevel] {
        let root = FieldLevel(number: 0, keys: [])
        var all = [root]
        for (index, keys) in paths.enumerated() {
            var level = root
            for key in keys.dropLast() {
                if let child = level.children.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) })
                {
                    level = child.level
                } else {
                    let child = FieldLevel(number: all.count, keys: level.keys + [key])
                    all.append(child)
                    level.children.append((key, child))
                    level = child
                }
            }
            level.values.append((keys.last ?? "", index))
        }
        return all
    }
}
