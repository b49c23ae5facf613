/// The fixed names generated code declares, and the closed list of names a destination or
/// named type may not take (docs/language.md §6; the list is printed in docs/names.md).
package enum GeneratedNames {
    /// The suffix of each route's payload struct: route `second` → `SecondPush`.
    package static let routeStructSuffix = "Push"
    /// The suffix of each destination's protocol: `SecondViewController` →
    /// `SecondViewControllerDestination`.
    package static let destinationProtocolSuffix = "Destination"

    /// The namespace generated code declares in every generated struct for its internals:
    /// the key path and reader of each value (`SecondPush.PayloadKeys.idPath`). Reserved:
    /// no destination or named type may take it (inside the struct it would hide that type),
    /// and a nested enum that would get it gets `Value` (`PayloadKeysValue`).
    package static let payloadKeys = "PayloadKeys"

    /// Top-level names the generated code itself declares, besides named types and
    /// destination protocols.
    /// (With a name prefix, `routegen generate` checks the prefixed names too.)
    package static let topLevel: [String] = GeneratedTypeNames().all

    /// The top-level type names of the `PushRouting` runtime library: the app's API and what
    /// only generated code calls (`@_spi(Generated)`), which generated code names too.
    package static let runtime: [String] = [
        "APS", "APSAlert", "APSSound", "AbsoluteURI", "ArrivedPush", "ArrayRules", "CarriedLink", "CarriedLinkPlace",
        "CompactlyDescribed", "Decode", "Delivery",
        "DestinationDelivery",
        "DeviceToken", "DispatchOutcome",
        "ECMAPattern",
        "ECMAPatternError", "Encode", "Exact", "ExactDecimal", "Indirect", "Interception", "JSONReader",
        "JSONStringFailure",
        "JSONStrings", "JSONValue", "JSONWriter", "LinkBinding", "LinkMatch", "LinkPart", "LinkPattern",
        "LinkPatternError", "LinkTable", "LinkText", "LinkURL",
        "InvalidRules", "Nesting",
        "NumberBound", "NumberRules", "NumberText", "PayloadBuilder", "PayloadDecodable", "PayloadEncodable",
        "PayloadEntries", "PayloadEntry", "PayloadObject",
        "PayloadPath", "PayloadPlace", "PlaceKind", "PushArrival", "PushDecodingError", "PushDispatcher",
        "PushIdentity", "RFC3339",
        "RawPayload", "RawValue",
        "Read",
        "RegistrationToken", "RoutablePush", "RouteCondition", "RouteSelection", "RouteSelector", "Routed",
        "SelectedBy", "StringLookup", "StringRules", "UnhandledPolicy", "ValueReader", "Violation",
    ]

    /// Modules generated code refers to by name (a type with such a name would break
    /// `Swift.String`-style qualification).
    package static let modules: [String] = [
        "Swift", "Foundation", "PushRouting", "Dispatch", "_Concurrency", "_StringProcessing",
    ]

    /// Why `name` may not be used as a destination or type name, or nil when it may.
    package static func reservation(of name: String) -> String? {
        if BuiltinType(rawValue: name) != nil { return "it is a built-in type of routes.yaml" }
        if SwiftNaming.keywords.contains(name) { return "it is a Swift keyword" }
        if modules.contains(name) { return "it is the name of a module generated code uses" }
        if topLevel.contains(name) { return "generated code declares it" }
        if name == payloadKeys { return "generated code declares it in every generated struct" }
        if BuiltinNamedTypes.reserved.contains(name) {
            return "the PushRouting library declares it for Apple's aps dictionary (docs/language.md §3.10)"
        }
        if runtime.contains(name) { return "the PushRouting library declares it" }
        if StandardLibraryNames.all.contains(name) { return "the Swift standard library declares it" }
        return nil
    }

    /// Property names a generated struct cannot declare: the conformances it gets from
    /// Swift (Hashable) synthesize them with another type. Found by compiling generated
    /// code whole-module; a per-file build accepts them.
    package static let structMembers: [String: String] = ["hashValue": "Hashable"]

    /// Case names a generated enum cannot declare (it is `String`-backed and CaseIterable).
    package static let enumCases: [String: String] = ["rawValue": "RawRepresentable", "allCases": "CaseIterable"]

    /// The extra case of an open enum (docs/language.md §3.9), which carries a string that
    /// is none of the enum's values: `.other("new-value")`.
    package static let openEnumOtherCase = "other"

    /// Case names the enum generated for a union cannot declare: what it declares besides
    /// its cases.
    package static let unionCases: [String: String] = [
        "hashValue": "Hashable", "payloadValue": "its payloadValue property",
    ]

    /// The protocol generated for a destination.
    package static func destinationProtocol(_ destination: String) -> String {
        destination + destinationProtocolSuffix
    }

    /// The struct generated for a route whose case name is `caseName`: route `order_shipped`
    /// (case `orderShipped`) → `OrderShippedPush`.
    package static func routeStruct(forCase caseName: String) -> String {
        SwiftNaming.typeName(fromMember: caseName) + routeStructSuffix
    }
}
