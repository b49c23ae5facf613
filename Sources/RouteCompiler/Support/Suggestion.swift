/// "Did you mean" suggestions: the candidate closest to a misspelled word.
enum Suggestion {
    /// The candidate `word` most likely misspells: the same word in another case, or the
    /// closest by edit distance (adjacent swaps count as one edit) when close enough, or
    /// the only candidate `word` is a prefix of.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if d <= limit, best == nil || d < best!.distance {
                best = (candidate, d)
            }
        }
        if let best { return best.candidate }
        if word.count >= 3 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            if prefixed.count == 1 { return prefixed[0] }
        }
        return nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps
    /// of adjacent characters each cost 1.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
