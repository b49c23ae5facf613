/// A module generated code imports besides the standard library.
enum ImportedModule: String, CaseIterable {
    case foundation = "Foundation"
    /// Imported with the declarations only generated code calls (`@_spi(Generated)`).
    case pushRouting = "PushRouting"

    /// `Foundation`, `@_spi(Generated) PushRouting`'s attribute first: what follows `import`
    /// and its access level.
    fileprivate func importLine(_ access: String) -> String {
        switch self {
        case .foundation: "\(access)import \(rawValue)"
        case .pushRouting: "@_spi(\(SwiftEmitter.spiGroup)) \(access)import \(rawValue)"
        }
    }
}

/// The imports of one generated file. Every file imports Foundation and PushRouting; how
/// depends on the output's access level and on `api`, the modules whose types the file's
/// declarations at that level name in their signatures (the emitter of the file derives
/// them from the emission model). An app target may set any of Swift's import rules, and
/// its own files import these modules with a plain `import`:
///
/// - public output: `public import` for a module in `api` (needed once imports are internal
///   by default, `InternalImportsByDefault`), a plain `import` for the others (an unused
///   `public import` warns);
/// - package output: `package import` for a module in `api` where imports are internal by
///   default, a plain `import` otherwise (without the feature, an explicit `package` or
///   `internal` import beside the app's plain one is an error: "ambiguous implicit access
///   level");
/// - internal output: a plain `import`.
struct FileImports {
    let access: GenerationOptions.AccessModifier
    let api: Set<ImportedModule>

    func print(_ p: inout CodePrinter) {
        let modules = ImportedModule.allCases
        switch access {
        case .public:
            for module in modules { p.line(module.importLine(api.contains(module) ? "public " : "")) }
        case .package where !api.isEmpty:
            p.line("#if hasFeature(InternalImportsByDefault)")
            for module in modules { p.line(module.importLine(api.contains(module) ? "package " : "")) }
            p.line("#else")
            for module in modules { p.line(module.importLine("")) }
            p.line("#endif")
        case .package, .internal:
            for module in modules { p.line(module.importLine("")) }
        }
    }
}
