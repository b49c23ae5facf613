@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// Element steps of key paths (docs/language.md §5.1) in the compiler: how the list form
/// reads them, when two are the same step, how a struct's levels lower them (dictionaries
/// scanned by key, arrays whose elements are taken), and how generated code spells them.
@Suite struct ElementPathTests {
    private let here = SourceLocation.start(of: "routes.yaml")

    /// The first path of each param of the table's first route, by param key.
    private func paths(_ params: String) throws -> [String: PayloadKeyPath] {
        let yaml = "version: 1\nroutes:\n  r:\n    destination: D\n    params:\n" + params
        let validated = try #require(Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml]).table)
        return Dictionary(uniqueKeysWithValues: validated.routes[0].params.map { ($0.key, $0.source.firstPath) })
    }

    @Test func theListFormReadsElementSteps() throws {
        let read = try paths(
            """
                  note: { type: string, path: [tags, {last: [e]}, {at: 1}] }
                  cover: { type: string, path: [images, {first: {kind: cover, w: 2.0}}, url] }
                  latest: { type: string, path: [items, {at: -1}] }
                  key: { type: string, path: other.0 }
            """)
        let note = try #require(read["note"])
        #expect(note.steps == [.key("tags"), .last(.array([.string("e")])), .index(1)])
        #expect(note.description == #"tags[last: ["e"]][1]"#)
        #expect(note.hasElementSteps && note.leadingKeys == ["tags"])
        // Whole numbers by value: 2.0 is the integer 2.
        #expect(
            read["cover"]?.steps[1]
                == .first(.object([(key: "kind", pattern: .string("cover")), (key: "w", pattern: .integer(2))])))
        #expect(read["latest"]?.description == "items[-1]")
        // A dotted path has keys only: other.0 is the key "0".
        #expect(read["key"]?.steps == [.key("other"), .key("0")])
        #expect(read["key"]?.hasElementSteps == false)
    }

    @Test func stepsAreTheSameWhenTheyAddressTheSameElement() {
        let ab = PathStep.first(.object([(key: "a", pattern: .integer(1)), (key: "b", pattern: .string("x"))]))
        let ba = PathStep.first(.object([(key: "b", pattern: .string("x")), (key: "a", pattern: .integer(1))]))
        let one = PayloadKeyPath(steps: [.key("m"), ab], location: here)
        let other = PayloadKeyPath(steps: [.key("m"), ba], location: here)
        #expect(one == other && one.hashValue == other.hashValue && one.identity == other.identity)
        #expect(PathStep.first(.array([.string("e")])) != .last(.array([.string("e")])))
        #expect(PathStep.index(0) != .index(-1))
        // An element step never equals a key, whatever the key spells.
        #expect(PathStep.key("{at: 0}") != .index(0))
        #expect(PathStep.key("at 0").identity != PathStep.index(0).identity)
        let tags = PayloadKeyPath(keys: ["tags"], location: here)
        let element = PayloadKeyPath(steps: [.key("tags"), .index(0)], location: here)
        #expect(element.hasPrefix(tags) && !tags.hasPrefix(element))
    }

    @Test func levelsAreDictionariesOrArrays() {
        let note = PayloadKeyPath(
            steps: [.key("tags"), .last(.array([.string("e")])), .index(1)], location: here)
        let author = PayloadKeyPath(
            steps: [.key("tags"), .last(.array([.string("p")])), .index(1)], location: here)
        let content = PayloadKeyPath(keys: ["content"], location: here)
        let levels = FieldLevel.levels(of: [note, author, content])
        #expect(levels.count == 4)
        #expect(levels[0].isDictionary && !levels[0].isArray)
        #expect(levels[0].children.map(\.key) == ["tags"] && levels[0].values.map(\.key) == ["content"])
        #expect(levels[1].isArray && !levels[1].isDictionary && levels[1].elementChildren.count == 2)
        #expect(levels[2].elementValues.map(\.field) == [0] && levels[3].elementValues.map(\.field) == [1])
        #expect(levels[2].payloadPath.description == #"tags[last: ["e"]]"#)
    }

    @Test func generatedCodeSpellsElementSteps() {
        let path = PayloadKeyPath(
            steps: [
                .key("a\"b"), .first(.object([(key: "k\n", pattern: .array([.double(1.5), .bool(true)]))])),
                .index(-2), .last(.array([])), .first(.object([])),
            ], location: here)
        #expect(
            SwiftLiteral.path(path)
                == #"PushRouting.PayloadPath([.key("a\"b"), .first(.object([("k\n", .array([.double(1.5), .bool(true)]))])), .index(-2), .last(.array([])), .first(.object([]))])"#
        )
        // A path of keys is written as before element steps existed.
        #expect(
            SwiftLiteral.path(PayloadKeyPath(keys: ["msg", "id"], location: here))
                == #"PushRouting.PayloadPath(keys: ["msg", "id"])"#)
    }

    @Test func disjointPatternsKeepElementsApart() {
        let e = ElementPattern.array([.string("e")])
        let p = ElementPattern.array([.string("p")])
        let eRoot = ElementPattern.array([.string("e"), .string("root")])
        #expect(ElementChecks.keptApart(.last(e), .last(p)))
        #expect(!ElementChecks.keptApart(.first(e), .last(e)))
        #expect(!ElementChecks.keptApart(.first(e), .first(eRoot)))
        #expect(ElementChecks.keptApart(.index(0), .index(3)) && ElementChecks.keptApart(.index(-1), .index(-2)))
        #expect(!ElementChecks.keptApart(.index(0), .index(-1)) && !ElementChecks.keptApart(.index(0), .first(e)))
        let cover = ElementPattern.object([(key: "kind", pattern: .string("cover"))])
        let thumb = ElementPattern.object([(key: "kind", pattern: .string("thumb"))])
        let sized = ElementPattern.object([(key: "width", pattern: .integer(1))])
        #expect(ElementChecks.disjoint(cover, thumb) && !ElementChecks.disjoint(cover, sized))
        #expect(ElementChecks.disjoint(.string("3"), .integer(3)) && ElementChecks.disjoint(e, cover))
    }
}
