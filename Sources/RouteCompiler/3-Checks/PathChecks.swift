@_spi(Generated) import PushRouting

/// Key-path rules of docs/language.md §5: within a route (or an object type), no two params share a
/// path or lie one under the other, none touches the discriminator's path, and paths
/// under `aps` that Apple does not define get a warning (§3.10). Each path of a param's
/// `paths:` counts (docs/language.md §5.2), against the other params' and against its own
/// other paths.
struct PathChecks {
    let table: RouteTable
    let diagnostics: DiagnosticCollector

    func run() {
        for route in table.routes {
            for param in route.params {
                // An unreadable discriminator was reported; the default in its place says
                // nothing. The params of `when` and fallback routes may read the
                // discriminator, to see a value no route is named by (docs/language.md §13.1).
                for path in param.source.paths {
                    if table.discriminatorSource != .unreadable, route.selection.isByValue {
                        for discriminator in table.discriminators {
                            checkAgainstDiscriminator(param, path, discriminator, route: route)
                        }
                    }
                    // Apple's keys, `aps: APS` among them, are fine (docs/language.md §3.10).
                    if path.leadingKeys.first == "aps", !BuiltinNamedTypes.isDefined(apsPath: path.leadingKeys) {
                        diagnostics.report(.apsPath(.param(param.key, route: route.value), path: path))
                    }
                }
            }
            checkPairs(route.params, owner: .route(route.value))
        }
        for type in table.types {
            checkPairs(type.fields ?? [], owner: .type(type.name))
        }
    }

    private func checkAgainstDiscriminator(
        _ param: Field, _ path: PayloadKeyPath, _ discriminator: PayloadKeyPath, route: Route
    ) {
        let overlap: DiscriminatorOverlap
        if path == discriminator {
            overlap = .samePath
        } else if path.hasPrefix(discriminator) {
            overlap = .underDiscriminator
        } else if discriminator.hasPrefix(path) {
            overlap = .containsDiscriminator
        } else {
            return
        }
        // When both are written, the error is at the later one, the note at the other.
        let paramIsLater = FileOrder(table.files).precedes(discriminator.location, path.location)
        diagnostics.report(
            .pathAtDiscriminator(
                .param(param.key, route: route.value), path: path, overlap, discriminator: discriminator,
                isWritten: table.discriminatorSource == .written, paramIsLater: paramIsLater))
    }

    /// Reports each field whose path equals, lies under or contains the path of an earlier
    /// field (in file order), once, at the later field. Linear in the total path length:
    /// a table with thousands of params per route is checked as fast as a small one.
    private func checkPairs(_ fields: [Field], owner: DiagnosticSubject) {
        typealias Read = (field: Int, path: PayloadKeyPath, place: Place)
        var byPath: [[[UInt32]]: Read] = [:]
        var byProperPrefix: [[[UInt32]]: Read] = [:]
        let reads = fields.indices.flatMap { index in
            fields[index].source.places.map { (field: index, path: $0.path, place: $0) }
        }
        for read in reads.sorted(by: { $0.path.location < $1.path.location }) {
            let keys = read.path.identity
            var clash: (earlier: Read, overlap: PathOverlap)?
            if let earlier = byPath[keys] {
                clash = (earlier, .samePath)
            } else if let earlier = (1..<max(keys.count, 1)).lazy.compactMap({ byPath[Array(keys.prefix($0))] }).first {
                clash = (earlier, .under)
            } else if let earlier = byProperPrefix[keys] {
                clash = (earlier, .contains)
            }
            if let (earlier, overlap) = clash,
                !Self.isAppValueOfAPS((fields[earlier.field], earlier.path), (fields[read.field], read.path)),
                !Self.isPastOtherKind(earlier.place, read.place, overlap, sameValue: earlier.field == read.field)
            {
                let field = owner.member(fields[read.field].key)
                diagnostics.report(
                    earlier.field == read.field
                        ? .pathClashWithinPaths(field, path: read.path, overlap, path: earlier.path)
                        : .pathClash(
                            field, path: read.path, overlap, earlier: fields[earlier.field].key, path: earlier.path))
            }
            if byPath[keys] == nil { byPath[keys] = read }
            for length in 1..<max(keys.count, 1) where byProperPrefix[Array(keys.prefix(length))] == nil {
                byProperPrefix[Array(keys.prefix(length))] = read
            }
        }
    }

    /// Whether two places of one value's `paths:` lie one under the other, the shorter one
    /// `is:` a kind that is no object (`[{path: aps.alert, is: string}, aps.alert.body]`,
    /// docs/language.md §5.2): a value there is not a dictionary to step into, so the two
    /// never read the same value, and encoding writes only the first. Between two values
    /// they still clash: encoding writes both.
    static func isPastOtherKind(
        _ earlier: Place, _ later: Place, _ overlap: PathOverlap, sameValue: Bool
    ) -> Bool {
        guard sameValue else { return false }
        let shorter: Place
        switch overlap {
        case .samePath: return false
        case .under: shorter = earlier
        case .contains: shorter = later
        }
        guard let kind = shorter.kind?.value else { return false }
        return kind != .object
    }

    /// Whether one of the two reads (a field and one of its paths) reads Apple's `aps` as
    /// `APS` and the other a path under its `content-state` or `attributes`, which `APS`
    /// leaves to the app (docs/language.md §3.10): no clash.
    static func isAppValueOfAPS(
        _ a: (field: Field, path: PayloadKeyPath), _ b: (field: Field, path: PayloadKeyPath)
    ) -> Bool {
        for (aps, other) in [(a, b), (b, a)] {
            guard case .named(let name) = aps.field.type, BuiltinNamedTypes.contains(name.value) else { continue }
            let keys = aps.path.identity
            let otherKeys = other.path.identity
            guard otherKeys.count > keys.count, Array(otherKeys.prefix(keys.count)) == keys else { continue }
            let member = String(String.UnicodeScalarView(otherKeys[keys.count].compactMap(Unicode.Scalar.init)))
            if APS.appKeys.contains(member) { return true }
        }
        return false
    }
}
