/// The constraints written at one level of a type (docs/language.md §4). Each keeps where it was
/// written, for diagnostics.
package struct Constraints: Sendable {
    /// `minimum`: the least value allowed.
    package var minimum: Located<NumberLiteral>?
    /// `maximum`: the greatest value allowed.
    package var maximum: Located<NumberLiteral>?
    /// `exclusiveMinimum`: values must be greater.
    package var exclusiveMinimum: Located<NumberLiteral>?
    /// `exclusiveMaximum`: values must be less.
    package var exclusiveMaximum: Located<NumberLiteral>?
    /// `multipleOf`: values must be a whole multiple of it, decided on decimals.
    package var multipleOf: Located<NumberLiteral>?
    /// `minLength`, in code points.
    package var minLength: Located<Int>?
    /// `maxLength`, in code points.
    package var maxLength: Located<Int>?
    /// The ECMA-262 pattern as written.
    package var pattern: Located<String>?
    /// The allowed strings; a string param with `enum` becomes a Swift enum.
    package var enumCases: [EnumCase]?
    /// `open` beside `enum`: whether a string that is none of the values is kept in an
    /// extra case instead of rejected (docs/language.md §3.9).
    package var open: Located<Bool>?
    /// `minItems`: the fewest array elements (map entries).
    package var minItems: Located<Int>?
    /// `maxItems`: the most array elements (map entries).
    package var maxItems: Located<Int>?
    /// `uniqueItems`: whether no two elements may be equal.
    package var uniqueItems: Located<Bool>?
    /// Whether no value can satisfy these constraints (reported when read): defaults are
    /// then not checked against them, their errors would only repeat that.
    var isImpossible = false

    /// Whether the `enum` is open: `open: true` was written beside it.
    package var isOpenEnum: Bool { enumCases != nil && open?.value == true }

    /// No constraints.
    package init() {}

    /// Whether nothing is constrained.
    package var isEmpty: Bool {
        minimum == nil && maximum == nil && exclusiveMinimum == nil && exclusiveMaximum == nil
            && multipleOf == nil && minLength == nil && maxLength == nil && pattern == nil && enumCases == nil
            && open == nil && minItems == nil && maxItems == nil && uniqueItems == nil
    }
}
