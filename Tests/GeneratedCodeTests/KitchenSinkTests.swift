import Foundation
import PushRoutesKitchenSinkFixture
import PushRouting
import Testing

/// Every rule of docs/language.md §3–§5, accepted and rejected with the right key path, through the
/// generated decoder of the kitchen-sink table (discriminator at `meta.kind`, table-wide
/// `coerce: strings`).
@Suite struct KitchenSinkTests {
    /// A valid `scalars` payload with `changes` applied (a null value removes the key).
    private func scalars(_ changes: [String: Any] = [:]) -> PayloadObject {
        var payload: PayloadObject = [
            "meta": ["kind": "scalars"], "text": "abc", "count": 3, "ratio": 0.5, "flag": true,
        ]
        for (key, value) in changes {
            payload[key] = value is NSNull ? nil : value
        }
        return payload
    }

    private func scalarsPush(_ changes: [String: Any] = [:]) throws -> ScalarsPush {
        guard case .scalars(let push) = try kitchenSinkDecode(scalars(changes)) else { throw CancellationError() }
        return push
    }

    private func failure(_ changes: [String: Any]) -> (path: String, reason: PushDecodingError.Reason)? {
        decodingError { try kitchenSinkDecode(scalars(changes)) }.map { ($0.path.description, $0.reason) }
    }

    @Test func theValidPayloadDecodes() throws {
        let push = try scalarsPush()
        #expect(push == ScalarsPush(text: "abc", count: 3, ratio: 0.5, flag: true))
    }

    @Test func theDiscriminatorIsReadFromItsKeyPath() {
        #expect(decodingError { try kitchenSinkDecode(["kind": "scalars"]) }?.reason == .missingDiscriminator)
        let notObject = decodingError { try kitchenSinkDecode(["meta": "scalars"]) }
        #expect(notObject?.path.description == "meta")
        #expect(decodingError { try kitchenSinkDecode(["meta": ["kind": "x"]]) }?.reason == .unknownRoute("x"))
    }

    @Test func aliasesIncludingTheEmptyString() throws {
        #expect(try kitchenSinkDecode(["meta": ["kind": "nothing"]]) == .empty(EmptyPush()))
        #expect(try kitchenSinkDecode(["meta": ["kind": ""]]) == .empty(EmptyPush()))
    }

    @Test func stringsAndTheirConstraints() {
        #expect(failure(["text": "a"])! == ("text", .constraint(.tooShort(minLength: 2))))
        #expect(failure(["text": "abcdef"])! == ("text", .constraint(.tooLong(maxLength: 5))))
        #expect(failure(["text": "ABC"])! == ("text", .constraint(.patternMismatch("^[a-z]+$"))))
        #expect(failure(["text": 12])! == ("text", .wrongType(expected: "a string", found: "a number")))
        #expect(failure(["text": NSNull()])! == ("text", .missing), "the helper removes the key")
        var null = scalars()
        null["text"] = NSNull()
        #expect(decodingError { try kitchenSinkDecode(null) }?.reason == .null)
    }

