import Foundation
import PushRoutesExample
import PushRoutesKitchenSinkFixture
@_spi(Generated) import PushRouting
import Testing

/// decode(encode(x)) == x for random valid values of every generated route (seeded, so a
/// failure reproduces), through the payload dictionary and through JSON.
@Suite struct RoundTripTests {
    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: seeds)
    func appRoutes(_ seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        for route in AppRouteSamples.all(&g) {
            let fromPayload = try appDecode(route.encodedPayload())
            #expect(fromPayload == route, "seed \(seed)")
            let fromJSON = try appDecode(json: route.encodedJSON())
            #expect(fromJSON == route, "seed \(seed)")
            // What the router uses: the same route, and the destination found by the decoder.
            for routed in [
                try PushRoutesExample.PushRoute.decodeForDelivery(route.encodedPayload()),
                try PushRoutesExample.PushRoute.decodeForDelivery(json: route.encodedJSON()),
            ] {
                #expect(routed.route == route && routed.destination == route.destination, "seed \(seed)")
            }
        }
    }

    @Test(arguments: seeds)
    func kitchenSinkRoutes(_ seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        for route in KitchenSinkSamples.all(&g) {
            #expect(try kitchenSinkDecode(route.encodedPayload()) == route, "seed \(seed)")
            #expect(try kitchenSinkDecode(json: route.encodedJSON()) == route, "seed \(seed)")
            let routed = try PushRoutesKitchenSinkFixture.PushRoute.decodeForDelivery(route.encodedPayload())
            #expect(routed.route == route && routed.destination == route.destination, "seed \(seed)")
        }
    }
}

/// Random valid values of each route of routes.yaml.
enum AppRouteSamples {
    static let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_\"\\/é😀\n"

    static func all(_ g: inout SeededGenerator) -> [PushRoutesExample.PushRoute] {
        [
            .second(
                SecondPush(id: Int.random(in: 1...Int.max, using: &g), content: g.string(from: letters, count: 0...20))),
            .third(
                ThirdPush(
                    name: g.string(from: letters, count: 0...10),
                    age: g.maybe { Int.random(in: Int.min...Int.max, using: &$0) })),
            .orderShipped(
                OrderShippedPush(
                    orderID: Int.random(in: 1...999_999, using: &g),
                    status: OrderStatus.allCases.randomElement(using: &g)!,
                    eta: g.maybe { $0.date() },
                    trackingURL: URL(string: "https://track.example.com/\(Int.random(in: 0...9999, using: &g))?q=1#x")!,
                    lines: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            OrderLine(
                                sku: g.string(from: "ABCXYZ0123-", count: 3...20),
                                quantity: Int.random(in: 1...100, using: &g),
                                unitPrice: Double(Int.random(in: 1...100_000, using: &g)) / 100)
                        }
                    })),
            .reviewRequest(
                ReviewRequestPush(orderID: Int.random(in: -5...5, using: &g), stars: Int.random(in: 1...5, using: &g))),
            .promo(
                PromoPush(
                    code: g.string(from: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", count: 4...12),
                    discount: Double(Int.random(in: 0...199, using: &g)) / 2,
                    expires: g.date(),
                    banner: g.maybe { _ in URL(string: "https://cdn.example.com/banner.png")! })),
            .cartReminder(
                CartReminderPush(
                    itemCount: Int.random(in: 1...999, using: &g),
                    total: Double(Int.random(in: 0...1_000_000, using: &g)) / 100,
                    currency: CartReminderPush.Currency.allCases.randomElement(using: &g)!, freeShipping: g.bool())),
            .chatMessage(
                ChatMessagePush(
                    threadID: g.string(from: letters, count: 8...64),
                    sender: Sender(
                        name: g.string(from: letters, count: 1...80),
                        age: g.maybe { Int.random(in: 0...150, using: &$0) },
                        avatar: g.maybe { _ in URL(string: "https://a.example/p.png")! }),
                    text: g.string(from: letters, count: 0...100),
                    attachments: g.maybe { g in
                        (0..<Int.random(in: 0...10, using: &g)).map { URL(string: "https://f.example/\($0)")! }
                    })),
            .friendRequest(
                FriendRequestPush(
                    userID: "u\(Int.random(in: 0...999_999, using: &g))",
                    displayName: g.string(from: letters, count: 0...20),
                    mutualFriends: Int.random(in: 0...500, using: &g), verified: g.maybe { $0.bool() })),
            .article(
                ArticlePush(
                    articleID: g.string(from: letters, count: 0...10),
                    tags: Array(
                        Set((0..<Int.random(in: 0...5, using: &g)).map { _ in g.string(from: "abcdef", count: 1...20) })
                    ).sorted(),
                    featured: g.bool(), score: g.maybe { Double(Int.random(in: -999...1000, using: &$0)) / 1000 },
                    publishedAt: g.date())),
        ]
    }
}

