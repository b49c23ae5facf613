/// Reads `routegen-config.yaml`: a mapping with the optional keys `namePrefix` (a string)
/// and `accessModifier` (`public`, `package` or `internal`). See docs/configuration.md.
package enum ConfigReader {
    /// The keys a configuration file may have.
    package static let keys = ["namePrefix", "accessModifier"]

    /// The options in `bytes` (the file `file`), and the problems found; the options are
    /// nil when there is any error.
    package static func read(_ bytes: [UInt8], file: String) -> (options: GenerationOptions?, diagnostics: [Diagnostic])
    {
        let collector = DiagnosticCollector()
        let loaded = YAMLLoader.load(bytes, file: file, diagnostics: collector)
        var options = GenerationOptions()
        guard let root = loaded.root else { return (nil, collector.diagnostics) }
        if root.isNull { return (options, collector.diagnostics) }
        guard case .mapping(let pairs) = root.content else {
            collector.report(.configNotMapping(at: root.location, found: root.kindDescription))
            return (nil, collector.diagnostics)
        }
        for pair in pairs {
            let key = pair.key.scalar?.text ?? ""
            let text = pair.value.scalar.flatMap { $0.value.string }
            switch key {
            case "namePrefix":
                if let text, GenerationOptions.problem(withPrefix: text) == nil {
                    options.namePrefix = text
                } else {
                    let reason = text.flatMap(GenerationOptions.problem(withPrefix:)) ?? "it must be a string"
                    collector.report(.unusableNamePrefix(quoted(pair.value), reason: reason, at: pair.value.location))
                }
            case "accessModifier":
                if let text, let modifier = GenerationOptions.AccessModifier(rawValue: text) {
                    options.accessModifier = modifier
                } else {
                    collector.report(.unknownAccessModifier(quoted(pair.value), at: pair.value.location))
                }
            default:
                collector.report(
                    .unknownConfigOption(key, suggestion: Suggestion.closest(to: key, in: keys), at: pair.key.location))
            }
        }
        return (collector.hasErrors ? nil : options, collector.diagnostics)
    }

    private static func quoted(_ node: YAMLNode) -> String {
        if let scalar = node.scalar { return "'\(scalar.text)'" }
        return node.kindDescription
    }
}

extension GenerationOptions {
    /// Errors for names the table declares that these options' prefixed type names take
    /// too (a type `ChatPushRoute` with the prefix `Chat`). Without a prefix the table's
    /// checks have already ruled them out.
    package func clashes(with validated: ValidatedTable) -> [Diagnostic] {
        guard !namePrefix.isEmpty else { return [] }
        let generated = Set(names.all)
        let table = validated
        var found: [Diagnostic] = []
        for type in table.types where generated.contains(type.name) {
            found.append(.prefixedNameClash(.type(type.name), prefix: namePrefix, at: type.location))
        }
        for destination in table.destinations {
            let protocolName = GeneratedNames.destinationProtocol(destination)
            guard generated.contains(destination) || generated.contains(protocolName) else { continue }
            let location = table.routes.first { $0.destination?.value == destination }?.destination?.location
            found.append(
                .prefixedNameClash(
                    .destination(destination), prefix: namePrefix,
                    at: location ?? SourceLocation(file: table.files.first ?? "", line: 1, column: 1)))
        }
        return found
    }
}
