/// The part of a link a value came from: where a `PushDecodingError` of a link is
/// (`PayloadPath.Component.link`, docs/language.md §14.4).
public enum LinkPart: Sendable, Hashable, CustomStringConvertible {
    /// A path segment, by its 0-based position (`/orders/12`: `12` is segment 1).
    case segment(Int)
    /// Every item of the query with this name.
    case queryItem(String)
    /// The fragment.
    case fragment

    /// `segment 1`, `query item q`, `fragment`.
    public var description: String {
        switch self {
        case .segment(let index): "segment \(index)"
        case .queryItem(let name): "query item \(name)"
        case .fragment: "fragment"
        }
    }
}
