import Foundation

/// The members of one of Apple's dictionaries (`aps`, `aps.alert`, `aps.sound`), by their keys
/// in member order: found in one pass over the dictionary (each key matched code point by
/// code point, the last of a repeated key winning, as generated decoders do), read one by
/// one, and written back as a payload carries them. What `APS`, `APSAlert` and `APSSound`
/// share.
struct AppleMembers: Sendable {
    /// The keys Apple defines, in member order.
    let keys: [String]
    private let lookup: StringLookup<Int>

    init(_ keys: [String]) {
        self.keys = keys
        lookup = StringLookup(keys.enumerated().map { ($1, $0) })
    }

    /// The members' values among `entries`.
    func found(in entries: PayloadEntries) -> Found {
        var values = [Any?](repeating: nil, count: keys.count)
        for entry in entries {
            if let index = lookup.value(for: entry.key) { values[index] = entry.value }
        }
        return Found(keys: keys, values: values)
    }

    /// Writes each member that has a value (`values` in member order) at its key, as a
    /// payload carries it: flags as 1 or 0, unions as their member's value, the
    /// interruption level as its string.
    func write(_ values: [Any?], into payload: inout PayloadBuilder) {
        for (key, value) in zip(keys, values) {
            if let value { payload.set(Self.payloadForm(value), at: [key]) }
        }
    }

    private static func payloadForm(_ value: Any) -> Any {
        if type(of: value) == Bool.self, let flag = value as? Bool { return flag ? 1 : 0 }
        if let alert = value as? APS.Alert { return alert.payloadValue }
        if let sound = value as? APS.Sound { return sound.payloadValue }
        if let level = value as? APS.InterruptionLevel { return level.rawValue }
        return value
    }

    /// The members' values found in one dictionary.
    struct Found {
        let keys: [String]
        let values: [Any?]

        /// Member `index`, read with `reader`: nil when absent or null; an error names its key.
        func optional<T>(_ index: Int, _ reader: ValueReader<T>) throws(PushDecodingError) -> T? {
            try Decode.optional(values[index], at: PayloadPath(keys: [keys[index]]), reader)
        }
    }
}
