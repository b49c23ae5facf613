import Foundation
import PushRoutesKitchenSinkFixture
@_spi(Generated) import PushRouting
import Testing

/// Hostile payloads of the kind a server bug or an attacker sends: deep nesting, huge
/// strings and arrays, numbers at and past the edges. Each is answered with a value or a
/// typed error by the generated decoder and the interpreter alike (kitchenSinkDecode
/// checks both). How long they take is measured by `make bench`, not here.
@Suite struct ResourceBoundsTests {
    private func nested(_ route: String, _ params: PayloadObject) -> PayloadObject {
        var payload = params
        payload["meta"] = ["kind": route] as PayloadObject
        return payload
    }

    /// `{"name": "n", "parent": {"name": "n", "parent": …}}`, `depth` objects deep.
    private func parentChain(_ depth: Int) -> PayloadObject {
        var node: PayloadObject = ["name": "leaf"]
        for _ in 1..<depth { node = ["name": "n", "parent": node] }
        return node
    }

    private func nestedRoute(tree: PayloadObject) -> PayloadObject {
        nested(
            "nested", ["msg": ["sender": ["name": "Ann"], "price": ["amount": 1, "currency": "EUR"]], "tree": tree])
    }

    @Test func jsonNestedTenThousandDeepIsInvalidJSON() {
        let deep =
            #"{"meta": {"kind": "nested"}, "tree": "# + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}"
        let error = decodingError { try kitchenSinkDecode(json: Data(deep.utf8)) }
        guard case .invalidJSON(let message)? = error?.reason else {
            Issue.record("expected invalid JSON, got \(String(describing: error))")
            return
        }
        #expect(message.contains("nested deeper than 512"))
    }

    @Test func aRecursiveTypeNestedTenThousandDeepIsRefused() {
        let error = decodingError { try kitchenSinkDecode(nestedRoute(tree: parentChain(10_000))) }
        #expect(error?.reason == .nestedTooDeep(limit: Nesting.limit))
        #expect(error?.path.description.hasPrefix("tree.parent.parent.") == true)
    }

