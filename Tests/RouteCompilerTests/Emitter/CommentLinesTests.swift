import Testing

@testable import RouteCompiler

/// Table text written into `///` and `//` comments: split at every line break, with
/// non-printing scalars escaped so that no text can end the comment.
struct CommentLinesTests {
    @Test(arguments: [
        ("Opens the cart.", ["Opens the cart."]),
        ("one\ntwo\r\nthree\rfour", ["one", "two", "three", "four"]),
        ("tab\tkept; trailing spaces dropped   ", ["tab\tkept; trailing spaces dropped"]),
        ("vertical\u{0B}tab and form\u{0C}feed", ["vertical", "tab and form", "feed"]),
        ("NUL \u{0} and DEL \u{7F}", ["NUL \\u{0} and DEL \\u{7F}"]),
        ("*/ stays inside", ["*/ stays inside"]),
        ("", [""]),
        ("ends with a break\n", ["ends with a break", ""]),
        ("LS\u{2028}PS\u{2029}NEL\u{85}end", ["LS", "PS", "NEL", "end"]),
        ("bidi \u{202E}override and é", ["bidi \\u{202E}override and é"]),
    ])
    func commentLines(_ text: String, _ expected: [String]) {
        #expect(SwiftLiteral.commentLines(text) == expected)
    }

    /// The byte-by-byte path for ASCII text gives what the scalar-by-scalar path gives.
    @Test func asciiPathAgreesWithTheScalarPath() {
        let alphabet = "ab \t\n\r\u{0B}\u{0C}\u{0}\u{1F}\u{7F}*/\\\"#"
        for text in SeededStrings.make(20_000, alphabet: alphabet, seed: 0x2545_F491_4F6C_DD1D) {
            #expect(
                SwiftLiteral.asciiCommentLines(text) == SwiftLiteral.unicodeCommentLines(text),
                "text \(text.debugDescription)")
        }
    }
}
