import Foundation

// Walking a path without failing: where `when` conditions look (docs/language.md §13.1), and
// where `routegen explain` finds the discriminator value it reports. A new kind of path
// step is walked here.
extension PayloadPath {
    /// The non-null value at this path, `firstStep` giving the payload's value for a
    /// top-level key; nil when a step or the value is absent or null, or a step does not
    /// apply (a key of something that is no dictionary, an element of something that is no
    /// array, an index out of range, no element that matches). Never fails; a path whose
    /// first step is no key holds nothing.
    package func presentValue(firstStep: (String) -> Any?) -> Any? {
        guard case .key(let first)? = components.first else { return nil }
        var slot = firstStep(first)
        for component in components.dropFirst() {
            guard let value = slot else { return nil }
            switch (component, RawValue.classify(value)) {
            case (.key(let key), .object(let object)):
                slot = Decode.value(in: object, forKey: key)
            case (_, .array(let array)):
                slot = component.element(of: array)
            default:
                return nil
            }
        }
        guard let value = slot, !Decode.isMissing(value) else { return nil }
        return value
    }

    /// The non-null value at this path in `payload`, as `presentValue(firstStep:)` finds it.
    package func presentValue(in payload: PayloadObject) -> Any? {
        presentValue { key in Decode.value(in: payload, forKey: key) }
    }
}

extension PayloadPath.Component {
    /// The element of `array` this step addresses (docs/language.md §5.1): the one at an
    /// index (a negative one counts from the end), or the first or last that matches a
    /// pattern; nil when there is none, or when the step is a key. One pass at most over
    /// the array, however large; never traps.
    package func element(of array: [Any]) -> Any? {
        elementIndex(in: array).map { array[$0] }
    }

    /// The index of the element of `array` this step addresses (what `element(of:)` takes),
    /// nil when there is none.
    package func elementIndex(in array: [Any]) -> Int? {
        switch self {
        case .key, .link: return nil
        case .index(let index):
            // `count + index` cannot overflow: `count` is never negative.
            let position = index >= 0 ? index : array.count + index
            return array.indices.contains(position) ? position : nil
        case .first(let pattern): return array.firstIndex(where: pattern.matches)
        case .last(let pattern): return array.lastIndex(where: pattern.matches)
        }
    }

    /// Whether the step addresses an array element rather than a dictionary key.
    package var isElement: Bool {
        switch self {
        case .key, .link: false
        case .index, .first, .last: true
        }
    }
}
