/// How the pieces of an ECMA-262 pattern are written in ICU's dialect (what
/// `NSRegularExpression` runs) so that they keep their ECMA-262 meaning. ICU reads several of
/// them differently: `\d` is any Unicode digit there, `$` also matches before a final line
/// break, `.` also excludes NEL, `\b` knows Unicode letters, and `[]` is an error.
enum ICUSpelling {
    /// `$`: the end of the input only.
    static let endOfInput = "\\z"

    /// `.`: anything but the ECMA-262 line terminators.
    static let anyButLineTerminator = "[^\\x{A}\\x{D}\\x{2028}\\x{2029}]"

    /// `[^]`: any character.
    static let anyCharacter = "[\\x{0}-\\x{10FFFF}]"

    /// `[]`: matches nothing.
    static let nothing = "(?!)"

    /// `\b` and `\B`, with ECMA-262's ASCII word characters.
    static let wordBoundary = "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
    static let notWordBoundary = "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"

    private static let word = "[A-Za-z0-9_]"

    /// ECMA-262 WhiteSpace and LineTerminator, the members of `\s`.
    static let whitespace =
        "\\x{9}\\x{A}\\x{B}\\x{C}\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}"

    /// `\d \D \w \W \s \S` (`escape` is the letter) as an ICU set; inside a character class,
    /// `\d`, `\w` and `\s` are the set's members only.
    static func classEscape(_ escape: Unicode.Scalar, inClass: Bool) -> String {
        switch escape {
        case "d": inClass ? "0-9" : "[0-9]"
        case "D": "[^0-9]"
        case "w": inClass ? "A-Za-z0-9_" : "[A-Za-z0-9_]"
        case "W": "[^A-Za-z0-9_]"
        case "s": inClass ? whitespace : "[\(whitespace)]"
        default: "[^\(whitespace)]"
        }
    }

    /// `\p{name}` or `\P{name}` (`escape` is `p` or `P`), which ICU reads as ECMA-262 does.
    static func property(_ escape: Unicode.Scalar, _ name: String) -> String {
        "\\\(escape){\(name)}"
    }

    /// A character as an ICU pattern atom: ASCII letters and digits as themselves,
    /// everything else as `\x{HEX}`, so nothing is special to ICU.
    static func literal(_ c: Unicode.Scalar) -> String {
        if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
            return String(c)
        }
        return "\\x{" + String(c.value, radix: 16, uppercase: true) + "}"
    }
}
