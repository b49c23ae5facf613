// A generated struct's decoder (StructEmitter): `init(decoding:)` and `init(entries:)`, read
// in one pass over each dictionary its values come from, as its values' `SourcePlan` lays
// them out.
extension StructEmitter {
    /// `init(entries:)`, which every generated struct has: reads the struct from the entries
    /// of its payload dictionary (`reads`: whether there is anything to read). Internal: only
    /// generated code calls it.
    static func entriesInitializer(reads: Bool) -> FunctionSignature {
        .initializer(
            [.labeled("entries", reads ? "entries" : nil, "PushRouting.PayloadEntries")],
            throwing: FunctionSignature.decodingError)
    }

    /// Its decoder: `init(decoding:)` and `init(entries:)`, one pass over each dictionary its
    /// values come from, and the namespace of its key paths and readers.
    func decoder(_ p: inout CodePrinter) {
        p.line()
        if structure.isDeprecated { p.line("@available(*, deprecated)") }
        let fields = structure.fields
        let noun = structure.noun
        let plan = SourcePlan(fields.map(\.source))
        let (slots, levels) = (plan.slots, plan.levels)
        let conformance = structure.isRoute ? "" : ": PushRouting.PayloadDecodable"
        p.block("nonisolated extension \(structure.name)\(conformance)") { p in
            if !fields.isEmpty {
                namespace(levels: levels, &p)
                p.line()
            }
            let slotVariables = slots.owners.map { owner in
                Self.slotVariable(fields[owner.field], path: owner.path)
            }
            p.doc("Reads the \(noun) from a payload dictionary; throws where a value is missing or wrong.")
            let decoding = FunctionSignature.initializer(
                access: model.access,
                [.labeled("decoding", fields.isEmpty ? nil : "payload", "PushRouting.PayloadObject")],
                throwing: FunctionSignature.decodingError)
            let entries = Self.entriesInitializer(reads: !fields.isEmpty)
            p.block(decoding.declaration) { p in
                guard !fields.isEmpty else { return }
                // A route of a table with JSON strings reads its payload expanded, as the route
                // enum's decoders do (docs/language.md §5.3).
                let reader =
                    structure.isRoute && model.hasJSONStrings
                    ? "\(model.names.routeTable).jsonStrings" : "PushRouting.PayloadEntries"
                p.block(
                    "self = try \(reader).withEntries(of: payload) { entries throws(\(FunctionSignature.decodingError)) in",
                    open: false
                ) { p in
                    p.line(entries.call())
                }
            }
            p.line()
            p.doc("Reads the \(noun) from the entries of its payload dictionary, each key read once.")
            p.block(entries.declaration) { p in
                guard !fields.isEmpty else { return }
                for (slot, variable) in slotVariables.enumerated() {
                    // The rest collects the keys nothing else reads (docs/language.md §5.5).
                    p.line(
                        slot == plan.restSlot
                            ? "var \(variable): PushRouting.PayloadObject = [:]" : "var \(variable): Any?")
                }
                for level in levels.dropFirst() {
                    p.line("var \(TableNames.level(level.number)): Any?  // \(pathDescription(level.steps))")
                }
                let rest = structure.rest.flatMap { keys in plan.restSlot.map { (keys, slotVariables[$0]) } }
                scanEntries(levels[0], slots: slotVariables, rest: rest, &p)
                for level in levels.dropFirst() {
                    let name = TableNames.level(level.number)
                    // Steps that only lenient values read are missing when they are no
                    // dictionary (docs/language.md §5.4).
                    if level.isDictionary {
                        // A step that is also a place `is:` a kind that is no object reads
                        // a value of that kind as missing (docs/language.md §5.2).
                        let unless = level.unlessKind.map { ", unless: .\($0.rawValue)" } ?? ""
                        let step =
                            plan.readsLeniently(level)
                            ? "PushRouting.Decode.lenientStep(\(name))"
                            : "try PushRouting.Decode.step(\(name), at: \(GeneratedNames.payloadKeys).\(name)\(unless))"
                        p.block("if let object = \(step)") { p in
                            scan(level, object: "object", slots: slotVariables, rest: nil, &p)
                        }
                    }
                    if level.isArray {
                        elements(level, lenient: plan.readsLeniently(level), slots: slotVariables, fields: fields, &p)
                    }
                }
                for (index, field) in fields.enumerated() {
                    let counted = slots.slotsOfField[index].map { Self.counted(slotVariables[$0], slots.places[$0]) }
                    assignment(field, slots: counted, &p)
                }
            }
        }
    }

