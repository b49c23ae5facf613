@_spi(Generated) import PushRouting

/// What a diagnostic is about, as a value: phases pass subjects to the factories of their
/// `*Diagnostics.swift` file, never text, and a subject renders itself by the quoting rule
/// of docs/diagnostics.md: the table's strings (route keys, param keys, enum values) in
/// double quotes, Swift names (named types, destinations) in single quotes.
///
/// | subject | rendered |
/// |---|---|
/// | `.route("second")` | `route "second"` |
/// | `.alias("legacy", route: "second")` | `alias "legacy" of route "second"` |
/// | `.routeName("%%", route: "second")` | `name "%%" of route "second"` |
/// | `.param("id", route: "second")` | `param "id" of route "second"` |
/// | `.type("Sender")` | `type 'Sender'` |
/// | `.field("name", type: "Sender")` | `field "name" of type 'Sender'` |
/// | `.destination("Chat")` | `destination 'Chat'` |
/// | `.inlineEnum(of: .param("level", route: "r"))` | `the enum of param "level"` |
/// | `.nestedEnum("status", in: "RPush")` | `the enum of "status"` |
/// | `.enumValue("happy-go", of: .type("Mood"))` | `value "happy-go" of enum type 'Mood'` |
/// | `.items(of: .param("tags", route: "r"))` | `the items of param "tags" of route "r"` |
/// | `.generatedProtocol("ChatDestination", destination: "Chat")` | `the protocol 'ChatDestination' generated for destination 'Chat'` |
/// | `.generatedStruct("SecondPush", route: "second")` | `the struct 'SecondPush' generated for route "second"` |
/// | `.routesFile`, `.acknowledgementsFile`, `.acknowledgement` | `the routes file`, … |
/// | `"path"` (`.key("path")`) | `path` |
/// | `.keyOf("items", .param("tags", route: "r"))` | `items of param "tags" of route "r"` |
/// | `.typeOf(.param("id", route: "r"))` | `the type of param "id" of route "r"` |
/// | `.entryKey(.route)` | `the route key` (`the param key`, `the field key`, `the type name`) |
/// | `.element(.alias)` | `the alias` (`the included path`, `the enum value`) |
/// | `.eachKey(of: "path")`, `.eachValue(of: "enum")` | `each key of path`, `each value of enum` |
/// | `.elementStep(of: "path")` | `an element step of path` |
indirect enum DiagnosticSubject: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    // MARK: Things of the table

    /// A route, by its key (its discriminator value).
    case route(String)
    /// An alias of a route.
    case alias(String, route: String)
    /// The text a route's `name:` gives, from which its Swift name is derived.
    case routeName(String, route: String)
    /// A param of a route, by its key.
    case param(String, route: String)
    /// A named type (object or enum).
    case type(String)
    /// A field of an object type, by its key.
    case field(String, type: String)
    /// A destination: the Swift type a route opens.
    case destination(String)
    /// The string enum an `enum:` constraint declares for a param or field (or its items).
    case inlineEnum(of: DiagnosticSubject)
    /// The same enum as the Swift type nested in the struct generated for the param's route
    /// (or in the field's type), named by the key.
    case nestedEnum(String, in: String)
    /// A value of a named enum type (`.type`) or of an inline enum (`.inlineEnum`).
    case enumValue(String, of: DiagnosticSubject)
    /// The elements of an array-typed param or field (or of its items).
    case items(of: DiagnosticSubject)

    // MARK: Generated Swift

    /// The protocol generated for a destination.
    case generatedProtocol(String, destination: String)
    /// The payload struct generated for a route.
    case generatedStruct(String, route: String)

    // MARK: Places in a file

    /// The root mapping of a routes file.
    case routesFile
    /// The root mapping of an acknowledgements file.
    case acknowledgementsFile
    /// An entry of an acknowledgements file.
    case acknowledgement
    /// The value of a key of the language, named by the key (`path`, `discriminator`,
    /// `aliases`). A string literal is a key: `what: "path"`.
    case key(String)
    /// The value of a key of something else: `items of param "tags" of route "r"`.
    case keyOf(String, DiagnosticSubject)
    /// The type of a short-form param or field (`id: 12`).
    case typeOf(DiagnosticSubject)
    /// The key of an entry of `routes:`, `params:`, `fields:` or `types:`.
    case entryKey(EntryKind)
    /// An element of a list of the language that has a name of its own.
    case element(ListElement)
    /// Each key of a key path written as a list (`path: [msg, 3]`).
    case eachKey(of: DiagnosticSubject)
    /// Each value of an `enum:` list.
    case eachValue(of: DiagnosticSubject)
    /// An element step of a list-form key path (`{at: 0}` in `path: [items, {at: 0}]`).
    case elementStep(of: DiagnosticSubject)

    /// A key of the language: `what: "path"` is `.key("path")`.
    init(stringLiteral key: String) { self = .key(key) }

    /// The subject as messages name it: its noun, its name quoted by the rule, and what it
    /// belongs to (`param "id" of route "second"`).
    var description: String {
        switch self {
        case .route, .alias, .routeName, .param, .type, .field, .destination:
            nounAndName + (owner.map { " of \($0)" } ?? "")
        case .inlineEnum(let member): "the enum of \(member.nounAndName)"
        case .nestedEnum(let key, _): "the enum of \(quoted(key))"
        case .enumValue(let value, let owner):
            if case .type = owner {
                "value \(quoted(value)) of enum \(owner)"
            } else {
                "value \(quoted(value)) of \(owner)"
            }
        case .items(let array): "the items of \(array)"
        case .generatedProtocol(let name, let destination):
            "the protocol \(swiftName(name)) generated for \(DiagnosticSubject.destination(destination))"
        case .generatedStruct(let name, let route):
            "the struct \(swiftName(name)) generated for \(DiagnosticSubject.route(route))"
        case .routesFile: "the routes file"
        case .acknowledgementsFile: "the acknowledgements file"
        case .acknowledgement: "the acknowledgement"
        case .key(let key): key
        case .keyOf(let key, let owner): "\(key) of \(owner)"
        case .typeOf(let subject): "the type of \(subject)"
        case .entryKey(let kind): kind.keyDescription
        case .element(let element): element.description
        case .eachKey(let list): "each key of \(list)"
        case .eachValue(let list): "each value of \(list)"
        case .elementStep(let path): "an element step of \(path)"
        }
    }

    /// A param or field named by its key and what holds it, without its noun
    /// (`"id" of route "second"`); other subjects as `description`.
    var keyAndOwner: String {
        switch self {
        case .param, .field: "\(quotedName) of \(owner!)"
        case .items(let array): "the items of \(array.keyAndOwner)"
        default: description
        }
    }

    /// The noun and the quoted name, without what the subject belongs to
    /// (`param "id"`); subjects without a name as `description`.
    var nounAndName: String {
        switch self {
        case .route, .alias, .routeName, .param, .type, .field, .destination: "\(noun) \(quotedName)"
        default: description
        }
    }

    /// The name, quoted by what it is: `"second"` for a route, `'Sender'` for a type.
    var quotedName: String {
        switch self {
        case .route(let text), .alias(let text, _), .routeName(let text, _), .param(let text, _),
            .field(let text, _), .enumValue(let text, _):
            quoted(text)
        case .type(let name), .destination(let name), .generatedProtocol(let name, _), .generatedStruct(let name, _):
            swiftName(name)
        default: description
        }
    }

    /// What the thing is called: `route`, `param`, `type`, ….
    var noun: String {
        switch self {
        case .route: "route"
        case .alias: "alias"
        case .routeName: "name"
        case .param: "param"
        case .type: "type"
        case .field: "field"
        case .destination: "destination"
        case .enumValue: "value"
        default: description
        }
    }

    /// What the thing belongs to: the route of a param or alias, the type of a field.
    var owner: DiagnosticSubject? {
        switch self {
        case .alias(_, let route), .routeName(_, let route), .param(_, let route): .route(route)
        case .field(_, let type): .type(type)
        case .enumValue(_, let owner): owner
        default: nil
        }
    }

    /// The text as the table writes it: the key of a route, param or field, an alias, an
    /// enum value, the name of a type or destination.
    var text: String? {
        switch self {
        case .route(let text), .alias(let text, _), .routeName(let text, _), .param(let text, _),
            .field(let text, _), .enumValue(let text, _), .type(let text), .destination(let text):
            text
        default: nil
        }
    }

    /// The param `key` of this route, the field `key` of this type.
    func member(_ key: String) -> DiagnosticSubject {
        .entry(EntryKind.members(of: self), key, of: self)
    }

    /// An entry named `key` of the kind `kind` in `owner` (the route of a param, the type of
    /// a field; nil for routes and types).
    static func entry(_ kind: EntryKind, _ key: String, of owner: DiagnosticSubject?) -> DiagnosticSubject {
        switch (kind, owner) {
        case (.route, _): .route(key)
        case (.type, _): .type(key)
        case (.param, .route(let route)?): .param(key, route: route)
        case (.field, .type(let type)?): .field(key, type: type)
        case (.param, _), (.field, _): preconditionFailure("a param belongs to a route, a field to a type")
        }
    }
}

