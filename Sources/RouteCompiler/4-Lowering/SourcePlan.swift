@_spi(Generated) import PushRouting

/// How the values of one struct (a route's params, an object type's fields) are found in its
/// payload dictionary, lowered once from their sources (`ValueSource`): the slots a decoder
/// keeps (one per place of each value) and the dictionaries it scans (the root, then one
/// level per intermediate step). Generated decoders (`DecodingEmitter`) are printed from it
/// and the interpreter behind `routegen explain` walks it, so both find values alike and
/// report the same first error.
package struct SourcePlan: Sendable {
    /// The slots: which value and place each one is.
    package let slots: FieldSlots
    /// The dictionaries the places are read from, the root first.
    package let levels: [FieldLevel]
    /// The slot of the value that is the rest of the dictionary (`rest: true`,
    /// docs/language.md §5.5), if one is: it is read at no level, but collects the root's
    /// keys that no level reads and that `RestKeys` does not exclude.
    package let restSlot: Int?
    /// Whether each value is lenient (`lenient: true`), by field.
    private let lenient: [Bool]

    /// The plan of the values whose sources are `sources` (in field order).
    package init(_ sources: [ValueSource]) {
        // A slot per origin: a place's, a JSON string's document's (read at its place), or the
        // rest's (read at no place; its key names it).
        var rest: (field: Int, origin: Int)?
        let places = sources.enumerated().map { field, source in
            source.origins.enumerated().map { index, origin in
                switch origin {
                case .place(let place), .document(let place): return place
                case .rest(let key):
                    rest = (field, index)
                    return Place(key)
                }
            }
        }
        let slots = FieldSlots(places)
        self.slots = slots
        let restSlot = rest.map { slots.slotsOfField[$0.field][$0.origin] }
        self.restSlot = restSlot
        levels = FieldLevel.levels(of: slots.paths, skipping: restSlot)
        lenient = sources.map(\.isLenient)
        // A step that is also a place `is:` a kind that is no object (`aps.alert` of
        // `[{path: aps.alert, is: string}, aps.alert.body]`, docs/language.md §5.2).
        for place in slots.places {
            guard let kind = place.kind?.value, kind != .object,
                let level = levels.dropFirst().first(where: {
                    PayloadKeyPath(steps: $0.steps, location: place.location) == place.path
                })
            else { continue }
            level.unlessKind = kind
        }
    }

    /// Whether only lenient values are read at or below `level`: its step then reads as
    /// missing when it is no dictionary, instead of failing (docs/language.md §5.4).
    package func readsLeniently(_ level: FieldLevel) -> Bool {
        level.readsOnly { lenient[slots.owners[$0].field] }
    }
}

/// The places a struct's fields are read from: one slot per path of each field. The first
/// paths of all fields come first, in field order (a struct without `paths:` has one slot per
/// field, numbered as its fields), then the further paths of `paths:` (docs/language.md
/// §5.2), field by field. Generated decoders keep one variable per slot, and so does the
/// interpreter.
package struct FieldSlots: Sendable {
    /// Each slot's field and the index of its path among the field's paths.
    package let owners: [(field: Int, path: Int)]
    /// Each slot's place: its key path, and what counts as a value there.
    package let places: [Place]
    /// Each field's slots, in the order of its paths.
    package let slotsOfField: [[Int]]

    /// The slots of fields whose places are `places` (one list per field, in field order).
    init(_ places: [[Place]]) {
        var owners = places.indices.map { (field: $0, path: 0) }
        var slotPlaces = places.map { $0[0] }
        var slotsOfField = places.indices.map { [$0] }
        for (field, fieldPlaces) in places.enumerated() {
            for (index, place) in fieldPlaces.enumerated().dropFirst() {
                slotsOfField[field].append(slotPlaces.count)
                owners.append((field, index))
                slotPlaces.append(place)
            }
        }
        self.owners = owners
        self.places = slotPlaces
        self.slotsOfField = slotsOfField
    }

    /// Each slot's key path.
    package var paths: [PayloadKeyPath] { places.map(\.path) }
}