    /// The struct's namespace of internals: the key path of each level of its payload below
    /// the root, and the key path and reader of each value (for the rest, the keys it never
    /// takes and its reader).
    private func namespace(levels: [FieldLevel], _ p: inout CodePrinter) {
        let fields = structure.fields
        p.doc("The key path and reader of each value, for `init(entries:)` and `writePayload(into:)`.")
        p.block("enum \(GeneratedNames.payloadKeys)") { p in
            for level in levels.dropFirst() {
                p.line("static let \(TableNames.level(level.number)) = \(SwiftLiteral.path(steps: level.steps))")
            }
            for field in fields {
                if case .rest = field.source.origins[0] {
                    // The keys the rest never takes, for `writePayload(into:)` (docs/language.md §5.5).
                    let excluded = structure.rest?.excluded ?? []
                    p.line(
                        "static let \(Self.excludedConstant(field)): [Swift.String] = [\(excluded.map(SwiftLiteral.string).joined(separator: ", "))]"
                    )
                    p.line(
                        "static let \(field.names.readerConstant) = \(ValueExpressions(field: field, enumsByName: model.enumsByName).readerExpression)"
                    )
                    continue
                }
                p.line("static let \(field.names.pathConstant) = \(SwiftLiteral.path(field.source.firstPath))")
                if field.source.hasAlternatives {
                    for (index, path) in field.source.laterPaths.enumerated() {
                        p.line("static let \(Self.pathConstant(field, path: index + 1)) = \(SwiftLiteral.path(path))")
                    }
                    let all = field.source.places.indices.map { Self.pathConstant(field, path: $0) }
                    p.line("static let \(Self.pathsConstant(field)) = [\(all.joined(separator: ", "))]")
                }
                p.line(
                    "static let \(field.names.readerConstant) = \(ValueExpressions(field: field, enumsByName: model.enumsByName).readerExpression)"
                )
            }
        }
    }

    /// The variable a decoder keeps the value of a field's path in: `foundOrderID` for its
    /// first path, `foundOrderID_2` for the second of `paths:` (no derived name has a `_`
    /// after its first character, so no other field's variable is named so).
    static func slotVariable(_ field: FieldModel, path: Int) -> String {
        path == 0 ? field.names.foundVariable : "\(field.names.foundVariable)_\(path + 1)"
    }

    /// The constant of a field's path in the owner's namespace: `orderIDPath` for its first
    /// path, `orderIDPath2` for the second of `paths:` (every other constant ends in `Path`,
    /// `Reader`, `Paths` or is a `level`).
    static func pathConstant(_ field: FieldModel, path: Int) -> String {
        path == 0 ? field.names.pathConstant : "\(field.names.pathConstant)\(path + 1)"
    }

    /// A slot's variable as its place counts the value (docs/language.md §5.2): itself for a
    /// place without options, else `PushRouting.PayloadPlace.counted(found, is: .string)`.
    static func counted(_ variable: String, _ place: Place) -> String {
        guard place.hasOptions else { return variable }
        var arguments = [variable]
        if let kind = place.kind { arguments.append("is: .\(kind.value.rawValue)") }
        if place.emptyIsMissing { arguments.append("emptyIsMissing: true") }
        return "PushRouting.PayloadPlace.counted(\(arguments.joined(separator: ", ")))"
    }

    /// The constant of the keys the rest never takes (`rest: true`): `extraExcluded` (no other
    /// constant is named so: theirs end in `Path`, `Reader` or `Paths`, or are a `level`).
    static func excludedConstant(_ field: FieldModel) -> String { field.names.property + "Excluded" }

    /// The constant of all of a field's paths, for one with `paths:`: `orderIDPaths`.
    static func pathsConstant(_ field: FieldModel) -> String { field.names.pathConstant + "s" }

    /// One pass over the root level's entries (keys already strings); `rest`: the keys the
    /// rest never takes and its variable, which collects every other key.
    private func scanEntries(
        _ level: FieldLevel, slots: [String], rest: (RestKeys, String)?, _ p: inout CodePrinter
    ) {
        p.block("for entry in entries") { p in
            keep(level, slots: slots, key: "entry.key", value: "entry.value", rest: rest, &p)
        }
    }

    /// One pass over a dictionary, keeping the values of the keys this level reads.
    private func scan(
        _ level: FieldLevel, object: String, slots: [String], rest: (RestKeys, String)?, _ p: inout CodePrinter
    ) {
        p.block("for (key, value) in \(object)") { p in
            p.line("guard let key = key.base as? Swift.String else { continue }")
            keep(level, slots: slots, key: "key", value: "value", rest: rest, &p)
        }
    }

