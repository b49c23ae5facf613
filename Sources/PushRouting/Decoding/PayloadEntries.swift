import Foundation

/// The string-keyed entries of one payload dictionary, read in one pass (each key cast to
/// `String` once) into a temporary buffer. Generated decoders find the discriminator and
/// then their route's values in the same entries, so the top level of a payload is read
/// only once.
@_spi(Generated)
public struct PayloadEntries: Sequence {
    @usableFromInline let buffer: UnsafeBufferPointer<PayloadEntry>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<PayloadEntry>) {
        self.buffer = buffer
    }

    /// Calls `body` with the entries of `object` (valid only during the call). Keys that
    /// are not strings are left out. (Not inlined: every generated struct calls it, and one
    /// copy serves them all.)
    public static func withEntries<Result>(
        of object: PayloadObject, _ body: (PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try withEntries(of: object, finding: nil) { entries, _ throws(PushDecodingError) in try body(entries) }
    }

    /// Calls `body` with the entries of `object` and the value of `key` among them (the
    /// discriminator's first key, found in the same pass).
    @inlinable
    public static func withEntries<Result>(
        of object: PayloadObject, finding key: String?,
        _ body: (PayloadEntries, Any?) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try withUnsafeTemporaryAllocation(of: PayloadEntry.self, capacity: object.count) {
            storage throws(PushDecodingError) -> Result in
            var count = 0
            var found: Any?
            for (entryKey, value) in object {
                guard let entryKey = entryKey.base as? String else { continue }
                if let key, Exact.equal(entryKey, key) { found = value }
                (storage.baseAddress! + count).initialize(to: PayloadEntry(key: entryKey, value: value))
                count += 1
            }
            defer { storage.baseAddress!.deinitialize(count: count) }
            return try body(PayloadEntries(UnsafeBufferPointer(start: storage.baseAddress, count: count)), found)
        }
    }

    /// The value of `key`, the key matched code point by code point; of a key JSON repeats,
    /// the last value (as JSON readers keep it). A linear scan: a payload's top level has
    /// few entries.
    public func value(forKey key: String) -> Any? {
        for entry in buffer.reversed() where Exact.equal(entry.key, key) { return entry.value }
        return nil
    }

    /// Iterates over the entries in payload order.
    public func makeIterator() -> UnsafeBufferPointer<PayloadEntry>.Iterator {
        buffer.makeIterator()
    }
}

/// One key and value of a payload dictionary.
@_spi(Generated)
public struct PayloadEntry {
    /// The key.
    public let key: String
    /// The value.
    public let value: Any

    @inlinable
    init(key: String, value: Any) {
        self.key = key
        self.value = value
    }
}
