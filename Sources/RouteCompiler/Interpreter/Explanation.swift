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
            let type = field.field.type.spelled + (field.field.isOptional ? "?" : "")
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
        case .enumCase(let s): "." + (SwiftNaming.memberName(from: s) ?? s) + " (\(quoted(s)))"
        case .array(let items): "[" + items.map(describe).joined(separator: ", ") + "]"
        case .object(let name, let fields):
            name + "(" + fields.map { "\($0.field.key): \($0.value.map(describe) ?? "nil")" }.joined(separator: ", ")
                + ")"
        }
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