/// The dictionaries (and arrays) a struct's fields are read from: the root, then one level
/// per intermediate step of their paths, in the order the paths first reach them. A level
/// reached by a key is scanned as a dictionary (its entries, one pass); a level whose next
/// steps address elements (docs/language.md §5.1) is an array, whose elements those steps
/// take. Generated decoders go through the levels in this order and so does the
/// interpreter, so both report the same first error. Built once with its plan and never
/// changed after, so it is shared freely.
package final class FieldLevel: @unchecked Sendable {
    /// The level's number (0 for the root).
    package let number: Int
    /// Its steps from the root.
    package let steps: [PathStep]
    /// The slots (`FieldSlots`: the fields' paths) whose value is read at this level, with
    /// their last key.
    package internal(set) var values: [(key: String, field: Int)] = []
    /// The levels one step below, with the key that leads to each.
    package internal(set) var children: [(key: String, level: FieldLevel)] = []
    /// The slots whose value is an element of this level's array, with the step that
    /// addresses it.
    package internal(set) var elementValues: [(step: PathStep, field: Int)] = []
    /// The levels one element step below, with the step that leads to each.
    package internal(set) var elementChildren: [(step: PathStep, level: FieldLevel)] = []
    /// The kind of the place of a value at this step too, when it is `is:` a kind that is
    /// no object (docs/language.md §5.2): a value of that kind here is that value, and the
    /// step reads as missing instead of failing.
    package internal(set) var unlessKind: PlaceKind?

    init(number: Int, steps: [PathStep]) {
        self.number = number
        self.steps = steps
    }

    /// Its key path from the root, for a level reached by keys only (every level of a
    /// struct whose paths have no element steps).
    package var keys: [String] { steps.compactMap { if case .key(let key) = $0 { key } else { nil } } }

    /// The path to the level, as the runtime names it in errors.
    package var payloadPath: PayloadPath { PayloadPath(steps) }

    /// Whether values are read from the level's entries as a dictionary.
    package var isDictionary: Bool { !values.isEmpty || !children.isEmpty }

    /// Whether the level is an array whose elements are read.
    package var isArray: Bool { !elementValues.isEmpty || !elementChildren.isEmpty }

    /// Whether every slot read at or below this level satisfies `isLenient` (the slots of
    /// `lenient: true` values): its step then reads as missing when it is not a dictionary
    /// (or not an array), instead of failing (docs/language.md §5.4).
    package func readsOnly(_ isLenient: (Int) -> Bool) -> Bool {
        values.allSatisfy { isLenient($0.field) } && children.allSatisfy { $0.level.readsOnly(isLenient) }
            && elementValues.allSatisfy { isLenient($0.field) }
            && elementChildren.allSatisfy { $0.level.readsOnly(isLenient) }
    }

    /// The levels of `paths` (one per slot, in slot order), the root first; the slot
    /// `skipping` (the rest's, read at no path) is at none.
    static func levels(of paths: [PayloadKeyPath], skipping: Int? = nil) -> [FieldLevel] {
        let root = FieldLevel(number: 0, steps: [])
        var all = [root]
        for (index, path) in paths.enumerated() where index != skipping {
            var level = root
            for step in path.steps.dropLast() {
                let existing: FieldLevel? =
                    switch step {
                    case .key(let key):
                        level.children.first { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }?.level
                    case .index, .first, .last, .link: level.elementChildren.first { $0.step.isSame(as: step) }?.level
                    }
                if let existing {
                    level = existing
                    continue
                }
                let child = FieldLevel(number: all.count, steps: level.steps + [step])
                all.append(child)
                switch step {
                case .key(let key): level.children.append((key, child))
                case .index, .first, .last, .link: level.elementChildren.append((step, child))
                }
                level = child
            }
            switch path.steps.last {
            case .index?, .first?, .last?, .link?: level.elementValues.append((path.steps.last!, index))
            case .key(let key)?: level.values.append((key, index))
            case nil: level.values.append(("", index))
            }
        }
        return all
    }
}
