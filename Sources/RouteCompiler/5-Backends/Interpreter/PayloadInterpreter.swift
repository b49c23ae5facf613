import Foundation
@_spi(Generated) import PushRouting

/// Decodes payloads as the generated code of a table would, without compiling anything:
/// the same runtime functions, the same reader plans, the same order of checks, so the
/// same result and the same error. Behind `routegen explain`.
///
/// A table that selects every route by one discriminator's value is read as its generated
/// code reads it (the discriminator, then the route's params); any other chooses the route
/// with the `PushRouting.RouteSelector` its generated code builds, from the same
/// `SelectionPlan` (docs/language.md §13.1).
package struct PayloadInterpreter: Sendable {
    let plan: TablePlan
    let discriminators: [PushRouting.PayloadPlace]
    /// How routes are chosen.
    let selection: Selection
    /// The table's `jsonStrings`, when it lists any (docs/language.md §5.3).
    let jsonStrings: JSONStrings?
    /// The table's links, routes by their index among the delivered routes
    /// (`plan.deliveredRoutes`, docs/language.md §14).
    let links: LinkTable<Int>?

    enum Selection: Sendable {
        /// The one discriminator's value, looked up among routes (by index in the table).
        case simple(PayloadPath, StringLookup<Int>)
        /// The selector; `delivered` are the routes of the enum (by selector index),
        /// `ignored` the ignored routes.
        case selector(RouteSelector<Int>, delivered: [RoutePlan], ignored: [RoutePlan])
    }

    /// An interpreter for a table without errors.
    package init(_ validated: ValidatedTable) {
        self.init(TablePlan(validated))
    }

    /// An interpreter of a table's plans.
    package init(_ plan: TablePlan) {
        self.plan = plan
        let table = plan.table
        discriminators = table.discriminatorPlaces.map(\.runtimePlace)
        let delivered = plan.deliveredRoutes
        let keys = delivered.map(\.route.value)
        let indices = Dictionary(
            delivered.enumerated().map { ($1.route.location, $0) }, uniquingKeysWith: { a, _ in a })
        let links = plan.links?.runtimeTable({ indices[$0.location] ?? 0 }, routeKey: { keys[$0] })
        self.links = links
        if let discriminator = table.simpleDiscriminator {
            var entries: [(String, Int)] = table.routes.enumerated().map { ($1.value, $0) }
            for (index, route) in table.routes.enumerated() {
                entries += route.aliases.map { ($0.value, index) }
            }
            selection = .simple(discriminator.payloadPath, StringLookup(entries))
        } else {
            selection = .selector(
                plan.selection.selector(routeKeys: keys, links: links), delivered: delivered,
                ignored: plan.routes.filter(\.route.isIgnored))
        }
        jsonStrings = table.jsonStrings.expander
    }

    /// The identity of `payload` (docs/language.md §15), as generated `identity(of:)` reads
    /// it: the text at the table's `identity:` place once JSON strings are expanded; nil
    /// for a table without one, or a payload without it.
    package func identity(json: Data) -> String? {
        guard let path = plan.table.identity, let object = try? JSONReader().object(from: json) else { return nil }
        return PushIdentity.text(at: path.payloadPath, in: jsonStrings?.expanded(object) ?? object)
    }

    /// The route and typed values of `payload`, or the error the generated decoder throws
    /// (`ignored`, `unrouted` and ignored invalid pushes included, as generated code throws
    /// them).
    package func decode(_ payload: PayloadObject) -> Result<DecodedPush, PushDecodingError> {
        interpret(payload).result
    }

    /// Decodes JSON bytes like `PushRoute.decode(json:)`.
    package func decode(json: Data) -> Result<DecodedPush, PushDecodingError> {
        interpret(json: json).result
    }

    /// What becomes of `payload`: routed (with how the route was chosen and its typed
    /// values), ignored, unrouted, unknown, rejected or invalid. A route whose values do not
    /// read follows its rule (`invalid:`, docs/language.md §13.1), as generated code does.
    package func interpret(_ payload: PayloadObject) -> Interpretation {
        // JSON strings are expanded before the route is chosen and anything is read, as
        // generated decoders do (docs/language.md §5.3).
        let payload = jsonStrings?.expanded(payload) ?? payload
        var candidate: Candidate
        do throws(PushDecodingError) {
            guard let first = try firstCandidate(payload) else { return .unrouted }
            candidate = first
        } catch {
            if case .unknownRoute = error.reason { return .unknown(error) }
            return .rejected(error, selectedBy: nil)
        }
        var tried: [FailedCandidate] = []
        var triedTargets: [Int] = []
        while true {
            let route = candidate.route.route
            if route.isIgnored { return .ignored(route, candidate.choice, passedOver: tried) }
            do throws(PushDecodingError) {
                var push = DecodedPush(
                    route: route, fields: try decodeFields(of: candidate, in: payload), choice: candidate.choice,
                    discriminators: discriminators, jsonStrings: jsonStrings)
                if let links, !links.carried.isEmpty, let target = candidate.target {
                    push.carriedLinks = (links, target)
                }
                push.passedOver = tried
                return .routed(push)
            } catch {
                let rule = plan.table.invalidRule(of: route)
                tried.append(
                    FailedCandidate(
                        route: route, choice: candidate.choice, error: error.inRoute(route.value), rule: rule))
                if let target = candidate.target { triedTargets.append(target) }
            }
            // The error is the first route's, whatever ends the candidates.
            let first = tried[0]
            // Only `next` lists the routes tried: without it, explain reads as it did before.
            let listed = first.rule == .next || tried.count > 1 ? tried : []
            switch tried[tried.count - 1].rule {
            case .error: return .rejected(first.error, selectedBy: first.choice, tried: listed)
            case .ignore: return .invalid(first.error, selectedBy: first.choice, tried: listed)
            case .next:
                guard let next = nextCandidate(after: candidate, tried: triedTargets, in: payload) else {
                    return .rejected(first.error, selectedBy: first.choice, tried: listed)
                }
                candidate = next
            }
        }
    }

    /// The values of a candidate's route, with the values of the link the payload carries for
    /// it where the payload holds nothing (docs/language.md §14.7), as generated code reads
    /// them: each value the link gave says which part of it.
    func decodeFields(of candidate: Candidate, in payload: PayloadObject) throws(PushDecodingError) -> [DecodedField] {
        guard let links, let target = candidate.target,
            let (filled, carried) = try links.withCarriedValues(of: target, in: payload)
        else { return try decodeFields(candidate.route.values, in: payload) }
        let given = Set(
            links.entries[carried.match.entry].bindings.filter { $0.path.presentValue(in: payload) == nil }.map(
                \.placeholder))
        let parts = Dictionary(
            carried.match.values.map { ($0.placeholder, $0.part) }, uniquingKeysWith: { a, _ in a })
        do throws(PushDecodingError) {
            return try decodeFields(candidate.route.values, in: filled).map { decoded in
                var field = decoded
                if !decoded.isDefault, decoded.value != nil, given.contains(decoded.field.key) {
                    field.linkPart = parts[decoded.field.key]
                    field.linkPlace = carried.path
                }
                return field
            }
        } catch {
            throw links.relocated(error, carried, in: payload)
        }
    }

    /// What becomes of a payload in JSON bytes (rejected when they are not a JSON object).
    package func interpret(json: Data) -> Interpretation {
        do throws(PushDecodingError) {
            return interpret(try JSONReader().object(from: json))
        } catch {
            return .rejected(error, selectedBy: nil)
        }
    }

    /// The values of a struct, read the way a generated `init(decoding:)` reads them: one
    /// pass over each level (a slot per origin of each value), then each value in order. A
    /// param whose origin is a JSON string's document reads the document there, whatever it
    /// is (docs/language.md §5.3); the rest collects the root's keys its `RestKeys` do not
    /// leave out (§5.5).
    func decodeFields(
        _ structure: StructPlan, in object: PayloadObject
    ) throws(PushDecodingError)
        -> [DecodedField]
    {
        let plan = structure.sources
        let rest = structure.rest
        let (slots, levels) = (plan.slots, plan.levels)
        var found = [Any?](repeating: nil, count: slots.paths.count)
        var levelValues = [Any?](repeating: nil, count: levels.count)
        // For explain: where each level and slot was found, element steps as the indices of
        // the elements they chose (docs/language.md §10.1).
        var levelFound = [[PayloadPath.Component]](repeating: [], count: levels.count)
        var slotFound = [[PayloadPath.Component]?](repeating: nil, count: slots.paths.count)
        /// The levels and slots below `level` by keys are found where it was.
        func foundByKeys(_ level: FieldLevel) {
            for (key, child) in level.children { levelFound[child.number] = levelFound[level.number] + [.key(key)] }
            for (key, slot) in level.values { slotFound[slot] = levelFound[level.number] + [.key(key)] }
        }
        foundByKeys(levels[0])
        var others: PayloadObject = [:]
        func scan(_ level: FieldLevel, _ object: PayloadObject, collecting: Bool = false) {
            for (key, value) in object {
                guard let key = key.base as? String else { continue }
                var isRead = false
                // A key may be a value and lead to values below it too (`aps: APS` beside
                // `aps.content-state`, docs/language.md §3.10).
                if let match = level.values.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }) {
                    found[match.field] = value
                    isRead = true
                }
                if let child = level.children.first(where: {
                    $0.key.unicodeScalars.elementsEqual(key.unicodeScalars)
                }) {
                    levelValues[child.level.number] = value
                    isRead = true
                }
                // The rest: every other key it does not leave out (docs/language.md §5.5).
                if collecting, !isRead, let rest, !rest.excludes(key) { others[key] = value }
            }
        }
        scan(levels[0], object, collecting: plan.restSlot != nil)
        if let slot = plan.restSlot { found[slot] = others }
        for level in levels.dropFirst() {
            let lenient = plan.readsLeniently(level)
            foundByKeys(level)
            if level.isDictionary {
                let object: PayloadObject?
                if lenient {
                    object = Decode.lenientStep(levelValues[level.number])
                } else if let kind = level.unlessKind {
                    // Also the place of a value of that kind (docs/language.md §5.2).
                    object = try Decode.step(levelValues[level.number], at: level.payloadPath, unless: kind)
                } else {
                    object = try Decode.step(levelValues[level.number], at: level.payloadPath)
                }
                if let object { scan(level, object) }
            }
            // An array whose elements the next steps address (docs/language.md §5.1).
            if level.isArray {
                let array =
                    lenient
                    ? Decode.lenientElements(levelValues[level.number])
                    : try Decode.elements(levelValues[level.number], at: level.payloadPath)
                if let array {
                    for (step, slot) in level.elementValues {
                        found[slot] = Decode.element(array, at: slots.paths[slot].payloadPath)
                        slotFound[slot] = step.elementIndex(in: array).map {
                            levelFound[level.number] + [.index($0)]
                        }
                    }
                    for (step, child) in level.elementChildren {
                        levelValues[child.number] = Decode.element(array, at: child.payloadPath)
                        if let index = step.elementIndex(in: array) {
                            levelFound[child.number] = levelFound[level.number] + [.index(index)]
                        }
                    }
                }
            }
        }
        var result: [DecodedField] = []
        for (index, planned) in structure.values.enumerated() {
            let field = planned.member
            let reader = self.reader(planned.reader)
            // Each slot as its place counts it (docs/language.md §5.2); what a place did not
            // count, for explain.
            let places = slots.slotsOfField[index].map { slots.places[$0] }
            // A param at a jsonStrings path itself reads the document there (§5.3).
            let rawSlots = zip(slots.slotsOfField[index], field.source.origins).map { slot, origin in
                switch origin {
                case .document: JSONStrings.document(found[slot])
                case .place, .rest: found[slot]
                }
            }
            let fieldSlots = zip(rawSlots, places).map { slot, place in
                place.hasOptions ? place.runtimePlace.counted(slot) : slot
            }
            let skipped: [(slot: Int, place: SkippedPlace)] = places.indices.compactMap { slot in
                guard let value = rawSlots[slot], !Decode.isMissing(value), fieldSlots[slot] == nil else { return nil }
                return (slot, SkippedPlace(place: places[slot], found: value))
            }
            let paths = places.map(\.path.payloadPath)
            var value: DecodedValue?
            var isDefault = false
            // The path the value is read from: the first that holds one.
            var readFrom = fieldSlots.firstIndex { !Decode.isMissing($0) }
            var failures: [PushDecodingError] = []
            switch field.source.origins[0] {
            case .rest:
                value = try reader.read(found[slots.slotsOfField[index][0]] as? PayloadObject ?? [:])
            case .place, .document:
                guard field.source.isLenient else {
                    value =
                        planned.mayBeMissing
                        ? try Decode.optional(firstOf: fieldSlots, at: paths, reader)
                        : try Decode.required(firstOf: fieldSlots, at: paths, reader)
                    break
                }
                value = Decode.lenient(firstOf: fieldSlots, reader)
                // For explain: the path that read, and why the ones before it did not.
                readFrom = nil
                for (slot, path) in zip(fieldSlots.indices, paths) where !Decode.isMissing(fieldSlots[slot]) {
                    do throws(PushDecodingError) {
                        _ = try Decode.optional(fieldSlots[slot], at: path, reader)
                        readFrom = slot
                        break
                    } catch {
                        failures.append(error)
                    }
                }
            }
            if value == nil, let fallback = field.defaultValue {
                value = DecodedValue(fallback, plan: planned.reader)
                isDefault = true
            }
            let readPath = value == nil || isDefault ? nil : readFrom
            // Where a value read through element steps was found (docs/language.md §10.1).
            let foundAt = readPath.flatMap { read -> PayloadPath? in
                guard places[read].path.hasElementSteps else { return nil }
                return slotFound[slots.slotsOfField[index][read]].map(PayloadPath.init)
            }
            result.append(
                DecodedField(
                    field: field, value: value, isDefault: isDefault, path: readPath.map { places[$0].path },
                    foundAt: foundAt, failures: failures,
                    skipped: skipped.filter { $0.slot < (readFrom ?? places.count) }.map(\.place))
            )
        }
        return result
    }

    /// The runtime reader a plan describes.
    private func reader(_ plan: ReaderPlan) -> ValueReader<DecodedValue> {
        switch plan {
        case .string(let c): return Read.string(rules: c.stringRulesIfAny).map { .string($0) }
        case .int(let coerce, let c):
            return Read.int(coerce: coerce, rules: c.numberRulesIfAny).map { .int(Int64($0)) }
        case .double(let coerce, let c):
            return Read.double(coerce: coerce, rules: c.numberRulesIfAny).map { .double($0) }
        case .bool(let coerce): return Read.bool(coerce: coerce).map { .bool($0) }
        case .url(let c): return Read.url(rules: c.stringRulesIfAny).map { .url($0) }
        case .date: return Read.date().map { .date($0) }
        case .inlineEnum(let cases, let open), .namedEnum(_, let cases, let open):
            let values = cases.map(\.value)
            return Read.value { value throws(PushDecodingError) in try Self.enumCase(value, values, open: open) }
        case .object(BuiltinNamedTypes.aps):
            // Apple's `aps`: the runtime's own decoder, which generated code calls too.
            return Read.object(APS.self).map { .aps($0) }
        case .object(let name):
            let interpreter = self
            let structure = self.plan.objectsByName[name]
            return Read.object { object throws(PushDecodingError) in
                guard let structure else { return .object(name, []) }
                return .object(name, try interpreter.decodeFields(structure, in: object))
            }
        case .array(let element, let c):
            return Read.array(of: reader(element), rules: c.arrayRulesIfAny).map { .array($0) }
        case .map(let value, let c):
            return Read.map(of: reader(value), rules: c.arrayRulesIfAny).map { map in
                .map(map.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) })
            }
        case .union(let members, let expected):
            // The member of the value's kind, as the generated enum's `init(decoding:)` chooses.
            let readers = members.map { ($0.kind, reader($0.plan)) }
            return Read.value { value throws(PushDecodingError) in
                let kind = RawValue.classify(value)
                guard let member = readers.first(where: { $0.0.matches(kind) }) else {
                    throw Decode.wrongType(value, expected: expected)
                }
                return try member.1.read(value)
            }
        case .stringOrInteger(let c): return Read.string(numbers: true, rules: c.stringRulesIfAny).map { .string($0) }
        case .inlineEnumOrInteger(let cases, let open):
            let values = cases.map(\.value)
            return Read.value(numbers: true) { value throws(PushDecodingError) in
                try Self.enumCase(value, values, open: open)
            }
        case .boolOrNumber(let coerce): return Read.bool(coerce: coerce, numbers: true).map { .bool($0) }
        case .urlReference(let c): return Read.url(relative: true, rules: c.stringRulesIfAny).map { .url($0) }
        case .json: return Read.json().map { .json($0) }
        case .jsonArray(let c):
            return Read.jsonArray(rules: c.arrayRulesIfAny).map { .array($0.map(DecodedValue.json)) }
        case .jsonMap(let c):
            return Read.jsonMap(rules: c.arrayRulesIfAny).map { map in
                .map(
                    map.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, .json($0.value)) })
            }
        case .separated(let separator, let pieces, let array):
            let (pieces, array) = (reader(pieces), reader(array))
            return Read.value { value throws(PushDecodingError) in
                try Decode.separated(value, by: separator, pieces: pieces, array: array)
            }
        }
    }

    /// A string enum's value, as a generated enum's `init(decoding:)` reads it; `open`: a
    /// string that is none of `values` is kept.
    private static func enumCase(
        _ value: Any, _ values: [String], open: Bool
    ) throws(PushDecodingError) -> DecodedValue {
        let string = try Decode.string(value)
        guard open || values.contains(where: { $0.unicodeScalars.elementsEqual(string.unicodeScalars) }) else {
            throw Decode.notInEnum(string, values)
        }
        return .enumCase(string)
    }
}
