@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// Links across the tables of one app (docs/language.md §14.5): `routegen validate A B`
/// reports a pattern of B that matches URLs a pattern of A matches on a shared host or scheme.
@Suite struct LinkChecksTests {
    static let first = """
        version: 1
        links: { hosts: [example.com], schemes: [shop] }
        routes:
          order:
            destination: OrderViewController
            links: /orders/new
        """

    static func validate(_ second: String) -> ValidationReport {
        Pipeline.validate(
            roots: ["shop.routes.yaml", "chat.routes.yaml"],
            sources: InMemorySources(["shop.routes.yaml": first, "chat.routes.yaml": second]))
    }

    @Test func aURLTwoTablesOpenIsAnErrorAtTheLaterTable() {
        let report = Self.validate(
            """
            version: 1
            links: { hosts: [example.com, chat.example.com] }
            routes:
              thread:
                destination: ChatViewController
                links: /orders/new
            """)
        #expect(report.hasErrors)
        #expect(report.diagnostics.map(\.code) == [.duplicateLink])
        #expect(report.diagnostics.first?.location.file == "chat.routes.yaml")
        #expect(report.diagnostics.first?.message.contains("on https://example.com") == true)
        #expect(report.diagnostics.first?.notes.first?.location.file == "shop.routes.yaml")
        #expect((try? report.tables[0].result.get())?.table != nil)
        #expect((try? report.tables[1].result.get())?.table == nil)
    }

    @Test func tablesOnOtherHostsAndSchemesMayShareAPath() {
        let report = Self.validate(
            """
            version: 1
            links: { hosts: [chat.example.com], schemes: [chat] }
            routes:
              thread:
                destination: ChatViewController
                links: /orders/new
            """)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }

    /// A table without discriminators whose pushes carry links (docs/language.md §14.7,
    /// Lichess and Bluesky choose the screen by a URL's path): a route with patterns is
    /// selectable, a link selects it, and its payload is written with its canonical link.
    @Test func aTableWithoutDiscriminatorsSelectsByTheCarriedLink() throws {
        let yaml = """
            version: 1
            discriminators: []
            links: { hosts: [lichess.org], carried: [data.url, url] }
            routes:
              game:
                destination: GameViewController
                params:
                  gameID: { type: string, path: game.id }
                  color: { type: string, enum: [white, black], optional: true }
                links: /{gameID}/{color}
              inbox:
                destination: InboxViewController
                params:
                  user: string
                links: /inbox/{user}
              note:
                destination: NoteViewController
                params:
                  url: { type: string, optional: true }
                fallback: true
            """
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let interpreter = PayloadInterpreter(try #require(result.table))
        guard case .routed(let push) = interpreter.interpret(["data": ["url": "/abcdefgh/black"]]) else {
            Issue.record("not routed")
            return
        }
        #expect(push.route.value == "game")
        #expect(push.choice == .carriedLink("/{gameID}/{color}", at: PayloadPath(keys: ["data", "url"])))
        #expect(push.fields.map(\.linkPart) == [.segment(0), .segment(1)])
        // Its payload carries its canonical link at the first place, which selects it again.
        let encoded = push.encodedPayload()
        #expect((encoded["data"] as? [AnyHashable: Any])?["url"] as? String == "https://lichess.org/abcdefgh/black")
        guard case .routed(let again) = interpreter.interpret(encoded) else {
            Issue.record("the encoded payload \(encoded) is not routed")
            return
        }
        #expect(again.route.value == "game")
        // The second place, a literal before a placeholder; the fallback when no link opens.
        guard case .routed(let inbox) = interpreter.interpret(["url": "https://lichess.org/inbox/thibault"]),
            case .routed(let note) = interpreter.interpret(["url": "https://example.com/x"])
        else {
            Issue.record("not routed")
            return
        }
        #expect(inbox.route.value == "inbox")
        #expect(note.route.value == "note")
        #expect(Explanation.text(.routed(note)).contains("as the fallback"))
    }

    @Test func aRouteWithoutPatternsIsStillUnselectable() {
        let yaml = """
            version: 1
            discriminators: []
            links: { hosts: [lichess.org], carried: [url, url] }
            routes:
              game:
                destination: GameViewController
            """
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
        #expect(result.diagnostics.map(\.code) == [.duplicateCarriedPlace, .unselectableRoute])
    }
}
