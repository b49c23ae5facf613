@_spi(Generated) import PushRouting

// Links (docs/language.md §14): what `routegen explain --url` says, decided as generated code
// decides it — the same runtime matcher, the placeholders' values written into a payload of
// the route, read by the route's own plan.
extension PayloadInterpreter {
    /// What becomes of the link `url`: routed (by its pattern), unknown (no pattern matches) or
    /// rejected (a value does not read, at the part of the link it came from).
    package func interpret(url: String) -> Interpretation {
        guard let links, let found = links.match(url) else {
            return .unknown(PushDecodingError(reason: .unknownLink(url)))
        }
        let entry = links.entries[found.entry]
        let planned = plan.deliveredRoutes[entry.route]
        let choice = RouteChoice.link(entry.pattern.text)
        do throws(PushDecodingError) {
            let payload = try found.payload(entry.bindings)
            // A value came from a part of the link, not from a place of the payload.
            let parts = Dictionary(found.values.map { ($0.placeholder, $0.part) }, uniquingKeysWith: { a, _ in a })
            let fields = try decodeFields(planned.values, in: payload).map { decoded in
                var field = DecodedField(
                    field: decoded.field, value: decoded.value, isDefault: decoded.isDefault, path: nil,
                    failures: decoded.failures)
                field.linkPart = decoded.isDefault ? nil : parts[decoded.field.key]
                return field
            }
            return .routed(
                DecodedPush(
                    route: planned.route, fields: fields, choice: choice, discriminators: discriminators,
                    jsonStrings: jsonStrings))
        } catch {
            return .rejected(found.relocated(error, entry.bindings).inRoute(planned.route.value), selectedBy: choice)
        }
    }
}
