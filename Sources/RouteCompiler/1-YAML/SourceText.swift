/// Byte-level facts about a source file that libyaml does not give us: where the first
/// invalid UTF-8 sequence is, and the line and column of a byte offset.
enum SourceText {
    /// The byte offset of the first invalid UTF-8 sequence, or nil when `bytes` is valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var value: UInt32
            switch b {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                value = UInt32(b & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                value = UInt32(b & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                value = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                value = value << 6 | UInt32(c & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return i }
            i += length
        }
        return nil
    }

    /// The 1-based line and column (in code points) of `offset`, counting line breaks the
    /// way libyaml does: LF, CR, CR LF, NEL, LS and PS. Invalid bytes count as one column.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
                i += 1
            } else if b == 0x0D {
                line += 1
                column = 1
                i += (i + 1 < bytes.count && bytes[i + 1] == 0x0A) ? 2 : 1
            } else if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 {
                line += 1
                column = 1
                i += 2
            } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9
            {
                line += 1
                column = 1
                i += 3
            } else {
                // Count a code point: skip its continuation bytes.
                i += 1
                while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
                column += 1
            }
        }
        return (line, column)
    }
}
