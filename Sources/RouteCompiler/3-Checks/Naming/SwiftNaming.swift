/// How Swift names are derived from keys in the table (docs/language.md §6). One function for
/// identifiers: every name in generated code goes through `memberName(from:)` (or is a
/// checked type name) and is printed with `escaped(_:)`.
package enum SwiftNaming {
    /// The lowerCamelCase Swift name for a route key, param key or enum value; nil when
    /// the key has no letter or digit.
    ///
    /// Every character that is not a Unicode letter or digit (`_` included) breaks words.
    /// The first word is lowercased up to the start of the next capitalized word
    /// (`URLPath` → `urlPath`); each later word gets an uppercase first letter and keeps
    /// the rest (`order_ID` → `orderID`); a leading digit gets `_` (`2fa` → `_2fa`).
    package static func memberName(from key: String) -> String? {
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return asciiMemberName(key) }
        return unicodeMemberName(key)
    }

    /// `memberName(from:)` for any key, scalar by scalar.
    static func unicodeMemberName(_ key: String) -> String? {
        let words = splitWords(key)
        guard let first = words.first else { return nil }
        var name = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() {
            var scalars = word
            let head = scalars.removeFirst()
            name += String(head).uppercased()
            name.unicodeScalars.append(contentsOf: scalars)
        }
        if let head = name.unicodeScalars.first, head.properties.generalCategory == .decimalNumber {
            name = "_" + name
        }
        return name
    }

    /// `memberName(from:)` for an all-ASCII key, byte by byte (the same rules: only
    /// `A-Z`, `a-z` and `0-9` are word characters there).
    static func asciiMemberName(_ key: String) -> String? {
        func isWordByte(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        var out: [UInt8] = []
        out.reserveCapacity(key.utf8.count + 1)
        var word: [UInt8] = []
        var first = true
        func flush() {
            guard !word.isEmpty else { return }
            if first {
                var run = 0
                while run < word.count, isUpper(word[run]) { run += 1 }
                var lowered = run
                if run > 1, run < word.count, isLower(word[run]) { lowered = run - 1 }
                for (i, b) in word.enumerated() { out.append(i < lowered ? b | 0x20 : b) }
                first = false
            } else {
                out.append(isLower(word[0]) ? word[0] & ~0x20 : word[0])
                out.append(contentsOf: word.dropFirst())
            }
            word.removeAll(keepingCapacity: true)
        }
        for b in key.utf8 {
            if isWordByte(b) { word.append(b) } else { flush() }
        }
        flush()
        guard let head = out.first else { return nil }
        if head >= 0x30 && head <= 0x39 { out.insert(0x5F, at: 0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The UpperCamelCase form of a member name, for a type derived from it
    /// (`status` → `Status`). A name whose first character has no uppercase form gets
    /// `Value` appended, so the type never has the member's own name (`_2fa` → `_2faValue`).
    package static func typeName(fromMember member: String) -> String {
        if let head = member.utf8.first, head < 0x80 {
            // An ASCII head: upper-casing it is one byte, the rest is kept as it is.
            guard head >= 0x61, head <= 0x7A else { return member + "Value" }
            var bytes = Array(member.utf8)
            bytes[0] = head & ~0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = member.unicodeScalars[...]
        guard let head = scalars.first else { return member }
        scalars.removeFirst()
        var out = String(head).uppercased()
        out.unicodeScalars.append(contentsOf: scalars)
        return out == member ? member + "Value" : out
    }

    /// The name of an enum nested in a struct for the member `member`: `typeName(fromMember:)`,
    /// except that a name Swift gives another meaning after a dot (`Outer.Self`,
    /// `Outer.Type`, `Outer.Protocol`) gets `Value` too: `self` → `SelfValue`.
    package static func nestedTypeName(fromMember member: String) -> String {
        let name = typeName(fromMember: member)
        return metatypeNames.contains(name) ? name + "Value" : name
    }

    /// Names that mean something else as a member type: `Self` inside a type is the type
    /// itself, `T.Type` and `P.Protocol` are metatypes.
    static let metatypeNames: Set<String> = ["Self", "Type", "Protocol"]

    /// `name` as written in Swift source: keywords in backticks, never renamed.
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` has the form of a type name: `^[A-Za-z_][A-Za-z0-9_]*$`.
    package static func hasTypeNameForm(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        let isHead = { (c: UInt8) in (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x5F }
        let isDigit = { (c: UInt8) in c >= 0x30 && c <= 0x39 }
        return isHead(first) && name.utf8.allSatisfy { isHead($0) || isDigit($0) }
    }

    /// Swift's keywords: reserved words that need backticks to be used as names
    /// (declarations, statements, expressions and the keywords valid in expressions).
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Protocol", "Type", "_",
    ]

    // MARK: Words

    /// Splits `key` at every character that is not a letter or digit. Combining marks
    /// stay with the letter before them.
    static func splitWords(_ key: String) -> [Substring.UnicodeScalarView] {
        var words: [Substring.UnicodeScalarView] = []
        var current = Substring.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            if isLetterOrDigit(scalar) || (!current.isEmpty && isCombiningMark(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = Substring.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            return isSwiftIdentifierScalar(scalar)
        default:
            return false
        }
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark: isSwiftIdentifierScalar(scalar)
        default: false
        }
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    /// Lowercases the leading capitals of a word, keeping the last one when it starts the
    /// next capitalized word: `URLPath` → `urlPath`, `Second` → `second`, `ID2` → `id2`.
    private static func lowercasedLeadingCapitals(_ word: Substring.UnicodeScalarView) -> String {
        let scalars = Array(word)
        var run = 0
        while run < scalars.count, isUppercase(scalars[run]) { run += 1 }
        var lowered = run
        if run > 1, run < scalars.count, scalars[run].properties.generalCategory == .lowercaseLetter {
            lowered = run - 1
        }
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            if i < lowered {
                out += String(scalar).lowercased()
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether Swift accepts `scalar` inside an identifier (the identifier-character
    /// ranges of The Swift Programming Language's grammar).
    private static func isSwiftIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return true }  // ASCII letters and digits reach here only
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
            0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F,
            0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF, 0x1E00...0x1FFF, 0x20D0...0x20FF,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
            0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F, 0xFE30...0xFE44,
            0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
            0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
            0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        return ranges.contains { $0.contains(v) }
    }
}
