@_spi(Generated) import PushRouting
import Testing

/// Patterns keep their ECMA-262 meaning on ICU.
@Suite struct ECMAPatternTests {
    @Test(arguments: [
        // Not anchored.
        ("a+", "xxaayy", true), ("^a*$", "aaa", true), ("^a*$", "abc", false),
        // $ is the end of input only, not before a final newline.
        ("^abc$", "abc\n", false), ("abc$", "abc", true),
        // \d and \w are ASCII only.
        ("^\\d+$", "123", true), ("^\\d+$", "١٢٣", false), ("^\\w+$", "é", false), ("^\\w+$", "a_1", true),
        // \s is ECMA's whitespace set.
        ("^\\s$", "\u{FEFF}", true), ("^\\s$", "\u{85}", false), ("^\\s$", "\u{0B}", true),
        // . does not match line terminators, but matches NEL and astral characters as one.
        ("^.$", "\n", false), ("^.$", "\u{2028}", false), ("^.$", "\u{85}", true), ("^.$", "💩", true),
        // \b uses ASCII word characters.
        ("\\bé", "é", false), ("\\ba", "a", true), ("a\\B", "ab", true),
        // Unicode property escapes.
        ("^\\p{Letter}+$", "Hello", true), ("^\\p{Letter}+$", "πλ", true), ("^\\p{Letter}+$", "12", false),
        ("^\\P{L}$", "1", true),
        // Escapes.
        ("^\\u{1F4A9}$", "💩", true), ("^\\uD83D\\uDCA9$", "💩", true), ("^\\x41$", "A", true),
        ("^\\cJ$", "\n", true), ("^\\0$", "\0", true), ("^\\/$", "/", true), ("^\\.$", "x", false),
        // Classes.
        ("^[a-c]+$", "abc", true), ("^[^a-c]$", "d", true), ("^[\\d-]+$", "1-2", true), ("^[]$", "", false),
        ("^[^]$", "\n", true), ("^[\\w.]+$", "a.b", true), ("[[]", "[", true), ("^[&&]$", "&", true),
        ("^[\\b]$", "\u{08}", true), ("^[a\\-z]+$", "-", true), ("^[-a]$", "-", true),
        // Characters special to ICU only are literals.
        ("^#$", "#", true), ("^ $", " ", true), ("^\\$", "$", true),
        // Quantifiers and groups.
        ("^(ab){2}$", "abab", true), ("^a{2,}$", "aaa", true), ("^a{1,2}$", "aaa", false), ("^a+?$", "aa", true),
        ("^(?:x|y)z$", "yz", true), ("^(?<name>a)b$", "ab", true), ("a(?=b)", "ab", true), ("a(?!b)", "ab", false),
        ("(?<=a)b", "ab", true), ("(?<!a)b", "ab", false),
    ])
    func meaning(_ pattern: String, _ input: String, _ matches: Bool) throws {
        let compiled = try ECMAPattern(pattern)
        #expect(compiled.matches(input) == matches, "/\(pattern)/ on \(input.debugDescription)")
    }

    @Test(arguments: [
        "a++", "a**", "(?i)a", "(a)\\1", "\\k<x>(?<x>a)", "[z-a]", "a{", "a}", "]", "(abc", "abc)", "\\A", "\\z",
        "\\Q.\\E", "(?>a)", "(?#c)", "\\p{", "\\p{}", "\\e", "\\8", "^*", "$+", "(?=a)*", "\\uD800", "\\u{110000}",
        "[\\d-z]", "\\c1", "\\01", "(?<a>x)(?<a>y)", "x{2,1}", "\\",
    ])
    func rejects(_ pattern: String) {
        #expect(throws: ECMAPatternError.self, "/\(pattern)/") { try ECMAPattern(pattern) }
    }

    @Test func errorsSayWhere() {
        do {
            _ = try ECMAPattern("ab(c")
            Issue.record("accepted")
        } catch {
            #expect(error.offset == 2)
            #expect(error.message.contains("')'"))
        }
    }
}
