@_spi(Generated) import PushRouting

/// A route's param or an object type's field: its key, its type with its constraints, and
/// its source (where its value comes from and how it is taken, what happens when it is
/// missing).
package struct Field: Sendable {
    /// The key in `params:` or `fields:`.
    package var key: String
    /// Where the key is.
    package var location: SourceLocation
    /// The type, with its constraints at every level.
    package var type: ValueType
    /// Where the type was written.
    package var typeLocation: SourceLocation
    /// Where the value comes from and how it is taken: its origins (`path`, `paths`, its key,
    /// the rest), optionality and default, coercion, `relative`, `separator` and `lenient`
    /// (docs/language.md §5).
    package var source: ValueSource
    /// Its `description`, if any.
    package var description: String?
    /// When its key is one a field has (`description: Shown`) and it stands one level too
    /// shallow: the error to report if its type is unknown, instead of "unknown type".
    var misplacedKey: Diagnostic?

    /// Whether a missing value is nil (its source's).
    package var isOptional: Bool { source.isOptional }
    /// The default as written (its source's).
    package var defaultLiteral: Literal? { source.defaultLiteral }
    /// The default, checked and typed (its source's).
    package var defaultValue: DefaultValue? {
        get { source.defaultValue }
        set { source.defaultValue = newValue }
    }
}

/// A value type with its constraints: a scalar, a named type, an array or a map of a value
/// type, or a union of value types (docs/language.md §3, §3.7, §3.8).
package indirect enum ValueType: Sendable {
    /// `string`, `int`, `double`, `bool`, `url`, `date` with their constraints.
    case builtin(BuiltinType, Constraints)
    /// A type from `types:`, or the built-in `APS` (docs/language.md §3.10).
    case named(Located<String>)
    /// `[T]`, with the array's own constraints (the element's are in `element`).
    case array(ValueType, Constraints)
    /// `[string: T]`, with the map's own constraints (`minItems`, `maxItems`: its entries;
    /// the values' are in `value`).
    case map(ValueType, Constraints)
    /// `A | B`: the member whose JSON kind the value has (docs/language.md §3.7). Members
    /// have no constraints and are no unions.
    case union([ValueType])

    /// The type as written: `string`, `[Sender]`, `[string: int]`, `int | string`.
    package var spelled: String {
        switch self {
        case .builtin(let type, _): type.rawValue
        case .named(let name): name.value
        case .array(let element, _): "[\(element.spelled)]"
        case .map(let value, _): "[string: \(value.spelled)]"
        case .union(let members): members.map(\.spelled).joined(separator: " | ")
        }
    }

    /// The type as written with a trailing `?`: `int?`, `(int | string)?`.
    package var spelledOptional: String {
        if case .union = self { return "(\(spelled))?" }
        return spelled + "?"
    }

    /// The constraints at this level.
    package var constraints: Constraints {
        switch self {
        case .builtin(_, let c), .array(_, let c), .map(_, let c): c
        case .named, .union: Constraints()
        }
    }

    /// The type of the innermost elements or values, through arrays and maps (the type
    /// itself when it is neither).
    package var innermost: ValueType {
        switch self {
        case .array(let element, _), .map(let element, _): element.innermost
        default: self
        }
    }

    /// Whether no value satisfies the constraints at some level.
    var hasImpossibleConstraints: Bool {
        switch self {
        case .builtin(_, let c): c.isImpossible
        case .named: false
        case .array(let element, let c), .map(let element, let c): c.isImpossible || element.hasImpossibleConstraints
        case .union(let members): members.contains { $0.hasImpossibleConstraints }
        }
    }

    /// The named type this type refers to, at any array or map depth (the first, for a
    /// union).
    package var namedReference: Located<String>? {
        namedReferences.first
    }

    /// Every named type this type refers to, at any depth, in the order written.
    package var namedReferences: [Located<String>] {
        switch self {
        case .builtin: []
        case .named(let name): [name]
        case .array(let element, _), .map(let element, _): element.namedReferences
        case .union(let members): members.flatMap(\.namedReferences)
        }
    }

    /// The union this type is or holds in its elements or values, if any (a type holds at
    /// most one).
    package var union: [ValueType]? {
        if case .union(let members) = innermost { return members }
        return nil
    }

    /// Whether this is `json` (any JSON value, docs/language.md §3.11).
    package var isJSON: Bool {
        if case .builtin(.json, _) = self { return true }
        return false
    }

    /// Whether the union or enum of this type lies inside an array or a map (its nested
    /// Swift type is then named for an item: `TagsItem`).
    var isContainer: Bool {
        switch self {
        case .array, .map: true
        default: false
        }
    }
}

/// The built-in types (docs/language.md §3): the scalars, and `json`, any JSON value (§3.11).
package enum BuiltinType: String, Sendable, Hashable, CaseIterable {
    case string, int, double, bool, url, date, json
}

/// A literal value written in the table (a `default`), free of YAML: the reader converts
/// YAML nodes into these.
package indirect enum Literal: Sendable, Hashable {
    case null
    case bool(Bool, SourceLocation)
    case number(NumberLiteral, SourceLocation)
    case string(String, SourceLocation)
    case list([Literal], SourceLocation)
    /// A mapping, its members in the order written (a `json` default, docs/language.md §3.11;
    /// no other default takes one).
    case mapping([LiteralMember], SourceLocation)

    /// Where the literal starts.
    package var location: SourceLocation? {
        switch self {
        case .null: nil
        case .bool(_, let l), .number(_, let l), .string(_, let l), .list(_, let l), .mapping(_, let l): l
        }
    }

    /// "the number 12", "the string \"12\"", … for messages.
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b, _): "the boolean \(b)"
        case .number(let n, _): "the number \(n.text)"
        case .string(let s, _): "the string \(quotedValue(s))"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A member of a mapping literal: its key (a scalar) and its value.
package struct LiteralMember: Sendable, Hashable {
    /// The key, as YAML reads it (a string, or a number, boolean or null).
    package var key: Literal
    /// The value.
    package var value: Literal
}

/// A number written in the table.
package struct NumberLiteral: Sendable, Hashable {
    /// As written.
    package var text: String
    /// Its value as a double.
    package var double: Double
    /// Its exact value when it is a whole number in Int64's range (`2.0` counts).
    package var int64: Int64?
    /// Its exact decimal value, when it has at most 19 significant digits.
    package var decimal: ExactDecimal?

    /// Creates a number literal.
    package init(text: String, double: Double, int64: Int64?) {
        self.text = text
        self.double = double
        self.int64 = int64
        self.decimal = int64.map { ExactDecimal($0) } ?? ExactDecimal(double)
    }
}

/// A default, checked against its field's type.
package indirect enum DefaultValue: Sendable, Hashable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    /// A URL, as its (valid) text.
    case url(String)
    /// A date: its RFC 3339 text and the seconds since 1970 it names.
    case date(String, Double)
    /// A case of a string enum: its exact string (for an open enum, possibly none of its
    /// values).
    case enumCase(String)
    case array([DefaultValue])
    /// A `json` value (docs/language.md §3.11).
    case json(JSONValue)
}
