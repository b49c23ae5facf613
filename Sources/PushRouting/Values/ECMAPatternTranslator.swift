/// A recursive-descent parser of the ECMA-262 `Pattern` grammar (Unicode mode) that
/// writes an equivalent ICU pattern as it goes: it checks the syntax, and `ICUSpelling`
/// says what each piece becomes.
struct ECMAPatternTranslator {
    /// The pattern's code points.
    let scalars: [Unicode.Scalar]
    /// Where the parser is in `scalars`.
    var index = 0
    private var groupNames: Set<String> = []
    /// The ICU pattern written so far.
    var output = ""

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
            output += ICUSpelling.endOfInput
            try rejectQuantifier()
        case "\\" where peek(1) == "b" || peek(1) == "B":
            let negated = peek(1) == "B"
            index += 2
            output += negated ? ICUSpelling.notWordBoundary : ICUSpelling.wordBoundary
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
            let ok =
                name.isEmpty
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
            output += ICUSpelling.anyButLineTerminator
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
            output += ICUSpelling.literal(c)
        }
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
                items += ICUSpelling.literal(low) + "-" + ICUSpelling.literal(high)
            } else {
                switch first {
                case .character(let scalar): items += ICUSpelling.literal(scalar)
                case .set(let set): items += set
                }
            }
        }
        if items.isEmpty {
            output += negated ? ICUSpelling.anyCharacter : ICUSpelling.nothing
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

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func error(_ message: String, at offset: Int? = nil) -> ECMAPatternError {
        ECMAPatternError(message: message, offset: offset ?? min(index, max(scalars.count - 1, 0)))
    }
}
