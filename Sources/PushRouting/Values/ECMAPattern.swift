import Foundation

/// A `pattern` constraint: an ECMA-262 regular expression in Unicode mode, not anchored
/// (it matches when it matches somewhere in the string; docs/language.md §4).
///
/// Foundation's `NSRegularExpression` runs ICU's dialect, which differs from ECMA-262 (`\d`
/// matches any Unicode digit, `$` matches before a final newline, `a++` is possessive, …),
/// so the pattern is first parsed by the ECMA-262 grammar and rewritten into an ICU
/// pattern with the ECMA meaning. What cannot be given that meaning is rejected.
///
/// Immutable and safe to share between threads (`NSRegularExpression` is immutable and
/// documented as thread-safe, hence the unchecked conformance).
public struct ECMAPattern: @unchecked Sendable {
    /// The pattern as written in the table.
    public let source: String
    /// The ICU pattern it was rewritten to.
    public let translated: String
    private let regex: NSRegularExpression?

    /// Parses and compiles `source`; throws when it is not a valid ECMA-262 pattern in
    /// Unicode mode, or uses something this engine cannot give ECMA-262 meaning.
    public init(_ source: String) throws(ECMAPatternError) {
        var translator = ECMAPatternTranslator(source)
        let translated = try translator.translate()
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: translated, options: [])
        } catch {
            throw ECMAPatternError(
                message: "the regular expression engine cannot run this pattern with its ECMA-262 meaning",
                offset: 0)
        }
        self.source = source
        self.translated = translated
        self.regex = regex
    }

    /// A pattern the table check already accepted (generated code uses this). Should the
    /// regular expression engine of the platform the app runs on still refuse it, the
    /// pattern matches nothing: values are rejected, never let through unchecked.
    public init(checked source: String) {
        self.source = source
        var translator = ECMAPatternTranslator(source)
        let translated = (try? translator.translate()) ?? ""
        self.translated = translated
        self.regex = translated.isEmpty && !source.isEmpty ? nil : try? NSRegularExpression(pattern: translated, options: [])
    }

    /// Whether the pattern matches somewhere in `string`.
    public func matches(_ string: String) -> Bool {
        guard let regex else { return false }
        let range = NSRange(location: 0, length: (string as NSString).length)
        return regex.firstMatch(in: string, options: [], range: range) != nil
    }
}

/// Why a pattern was rejected, and where (the index of the code point it concerns).
public struct ECMAPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// 0-based code-point offset into the pattern.
    public var offset: Int

    /// The message with its position.
    public var description: String { "\(message) (at character \(offset + 1) of the pattern)" }
}

/// A recursive-descent parser of the ECMA-262 `Pattern` grammar (Unicode mode) that
/// writes an equivalent ICU pattern as it goes.
struct ECMAPatternTranslator {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var groupNames: Set<String> = []
    private var output = ""

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    mutating func translate() throws(ECMAPatternError) -> String {
        try disjunction()
        if index < scalars.count {
            throw error(scalars[index] == ")" ? "unmatched ')'" : "unexpected '\(scalars[index])'")
        }
        return output
    }

    // MARK: Grammar

    private mutating func disjunction() throws(ECMAPatternError) {
        try alternative()
        while peek == "|" {
            index += 1
            output += "|"
            try alternative()
        }
    }

    private mutating func alternative() throws(ECMAPatternError) {
        while let c = peek, c != "|", c != ")" {
            try term()
        }
    }

    private mutating func term() throws(ECMAPatternError) {
        guard let c = peek else { return }
        switch c {
        case "^":
            index += 1
            output += "^"
            try rejectQuantifier()
        case "$":
            index += 1
            output += "\\z"
            try rejectQuantifier()
        case "\\" where peek(1) == "b" || peek(1) == "B":
            let negated = peek(1) == "B"
            index += 2
            output += negated ? ECMAPatternTranslator.notWordBoundary : ECMAPatternTranslator.wordBoundary
            try rejectQuantifier()
        case "(":
            try group()
        default:
            try atom()
            try quantifier()
        }
    }

