/// Choices about the generated Swift that are not part of the table: where it goes decides
/// them (a module of its own, or several tables in one module). Set with `routegen generate
/// --name-prefix/--access-modifier` or a `routegen-config.yaml` beside the table
/// (docs/configuration.md).
package struct GenerationOptions: Sendable, Hashable {
    /// The access level of every declaration the generated code gives to apps.
    package enum AccessModifier: String, Sendable, Hashable, CaseIterable {
        /// For a module of its own, which the app imports (the default).
        case `public`
        /// For a Swift package's other modules only.
        case package
        /// For tables generated into the app's own module.
        case `internal`
    }

    /// Put before the names of the generated router types (`Chat` → `ChatPushRoute`,
    /// `ChatPushRouter`), so that several tables can share one module. Empty by default.
    package var namePrefix: String
    /// The access level of the generated declarations.
    package var accessModifier: AccessModifier

    /// Options with the given prefix and access level (by default none and `public`).
    package init(namePrefix: String = "", accessModifier: AccessModifier = .public) {
        self.namePrefix = namePrefix
        self.accessModifier = accessModifier
    }

    /// Why `prefix` cannot start a Swift type name, or nil when it can: it must be ASCII
    /// letters, digits and underscores and start with an uppercase letter.
    package static func problem(withPrefix prefix: String) -> String? {
        guard !prefix.isEmpty else { return nil }
        let scalars = prefix.unicodeScalars
        guard let first = scalars.first, ("A"..."Z").contains(first) else {
            return "a name prefix must start with an uppercase ASCII letter"
        }
        let allowed = scalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
        return allowed ? nil : "a name prefix may hold only ASCII letters, digits and underscores"
    }

    /// The generated type names these options give.
    package var names: GeneratedTypeNames { GeneratedTypeNames(prefix: namePrefix) }
}

/// The names of the types generated code declares for a whole table (besides one struct
/// per route, one protocol per destination and the table's named types).
package struct GeneratedTypeNames: Sendable, Hashable {
    /// The enum of all routes (`PushRoute`).
    package let routeEnum: String
    /// The router type alias (`PushRouter`).
    package let router: String
    /// The protocol every destination protocol refines (`PushRouteDestination`).
    package let destination: String
    /// The protocol that refines every destination protocol (`PushRouteHandler`): one object
    /// that handles every route, checked by the compiler.
    package let handler: String
    /// The internal type that holds the route tables (`PushRouteTable`).
    package let routeTable: String
    /// The internal protocol that reaches deprecated routes without warnings.
    package let deprecatedRoutes: String

    /// The names with `prefix` in front of each.
    package init(prefix: String = "") {
        routeEnum = prefix + "PushRoute"
        router = prefix + "PushRouter"
        destination = prefix + "PushRouteDestination"
        handler = prefix + "PushRouteHandler"
        routeTable = prefix + "PushRouteTable"
        deprecatedRoutes = prefix + "DeprecatedRouteAccess"
    }

    /// Every one of them.
    package var all: [String] { [routeEnum, router, destination, handler, routeTable, deprecatedRoutes] }
}
