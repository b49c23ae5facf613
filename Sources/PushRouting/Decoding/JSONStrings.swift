import Foundation

/// The `jsonStrings` key paths of a table (docs/language.md §5.3): values that, when they
/// are strings, hold a JSON object that the table's paths step into as if it were the
/// object itself. Generated decoders of such a table (and `routegen explain`) expand the
/// payload once, before choosing the route: each listed path, shallowest first (so a JSON
/// string inside a JSON string works), whose value is a string is parsed once, with the
/// reader and limits of `decode(json:)`, and put in place as an object. A string that is not
/// a JSON object becomes a `JSONStringFailure`, which throws its error at that path when a
/// path steps into it; `when` conditions see it as no dictionary, and nothing fails unless
/// something steps into it. Encoding writes each object at a listed path back as JSON text.
///
/// Tables without `jsonStrings` never use this type. Never traps, whatever the payload holds.
@_spi(Generated)
public struct JSONStrings: Sendable {
    /// A level of the listed paths: whether a path ends here, and the levels below, by key.
    struct Node: Sendable {
        var isListed = false
        /// Whether an empty string at this listed path is nothing at all (`empty: missing`).
        var emptyIsMissing = false
        var children: [(key: String, node: Node)] = []

        mutating func insert(_ keys: ArraySlice<String>, emptyIsMissing: Bool) {
            guard let first = keys.first else {
                isListed = true
                self.emptyIsMissing = emptyIsMissing
                return
            }
            if let index = children.firstIndex(where: { Exact.equal($0.key, first) }) {
                children[index].node.insert(keys.dropFirst(), emptyIsMissing: emptyIsMissing)
            } else {
                var child = Node()
                child.insert(keys.dropFirst(), emptyIsMissing: emptyIsMissing)
                children.append((first, child))
            }
        }
    }

    /// How deep a payload may nest with its JSON strings expanded: as deep as JSON bytes may
    /// (`JSONReader`), so a document inside a string at depth `d` may nest `maxDepth - d`.
    public static let maxDepth = JSONReader().maxDepth

    let root: Node
    /// The listed paths, deepest first (the order encoding writes them back in).
    let deepestFirst: [[String]]

    /// The listed key paths (of dictionary keys, from the payload's root).
    public init(_ paths: [PayloadPath]) {
        self.init(paths.map { PayloadPlace($0) })
    }

