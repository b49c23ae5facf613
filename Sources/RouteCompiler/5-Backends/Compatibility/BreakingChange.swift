/// One breaking change: the error `routegen breaking` reports, and what it is about, by
/// which an acknowledgement names it (see `Acknowledgements`).
package struct BreakingChange: Sendable, Hashable {
    /// The error, with its code (`removed-route`, …) and position.
    package var diagnostic: Diagnostic
    /// What changed: the route, param, type, field, enum value or constraint.
    package var subject: ChangeSubject

    /// The change's code.
    package var code: DiagnosticCode { diagnostic.code }
}

/// What a breaking change is about, as the keys of an acknowledgement entry name it:
/// `route` (a route key) with `param`, or `type` (a named type) with `field`; `alias` for
/// a removed alias; `value` for a removed or rejected enum value; `constraint` for a
/// tightened constraint (`maxLength`); `discriminator` for a discriminator dropped from
/// `discriminators` (its path as messages write it); `link` (with `route`) for a removed or
/// narrowed link pattern, `host` or `scheme` for an origin the table's links no longer answer. A change of the discriminator's path
/// or order, or of `unrouted`, has no subject.
package struct ChangeSubject: Sendable, Hashable {
    /// The route key.
    package var route: String?
    /// The alias.
    package var alias: String?
    /// The param key (with `route`).
    package var param: String?
    /// The named type.
    package var type: String?
    /// The field key (with `type`).
    package var field: String?
    /// The enum value.
    package var value: String?
    /// The constraint keyword (`maxLength`).
    package var constraint: String?
    /// A discriminator's path (`meta.kind`).
    package var discriminator: String?
    /// A link pattern as the old table writes it (with `route`).
    package var link: String?
    /// An https host of the table's links.
    package var host: String?
    /// A custom scheme of the table's links.
    package var scheme: String?

    /// Creates a subject.
    package init(
        route: String? = nil, alias: String? = nil, param: String? = nil, type: String? = nil, field: String? = nil,
        value: String? = nil, constraint: String? = nil, discriminator: String? = nil, link: String? = nil,
        host: String? = nil, scheme: String? = nil
    ) {
        self.route = route
        self.alias = alias
        self.param = param
        self.type = type
        self.field = field
        self.value = value
        self.constraint = constraint
        self.discriminator = discriminator
        self.link = link
        self.host = host
        self.scheme = scheme
    }

    /// The keys an acknowledgement may use to name a subject, in the order they are written.
    package static let keys = [
        "route", "alias", "param", "type", "field", "value", "constraint", "discriminator", "link", "host", "scheme",
    ]

    /// The subject's keys and values, in the order of `keys`.
    package var entries: [(key: String, value: String)] {
        let all: [(String, String?)] = [
            ("route", route), ("alias", alias), ("param", param), ("type", type), ("field", field), ("value", value),
            ("constraint", constraint), ("discriminator", discriminator), ("link", link), ("host", host),
            ("scheme", scheme),
        ]
        return all.compactMap { key, value in value.map { (key, $0) } }
    }

    /// The subject with `key` set to `value` (a key of `keys`).
    func with(_ key: String, _ value: String) -> ChangeSubject {
        var subject = self
        switch key {
        case "route": subject.route = value
        case "alias": subject.alias = value
        case "param": subject.param = value
        case "type": subject.type = value
        case "field": subject.field = value
        case "value": subject.value = value
        case "constraint": subject.constraint = value
        case "link": subject.link = value
        case "host": subject.host = value
        case "scheme": subject.scheme = value
        default: subject.discriminator = value
        }
        return subject
    }

    /// Whether two subjects are the same, strings compared code point by code point.
    func matches(_ other: ChangeSubject) -> Bool { identity == other.identity }

    /// What makes two subjects the same: their keys and values as code points.
    var identity: [[UInt32]] {
        entries.flatMap { [$0.key.unicodeScalars.map(\.value), $0.value.unicodeScalars.map(\.value)] }
    }
}
