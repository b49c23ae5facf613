@_spi(Generated) import PushRouting

/// Reads the table's `links:` and a route's `links:` (docs/language.md §14).
struct LinkReader {
    let diagnostics: DiagnosticCollector

    static let settingsKeys = ["hosts", "schemes", "caseSensitive", "carried", "appIDs"]
    static let patternKeys = ["pattern", "hosts", "schemes"]
    static let carriedKeys = ["path", "hosts", "schemes"]

    /// The table's `links:` mapping.
    func settings(_ node: YAMLNode, keyLocation: SourceLocation) -> LinkSettings? {
        guard
            let mapping = MappingReader(
                node, context: .key("links"), allowed: LinkReader.settingsKeys, owner: keyLocation,
                diagnostics: diagnostics)
        else { return nil }
        var settings = LinkSettings(location: keyLocation)
        settings.hosts = mapping["hosts"].map { hosts($0) } ?? []
        settings.schemes = mapping["schemes"].map { schemes($0) } ?? []
        if let node = mapping["caseSensitive"] {
            settings.isCaseSensitive = ScalarReader.bool(node, what: "caseSensitive", diagnostics: diagnostics) ?? true
        }
        if let node = mapping["carried"] { settings.carried = carried(node) }
        if let node = mapping["appIDs"] {
            settings.appIDs = origins(
                node, what: "appIDs", entry: "an app ID", isValid: LinkReader.isAppID, invalid: Diagnostic.invalidAppID)
        }
        if settings.hosts.isEmpty, settings.schemes.isEmpty, mapping["hosts"] == nil, mapping["schemes"] == nil {
            diagnostics.report(.linksWithoutOrigins(at: keyLocation))
        }
        return settings
    }

    /// A route's `links:`: a pattern, or a list of patterns, each a string or a mapping with
    /// `pattern` and its own `hosts` or `schemes`.
    func patterns(_ node: YAMLNode, route: String) -> [LinkDeclaration] {
        let items: [YAMLNode]
        switch node.content {
        case .sequence(let nodes): items = nodes
        case .scalar, .mapping: items = [node]
        }
        return items.compactMap { item in
            if case .mapping = item.content {
                guard
                    let mapping = MappingReader(
                        item, context: .keyOf("links", .route(route)), allowed: LinkReader.patternKeys,
                        required: ["pattern": "pattern: /orders/{id}"], owner: item.location,
                        diagnostics: diagnostics)
                else { return nil }
                guard let patternNode = mapping["pattern"], var declaration = pattern(patternNode, route: route)
                else { return nil }
                declaration.hosts = mapping["hosts"].map { hosts($0) }
                declaration.schemes = mapping["schemes"].map { schemes($0) }
                return declaration
            }
            return pattern(item, route: route)
        }
    }

    /// `carried:`: a place or a list of them, each a key path or `{ path, hosts, schemes }`
    /// (docs/language.md §14.7).
    private func carried(_ node: YAMLNode) -> [CarriedPlace] {
        let items: [YAMLNode]
        switch node.content {
        case .sequence(let nodes): items = nodes
        case .scalar, .mapping: items = [node]
        }
        var places: [CarriedPlace] = []
        for item in items {
            guard let place = carriedPlace(item) else { continue }
            if let earlier = places.first(where: { $0.path == place.path }) {
                diagnostics.report(.duplicateCarriedPlace(place.path, earlier: earlier.path))
                continue
            }
            places.append(place)
        }
        return places
    }

    private func carriedPlace(_ node: YAMLNode) -> CarriedPlace? {
        let what: DiagnosticSubject = .element(.carriedLink)
        guard case .mapping = node.content else {
            return PathReader.read(node, what: what, diagnostics: diagnostics).map { CarriedPlace(path: $0) }
        }
        guard
            let mapping = MappingReader(
                node, context: what, allowed: LinkReader.carriedKeys, required: ["path": "path: url"],
                owner: node.location, diagnostics: diagnostics),
            let pathNode = mapping["path"],
            let path = PathReader.read(pathNode, what: .keyOf("path", what), diagnostics: diagnostics)
        else { return nil }
        return CarriedPlace(
            path: path,
            hosts: mapping["hosts"].map {
                origins(
                    $0, what: "hosts", entry: "a host", isValid: { $0 == "*" || LinkReader.isHost($0) },
                    invalid: Diagnostic.invalidLinkHost)
            } ?? [],
            schemes: mapping["schemes"].map { schemes($0) } ?? [])
    }

    private func pattern(_ node: YAMLNode, route: String) -> LinkDeclaration? {
        guard let text = ScalarReader.string(node, what: "link pattern", diagnostics: diagnostics)
        else { return nil }
        do throws(LinkPatternError) {
            return LinkDeclaration(pattern: try LinkPattern(parsing: text), location: node.location)
        } catch {
            diagnostics.report(.invalidLinkPattern(text, error.problem, at: node.location))
            return nil
        }
    }

    private func hosts(_ node: YAMLNode) -> [Located<String>] {
        origins(node, what: "hosts", entry: "a host", isValid: LinkReader.isHost, invalid: Diagnostic.invalidLinkHost)
    }

    private func schemes(_ node: YAMLNode) -> [Located<String>] {
        origins(
            node, what: "schemes", entry: "a scheme", isValid: LinkReader.isScheme,
            invalid: Diagnostic.invalidLinkScheme)
    }

    /// The strings of a `hosts:` or `schemes:` list (or one string) that `isValid` takes; each
    /// other is reported with `invalid`.
    private func origins(
        _ node: YAMLNode, what: DiagnosticSubject, entry: DiagnosticSubject, isValid: (String) -> Bool,
        invalid: (String, SourceLocation) -> Diagnostic
    ) -> [Located<String>] {
        ScalarReader.strings(node, what: what, entry: entry, diagnostics: diagnostics).filter { origin in
            guard isValid(origin.value) else {
                diagnostics.report(invalid(origin.value, origin.location))
                return false
            }
            return true
        }
    }

    /// A DNS name (`example.com`, `xn--bcher-kva.example`), or `*.` before one: labels of
    /// ASCII letters, digits and `-`, none empty, none starting or ending with `-`.
    static func isHost(_ text: String) -> Bool {
        let name = text.hasPrefix("*.") ? String(text.dropFirst(2)) : text
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty && name.utf8.count <= 253
            && labels.allSatisfy { label in
                !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                    }
            }
    }

    /// An app ID as Apple writes it: a ten-character team ID of capital letters and digits, a
    /// dot, then a bundle ID of letters, digits, `-` and `.` (`ABCDE12345.com.example.app`).
    static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty,
            parts[0].unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return false }
        return parts[1].unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
        }
    }

    /// An RFC 3986 scheme that is not `http` or `https` (those are `hosts:`).
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        let lower = text.lowercased()
        return lower != "http" && lower != "https"
            && text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            }
    }
}
