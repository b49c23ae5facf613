extension DiagnosticCode {
    /// A `routegen-config.yaml` key or value that is not one of its options.
    package static let invalidConfig = DiagnosticCode(rawValue: "invalid-config")
    /// A name the table declares that a name prefix makes generated code declare too.
    package static let prefixedNameClash = DiagnosticCode(rawValue: "prefixed-name-clash")
}

extension Diagnostic {
    static func configNotMapping(at location: SourceLocation, found: String) -> Diagnostic {
        .error(.invalidConfig, at: location, "a configuration file is a mapping of options, not \(found)")
    }

    static func unusableNamePrefix(_ written: String, reason: String, at location: SourceLocation) -> Diagnostic {
        .error(.invalidConfig, at: location, "namePrefix \(written) is not usable: \(reason)")
    }

    static func unknownAccessModifier(_ written: String, at location: SourceLocation) -> Diagnostic {
        let allowed = GenerationOptions.AccessModifier.allCases.map(\.rawValue).joined(separator: ", ")
        return .error(.invalidConfig, at: location, "accessModifier \(written) is not one of \(allowed)")
    }

    static func unknownConfigOption(_ key: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint =
            suggestion.map { "did you mean \(written($0))?" }
            ?? "the options are \(ConfigReader.keys.joined(separator: ", "))"
        return .error(.invalidConfig, at: location, "unknown option \(written(key)) in a configuration file; \(hint)")
    }

    /// A type or destination of the table that a name prefix makes generated code declare too.
    static func prefixedNameClash(
        _ subject: DiagnosticSubject, prefix: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .prefixedNameClash, at: location,
            "\(subject) is also a type the generated code declares with the name prefix \(written(prefix)); rename it or choose another prefix"
        )
    }
}
