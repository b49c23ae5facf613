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
}
