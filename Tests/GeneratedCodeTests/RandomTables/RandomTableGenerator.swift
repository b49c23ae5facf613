import Foundation
import RouteCompiler

/// Random *valid* tables (docs/language.md §2–§8) with hostile text in every string position: route
/// keys, aliases, param and field keys, key path segments, enum values, string defaults,
/// descriptions and deprecation messages draw on unicode, Swift keywords, quotes,
/// backslashes, `\(…)`, comment markers, `#`, newlines and invisible scalars. Every type
/// and constraint occurs, nested (arrays of arrays, object types, recursive types, and
/// families of object types that refer to each other in a ring), and the types of §3.7–§3.10:
/// unions, maps, open enums and Apple's `aps` (`APS`). Most tables also read values the ways
/// of docs/language.md §5 (`paths`, `jsonStrings`, `coerce: numbers`, `relative`,
/// `separator`, `lenient`), the new types' params and fields too; and the constructs of G5:
/// `json` values (alone, in arrays and maps, with defaults), the rest of a struct
/// (`rest: true`), `jsonStrings` at a param's own path, lenient values with a default.
/// Seeded: the same seed, the same table. The strings it wrote are kept, to be compared
/// with what the generated code gives back.
struct RandomTableGenerator {
    private var rng: SeededGenerator
    /// Draws everything about the mutually recursive family, so that adding the family
    /// leaves every other part of a seed's table as it was before families existed (seeds
    /// kept for former failures still make the same tables).
    private var familyRng: SeededGenerator
    private let families: Families
    /// Draws everything about reading values (docs/language.md §5), for the same reason.
    private var readingRng: SeededGenerator
    private let reading: Reading
    /// The key paths route params read (every path of `paths:`), for `jsonStrings`.
    private var routeParamPaths: [[String]] = []
    /// The key paths of places `is:` a kind (docs/language.md §5.2), which `jsonStrings` may
    /// not list (`is:` does not apply there).
    private var kindPlaces: [[String]] = []
    /// How many keys of docs/language.md §5 the last table has.
    private(set) var readingKeys = 0
    /// Draws everything about unions, maps, open enums and `APS` (docs/language.md
    /// §3.7–§3.10), so that they leave the rest of a seed's table as it was before they
    /// existed.
    private var valueRng: SeededGenerator
    /// Whether tables get unions, maps, open enums and `APS`.
    private let valueTypes: Bool
    /// Draws everything about element steps (docs/language.md §5.1), so that they leave the
    /// rest of a seed's table as it was before they existed.
    private var elementRng: SeededGenerator
    /// Draws everything about places' options (`empty: missing`, `is:`, docs/language.md
    /// §5.2), so that they leave the rest of a seed's table as it was before they existed.
    private var placesRng: SeededGenerator
    /// Whether tables get places' options.
    private let placeOptions: Bool
    /// How many places' options (and `empty:` keys) the last table has.
    private(set) var placeKeys = 0
    /// Draws the rules for values that do not read (`invalid:`, docs/language.md §13.1): the
    /// table's and a route's `ignore` or `error` (`next` has nothing to try in a table of one
    /// discriminator: a warning), so that they leave the rest of a seed's table as it was.
    private var invalidRng: SeededGenerator
    /// Draws everything about `json`, `rest`, JSON documents at params' paths and lenient
    /// defaults (docs/language.md §3.11, §5.3–§5.5), so that they leave the rest of a seed's
    /// table as it was before they existed.
    private var anyJSONRng: SeededGenerator
    /// Whether tables get them.
    private let anyJSON: Bool
    /// Draws everything about links (docs/language.md §14: `RandomLinks`), which are added
    /// to the finished table, so that they leave the rest of it as it was.
    private var linksRng: SeededGenerator
    /// Whether tables get links.
    private let links: Bool
    /// How many of them the last table has.
    private(set) var anyJSONKeys = 0
    private var out: [String] = []
    /// Every string as written into the table, by role.
    private(set) var written = Written()

    struct Written {
        var routeValues: [String] = []
        var aliases: [String] = []
        var destinations: [String] = []
        var descriptions: [String] = []
        var deprecations: [String] = []
        var enumValues: [String] = []
        var stringDefaults: [String] = []
        var patterns: [String] = []
        var pathSegments: [String] = []
    }

    /// Whether a table gets a family of mutually recursive object types.
    enum Families {
        /// About half of the tables.
        case sometimes
        /// Every table.
        case always
        /// None (the tables made before families existed).
        case never
    }

    /// Whether tables read values the ways of docs/language.md §5.
    enum Reading {
        /// Each key now and then, by the reading random numbers.
        case sometimes
        /// Never (the tables made before §5).
        case never
    }

    /// The family of mutually recursive types of the last table, by name (empty when it
    /// has none).
    private(set) var familyTypes: [String] = []

    /// Whether tables get element steps (the tables made before them: none).
    private let elements: Bool

