/// How the values of one struct (a route's params, an object type's fields) are found in its
/// payload dictionary, lowered once from their sources (`ValueSource`): the slots a decoder
/// keeps (one per place of each value) and the dictionaries it scans (the root, then one
/// level per intermediate step). Generated decoders (`DecodingEmitter`) are printed from it
/// and the interpreter behind `routegen explain` walks it, so both find values alike and
/// report the same first error.
public struct SourcePlan {
    /// The slots: which value and place each one is.
    public let slots: FieldSlots
    /// The dictionaries the places are read from, the root first.
    public let levels: [FieldLevel]
    /// The slot of the value that is the rest of the dictionary (`rest: true`,
    /// docs/language.md §5.5), if one is: it is read at no level, but collects the root's
    /// keys that no level reads and that `RestKeys` does not exclude.
    public let restSlot: Int?
    /// Whether each value is lenient (`lenient: true`), by field.
    private let lenient: [Bool]

    /// The plan of the values whose sources are `sources` (in field order).
    public init(_ sources: [ValueSource]) {
        let slots = FieldSlots(sources.map(\.paths))
        self.slots = slots
        let rest = sources.firstIndex(where: \.isRest).map { slots.slotsOfField[$0][0] }
        restSlot = rest
        levels = FieldLevel.levels(of: slots.paths, skipping: rest)
        lenient = sources.map(\.isLenient)
    }

    /// Whether only lenient values are read at or below `level`: its step then reads as
    /// missing when it is no dictionary, instead of failing (docs/language.md §5.4).
    public func readsLeniently(_ level: FieldLevel) -> Bool {
        level.readsOnly { lenient[slots.owners[$0].field] }
    }
}

/// The places a struct's fields are read from: one slot per path of each field. The first
/// paths of all fields come first, in field order (a struct without `paths:` has one slot per
/// field, numbered as its fields), then the further paths of `paths:` (docs/language.md
/// §5.2), field by field. Generated decoders keep one variable per slot, and so does the
/// interpreter.
public struct FieldSlots {
    /// Each slot's field and the index of its path among the field's paths.
    public let owners: [(field: Int, path: Int)]
    /// Each slot's key path.
    public let paths: [PayloadKeyPath]
    /// Each field's slots, in the order of its paths.
    public let slotsOfField: [[Int]]

    /// The slots of fields whose paths are `paths` (one list per field, in field order).
    init(_ paths: [[PayloadKeyPath]]) {
        var owners = paths.indices.map { (field: $0, path: 0) }
        var slotPaths = paths.map { $0[0] }
        var slotsOfField = paths.indices.map { [$0] }
        for (field, fieldPaths) in paths.enumerated() {
            for (index, path) in fieldPaths.enumerated().dropFirst() {
                slotsOfField[field].append(slotPaths.count)
                owners.append((field, index))
                slotPaths.append(path)
            }
        }
        self.owners = owners
        self.paths = slotPaths
        self.slotsOfField = slotsOfField
    }
}

/// The dictionaries a struct's fields are read from: the root, then one level per
/// intermediate key path step, breadth first. Generated decoders scan the levels in this
/// order and so does the interpreter, so both report the same first error.
public final class FieldLevel {
    /// The level's number (0 for the root).
    public let number: Int
    /// Its key path from the root.
    public let keys: [String]
    /// The slots (`FieldSlots`: the fields' paths) whose value is read at this level, with
    /// their last key.
    public internal(set) var values: [(key: String, field: Int)] = []
    /// The levels one step below, with the key that leads to each.
    public internal(set) var children: [(key: String, level: FieldLevel)] = []

    init(number: Int, keys: [String]) {
        self.number = number
        self.keys = keys
    }

    /// Whether every slot read at or below this level satisfies `isLenient` (the slots of
    /// `lenient: true` values): its step then reads as missing when it is not a dictionary,
    /// instead of failing (docs/language.md §5.4).
    public func readsOnly(_ isLenient: (Int) -> Bool) -> Bool {
        values.allSatisfy { isLenient($0.field) } && children.allSatisfy { $0.level.readsOnly(isLenient) }
    }

    /// The levels of `paths` (one per slot, in slot order), the root first; the slot
    /// `skipping` (the rest's, read at no path) is at none.
    static func levels(of paths: [PayloadKeyPath], skipping: Int? = nil) -> [FieldLevel] {
        let root = FieldLevel(number: 0, keys: [])
        var all = [root]
        for (index, path) in paths.enumerated() where index != skipping {
            let keys = path.keys
            var level = root
            for key in keys.dropLast() {
                if let child = level.children.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) })
                {
                    level = child.level
                } else {
                    let child = FieldLevel(number: all.count, keys: level.keys + [key])
                    all.append(child)
                    level.children.append((key, child))
                    level = child
                }
            }
            level.values.append((keys.last ?? "", index))
        }
        return all
    }
}
