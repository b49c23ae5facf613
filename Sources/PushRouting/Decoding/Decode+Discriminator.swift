import Foundation

// The discriminator value of a payload: one way of reading it, shared by the generated
// decoders of single-discriminator tables and by `RouteSelector`.
extension Decode {
    /// What a discriminator value must be: a string, or an integer naming its route by its
    /// decimal text.
    static let routeNameExpected = "a string or an integer naming a route"

    /// The discriminator of a payload: the string at `path`, or the decimal text of the
    /// integer there (`3` and `3.0` name route `"3"`). Missing or null is
    /// `missingDiscriminator`; a step that is not a dictionary, or a value that is neither
    /// a string nor an integer (a boolean, `3.5`), is a type error.
    public static func discriminator(_ payload: PayloadObject, at path: PayloadPath) throws(PushDecodingError) -> String
    {
        guard case .key(let first)? = path.components.first else {
            throw PushDecodingError(path: path, reason: .missingDiscriminator)
        }
        return try discriminator(firstStep: value(in: payload, forKey: first), at: path)
    }

    /// The discriminator at `path`, given `slot`, the payload's value for the path's first
    /// key (generated decoders find it while reading the payload's entries).
    public static func discriminator(firstStep slot: Any?, at path: PayloadPath) throws(PushDecodingError) -> String {
        guard let text = try discriminatorIfPresent(firstStep: slot, at: path) else {
            throw PushDecodingError(path: path, reason: .missingDiscriminator)
        }
        return text
    }

    /// The discriminator at `path` as `discriminator(firstStep:at:)` reads it, or nil where
    /// that throws `missingDiscriminator`: a step or the value absent or null (a path with
    /// no key, or with an array index, holds nothing). Type errors are thrown at their step.
    static func discriminatorIfPresent(
        firstStep slot: Any?, at path: PayloadPath
    ) throws(PushDecodingError)
        -> String?
    {
        try discriminatorIfPresent(firstStep: slot, at: PayloadPlace(path))
    }

    /// The discriminator at `place` as `discriminatorIfPresent(firstStep:at:)` reads it at
    /// its path, or nil where the place does not count the value there (docs/language.md
    /// §5.2): of another kind than its `is:`, or the empty string with `empty: missing`.
    static func discriminatorIfPresent(
        firstStep slot: Any?, at place: PayloadPlace
    ) throws(PushDecodingError)
        -> String?
    {
        let path = place.path
        let steps = path.components
        guard !steps.isEmpty else { return nil }
        var slot = slot
        var step = 0
        while true {
            guard let value = slot else { return nil }
            let kind = RawValue.classify(value)
            if case .null = kind { return nil }
            if step == steps.count - 1 {
                guard place.isPlain || place.counts(value) else { return nil }
                if let text = routeName(kind) { return text }
                throw wrongType(value, expected: routeNameExpected).under(PayloadPath(Array(steps[...step])))
            }
            guard case .object(let object) = kind else {
                throw wrongType(value, expected: "an object").under(PayloadPath(Array(steps[...step])))
            }
            step += 1
            guard case .key(let key) = steps[step] else { return nil }
            slot = self.value(in: object, forKey: key)
        }
    }

    /// The route a value names: a string itself, an integer (a number without fraction that
    /// fits Int64, never a boolean) its decimal text; nil for anything else.
    static func routeName(_ kind: RawValue.Kind) -> String? {
        switch kind {
        case .string(let s): s
        case .integer(let i): String(i)
        default: nil
        }
    }
}
