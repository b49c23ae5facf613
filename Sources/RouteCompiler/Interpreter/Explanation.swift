import Foundation
import PushRouting

/// The text `routegen explain` prints for a decoded push or a rejection.
public enum Explanation {
    /// `accepted: route "third" -> ThirdViewController` and one line per param.
    public static func text(_ push: DecodedPush) -> String {
        let route = push.route
        var lines = ["accepted: route \(quoted(route.value)) -> \(route.destination?.value ?? "")"]
        if let deprecation = route.deprecation {
            lines.append("  (deprecated\(deprecation.message.map { ": \($0)" } ?? ""))")
        }
        let width = (push.fields.map { $0.field.key.count }.max() ?? 0) + 1
        for field in push.fields {
            let name = (field.field.key + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            let type = field.field.isOptional ? field.field.type.spelledOptional : field.field.type.spelled
            var line = "  \(name) \(type) = \(field.value.map(describe) ?? "nil")"
            if field.isDefault { line += " (default)" }
            if field.field.hasExplicitPath { line += "  <- \(field.field.path)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `rejected: route "third": msg.name: the value is missing`.
    public static func text(_ error: PushDecodingError) -> String {
        "rejected: \(error)\n"
    }

    /// The result as JSON: `{"accepted": true, "route": …, "values": {…}}` or
    /// `{"accepted": false, "route": …, "path": …, "reason": …}`.
    public static func json(_ result: Result<DecodedPush, PushDecodingError>, discriminator: [String]) -> JSONValue {
        switch result {
        case .success(let push):
            let payload = push.encodedPayload(discriminator: discriminator)
            return .object([
                ("accepted", .bool(true)),
                ("route", .string(push.route.value)),
                ("destination", .string(push.route.destination?.value ?? "")),
                ("payload", JSONValue(payloadValue: payload)),
            ])
        case .failure(let error):
            return .object([
                ("accepted", .bool(false)),
                ("route", error.route.map(JSONValue.string) ?? .null),
                ("path", .string(error.path.description)),
                ("reason", .string(error.reason.description)),
                ("message", .string(error.description)),
            ])
        }
    }

    static func describe(_ value: DecodedValue) -> String {
        switch value {
        case .string(let s): quoted(s)
        case .int(let i): String(i)
        case .double(let d): d.description
        case .bool(let b): b ? "true" : "false"
        case .url(let u): "<\(u.absoluteString)>"
        case .date(let d): RFC3339.string(from: d) ?? "\(d.timeIntervalSince1970) s"
        case .enumCase(let s): quoted(s)
        case .array(let items): "[" + items.map(describe).joined(separator: ", ") + "]"
        case .map(let entries):
            "{" + entries.map { "\(quoted($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "}"
        case .object(let name, let fields):
            name + "(" + fields.map { "\($0.field.key): \($0.value.map(describe) ?? "nil")" }.joined(separator: ", ")
                + ")"
        case .aps(let aps): describe(aps)
        }
    }

    /// `APS(alert: APSAlert(title: "Hi", body: "Hello"), badge: 3)`: the members that have a
    /// value, by their keys in the payload (docs/language.md §13.3).
    static func describe(_ aps: APS) -> String {
        let alert = aps.alert.map { alert in
            switch alert {
            case .string(let text): quoted(text)
            case .apsAlert(let a):
                members(
                    "APSAlert",
                    [
                        ("title", a.title.map(quoted)), ("subtitle", a.subtitle.map(quoted)),
                        ("body", a.body.map(quoted)), ("launch-image", a.launchImage.map(quoted)),
                        ("title-loc-key", a.titleLocKey.map(quoted)), ("title-loc-args", a.titleLocArgs.map(strings)),
                        ("subtitle-loc-key", a.subtitleLocKey.map(quoted)),
                        ("subtitle-loc-args", a.subtitleLocArgs.map(strings)), ("loc-key", a.locKey.map(quoted)),
                        ("loc-args", a.locArgs.map(strings)),
                    ])
            }
        }
        let sound = aps.sound.map { sound in
            switch sound {
            case .string(let name): quoted(name)
            case .apsSound(let s):
                members(
                    "APSSound",
                    [
                        ("critical", s.critical.map { "\($0)" }), ("name", s.name.map(quoted)),
                        ("volume", s.volume.map(\.description)),
                    ])
            }
        }
        return members(
            "APS",
            [
                ("alert", alert), ("badge", aps.badge.map(String.init)), ("sound", sound),
                ("thread-id", aps.threadID.map(quoted)), ("category", aps.category.map(quoted)),
                ("content-available", aps.contentAvailable.map { "\($0)" }),
                ("mutable-content", aps.mutableContent.map { "\($0)" }),
                ("target-content-id", aps.targetContentID.map(quoted)),
                ("interruption-level", aps.interruptionLevel.map { quoted($0.rawValue) }),
                ("relevance-score", aps.relevanceScore.map(\.description)),
                ("filter-criteria", aps.filterCriteria.map(quoted)), ("timestamp", aps.timestamp.map(String.init)),
                ("stale-date", aps.staleDate.map(String.init)), ("dismissal-date", aps.dismissalDate.map(String.init)),
                ("event", aps.event.map(quoted)), ("attributes-type", aps.attributesType.map(quoted)),
            ])
    }

    private static func members(_ name: String, _ members: [(String, String?)]) -> String {
        name + "(" + members.compactMap { key, value in value.map { "\(key): \($0)" } }.joined(separator: ", ") + ")"
    }

    private static func strings(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }
}

extension JSONValue {
    /// A payload value as JSON (object keys sorted, as the runtime's writer sorts them).
    public init(payloadValue value: Any) {
        switch RawValue.classify(value) {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .int(i)
        case .number(let d): self = .number(d.description)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONValue.init(payloadValue:)))
        case .object(let object):
            let members = object.compactMap { key, value in (key.base as? String).map { ($0, value) } }
                .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            self = .object(members.map { ($0.0, JSONValue(payloadValue: $0.1)) })
        case .other: self = .null
        }
    }
}
