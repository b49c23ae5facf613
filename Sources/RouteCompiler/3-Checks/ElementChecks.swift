/// The rules of element steps (docs/language.md §5.1) that need a struct's paths together: no
/// place is read both as an array (an element step follows it) and as a dictionary (a key
/// follows it), an error; and the warning `overlapping-elements` where encoding cannot
/// promise that a push built in the app decodes to itself, because two values' element
/// steps may address the same element of one array, or a value is written into the part of
/// an element that its pattern matches.
struct ElementChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        for route in table.routes {
            check(route.params, owner: .route(route.value))
        }
        for type in table.types {
            check(type.fields ?? [], owner: .type(type.name))
        }
    }

    private func check(_ fields: [Field], owner: DiagnosticSubject) {
        let reads = fields.indices.flatMap { index in fields[index].source.paths.map { (field: index, path: $0) } }
        guard reads.contains(where: { $0.path.hasElementSteps }) else { return }
        checkShapes(reads.sorted { $0.path.location < $1.path.location }, fields, owner: owner)
        // Encoding writes each value at its first path.
        let written = fields.indices.map { (field: $0, path: fields[$0].source.firstPath) }
        checkOverlaps(written.sorted { $0.path.location < $1.path.location }, fields, owner: owner)
    }

    /// A place that one path reads as an array and another (or the same) as a dictionary.
    private func checkShapes(
        _ reads: [(field: Int, path: PayloadKeyPath)], _ fields: [Field], owner: DiagnosticSubject
    ) {
        var shapes: [[[UInt32]]: (isArray: Bool, field: Int, path: PayloadKeyPath)] = [:]
        for read in reads {
            let identity = read.path.identity
            for index in read.path.steps.indices.dropFirst() {
                let place = Array(identity.prefix(index))
                let isArray = read.path.steps[index].isElement
                guard let earlier = shapes[place] else {
                    shapes[place] = (isArray, read.field, read.path)
                    continue
                }
                if earlier.isArray != isArray {
                    diagnostics.report(
                        .pathShapeClash(
                            owner.member(fields[read.field].key), path: read.path, place: index, isArray: isArray,
                            earlier: fields[earlier.field].key, path: earlier.path))
                    break
                }
            }
        }
    }

    /// Element steps into one array that encoding cannot keep apart.
    private func checkOverlaps(
        _ written: [(field: Int, path: PayloadKeyPath)], _ fields: [Field], owner: DiagnosticSubject
    ) {
        // The element steps into each array (by the identity of its place), in file order.
        var steps: [[[UInt32]]: [(step: PathStep, field: Int, path: PayloadKeyPath)]] = [:]
        for read in written {
            let identity = read.path.identity
            for (index, element) in read.path.steps.enumerated() where element.isElement {
                if let pattern = element.pattern, index + 1 < read.path.steps.count,
                    Self.writesIntoPattern(pattern, read.path.steps[index + 1])
                {
                    diagnostics.report(
                        .writesIntoPattern(
                            owner.member(fields[read.field].key), path: read.path, step: element,
                            next: read.path.steps[index + 1]))
                }
                let place = Array(identity.prefix(index))
                let earlier = steps[place] ?? []
                if earlier.contains(where: { $0.step.isSame(as: element) }) { continue }
                if let other = earlier.first(where: { !Self.keptApart($0.step, element) }) {
                    diagnostics.report(
                        .overlappingElements(
                            owner.member(fields[read.field].key), path: read.path, step: element, place: index,
                            earlier: fields[other.field].key, path: other.path, step: other.step))
                }
                steps[place, default: []].append((element, read.field, read.path))
            }
        }
    }

    /// Whether encoding writes two different steps into one array so that reading finds
    /// each one's element again: indices of one sign (counted from the same end), or patterns
    /// that no element matches both of.
    static func keptApart(_ a: PathStep, _ b: PathStep) -> Bool {
        switch (a, b) {
        case (.index(let i), .index(let j)): return (i >= 0) == (j >= 0)
        case (.index, _), (_, .index), (.key, _), (_, .key): return false
        default: return disjoint(a.pattern!, b.pattern!)
        }
    }

    /// Whether no value matches both patterns: scalars that differ, values of different
    /// kinds, arrays with disjoint elements at one position, objects with disjoint values at
    /// one key.
    static func disjoint(_ a: ElementPattern, _ b: ElementPattern) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)): return zip(x, y).contains { disjoint($0, $1) }
        case (.object(let x), .object(let y)):
            return x.contains { entry in
                y.first { $0.key.unicodeScalars.elementsEqual(entry.key.unicodeScalars) }.map {
                    disjoint(entry.pattern, $0.pattern)
                } ?? false
            }
        case (.array, _), (_, .array), (.object, _), (_, .object): return true
        default: return a != b
        }
    }

    /// Whether the step after a pattern's element writes into what the pattern matches: an
    /// index the pattern's array covers (or any index from the end), a key the pattern's
    /// object holds.
    static func writesIntoPattern(_ pattern: ElementPattern, _ next: PathStep) -> Bool {
        switch (pattern, next) {
        case (.array(let items), .index(let index)): return index < 0 || index < items.count
        case (.object(let entries), .key(let key)):
            return entries.contains { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }
        default: return false
        }
    }
}