    /// The elements an array level's steps address (docs/language.md §5.1): each taken from
    /// the array once, by the step at the end of its path constant.
    private func elements(
        _ level: FieldLevel, lenient: Bool, slots: [String], fields: [FieldModel], _ p: inout CodePrinter
    ) {
        let name = TableNames.level(level.number)
        let keys = GeneratedNames.payloadKeys
        let array =
            lenient
            ? "PushRouting.Decode.lenientElements(\(name))"
            : "try PushRouting.Decode.elements(\(name), at: \(keys).\(name))"
        let owners = SourcePlan(fields.map(\.source)).slots.owners
        p.block("if let array = \(array)") { p in
            for (_, slot) in level.elementValues {
                let owner = owners[slot]
                let path = Self.pathConstant(fields[owner.field], path: owner.path)
                p.line("\(slots[slot]) = PushRouting.Decode.element(array, at: \(keys).\(path))")
            }
            for (_, child) in level.elementChildren {
                let childName = TableNames.level(child.number)
                p.line("\(childName) = PushRouting.Decode.element(array, at: \(keys).\(childName))")
            }
        }
    }

    /// The switch that keeps `value` when `key` is one this level reads; with `rest`, every
    /// other key but those it never takes goes to the rest's variable.
    private func keep(
        _ level: FieldLevel, slots: [String], key subject: String, value: String, rest: (RestKeys, String)?,
        _ p: inout CodePrinter
    ) {
        p.switchBlock(subject) { p in
            for (key, index) in level.values {
                // A key that is a value and leads to values below it (`aps: APS` beside
                // `aps.content-state`, docs/language.md §3.10) keeps both.
                if let child = level.children.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) })
                {
                    p.line("\(casePattern(key, subject: subject)):")
                    p.indented { p in
                        p.line("\(slots[index]) = \(value)")
                        p.line("\(TableNames.level(child.level.number)) = \(value)")
                    }
                    continue
                }
                p.line("\(casePattern(key, subject: subject)): \(slots[index]) = \(value)")
            }
            for (key, child) in level.children
            where !level.values.contains(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }) {
                p.line("\(casePattern(key, subject: subject)): \(TableNames.level(child.number)) = \(value)")
            }
            guard let (keys, variable) = rest else {
                p.line("default: continue")
                return
            }
            let read = level.values.map(\.key) + level.children.map(\.key)
            for key in keys.excluded
            where !read.contains(where: { $0.unicodeScalars.elementsEqual(key.unicodeScalars) }) {
                p.line("\(casePattern(key, subject: subject)): continue")
            }
            p.line("default: \(variable)[\(subject)] = \(value)")
        }
    }

    /// `case "msg"`, exact for non-ASCII keys (Swift's `==` would also match other
    /// normalizations; payload keys compare code point by code point).
    private func casePattern(_ key: String, subject: String) -> String {
        let literal = SwiftLiteral.string(key)
        if key.unicodeScalars.allSatisfy(\.isASCII) { return "case \(literal)" }
        return "case \(literal) where PushRouting.Exact.equal(\(subject), \(literal))"
    }

    /// The field's value from its slots' variables (one per path).
    private func assignment(_ field: FieldModel, slots: [String], _ p: inout CodePrinter) {
        if case .rest = field.source.origins[0] {
            let reader = "\(GeneratedNames.payloadKeys).\(field.names.readerConstant)"
            p.line("self.\(SwiftNaming.escaped(field.name)) = try PushRouting.Decode.rest(\(slots[0]), \(reader))")
            return
        }
        // A JSON string's document, whatever JSON value it is (docs/language.md §5.3).
        let slots = zip(slots, field.readsDocument).map { slot, document in
            document ? "PushRouting.JSONStrings.document(\(slot))" : slot
        }
        let expressions = ValueExpressions(field: field, enumsByName: model.enumsByName)
        let presence = field.isOptional || field.defaultValue != nil ? "optional" : "required"
        let found = slots.count == 1 ? slots[0] : "firstOf: [\(slots.joined(separator: ", "))]"
        let paths = slots.count == 1 ? expressions.path : "\(GeneratedNames.payloadKeys).\(Self.pathsConstant(field))"
        var value =
            field.source.isLenient
            ? "PushRouting.Decode.lenient(\(found), \(expressions.reader))"
            : "try PushRouting.Decode.\(presence)(\(found), at: \(paths), \(expressions.reader))"
        if let fallback = expressions.defaultExpression { value += " ?? \(fallback)" }
        if field.boxed {
            p.line("self.\(field.names.boxStorage) = \(value).map(PushRouting.Indirect.init)")
        } else {
            p.line("self.\(SwiftNaming.escaped(field.name)) = \(value)")
        }
    }

    private func pathDescription(_ steps: [PathStep]) -> String {
        SwiftLiteral.commentLines(PushRoutingPath.describe(steps)).joined(separator: " ")
    }
}

/// Key paths as messages write them.
enum PushRoutingPath {
    static func describe(_ keys: [String]) -> String {
        PayloadKeyPath(keys: keys, location: .start(of: "")).description
    }

    static func describe(_ steps: [PathStep]) -> String {
        PayloadKeyPath(steps: steps, location: .start(of: "")).description
    }
}