    @Test func intsAndTheirConstraints() throws {
        #expect(try scalarsPush(["count": "-10"]).count == -10, "coerce: strings")
        #expect(try scalarsPush(["count": 10.0]).count == 10, "a whole double is an int")
        #expect(failure(["count": 11])! == ("count", .constraint(.aboveMaximum(NumberBound(Int64(10))))))
        #expect(failure(["count": -11])! == ("count", .constraint(.belowMinimum(NumberBound(Int64(-10))))))
        #expect(failure(["count": 1.5])! == ("count", .notAnInteger("1.5")))
        #expect(failure(["count": true])! == ("count", .wrongType(expected: "an int", found: "a boolean")))
        #expect(failure(["count": " 3"])! == ("count", .notCoercible(expected: "an int", text: " 3")))
        #expect(
            failure(["exclusive": 0])! == ("exclusive", .constraint(.notAboveExclusiveMinimum(NumberBound(Int64(0))))))
        #expect(
            failure(["exclusive": 100])! == (
                "exclusive", .constraint(.notBelowExclusiveMaximum(NumberBound(Int64(100))))
            ))
        #expect(try scalarsPush(["exclusive": 99]).exclusive == 99)
    }

    @Test func int64Overflow() throws {
        #expect(try scalarsPush(["big": "9223372036854775807"]).big == Int.max)
        #expect(try scalarsPush(["big": "-9223372036854775808"]).big == Int.min)
        #expect(failure(["big": "9223372036854775808"])! == ("big", .outOfRange("9223372036854775808")))
        #expect(failure(["big": 9.3e18])!.path == "big")
        #expect(failure(["big": UInt64.max])!.path == "big")
        let json = Data(
            #"{"meta": {"kind": "scalars"}, "text": "abc", "count": 3, "ratio": 0.5, "flag": true, "big": 9223372036854775808}"#
                .utf8)
        #expect(decodingError { try kitchenSinkDecode(json: json) }?.path.description == "big")
    }

    @Test func coercionCanBeTurnedOffPerParam() throws {
        #expect(failure(["strictCount": "3"])! == ("strictCount", .wrongType(expected: "an int", found: "a string")))
        #expect(
            failure(["strictFlag": "true"])! == ("strictFlag", .wrongType(expected: "a boolean", found: "a string")))
        #expect(try scalarsPush(["flag": "false"]).flag == false)
        #expect(failure(["flag": "yes"])! == ("flag", .notCoercible(expected: "a boolean", text: "yes")))
        #expect(failure(["flag": 1])! == ("flag", .wrongType(expected: "a boolean", found: "a number")))
        #expect(
            failure(["flag": NSNumber(value: 1)])! == ("flag", .wrongType(expected: "a boolean", found: "a number")))
    }

    @Test func doublesAndMultipleOf() throws {
        #expect(try scalarsPush(["ratio": 1]).ratio == 1)
        #expect(try scalarsPush(["ratio": "1e-3"]).ratio == 0.001)
        #expect(failure(["ratio": 0])! == ("ratio", .constraint(.notAboveExclusiveMinimum(NumberBound(Int64(0))))))
        #expect(
            failure(["ratio": NSNumber(value: true)])! == (
                "ratio", .wrongType(expected: "a number", found: "a boolean")
            ))
        #expect(try scalarsPush(["step": 0.75]).step == 0.75)
        #expect(failure(["step": 0.3])! == ("step", .constraint(.notMultiple(of: "0.25"))))
    }

    @Test func urlsDatesAndEnums() throws {
        #expect(try scalarsPush(["link": "https://example.com"]).link?.absoluteString == "https://example.com")
        #expect(failure(["link": "http://example.com"])! == ("link", .constraint(.patternMismatch("^https:"))))
        #expect(failure(["link": "not a url"])! == ("link", .invalidURL("not a url")))
        #expect(
            try scalarsPush(["when": "2024-05-01T12:00:00+02:00"]).when == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(try scalarsPush(["when": 1_714_557_600]).when == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(failure(["when": "2024-05-01 12:00:00Z"])! == ("when", .invalidDate("2024-05-01 12:00:00Z")))
        #expect(try scalarsPush(["level": "high"]).level == .high)
        #expect(failure(["level": "High"])! == ("level", .notInEnum("High", allowed: ["low", "mid", "high"])))
        #expect(try scalarsPush(["mood": "naïve"]).mood == .naïve)
        #expect(
            failure(["mood": "nai\u{308}ve"])!.reason == .notInEnum("nai\u{308}ve", allowed: ["happy", "sad", "naïve"]))
    }

    private func collections(_ values: PayloadObject) -> PayloadObject {
        var payload: PayloadObject = ["meta": ["kind": "collections"], "tags": ["a"]]
        for (key, value) in values { payload[key] = value }
        return payload
    }

    @Test func arrays() throws {
        guard
            case .collections(let push) = try kitchenSinkDecode(collections(["grid": [[1, 2], []], "moods": ["up"]]))
        else {
            Issue.record("not collections")
            return
        }
        #expect(push.grid == [[1, 2], []])
        #expect(push.levels == [.low], "the default")
        #expect(push.moods == [.up])
        func path(_ values: PayloadObject) -> String? {
            decodingError { try kitchenSinkDecode(collections(values)) }?.path.description
        }
        #expect(path(["tags": []]) == "tags")
        #expect(path(["tags": ["a", "b", "c", "d"]]) == "tags")
        #expect(path(["tags": ["a", "a"]]) == "tags")
        #expect(path(["tags": ["a", "toolong"]]) == "tags[1]")
        #expect(path(["tags": ["a", NSNull()]]) == "tags[1]")
        #expect(path(["tags": "a"]) == "tags")
        #expect(path(["grid": [[1], [2, -1]]]) == "grid[1][1]")
        #expect(path(["grid": [[1, 2, 3]]]) == "grid[0]")
        #expect(path(["moods": ["up", "sideways"]]) == "moods[1]")
        #expect(
            path(["prices": [["amount": 1, "currency": "EUR"], ["amount": -1, "currency": "EUR"]]])
                == "prices[1].amount")
        #expect(path(["numbers": [1, 1.0]]) == "numbers", "1 and 1.0 are equal items")
        #expect(
            decodingError { try kitchenSinkDecode(collections(["tags": ["a", NSNull()]])) }?.reason == .nullElement)
    }

    private func nested(_ msg: PayloadObject, _ extra: PayloadObject = [:]) -> PayloadObject {
        var payload: PayloadObject = ["meta": ["kind": "nested"], "msg": msg]
        for (key, value) in extra { payload[key] = value }
        return payload
    }

    @Test func keyPaths() throws {
        let price: PayloadObject = ["amount": 19.99, "currency": "USD"]
        let route = try kitchenSinkDecode(
            nested(["sender": ["name": "Ann", "age": 30], "price": price, "a.b": "dotted"]))
        #expect(
            route
                == .nested(
                    NestedPush(name: "Ann", age: 30, price: Money(amount: 19.99, currency: .usd), dotted: "dotted")))
        // A missing step makes the value missing.
        let missingStep = decodingError { try kitchenSinkDecode(nested(["price": price])) }
        #expect(missingStep?.path.description == "msg.sender.name")
        #expect(missingStep?.reason == .missing)
        // A step that is there but not a dictionary is a type error at the step.
        let badStep = decodingError { try kitchenSinkDecode(nested(["sender": [1], "price": price])) }
        #expect(badStep?.path.description == "msg.sender")
        #expect(badStep?.reason == .wrongType(expected: "an object", found: "an array"))
        // A dotted key is one key.
        let dottedError = decodingError {
            try kitchenSinkDecode(nested(["sender": ["name": "A"], "price": price, "a.b": 1]))
        }
        #expect(dottedError?.path.description == #"msg["a.b"]"#)
        // Fields of object types are read relative to the object.
        let money = decodingError {
            try kitchenSinkDecode(nested(["sender": ["name": "A"], "price": ["amount": 1.001, "currency": "USD"]]))
        }
        #expect(money?.path.description == "msg.price.amount")
        #expect(money?.reason == .constraint(.notMultiple(of: "0.01")))
        // Keys the table does not mention are ignored.
        #expect(throws: Never.self) {
            try kitchenSinkDecode(nested(["sender": ["name": "A", "extra": 1], "price": price], ["unknown": [1, 2]]))
        }
    }

    @Test func recursiveTypes() throws {
        let tree: PayloadObject = [
            "name": "root", "children": [["name": "a"], ["name": "b", "parent": ["name": "root"]]],
        ]
        let route = try kitchenSinkDecode(
            nested(["sender": ["name": "A"], "price": ["amount": 1, "currency": "EUR"]], ["tree": tree]))
        guard case .nested(let push) = route, let node = push.tree else {
            Issue.record("no tree")
            return
        }
        #expect(node.children.map(\.name) == ["a", "b"])
        #expect(node.children[1].parent?.name == "root")
        #expect(node.parent == nil)
        #expect(try kitchenSinkDecode(route.encodedPayload()) == route)
        let badChild = decodingError {
            try kitchenSinkDecode(
                nested(
                    ["sender": ["name": "A"], "price": ["amount": 1, "currency": "EUR"]],
                    ["tree": ["name": "r", "children": [["name": 1]]]]))
        }
        #expect(badChild?.path.description == "tree.children[0].name")
    }

    @Test func defaults() throws {
        let route = try kitchenSinkDecode(["meta": ["kind": "defaults"]])
        #expect(route == .defaults(DefaultsPush()))
        guard case .defaults(let push) = route else { return }
        #expect(push.site.absoluteString == "https://example.com/")
        #expect(push.since == Date(timeIntervalSince1970: 1_704_067_200))
        #expect(push.level == .mid)
        #expect(push.list == [1, 2])
        let given = try kitchenSinkDecode(["meta": ["kind": "defaults"], "count": 7, "name": NSNull()])
        guard case .defaults(let other) = given else { return }
        #expect(other.count == 7)
        #expect(other.name == "anon", "null is missing, so the default applies")
    }

    @Test func routesFromIncludedFiles() throws {
        #expect(
            try kitchenSinkDecode(["meta": ["kind": "included"], "ids": ["main": 4]]) == .included(IncludedPush(id: 4)))
        #expect(PushRoute.included(IncludedPush(id: 4)).destination == "IncludedScreen")
    }

    @Test func jsonDataInput() throws {
        let json =
            #"{"meta": {"kind": "scalars"}, "text": "abc", "count": "3", "ratio": 5e-1, "flag": "true", "when": "2024-05-01T12:00:00.250Z"}"#
        guard case .scalars(let push) = try kitchenSinkDecode(json: Data(json.utf8)) else { return }
        #expect(push.count == 3)
        #expect(push.ratio == 0.5)
        #expect(push.when == Date(timeIntervalSince1970: 1_714_564_800.25))
        let invalid = decodingError {
            try kitchenSinkDecode(json: Data(#"{"meta": {"kind": "scalars"}, "text": "abc",}"#.utf8))
        }
        if case .invalidJSON? = invalid?.reason {} else { Issue.record("\(String(describing: invalid))") }
        let huge = decodingError {
            try kitchenSinkDecode(
                json: Data(
                    #"{"meta": {"kind": "scalars"}, "text": "abc", "count": 3, "ratio": 1e400, "flag": true}"#.utf8))
        }
        #expect(huge?.path.description == "ratio")
    }
}
