/// The constraints written at one level of a type (docs/language.md §4). Each keeps where it was
/// written, for diagnostics.
public struct Constraints: Sendable {
    public var minimum: Located<NumberLiteral>?
    public var maximum: Located<NumberLiteral>?
    public var exclusiveMinimum: Located<NumberLiteral>?
    public var exclusiveMaximum: Located<NumberLiteral>?
    public var multipleOf: Located<NumberLiteral>?
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    /// The ECMA-262 pattern as written.
    public var pattern: Located<String>?
    /// The allowed strings; a string param with `enum` becomes a Swift enum.
    public var enumCases: [EnumCase]?
    public var minItems: Located<Int>?
    public var maxItems: Located<Int>?
    public var uniqueItems: Located<Bool>?
    /// Whether no value can satisfy these constraints (reported when read): defaults are
    /// then not checked against them, their errors would only repeat that.
    var isImpossible = false

    /// No constraints.
    public init() {}

    /// Whether nothing is constrained.
    public var isEmpty: Bool {
        minimum == nil && maximum == nil && exclusiveMinimum == nil && exclusiveMaximum == nil
            && multipleOf == nil && minLength == nil && maxLength == nil && pattern == nil && enumCases == nil
            && minItems == nil && maxItems == nil && uniqueItems == nil
    }
}