/// The named entries of the language: routes, their params, named types and their fields.
enum EntryKind: Sendable, Hashable {
    case route, param, type, field

    /// `route`, `param`, `type`, `field`.
    var noun: String {
        switch self {
        case .route: "route"
        case .param: "param"
        case .type: "type"
        case .field: "field"
        }
    }

    /// The key that holds the entries: `routes`, `params`, `types`, `fields`.
    var listKey: String { noun + "s" }

    /// How messages name an entry's key: `the route key`, …, `the type name`.
    var keyDescription: String { self == .type ? "the type name" : "the \(noun) key" }

    /// What entries of this kind belong to: params to a route, fields to a type.
    static func members(of owner: DiagnosticSubject) -> EntryKind {
        if case .type = owner { .field } else { .param }
    }
}

/// Elements of lists of the language that messages name by a noun of their own.
enum ListElement: Sendable, Hashable, CustomStringConvertible {
    /// An entry of `aliases:`.
    case alias
    /// An entry of `include:`.
    case includedPath
    /// An entry of `enum:`.
    case enumValue
    /// An entry of `discriminators:`.
    case discriminator
    /// An entry of `paths:`.
    case path
    /// An entry of `jsonStrings:`.
    case jsonString
    /// An entry of `links: carried:`.
    case carriedLink

