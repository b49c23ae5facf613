import Foundation
@_spi(Generated) import PushRouting

/// The text and JSON `routegen explain` prints for a payload (docs/language.md §10.1).
package enum Explanation {
    /// One line saying the outcome and how the route was chosen (`routed: route "third" ->
    /// ThirdViewController, by the alias "ThirdViewController" at type`), then, for a routed
    /// payload, one line per param with its typed value.
    package static func text(_ interpretation: Interpretation) -> String {
        let tried = triedLines(interpretation.tried)
        switch interpretation {
        case .routed(let push): return text(push)
        case .ignored(let route, let choice, _):
            return "ignored: route \(quoted(route.value)), \(phrase(choice, route)); nothing is delivered\n" + tried
        case .unrouted:
            return
                "unrouted: no route selects the payload and it has no discriminator value; nothing is delivered (unrouted: ignore)\n"
        case .unknown(let error): return "unknown: \(error)\n"
        case .rejected(let error, _, let failed):
            // `invalid: next` with nothing after it to try fails as `error` does: say so.
            let nothingNext =
                failed.last?.rule == .next
                ? "  no route after it selects the payload: invalid: next fails the push, as invalid: error does\n" : ""
            return "rejected: \(error)\n" + tried + nothingNext
        case .invalid(let error, _, _):
            // Two ways of dropping a push: this one reports a payload that breaks the table.
            return
                "invalid: \(error); the push is dropped (invalid: ignore): nothing is delivered, and observers get .invalid with this error, not .ignored as for an ignore: true route\n"
                + tried
        }
    }

    /// One line per route whose values did not read (`invalid:`, docs/language.md §13.1):
    /// `  tried route "order", by its value "order" at type: order.id: expected an int, found
    /// a string (invalid: next)`.
    static func triedLines(_ tried: [FailedCandidate]) -> String {
        tried.map { failed in
            var error = failed.error
            error.route = nil
            return
                "  tried route \(quoted(failed.route.value)), \(phrase(failed.choice, failed.route)): \(error) (invalid: \(failed.rule.rawValue))\n"
        }.joined()
    }

    /// `routed: route "third" -> ThirdViewController, by its value "third" at type` and one
    /// line per param.
    package static func text(_ push: DecodedPush) -> String {
        let route = push.route
        var lines = [
            "routed: route \(quoted(route.value)) -> \(route.destination?.value ?? ""), \(phrase(push.choice, route))"
        ]
        if let deprecation = route.deprecation {
            lines.append("  (deprecated\(deprecation.message.map { ": \($0)" } ?? ""))")
        }
        if !push.passedOver.isEmpty { lines.append(String(triedLines(push.passedOver).dropLast())) }
        let width = (push.fields.map { $0.field.key.count }.max() ?? 0) + 1
        for field in push.fields {
            let name = (field.field.key + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            let type = field.field.isOptional ? field.field.type.spelledOptional : field.field.type.spelled
            var line = "  \(name) \(type) = \(field.value.map(describe) ?? "nil")"
            if field.isDefault { line += " (default)" }
            if !field.failures.isEmpty {
                // A lenient value: what failed to read (docs/language.md §5.4).
                line += " (lenient, not read: \(field.failures.map(\.description).joined(separator: "; ")))"
            }
            if !field.skipped.isEmpty {
                // Places whose options did not count what they held (docs/language.md §5.2).
                line += " (skipped: \(field.skipped.map(\.description).joined(separator: "; ")))"
            }
            let source = field.field.source
            // The elements element steps chose, as indices (docs/language.md §5.1), where
            // the path does not say them already.
            let found = field.foundAt.map { " at \($0)" } ?? ""
            let foundText = field.path.map { found == " at \($0)" ? "" : found } ?? found
            if let part = field.linkPart {
                // From a link: the part it came from (docs/language.md §14.3), in the link
                // the payload carries at its place (§14.7).
                line += "  <- " + (field.linkPlace.map { "\($0): " } ?? "") + part.description
            } else if case .link = push.choice {
                // A link gives no other value: the rest are defaults or nil.
            } else if case .rest = source.origins[0] {
                line += "  <- the other keys"
            } else if source.hasAlternatives {
                // The path of `paths:` the value was read from, or all of them.
                let paths = source.places.map(quotedPlace).joined(separator: ", ")
                line += field.path.map { "  <- \($0)\(foundText) (of \(paths))" } ?? "  <- none of \(paths)"
            } else if source.isWritten {
                line += "  <- \(source.places[0])\(foundText)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'aps.alert' (is: string)`: a place of `paths:`, its options after it.
    private static func quotedPlace(_ place: Place) -> String {
        let described = place.description
        let path = place.path.description
        return "'\(path)'" + described.dropFirst(path.count)
    }

    /// `by its value "third" at type`, `by the alias 4 at type`, `by its when: room_id is
    /// present`, `as the fallback`.
    static func phrase(_ choice: RouteChoice, _ route: CheckedRoute) -> String {
        switch choice {
        case .value(let value, let path): "by its value \(value) at \(path)"
        case .alias(let value, let path): "by the alias \(value) at \(path)"
        case .when: "by its when: \(route.selection.conditions?.summary ?? "")"
        case .fallback: "as the fallback"
        case .link(let pattern): "by its link pattern \(written(pattern))"
        case .carriedLink(let pattern, let path): "by the link at \(path), pattern \(written(pattern))"
        }
    }

    /// The payload as JSON (`--format json`): `accepted` (whether it is a success),
    /// `outcome`, `route`, `destination`, `selectedBy`, `values` (param key → value),
    /// `payload`, for unknown, rejected and invalid payloads `path`, `reason` and `message`,
    /// for a payload that went past a route with `invalid: next`, `tried`, and for a routed
    /// payload with values read through element steps, `elements` (param key → where the
    /// value was found, `tags[2][1]`).
    /// `input` is the payload's JSON, re-encoded for outcomes other than routed (null when
    /// it is not a JSON object).
    package static func json(_ interpretation: Interpretation, input: Data) -> JSONDocument {
        var members: [(String, JSONDocument)] = [
            ("accepted", .bool(interpretation.isSuccess)), ("outcome", .string(interpretation.outcome)),
        ]
        let inputJSON = (try? JSONReader().object(from: input)).map(JSONDocument.init(payloadValue:)) ?? .null
        switch interpretation {
        case .routed(let push):
            members += [
                ("route", .string(push.route.value)), ("destination", .string(push.route.destination?.value ?? "")),
                ("selectedBy", selectedBy(push.choice)), ("values", values(push.fields)),
                ("payload", JSONDocument(payloadValue: push.encodedPayload())),
            ]
            let found = push.fields.compactMap { field in field.foundAt.map { (field.field.key, $0) } }
            if !found.isEmpty {
                members.append(("elements", .object(found.map { ($0.0, .string($0.1.description)) })))
            }
        case .ignored(let route, let choice, _):
            members += [
                ("route", .string(route.value)), ("destination", .null), ("selectedBy", selectedBy(choice)),
                ("values", .object([])), ("payload", inputJSON),
            ]
        case .unrouted:
            members += [
                ("route", .null), ("destination", .null), ("selectedBy", .null), ("values", .null),
                ("payload", inputJSON),
            ]
        case .unknown(let error), .rejected(let error, _, _), .invalid(let error, _, _):
            // A rejected payload whose route was chosen says how (its values did not read).
            members += [
                ("route", error.route.map(JSONDocument.string) ?? .null), ("destination", .null),
                ("selectedBy", interpretation.choice.map(selectedBy) ?? .null), ("values", .null),
                ("payload", inputJSON), ("path", .string(error.path.description)),
                ("reason", .string(error.reason.description)), ("message", .string(error.description)),
            ]
        }
        // Only a payload that went past `invalid: next` lists the routes tried, so that the
        // JSON of every other payload keeps its keys (docs/language.md §10.1).
        let tried = interpretation.tried
        if !tried.isEmpty {
            members.append(
                (
                    "tried",
                    .array(
                        tried.map { failed in
                            .object([
                                ("route", .string(failed.route.value)), ("selectedBy", selectedBy(failed.choice)),
                                ("path", .string(failed.error.path.description)),
                                ("reason", .string(failed.error.reason.description)),
                                ("message", .string(failed.error.description)),
                                ("invalid", .string(failed.rule.rawValue)),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    /// `{"value": "third"}`, `{"alias": 4}`, `{"when": true}`, `{"fallback": true}`,
    /// `{"link": "/orders/{id}"}`, `{"carriedLink": {"path": "url", "pattern": "/movie/{id}"}}`.
    static func selectedBy(_ choice: RouteChoice) -> JSONDocument {
        switch choice {
        case .value(let value, _): .object([("value", value.json)])
        case .alias(let value, _): .object([("alias", value.json)])
        case .when: .object([("when", .bool(true))])
        case .fallback: .object([("fallback", .bool(true))])
        case .link(let pattern): .object([("link", .string(pattern))])
        case .carriedLink(let pattern, let path):
            .object([
                ("carriedLink", .object([("path", .string(path.description)), ("pattern", .string(pattern))]))
            ])
        }
    }

    /// Params or fields by their keys: nil as null.
    static func values(_ fields: [DecodedField]) -> JSONDocument {
        .object(fields.map { ($0.field.key, $0.value.map(json) ?? .null) })
    }

    /// A typed value as JSON: a url as its text, a date as RFC 3339 in UTC with
    /// milliseconds, an enum value as its string, an object by its field keys, a map by its
    /// keys, a union as its member's value, `APS` as its dictionary with its members' typed
    /// values (docs/language.md §10.1).
    static func json(_ value: DecodedValue) -> JSONDocument {
        switch value {
        case .string(let s), .enumCase(let s): .string(s)
        case .int(let i): .int(i)
        case .double(let d): .number(JSONWriter.numberText(d))
        case .bool(let b): .bool(b)
        case .url(let u): .string(u.absoluteString)
        case .date(let d):
            RFC3339.string(from: d).map(JSONDocument.string) ?? .number(JSONWriter.numberText(d.timeIntervalSince1970))
        case .array(let items): .array(items.map(json))
        case .map(let entries): .object(entries.map { ($0.key, json($0.value)) })
        case .object(_, let fields): values(fields)
        case .aps(let aps): json(APS.memberKeys, aps.memberValues)
        case .json(let value): JSONDocument(payloadValue: value.payloadValue)
        }
    }

    /// One of Apple's dictionaries (`APS`, `APSAlert`, `APSSound`) as JSON: the members that
    /// have a value by their keys (sorted, as the payload's writer sorts them), each its
    /// typed value: the flags `content-available`, `mutable-content` and `critical` are
    /// booleans, as in Swift, where the payload carries 1 or 0.
    private static func json(_ keys: [String], _ values: [Any?]) -> JSONDocument {
        let members = zip(keys, values).compactMap { key, value in value.map { (key, appleMember($0)) } }
        return .object(members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })
    }

    /// A member of Apple's dictionaries as JSON, by its Swift type.
    private static func appleMember(_ value: Any) -> JSONDocument {
        switch value {
        case let flag as Bool where type(of: value) == Bool.self: .bool(flag)
        case let int as Int where type(of: value) == Int.self: .int(Int64(int))
        case let double as Double: .number(JSONWriter.numberText(double))
        case let text as String: .string(text)
        case let items as [String]: .array(items.map(JSONDocument.string))
        case let alert as APS.Alert:
            switch alert {
            case .string(let text): .string(text)
            case .apsAlert(let a): json(APSAlert.memberKeys, a.memberValues)
            }
        case let sound as APS.Sound:
            switch sound {
            case .string(let name): .string(name)
            case .apsSound(let s): json(APSSound.memberKeys, s.memberValues)
            }
        case let level as APS.InterruptionLevel: .string(level.rawValue)
        default: JSONDocument(payloadValue: value)
        }
    }

    /// A typed value as the app prints it (`String(describing:)` of the generated value,
    /// `ValueDescription`, docs/language.md §11): the members of an object by their Swift
    /// names, `APS` with the members it has.
    static func describe(_ value: DecodedValue) -> String {
        switch value {
        case .string(let s), .enumCase(let s): ValueDescription.string(s)
        case .int(let i): String(i)
        case .double(let d): ValueDescription.double(d)
        case .bool(let b): b ? "true" : "false"
        case .url(let u): ValueDescription.url(u)
        case .date(let d): ValueDescription.date(d)
        case .array(let items): ValueDescription.array(items.map(describe))
        case .map(let entries): ValueDescription.map(entries.map { ($0.key, describe($0.value)) })
        case .object(let name, let fields): ValueDescription.members(name, members(fields))
        case .aps(let aps): aps.description
        case .json(let value): value.description
        }
    }

    /// Params or fields by their Swift names, `nil` where one has no value.
    static func members(_ fields: [DecodedField]) -> [(label: String, value: String?)] {
        fields.map { ($0.field.names?.property ?? $0.field.key, $0.value.map(describe)) }
    }
}

extension JSONDocument {
    /// A payload value as JSON (object keys sorted, as the runtime's writer sorts them).
    package init(payloadValue value: Any) {
        switch RawValue.classify(value) {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .int(i)
        case .number(let d): self = .number(d.description)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONDocument.init(payloadValue:)))
        case .object(let object):
            let members = object.compactMap { key, value in (key.base as? String).map { ($0, value) } }
                .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            self = .object(members.map { ($0.0, JSONDocument(payloadValue: $0.1)) })
        case .other: self = .null
        }
    }
}