    /// The listed places (key paths of dictionary keys, from the payload's root): at one
    /// with `emptyIsMissing` (`empty: missing`, docs/language.md §5.3), an empty string is
    /// nothing at all, as if the key were absent. (`is:` does not apply to them.) Generated
    /// code's API (`@_spi(Generated)`).
    @_spi(Generated)
    public init(_ places: [PayloadPlace]) {
        var root = Node()
        var keyPaths: [[String]] = []
        for place in places {
            let path = place.path
            let keys = path.components.compactMap { component -> String? in
                if case .key(let key) = component { return key }
                return nil
            }
            guard !keys.isEmpty, keys.count == path.components.count else { continue }
            root.insert(keys[...], emptyIsMissing: place.emptyIsMissing)
            keyPaths.append(keys)
        }
        self.root = root
        deepestFirst = keyPaths.enumerated().sorted { a, b in
            a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Decoding

    /// Calls `body` with the entries of `payload`, its JSON strings expanded, and the value of
    /// `key` among them (the discriminator's first key).
    public func withEntries<Result>(
        of payload: PayloadObject, finding key: String?,
        _ body: (PayloadEntries, Any?) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try PayloadEntries.withEntries(of: payload, finding: nil) { entries, _ throws(PushDecodingError) in
            try withExpanded(entries, finding: key, body)
        }
    }

    /// Calls `body` with the entries of `payload`, its JSON strings expanded.
    public func withEntries<Result>(
        of payload: PayloadObject, _ body: (PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try withEntries(of: payload, finding: nil) { entries, _ throws(PushDecodingError) in try body(entries) }
    }

    /// Calls `body` with the members of the object the JSON bytes `json` hold, its JSON
    /// strings expanded, and the value of `key` among them. Bytes that do not parse, or hold
    /// no object, throw what `JSONReader` throws.
    public func withEntries<Result>(
        json: Data, finding key: String?, _ body: (PayloadEntries, Any?) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try JSONReader().withEntries(of: json, finding: nil) { entries, _ throws(PushDecodingError) in
            try withExpanded(entries, finding: key, body)
        }
    }

    /// Calls `body` with the members of the object the JSON bytes `json` hold, its JSON
    /// strings expanded.
    public func withEntries<Result>(
        json: Data, _ body: (PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try withEntries(json: json, finding: nil) { entries, _ throws(PushDecodingError) in try body(entries) }
    }

    /// `payload` with its JSON strings expanded (what the entries `withEntries` hands over
    /// hold), for `routegen explain` and tests.
    public func expanded(_ payload: PayloadObject) -> PayloadObject {
        guard let changed = expand(payload, at: root, depth: 0), case .object(let object) = RawValue.classify(changed)
        else { return payload }
        return object
    }

    private func withExpanded<Result>(
        _ entries: PayloadEntries, finding key: String?,
        _ body: (PayloadEntries, Any?) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        var expanded = Array(entries)
        for (childKey, child) in root.children {
            // Of a key JSON repeats, readers keep the last value: that one is expanded.
            guard let index = expanded.lastIndex(where: { Exact.equal($0.key, childKey) }),
                let value = expand(expanded[index].value, at: child, depth: 1)
            else { continue }
            if value is Removed {
                expanded.removeAll { Exact.equal($0.key, childKey) }
                continue
            }
            expanded[index] = PayloadEntry(key: expanded[index].key, value: value)
        }
        var found: Any?
        if let key { found = expanded.last { Exact.equal($0.key, key) }?.value }
        return try expanded.withUnsafeBufferPointer { buffer throws(PushDecodingError) in
            try body(PayloadEntries(buffer), found)
        }
    }

    /// What `expand` gives for an empty string at a listed path with `empty: missing`: the
    /// key is removed, so the path holds nothing (docs/language.md §5.3).
    private struct Removed {}

    /// The value at `node` (`depth` keys below the root) with the JSON strings at and below
    /// it expanded, or nil when nothing changed (`Removed` when the value is nothing).
    private func expand(_ value: Any, at node: Node, depth: Int) -> Any? {
        var value = value
        var changed = false
        if node.isListed, case .string(let text) = RawValue.classify(value) {
            if node.emptyIsMissing, text.isEmpty { return Removed() }
            value = Self.parse(text, depth: depth)
            changed = true
        }
        guard !node.children.isEmpty, case .object(var object) = RawValue.classify(value) else {
            return changed ? value : nil
        }
        for (key, child) in node.children {
            guard let index = Self.index(of: key, in: object),
                let inner = expand(object[index].value, at: child, depth: depth + 1)
            else { continue }
            object[object[index].key] = inner is Removed ? nil : inner
            changed = true
        }
        return changed ? object : nil
    }

    /// The object the JSON text `text` holds, or the failure that stepping into it throws.
    static func parse(_ text: String, depth: Int) -> Any {
        let value: Any
        do throws(PushDecodingError) {
            value = try JSONReader(maxDepth: max(maxDepth - depth, 0)).value(fromText: text)
        } catch {
            guard case .invalidJSON(let message) = error.reason else {
                return JSONStringFailure(text: text, error: error)
            }
            return JSONStringFailure(text: text, error: PushDecodingError(reason: .invalidJSONString(message)))
        }
        let found: String
        switch RawValue.classify(value) {
        case .object(let object): return object
        case .array: found = "an array"
        case .string: found = "a string"
        case .null: found = "null"
        case .bool: found = "a boolean"
        default: found = "a number"
        }
        return JSONStringFailure(
            text: text, error: PushDecodingError(reason: .jsonStringNotAnObject(found: found)), document: value)
    }

    /// The value a param reads at a listed path itself (docs/language.md §5.3): the document
    /// the string there holds, whatever JSON value it is (`[…]` for an array param, any
    /// value for `json`); `slot` unchanged when it holds no such string (an object, a value
    /// that was no string, a string that is not JSON, whose error reading it throws).
    /// Generated code calls it only for params whose path is listed and whose type is not an
    /// object type (an object is put in place as it is).
    @_spi(Generated) public static func document(_ slot: Any?) -> Any? {
        guard let slot, let failure = slot as? JSONStringFailure, let document = failure.document else { return slot }
        return document
    }

    /// The index of `key` in `object`, matched code point by code point.
    static func index(of key: String, in object: PayloadObject) -> PayloadObject.Index? {
        if let index = object.index(forKey: AnyHashable(key)), let stored = object[index].key.base as? String,
            Exact.equal(stored, key)
        {
            return index
        }
        return object.firstIndex { ($0.key.base as? String).map { Exact.equal($0, key) } ?? false }
    }

    // MARK: Encoding

    /// `payload` (an encoded push) with the object at each listed path written as JSON text
    /// (keys sorted), deepest first: what decodes to the same push.
    public func encoded(_ payload: PayloadObject) -> PayloadObject {
        var payload = payload
        for keys in deepestFirst {
            Self.writeText(at: keys[...], in: &payload)
        }
        return payload
    }

    private static func writeText(at keys: ArraySlice<String>, in object: inout PayloadObject) {
        guard let first = keys.first, let index = index(of: first, in: object) else { return }
        let key = object[index].key
        if keys.count == 1 {
            // Whatever value a param wrote there (an object, an array, any JSON value): its
            // text, which decodes to it again.
            let value = object[index].value
            if !Decode.isMissing(value), let text = JSONWriter.string(value) {
                object[key] = text
            }
            return
        }
        guard case .object(var inner) = RawValue.classify(object[index].value) else { return }
        object[key] = nil  // keep `inner` uniquely referenced while it is changed
        writeText(at: keys.dropFirst(), in: &inner)
        object[key] = inner
    }
}

/// What a string at a `jsonStrings` path that holds no JSON object is replaced with while a
/// payload is decoded (docs/language.md §5.3): a path that steps into it, or a value read
/// there, throws `error` (`invalidJSONString` with the line and column, or
/// `jsonStringNotAnObject`); for `when` conditions it is a value, but no dictionary.
@_spi(Generated)
public struct JSONStringFailure: Sendable, CustomStringConvertible {
    /// The string as the payload holds it.
    public let text: String
    /// What reading a value there throws (its path is added where it is read).
    public let error: PushDecodingError
    /// The JSON value the string holds when it is JSON but not an object (an array, a
    /// number, …): what a param that reads the listed path itself takes (`document(_:)`);
    /// nil when the string is not JSON.
    public var document: Any? { box?.value }
    private let box: Document?

    /// A parsed JSON document: immutable values of JSON's types, read by one thread after
    /// another, never changed.
    private struct Document: @unchecked Sendable {
        let value: Any
    }

    init(text: String, error: PushDecodingError, document: Any? = nil) {
        self.text = text
        self.error = error
        box = document.map(Document.init)
    }

    /// The error's reason.
    public var description: String { error.reason.description }
}
