import Foundation

// Walking a path without failing: where `when` conditions look (docs/language.md §13.1), and
// where `routegen explain` finds the discriminator value it reports. A new kind of path
// step is walked here.
extension PayloadPath {
    /// The non-null value at this path, `firstStep` giving the payload's value for a
    /// top-level key; nil when a step or the value is absent or null, or a step is not a
    /// dictionary (a path with no key, or with an array index, holds nothing). Never fails.
    package func presentValue(firstStep: (String) -> Any?) -> Any? {
        guard case .key(let first)? = components.first else { return nil }
        var slot = firstStep(first)
        for component in components.dropFirst() {
            guard let value = slot, case .object(let object) = RawValue.classify(value),
                case .key(let key) = component
            else { return nil }
            slot = Decode.value(in: object, forKey: key)
        }
        guard let value = slot, !Decode.isMissing(value) else { return nil }
        return value
    }

    /// The non-null value at this path in `payload`, as `presentValue(firstStep:)` finds it.
    package func presentValue(in payload: PayloadObject) -> Any? {
        presentValue { key in Decode.value(in: payload, forKey: key) }
    }
}
