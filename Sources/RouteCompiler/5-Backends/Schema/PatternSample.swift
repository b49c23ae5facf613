/// A string that matches an ECMA-262 pattern, for the `examples` of exported schemas:
/// built by walking the pattern (first alternative, the fewest repetitions allowed, the
/// first character of each class) and then checked by the real matcher.
enum PatternSample {
    /// Strings that may match `pattern`, shortest first; `extra` repetitions are added to
    /// open quantifiers (`+`, `*`, `{n,}`) to reach a minimum length.
    static func candidates(_ pattern: String, extra: [Int] = [0, 1, 3, 8, 20]) -> [String] {
        extra.compactMap { count in
            var walker = Walker(Array(pattern.unicodeScalars), extra: count)
            return try? walker.sample()
        }
    }

    private struct Failure: Error {}

    private struct Walker {
        let s: [Unicode.Scalar]
        let extra: Int
        var i = 0

        init(_ s: [Unicode.Scalar], extra: Int) {
            self.s = s
            self.extra = extra
        }

        mutating func sample() throws -> String {
            let out = try disjunction()
            guard i == s.count else { throw Failure() }
            return out
        }

        private var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }

        private mutating func disjunction() throws -> String {
            let first = try alternative()
            while peek == "|" {
                i += 1
                _ = try alternative()
            }
            return first
        }

        private mutating func alternative() throws -> String {
            var out = ""
            while let c = peek, c != "|", c != ")" {
                out += try term()
            }
            return out
        }

        private mutating func term() throws -> String {
            guard let c = peek else { return "" }
            switch c {
            case "^", "$":
                i += 1
                return ""
            case "(":
                i += 1
                var lookaround = false
                if peek == "?" {
                    i += 1
                    switch peek {
                    case ":": i += 1
                    case "=", "!":
                        i += 1
                        lookaround = true
                    case "<":
                        i += 1
                        if peek == "=" || peek == "!" {
                            i += 1
                            lookaround = true
                        } else {
                            while let n = peek, n != ">" { i += 1 }
                            i += 1
                        }
                    default: throw Failure()
                    }
                }
                let inner = try disjunction()
                guard peek == ")" else { throw Failure() }
                i += 1
                return lookaround ? "" : try repeated(inner)
            case "[":
                return try repeated(String(try characterClass()))
            case "\\":
                i += 1
                guard let e = peek else { throw Failure() }
                i += 1
                if e == "b" || e == "B" { return "" }
                return try repeated(String(try escape(e)))
            case ".":
                i += 1
                return try repeated("a")
            default:
                i += 1
                return try repeated(String(c))
            }
        }

        private mutating func escape(_ e: Unicode.Scalar) throws -> Unicode.Scalar {
            switch e {
            case "d": return "0"
            case "D", "W", "S": return "-"
            case "w": return "a"
            case "s": return " "
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "0": return "\0"
            case "p":
                skipBraces()
                return "a"
            case "P":
                skipBraces()
                return "1"
            case "x":
                let hex = String(String.UnicodeScalarView(s[i..<min(i + 2, s.count)]))
                i += 2
                return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "a"
            case "u":
                if peek == "{" {
                    var hex = ""
                    i += 1
                    while let c = peek, c != "}" {
                        hex.unicodeScalars.append(c)
                        i += 1
                    }
                    i += 1
                    return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "a"
                }
                let hex = String(String.UnicodeScalarView(s[i..<min(i + 4, s.count)]))
                i += 4
                return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "a"
            case "c":
                i += 1
                return "\u{01}"
            default:
                return e
            }
        }

        private mutating func skipBraces() {
            guard peek == "{" else { return }
            while let c = peek, c != "}" { i += 1 }
            i += 1
        }

        /// The first character a class admits (for a negated class, a letter or digit it
        /// does not exclude).
        private mutating func characterClass() throws -> Unicode.Scalar {
            i += 1
            let negated = peek == "^"
            if negated { i += 1 }
            var ranges: [ClosedRange<UInt32>] = []
            var first: Unicode.Scalar?
            while let c = peek, c != "]" {
                var low = c
                i += 1
                if c == "\\", let e = peek {
                    i += 1
                    switch e {
                    case "d":
                        ranges.append(48...57)
                        first = first ?? "0"
                        continue
                    case "w":
                        ranges += [97...122, 65...90, 48...57, 95...95]
                        first = first ?? "a"
                        continue
                    case "s":
                        ranges.append(32...32)
                        first = first ?? " "
                        continue
                    case "D", "W", "S", "p", "P":
                        if e == "p" || e == "P" { skipBraces() }
                        first = first ?? (e == "p" ? "a" : "-")
                        continue
                    default: low = try escape(e)
                    }
                }
                var high = low
                if peek == "-", i + 1 < s.count, s[i + 1] != "]" {
                    i += 1
                    var h = s[i]
                    i += 1
                    if h == "\\", let e = peek {
                        i += 1
                        h = try escape(e)
                    }
                    high = h
                }
                ranges.append(low.value...max(low.value, high.value))
                first = first ?? low
            }
            guard peek == "]" else { throw Failure() }
            i += 1
            if negated {
                for candidate in "aA0x_-".unicodeScalars where !ranges.contains(where: { $0.contains(candidate.value) })
                {
                    return candidate
                }
                throw Failure()
            }
            guard let first else { throw Failure() }
            return first
        }

        /// `unit` repeated as the quantifier after it asks (the fewest, plus `extra` when open).
        private mutating func repeated(_ unit: String) throws -> String {
            guard let c = peek else { return unit }
            var low = 1
            var open = false
            switch c {
            case "*":
                low = 0
                open = true
                i += 1
            case "+":
                low = 1
                open = true
                i += 1
            case "?":
                low = 0
                i += 1
            case "{":
                var j = i + 1
                var digits = ""
                while j < s.count, ("0"..."9").contains(s[j]) {
                    digits.unicodeScalars.append(s[j])
                    j += 1
                }
                guard let n = Int(digits) else { return unit }
                var upper: Int? = n
                if j < s.count, s[j] == "," {
                    j += 1
                    var more = ""
                    while j < s.count, ("0"..."9").contains(s[j]) {
                        more.unicodeScalars.append(s[j])
                        j += 1
                    }
                    upper = Int(more)
                }
                guard j < s.count, s[j] == "}" else { return unit }
                i = j + 1
                low = n
                open = upper.map { $0 > n } ?? true
                if let upper, open { return String(repeating: unit, count: min(upper, n + extra)) }
            default:
                return unit
            }
            if peek == "?" { i += 1 }
            return String(repeating: unit, count: low + (open ? extra : 0))
        }
    }
}
