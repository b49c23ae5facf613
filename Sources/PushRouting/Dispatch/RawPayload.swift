import Foundation

/// A push as it arrived, for observers and fallbacks: its payload dictionary, its JSON
/// bytes, or the link it is. Payload dictionaries are not `Sendable` in Swift's eyes; the
/// dispatcher never changes them, and neither should the code it hands them to.
public struct RawPayload: @unchecked Sendable {
    /// The payload dictionary, when the push arrived as one or its JSON parsed.
    public let object: PayloadObject?
    /// The JSON bytes, when the push arrived as JSON.
    public let json: Data?
    /// The link, when the push arrived as a URL (a universal link, a custom scheme).
    public let url: URL?

    /// A payload that arrived as a dictionary.
    public init(_ object: PayloadObject) {
        self.init(object: object, json: nil, url: nil)
    }

    /// A payload that arrived as JSON.
    public init(json: Data, object: PayloadObject?) {
        self.init(object: object, json: json, url: nil)
    }

    /// A push that arrived as a link.
    public init(url: URL) {
        self.init(object: nil, json: nil, url: url)
    }

    /// No payload: for a push that has none to show.
    public static let typed = RawPayload(object: nil, json: nil, url: nil)

    private init(object: PayloadObject?, json: Data?, url: URL?) {
        self.object = object
        self.json = json
        self.url = url
    }
}