    private mutating func group() throws(ECMAPatternError) {
        let start = index
        index += 1
        var isAssertion = false
        if peek == "?" {
            switch (peek(1), peek(2)) {
            case (":", _):
                index += 2
                output += "(?:"
            case ("=", _), ("!", _):
                output += "(?" + String(peek(1)!)
                index += 2
                isAssertion = true
            case ("<", "="), ("<", "!"):
                output += "(?<" + String(peek(2)!)
                index += 3
                isAssertion = true
            case ("<", _):
                index += 2
                let name = try groupName()
                guard groupNames.insert(name).inserted else { throw error("duplicate group name '\(name)'", at: start) }
                output += "("
            default:
                throw error("invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'", at: start)
            }
        } else {
            output += "("
        }
        try disjunction()
        guard peek == ")" else { throw error("missing ')' for the group", at: start) }
        index += 1
        output += ")"
        if isAssertion {
            try rejectQuantifier()
        } else {
            try quantifier()
        }
    }

    private mutating func groupName() throws(ECMAPatternError) -> String {
        var name = ""
        while let c = peek, c != ">" {
            let ok = name.isEmpty
                ? (c.properties.isIDStart || c == "$" || c == "_")
                : (c.properties.isIDContinue || c == "$" || c == "\u{200C}" || c == "\u{200D}")
            guard ok else { throw error("invalid character in group name") }
            name.unicodeScalars.append(c)
            index += 1
        }
        guard peek == ">", !name.isEmpty else { throw error("invalid group name") }
        index += 1
        return name
    }

    private mutating func atom() throws(ECMAPatternError) {
        let c = scalars[index]
        switch c {
        case ".":
            index += 1
            output += "[^\\x{A}\\x{D}\\x{2028}\\x{2029}]"
        case "[":
            try characterClass()
        case "\\":
            index += 1
            try atomEscape()
        case "*", "+", "?":
            throw error("nothing to repeat before '\(c)'")
        case "{":
            throw error("nothing to repeat before '{' (write \\{ for a literal brace)")
        case "}", "]":
            throw error("lone '\(c)' (write \\\(c) for a literal one)")
        case ")":
            throw error("unmatched ')'")
        default:
            index += 1
            output += ECMAPatternTranslator.literal(c)
        }
    }

    private mutating func atomEscape() throws(ECMAPatternError) {
        guard let c = peek else { throw error("the pattern ends with a lone backslash") }
        if c == "k" || ("1"..."9").contains(c) {
            throw error("backreferences (\\1, \\k<name>) are not supported")
        }
        if let set = try classEscapeSet(inClass: false) {
            output += set
            return
        }
        output += ECMAPatternTranslator.literal(try characterEscape())
    }

    /// `\d \D \s \S \w \W \p{…} \P{…}` as an ICU set, or nil (nothing consumed) for other escapes.
    private mutating func classEscapeSet(inClass: Bool) throws(ECMAPatternError) -> String? {
        guard let c = peek else { return nil }
        switch c {
        case "d": index += 1; return inClass ? "0-9" : "[0-9]"
        case "D": index += 1; return "[^0-9]"
        case "w": index += 1; return inClass ? "A-Za-z0-9_" : "[A-Za-z0-9_]"
        case "W": index += 1; return "[^A-Za-z0-9_]"
        case "s": index += 1; return inClass ? ECMAPatternTranslator.whitespace : "[\(ECMAPatternTranslator.whitespace)]"
        case "S": index += 1; return "[^\(ECMAPatternTranslator.whitespace)]"
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
            return "\\\(c){\(property)}"
        default:
            return nil
        }
    }