    @Test func aRecursiveTypeAtTheLimitDecodes() throws {
        // `tree` is level 1; each `parent` one more.
        guard case .nested(let push) = try kitchenSinkDecode(nestedRoute(tree: parentChain(Nesting.limit))) else {
            Issue.record("wrong route")
            return
        }
        var depth = 0
        var node = push.tree
        while let current = node {
            depth += 1
            node = current.parent
        }
        #expect(depth == Nesting.limit)
        #expect(
            decodingError { try kitchenSinkDecode(nestedRoute(tree: parentChain(Nesting.limit + 1))) }?.reason
                == .nestedTooDeep(limit: Nesting.limit))
    }

    /// Apps decode on the main thread; iOS gives secondary threads 512 KB of stack. The
    /// deepest payload the limit lets through must decode (and be released) within it, in
    /// this unoptimized test build too.
    @Test func theDeepestAcceptedPayloadFitsInA512KBStack() async {
        let payload = UncheckedSendable(nestedRoute(tree: parentChain(Nesting.limit)))
        let decoded = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            let thread = Thread {
                let ok = (try? PushRoutesKitchenSinkFixture.PushRoute.decode(payload.value)) != nil
                done.resume(returning: ok)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(decoded)
    }

    @Test func deepValuesWhereAScalarOrAStringArrayBelongs() {
        var deep: Any = "x"
        for _ in 0..<10_000 { deep = [deep] }
        let asText = decodingError {
            try kitchenSinkDecode(nested("scalars", ["text": deep, "count": 1, "ratio": 0.5, "flag": true]))
        }
        #expect(asText?.reason == .wrongType(expected: "a string", found: "an array"))
        // uniqueItems must not walk the deep element before its type is checked.
        let asTag = decodingError { try kitchenSinkDecode(nested("collections", ["tags": [deep, "a"]])) }
        #expect(asTag?.reason == .wrongType(expected: "a string", found: "an array"))
        #expect(asTag?.path.description == "tags[0]")
        let asNumber = decodingError {
            try kitchenSinkDecode(nested("collections", ["tags": ["a"], "numbers": [1, deep]]))
        }
        #expect(asNumber?.reason == .wrongType(expected: "a number", found: "an array"))
    }

    @Test func deepJunkUnderKeysNoParamReadsIsIgnored() throws {
        var deep: Any = ["x": 1] as PayloadObject
        for _ in 0..<10_000 { deep = ["x": deep] as PayloadObject }
        let payload = nested("scalars", ["text": "abc", "count": 1, "ratio": 0.5, "flag": true, "junk": deep])
        #expect(try kitchenSinkDecode(payload).discriminatorValue == "scalars")
    }

    @Test func aOneMegabyteString() throws {
        let big = String(repeating: "a", count: 1 << 20)
        // A string param without constraints keeps it whole…
        guard
            case .nested(let push) = try kitchenSinkDecode(
                nested("nested", ["msg": ["sender": ["name": big], "price": ["amount": 1, "currency": "EUR"]]]))
        else { throw CancellationError() }
        #expect(push.name.utf8.count == 1 << 20)
        // …one with maxLength and a pattern refuses it, the pattern run over the whole text.
        let error = decodingError {
            try kitchenSinkDecode(nested("scalars", ["text": big, "count": 1, "ratio": 0.5, "flag": true]))
        }
        #expect(error?.reason == .constraint(.tooLong(maxLength: 5)))
        // Through JSON too.
        let json =
            #"{"meta": {"kind": "nested"}, "msg": {"sender": {"name": ""# + big
            + #""}, "price": {"amount": 1, "currency": "EUR"}}}"#
        #expect(try kitchenSinkDecode(json: Data(json.utf8)).discriminatorValue == "nested")
    }

    @Test func aHundredThousandElementArray() throws {
        let many = (0..<100_000).map { Double($0) }
        guard
            case .collections(let push) = try kitchenSinkDecode(
                nested("collections", ["tags": ["a"], "numbers": many]))
        else {
            throw CancellationError()
        }
        #expect(push.numbers?.count == 100_000)
        // uniqueItems finds the one duplicate among them.
        let duplicate = decodingError {
            try kitchenSinkDecode(nested("collections", ["tags": ["a"], "numbers": many + [5.0]]))
        }
        #expect(duplicate?.path.description == "numbers")
        // maxItems refuses a long array.
        let tags = decodingError {
            try kitchenSinkDecode(nested("collections", ["tags": Array(repeating: "a", count: 100_000)]))
        }
        #expect(tags?.reason == .constraint(.tooManyItems(maxItems: 3)))
        // Through JSON.
        let json =
            #"{"meta": {"kind": "collections"}, "tags": ["a"], "numbers": ["#
            + (0..<100_000).map(String.init).joined(separator: ",") + "]}"
        #expect(try kitchenSinkDecode(json: Data(json.utf8)).discriminatorValue == "collections")
    }

    /// `big` is an optional int; `ratio` a double in (0, 1]; `step` a multiple of 0.25.
    private func scalars(_ key: String, _ value: Any) -> PayloadObject {
        var payload = nested("scalars", ["text": "abc", "count": 1, "ratio": 0.5, "flag": true])
        payload[key] = value
        return payload
    }

    private func scalars(json key: String, _ literal: String) -> Data {
        Data(
            #"{"meta": {"kind": "scalars"}, "text": "abc", "count": 1, "ratio": 0.5, "flag": true, "\#(key)": \#(literal)}"#
                .utf8)
    }

    @Test func numbersAtAndPastTheEdges() throws {
        // 1e400: too large for a double, so out of range for an int and not a finite double.
        let tooLarge = PushDecodingError.Reason.outOfRange("a number too large for a double")
        #expect(decodingError { try kitchenSinkDecode(json: scalars(json: "big", "1e400")) }?.reason == tooLarge)
        #expect(decodingError { try kitchenSinkDecode(json: scalars(json: "step", "1e400")) } != nil)
        #expect(decodingError { try kitchenSinkDecode(scalars("big", Double.infinity)) }?.reason == tooLarge)
        #expect(decodingError { try kitchenSinkDecode(scalars("step", Double.nan)) } != nil)
        // -0: the int 0, and as a double the value zero (docs/language.md §3 decides by value: -0.0 is
        // the integer 0, read as a double +0.0).
        guard case .scalars(let zero) = try kitchenSinkDecode(json: scalars(json: "big", "-0")) else {
            throw CancellationError()
        }
        #expect(zero.big == 0)
        guard case .scalars(let negativeZero) = try kitchenSinkDecode(json: scalars(json: "step", "-0.0")) else {
            throw CancellationError()
        }
        #expect(negativeZero.step == 0)
        // 2^63: one past Int64.max.
        let twoTo63 = decodingError { try kitchenSinkDecode(json: scalars(json: "big", "9223372036854775808")) }
        #expect(twoTo63?.reason == .outOfRange("9223372036854775808"))
        #expect(decodingError { try kitchenSinkDecode(scalars("big", UInt64(1) << 63)) } != nil)
        #expect(decodingError { try kitchenSinkDecode(scalars("big", NSNumber(value: UInt64(1) << 63))) } != nil)
        #expect(
            decodingError { try kitchenSinkDecode(scalars("big", NSDecimalNumber(string: "9223372036854775808"))) }
                != nil)
        guard case .scalars(let max) = try kitchenSinkDecode(json: scalars(json: "big", "9223372036854775807")) else {
            throw CancellationError()
        }
        #expect(max.big == .max)
        // Coerced from a string, the same rules.
        #expect(
            decodingError { try kitchenSinkDecode(scalars("big", "9223372036854775808")) }?.reason
                == .outOfRange("9223372036854775808"))
        #expect(decodingError { try kitchenSinkDecode(scalars("big", "1e400")) }?.reason == .outOfRange("1e400"))
    }
}

/// A value handed to another thread in a test (never mutated).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
