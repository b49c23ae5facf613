import Foundation
@_spi(Generated) import PushRouting
import Testing

/// What a failure to read the selected route's values means (`invalid:`, docs/language.md
/// §13.1): `error` fails, `ignore` ignores (not a failure), `next` tries the next candidate in
/// selection order — the next discriminator that holds a route's value, then the `when` routes
/// whose conditions hold, in order, then the fallback — and the first route whose values read
/// is the push. When none does, the push fails with the first route's error.
@Suite struct InvalidRulesTests {
    typealias Routes = RouteSelectorTests

    /// The selector of `RouteSelectorTests` (routes `chat`, `3`, `photo` (when), `text`
    /// (when), `other` (fallback); ignored `silent` and `heartbeat` (when)) with `rules`.
    static func selector(_ rules: InvalidRules<Int>, fallback: Int? = 4) -> RouteSelector<Int> {
        RouteSelector<Int>(
            discriminators: Routes.discriminators, routeKeys: Routes.routeKeys, ignoredKeys: Routes.ignoredKeys,
            lookup: Routes.lookup, conditions: Routes.conditions, fallback: fallback, invalid: rules)
    }

    /// What decoding `payload` comes to when only the routes in `reads` read, and the routes
    /// tried in order (each index decoded at most once).
    static func decode(
        _ payload: PayloadObject, _ selector: RouteSelector<Int>, reads: Set<Int>
    ) -> (result: Result<Int, PushDecodingError>, tried: [Int]) {
        var tried: [Int] = []
        let result = Result { () throws(PushDecodingError) in
            try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
                try selector.decode(entries) { index throws(PushDecodingError) in
                    tried.append(index)
                    guard reads.contains(index) else {
                        throw PushDecodingError(path: PayloadPath(keys: ["v\(index)"]), reason: .missing)
                    }
                    return index
                }
            }
        }
        return (result, tried)
    }

    /// The error route `index` throws in `decode`, attributed to it.
    static func failure(of index: Int) -> PushDecodingError {
        PushDecodingError(route: Routes.routeKeys[index], path: PayloadPath(keys: ["v\(index)"]), reason: .missing)
    }

    @Test func errorFailsWithTheRoutesError() {
        let (result, tried) = Self.decode(["type": "chat"], Self.selector(InvalidRules<Int>()), reads: [4])
        #expect(result == .failure(Self.failure(of: 0)))
        #expect(tried == [0], "the fallback is not tried")
        if case .failure(let error) = result { #expect(error.isFailure) }
    }

    @Test func ignoreIgnoresTheFailureWithItsError() {
        let (result, tried) = Self.decode(["type": "chat"], Self.selector(InvalidRules<Int>(.ignore)), reads: [4])
        guard case .failure(let error) = result else {
            Issue.record("decoded \(result)")
            return
        }
        #expect(error.invalidIsIgnored && !error.isFailure)
        #expect(error.route == "chat" && error.reason == .missing && error.path.description == "v0")
        #expect(tried == [0])
    }

    @Test func nextTriesTheNextDiscriminatorThatNamesARoute() {
        let rules = InvalidRules<Int>(.error, except: [(0, .next)])
        let payload: PayloadObject = ["type": "chat", "meta": ["kind": "3"]]
        #expect(Self.decode(payload, Self.selector(rules), reads: [1]) == (.success(1), [0, 1]))
        // A later discriminator that holds nothing, a value naming no route, another kind
        // of value or a step that is not a dictionary is passed over, never an error.
        for meta: Any in [NSNull(), ["kind": "nope"] as PayloadObject, ["kind": true] as PayloadObject, 5] {
            let (result, tried) = Self.decode(["type": "chat", "meta": meta], Self.selector(rules), reads: [4])
            #expect(result == .success(4), "\(meta): the fallback")
            #expect(tried == [0, 4])
        }
    }

    @Test func aRouteIsTriedOnce() {
        // The alias at the second discriminator names the route that already failed.
        let rules = InvalidRules<Int>(.next)
        let payload: PayloadObject = ["type": "chat", "meta": ["kind": "conversation"], "text": "t"]
        #expect(Self.decode(payload, Self.selector(rules), reads: [3]) == (.success(3), [0, 3]))
    }

    @Test func nextTriesTheWhenRoutesThatHoldInOrderThenTheFallback() {
        let rules = InvalidRules<Int>(.next)
        let payload: PayloadObject = ["type": "chat", "image": ["url": "u"], "text": "t"]
        // photo's conditions need text absent: not a candidate; text's hold.
        #expect(Self.decode(payload, Self.selector(rules), reads: [3]) == (.success(3), [0, 3]))
        #expect(Self.decode(payload, Self.selector(rules), reads: [4]) == (.success(4), [0, 3, 4]))
        let photo: PayloadObject = ["type": "chat", "image": ["url": "u"]]
        #expect(Self.decode(photo, Self.selector(rules), reads: [4]) == (.success(4), [0, 2, 4]))
    }

    @Test func aRouteSelectedByShapeTriesOnlyWhatComesAfterIt() {
        let rules = InvalidRules<Int>(.next)
        // An unknown value: the when routes decide, and the second discriminator (which
        // names chat) is not tried after them either.
        let payload: PayloadObject = ["type": "nope", "meta": ["kind": "chat"], "text": "t"]
        #expect(Self.decode(payload, Self.selector(rules), reads: [0]).result == .failure(Self.failure(of: 3)))
        #expect(Self.decode(payload, Self.selector(rules), reads: [0]).tried == [3, 4])
    }

    @Test func anIgnoredRouteAmongTheCandidatesIgnoresThePush() {
        let rules = InvalidRules<Int>(.next)
        let payload: PayloadObject = ["type": "chat", "ping": true]
        let (result, tried) = Self.decode(payload, Self.selector(rules), reads: [])
        #expect(result == .failure(PushDecodingError(reason: .ignored("heartbeat"))))
        #expect(tried == [0])
        if case .failure(let error) = result { #expect(!error.isFailure) }
    }

    @Test func whenNothingReadsThePushFailsWithTheFirstRoutesError() {
        let (result, tried) = Self.decode(
            ["type": "chat", "text": "t"], Self.selector(InvalidRules<Int>(.next)), reads: [])
        #expect(result == .failure(Self.failure(of: 0)), "the first route's error, not the fallback's")
        #expect(tried == [0, 3, 4])
        // Without a fallback the candidates end sooner.
        let noFallback = Self.selector(InvalidRules<Int>(.next), fallback: nil)
        #expect(Self.decode(["type": "chat"], noFallback, reads: []) == (.failure(Self.failure(of: 0)), [0]))
    }

    @Test func theLastRouteTriedDecidesWhatBecomesOfThePushTheFirstErrorIsKept() {
        // chat tries the next; text's own rule is `ignore`; the fallback is not tried.
        let rules = InvalidRules<Int>(.next, except: [(3, .ignore)])
        let (result, tried) = Self.decode(["type": "chat", "text": "t"], Self.selector(rules), reads: [4])
        guard case .failure(let error) = result else {
            Issue.record("decoded \(result)")
            return
        }
        #expect(tried == [0, 3])
        #expect(error.invalidIsIgnored && error.route == "chat", "ignored, with chat's error")
        // text's rule `error`: a failure, still with chat's error.
        let strict = InvalidRules<Int>(.next, except: [(3, .error)])
        #expect(
            Self.decode(["type": "chat", "text": "t"], Self.selector(strict), reads: [4]).result
                == .failure(Self.failure(of: 0)))
    }

    @Test func theCandidatesOfADictionaryAreThoseOfItsEntries() throws {
        let selector = Self.selector(InvalidRules<Int>(.next))
        let payload: PayloadObject = ["type": "chat", "meta": ["kind": 3], "text": "t", "ping": true]
        var candidate = try selector.firstCandidate(in: payload)
        var seen: [String] = []
        var targets: [Int] = []
        while true {
            switch candidate.selection {
            case .route(let index, let by):
                seen.append("\(Routes.routeKeys[index]) \(by) \(candidate.discriminator.map(String.init) ?? "-")")
                targets.append(index)
            case .ignored(let key, let by): seen.append("ignored \(key) \(by)")
            case .unrouted: seen.append("unrouted")
            }
            guard let next = selector.candidate(after: candidate, tried: targets, in: payload) else { break }
            candidate = next
        }
        #expect(
            seen == [
                "chat value(\"chat\") 0", "3 value(\"3\") 1", "text when -", "ignored heartbeat when",
                "other fallback -",
            ])
    }

    /// A table that tries no route after another (one discriminator, no `when` routes, no
    /// fallback): generated code marks the error of a route whose rule is `ignore`.
    @Test func aTableWithOneCandidateMarksOnlyIgnoredFailures() {
        let rules = InvalidRules<Int>(.ignore, except: [(1, .error), (2, .next), (1, .ignore)])
        let error = PushDecodingError(route: "a", reason: .missing)
        #expect(rules.failure(error, of: 0).invalidIsIgnored)
        #expect(!rules.failure(error, of: 1).invalidIsIgnored, "the first rule listed for a route counts")
        #expect(!rules.failure(error, of: 2).invalidIsIgnored, "next, with nothing after it, fails")
        #expect(rules.rule(of: 7) == .ignore)
        #expect(InvalidRules<Int>().rule(of: 0) == .error)
    }
}
