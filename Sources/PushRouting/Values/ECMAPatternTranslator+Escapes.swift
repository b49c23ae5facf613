// The escapes of the ECMA-262 pattern grammar (Unicode mode): `AtomEscape`, `ClassEscape`,
// `CharacterEscape`, with what each becomes in ICU.
extension ECMAPatternTranslator {
    /// An escape outside a character class (its backslash is read): a class escape, or one
    /// character written as an ICU literal.
    mutating func atomEscape() throws(ECMAPatternError) {
        guard let c = peek else { throw error("the pattern ends with a lone backslash") }
        if c == "k" || ("1"..."9").contains(c) {
            throw error("backreferences (\\1, \\k<name>) are not supported")
        }
        if let set = try classEscapeSet(inClass: false) {
            output += set
            return
        }
        output += ICUSpelling.literal(try characterEscape())
    }

    /// `\d \D \s \S \w \W \p{…} \P{…}` as an ICU set, or nil (nothing consumed) for other escapes.
    mutating func classEscapeSet(inClass: Bool) throws(ECMAPatternError) -> String? {
        guard let c = peek else { return nil }
        switch c {
        case "d", "D", "w", "W", "s", "S":
            index += 1
            return ICUSpelling.classEscape(c, inClass: inClass)
        case "p", "P":
            let start = index - 1
            index += 1
            guard peek == "{" else { throw error("\\\(c) must be followed by {property}", at: start) }
            index += 1
            var property = ""
            while let p = peek, p != "}" {
                guard p.isASCII, p.properties.isAlphabetic || ("0"..."9").contains(p) || p == "_" || p == "=" else {
                    throw error("invalid character in a Unicode property name")
                }
                property.unicodeScalars.append(p)
                index += 1
            }
            guard peek == "}", !property.isEmpty, property.filter({ $0 == "=" }).count <= 1,
                !property.hasPrefix("="), !property.hasSuffix("=")
            else { throw error("invalid Unicode property escape", at: start) }
            index += 1
            return ICUSpelling.property(c, property)
        default:
            return nil
        }
    }

    /// A single-character escape after `\`; returns the character.
    mutating func characterEscape() throws(ECMAPatternError) -> Unicode.Scalar {
        let start = index - 1
        let c = scalars[index]
        index += 1
        switch c {
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "v": return "\u{0B}"
        case "c":
            guard let letter = peek, letter.isASCII, letter.properties.isAlphabetic else {
                throw error("\\c must be followed by a letter A-Z", at: start)
            }
            index += 1
            return Unicode.Scalar(letter.value % 32)!
        case "0":
            if let next = peek, ("0"..."9").contains(next) { throw error("octal escapes are not allowed", at: start) }
            return "\0"
        case "x":
            guard let value = hexDigits(count: 2) else {
                throw error("\\x must be followed by two hex digits", at: start)
            }
            return Unicode.Scalar(value)!
        case "u":
            return try unicodeEscape(start: start)
        case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/":
            return c
        default:
            throw error("invalid escape '\\\(c)' (in Unicode mode only syntax characters may be escaped)", at: start)
        }
    }

    private mutating func unicodeEscape(start: Int) throws(ECMAPatternError) -> Unicode.Scalar {
        if peek == "{" {
            index += 1
            var value: UInt32 = 0
            var digits = 0
            while let c = peek, let d = Self.hexValue(c) {
                value = value &* 16 &+ d
                digits += 1
                index += 1
                guard value <= 0x10FFFF else { throw error("code point out of range", at: start) }
            }
            guard digits > 0, peek == "}" else { throw error("invalid \\u{…} escape", at: start) }
            index += 1
            guard let scalar = Unicode.Scalar(value) else {
                throw error("lone surrogates are not supported", at: start)
            }
            return scalar
        }
        guard let lead = hexDigits(count: 4) else { throw error("\\u must be followed by four hex digits", at: start) }
        if (0xD800...0xDBFF).contains(lead), peek == "\\", peek(1) == "u" {
            let save = index
            index += 2
            if let trail = hexDigits(count: 4), (0xDC00...0xDFFF).contains(trail) {
                return Unicode.Scalar(0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00))!
            }
            index = save
        }
        guard let scalar = Unicode.Scalar(lead) else { throw error("lone surrogates are not supported", at: start) }
        return scalar
    }

    private mutating func hexDigits(count: Int) -> UInt32? {
        var value: UInt32 = 0
        for k in 0..<count {
            guard let c = peek(k), let d = Self.hexValue(c) else { return nil }
            value = value * 16 + d
        }
        index += count
        return value
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 48
        case "a"..."f": c.value - 87
        case "A"..."F": c.value - 55
        default: nil
        }
    }
}
