/// Strict UTF-8 validation (RFC 3629): no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences. ASCII runs are checked eight bytes at a time.
enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        while i < n {
            // Fast path: eight ASCII bytes at once.
            if i + 8 <= n {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let b0 = bytes[i]
            if b0 < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF  // bounds of the second byte
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowest = 0xA0  // no overlong 3-byte forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                highest = 0x9F  // no surrogates
            case 0xF0:
                length = 4
                lowest = 0x90  // no overlong 4-byte forms
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                highest = 0x8F  // nothing above U+10FFFF
            default: return false
            }
            guard i + length <= n else { return false }
            let b1 = bytes[i + 1]
            guard b1 >= lowest, b1 <= highest else { return false }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }
}
