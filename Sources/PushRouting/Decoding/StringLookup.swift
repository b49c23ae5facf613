import Foundation

/// Exact lookup of strings: code point by code point, as JSON compares them (Swift's
/// `String ==` would also match canonically equivalent strings). Generated code finds
/// routes by discriminator value with it, in constant time whatever the number of routes.
///
/// An open-addressing table built once: FNV-1a over the UTF-8 bytes picks a slot, linear
/// probing finds the key. The table is at most half full, so a lookup of any string, even
/// one chosen to collide, ends at an empty slot after at most the longest run of keys.
@_spi(Generated)
public struct StringLookup<Value: Sendable>: Sendable {
    @usableFromInline let keys: [String]
    @usableFromInline let values: [Value]
    /// Index into `keys` plus one per slot; 0 is an empty slot. The count is a power of two.
    @usableFromInline let slots: [Int32]

    /// A lookup of `entries`; when a string is listed twice, the first entry wins.
    public init(_ entries: [(String, Value)]) {
        var capacity = 2
        while capacity < entries.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        var keys: [String] = []
        var values: [Value] = []
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for (key, value) in entries {
            var slot = Self.hash(key) & (capacity - 1)
            var duplicate = false
            while slots[slot] != 0 {
                if Exact.equal(keys[Int(slots[slot]) - 1], key) {
                    duplicate = true
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            guard !duplicate else { continue }
            keys.append(key)
            values.append(value)
            slots[slot] = Int32(keys.count)
        }
        self.keys = keys
        self.values = values
        self.slots = slots
    }

    /// The value whose string is exactly `string`.
    @inlinable
    public func value(for string: String) -> Value? {
        let mask = slots.count - 1
        var slot = Self.hash(string) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if Exact.equal(keys[entry - 1], string) { return values[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a of the UTF-8 bytes, folded to a non-negative Int.
    @inlinable
    static func hash(_ string: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var string = string
        string.withUTF8 { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(Int.max))
    }
}

/// Code-point equality of strings (byte equality of their UTF-8).
@_spi(Generated)
public enum Exact {
    /// Whether `a` and `b` hold the same Unicode scalars. (Equal UTF-8 byte counts and `==`
    /// leave only canonically equivalent spellings of the same length, ruled out by
    /// comparing bytes; native strings are compared without copying.)
    @inlinable
    public static func equal(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count, a == b else { return false }
        if let same = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }), let same {
            return same
        }
        return a.utf8.elementsEqual(b.utf8)
    }
}
