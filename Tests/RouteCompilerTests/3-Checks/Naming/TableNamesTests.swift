import Testing

@testable import RouteCompiler

/// The names phase (`TableNames`): the names a checked table gets, and the internal names
/// generated code uses for a member, which must never clash.
@Suite struct TableNamesTests {
    /// Unions and maps (docs/language.md §3.7, §3.8): a union's enum is nested like an `enum`'s,
    /// `Item` in an array or map; its cases are the members' names.
    @Test func unionsAndMapsAreNamedLikeNestedEnums() throws {
        let result = validate(
            """
            version: 1
            types:
              Sound: { fields: { name: string } }
              Mode: { enum: [fast], open: true }
            routes:
              r:
                destination: R
                params:
                  id: "int | string"
                  ringtone: "(string | Sound)?"
                  values: "[bool | [int] | [string: double]]"
                  by_key: "[string: Mode | int]"
                  aps: "APS | url"
                  scores: { type: "[string: string]", items: { enum: [a, other-thing], open: true } }
            """)
        let params = try #require(result.table).names.routes[0].params
        #expect(
            params.map { $0.nestedEnum?.name } == ["Id", "Ringtone", "ValuesItem", "ByKeyItem", "Aps", "ScoresItem"])
        #expect(params[0].nestedEnum?.cases == ["int", "string"])
        #expect(params[1].nestedEnum?.cases == ["string", "sound"])
        #expect(params[2].nestedEnum?.cases == ["bool", "array", "map"])
        #expect(params[3].nestedEnum?.cases == ["mode", "int"])
        #expect(params[4].nestedEnum?.cases == ["aps", "url"])
        #expect(params[5].nestedEnum?.cases == ["a", "otherThing"])
    }

    /// Generated names make way for the table's (docs/names.md): `other`, then `otherValue`,
    /// `otherValue2`, … for an open enum's extra case; `Value`, `Value2`, … for a nested enum
    /// that would hide a named type. Renamed only on a clash.
    @Test(arguments: [
        ([], "other"), (["unknown", "none", "some", "value"], "other"), (["other"], "otherValue"),
        (["unknown", "other", "otherValue", "none", "some", "value"], "otherValue2"),
        (["other", "otherValue", "otherValue2", "otherValue3"], "otherValue4"), (["otherValue"], "other"),
    ])
    func openEnumExtraCase(values: [String], expected: String) {
        #expect(TableNames.otherCaseName(among: values) == expected)
    }

    @Test func nestedEnumsMakeWayForNamedTypes() throws {
        let result = validate(
            """
            version: 1
            types:
              Sound: { fields: { name: string } }
              Kind: { enum: [a] }
              Level: { fields: { low: int } }
              LevelValue: { fields: { n: int } }
              LevelsItem: { fields: { n: int } }
              Mode: { enum: [slow, other, Other-Value], open: true }
            routes:
              r:
                destination: R
                params:
                  sound: "string | Sound"
                  kind: "Kind | int"
                  level: { type: "string | Level", optional: true }
                  levels: { type: "[string | Level]", optional: true }
                  holder: { type: LevelValue, optional: true }
                  items: { type: LevelsItem, optional: true }
                  mode: { type: Mode, optional: true }
                  status: { type: string, enum: [on], open: true, optional: true }
            """)
        let names = try #require(result.table).names
        #expect(
            names.routes[0].params.map { $0.nestedEnum?.name } == [
                "SoundValue", "KindValue", "LevelValue2", "LevelsItemValue", nil, nil, nil, "Status",
            ])
        #expect(names.routes[0].params[7].nestedEnum?.otherCase == "other")
        #expect(names.types.map(\.otherCase) == [nil, nil, nil, nil, nil, "otherValue2"])
    }

    @Test func aCheckedTableIsNamedEverywhere() throws {
        let result = validate(
            """
            version: 1
            types:
              Mood: { enum: [so-so, "2x"] }
              Sender:
                fields:
                  first_name: string
                  payload_keys: { type: string, enum: [a] }
            routes:
              order_shipped:
                destination: Orders
                params:
                  status: { type: string, enum: [shipped, "in transit"] }
                  tags: { type: "[[string]]", items: { items: { enum: [x] } } }
                  self: { type: string, enum: [on] }
              legacy:
                destination: Orders
                name: legacy-news
            """)
        let names = try #require(result.table).names
        #expect(names.routes.map(\.caseName) == ["orderShipped", "legacyNews"])
        #expect(names.routes.map(\.structName) == ["OrderShippedPush", "LegacyNewsPush"])
        let params = names.routes[0].params
        #expect(params.map(\.property) == ["status", "tags", "self"])
        #expect(params.map { $0.nestedEnum?.name } == ["Status", "TagsItem", "SelfValue"])
        #expect(params[0].nestedEnum?.cases == ["shipped", "inTransit"])
        #expect(names.types[0].cases == ["soSo", "_2x"])
        #expect(names.types[1].fields.map(\.property) == ["firstName", "payloadKeys"])
        #expect(names.types[1].fields[1].nestedEnum?.name == "PayloadKeysValue", "the namespace's name is taken")
    }

    @Test(arguments: [
        ("id", "idPath", "idReader", "foundId", "_id"),
        ("orderID", "orderIDPath", "orderIDReader", "foundOrderID", "_orderID"),
        ("self", "selfPath", "selfReader", "foundSelf", "_self"),
        ("_2fa", "_2faPath", "_2faReader", "found_2fa", "__2fa"),
        ("名前", "名前Path", "名前Reader", "found名前", "_名前"),
        ("über", "überPath", "überReader", "foundüber", "_über"),
    ])
    func internalNames(_ property: String, _ path: String, _ reader: String, _ found: String, _ box: String) {
        let names = MemberNames(property: property, nestedEnum: nil)
        #expect(names.pathConstant == path)
        #expect(names.readerConstant == reader)
        #expect(names.foundVariable == found)
        #expect(names.boxStorage == box)
    }

    /// No two members of one struct share an internal name in any scope, checked over many
    /// keys derived as the table's keys are: the namespace holds path and reader constants
    /// and the levels' paths; the decoder's locals are the found values, the levels and its
    /// own; the struct holds the properties and the boxes.
    @Test func internalNamesNeverClash() {
        let keys = SeededStrings.make(20_000, alphabet: "fFoundlvPathRe19_- ", seed: 0x9E37_79B9_7F4A_7C15)
        let members = Set(keys.compactMap(SwiftNaming.memberName(from:))).map {
            MemberNames(property: $0, nestedEnum: nil)
        }
        let levels = (1...20).map(TableNames.level)
        let scopes: [(String, [String])] = [
            ("namespace", members.flatMap { [$0.pathConstant, $0.readerConstant] } + levels),
            ("decoder", members.map(\.foundVariable) + levels + ["entries", "entry", "object", "key", "value"]),
            ("struct", members.flatMap { [$0.property, $0.boxStorage] }),
        ]
        for (scope, names) in scopes {
            var seen: Set<String> = []
            for name in names { #expect(seen.insert(name).inserted, "\(name) twice in the \(scope)") }
        }
    }

    @Test func anUnreadableRouteNameIsReportedOnce() {
        let result = validate(
            """
            version: 1
            routes:
              second:
                destination: Home
                name: 12
            """)
        #expect(result.diagnostics.map(\.code) == [.needsQuotes])
    }
}