    var description: String {
        switch self {
        case .discriminator: "the discriminator"
        case .path: "the path"
        case .jsonString: "the jsonStrings path"
        case .carriedLink: "the carried link's path"
        case .alias: "the alias"
        case .includedPath: "the included path"
        case .enumValue: "the enum value"
        }
    }
}

/// A string of the table in double quotes, with `"`, `\` and control characters escaped:
/// route keys, aliases, param and field keys, enum values, values (docs/diagnostics.md).
func quoted(_ s: String) -> String {
    Violation.quoted(s)
}

/// A value quoted for a message about it: like `quoted`, shortened to its first 60
/// characters (with "…") when it is longer.
func quotedValue(_ s: String) -> String {
    let scalars = s.unicodeScalars
    guard scalars.count > 60 else { return quoted(s) }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(57))
    return quoted(String(short)) + "…"
}

/// A Swift name in single quotes, with `'`, `\` and control characters escaped: named
/// types, destinations, generated types (docs/diagnostics.md).
func swiftName(_ name: String) -> String {
    Violation.quoted(name, delimiter: "'")
}

/// A word of the language or of YAML as the file writes it (or should write it), in single
/// quotes and escaped like `swiftName`: a key (`unknown key 'destinaton'`), a key path, a type
/// as written, a tag (docs/diagnostics.md).
func written(_ text: String) -> String {
    Violation.quoted(text, delimiter: "'")
}

/// A key path in single quotes, as messages write it (`'msg.name'`, `'msg["a.b"]'`; a
/// control character in a key is escaped with the message, `Diagnostic.singleLine`).
func written(_ path: PayloadKeyPath) -> String {
    "'\(path.description)'"
}
