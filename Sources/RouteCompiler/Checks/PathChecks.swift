/// Key-path rules of SPEC §5: within a route (or an object type), no two params share a
/// path or lie one under the other, none touches the discriminator's path, and paths
/// under `aps` get a warning.
struct PathChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        let discriminator = table.discriminator
        for route in table.routes {
            for param in route.params {
                checkAgainstDiscriminator(param, discriminator, route: route)
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
        diagnostics.report(
            .error(
                .pathClash, at: param.path.location,
                "param \(quoted(param.key)) of route \(quoted(route.value)) reads '\(param.path)', which \(relation); the discriminator is read by the router, choose another path"))
    }

    /// Reports each pair of fields whose paths are equal or nested, at the later one.
    private func checkPairs(_ fields: [Field], owner: String) {
        for (i, a) in fields.enumerated() {
            for b in fields[(i + 1)...] {
                let (earlier, later) = a.path.location < b.path.location ? (a, b) : (b, a)
                let relation: String
                if a.path == b.path {
                    relation = "the same path as"
                } else if later.path.hasPrefix(earlier.path) {
                    relation = "a path under the path of"
                } else if earlier.path.hasPrefix(later.path) {
                    relation = "a path that contains the path of"
                } else {
                    continue
                }
                diagnostics.report(
                    .clash(
                        .pathClash, later: later.path.location, earlier: earlier.path.location,
                        "\(quoted(later.key)) of \(owner) reads '\(later.path)', \(relation) \(quoted(earlier.key)) ('\(earlier.path)'); each value must come from its own place, give one another path",
                        note: "\(quoted(earlier.key)) reads '\(earlier.path)' here"))
            }
        }
    }
}
