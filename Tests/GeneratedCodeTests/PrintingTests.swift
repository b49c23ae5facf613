import Foundation
import PushRoutesExample
import PushRoutesKitchenSinkFixture
import PushRouting
import Testing

/// How a generated route prints (`String(describing:)`, `"\(route)"`; docs/language.md §11,
/// "Printing a push"): its case and its struct, members by their Swift names, no module
/// prefix, no `Optional(…)`. Every decode here also checks that explain prints the values
/// the same way (`PayloadAgreement`).
@Suite struct PrintingTests {
    @Test func aRoutePrintsItsCaseAndItsMembers() throws {
        let second = try appDecode(["type": "second", "id": "12", "content": "Hello"])
        #expect(String(describing: second) == #"second(SecondPush(id: 12, content: "Hello"))"#)
        #expect("\(second)" == String(describing: second))
        // A missing optional is nil; strings are quoted and escaped.
        let third = try appDecode(["type": "third", "msg": ["name": "Ann \"A\"\n"]])
        #expect(String(describing: third) == #"third(ThirdPush(name: "Ann \"A\"\n", age: nil))"#)
        let withAge = try appDecode(["type": "third", "msg": ["name": "Ann", "age": 3]])
        #expect(String(describing: withAge) == #"third(ThirdPush(name: "Ann", age: 3))"#)
        // A route built in the app prints the same way.
        #expect(
            String(describing: PushRoutesExample.PushRoute.second(SecondPush(id: 12, content: "Hello")))
                == #"second(SecondPush(id: 12, content: "Hello"))"#)
    }

    @Test func valuesPrintAsExplainPrintsThem() throws {
        let order = try appDecode([
            "type": "order_shipped", "order": ["id": "881", "tracking": "https://track.example.com/881"],
            "status": "shipped", "eta": "2026-11-24T08:30:00Z",
        ])
        #expect(
            String(describing: order)
                == #"orderShipped(OrderShippedPush(orderID: 881, status: "shipped", eta: 2026-11-24T08:30:00.000Z, trackingURL: <https://track.example.com/881>, lines: nil))"#
        )
        let cart = try appDecode(["type": "cart_reminder", "itemCount": 2, "total": 19.5])
        #expect(
            String(describing: cart)
                == #"cartReminder(CartReminderPush(itemCount: 2, total: 19.5, currency: "EUR", freeShipping: false))"#)
    }

    @Test func unionsMapsOpenEnumsAndRecursiveTypes() throws {
        let unions = try kitchenSinkDecode([
            "meta": ["kind": "unions"], "id": "a-12", "ringtone": ["name": "bell", "volume": 0.5],
            "ids": [1, "two"], "shape": ["b": 2, "a": 1], "tree": ["name": "root", "children": [["name": "leaf"]]],
        ])
        #expect(
            String(describing: unions)
                == #"unions(UnionsPush(id: "a-12", ringtone: Sound(name: "bell", volume: 0.5), value: nil, ids: [1, "two"], at: nil, shape: {"a": 1, "b": 2}, tree: Node(name: "root", parent: nil, children: [Node(name: "leaf", parent: nil, children: [])])))"#
        )
        let nested = try kitchenSinkDecode([
            "meta": ["kind": "nested"],
            "msg": ["sender": ["name": "Ann"], "price": ["amount": 1.5, "currency": "EUR"]],
            "tree": ["name": "leaf", "parent": ["name": "root"]],
        ])
        // A boxed member (`_parent`) prints under its own name.
        #expect(
            String(describing: nested)
                == #"nested(NestedPush(name: "Ann", age: nil, price: Money(amount: 1.5, currency: "EUR"), dotted: nil, tree: Node(name: "leaf", parent: Node(name: "root", parent: nil, children: []), children: [])))"#
        )
        let open = try kitchenSinkDecode([
            "meta": ["kind": "open_enums"], "mode": "turbo", "tones": ["up", "sideways"],
        ])
        #expect(
            String(describing: open)
                == #"openEnums(OpenEnumsPush(mode: "turbo", tone: "warm", tones: ["up", "sideways"], spare: "turbo"))"#)
        let maps = try kitchenSinkDecode([
            "meta": ["kind": "maps"], "scores": ["z": 1, "a": 2, "é": 3], "mixed": ["k": "v"],
        ])
        #expect(
            String(describing: maps)
                == #"maps(MapsPush(scores: {"a": 2, "z": 1, "é": 3}, labels: nil, prices: nil, modes: nil, flags: nil, mixed: {"k": "v"}))"#
        )
    }

    /// `APS` shows the members it has, never the other dozen as nil.
    @Test func apsPrintsOnlyItsMembers() throws {
        let apple = try kitchenSinkDecode([
            "meta": ["kind": "apple"],
            "aps": [
                "alert": ["title": "Delivery update", "body": "Nearly there"], "content-available": 1,
                "interruption-level": "time-sensitive", "content-state": ["progress": 0.5],
            ],
        ])
        #expect(
            String(describing: apple)
                == #"apple(ApplePush(aps: APS(alert: APSAlert(title: "Delivery update", body: "Nearly there"), contentAvailable: true, interruptionLevel: "time-sensitive"), state: LiveState(progress: 0.5, eta: nil), note: nil))"#
        )
    }
}
