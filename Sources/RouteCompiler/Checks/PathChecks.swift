import PushRouting

/// Key-path rules of docs/language.md §5: within a route (or an object type), no two params share a
/// path or lie one under the other, none touches the discriminator's path, and paths
/// under `aps` that Apple does not define get a warning (§13.3).
struct PathChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        for route in table.routes {
            for param in route.params {
                // An unreadable discriminator was reported; the default in its place says
                // nothing. The params of `when` and fallback routes may read the
                // discriminator, to see a value no route is named by (docs/language.md §13.1).
                if table.discriminatorSource != .unreadable, route.selection.isByValue {
                    for discriminator in table.discriminators {
                        checkAgainstDiscriminator(param, discriminator, route: route)
                    }
                }
                // Apple's keys, `aps: APS` among them, are fine (docs/language.md §13.3).
                if param.path.keys.first == "aps", !BuiltinNamedTypes.isDefined(apsPath: param.path.keys) {
                    diagnostics.report(.apsPath(.param(param.key, route: route.value), path: param.path))
                }
            }
            checkPairs(route.params, owner: .route(route.value))
        }
        for type in table.types {
            checkPairs(type.fields ?? [], owner: .type(type.name))
        }
    }

    private func checkAgainstDiscriminator(_ param: Field, _ discriminator: PayloadKeyPath, route: Route) {
        let overlap: DiscriminatorOverlap
        if param.path == discriminator {
            overlap = .samePath
        } else if param.path.hasPrefix(discriminator) {
            overlap = .underDiscriminator
        } else if discriminator.hasPrefix(param.path) {
            overlap = .containsDiscriminator
        } else {
            return
        }
        // When both are written, the error is at the later one, the note at the other.
        let paramIsLater = FileOrder(table.files).precedes(discriminator.location, param.path.location)
        diagnostics.report(
            .pathAtDiscriminator(
                .param(param.key, route: route.value), path: param.path, overlap, discriminator: discriminator,
                isWritten: table.discriminatorSource == .written, paramIsLater: paramIsLater))
    }

    /// Reports each field whose path equals, lies under or contains the path of an earlier
    /// field (in file order), once, at the later field. Linear in the total path length:
    /// a table with thousands of params per route is checked as fast as a small one.
    private func checkPairs(_ fields: [Field], owner: DiagnosticSubject) {
        var byPath: [[[UInt32]]: Field] = [:]
        var byProperPrefix: [[[UInt32]]: Field] = [:]
        for field in fields.sorted(by: { $0.path.location < $1.path.location }) {
            let keys = field.path.identity
            var clash: (earlier: Field, overlap: PathOverlap)?
            if let earlier = byPath[keys] {
                clash = (earlier, .samePath)
            } else if let earlier = (1..<max(keys.count, 1)).lazy.compactMap({ byPath[Array(keys.prefix($0))] }).first {
                clash = (earlier, .under)
            } else if let earlier = byProperPrefix[keys] {
                clash = (earlier, .contains)
            }
            if let (earlier, overlap) = clash, !Self.isAppValueOfAPS(earlier, field) {
                diagnostics.report(
                    .pathClash(
                        owner.member(field.key), path: field.path, overlap, earlier: earlier.key, path: earlier.path))
            }
            if byPath[keys] == nil { byPath[keys] = field }
            for length in 1..<max(keys.count, 1) where byProperPrefix[Array(keys.prefix(length))] == nil {
                byProperPrefix[Array(keys.prefix(length))] = field
            }
        }
    }

    /// Whether one of the two reads Apple's `aps` as `APS` and the other a path under its
    /// `content-state` or `attributes`, which `APS` leaves to the app (docs/language.md
    /// §13.3): no clash.
    static func isAppValueOfAPS(_ a: Field, _ b: Field) -> Bool {
        for (aps, other) in [(a, b), (b, a)] {
            guard case .named(let name) = aps.type, BuiltinNamedTypes.contains(name.value) else { continue }
            let keys = aps.path.identity
            let otherKeys = other.path.identity
            guard otherKeys.count > keys.count, Array(otherKeys.prefix(keys.count)) == keys else { continue }
            let member = String(String.UnicodeScalarView(otherKeys[keys.count].compactMap(Unicode.Scalar.init)))
            if APS.appKeys.contains(member) { return true }
        }
        return false
    }
}