    /// A single-character escape after `\`; returns the character.
    private mutating func characterEscape() throws(ECMAPatternError) -> Unicode.Scalar {
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
            guard let value = hexDigits(count: 2) else { throw error("\\x must be followed by two hex digits", at: start) }
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
            while let c = peek, let d = ECMAPatternTranslator.hexValue(c) {
                value = value &* 16 &+ d
                digits += 1
                index += 1
                guard value <= 0x10FFFF else { throw error("code point out of range", at: start) }
            }
            guard digits > 0, peek == "}" else { throw error("invalid \\u{…} escape", at: start) }
            index += 1
            guard let scalar = Unicode.Scalar(value) else { throw error("lone surrogates are not supported", at: start) }
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
            guard let c = peek(k), let d = ECMAPatternTranslator.hexValue(c) else { return nil }
            value = value * 16 + d
        }
        index += count
        return value
    }

    private mutating func characterClass() throws(ECMAPatternError) {
        let start = index
        index += 1
        var negated = false
        if peek == "^" {
            negated = true
            index += 1
        }
        var items = ""
        while true {
            guard let c = peek else { throw error("missing ']' for the character class", at: start) }
            if c == "]" {
                index += 1
                break
            }
            let first = try classAtom()
            if peek == "-", let next = peek(1), next != "]" {
                index += 1
                let second = try classAtom()
                guard case .character(let low) = first, case .character(let high) = second else {
                    throw error("a class escape like \\d cannot be the end of a range")
                }
                guard low.value <= high.value else { throw error("range out of order in character class") }
                items += ECMAPatternTranslator.literal(low) + "-" + ECMAPatternTranslator.literal(high)
            } else {
                switch first {
                case .character(let scalar): items += ECMAPatternTranslator.literal(scalar)
                case .set(let set): items += set
                }
            }
        }
        if items.isEmpty {
            output += negated ? "[\\x{0}-\\x{10FFFF}]" : "(?!)"
        } else {
            output += "[" + (negated ? "^" : "") + items + "]"
        }
    }

    private enum ClassAtom {
        case character(Unicode.Scalar)
        case set(String)
    }

    private mutating func classAtom() throws(ECMAPatternError) -> ClassAtom {
        let c = scalars[index]
        index += 1
        guard c == "\\" else { return .character(c) }
        guard let e = peek else { throw error("the pattern ends with a lone backslash") }
        if e == "b" {
            index += 1
            return .character("\u{08}")
        }
        if e == "-" {
            index += 1
            return .character("-")
        }
        if ("1"..."9").contains(e) || e == "k" {
            throw error("backreferences are not allowed in a character class")
        }
        if let set = try classEscapeSet(inClass: true) { return .set(set) }
        return .character(try characterEscape())
    }

    private mutating func quantifier() throws(ECMAPatternError) {
        guard let c = peek else { return }
        switch c {
        case "*", "+", "?":
            index += 1
            output.unicodeScalars.append(c)
        case "{":
            let start = index
            guard let (text, low, high) = braceQuantifier() else {
                throw error("lone '{' (write \\{ for a literal brace)", at: start)
            }
            if let high, let low, high < low { throw error("numbers out of order in {} quantifier", at: start) }
            output += text
        default:
            return
        }
        if peek == "?" {
            index += 1
            output += "?"
        }
        if let next = peek, next == "*" || next == "+" || next == "?" || next == "{" {
            throw error("nothing to repeat before '\(next)'")
        }
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (nothing consumed) when the brace starts none of them.
    private mutating func braceQuantifier() -> (String, Int?, Int?)? {
        var i = index + 1
        func number() -> String {
            var digits = ""
            while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                digits.unicodeScalars.append(scalars[i])
                i += 1
            }
            return digits
        }
        let low = number()
        guard !low.isEmpty else { return nil }
        var high: String? = low
        if i < scalars.count, scalars[i] == "," {
            i += 1
            let upper = number()
            high = upper.isEmpty ? nil : upper
        }
        guard i < scalars.count, scalars[i] == "}" else { return nil }
        index = i + 1
        let text = "{" + low + (high == low ? "" : "," + (high ?? "")) + "}"
        return (text, Int(low), high.flatMap { Int($0) })
    }

    private mutating func rejectQuantifier() throws(ECMAPatternError) {
        if let c = peek, c == "*" || c == "+" || c == "?" {
            throw error("nothing to repeat before '\(c)'")
        }
        if peek == "{", braceQuantifier() != nil {
            throw error("nothing to repeat before '{'")
        }
    }

    // MARK: Helpers

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func error(_ message: String, at offset: Int? = nil) -> ECMAPatternError {
        ECMAPatternError(message: message, offset: offset ?? min(index, max(scalars.count - 1, 0)))
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 48
        case "a"..."f": c.value - 87
        case "A"..."F": c.value - 55
        default: nil
        }
    }

    /// A character as an ICU pattern atom: ASCII letters and digits as themselves,
    /// everything else as `\x{HEX}`, so nothing is special to ICU.
    static func literal(_ c: Unicode.Scalar) -> String {
        if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
            return String(c)
        }
        return "\\x{" + String(c.value, radix: 16, uppercase: true) + "}"
    }

    /// ECMA-262 WhiteSpace and LineTerminator, the members of `\s`.
    static let whitespace =
        "\\x{9}\\x{A}\\x{B}\\x{C}\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}"

    private static let word = "[A-Za-z0-9_]"
    static let wordBoundary = "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
    static let notWordBoundary = "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
}
