/// The app's side of a table's links (docs/language.md §14.8): the entries of the
/// associated-domains entitlement (`applinks:example.com`) and the custom schemes of
/// `CFBundleURLTypes`, as the property-list fragments an app's `.entitlements` file and
/// `Info.plist` hold.
package struct AppLinkSettings: Sendable {
    /// The https hosts, as the table lists them.
    package let hosts: [String]
    /// The custom schemes, as the table lists them.
    package let schemes: [String]
    /// The bundle ID the URL type is named after (the first app ID's, without its team).
    package let bundleID: String?

    /// The settings of `links`; `appIDs` name the URL type.
    package init(_ links: LinkPlan, appIDs: [String]) {
        hosts = links.hosts
        schemes = links.schemes
        bundleID = appIDs.first.flatMap { id in id.firstIndex(of: ".").map { String(id[id.index(after: $0)...]) } }
    }

    /// `<key>com.apple.developer.associated-domains</key>` and its array, one `applinks:`
    /// entry per host.
    package var entitlements: String {
        var lines = ["<key>com.apple.developer.associated-domains</key>", "<array>"]
        lines += hosts.map { "\t<string>applinks:\(Self.escaped($0))</string>" }
        lines.append("</array>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<key>CFBundleURLTypes</key>` and its array: one URL type with every custom scheme.
    package var urlTypes: String {
        var lines = ["<key>CFBundleURLTypes</key>", "<array>", "\t<dict>"]
        lines += ["\t\t<key>CFBundleTypeRole</key>", "\t\t<string>Editor</string>"]
        let name = bundleID ?? schemes.first ?? ""
        lines += ["\t\t<key>CFBundleURLName</key>", "\t\t<string>\(Self.escaped(name))</string>"]
        lines += ["\t\t<key>CFBundleURLSchemes</key>", "\t\t<array>"]
        lines += schemes.map { "\t\t\t<string>\(Self.escaped($0))</string>" }
        lines += ["\t\t</array>", "\t</dict>", "</array>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with `&`, `<` and `>` escaped for a property list.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
