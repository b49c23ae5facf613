/// The constraints written at one level of a type (docs/language.md §4). Each keeps where it was
/// written, for diagnostics.
public struct Constraints: Sendable {
    /// `minimum`: the least value allowed.
    public var minimum: Located<NumberLiteral>?
    /// `maximum`: the greatest value allowed.
    public var maximum: Located<NumberLiteral>?
    /// `exclusiveMinimum`: values must be greater.
    public var exclusiveMinimum: Located<NumberLiteral>?
    /// `exclusiveMaximum`: values must be less.
    public var exclusiveMaximum: Located<NumberLiteral>?
    /// `multipleOf`: values must be a whole multiple of it, decided on decimals.
    public var multipleOf: Located<NumberLiteral>?
    /// `minLength`, in code points.
    public var minLength: Located<Int>?
    /// `maxLength`, in code points.
    public var maxLength: Located<Int>?
    /// The ECMA-262 pattern as written.
    public var pattern: Located<String>?
    /// The allowed strings; a string param with `enum` becomes a Swift enum.
    public var enumCases: [EnumCase]?
    /// `open` beside `enum`: whether a string that is none of the values is kept in an
    /// extra case instead of rejected (docs/language.md §3.9).
    public var open: Located<Bool>?
    /// `minItems`: the fewest array elements (map entries).
    public var minItems: Located<Int>?
    /// `maxItems`: the most array elements (map entries).
    public var maxItems: Located<Int>?
    /// `uniqueItems`: whether no two elements may be equal.
    public var uniqueItems: Located<Bool>?
    /// Whether no value can satisfy these constraints (reported when read): defaults are
    /// then not checked against them, their errors would only repeat that.
    var isImpossible = false

    /// Whether the `enum` is open: `open: true` was written beside it.
    public var isOpenEnum: Bool { enumCases != nil && open?.value == true }

    /// No constraints.
    public init() {}

    /// Whether nothing is constrained.
    public var isEmpty: Bool {
        minimum == nil && maximum == nil && exclusiveMinimum == nil && exclusiveMaximum == nil
            && multipleOf == nil && minLength == nil && maxLength == nil && pattern == nil && enumCases == nil
            && open == nil && minItems == nil && maxItems == nil && uniqueItems == nil
    }
}
