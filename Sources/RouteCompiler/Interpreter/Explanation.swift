import Foundation
@_spi(Generated) import PushRouting

/// The text and JSON `routegen explain` prints for a payload (docs/language.md §13.4).
public enum Explanation {
    /// One line saying the outcome and how the route was chosen (`routed: route "third" ->
    /// ThirdViewController, by the alias "ThirdViewController" at type`), then, for a routed
    /// payload, one line per param with its typed value.
    public static func text(_ interpretation: Interpretation) -> String {
        switch interpretation {
        case .routed(let push): text(push)
        case .ignored(let route, let choice):
            "ignored: route \(quoted(route.value)), \(phrase(choice, route)); nothing is delivered\n"
        case .unrouted:
            "unrouted: no route selects the payload and it has no discriminator value; nothing is delivered (unrouted: ignore)\n"
        case .unknown(let error): "unknown: \(error)\n"
        case .rejected(let error): "rejected: \(error)\n"
        }
    }

    /// `routed: route "third" -> ThirdViewController, by its value "third" at type` and one
    /// line per param.
    public static func text(_ push: DecodedPush) -> String {
        let route = push.route
        var lines = [
            "routed: route \(quoted(route.value)) -> \(route.destination?.value ?? ""), \(phrase(push.choice, route))"
        ]
        if let deprecation = route.deprecation {
            lines.append("  (deprecated\(deprecation.message.map { ": \($0)" } ?? ""))")
        }
        let width = (push.fields.map { $0.field.key.count }.max() ?? 0) + 1
        for field in push.fields {
            let name = (field.field.key + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            let type = field.field.isOptional ? field.field.type.spelledOptional : field.field.type.spelled
            var line = "  \(name) \(type) = \(field.value.map(describe) ?? "nil")"
            if field.isDefault { line += " (default)" }
            if !field.failures.isEmpty {
                // A lenient value: what failed to read (docs/language.md §13.5).
                line += " (lenient, not read: \(field.failures.map(\.description).joined(separator: "; ")))"
            }
            if !field.field.morePaths.isEmpty {
                // The path of `paths:` the value was read from, or all of them.
                let paths = field.field.paths.map { "'\($0)'" }.joined(separator: ", ")
                line += field.path.map { "  <- \($0) (of \(paths))" } ?? "  <- none of \(paths)"
            } else if field.field.hasExplicitPath {
                line += "  <- \(field.field.path)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `by its value "third" at type`, `by the alias 4 at type`, `by its when: room_id is
    /// present`, `as the fallback`.
    static func phrase(_ choice: RouteChoice, _ route: Route) -> String {
        switch choice {
        case .value(let value, let path): "by its value \(value) at \(path)"
        case .alias(let value, let path): "by the alias \(value) at \(path)"
        case .when: "by its when: \(route.selection.conditions?.summary ?? "")"
        case .fallback: "as the fallback"
        }
    }

    /// The payload as JSON (`--format json`): `accepted` (whether it is a success),
    /// `outcome`, `route`, `destination`, `selectedBy`, `values` (param key → value),
    /// `payload`, and for unknown and rejected payloads `path`, `reason` and `message`.
    /// `input` is the payload's JSON, re-encoded for outcomes other than routed (null when
    /// it is not a JSON object).
    public static func json(_ interpretation: Interpretation, input: Data) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("accepted", .bool(interpretation.isSuccess)), ("outcome", .string(interpretation.outcome)),
        ]
        let inputJSON = (try? JSONReader().object(from: input)).map(JSONValue.init(payloadValue:)) ?? .null
        switch interpretation {
        case .routed(let push):
            members += [
                ("route", .string(push.route.value)), ("destination", .string(push.route.destination?.value ?? "")),
                ("selectedBy", selectedBy(push.choice)), ("values", values(push.fields)),
                ("payload", JSONValue(payloadValue: push.encodedPayload())),
            ]
        case .ignored(let route, let choice):
            members += [
                ("route", .string(route.value)), ("destination", .null), ("selectedBy", selectedBy(choice)),
                ("values", .object([])), ("payload", inputJSON),
            ]
        case .unrouted:
            members += [
                ("route", .null), ("destination", .null), ("selectedBy", .null), ("values", .null),
                ("payload", inputJSON),
            ]
        case .unknown(let error), .rejected(let error):
            members += [
                ("route", error.route.map(JSONValue.string) ?? .null), ("destination", .null), ("selectedBy", .null),
                ("values", .null), ("payload", inputJSON), ("path", .string(error.path.description)),
                ("reason", .string(error.reason.description)), ("message", .string(error.description)),
            ]
        }
        return .object(members)
    }

    /// `{"value": "third"}`, `{"alias": 4}`, `{"when": true}`, `{"fallback": true}`.
    static func selectedBy(_ choice: RouteChoice) -> JSONValue {
        switch choice {
        case .value(let value, _): .object([("value", value.json)])
        case .alias(let value, _): .object([("alias", value.json)])
        case .when: .object([("when", .bool(true))])
        case .fallback: .object([("fallback", .bool(true))])
        }
    }

    /// Params or fields by their keys: nil as null.
    static func values(_ fields: [DecodedField]) -> JSONValue {
        .object(fields.map { ($0.field.key, $0.value.map(json) ?? .null) })
    }

    /// A typed value as JSON: a url as its text, a date as RFC 3339 in UTC with
    /// milliseconds, an enum value as its string, an object by its field keys, a map by its
    /// keys, a union as its member's value, `APS` as its dictionary (docs/language.md §13.4).
    static func json(_ value: DecodedValue) -> JSONValue {
        switch value {
        case .string(let s), .enumCase(let s): .string(s)
        case .int(let i): .int(i)
        case .double(let d): .number(JSONWriter.numberText(d))
        case .bool(let b): .bool(b)
        case .url(let u): .string(u.absoluteString)
        case .date(let d):
            RFC3339.string(from: d).map(JSONValue.string) ?? .number(JSONWriter.numberText(d.timeIntervalSince1970))
        case .array(let items): .array(items.map(json))
        case .map(let entries): .object(entries.map { ($0.key, json($0.value)) })
        case .object(_, let fields): values(fields)
        case .aps(let aps): JSONValue(payloadValue: Encode.object(aps))
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
        members("APS", zip(APS.memberKeys, aps.memberValues))
    }

    /// One member of Apple's dictionaries, as `describe(_:)` writes it.
    private static func describeMember(_ value: Any) -> String {
        switch value {
        case let text as String: quoted(text)
        case let items as [String]: strings(items)
        case let alert as APS.Alert:
            switch alert {
            case .string(let text): quoted(text)
            case .apsAlert(let a): members("APSAlert", zip(APSAlert.memberKeys, a.memberValues))
            }
        case let sound as APS.Sound:
            switch sound {
            case .string(let name): quoted(name)
            case .apsSound(let s): members("APSSound", zip(APSSound.memberKeys, s.memberValues))
            }
        case let level as APS.InterruptionLevel: quoted(level.rawValue)
        default: "\(value)"  // Int, Double, Bool
        }
    }

    private static func members(_ name: String, _ members: Zip2Sequence<[String], [Any?]>) -> String {
        name + "("
            + members.compactMap { key, value in value.map { "\(key): \(describeMember($0))" } }
            .joined(separator: ", ") + ")"
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
