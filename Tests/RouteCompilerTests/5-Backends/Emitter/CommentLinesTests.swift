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

/// Doc comments are wrapped at 100 columns the way a person wraps Markdown.
struct DocWrappingTests {
    @Test(arguments: [
        // Short lines stay.
        (["Opens the cart."], 20, ["Opens the cart."]),
        // Long lines break at the last space that fits.
        (["one two three four five"], 10, ["one two", "three four", "five"]),
        // A word longer than the width stays whole.
        (["a https://example.com/a/very/long/path b"], 10, ["a", "https://example.com/a/very/long/path", "b"]),
        // List items continue under their text; no line starts like a list item or heading.
        (["- one two three four"], 10, ["- one two", "  three", "  four"]),
        (["12. one two three"], 10, ["12. one", "    two", "    three"]),
        (["one - two # three"], 7, ["one -", "two #", "three"]),
        // Code stays as it is: indented lines and fenced blocks.
        (["    let x = one two three"], 10, ["    let x = one two three"]),
        (
            ["```", "let x = one two three", "```", "one two three"], 10,
            ["```", "let x = one two three", "```", "one two", "three"]
        ),
    ])
    func wrapping(_ lines: [String], _ width: Int, _ expected: [String]) {
        #expect(CodePrinter.wrapped(lines, width: width) == expected)
    }

    @Test func printedDocCommentsFitInOneHundredColumns() {
        var p = CodePrinter()
        p.block("enum Deep") { p in
            p.indented { p in
                p.doc(String(repeating: "word ", count: 60) + "end")
            }
        }
        let lines = p.text.split(separator: "\n").filter { $0.contains("///") }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= CodePrinter.docWidth })
    }
}