/// Random valid values of each route of the kitchen-sink table.
enum KitchenSinkSamples {
    static func node(_ g: inout SeededGenerator, depth: Int) -> Node {
        Node(
            name: g.string(from: "xyz", count: 0...3),
            parent: depth < 2 ? g.maybe { node(&$0, depth: depth + 1) } : nil,
            children: depth < 2 ? (0..<Int.random(in: 0...2, using: &g)).map { _ in node(&g, depth: depth + 1) } : [])
    }

    static func money(_ g: inout SeededGenerator) -> Money {
        Money(
            amount: Double(Int.random(in: 0...100_000, using: &g)) / 100,
            currency: Money.Currency.allCases.randomElement(using: &g)!)
    }

    /// json in every place (docs/language.md §3.11), and an object type's rest.
    static func anyJSON(_ g: inout SeededGenerator) -> AnyJsonPush {
        var list = Set<JSONValue>()
        for _ in 0..<Int.random(in: 1...3, using: &g) { list.insert(g.json(nullable: true)) }
        return AnyJsonPush(
            value: g.json(), maybe: g.maybe { $0.json() },
            list: g.maybe { _ in list.sorted { $0.description < $1.description } },
            grid: g.maybe { g in
                (0..<Int.random(in: 0...2, using: &g)).map { _ in
                    (0..<Int.random(in: 0...2, using: &g)).map { _ in g.json(depth: 1, nullable: true) }
                }
            },
            map: g.maybe { g in
                Dictionary(uniqueKeysWithValues: g.jsonMembers(excluding: []).prefix(3).map { ($0.key, $0.value) })
            },
            fallback: g.json(), ratio: Double(Int.random(in: -8...8, using: &g)) / 8,
            attachment: g.maybe { g in
                Attachment(
                    name: g.string(from: "abc", count: 0...3), size: g.maybe { Int.random(in: 0...9, using: &$0) },
                    meta: g.jsonMembers(excluding: ["name", "size"]))
            })
    }