    init(
        seed: UInt64, families: Families = .sometimes, reading: Reading = .sometimes, valueTypes: Bool = true,
        elements: Bool = true, placeOptions: Bool = true, anyJSON: Bool = true, links: Bool = true
    ) {
        rng = SeededGenerator(seed: seed)
        placesRng = SeededGenerator(seed: seed ^ 0x506C_6163_654F_7074)
        self.placeOptions = placeOptions
        familyRng = SeededGenerator(seed: seed ^ 0x6D75_7475_616C_5265)
        readingRng = SeededGenerator(seed: seed ^ 0x5265_6164_696E_6731)
        valueRng = SeededGenerator(seed: seed ^ 0x756E_696F_6E4D_6170)
        elementRng = SeededGenerator(seed: seed ^ 0x456C_656D_5374_6570)
        invalidRng = SeededGenerator(seed: seed ^ 0x696E_7661_6C69_6452)
        self.families = families
        self.reading = reading
        self.valueTypes = valueTypes
        self.elements = elements
        anyJSONRng = SeededGenerator(seed: seed ^ 0x616E_794A_534F_4E35)
        self.anyJSON = anyJSON
        linksRng = SeededGenerator(seed: seed ^ 0x4C69_6E6B_7331_3134)
        self.links = links
    }

