import PushRouting
import RouteCompiler
import Testing

/// G5 in the model: the `json` type as read, which keys the rest leaves out (`RestKeys`),
/// which params read a JSON string's document (`JSONStringPaths.readsDocument`), a rest's
/// source (at no path), and a `json` default typed from any YAML value.
@Suite struct AnyJSONModelTests {
    private func table(_ yaml: String) throws -> ValidatedTable {
        try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
    }

    static let oneSignal = """
        version: 1
        discriminators: [type, className]
        jsonStrings: [payload, extra.inner]
        types:
          Custom:
            fields:
              i: string
              u: { type: string, paths: [u, url], optional: true }
              more: { type: "[string: json]", rest: true }
        routes:
          onesignal:
            destination: D
            when: { present: os_data, absent: [silent.flag], equals: { "kind": "promo" } }
            params:
              id: { type: string, path: os_data.i }
              title: { type: string, paths: [heading, msg.title], optional: true }
              custom: { type: Custom, optional: true }
              data: { type: "[string: json]", rest: true }
          second:
            destination: D
            params:
              x: string
        """

    @Test func theRestLeavesOutEveryKeyTheRouteReadsOtherwise() throws {
        let table = try table(Self.oneSignal)
        let route = try #require(table.routes.first)
        let rest = try #require(RestKeys(route: route, in: table))
        #expect(rest.field == 3)
        // Its params' first keys (every path), its conditions', the discriminators', the
        // jsonStrings' and aps, each once, by code points.
        #expect(
            rest.excluded == [
                "aps", "className", "custom", "extra", "heading", "kind", "msg", "os_data", "payload", "silent", "type",
            ])
        #expect(rest.excludes("os_data") && !rest.excludes("orderId"))
        #expect(RestKeys(route: table.routes[1], in: table)?.field == nil, "no rest")
        // A field's rest: only its sibling fields' keys.
        let fields = try #require(table.type(named: "Custom")?.fields)
        #expect(RestKeys(fields: fields)?.excluded == ["i", "u", "url"])
        // The rest is read at no path: it reads nothing a path check or plan looks at.
        let data = route.params[3].source
        guard case .rest(let key) = data.origins[0] else {
            Issue.record("data is not the rest")
            return
        }
        #expect(data.origins.count == 1 && data.paths.isEmpty && key.keys == ["data"])
        let plan = SourcePlan(route.params.map(\.source))
        #expect(plan.restSlot == 3)
        #expect(!plan.levels[0].values.contains { $0.key == "data" })
    }

    @Test func aParamAtAJSONStringPathReadsTheDocumentUnlessItIsAnObjectType() throws {
        let table = try table(
            """
            version: 1
            jsonStrings: [actions, box, deep.list]
            types:
              Box:
                fields:
                  a: string
            routes:
              r:
                destination: D
                params:
                  actions: { type: "[json]", optional: true }
                  box: { type: Box, optional: true }
                  list: { type: "[int]", path: deep.list, optional: true }
                  other: { type: json, optional: true }
            """)
        let types = table.typesByName
        let read = table.routes[0].params.map { param in
            table.jsonStrings.readsDocument(at: param.source.firstPath, as: param.type, types: types)
        }
        #expect(read == [true, false, true, false])
    }

    @Test func jsonIsABuiltInTypeWithAnyDefault() throws {
        let table = try table(
            """
            version: 1
            routes:
              r:
                destination: D
                params:
                  value: { type: json, default: { a: [1, 2.5, ~, "x", true], "b": {} } }
                  list: { type: "[json]", default: [1, null] }
                  maybe: json?
            """)
        let params = table.routes[0].params
        #expect(params[0].type.isJSON && params[0].type.spelled == "json")
        #expect(params[0].defaultValue == .json(["a": [1, 2.5, .null, "x", true], "b": [:]]))
        #expect(params[1].defaultValue == .array([.json(1), .json(.null)]))
        #expect(params[2].isOptional && params[2].type.spelled == "json")
        #expect(ReaderPlan.of(params[0].type, source: params[0].source, types: [:]).isJSONPlan)
    }
}

extension ReaderPlan {
    fileprivate var isJSONPlan: Bool {
        if case .json = self { return true }
        return false
    }
}
