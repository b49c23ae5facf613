import Foundation
@_spi(Generated) import PushRouting
import Testing

@testable import RouteCompiler

/// Random valid tables with hostile text everywhere (RandomTableGenerator): each must
/// validate, generate code of the right shape that compiles whole-module without warnings,
/// and give every string back: route values and destinations from the compiled tables,
/// keys, paths, enum values, defaults and patterns through decoding and encoding payloads
/// (the compiled program must answer exactly as the interpreter does), descriptions in the
/// doc comments. `make test` runs a few; `make fuzz` many (ROUTEGEN_RANDOM_TABLES=N).
@Suite struct RandomTableTests {
    static let count = Int(ProcessInfo.processInfo.environment["ROUTEGEN_RANDOM_TABLES"] ?? "") ?? 5

    @Test func randomValidTablesCompileAndGiveEveryStringBack() throws {
        var failed = 0
        var withFamilies = 0
        var withReading = 0
        for n in 0..<Self.count {
            let (problem, family, reading) = Self.problem(seed: UInt64(1_000 + n))
            if !family.isEmpty { withFamilies += 1 }
            if reading > 0 { withReading += 1 }
            if let problem {
                failed += 1
                Issue.record(Comment(rawValue: problem))
            }
        }
        print(
            "random tables: \(Self.count) generated, \(Self.count - failed) compiled and answered like the interpreter, \(failed) failed; \(withFamilies) with mutually recursive types, \(withReading) reading values (docs/language.md §5)"
        )
        #expect(Self.count < 5 || withReading > 0, "no table read values the ways of §5")
    }

