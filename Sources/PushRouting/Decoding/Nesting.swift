#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How deep objects may nest while one thread decodes. Only recursive types (a `Node`
/// with `children: [Node]`) can nest without bound; a payload that nests them deeper than
/// `limit` is refused with `nestedTooDeep` instead of running the thread out of stack.
/// The depth is counted per thread, so decoders on different threads never interfere.
@_spi(Generated)
public enum Nesting {
    /// The deepest nesting of object values decoded. Pushes are at most 4 KB (APNs, FCM),
    /// so real payloads stay far below; 32 levels decode within a 512 KB secondary-thread
    /// stack even unoptimized (a debug build uses about 8 KB of stack per level). The JSON
    /// reader allows 512 levels of any value; only objects count here.
    public static let limit = 32

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` one object level deeper; throws `nestedTooDeep` past `limit`.
    public static func inside<T>(_ body: () throws(PushDecodingError) -> T) throws(PushDecodingError) -> T {
        let depth = Int(bitPattern: pthread_getspecific(key))
        guard depth < limit else { throw PushDecodingError(reason: .nestedTooDeep(limit: limit)) }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth + 1))
        defer { pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth)) }
        return try body()
    }
}
