/// Why a push payload could not be decoded: which route, where in the payload, and why.
///
/// Decoding never traps; every problem with a payload is one of these.
public struct PushDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The discriminator value of the route being decoded; nil when the problem is with
    /// the payload itself or its discriminator.
    public var route: String?
    /// Where the problem is, from the payload's root (`msg.items[2].name`).
    public var path: PayloadPath
    /// What is wrong.
    public var reason: Reason
    /// Whether the route's values did not read and the table ignores that (`invalid:
    /// ignore`, docs/language.md §13.1): not a failure; the dispatcher reports the push
    /// `.invalid`, with this error, to observers only. Set by generated decoders (through
    /// the runtime), never by an app.
    public package(set) var invalidIsIgnored = false

    /// Creates an error.
    public init(route: String? = nil, path: PayloadPath = PayloadPath(), reason: Reason) {
        self.route = route
        self.path = path
        self.reason = reason
    }

    /// What is wrong with a value.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// JSON bytes that do not parse (with the parser's message).
        case invalidJSON(String)
        /// The payload is not a dictionary.
        case payloadNotAnObject
        /// The discriminator is absent or null.
        case missingDiscriminator
        /// The discriminator names no route or alias, and no `when` route or fallback takes the
        /// push (the value is carried).
        case unknownRoute(String)
        /// No link pattern of the table matches the URL (its text is carried); the dispatcher
        /// hands it to its unknown-route handlers, as an unknown route (docs/language.md §14.5).
        case unknownLink(String)
        /// Nothing in the payload selects a route, and the table has no discriminator to be
        /// missing (`discriminators: []`); the error is at the payload's root.
        case noRoute
        /// The push selects a route the table ignores (`ignore: true`, its key is carried).
        /// Not a failure: the dispatcher reports it `.ignored` and delivers nothing.
        case ignored(String)
        /// Nothing in the payload selects a route, and the table ignores such pushes
        /// (`unrouted: ignore`). Not a failure: the dispatcher reports it `.unrouted`.
        case unrouted
        /// A required value is absent.
        case missing
        /// A required value is present as null (`NSNull`, or a nil optional wrapped in `Any`).
        case null
        /// A value of the wrong JSON type: what was expected and what was found.
        case wrongType(expected: String, found: String)
        /// A number with a fraction where an int belongs.
        case notAnInteger(String)
        /// An integer outside the 64-bit range.
        case outOfRange(String)
        /// A string that `coerce: strings` could not read as a number or boolean.
        case notCoercible(expected: String, text: String)
        /// A string that is not an absolute RFC 3986 URI.
        case invalidURL(String)
        /// A string that is not an RFC 3986 URI reference, where relative ones are accepted
        /// (`relative: true`), or is empty.
        case invalidURIReference(String)
        /// A string at a `jsonStrings` path that is not valid JSON (with the reader's message:
        /// what is wrong, at which line and column of the string's document).
        case invalidJSONString(String)
        /// A string at a `jsonStrings` path whose JSON is not an object (what it is).
        case jsonStringNotAnObject(found: String)
        /// A string that is not an RFC 3339 date-time.
        case invalidDate(String)
        /// A string that is not one of the enum's values.
        case notInEnum(String, allowed: [String])
        /// A null element in an array (or a null value in a map).
        case nullElement
        /// Two keys of a map that differ in code points but are the same Swift `String`
        /// (canonically equivalent Unicode): the earlier and the later key.
        case equivalentKeys(String, String)
        /// Objects of a recursive type nested deeper than the limit (`Nesting.limit`).
        case nestedTooDeep(limit: Int)
        /// A constraint the value breaks.
        case constraint(Violation)

        /// The reason as a sentence fragment.
        public var description: String {
            switch self {
            case .invalidJSON(let message): "the payload is not valid JSON: \(message)"
            case .payloadNotAnObject: "the payload is not a JSON object"
            case .missingDiscriminator: "the discriminator is missing"
            case .unknownRoute(let value): "no route or alias is named \(Violation.quoted(value))"
            case .unknownLink(let url): "no link pattern matches \(Violation.quoted(url))"
            case .noRoute: "nothing in the payload selects a route"
            case .ignored(let key): "the push selects route \(Violation.quoted(key)), which the table ignores"
            case .unrouted: "nothing in the payload selects a route, and the table ignores such pushes"
            case .missing: "the value is missing"
            case .null: "the value is null"
            case .wrongType(let expected, let found): "expected \(expected), found \(found)"
            case .notAnInteger(let text): "expected an int, found \(text), which has a fraction"
            case .outOfRange(let text): "\(text) is outside the range of a 64-bit int"
            case .notCoercible(let expected, let text):
                "expected \(expected), found the string \(Violation.quoted(text)), which is not the text of \(expected)"
            case .invalidURL(let text): "\(Violation.quoted(text)) is not an absolute URI"
            case .invalidURIReference(let text): "\(Violation.quoted(text)) is not a URI reference"
            case .invalidJSONString(let message): "the string is not valid JSON: \(message)"
            case .jsonStringNotAnObject(let found): "the string holds JSON that is not an object: \(found)"
            case .invalidDate(let text): "\(Violation.quoted(text)) is not an RFC 3339 date-time"
            case .notInEnum(let value, let allowed):
                "\(Violation.quoted(value)) \(Violation.notInEnum(allowed))"
            case .nullElement: "the element is null"
            case .equivalentKeys(let earlier, let later):
                "the keys \(Violation.quoted(earlier)) and \(Violation.quoted(later)) are the same Swift string (canonically equivalent); a map holds only one of them"
            case .nestedTooDeep(let limit): "objects nest deeper than \(limit) levels"
            case .constraint(let violation): "the value \(violation)"
            }
        }
    }

    /// Whether this error is a failure: false for a push the table deliberately ignores
    /// (`.ignored`, `.unrouted`, and a route whose values do not read under `invalid:
    /// ignore`: `invalidIsIgnored`), which generated decoders throw since they must return a
    /// route or throw; true for every other error.
    public var isFailure: Bool {
        if invalidIsIgnored { return false }
        switch reason {
        case .ignored, .unrouted: return false
        default: return true
        }
    }

    /// This error with `prefix` put before its path: how an error from inside a nested
    /// value gets its full path.
    @_spi(Generated)
    public func under(_ prefix: PayloadPath) -> PushDecodingError {
        var copy = self
        copy.path = PayloadPath(prefix.components + path.components)
        return copy
    }

    /// This error with `component` put before its path.
    @_spi(Generated)
    public func under(_ component: PayloadPath.Component) -> PushDecodingError {
        var copy = self
        copy.path.components.insert(component, at: 0)
        return copy
    }

    /// This error attributed to the route with discriminator value `route`.
    @_spi(Generated)
    public func inRoute(_ route: String) -> PushDecodingError {
        var copy = self
        copy.route = route
        return copy
    }

    /// `route "second": msg.name: expected a string, found a number`.
    public var description: String {
        var parts: [String] = []
        if let route { parts.append("route \(Violation.quoted(route))") }
        if !path.components.isEmpty { parts.append(path.description) }
        parts.append(reason.description)
        return parts.joined(separator: ": ")
    }
}
