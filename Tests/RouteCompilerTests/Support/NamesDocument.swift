@testable import RouteCompiler

/// docs/names.md, rendered from the lists the name checks use (`GeneratedNames`,
/// `GeneratedTypeNames`, `SwiftNaming.keywords`, `StandardLibraryNames`, `BuiltinType`), so
/// that the document cannot drift from them. `DocumentationTests` compares it with the file;
/// `make docs` (or `make reference`) writes it.
enum NamesDocument {
    /// The whole document.
    static var text: String {
        let structSuffix = GeneratedNames.routeStructSuffix
        let protocolSuffix = GeneratedNames.destinationProtocolSuffix
        return """
            # Names

            How `routegen` turns keys of `routes.yaml` into Swift names (docs/language.md, Names), and the closed
            list of names a destination or type may not take. Written by `DocumentationTests` from the
            reserved-name lists themselves (`make docs`); do not edit by hand.

            ## Derived names
            Route keys (discriminator values), param and field keys, and enum values become
            lowerCamelCase Swift names:

            - Every character that is not a Unicode letter or decimal digit breaks words; `_`, `-`,
              `.`, spaces and emoji included. Combining marks stay with the letter before them.
            - The first word is lowercased up to the start of the next capitalized word:
              `SecondViewController` → `secondViewController`, `URLPath` → `urlPath`, `ID` → `id`.
            - Every later word gets an uppercase first letter and keeps the rest as written:
              `order_ID` → `orderID`, `order-shipped` → `orderShipped`, `msg.name` → `msgName`.
            - A leading digit gets `_`: `2fa` → `_2fa`.
            - Swift keywords are kept and written in backticks in generated code, never renamed:
              `class` → `` `class` ``.
            - A key with no letter or digit (`"+++"`, `"🙂"`) yields no name: an error. A route takes
              `name:` instead (its value goes through the same derivation); a param or field is
              renamed and keeps its payload key with `path:`.
            - A route's `name:` overrides the name derived from its key.
            - Nested Swift types derived from a member (a string param's `enum`, a union) take the
              UpperCamelCase form of its name: `status` → `Status`.
            - The cases of a union's enum are its members' names: a built-in type's (`int`),
              `array`, `map`, or a named type's as a member name (`Sound` → `sound`, `APS` →
              `aps`). An open enum has the extra case `\(GeneratedNames.openEnumOtherCase)` (language.md §3.9).

            Two things that derive the same name in one scope (two routes, two params of a route, two
            fields of a type, two values of an enum, two members of a union) are an error naming both
            places (`name-collision`).

            ### Generated names make way
            A name that generated code adds beside the table's own takes a suffix when one of the
            table's would clash with it, and only then (so every other table keeps its generated
            code): the first of the name, the name + `Value`, + `Value2`, + `Value3`, … that is free.

            - The extra case of an open enum is `\(GeneratedNames.openEnumOtherCase)`, unless one of its values derives
              `\(GeneratedNames.openEnumOtherCase)`; then `\(GeneratedNames.openEnumOtherCase)Value`, `\(GeneratedNames.openEnumOtherCase)Value2`, …, the first that no value derives
              (values `unknown`, `\(GeneratedNames.openEnumOtherCase)`, `\(GeneratedNames.openEnumOtherCase)Value` → `.\(GeneratedNames.openEnumOtherCase)Value2("new")`). Apple's
              `APS.InterruptionLevel.\(GeneratedNames.openEnumOtherCase)` keeps its name.
            - An enum nested in a struct (a param's `enum`, a union) that would hide a named type
              of the table inside that struct gets `Value`, then `Value2`, …: `sound: "string |
              Sound"` → `SoundValue`, and `SoundValue2` when a type `SoundValue` exists too.

            ## Destinations and type names
            `destination` values and the names under `types:` are Swift type names as written. They
            must match `^[A-Za-z_][A-Za-z0-9_]*$`, must not be a Swift keyword, and must not be one of
            the names below. Destinations, named types, the protocol generated for each destination
            (`<Destination>\(protocolSuffix)`, e.g. `SecondViewController\(protocolSuffix)`) and the struct generated for
            each route (`<Route>\(structSuffix)`) share one namespace: one name, one thing.

            ### Names the generated code declares
            \(list(GeneratedTypeNames().all)); `<Route>\(structSuffix)` for every
            route (the struct of its values: route `order_shipped` → `OrderShipped\(structSuffix)`); and
            `<Destination>\(protocolSuffix)` for every destination. Every generated struct declares
            `\(GeneratedNames.payloadKeys)` inside it, the key paths and readers of its values (`Second\(structSuffix).\(GeneratedNames.payloadKeys)`), so
            no destination or type may be called `\(GeneratedNames.payloadKeys)` either. Enums that `enum` constraints and unions declare are
            nested in their struct (`CartReminder\(structSuffix).Currency`; the elements of an array
            param or the values of a map get `Item`: `TagsItem`); one that would hide a named type takes a suffix
            (see Generated names make way). A nested enum that would be
            `Self`, `Type` or `Protocol` (names Swift reads differently after a dot) or `\(GeneratedNames.payloadKeys)` gets
            `Value`: param `self` → `SelfValue`.

            ### Modules the generated code refers to
            \(list(GeneratedNames.modules)). A type with a module's name would break qualified names such as
            `Swift.String`. The module you build the generated code into should not share a name
            with one of your types either.

            ### Built-in types of routes.yaml
            \(list(BuiltinType.allCases.map(\.rawValue))); and `\(BuiltinNamedTypes.aps)`, Apple's `aps` dictionary
            (language.md §3.10), declared in the PushRouting library with its parts: \(list(BuiltinNamedTypes.reserved)) are
            reserved, and only `\(BuiltinNamedTypes.aps)` is a type a table can use.

            ### Swift keywords
            \(list(SwiftNaming.keywords)).

            ### The PushRouting library
            Its top-level types: the app's API, and what only generated code calls (declared
            `@_spi(Generated)`, so that an app's autocomplete does not offer it):
            \(list(GeneratedNames.runtime)).

            ### The Swift standard library
            Every public top-level type, protocol and type alias of the Swift 6.3 standard library,
            including `_Concurrency` and `_StringProcessing`, which every Swift file imports
            (\(StandardLibraryNames.all.count) names):

            \(list(StandardLibraryNames.all)).

            Foundation's names (`Date`, `URL`, `Data`, …) are not reserved: generated code writes
            them qualified (`Foundation.Date`), so a type of yours with such a name shadows nothing.

            """
    }

    /// The names in code font, sorted by their UTF-8 bytes, separated by commas.
    static func list(_ names: some Sequence<String>) -> String {
        names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "`\($0)`" }.joined(separator: ", ")
    }
}
