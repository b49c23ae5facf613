import Foundation
@_spi(Generated) import PushRouting

/// A route type that selects its route with `RouteSelector`, as the generated code of a table
/// with `when`, `ignore: true` and `unrouted: ignore` does: `note` (its value, or `text`
/// present), `photo` (`url` present), the ignored `silent` (its value) and `heartbeat` (`ping`
/// equals true); a payload that nothing selects is unrouted.
enum SelectedRoute: RoutablePush {
    case note(String)
    case photo(String)

    static let keys = ["note", "photo"]
    static let selector = RouteSelector<Int>(
        discriminators: [PayloadPath(keys: ["type"])], routeKeys: keys, ignoredKeys: ["silent", "heartbeat"],
        lookup: StringLookup([("note", 0), ("photo", 1), ("silent", 2), ("quiet", 2)]),
        conditions: [
            (1, RouteCondition(present: [PayloadPath(keys: ["url"])])),
            (0, RouteCondition(present: [PayloadPath(keys: ["text"])])),
            (3, RouteCondition(equals: [(PayloadPath(keys: ["ping"]), .bool(true))])),
        ],
        unroutedIsIgnored: true)

    static func decode(_ payload: PayloadObject) throws(PushDecodingError) -> SelectedRoute {
        try PayloadEntries.withEntries(of: payload, decode(_:))
    }

    static func decode(json: Data) throws(PushDecodingError) -> SelectedRoute {
        try JSONReader().withEntries(of: json, decode(_:))
    }

    private static func decode(_ entries: PayloadEntries) throws(PushDecodingError) -> SelectedRoute {
        let index = try selector.select(entries).route()
        do throws(PushDecodingError) {
            return index == 0 ? .note(try string("text", entries)) : .photo(try string("url", entries))
        } catch {
            throw error.inRoute(keys[index])
        }
    }

    private static func string(_ key: String, _ entries: PayloadEntries) throws(PushDecodingError) -> String {
        try Decode.required(entries.value(forKey: key), at: PayloadPath(keys: [key])) {
            value throws(PushDecodingError) in try Decode.string(value)
        }
    }

    var destination: String {
        switch self {
        case .note: "Notes"
        case .photo: "Photos"
        }
    }

    var discriminatorValue: String {
        switch self {
        case .note: "note"
        case .photo: "photo"
        }
    }

    func encodedPayload() -> PayloadObject {
        switch self {
        case .note(let text): ["type": "note", "text": text]
        case .photo(let url): ["url": url]
        }
    }
}
