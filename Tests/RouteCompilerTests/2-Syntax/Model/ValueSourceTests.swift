import RouteCompiler
import Testing

/// Where values come from (docs/language.md §5): the one `ValueSource` of a param or field, as
/// the reader builds it from `path`, `paths`, `coerce`, `relative`, `separator` and `lenient`,
/// the places of `when` conditions, and how a struct's sources are lowered (`SourcePlan`).
@Suite struct ValueSourceTests {
    /// The table's routes' params by key, for a table that must be valid.
    private func params(_ yaml: String) throws -> [String: Member] {
        let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
        return Dictionary(
            validated.routes.flatMap(\.params).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aMemberWithoutAPathReadsItsOwnKeyAsOneKey() throws {
        let fields = try params(
            """
            version: 1
            coerce: strings
            routes:
              r:
                destination: D
                params:
                  msg.name: string
                  count: { type: int, coerce: none }
            """)
        let name = try #require(fields["msg.name"]?.source)
        #expect(name.paths.map(\.keys) == [["msg.name"]])
        #expect(!name.isWritten && !name.hasAlternatives && !name.isLenient && !name.isRelative)
        #expect(name.coercion == .strings)  // the table's
        #expect(fields["count"]?.source.coercion == Coercion.none)  // its own
    }

    @Test func pathsArePlacesTriedInOrderAndTheFirstIsWhereEncodingWrites() throws {
        let fields = try params(
            """
            version: 1
            routes:
              r:
                destination: D
                params:
                  text: { type: string, paths: [data.text, [data, "a.b"], body] }
                  link: { type: url, path: [msg, link], relative: true, optional: true, lenient: true }
                  ids: { type: "[int]", separator: ",", coerce: [strings, numbers] }
            """)
        let text = try #require(fields["text"]?.source)
        #expect(text.isWritten && text.hasAlternatives)
        #expect(text.paths.map(\.keys) == [["data", "text"], ["data", "a.b"], ["body"]])
        #expect(text.firstPath.keys == ["data", "text"])
        #expect(text.laterPaths.map(\.description) == [#"data["a.b"]"#, "body"])
        let link = try #require(fields["link"]?.source)
        #expect(link.isWritten && !link.hasAlternatives && link.isRelative && link.isLenient)
        #expect(link.firstPath.keys == ["msg", "link"])
        let ids = try #require(fields["ids"]?.source)
        #expect(ids.separator == "," && ids.coercion == [.strings, .numbers] && ids.coercesStrings)
    }

    @Test func keyPathsAreTheSameWhenTheirKeysAreCodePointByCodePoint() {
        let here = SourceLocation.start(of: "routes.yaml")
        let precomposed = PayloadKeyPath(keys: ["caf\u{E9}"], location: here)
        let decomposed = PayloadKeyPath(keys: ["cafe\u{301}"], location: here)
        #expect(precomposed != decomposed)  // Swift's == on the strings would say equal
        let dotted = PayloadKeyPath(keys: ["a.b"], location: here)
        let nested = PayloadKeyPath(keys: ["a", "b"], location: here)
        #expect(dotted != nested && dotted.description == #"["a.b"]"# && nested.description == "a.b")
        #expect(nested.hasPrefix(PayloadKeyPath(keys: ["a"], location: here)))
        #expect(!dotted.hasPrefix(PayloadKeyPath(keys: ["a"], location: here)))
        #expect(nested.payloadPath.description == "a.b")
    }

    @Test func whenConditionsLookAtPlaces() throws {
        let validated = try #require(
            Pipeline.validate(
                root: "routes.yaml",
                files: [
                    "routes.yaml": """
                    version: 1
                    routes:
                      r:
                        destination: D
                        when: { present: [room, [meta, "a.b"]], absent: channel, equals: { kind: chat } }
                    """
                ]
            ).table)
        let conditions = try #require(validated.routes.first?.selection.conditions)
        #expect(conditions.present.map(\.path.keys) == [["room"], ["meta", "a.b"]])
        #expect(conditions.absent.map(\.description) == ["channel"])
        #expect(conditions.places.map(\.description) == ["room", #"meta["a.b"]"#, "channel", "kind"])
    }

    /// A struct's sources lowered: one slot per place (first places first, in field order,
    /// then the later ones), the levels of their steps, and which levels only lenient values
    /// read.
    @Test func aSourcePlanHasASlotPerPlaceAndALevelPerStep() throws {
        let fields = try params(
            """
            version: 1
            routes:
              r:
                destination: D
                params:
                  a: { type: string, paths: [x.a, y.a] }
                  b: { type: int, path: x.b }
                  c: { type: int, path: z.c, optional: true, lenient: true }
            """)
        let sources = try ["a", "b", "c"].map { try #require(fields[$0]?.source) }
        let plan = SourcePlan(sources)
        #expect(plan.slots.paths.map(\.keys) == [["x", "a"], ["x", "b"], ["z", "c"], ["y", "a"]])
        #expect(plan.slots.slotsOfField == [[0, 3], [1], [2]])
        // Levels in the order slots reach them: `y` is the later place of `a`.
        #expect(plan.levels.map(\.keys) == [[], ["x"], ["z"], ["y"]])
        #expect(plan.levels.dropFirst().map(plan.readsLeniently) == [false, true, false])
    }
}
