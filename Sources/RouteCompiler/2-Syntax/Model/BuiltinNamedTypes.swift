@_spi(Generated) import PushRouting

/// The named types every table knows without declaring them: `APS`, Apple's `aps`
/// dictionary (docs/language.md §3.10), an object type whose Swift type is
/// `PushRouting.APS`, hand-written in the runtime library and not generated per table.
package enum BuiltinNamedTypes {
    /// `APS`.
    package static let aps = "APS"
    /// The names of `aps`'s types in the runtime library, which a table may not declare:
    /// `APS` and its alert and sound dictionaries.
    package static let reserved = ["APS", "APSAlert", "APSSound"]

    /// Whether `name` is a built-in named type.
    package static func contains(_ name: String) -> Bool { name == aps }

    /// The Swift type of the built-in named type `name`, or nil when it is none.
    static func swiftType(_ name: String) -> String? {
        name == aps ? "PushRouting.APS" : nil
    }

    /// Whether Apple defines the key path `keys` (which starts at `aps`) in the `aps`
    /// dictionary, or it lies under `content-state` or `attributes`, the app's own values
    /// of a Live Activity: the paths `aps-path` does not warn about.
    static func isDefined(apsPath keys: [String]) -> Bool {
        guard keys.first == "aps" else { return false }
        guard keys.count > 1 else { return true }
        let member = keys[1]
        if APS.appKeys.contains(member) { return true }
        guard APS.memberKeys.contains(member) else { return false }
        switch (member, keys.count) {
        case (_, 2): return true
        case ("alert", 3): return APSAlert.memberKeys.contains(keys[2])
        case ("sound", 3): return APSSound.memberKeys.contains(keys[2])
        default: return false
        }
    }
}
