extension DiagnosticCode {
    /// A `routegen-config.yaml` key or value that is not one of its options.
    public static let invalidConfig = DiagnosticCode(rawValue: "invalid-config")
    /// A name the table declares that a name prefix makes generated code declare too.
    public static let prefixedNameClash = DiagnosticCode(rawValue: "prefixed-name-clash")
}

/// Reads `routegen-config.yaml`: a mapping with the optional keys `namePrefix` (a string)
/// and `accessModifier` (`public`, `package` or `internal`). See docs/configuration.md.
public enum ConfigReader {
    /// The keys a configuration file may have.
    public static let keys = ["namePrefix", "accessModifier"]

    /// The options in `bytes` (the file `file`), and the problems found; the options are
    /// nil when there is any error.
    public static func read(_ bytes: [UInt8], file: String) -> (options: GenerationOptions?, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let loaded = YAMLLoader.load(bytes, file: file, diagnostics: collector)
        var options = GenerationOptions()
        guard let root = loaded.root else { return (nil, collector.diagnostics) }
        if root.isNull { return (options, collector.diagnostics) }
        guard case .mapping(let pairs) = root.content else {
            collector.report(
                .error(.invalidConfig, at: root.location, "a configuration file is a mapping of options, not \(root.kindDescription)"))
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
                    collector.report(
                        .error(.invalidConfig, at: pair.value.location, "namePrefix \(quoted(pair.value)) is not usable: \(reason)"))
                }
            case "accessModifier":
                if let text, let modifier = GenerationOptions.AccessModifier(rawValue: text) {
                    options.accessModifier = modifier
                } else {
                    let allowed = GenerationOptions.AccessModifier.allCases.map(\.rawValue).joined(separator: ", ")
                    collector.report(
                        .error(.invalidConfig, at: pair.value.location, "accessModifier \(quoted(pair.value)) is not one of \(allowed)"))
                }
            default:
                var message = "unknown option '\(key)' in a configuration file"
                if let suggestion = Suggestion.closest(to: key, in: keys) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; the options are \(keys.joined(separator: ", "))"
                }
                collector.report(.error(.invalidConfig, at: pair.key.location, message))
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
    public func clashes(with validated: ValidatedTable) -> [Diagnostic] {
        guard !namePrefix.isEmpty else { return [] }
        let generated = Set(names.all)
        let table = validated.table
        var found: [Diagnostic] = []
        for type in table.types where generated.contains(type.name) {
            found.append(
                .error(
                    .prefixedNameClash, at: type.location,
                    "type name '\(type.name)' is also a type the generated code declares with the name prefix '\(namePrefix)'; rename the type or choose another prefix"))
        }
        for destination in table.destinations {
            let protocolName = GeneratedNames.destinationProtocol(destination)
            guard generated.contains(destination) || generated.contains(protocolName) else { continue }
            let location = table.routes.first { $0.destination?.value == destination }?.destination?.location
            found.append(
                .error(
                    .prefixedNameClash, at: location ?? SourceLocation(file: table.files.first ?? "", line: 1, column: 1),
                    "destination '\(destination)' clashes with a type the generated code declares with the name prefix '\(namePrefix)'; rename it or choose another prefix"))
        }
        return found
    }
}
