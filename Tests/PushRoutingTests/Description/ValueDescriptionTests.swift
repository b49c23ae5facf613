import Foundation
@_spi(Generated) import PushRouting
import Testing

/// How values print at run time (`ValueDescription`, docs/language.md §11 "Printing a
/// push"): `APS` with only the members it has, routes without module prefixes or
/// `Optional(…)`, every kind of value as `routegen explain` prints it.
@Suite struct ValueDescriptionTests {
    @Test func apsShowsOnlyTheMembersItHasByTheirSwiftNames() {
        #expect(String(describing: APS()) == "APS()")
        #expect(String(describing: APS(alert: .string("Hello"), badge: 3)) == #"APS(alert: "Hello", badge: 3)"#)
        let aps = APS(
            alert: .apsAlert(APSAlert(title: "Delivery update", body: "Nearly there", locArgs: ["a", "b"])),
            sound: .apsSound(APSSound(critical: true, name: "chime.aiff", volume: 0.8)), threadID: "t",
            contentAvailable: true, mutableContent: false, interruptionLevel: .timeSensitive, relevanceScore: 0.5,
            staleDate: 1_685_952_000)
        #expect(
            String(describing: aps)
                == #"APS(alert: APSAlert(title: "Delivery update", body: "Nearly there", locArgs: ["a", "b"]), sound: APSSound(critical: true, name: "chime.aiff", volume: 0.8), threadID: "t", contentAvailable: true, mutableContent: false, interruptionLevel: "time-sensitive", relevanceScore: 0.5, staleDate: 1685952000)"#
        )
        #expect(
            String(describing: APS(sound: .string("default"), interruptionLevel: .other("urgent")))
                == #"APS(sound: "default", interruptionLevel: "urgent")"#)
        #expect(String(describing: APSAlert()) == "APSAlert()")
        #expect(String(describing: APSSound(name: "a\"b")) == #"APSSound(name: "a\"b")"#)
    }

    /// What a value that holds an `APS` printed before: every member of `APS` and its
    /// dictionaries, nil or not, `Optional(…)` around the others, and the module's name.
    @Test func aValueThatHoldsAPSPrintsCompactly() {
        struct Holder {
            var aps: APS?
            var count: Int?
        }
        let printed = ValueDescription.describe(Holder(aps: APS(badge: 1), count: nil))
        #expect(printed == "Holder(aps: APS(badge: 1), count: nil)")
        #expect(!printed.contains("Optional"))
    }

    private enum Route: CompactlyDescribed {
        case message(Message)
        case list(Lists)
    }

    private struct Message {
        var text: String
        var count: Int?
        var ratio: Double
        var flag: Bool
        var link: URL?
        var at: Date
        var level: Level
        var choice: Choice
    }

    private struct Lists: Sendable, Hashable {
        var items: [Int]
        var nested: [[String]]?
        var map: [String: Int]
        var next: Indirect<Lists>?
        var _other: Indirect<Lists>?
    }

    private enum Level: String { case high = "HIGH" }
    private enum Choice { case number(Int), text(String), none }

    @Test func everyKindOfValue() {
        let message = Route.message(
            Message(
                text: "a \"b\"\n\u{1}", count: nil, ratio: 0.5, flag: true, link: URL(string: "https://e.x/a?b=1"),
                at: Date(timeIntervalSince1970: 1_714_564_800.25), level: .high, choice: .text("t")))
        #expect(
            message.description
                == #"message(Message(text: "a \"b\"\n\u{1}", count: nil, ratio: 0.5, flag: true, link: <https://e.x/a?b=1>, at: 2024-05-01T12:00:00.250Z, level: "HIGH", choice: "t"))"#
        )
        #expect("\(message)" == message.description)
        // Maps by their keys' code points; a box as its value, a boxed member (`_other`)
        // under its name; an enum case without a value as its name.
        let inner = Lists(items: [], nested: nil, map: [:], next: nil, _other: nil)
        let lists = Route.list(
            Lists(
                items: [1, 2], nested: [["x"]], map: ["b": 2, "a": 1, "B": 3], next: Indirect(inner),
                _other: Indirect(inner)))
        #expect(
            lists.description
                == #"list(Lists(items: [1, 2], nested: [["x"]], map: {"B": 3, "a": 1, "b": 2}, next: Lists(items: [], nested: nil, map: {}, next: nil, other: nil), other: Lists(items: [], nested: nil, map: {}, next: nil, other: nil)))"#
        )
        #expect(ValueDescription.describe(Choice.none) == "none")
        #expect(ValueDescription.describe(Choice.number(3)) == "3")
    }
}