    static func all(_ g: inout SeededGenerator) -> [PushRoutesKitchenSinkFixture.PushRoute] {
        [
            .scalars(
                ScalarsPush(
                    text: g.string(from: "abcxyz", count: 2...5), count: Int.random(in: -10...10, using: &g),
                    exclusive: g.maybe { Int.random(in: 1...99, using: &$0) },
                    ratio: Double(Int.random(in: 1...1000, using: &g)) / 1000,
                    step: g.maybe { Double(Int.random(in: -100...100, using: &$0)) / 4 },
                    flag: g.bool(), strictFlag: g.maybe { $0.bool() },
                    strictCount: g.maybe { Int.random(in: Int.min...Int.max, using: &$0) },
                    link: g.maybe { _ in URL(string: "https://example.com/path?q=1")! }, when: g.maybe { $0.date() },
                    level: g.maybe { Level.allCases.randomElement(using: &$0)! },
                    mood: g.maybe { ScalarsPush.Mood.allCases.randomElement(using: &$0)! },
                    big: g.maybe { Int.random(in: Int.min...Int.max, using: &$0) })),
            .collections(
                CollectionsPush(
                    tags: Array(
                        Set((0..<Int.random(in: 1...3, using: &g)).map { _ in g.string(from: "abcd", count: 1...4) })
                    ).sorted(),
                    grid: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            (0..<Int.random(in: 0...2, using: &g)).map { _ in Int.random(in: 0...9, using: &g) }
                        }
                    },
                    levels: (0..<Int.random(in: 0...3, using: &g)).map { _ in Level.allCases.randomElement(using: &g)!
                    },
                    moods: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            CollectionsPush.MoodsItem.allCases.randomElement(using: &g)!
                        }
                    },
                    prices: g.maybe { g in (0..<Int.random(in: 0...2, using: &g)).map { _ in money(&g) } },
                    numbers: g.maybe { g in
                        Array(
                            Set(
                                (0..<Int.random(in: 0...4, using: &g)).map { _ in
                                    Double(Int.random(in: -50...50, using: &g)) / 8
                                })
                        ).sorted()
                    })),
            .nested(
                NestedPush(
                    name: g.string(from: "abc", count: 0...5), age: g.maybe { Int.random(in: 0...99, using: &$0) },
                    price: money(&g), dotted: g.maybe { $0.string(from: "a.b", count: 0...4) },
                    tree: g.maybe { node(&$0, depth: 0) })),
            .defaults(
                DefaultsPush(
                    count: Int.random(in: -3...3, using: &g), ratio: Double(Int.random(in: 0...10, using: &g)) / 10,
                    on: g.bool(),
                    name: g.string(from: "name", count: 0...4), site: URL(string: "https://example.org/x")!,
                    since: g.date(),
                    level: Level.allCases.randomElement(using: &g)!,
                    list: (0..<Int.random(in: 0...3, using: &g)).map { $0 })),
            .empty(EmptyPush()),
            .included(IncludedPush(id: Int.random(in: Int.min...Int.max, using: &g))),
            .unions(unions(&g)),
            .maps(maps(&g)),
            .openEnums(
                OpenEnumsPush(
                    mode: mode(&g), tone: g.bool() ? .other(g.string(from: "xyz", count: 0...3)) : .cold,
                    tones: g.maybe { g in
                        (0..<Int.random(in: 0...3, using: &g)).map { _ in
                            g.bool() ? OpenEnumsPush.TonesItem.up : .other(g.string(from: "lr", count: 1...2))
                        }
                    }, spare: mode(&g))),
            .apple(ApplePush(aps: aps(&g), state: g.maybe { LiveState(progress: 0.25, eta: $0.maybe { _ in 3 }) })),
            .anyJson(anyJSON(&g)),
        ]
    }

    /// An open enum's value: a listed one or another string.
    static func mode(_ g: inout SeededGenerator) -> Mode {
        g.bool() ? [Mode.fast, .slow, .naïve].randomElement(using: &g)! : .other(g.string(from: "qrs", count: 1...4))
    }

    static func unions(_ g: inout SeededGenerator) -> UnionsPush {
        UnionsPush(
            id: g.bool()
                ? .int(Int.random(in: Int.min...Int.max, using: &g)) : .string(g.string(from: "ab1", count: 0...4)),
            ringtone: g.maybe { g in
                g.bool()
                    ? .string(g.string(from: "bell", count: 0...4))
                    : .sound(Sound(name: "s", volume: g.maybe { _ in 0.5 }))
            },
            value: g.maybe { g in
                switch Int.random(in: 0..<4, using: &g) {
                case 0: .bool(g.bool())
                case 1: .double(Double(Int.random(in: -100...100, using: &g)) / 4)
                case 2: .array((0..<Int.random(in: 0...2, using: &g)).map { _ in g.string(from: "xy", count: 0...2) })
                default: .level(Level.allCases.randomElement(using: &g)!)
                }
            },
            ids: g.maybe { g in
                (0..<Int.random(in: 0...3, using: &g)).map { _ in
                    g.bool() ? .int(Int.random(in: -9...9, using: &g)) : .string(g.string(from: "ij", count: 0...2))
                }
            },
            at: g.maybe { g in g.bool() ? .date(g.date()) : .int(Int.random(in: -99...99, using: &g)) },
            shape: g.maybe { g in
                g.bool() ? .map(["k": Int.random(in: 0...9, using: &g)]) : .string(g.string(from: "mn", count: 0...3))
            },
            tree: g.maybe { g in g.bool() ? .bool(g.bool()) : .node(node(&g, depth: 1)) })
    }

    static func maps(_ g: inout SeededGenerator) -> MapsPush {
        var scores: [String: Int] = [:]
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            scores[g.string(from: "abcé.", count: 0...3)] = Int.random(in: 0...1000, using: &g)
        }
        return MapsPush(
            scores: scores,
            labels: g.maybe { g in ["x": g.string(from: "lab", count: 0...10)] },
            prices: g.maybe { g in ["eu": [money(&g)], "us": []] },
            modes: g.maybe { g in ["m": mode(&g)] },
            flags: g.maybe { g in [["on": g.bool()], [:]] },
            mixed: g.maybe { g in ["n": .int(Int.random(in: -5...5, using: &g)), "s": .string("v")] })
    }

    static func aps(_ g: inout SeededGenerator) -> APS {
        APS(
            alert: g.maybe { g in
                g.bool()
                    ? .string(g.string(from: AppRouteSamples.letters, count: 0...10))
                    : .apsAlert(
                        APSAlert(title: "T", body: g.maybe { $0.string(from: "bd", count: 0...3) }, locArgs: ["a"]))
            },
            badge: g.maybe { Int.random(in: 0...99, using: &$0) },
            sound: g.maybe { g in
                g.bool() ? .string("default") : .apsSound(APSSound(critical: g.bool(), name: "c.wav", volume: 0.75))
            },
            threadID: g.maybe { _ in "thread" }, category: g.maybe { _ in "CAT" },
            contentAvailable: g.maybe { $0.bool() }, mutableContent: g.maybe { $0.bool() },
            interruptionLevel: g.maybe { g in g.bool() ? .timeSensitive : .other("later") },
            relevanceScore: g.maybe { _ in 0.5 },
            timestamp: g.maybe { Int.random(in: 0...2_000_000_000, using: &$0) }, event: g.maybe { _ in "update" })
    }
}
