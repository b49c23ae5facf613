/// Checks that a string is an absolute URI by RFC 3986: a scheme, then the hierarchical
/// part, an optional query and fragment, ASCII only, no spaces, `%` only before two hex
/// digits (docs/language.md §3).
@_spi(Generated)
public enum AbsoluteURI {
    /// Whether `text` is an RFC 3986 URI with a scheme.
    public static func isValid(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard let afterScheme = scheme(b) else { return false }
        return isHierarchicalPart(b, from: afterScheme)
    }

    /// Whether `text` is an RFC 3986 URI reference: a URI with a scheme, or a relative
    /// reference (`/url.html`, `../a?b`, `//host/x`, `?q`, `#f`), but not the empty string
    /// (docs/language.md §5.4, `relative: true`).
    public static func isValidReference(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard !b.isEmpty else { return false }
        if let afterScheme = scheme(b) { return isHierarchicalPart(b, from: afterScheme) }
        // relative-part: the first segment of a path-noscheme holds no ":" (or it would
        // read as a scheme).
        let firstSegmentEnd = b.firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? b.count
        guard !b[..<firstSegmentEnd].contains(0x3A) else { return false }
        return isHierarchicalPart(b, from: 0)
    }

    /// The index just past `scheme ":"` at the start of `b`, when it starts with one.
    /// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    private static func scheme(_ b: [UInt8]) -> Int? {
        guard let first = b.first, isAlpha(first) else { return nil }
        var i = 1
        while i < b.count, isAlpha(b[i]) || isDigit(b[i]) || b[i] == 0x2B || b[i] == 0x2D || b[i] == 0x2E { i += 1 }
        guard i < b.count, b[i] == 0x3A else { return nil }
        return i + 1
    }

    /// Whether `b` from `start` is `[ "//" authority ] path [ "?" query ] [ "#" fragment ]`.
    private static func isHierarchicalPart(_ b: [UInt8], from start: Int) -> Bool {
        var i = start
        // hier-part
        if i + 1 < b.count, b[i] == 0x2F, b[i + 1] == 0x2F {
            i += 2
            let end = b[i...].firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? b.count
            guard isAuthority(b[i..<end]) else { return false }
            i = end
        }
        // path, then query and fragment
        var section = 0  // 0 path, 1 query, 2 fragment
        while i < b.count {
            let c = b[i]
            if c == 0x3F, section == 0 {
                section = 1
            } else if c == 0x23, section < 2 {
                section = 2
            } else if c == 0x25 {
                guard i + 2 < b.count, isHex(b[i + 1]), isHex(b[i + 2]) else { return false }
                i += 2
            } else if !(isPathCharacter(c) || c == 0x2F || (section > 0 && c == 0x3F)) {
                return false
            }
            i += 1
        }
        return true
    }

    /// authority = [ userinfo "@" ] host [ ":" port ]
    private static func isAuthority(_ a: ArraySlice<UInt8>) -> Bool {
        var host = a
        if let at = a.lastIndex(of: 0x40) {
            guard isEncodedRun(a[a.startIndex..<at], extra: [0x3A]) else { return false }
            host = a[(at + 1)...]
        }
        if host.first == 0x5B {
            guard let close = host.firstIndex(of: 0x5D), isIPLiteral(host[(host.startIndex + 1)..<close]) else {
                return false
            }
            let rest = host[(close + 1)...]
            return rest.isEmpty || (rest.first == 0x3A && rest.dropFirst().allSatisfy(isDigit))
        }
        if let colon = host.lastIndex(of: 0x3A) {
            guard host[(colon + 1)...].allSatisfy(isDigit) else { return false }
            host = host[host.startIndex..<colon]
        }
        return isEncodedRun(host, extra: [])
    }

    /// *( unreserved / pct-encoded / sub-delims / extra )
    private static func isEncodedRun(_ s: ArraySlice<UInt8>, extra: Set<UInt8>) -> Bool {
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == 0x25 {
                guard i + 2 < s.endIndex, isHex(s[i + 1]), isHex(s[i + 2]) else { return false }
                i += 3
                continue
            }
            guard isUnreserved(c) || isSubDelimiter(c) || extra.contains(c) else { return false }
            i += 1
        }
        return true
    }

    /// IPv6address or IPvFuture, between the brackets.
    private static func isIPLiteral(_ s: ArraySlice<UInt8>) -> Bool {
        if let v = s.first, v == 0x76 || v == 0x56 {
            guard let dot = s.firstIndex(of: 0x2E), dot > s.startIndex + 1,
                s[(s.startIndex + 1)..<dot].allSatisfy(isHex), dot + 1 < s.endIndex
            else { return false }
            return s[(dot + 1)...].allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == 0x3A }
        }
        return isIPv6(String(decoding: s, as: UTF8.self))
    }

    private static func isIPv6(_ text: String) -> Bool {
        var groups = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var maxGroups = 8
        if let last = groups.last, last.contains(".") {
            guard isIPv4(last) else { return false }
            groups.removeLast()
            groups.append("0")
            groups.append("0")
        }
        let compressions = text.components(separatedBy: "::").count - 1
        guard compressions <= 1 else { return false }
        if compressions == 1 {
            // Empty groups come from the "::"; at most three empties (":: " at both ends).
            let nonEmpty = groups.filter { !$0.isEmpty }
            guard nonEmpty.count < 8 else { return false }
            if text.hasPrefix(":"), !text.hasPrefix("::") { return false }
            if text.hasSuffix(":"), !text.hasSuffix("::") { return false }
            groups = nonEmpty
            maxGroups = 7
        } else {
            guard groups.count == 8 else { return false }
        }
        guard groups.count <= maxGroups else { return false }
        return groups.allSatisfy { !$0.isEmpty && $0.utf8.count <= 4 && $0.utf8.allSatisfy(isHex) }
    }

    private static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard !part.isEmpty, part.count <= 3, part.utf8.allSatisfy(isDigit), let v = Int(part), v <= 255 else {
                    return false
                }
                return part.count == 1 || part.first != "0"
            }
    }

    private static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isHex(_ c: UInt8) -> Bool { isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) }
    private static func isUnreserved(_ c: UInt8) -> Bool {
        isAlpha(c) || isDigit(c) || c == 0x2D || c == 0x2E || c == 0x5F || c == 0x7E
    }
    private static func isSubDelimiter(_ c: UInt8) -> Bool {
        switch c {
        case 0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D: true
        default: false
        }
    }
    /// pchar without pct-encoded: unreserved / sub-delims / ":" / "@"
    private static func isPathCharacter(_ c: UInt8) -> Bool {
        isUnreserved(c) || isSubDelimiter(c) || c == 0x3A || c == 0x40
    }
}
