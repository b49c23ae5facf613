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
@_spi(Generated)
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
        self.regex =
            translated.isEmpty && !source.isEmpty ? nil : try? NSRegularExpression(pattern: translated, options: [])
    }

    /// Whether the pattern matches somewhere in `string`.
    public func matches(_ string: String) -> Bool {
        guard let regex else { return false }
        let range = NSRange(location: 0, length: (string as NSString).length)
        return regex.firstMatch(in: string, options: [], range: range) != nil
    }
}

/// Why a pattern was rejected, and where (the index of the code point it concerns).
@_spi(Generated)
public struct ECMAPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// 0-based code-point offset into the pattern.
    public var offset: Int

    /// The message with its position.
    public var description: String { "\(message) (at character \(offset + 1) of the pattern)" }
}
