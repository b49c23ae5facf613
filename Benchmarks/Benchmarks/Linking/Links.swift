import Benchmark
import Foundation
@_spi(Generated) import PushRouting

// Matching one link against link tables of 10, 100, 1,000 and 10,000 patterns
// (docs/language.md §14.5), fed from data (`LinkPatterns.make`), not from generated route
// modules: the matcher is the runtime's, whatever module builds its table. `matcher` is
// PushRouting's `LinkTable` (a tree indexed by segment); `linear` is the baseline, a matcher
// written like URLNavigator's and JLRoutes': every pattern compared with the URL's
// components in turn, the most specific match kept. The URL matches the last pattern added
// (the linear matcher's worst case and no better for the tree), so the numbers differ only
// by the size of the table around it.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    for count in [10, 100, 1_000, 10_000] {
        let patterns = LinkPatterns.make(count)
        let table = LinkTable<Int>(
            hosts: ["example.com"], schemes: ["app"],
            patterns.enumerated().map { LinkTable.Entry($0.offset, $0.element, []) })
        let linear = LinearLinkMatcher(patterns)
        let url = LinkPatterns.url(matching: patterns[patterns.count - 1])
        precondition(table.match(url)?.entry == patterns.count - 1, "the tree finds the last pattern")
        precondition(linear.match(url) == patterns.count - 1, "the linear matcher finds the last pattern")
        Benchmark("links \(count) matcher") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(table.match(url)) }
        }
        Benchmark("links \(count) linear") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(linear.match(url)) }
        }
    }
}

/// The patterns of a table: sections of 20 patterns under one literal, each a mix of
/// literal-then-placeholder, placeholder-then-literal and a trailing wildcard, like an app's.
enum LinkPatterns {
    static func make(_ count: Int) -> [String] {
        (0..<count).map { i in
            let section = "s\(i / 20)"
            switch i % 4 {
            case 0: return "/\(section)/items\(i)/{id}"
            case 1: return "/\(section)/{id}/detail\(i)?tab={tab}"
            case 2: return "/\(section)/list\(i)/*"
            default: return "/\(section)/users\(i)/{id}/posts/{post}"
            }
        }
    }

    /// An https link that `pattern` matches.
    static func url(matching pattern: String) -> String {
        let path = pattern.split(separator: "?")[0].split(separator: "/").map { segment in
            segment == "*" ? "more/and/more" : segment.hasPrefix("{") ? "42" : String(segment)
        }
        return "https://example.com/" + path.joined(separator: "/") + "?tab=reviews&utm_source=mail"
    }
}

/// The baseline: patterns kept as strings and compared one after another with the URL's
/// path components, as URLNavigator's `URLMatcher` and JLRoutes do; among the patterns that
/// match, the one with the most literal components wins.
struct LinearLinkMatcher: Sendable {
    let patterns: [[String]]

    init(_ patterns: [String]) {
        self.patterns = patterns.map { $0.split(separator: "?")[0].split(separator: "/").map(String.init) }
    }

    func match(_ url: String) -> Int? {
        guard let components = URLComponents(string: url), components.host == "example.com" else { return nil }
        let path = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? "" }
        var best: (index: Int, literals: Int)?
        for (index, pattern) in patterns.enumerated() {
            var literals = 0
            var matches = true
            for (position, component) in pattern.enumerated() {
                if component == "*" { break }
                guard position < path.count else {
                    matches = false
                    break
                }
                if component.hasPrefix("{") { continue }
                guard component == path[position] else {
                    matches = false
                    break
                }
                literals += 1
            }
            guard matches, pattern.last == "*" || pattern.count == path.count else { continue }
            if literals > (best?.literals ?? -1) { best = (index, literals) }
        }
        return best?.index
    }
}
