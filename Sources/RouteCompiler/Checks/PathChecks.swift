/// Key-path rules of docs/language.md §5: within a route (or an object type), no two params share a
/// path or lie one under the other, none touches the discriminator's path, and paths
/// under `aps` get a warning.
struct PathChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let discriminator = table.discriminator
        for route in table.routes {
            for param in route.params {
                // An unreadable discriminator was reported; the default in its place says nothing.
                if table.discriminatorSource != .unreadable {
                    checkAgainstDiscriminator(param, discriminator, route: route)
                }
                if param.path.keys.first == "aps" {
                    diagnostics.report(
                        .warning(
                            .apsPath, at: param.path.location,
                            "param \(quoted(param.key)) of route \(quoted(route.value)) reads '\(param.path)', under 'aps', which APNs reserves for its own keys; put custom data outside aps"))
                }
            }
            checkPairs(route.params, owner: "route \(quoted(route.value))")
        }
        for type in table.types {
            checkPairs(type.fields ?? [], owner: "type '\(type.name)'")
        }
    }

    private func checkAgainstDiscriminator(_ param: Field, _ discriminator: PayloadKeyPath, route: Route) {
        let relation: String
        if param.path == discriminator {
            relation = "is the discriminator's path"
        } else if param.path.hasPrefix(discriminator) {
            relation = "lies under the discriminator's path '\(discriminator)'"
        } else if discriminator.hasPrefix(param.path) {
            relation = "contains the discriminator's path '\(discriminator)'"
        } else {
            return
        }
        let message =
            "param \(quoted(param.key)) of route \(quoted(route.value)) reads '\(param.path)', which \(relation); the discriminator is read by the router, choose another path"
        guard table.discriminatorSource == .written else {
            diagnostics.report(.error(.pathClash, at: param.path.location, message + " (or set discriminator:)"))
            return
        }
        // Both are written: the error is at the later one, the note at the other.
        let order = FileOrder(table.files)
        let paramIsLater = order.precedes(discriminator.location, param.path.location)
        diagnostics.report(
            .clash(
                .pathClash, later: paramIsLater ? param.path.location : discriminator.location,
                earlier: paramIsLater ? discriminator.location : param.path.location, message,
                note: paramIsLater
                    ? "the discriminator is read from '\(discriminator)' here"
                    : "param \(quoted(param.key)) reads '\(param.path)' here"))
    }

    /// Reports each field whose path equals, lies under or contains the path of an earlier
    /// field (in file order), once, at the later field. Linear in the total path length:
    /// a table with thousands of params per route is checked as fast as a small one.
    private func checkPairs(_ fields: [Field], owner: @autoclosure () -> String) {
        var byPath: [[[UInt32]]: Field] = [:]
        var byProperPrefix: [[[UInt32]]: Field] = [:]
        for field in fields.sorted(by: { $0.path.location < $1.path.location }) {
            let keys = field.path.identity
            var clash: (earlier: Field, relation: String)?
            if let earlier = byPath[keys] {
                clash = (earlier, "the same path as")
            } else if let earlier = (1..<max(keys.count, 1)).lazy.compactMap({ byPath[Array(keys.prefix($0))] }).first {
                clash = (earlier, "a path under the path of")
            } else if let earlier = byProperPrefix[keys] {
                clash = (earlier, "a path that contains the path of")
            }
            if let (earlier, relation) = clash {
                diagnostics.report(
                    .clash(
                        .pathClash, later: field.path.location, earlier: earlier.path.location,
                        "\(quoted(field.key)) of \(owner()) reads '\(field.path)', \(relation) \(quoted(earlier.key)) ('\(earlier.path)'); each value must come from its own place, give one another path",
                        note: "\(quoted(earlier.key)) reads '\(earlier.path)' here"))
            }
            if byPath[keys] == nil { byPath[keys] = field }
            for length in 1..<max(keys.count, 1) where byProperPrefix[Array(keys.prefix(length))] == nil {
                byProperPrefix[Array(keys.prefix(length))] = field
            }
        }
    }
}
