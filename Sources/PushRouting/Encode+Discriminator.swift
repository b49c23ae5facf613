// A route's key as encoding writes it at the discriminator's path: the inverse of
// `Decode.discriminator`, shared by generated `encodedPayload()`, `RouteSelector` and
// `routegen explain`.
extension Encode {
    /// The route key `key` as a payload carries it (docs/language.md §13.1): a key that is
    /// the decimal text of a 64-bit integer (`0`, `3`, `-7`: the keys an integer discriminator
    /// value names) as that integer, any other key as its string. Apps and servers that read
    /// an integer there get one; decoding takes either.
    public static func discriminator(_ key: String) -> Any {
        guard let value = integerKey(key) else { return key }
        return Int(exactly: value).map { $0 as Any } ?? value
    }

    /// The integer whose decimal text `key` is exactly (no sign but `-`, no leading zero, not
    /// `-0`), or nil: what encoding writes as a number.
    package static func integerKey(_ key: String) -> Int64? {
        guard let value = Int64(key), String(value) == key else { return nil }
        return value
    }
}
