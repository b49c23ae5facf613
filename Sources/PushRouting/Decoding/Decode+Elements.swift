import Foundation

// Element steps of key paths (docs/language.md §5.1): what generated decoders and
// `routegen explain` call where a path addresses an array element (`{at: N}`,
// `{first: P}`, `{last: P}`).
extension Decode {
    /// The array that a key path step leads to, whose elements the next steps address: nil
    /// when it is missing or null (which makes the values under it missing). One that is
    /// there but is not an array is a type error at the step, as a step that is no
    /// dictionary is (docs/language.md §5.1).
    @_spi(Generated)
    public static func elements(_ slot: Any?, at path: PayloadPath) throws(PushDecodingError) -> [Any]? {
        guard !isMissing(slot), let value = slot else { return nil }
        guard case .array(let array) = RawValue.classify(value) else {
            throw wrongType(value, expected: "an array").under(path)
        }
        return array
    }

    /// The array at a step that only lenient values read (docs/language.md §5.4): nil when it
    /// is missing, null or no array.
    @_spi(Generated)
    public static func lenientElements(_ slot: Any?) -> [Any]? {
        guard let value = slot, case .array(let array) = RawValue.classify(value) else { return nil }
        return array
    }

    /// The element of `array` that the last step of `path` addresses: the one at an index
    /// (a negative one counts from the end), or the first or last that matches a pattern;
    /// nil when there is none (the value is then missing). One pass at most over the array.
    @_spi(Generated)
    public static func element(_ array: [Any], at path: PayloadPath) -> Any? {
        path.components.last?.element(of: array)
    }
}
