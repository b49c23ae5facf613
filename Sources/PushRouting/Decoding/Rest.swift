import Foundation

// `rest: true` (docs/language.md §5.5): a map of every key of the payload (or of an object)
// that nothing else reads. Generated decoders collect those keys while they scan the
// payload's entries, then read them here; encoding writes them back beside the other values.
// Tables without `rest` never call these.
extension Decode {
    /// The rest of a payload or object: the dictionary of the keys nothing else reads
    /// (`others`), read by `reader` (a map's). Errors are at the keys (`a: the value is
    /// null`), as the keys lie at the top of the payload or object.
    @_spi(Generated) public static func rest<T>(
        _ others: PayloadObject, _ reader: ValueReader<[String: T]>
    ) throws(PushDecodingError) -> [String: T] {
        try reader.read(others)
    }
}

extension PayloadBuilder {
    /// Writes the rest of a payload or object back (`rest: true`): each entry of `map` at its
    /// key, its value written by `encode`, except the keys in `excluded`, which the table
    /// reads otherwise (matched code point by code point) and the rest never takes.
    @_spi(Generated) public mutating func set<T>(
        rest map: [String: T], excluding excluded: [String], _ encode: (T) -> Any = { $0 }
    ) {
        for (key, value) in map where !excluded.contains(where: { Exact.equal($0, key) }) {
            set(encode(value), at: [key])
        }
    }
}
