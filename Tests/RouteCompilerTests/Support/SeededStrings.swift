/// Seeded random short strings over a small alphabet, for tests that compare a fast path
/// with the general one: the same seed gives the same strings, so a failure reproduces.
enum SeededStrings {
    /// `count` strings of 0 to 31 bytes drawn from `alphabet` (ASCII bytes).
    static func make(_ count: Int, alphabet: String, seed: UInt64) -> [String] {
        let bytes = Array(alphabet.utf8)
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
        return (0..<count).map { _ in
            let length = Int(next() >> 59)
            return String(decoding: (0..<length).map { _ in bytes[Int(next() >> 33) % bytes.count] }, as: UTF8.self)
        }
    }
}
