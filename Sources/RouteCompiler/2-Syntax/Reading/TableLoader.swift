/// Loads the root file and everything it includes into one `RouteTable` (docs/language.md §8):
/// includes relative to the including file, a file reached twice read once, cycles and
/// unreadable includes reported at the `include` entry.
struct TableLoader {
    let sources: any SourceProvider
    let limits: YAMLLimits
    let diagnostics: DiagnosticCollector

    /// What loading produced besides the table.
    struct Loaded {
        var table: RouteTable
        /// Nodes visited resolving aliases, summed over all files.
        var aliasNodesVisited: Int
        /// Whether the root file itself could be parsed.
        var rootParsed: Bool
        /// Where `routes:` is in the root file, for the "no routes" warning.
        var routesLocation: SourceLocation
    }

    func load(rootPath: String, rootBytes: [UInt8]) -> Loaded {
        let rootLoad = YAMLLoader.load(rootBytes, file: rootPath, limits: limits, diagnostics: diagnostics)
        var aliasNodes = rootLoad.aliasNodesVisited
        let rootParsed = rootLoad.root != nil || !diagnostics.hasErrors
        let reader = TableReader(diagnostics: diagnostics)
        let root =
            rootParsed
            ? reader.read(rootLoad.root, file: rootPath, isRoot: true, defaultCoercion: .none) : FileContents()
        let coercion = root.coercion ?? []
        let emptyIsMissing = root.emptyIsMissing ?? false
        var table = RouteTable(
            discriminators: [], coercion: coercion, types: root.types, routes: root.routes, files: [rootPath])
        table.discriminatorPlaces =
            root.discriminators ?? [
                Place(
                    PayloadKeyPath(keys: ["type"], location: .start(of: rootPath)), emptyIsMissing: emptyIsMissing)
            ]
        table.emptyIsMissing = emptyIsMissing
        table.unrouted = root.unrouted ?? .error
        table.jsonStrings = root.jsonStrings
        table.links = root.links
        table.identity = root.identity
        table.unroutedLocation = root.unroutedLocation
        table.invalid = root.invalid ?? .error
        table.invalidLocation = root.invalidLocation
        table.discriminatorSource =
            root.discriminatorUnreadable ? .unreadable : (root.discriminators == nil ? .default : .written)

        var loaded: Set<String> = [SourcePath.normalize(rootPath)]
        var stack: [String] = [SourcePath.normalize(rootPath)]
        func visit(_ includes: [Located<String>], from file: String) {
            for include in includes {
                let path = SourcePath.resolve(include.value, from: file)
                let identity = SourcePath.normalize(path)
                if let start = stack.firstIndex(of: identity) {
                    diagnostics.report(.includeCycle(Array(stack[start...]) + [identity], at: include.location))
                    continue
                }
                guard loaded.insert(identity).inserted else { continue }
                let bytes: [UInt8]
                do {
                    bytes = try sources.read(path)
                } catch {
                    diagnostics.report(.includeNotFound(path, reason: error.reason, from: file, at: include.location))
                    continue
                }
                let result = YAMLLoader.load(bytes, file: path, limits: limits, diagnostics: diagnostics)
                aliasNodes += result.aliasNodesVisited
                table.files.append(path)
                guard result.root != nil else { continue }
                let contents = reader.read(
                    result.root, file: path, isRoot: false, defaultCoercion: coercion, defaultEmpty: emptyIsMissing)
                table.types += contents.types
                table.routes += contents.routes
                stack.append(identity)
                visit(contents.includes, from: path)
                stack.removeLast()
            }
        }
        visit(root.includes, from: rootPath)
        return Loaded(
            table: table, aliasNodesVisited: aliasNodes, rootParsed: rootParsed,
            routesLocation: root.routesKeyLocation ?? .start(of: rootPath))
    }
}
