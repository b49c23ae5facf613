/// Percent-decoding and -encoding of the parts of a link (RFC 3986 §2.1), byte by byte:
/// never Foundation's `URL.path` or `pathComponents`, which decode `%2F` into a separator and
/// differ between platforms (docs/language.md §14.4).
@_spi(Generated)
public enum LinkText {
    /// `text` with each `%XX` decoded; nil when a `%` is not followed by two hex digits, or
    /// the decoded bytes are not UTF-8. `plusIsSpace`: `+` is a space (a query's names and
    /// values, as HTML forms write them).
    public static func decoded(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x25 || (plusIsSpace && $0 == 0x2B) }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let c = utf8[i]
            if c == 0x25 {
                let first = utf8.index(after: i)
                guard first < utf8.endIndex, let high = hexValue(utf8[first]) else { return nil }
                let second = utf8.index(after: first)
                guard second < utf8.endIndex, let low = hexValue(utf8[second]) else { return nil }
                bytes.append(high << 4 | low)
                i = utf8.index(after: second)
                continue
            }
            bytes.append(plusIsSpace && c == 0x2B ? 0x20 : c)
            i = utf8.index(after: i)
        }
        guard bytes.withUnsafeBufferPointer(UTF8Validation.isValid) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a piece of text goes in a link: which characters stay as they are.
    public enum Place: Sendable {
        /// A path segment: `pchar` (RFC 3986) but never `/`.
        case segment
        /// A query item's name or value: `+`, `&`, `=` and `#` are escaped too.
        case query
        /// The fragment.
        case fragment
    }

    /// `text` percent-encoded for `place`: unreserved characters and those the place allows
    /// stay, every other byte of its UTF-8 is `%XX` (upper case). A segment that is all dots
    /// (`.`, `..`) has its dots escaped, so that no URL library removes it as a dot segment.
    public static func encoded(_ text: String, for place: Place) -> String {
        if case .segment = place, !text.isEmpty, text.utf8.allSatisfy({ $0 == 0x2E }) {
            return String(repeating: "%2E", count: text.utf8.count)
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isKept(byte, in: place) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%"
                out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
                out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0x0F)]))
            }
        }
        return out
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isKept(_ c: UInt8, in place: Place) -> Bool {
        let isUnreserved =
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E
            || c == 0x5F || c == 0x7E
        if isUnreserved { return true }
        switch place {
        case .segment:
            // sub-delims, ":" and "@"
            return "!$&'()*+,;=:@".utf8.contains(c)
        case .query:
            return "!$'()*,;:@/?".utf8.contains(c)
        case .fragment:
            return "!$&'()*+,;=:@/?".utf8.contains(c)
        }
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x41 + 10
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }
}