    /// The tables `make test` runs hold unions, maps, open enums and `APS` params
    /// (docs/language.md §3.7–§3.10), besides everything else.
    @Test func theRandomTablesHoldTheTypesOfSection13() {
        let tables = (0..<Self.count).map { n in
            var generator = RandomTableGenerator(seed: UInt64(1_000 + n))
            return generator.table(routes: Int(UInt64(1_000 + n) % 6) + 2)
        }
        for (construct, marker) in [
            ("a union", " | "), ("a map", "[string: "), ("an open enum", "open: true"), ("APS", "type: APS"),
            ("a place's option", ", is: "),
        ] {
            #expect(tables.contains { $0.contains(marker) }, "no random table has \(construct)")
        }
        // Element steps (docs/language.md §5.1).
        #expect(
            tables.contains { $0.contains("{at: ") || $0.contains("{first: ") || $0.contains("{last: ") },
            "no random table has an element step")
    }

    /// The tables `make test` runs hold G5's constructs (docs/language.md §3.11, §5.3–§5.5).
    @Test func theRandomTablesHoldJSONAndTheRest() {
        let tables = (0..<40).map { n in
            var generator = RandomTableGenerator(seed: UInt64(1_000 + n))
            return generator.table(routes: Int(UInt64(1_000 + n) % 6) + 2)
        }
        for (construct, marker) in [
            ("json", #"type: "json""#), ("[json]", #"type: "[json]""#), ("a rest", "rest: true"),
            ("a json default", #"default: { "a""#), ("a lenient default", "lenient: true, description"),
        ] {
            #expect(tables.contains { $0.contains(marker) }, "no random table has \(construct)")
        }
    }

    /// G5's constructs draw on random numbers of their own: without them (`anyJSON: false`)
    /// a seed's table is what it was before they existed, and with them it differs only in
    /// their own lines and keys.
    @Test func theConstructsOfG5LeaveTheRestOfEachTableAsItWas() {
        for seed in UInt64(1_000)..<1_200 {
            var before = RandomTableGenerator(seed: seed, anyJSON: false, links: false)
            var after = RandomTableGenerator(seed: seed, links: false)
            let old = before.table(routes: Int(seed % 6) + 2).split(separator: "\n").map(String.init)
            let new = after.table(routes: Int(seed % 6) + 2).split(separator: "\n").map(String.init).filter { line in
                !line.contains("rest: true") && !line.contains(#"json""#) && !line.contains("json]")
            }
            var remaining = new[...]
            for line in old {
                if line.hasPrefix("jsonStrings: "), remaining.first?.hasPrefix("jsonStrings: ") == true {
                    #expect(remaining.removeFirst().hasPrefix(String(line.dropLast())), "seed \(seed)")
                    continue
                }
                if remaining.first?.hasPrefix("jsonStrings: ") == true { remaining.removeFirst() }
                let next = remaining.popFirst()?.replacingOccurrences(of: ", lenient: true, ", with: ", ")
                    .replacingOccurrences(of: ", lenient: true }", with: " }")
                #expect(next == line.replacingOccurrences(of: ", lenient: true", with: ""), "seed \(seed)")
            }
        }
    }

    /// Tables that always have a family of mutually recursive object types (a ring of two
    /// or three types, one link optional or an array, used by route params): the family
    /// whose generated code once did not compile (`Ping.pong: Pong?`, `Pong.ping: Ping`).
    @Test(arguments: [UInt64(2_000), 2_001])
    func mutuallyRecursiveTypes(seed: UInt64) {
        let (problem, family, _) = Self.problem(seed: seed, families: .always)
        #expect(family.count >= 2)
        if let problem { Issue.record(Comment(rawValue: problem)) }
    }

    /// The table of the report: two object types that refer to each other, the cycle
    /// through one optional field, used by an optional route param. Its generated code
    /// once read a required boxed field with `.map` (`value of type 'Ping' has no member
    /// 'map'`).
    @Test func pingPong() {
        let yaml = """
            version: 1
            types:
              Ping:
                fields:
                  pong: Pong?
              Pong:
                fields:
                  ping: Ping
            routes:
              r:
                destination: R
                params:
                  ping: Ping?
            """
        var written = RandomTableGenerator.Written()
        written.routeValues = ["r"]
        written.destinations = ["R"]
        if let problem = Self.problem(seed: 0, yaml: yaml, written: written) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Seeds that once failed, kept in `make test`, each with the table it made then (no
    /// family of mutually recursive types, no unions, maps, open enums or `APS`). 1185: a
    /// param `self` with an `enum` declared a nested enum `Self`, which hid the struct's own
    /// `Self` (now `SelfValue`).
    @Test(arguments: [UInt64(1_185)])
    func formerFailures(seed: UInt64) {
        if let problem = Self.problem(
            seed: seed, families: .never, reading: .never, valueTypes: false, placeOptions: false
        ).problem {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Seeds that once failed with every construct on: 1020, a `rest: true` in a table whose
    /// `empty: missing` gave the rest's place an option (its generated code counted the
    /// collected map as a place's value and did not compile; a rest has no place now).
    @Test(arguments: [UInt64(1_020)])
    func formerFailuresWithEveryConstruct(seed: UInt64) {
        if let problem = Self.problem(seed: seed).problem {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Why the table of `seed` fails (or nil), and the table's family of mutually
    /// recursive types (empty when it has none).
    static func problem(
        seed: UInt64, families: RandomTableGenerator.Families = .sometimes,
        reading: RandomTableGenerator.Reading = .sometimes, valueTypes: Bool = true, placeOptions: Bool = true
    )
        -> (problem: String?, family: [String], reading: Int)
    {
        var generator = RandomTableGenerator(
            seed: seed, families: families, reading: reading, valueTypes: valueTypes, placeOptions: placeOptions)
        let yaml = generator.table(routes: Int(seed % 6) + 2)
        return (
            problem(seed: seed, yaml: yaml, written: generator.written), generator.familyTypes, generator.readingKeys
        )
    }

    /// Why `yaml`, the table of `seed` that holds the strings `written`, fails, or nil.
    static func problem(seed: UInt64, yaml: String, written: RandomTableGenerator.Written) -> String? {
        let result = Pipeline.validate(root: "random.routes.yaml", files: ["random.routes.yaml": yaml])
        func fail(_ message: String) -> String { "seed \(seed): \(message)\n--- table ---\n\(yaml)" }
        guard let validated = result.table, !result.hasErrors else {
            return fail(
                "the table does not validate:\n"
                    + result.diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))
        }
        let table = validated

        // The table as read holds exactly the strings written.
        guard table.routes.map(\.value).elementsEqual(written.routeValues, by: scalarsEqual) else {
            return fail("route values read back differently: \(table.routes.map(\.value))")
        }
        let aliases = table.routes.flatMap { $0.aliases.map(\.value) }
        guard Set(aliases.map(scalars)) == Set(written.aliases.map(scalars)) else {
            return fail("aliases read back differently")
        }
        let descriptions = Set(modelTexts(table).map(scalars))
        for text in written.descriptions + written.deprecations where !descriptions.contains(scalars(text)) {
            return fail("the description or message \(text.debugDescription) was not read back")
        }

        // The generated code: its shape, its doc comments, then compiled and run.
        let files = Pipeline.generate(validated)
        for file in files {
            if let problem = GeneratedCodeShape.problem(in: file.contents) { return fail("\(file.name): \(problem)") }
        }
        let docs = files.flatMap { docLines($0.contents) }
        for text in written.descriptions where !containsRun(docs, commentLines(text)) {
            return fail("the doc comments do not hold \(text.debugDescription) (expected \(commentLines(text)))")
        }
        // Deprecation messages are string literals (`@available(…, message:)`): read back.
        let literals = Set(files.flatMap { stringLiterals($0.contents) }.map(scalars))
        for message in written.deprecations where !literals.contains(scalars(message)) {
            return fail("no string literal holds the deprecation message \(message.debugDescription)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("random-table-\(getpid())-\(seed)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = Self.links(validated)
        let payloads =
            Self.payloads(validated, written: written) + links.map { "URL " + $0 }
            + Self.carriedLinkPayloads(validated, links: links)
        let output: CompiledTable.Output
        do {
            output = try CompiledTable(files, of: validated, in: folder).answers(payloads, in: folder)
        } catch {
            return fail("\(error)")
        }
        guard output.values.elementsEqual(written.routeValues, by: scalarsEqual) else {
            return fail("the compiled route values differ: \(output.values)")
        }
        guard output.destinations == written.destinations else {
            return fail("the compiled destinations differ: \(output.destinations)")
        }
        let interpreter = PayloadInterpreter(validated)
        for (payload, answer) in zip(payloads, output.answers) {
            let expected: [String]
            let decided =
                payload.hasPrefix("URL ")
                ? interpreter.interpret(url: String(payload.dropFirst(4))).result
                : interpreter.decode(json: Data(payload.utf8))
            switch decided {
            case .success(let push):
                expected = [
                    "ok",
                    JSONWriter.string(push.encodedPayload(discriminator: (table.discriminators.first?.keys ?? [])))
                        ?? "",
                ]
            case .failure(let error):
                expected = ["error", "\(error)" + (error.invalidIsIgnored ? " (invalid: ignore)" : "")]
            }
            guard answer == expected else {
                return fail("for \(payload) the compiled code answered \(answer), the interpreter \(expected)")
            }
        }
        guard output.answers.count == payloads.count else {
            return fail("the program answered \(output.answers.count) of \(payloads.count)")
        }
        return nil
    }

    /// Links for every link pattern (docs/language.md §14): its route's canonical link of the
    /// route's example payload, the pattern filled with `1`s on a host and on a scheme, one
    /// with hostile text in its placeholders, and one no pattern matches; only links that
    /// Foundation keeps as they are written (what `decode(url:)` then reads).
    static func links(_ validated: ValidatedTable) -> [String] {
        let plan = TablePlan(validated)
        guard let links = plan.links else { return [] }
        let examples = ExampleBuilder(plan)
        let routes = plan.routes.map(\.route.location)
        let table = links.runtimeTable({ route in routes.firstIndex(of: route.location) ?? 0 }, routeKey: { "\($0)" })
        var urls: [String] = []
        for entry in table.entries {
            if let example = examples.payload(for: plan.routes[entry.route].route),
                let object = try? JSONReader().object(from: Data(example.rendered(indent: 0).utf8)),
                let canonical = table.url(for: entry.route, payload: object)
            {
                urls.append(canonical.absoluteString)
            }
            for filler in ["1", "%01%C3%A9%2F+x"] {
                var path = entry.pattern.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): LinkText.encoded(text, for: .segment)
                    case .placeholder: filler
                    }
                }
                if entry.pattern.isOpenEnded { path.append("more") }
                let query = entry.pattern.query.map { LinkText.encoded($0.name, for: .query) + "=" + filler }
                let tail = "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                urls += ["https://example.com" + tail, "rnd://" + tail.dropFirst(), "https://other.example" + tail]
            }
        }
        return urls.filter { URL(string: $0)?.absoluteString == $0 }
    }

    /// Payloads that carry each link (docs/language.md §14.7), for a table whose pushes do: the
    /// link alone at the first carried place (a link selects), beside each route's key (the
    /// route's own link fills its values, another's gives nothing), and at the second, nested
    /// place, relative.
    static func carriedLinkPayloads(_ validated: ValidatedTable, links: [String]) -> [String] {
        guard validated.carriesLinks else { return [] }
        let discriminator = validated.discriminators.first?.keys ?? []
        var payloads: [String] = []
        for (number, url) in links.enumerated() {
            var alone = PayloadBuilder()
            alone.set(url, at: [RandomLinks.carriedKey])
            payloads.append(JSONWriter.string(alone.object) ?? "{}")
            let route = validated.routes[number % validated.routes.count]
            var keyed = alone
            keyed.set(Encode.discriminator(route.value), at: discriminator)
            payloads.append(JSONWriter.string(keyed.object) ?? "{}")
            if let relative = url.range(of: "://").flatMap({ url[$0.upperBound...].firstIndex(of: "/") }) {
                var nested = PayloadBuilder()
                nested.set(String(url[relative...]), at: ["via", "link"])
                payloads.append(JSONWriter.string(nested.object) ?? "{}")
            }
        }
        return payloads
    }

    /// Payloads for every route: its example (valid values, defaults), only its
    /// discriminator (missing values and defaults), its aliases, a control character in
    /// every param (patterns and enums refuse it, naming their text), and an unknown value.
    static func payloads(_ validated: ValidatedTable, written: RandomTableGenerator.Written) -> [String] {
        let table = validated
        let examples = ExampleBuilder(TablePlan(validated))
        var payloads: [String] = []
        func json(_ object: PayloadObject) -> String { JSONWriter.string(object) ?? "{}" }
        func bare(_ value: String) -> PayloadBuilder {
            var builder = PayloadBuilder()
            builder.set(value, at: (table.discriminators.first?.keys ?? []))
            return builder
        }
        for route in table.routes {
            if let example = examples.payload(for: route) {
                payloads.append(example.rendered(indent: 0).replacingOccurrences(of: "\n", with: ""))
            }
            payloads.append(json(bare(route.value).object))
            for alias in route.aliases { payloads.append(json(bare(alias.value).object)) }
            var hostile = bare(route.value)
            for param in route.params { hostile.set("\u{1}", at: param.source.firstPath.payloadPath) }
            payloads.append(json(hostile.object))
            // An empty string and a number at every param's first path: what places'
            // options (`empty: missing`, `is:`, docs/language.md §5.2) do not count.
            for value in ["", 1] as [Any] {
                var other = bare(route.value)
                for param in route.params { other.set(value, at: param.source.firstPath.keys) }
                payloads.append(json(other.object))
            }
        }
        payloads.append(json(bare("no such route \u{202E}\"\\(x)").object))
        return payloads
    }

    /// Descriptions and deprecation messages anywhere in the model.
    static func modelTexts(_ table: ValidatedTable) -> [String] {
        var texts: [String] = []
        for route in table.routes {
            texts += [route.description].compactMap { $0 }
            texts += route.params.compactMap(\.description)
            if let message = route.deprecation?.message { texts.append(message) }
        }
        for type in table.types {
            texts += [type.description].compactMap { $0 }
            if case .object(let fields) = type.kind { texts += fields.compactMap(\.description) }
        }
        return texts
    }
}

private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }
private func scalarsEqual(_ a: String, _ b: String) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }

/// The text of every `///` line, in order.
private func docLines(_ source: String) -> [String] {
    source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { return nil }
        let text = trimmed.dropFirst(3)
        return String(text.hasPrefix(" ") ? text.dropFirst() : text)
    }
}

/// The value of every plain `"…"` string literal in `source` (outside comments), its
/// escapes read the way Swift reads them.
private func stringLiterals(_ source: String) -> [String] {
    var literals: [String] = []
    var scalars = Array(source.unicodeScalars)[...]
    while let c = scalars.popFirst() {
        if c == "/", scalars.first == "/" {
            while let d = scalars.first, d != "\n" { scalars.removeFirst() }
        } else if c == "\"" {
            var value = ""
            while let d = scalars.popFirst(), d != "\"" {
                guard d == "\\", let e = scalars.popFirst() else {
                    value.unicodeScalars.append(d)
                    continue
                }
                switch e {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                case "u":
                    scalars.removeFirst()  // {
                    var hex = ""
                    while let h = scalars.popFirst(), h != "}" { hex.unicodeScalars.append(h) }
                    if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                        value.unicodeScalars.append(scalar)
                    }
                default: value.unicodeScalars.append(e)
                }
            }
            literals.append(value)
        }
    }
    return literals
}

/// Whether `lines` occur one after another in `all`.
private func containsRun(_ all: [String], _ lines: [String]) -> Bool {
    guard !lines.isEmpty, lines.count <= all.count else { return lines.isEmpty }
    return (0...(all.count - lines.count)).contains { start in
        zip(all[start..<(start + lines.count)], lines).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    }
}

/// How a description must appear as comment lines, written here independently of the
/// emitter: split at every line break (CR LF once), non-printing scalars as `\u{…}`,
/// trailing blanks dropped.
private func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        defer { previous = scalar }
        if scalar == "\n", previous == "\r" { continue }
        if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"].contains(scalar) {
            lines.append(current)
            current = ""
            continue
        }
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
            .paragraphSeparator:
            current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            current.unicodeScalars.append(scalar)
        }
    }
    lines.append(current)
    return lines.map { line in
        var line = Substring(line)
        while line.last == " " || line.last == "\t" { line = line.dropLast() }
        return String(line)
    }
}