    /// Runs `body` drawing on the random numbers of G5's constructs.
    private mutating func withAnyJSONRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &anyJSONRng)
        let result = body(&self)
        swap(&rng, &anyJSONRng)
        return result
    }

    /// Runs `body` drawing on the reading random numbers instead of the current ones.
    private mutating func withReadingRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &readingRng)
        let result = body(&self)
        swap(&rng, &readingRng)
        return result
    }

    /// Runs `body` drawing on the random numbers of element steps.
    private mutating func withElementRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &elementRng)
        let result = body(&self)
        swap(&rng, &elementRng)
        return result
    }

    /// Now and then, element steps to follow a path of keys, as YAML items: an index from
    /// either end, or the first or last element a pattern of hostile text matches and a
    /// place inside it that the pattern does not cover.
    private mutating func elementSteps() -> [String]? {
        guard Int.random(in: 0..<4, using: &rng) == 0, elements else { return nil }
        let side = Bool.random(using: &rng) ? "first" : "last"
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            return ["{at: \(Int.random(in: -3...3, using: &rng))}"]
        case 1:
            let key = text(max: 3) + "k"
            var inner: String
            repeat { inner = text(max: 3) + "v" } while inner.unicodeScalars.elementsEqual(key.unicodeScalars)
            return ["{\(side): {\(Self.quoted(key)): \(patternScalar())}}", Self.quoted(inner)]
        default:
            let items = (0..<Int.random(in: 1...2, using: &rng)).map { _ in patternScalar() }
            return [
                "{\(side): [\(items.joined(separator: ", "))]}",
                "{at: \(items.count + Int.random(in: 0...1, using: &rng))}",
            ]
        }
    }

    /// A scalar of a pattern: hostile text, an integer, a number, a boolean.
    private mutating func patternScalar() -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: String(Int.random(in: -9...9, using: &rng))
        case 1: "2.5"
        case 2: Bool.random(using: &rng) ? "true" : "false"
        default: Self.quoted(text(max: 4))
        }
    }

    /// Runs `body` drawing on the random numbers of places' options.
    private mutating func withPlacesRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &placesRng)
        let result = body(&self)
        swap(&rng, &placesRng)
        return result
    }

    /// Runs `body` drawing on the random numbers of unions, maps and open enums.
    private mutating func withValueRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &valueRng)
        let result = body(&self)
        swap(&rng, &valueRng)
        return result
    }

    /// Whether `rng` holds the family's random numbers just now.
    private var drawingFamily = false

    /// Runs `body` drawing on the family's random numbers instead of the table's.
    private mutating func withFamilyRandomness<T>(_ body: (inout RandomTableGenerator) -> T) -> T {
        swap(&rng, &familyRng)
        drawingFamily = true
        let result = body(&self)
        swap(&rng, &familyRng)
        drawingFamily = false
        return result
    }

    // MARK: Text

    /// Pieces of hostile text.
    static let fragments: [String] = [
        "a", "Z", "q", "é", "中文", "𝔘𝔫𝔦", "🎉", "e\u{301}", "ß", "İ", "ǅ",
        "class", "self", "Self", "Type", "init", "default", "Any", "func", "return", "nil", "true", "in", "is",
        "\"", "\\", "\\(x)", "\\n", "\\u{41}", "//", "/*", "*/", "///", "#", "#if", "#\"", "\"\"\"", "`",
        "\n", "\t", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{0}", "\u{7F}",
        "\u{1B}",
        "'", "$", "{", "}", "(", ")", "[", "]", "%", "&", "*", ": ", "- ", "?", "|", ">", "!", "@", " ", ".", ",",
    ]

    /// Text of 1 to `max` fragments.
    private mutating func text(max: Int = 6) -> String {
        (0..<Int.random(in: 1...max, using: &rng)).map { _ in Self.fragments.randomElement(using: &rng)! }.joined()
    }

    /// Text with at least one letter, whose Swift name is not in `taken` (nor reserved);
    /// the name is added to `taken`.
    private mutating func named(_ taken: inout Set<String>, reserved: [String: String]) -> String {
        while true {
            let candidate = text(max: 4) + ["", "a", "b", "Zed", "é", "x2"].randomElement(using: &rng)!
            guard let name = SwiftNaming.memberName(from: candidate), reserved[name] == nil, !taken.contains(name)
            else {
                continue
            }
            taken.insert(name)
            return candidate
        }
    }

    /// A YAML double-quoted scalar holding exactly `s`.
    static func quoted(_ s: String) -> String { YAMLText.doubleQuoted(s) }

    // MARK: The table

    /// A table of `routes` routes, as YAML.
    mutating func table(routes routeCount: Int) -> String {
        out = ["# A random table (RandomTableGenerator).", "version: 1"]
        let discriminator = Bool.random(using: &rng) ? ["type"] : ["meta", text(max: 3) + "k"]
        if discriminator != ["type"] {
            written.pathSegments += discriminator
            // Dotted, unless a key holds a dot: a list of plain keys reads as one nested path
            // but draws the warning `discriminator-list` (did you mean `discriminators`?).
            let dotted = discriminator.joined(separator: ".")
            let keys = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if keys.elementsEqual(discriminator, by: { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }) {
                out.append("discriminator: \(Self.quoted(dotted))")
            } else {
                out.append("discriminator: [\(discriminator.map(Self.quoted).joined(separator: ", "))]")
            }
        }
        if Bool.random(using: &rng) { out.append("coerce: \(["strings", "none"].randomElement(using: &rng)!)") }
        if Int.random(in: 0..<6, using: &invalidRng) == 0 { out.append("invalid: ignore") }

        // Named types: enums and object types (one of them possibly recursive).
        let enumCount = Int.random(in: 0...2, using: &rng)
        let objectCount = Int.random(in: 0...2, using: &rng)
        var enums: [(name: String, values: [String])] = []
        var objects: [String] = []
        if enumCount + objectCount > 0 { out.append("types:") }
        for n in 0..<enumCount {
            let name = "Kind_\(n)_Q"
            var taken = Set<String>()
            let values = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                named(&taken, reserved: GeneratedNames.enumCases)
            }
            written.enumValues += values
            enums.append((name, values))
            out.append("  \(name):")
            description(indent: 4)
            out.append("    enum: [\(values.map(Self.quoted).joined(separator: ", "))]")
            // An open enum, unless a value takes the name of its extra case.
            if valueTypes, withValueRandomness({ Int.random(in: 0..<3, using: &$0.rng) == 0 }),
                !values.contains(where: { SwiftNaming.memberName(from: $0) == GeneratedNames.openEnumOtherCase })
            {
                out.append("    open: true")
            }
        }
        for n in 0..<objectCount {
            let name = "Obj_\(n)_Q"
            objects.append(name)
        }
        for (n, name) in objects.enumerated() {
            out.append("  \(name):")
            description(indent: 4)
            out.append("    fields:")
            // Fields may use earlier object types; the first may refer to itself.
            fields(
                count: Int.random(in: 1...3, using: &rng), indent: 6, enums: enums,
                objects: Array(objects[..<n]), recursive: n == 0 ? name : nil, discriminator: nil)
        }
        let wantsFamily: Bool
        switch families {
        case .always: wantsFamily = true
        case .never: wantsFamily = false
        case .sometimes: wantsFamily = Bool.random(using: &familyRng)
        }
        familyTypes = []
        if wantsFamily {
            if enumCount + objectCount == 0 { out.append("types:") }
            familyTypes = withFamilyRandomness { $0.recursiveFamily(enums: enums, objects: objects) }
        }

        // Routes.
        out.append("routes:")
        var caseNames = Set<String>()
        var values = Set<[UInt32]>()
        func unique(_ s: String) -> Bool { values.insert(s.unicodeScalars.map(\.value)).inserted }
        for n in 0..<routeCount {
            var key = named(&caseNames, reserved: [:])
            while !unique(key) { key = named(&caseNames, reserved: [:]) }
            written.routeValues.append(key)
            out.append("  \(Self.quoted(key)):")
            let destination = "Dest_\(Int.random(in: 0...max(0, routeCount / 2), using: &rng))"
            written.destinations.append(destination)
            out.append("    destination: \(destination)")
            description(indent: 4)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                var aliases: [String] = []
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    let alias = Bool.random(using: &rng) ? text(max: 3) : ""
                    if unique(alias) { aliases.append(alias) }
                }
                if !aliases.isEmpty {
                    written.aliases += aliases
                    out.append("    aliases: [\(aliases.map(Self.quoted).joined(separator: ", "))]")
                }
            }
            if n > 0, Int.random(in: 0..<5, using: &rng) == 0 {
                let message = text()
                written.deprecations.append(message)
                out.append("    deprecated: \(Self.quoted(message))")
            }
            if Int.random(in: 0..<5, using: &invalidRng) == 0 {
                out.append("    invalid: \(Bool.random(using: &invalidRng) ? "ignore" : "error")")
            }
            let count = Int.random(in: 0...5, using: &rng)
            // The first route uses the family, others sometimes: required, optional or in an array.
            var links: [TypeChoice] = []
            if !familyTypes.isEmpty, n == 0 || Int.random(in: 0..<3, using: &familyRng) == 0 {
                let target = familyTypes.randomElement(using: &familyRng)!
                links.append(Self.link(to: target, kind: Int.random(in: 0..<4, using: &familyRng)))
            }
            if count > 0 || !links.isEmpty {
                out.append("    params:")
                fields(
                    count: count, indent: 6, enums: enums, objects: objects, recursive: nil,
                    discriminator: discriminator,
                    links: links)
            }
        }
        usesUnreachedTypes(caseNames: caseNames)
        if reading == .sometimes {
            let discriminatorPath = discriminator
            withReadingRandomness { $0.jsonStrings(discriminator: discriminatorPath) }
            if anyJSON { withAnyJSONRandomness { $0.documentJSONString(discriminator: discriminatorPath) } }
        }
        // The table's `empty: missing` now and then (docs/language.md §5.2), unless an alias
        // is the empty string, which its discriminator would no longer count.
        if placeOptions, withPlacesRandomness({ Int.random(in: 0..<6, using: &$0.rng) == 0 }),
            !written.aliases.contains("")
        {
            out.insert("empty: missing", at: 2)
            placeKeys += 1
        }
        let yaml = out.joined(separator: "\n") + "\n"
        guard links, Int.random(in: 0..<2, using: &linksRng) == 0 else { return yaml }
        return RandomLinks.adding(to: yaml, rng: &linksRng)
    }

    /// Options of the place of a param or field of `type` (docs/language.md §5.2), drawn on
    /// their own random numbers: `empty: missing` on the value; `is:` a kind its type reads
    /// at its path; or, for a `string`, the place `is: string` followed by a path under it
    /// (the shape of `aps.alert` or `aps.alert.body`). Returns a path it adds under `path`.
    private mutating func placeOptions(
        _ type: TypeChoice, key: String, path: [String], elements: [String]?, entries: inout [String],
        paths: inout [[String]]
    ) -> [String]? {
        if Int.random(in: 0..<4, using: &rng) == 0 {
            entries.append("empty: \(Bool.random(using: &rng) ? "missing" : "value")")
            placeKeys += 1
        }
        guard !entries.contains(where: { $0.hasPrefix("paths: ") }), let kind = Self.kind(readBy: type.spelled) else {
            return nil
        }
        let spelledPath = "[\((path.map(Self.quoted) + (elements ?? [])).joined(separator: ", "))]"
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
            entries.removeAll { $0.hasPrefix("path: ") }
            entries.insert("path: { path: \(spelledPath), is: \(kind.randomElement(using: &rng)!) }", at: 1)
            if elements == nil { kindPlaces.append(path) }
            placeKeys += 1
            return nil
        case 2 where type.spelled == "string" && elements == nil:
            let below = path + [text(max: 2) + "b"]
            written.pathSegments += below
            paths.append(below)
            entries.removeAll { $0.hasPrefix("path: ") }
            let spelledBelow = "[\(below.map(Self.quoted).joined(separator: ", "))]"
            entries.insert("paths: [{ path: \(spelledPath), is: string }, \(spelledBelow)]", at: 1)
            kindPlaces.append(path)
            placeKeys += 1
            return below
        default:
            return nil
        }
    }

    /// The kinds of `is:` a value of the type spelled `spelled` reads some values of; nil
    /// for a union (whose member the kind chooses).
    private static func kind(readBy spelled: String) -> [String]? {
        if spelled.contains("|") { return nil }
        if spelled.hasPrefix("[string: ") { return ["object"] }
        if spelled.hasPrefix("[") { return ["array"] }
        switch spelled {
        case "string", "url", "date": return ["string"]
        case "int": return ["integer", "number"]
        case "double": return ["number"]
        case "bool": return ["boolean"]
        default: return spelled.hasPrefix("Kind_") ? ["string"] : ["object"]
        }
    }

    /// A last route with an optional param of each named type that no route reaches, directly
    /// or through other types (which would draw the warning `unused-type`), drawing no random
    /// numbers: the tables of seeds whose types all are used stay as they were.
    private mutating func usesUnreachedTypes(caseNames: Set<String>) {
        func names(_ line: String) -> [String] {
            line.matches(of: #/(Kind|Obj|Ring)_[0-9]+_Q/#).map { String($0.output.0) }
        }
        guard let routesStart = out.firstIndex(of: "routes:") else { return }
        var references: [String: Set<String>] = [:]
        var declared: [String] = []
        var current: String?
        for line in out[..<routesStart] {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                declared.append(current!)
            } else if let current {
                references[current, default: []].formUnion(names(line))
            }
        }
        var reached = Set(out[routesStart...].flatMap(names))
        var frontier = Array(reached)
        while let name = frontier.popLast() {
            for next in references[name, default: []] where reached.insert(next).inserted { frontier.append(next) }
        }
        let unreached = declared.filter { !reached.contains($0) }
        guard !unreached.isEmpty else { return }
        var key = "uses_types"
        while caseNames.contains(SwiftNaming.memberName(from: key) ?? "") { key += "_again" }
        written.routeValues.append(key)
        written.destinations.append("Dest_types")
        out.append("  \(Self.quoted(key)):")
        out.append("    destination: Dest_types")
        out.append("    params:")
        for (n, name) in unreached.enumerated() {
            out.append("      \"uses\(n)\": { type: \(name), optional: true }")
        }
    }

    /// `jsonStrings:` now and then: one or two steps of route params' paths (never a path a
    /// param reads itself, nor one at or under the discriminator), written after `version`.
    private mutating func jsonStrings(discriminator: [String]) {
        guard Int.random(in: 0..<3, using: &rng) > 0 else { return }
        var steps: [[String]] = []
        for path in routeParamPaths where path.count > 1 {
            let step = Array(path.prefix(Int.random(in: 1..<path.count, using: &rng)))
            guard !isPrefix(discriminator, of: step), !routeParamPaths.contains(where: { isPrefix($0, of: step) }),
                !kindPlaces.contains(step),
                !steps.contains(where: { isPrefix($0, of: step) && isPrefix(step, of: $0) })
            else { continue }
            steps.append(step)
            if steps.count == 2 { break }
        }
        guard !steps.isEmpty else { return }
        readingKeys += 1
        let listed = steps.map { "[\($0.map(Self.quoted).joined(separator: ", "))]" }
        out.insert("jsonStrings: [\(listed.joined(separator: ", "))]", at: 2)
    }

    /// Now and then a `jsonStrings` path that a route param reads itself (docs/language.md
    /// §5.3): the param reads the document in the string there, whatever its type.
    private mutating func documentJSONString(discriminator: [String]) {
        guard Int.random(in: 0..<3, using: &rng) == 0, !routeParamPaths.isEmpty else { return }
        let path = routeParamPaths.randomElement(using: &rng)!
        guard !isPrefix(discriminator, of: path), !isPrefix(path, of: discriminator), !kindPlaces.contains(path)
        else { return }
        let listed = "[\(path.map(Self.quoted).joined(separator: ", "))]"
        if let index = out.firstIndex(where: { $0.hasPrefix("jsonStrings: [") }) {
            guard !out[index].contains(listed) else { return }
            out[index] = String(out[index].dropLast()) + ", \(listed)]"
        } else {
            out.insert("jsonStrings: [\(listed)]", at: 2)
        }
        anyJSONKeys += 1
    }

    /// Keys of docs/language.md §5 for a param or field of `type` read from `path`
    /// (`entries` so far): a second path (`paths`, not meeting any of `paths`), `relative`,
    /// `separator`, `coerce: numbers`, `lenient`.
    private mutating func readingKeys(
        _ type: TypeChoice, key: String, path: [String], entries: inout [String], paths: inout [[String]]
    ) -> [[String]] {
        var read = [path]
        if Int.random(in: 0..<4, using: &rng) == 0 {
            var second: [String]
            repeat {
                second = (0..<Int.random(in: 1...2, using: &rng)).map { _ in text(max: 3) + "r" }
            } while second.first == "aps"
                || paths.contains(where: { isPrefix($0, of: second) || isPrefix(second, of: $0) })
            paths.append(second)
            written.pathSegments += second
            read.append(second)
            entries.removeAll { $0.hasPrefix("path: ") }
            let lists = read.map { "[\($0.map(Self.quoted).joined(separator: ", "))]" }
            entries.insert("paths: [\(lists.joined(separator: ", "))]", at: 1)
            readingKeys += 1
        }
        let spelled = type.spelled
        // A url alone, in an array, or among a union's members or a map's values (§3.7, §3.8).
        let holdsURL =
            spelled == "url" || spelled.hasSuffix("[url]")
            || ((spelled.contains("|") || spelled.hasPrefix("[string: "))
                && spelled.split(whereSeparator: { !$0.isLetter }).contains("url"))
        if holdsURL, Bool.random(using: &rng) {
            entries.append("relative: true")
            readingKeys += 1
        }
        // The arrays that once drew a separator draw one still, so that every later draw of
        // a seed stays as it was; an array of unions (`[Kind_0_Q | int]`), which `separator`
        // does not apply to, leaves it out.
        let drawsSeparator =
            ["[string]", "[int]", "[double]", "[bool]"].contains(spelled)
            || (spelled.hasPrefix("[Kind_") && !spelled.hasPrefix("[["))
        if drawsSeparator, Bool.random(using: &rng) {
            let separator = [",", ";", " | ", "::", "\u{2028}", "é", "\\", "\""].randomElement(using: &rng)!
            if !spelled.contains("|") {
                entries.append("separator: \(Self.quoted(separator))")
                readingKeys += 1
            }
        }
        let innermost = spelled.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if ["string", "bool"].contains(innermost), !entries.contains(where: { $0.hasPrefix("coerce:") }),
            Bool.random(using: &rng)
        {
            entries.append(
                "coerce: \(["numbers", "[strings, numbers]", "[numbers, strings]"].randomElement(using: &rng)!)")
            readingKeys += 1
        }
        if entries.contains("optional: true"), Int.random(in: 0..<3, using: &rng) == 0 {
            entries.append("lenient: true")
            readingKeys += 1
        }
        return read
    }

    /// Two or three object types in a ring (`Ring_0_Q` → `Ring_1_Q` → … → `Ring_0_Q`), each
    /// link required, optional, an array or an optional array; at least one link is
    /// required and at least one is not (a ring of required links would make a value
    /// infinite, and types may refer to themselves only through an optional or an array). Each type also has random fields, which may use the earlier object types,
    /// the enums, and any type of the ring through an optional or an array. This is the
    /// shape of `Ping.pong: Pong?` with `Pong.ping: Ping`. Returns the types' names.
    private mutating func recursiveFamily(enums: [(name: String, values: [String])], objects: [String]) -> [String] {
        let names = (0..<Int.random(in: 2...3, using: &rng)).map { "Ring_\($0)_Q" }
        var kinds = names.map { _ in Int.random(in: 0..<4, using: &rng) }
        // At least one link required (the struct holds the next type itself) and one not.
        if kinds.allSatisfy({ $0 == 0 }) { kinds[Int.random(in: 0..<kinds.count, using: &rng)] = 1 }
        if !kinds.contains(0) { kinds[Int.random(in: 0..<kinds.count, using: &rng)] = 0 }
        for (i, name) in names.enumerated() {
            out.append("  \(name):")
            description(indent: 4)
            out.append("    fields:")
            let next = names[(i + 1) % names.count]
            fields(
                count: Int.random(in: 0...2, using: &rng), indent: 6, enums: enums, objects: objects,
                recursive: names.randomElement(using: &rng)!, discriminator: nil,
                links: [Self.link(to: next, kind: kinds[i])])
        }
        return names
    }

    /// A field or param of object type `target`: 0 required, 1 optional, 2 an array,
    /// 3 an optional array.
    private static func link(to target: String, kind: Int) -> TypeChoice {
        var choice = TypeChoice(spelled: kind >= 2 ? "[\(target)]" : target)
        choice.isArray = kind >= 2
        choice.isRecursive = true
        choice.optional = kind == 1 || kind == 3
        return choice
    }

    private mutating func description(indent: Int) {
        guard Bool.random(using: &rng) else { return }
        let text = self.text(max: 8)
        written.descriptions.append(text)
        out.append(String(repeating: " ", count: indent) + "description: \(Self.quoted(text))")
    }

    /// `count` params or fields with distinct Swift names and paths none of which is a
    /// prefix of another (nor of the discriminator's).
    ///
    /// `links` are more fields of fixed types (after the random ones), drawn on the
    /// family's random numbers.
    private mutating func fields(
        count: Int, indent: Int, enums: [(name: String, values: [String])], objects: [String], recursive: String?,
        discriminator: [String]?, links: [TypeChoice] = []
    ) {
        var names = Set<String>()
        var paths: [[String]] = discriminator.map { [$0] } ?? []
        let pad = String(repeating: " ", count: indent)
        let groups = [text(max: 2) + "g", text(max: 2) + "h"]
        let swapsForLinks = !links.isEmpty && !drawingFamily
        for index in 0..<(count + links.count) {
            if index == count, swapsForLinks {
                swap(&rng, &familyRng)
                drawingFamily = true
            }
            field(names: &names, paths: &paths, groups: groups, pad: pad, routeParam: discriminator != nil) { g in
                index < count
                    ? g.valueType(enums: enums, objects: objects, recursive: recursive, depth: 0) : links[index - count]
            }
        }
        if swapsForLinks {
            swap(&rng, &familyRng)
            drawingFamily = false
        }
        // Unions, maps, open enums and APS (docs/language.md §3.7–§3.10), on their own
        // random numbers.
        guard valueTypes, !drawingFamily else { return }
        withValueRandomness { g in
            if discriminator != nil, Int.random(in: 0..<4, using: &g.rng) == 0 {
                g.apsFields(names: &names, paths: &paths, pad: pad)
            }
            for _ in 0..<Int.random(in: 0...2, using: &g.rng) {
                g.field(names: &names, paths: &paths, groups: groups, pad: pad, routeParam: discriminator != nil) { g in
                    g.newValueType(enums: enums, objects: objects)
                }
            }
        }
        guard anyJSON, reading == .sometimes else { return }
        withAnyJSONRandomness { g in g.anyJSONFields(names: &names, paths: &paths, pad: pad) }
    }

    /// `json` values and the rest (docs/language.md §3.11, §5.5): up to two params or fields
    /// of `json`, `[json]`, `[[json]]` or `[string: json]`, optional, defaulted or lenient,
    /// and now and then one `rest: true` map of `json` or of another value type. They draw
    /// no reading random numbers, so every other part of a seed's table stays as it was.
    private mutating func anyJSONFields(names: inout Set<String>, paths: inout [[String]], pad: String) {
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let key = named(&names, reserved: GeneratedNames.structMembers)
            var path: [String]
            repeat {
                path = Bool.random(using: &rng) ? [key] : [text(max: 3) + "j", text(max: 2) + "v"]
            } while path.first == "aps" || paths.contains(where: { isPrefix($0, of: path) || isPrefix(path, of: $0) })
            paths.append(path)
            written.pathSegments += path
            let type = ["json", "[json]", "[[json]]", "[string: json]"].randomElement(using: &rng)!
            var entries = ["type: \(Self.quoted(type))"]
            if path != [key] { entries.append("path: [\(path.map(Self.quoted).joined(separator: ", "))]") }
            switch (Int.random(in: 0..<4, using: &rng), type) {
            case (0, "json"): entries.append("default: { \"a\": [1, 2.5, null, \"\\u00e9\"], \"b\": {} }")
            case (0, "[json]"): entries.append("default: [1, null, \"x\"]")
            case (1, _): entries += ["optional: true", "lenient: true"]
            case (2, "[json]"): entries += ["optional: true", "uniqueItems: true", "maxItems: 3"]
            case (3, _): break
            default: entries.append("optional: true")
            }
            out.append("\(pad)\(Self.quoted(key)): { \(entries.joined(separator: ", ")) }")
            anyJSONKeys += 1
        }
        guard Int.random(in: 0..<4, using: &rng) == 0 else { return }
        let key = named(&names, reserved: GeneratedNames.structMembers)
        let values = ["json", "json", "int", "string", "int | string", "[json]"].randomElement(using: &rng)!
        out.append("\(pad)\(Self.quoted(key)): { type: \(Self.quoted("[string: \(values)]")), rest: true }")
        anyJSONKeys += 1
    }

    /// One param or field of the type `makeType` draws after its key and path, with a fresh
    /// Swift name and a path that is no prefix of another (nor has one), and now and then
    /// keys of docs/language.md §5 (`routeParam`: a route's param, whose paths
    /// `jsonStrings` may step into).
    private mutating func field(
        names: inout Set<String>, paths: inout [[String]], groups: [String], pad: String, routeParam: Bool,
        _ makeType: (inout RandomTableGenerator) -> TypeChoice
    ) {
        let key = named(&names, reserved: GeneratedNames.structMembers)
        // A path: the key itself, or 1-3 segments, sometimes under a shared group.
        var path: [String]
        repeat {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: path = [key]
            case 1: path = [groups.randomElement(using: &rng)!, text(max: 3) + "p"]
            default: path = (0..<Int.random(in: 1...3, using: &rng)).map { _ in text(max: 3) + "s" }
            }
        } while path.first == "aps" || paths.contains(where: { isPrefix($0, of: path) || isPrefix(path, of: $0) })
        paths.append(path)
        written.pathSegments += path
        let elements = withElementRandomness { $0.elementSteps() }
        let type = makeType(&self)
        var entries: [String] = []
        entries.append("type: \(Self.quoted(type.spelled))")
        if path != [key] { entries.append("path: [\(path.map(Self.quoted).joined(separator: ", "))]") }
        entries += type.constraints
        if let optional = type.optional {
            // A link of a ring says itself whether it is optional.
            if optional { entries.append("optional: true") }
        } else if type.isRecursive {
            // A type may refer to itself only through an optional or an array.
            if !type.isArray { entries.append("optional: true") }
        } else if let value = type.defaultValue, Bool.random(using: &rng) {
            entries.append("default: \(value)")
        } else if Bool.random(using: &rng) {
            entries.append("optional: true")
        }
        if type.isNumeric, Bool.random(using: &rng) {
            entries.append("coerce: \(["strings", "none"].randomElement(using: &rng)!)")
        }
        if reading == .sometimes {
            let read = withReadingRandomness {
                $0.readingKeys(type, key: key, path: path, entries: &entries, paths: &paths)
            }
            if routeParam { routeParamPaths += read }
            // A value that does not read takes its default (docs/language.md §5.4).
            if anyJSON, entries.contains(where: { $0.hasPrefix("default: ") }), !entries.contains("lenient: true"),
                withAnyJSONRandomness({ Int.random(in: 0..<4, using: &$0.rng) == 0 })
            {
                entries.append("lenient: true")
                anyJSONKeys += 1
            }
        }
        // Element steps after the path's keys, which no other path goes through (docs/language.md
        // §5.1); not where `paths:` lists several.
        if let elements, !entries.contains(where: { $0.hasPrefix("paths: ") }) {
            entries.removeAll { $0.hasPrefix("path: ") }
            entries.insert("path: [\((path.map(Self.quoted) + elements).joined(separator: ", "))]", at: 1)
        }
        if placeOptions {
            let below = withPlacesRandomness {
                $0.placeOptions(type, key: key, path: path, elements: elements, entries: &entries, paths: &paths)
            }
            if routeParam, let below { routeParamPaths.append(below) }
        }
        if Bool.random(using: &rng) {
            let text = self.text(max: 5)
            written.descriptions.append(text)
            entries.append("description: \(Self.quoted(text))")
        }
        written.stringDefaults.append(contentsOf: type.strings)
        out.append("\(pad)\(Self.quoted(key)): { \(entries.joined(separator: ", ")) }")
    }

    /// A param `APS` at `aps`, sometimes with a param of a Live Activity's content-state
    /// beside it (docs/language.md §3.10).
    private mutating func apsFields(names: inout Set<String>, paths: inout [[String]], pad: String) {
        let key = named(&names, reserved: GeneratedNames.structMembers)
        paths.append(["aps"])
        var entries = ["type: APS", "path: [aps]"]
        if Bool.random(using: &rng) { entries.append("optional: true") }
        out.append("\(pad)\(Self.quoted(key)): { \(entries.joined(separator: ", ")) }")
        guard Bool.random(using: &rng) else { return }
        let state = named(&names, reserved: GeneratedNames.structMembers)
        paths.append(["aps", "content-state"])
        out.append(
            "\(pad)\(Self.quoted(state)): { type: \"[string: int | string]\", path: [aps, content-state], optional: true }"
        )
    }

    /// A union, a map or an open enum (docs/language.md §3.7–§3.9), sometimes in an array:
    /// members of distinct kinds, values of any type.
    private mutating func newValueType(enums: [(name: String, values: [String])], objects: [String]) -> TypeChoice {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1:
            // A union of two to four members, each of another JSON kind.
            var kinds: [[String]] = [
                ["string", "url", "date"] + enums.map(\.name), ["int", "double"], ["bool"],
                objects + ["[string: int]", "[string: [bool]]"], ["[string]", "[int]", "[[double]]"],
            ]
            kinds.shuffle(using: &rng)
            let members = kinds.prefix(Int.random(in: 2...4, using: &rng)).map { $0.randomElement(using: &rng)! }
            let union = members.joined(separator: " | ")
            if Bool.random(using: &rng) {
                var choice = TypeChoice(spelled: "[\(union)]", isArray: true)
                if Bool.random(using: &rng) { choice.constraints = ["maxItems: \(Int.random(in: 1...4, using: &rng))"] }
                choice.defaultValue = "[]"
                return choice
            }
            return TypeChoice(spelled: union)
        case 2:
            // A map of any value.
            let values =
                ["int", "string", "bool", "double", "date", "url", "[int]", "int | string"]
                + enums.map(\.name) + objects
            let value = values.randomElement(using: &rng)!
            var choice = TypeChoice(spelled: "[string: \(value)]")
            if Bool.random(using: &rng) { choice.constraints.append("maxItems: \(Int.random(in: 1...3, using: &rng))") }
            if value == "int", Bool.random(using: &rng) { choice.constraints.append("items: { minimum: -5 }") }
            return choice
        default:
            // An open enum; its default may be any string (hostile text included).
            var taken: Set<String> = [GeneratedNames.openEnumOtherCase]
            let values = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                named(&taken, reserved: GeneratedNames.enumCases)
            }
            written.enumValues += values
            let pick = Bool.random(using: &rng) ? values.randomElement(using: &rng)! : text()
            let enumeration = "enum: [\(values.map(Self.quoted).joined(separator: ", "))], open: true"
            if Bool.random(using: &rng) {
                return TypeChoice(
                    spelled: "[string]", constraints: ["items: { \(enumeration) }"],
                    defaultValue: "[\(Self.quoted(pick))]",
                    isArray: true, strings: [pick])
            }
            return TypeChoice(
                spelled: "string", constraints: [enumeration], defaultValue: Self.quoted(pick), strings: [pick])
        }
    }

    private func isPrefix(_ a: [String], of b: [String]) -> Bool {
        a.count <= b.count && zip(a, b).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    }

    /// A type expression with constraints and a valid default.
    struct TypeChoice {
        var spelled: String
        var constraints: [String] = []
        /// A YAML default that satisfies the type and constraints, when the type takes one.
        var defaultValue: String?
        var isNumeric = false
        var isArray = false
        var isRecursive = false
        /// Whether the field is optional, when the type decides it (links of a ring).
        var optional: Bool?
        /// Strings from the table inside the default.
        var strings: [String] = []
    }

    /// Patterns whose text is hostile to a Swift literal, each with a matching sample.
    static let patterns: [(pattern: String, sample: String)] = [
        ("^[a-z]+$", "abc"),
        ("^\"q\"$", "\"q\""),
        ("^a\\\\b$", "a\\b"),
        ("\\(x\\)", "(x)"),
        ("^[^\\n]*$", "one line"),
        ("^(é|中)+$", "é中"),
        ("//|/\\*", "a//b"),
        ("^\\d{2}#$", "12#"),
    ]

    private mutating func valueType(
        enums: [(name: String, values: [String])], objects: [String], recursive: String?, depth: Int
    ) -> TypeChoice {
        let roll = Int.random(in: 0..<(depth == 0 ? 12 : 9), using: &rng)
        switch roll {
        case 0:
            var choice = TypeChoice(spelled: "string")
            let value = text()
            choice.defaultValue = Self.quoted(value)
            choice.strings = [value]
            if Bool.random(using: &rng) {
                let (pattern, sample) = Self.patterns.randomElement(using: &rng)!
                written.patterns.append(pattern)
                choice.constraints.append("pattern: \(Self.quoted(pattern))")
                choice.defaultValue = Self.quoted(sample)
                choice.strings = [sample]
            } else if Bool.random(using: &rng) {
                let count = value.unicodeScalars.count
                choice.constraints.append("minLength: \(max(0, count - 1)), maxLength: \(count + 2)")
            }
            return choice
        case 1:
            var taken = Set<String>()
            let values = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                named(&taken, reserved: GeneratedNames.enumCases)
            }
            written.enumValues += values
            let pick = values.randomElement(using: &rng)!
            return TypeChoice(
                spelled: "string", constraints: ["enum: [\(values.map(Self.quoted).joined(separator: ", "))]"],
                defaultValue: Self.quoted(pick), strings: [pick])
        case 2:
            let low = Int64.random(in: -1_000...1_000, using: &rng)
            let high = low + Int64.random(in: 0...50, using: &rng)
            return TypeChoice(
                spelled: "int", constraints: ["minimum: \(low), maximum: \(high)"], defaultValue: "\(low)",
                isNumeric: true)
        case 3:
            var choice = TypeChoice(spelled: "double", defaultValue: "0.5", isNumeric: true)
            choice.constraints = [
                ["exclusiveMinimum: 0, maximum: 1", "multipleOf: 0.25", "minimum: -1.5"].randomElement(using: &rng)!
            ]
            return choice
        case 4:
            return TypeChoice(
                spelled: "bool", defaultValue: Bool.random(using: &rng) ? "true" : "false", isNumeric: true)
        case 5:
            return TypeChoice(
                spelled: "url", constraints: Bool.random(using: &rng) ? ["pattern: \"^https:\""] : [],
                defaultValue: "\"https://example.com/a?b=c#d\"")
        case 6:
            return TypeChoice(spelled: "date", defaultValue: "\"2024-02-29T23:59:59.5+01:00\"")
        case 7 where !enums.isEmpty:
            let choice = enums.randomElement(using: &rng)!
            let pick = choice.values.randomElement(using: &rng)!
            return TypeChoice(spelled: choice.name, defaultValue: Self.quoted(pick), strings: [pick])
        case 8 where !objects.isEmpty || recursive != nil:
            if let recursive, objects.isEmpty || Bool.random(using: &rng) {
                return TypeChoice(spelled: recursive, isRecursive: true)
            }
            return TypeChoice(spelled: objects.randomElement(using: &rng)!)
        default:
            // An array of any of the above, with array constraints.
            var element = valueType(enums: enums, objects: objects, recursive: recursive, depth: depth + 1)
            var choice = TypeChoice(spelled: "[\(element.spelled)]", isNumeric: element.isNumeric, isArray: true)
            choice.isRecursive = element.isRecursive
            var constraints: [String] = []
            if Bool.random(using: &rng) { constraints.append("maxItems: \(Int.random(in: 1...4, using: &rng))") }
            if Bool.random(using: &rng), !element.isArray { constraints.append("uniqueItems: true") }
            if !element.constraints.isEmpty {
                constraints.append("items: { \(element.constraints.joined(separator: ", ")) }")
            }
            choice.constraints = constraints
            if !element.isRecursive {
                choice.defaultValue = element.defaultValue.map { "[\($0)]" } ?? "[]"
                choice.strings = element.strings
            }
            element.strings = []
            return choice
        }
    }
}
