import Testing

@testable import RouteCompiler

/// Name derivation of docs/language.md §6, table-driven.
@Suite struct SwiftNamingTests {
    static let memberNames: [(key: String, name: String?)] = [
        // Plain words and separators.
        ("second", "second"),
        ("order_shipped", "orderShipped"),
        ("order-shipped", "orderShipped"),
        ("msg.name", "msgName"),
        ("order shipped now", "orderShippedNow"),
        ("__private__", "private"),
        ("a__b", "aB"),
        // Capitals: the first word is lowercased up to the next capitalized word.
        ("SecondViewController", "secondViewController"),
        ("URLPath", "urlPath"),
        ("URL", "url"),
        ("ID", "id"),
        ("ID2", "id2"),
        ("HTTPServer2Go", "httpServer2Go"),
        ("ABc", "aBc"),
        ("A", "a"),
        ("order_ID", "orderID"),
        ("user_URLPath", "userURLPath"),
        ("camelCase", "camelCase"),
        ("x_y_z", "xYZ"),
        // Later words keep the rest as written.
        ("get_HTTP_response", "getHTTPResponse"),
        ("already-camelCase", "alreadyCamelCase"),
        // Leading digits.
        ("2fa", "_2fa"),
        ("3D_touch", "_3DTouch"),
        ("_1", "_1"),
        ("route 12", "route12"),
        // Keywords are kept; escaping is separate.
        ("class", "class"),
        ("self", "self"),
        ("Type", "type"),
        ("default", "default"),
        ("init", "init"),
        ("Any", "any"),
        // Unicode letters and digits.
        ("café_au-lait", "caféAuLait"),
        ("über", "über"),
        ("Über_alles", "überAlles"),
        ("日本語", "日本語"),
        ("名前_key", "名前Key"),
        ("straße_name", "straßeName"),
        ("e\u{301}t\u{e9}", "e\u{301}t\u{e9}"),
        ("٣rd", "_٣rd"),
        // Nothing to name.
        ("", nil),
        ("+++", nil),
        ("_", nil),
        ("🙂", nil),
        ("💩💩", nil),
        ("-- --", nil),
    ]

    @Test(arguments: memberNames)
    func memberName(_ key: String, _ expected: String?) {
        #expect(SwiftNaming.memberName(from: key) == expected, "key \(key)")
        #expect(SwiftNaming.unicodeMemberName(key) == expected, "key \(key), scalar by scalar")
    }

    /// The byte-by-byte path for ASCII keys derives what the scalar path derives.
    @Test func asciiPathAgreesWithTheScalarPath() {
        for key in SeededStrings.make(20_000, alphabet: "aZ09_- .AbCDeFgHIJ9kK$x", seed: 0x9E37_79B9_7F4A_7C15) {
            #expect(
                SwiftNaming.asciiMemberName(key) == SwiftNaming.unicodeMemberName(key), "key \(key.debugDescription)")
        }
    }

    static let escaping: [(name: String, escaped: String)] = [
        ("class", "`class`"), ("self", "`self`"), ("Self", "`Self`"), ("default", "`default`"),
        ("init", "`init`"), ("Type", "`Type`"), ("Any", "`Any`"), ("in", "`in`"), ("is", "`is`"),
        ("as", "`as`"), ("func", "`func`"), ("true", "`true`"), ("nil", "`nil`"), ("await", "`await`"),
        ("type", "type"), ("get", "get"), ("set", "set"), ("open2", "open2"), ("any", "any"),
    ]

    @Test(arguments: escaping)
    func escaped(_ name: String, _ expected: String) {
        #expect(SwiftNaming.escaped(name) == expected)
    }

    @Test func typeNameFromMember() {
        #expect(SwiftNaming.typeName(fromMember: "status") == "Status")
        #expect(SwiftNaming.typeName(fromMember: "urlPath") == "UrlPath")
        #expect(SwiftNaming.typeName(fromMember: "_2fa") == "_2faValue")
        #expect(SwiftNaming.typeName(fromMember: "日本") == "日本Value")
        #expect(SwiftNaming.typeName(fromMember: "über") == "Über")
        #expect(SwiftNaming.typeName(fromMember: "Order") == "OrderValue")
        #expect(SwiftNaming.typeName(fromMember: "zIndex") == "ZIndex")
        #expect(SwiftNaming.typeName(fromMember: "aé") == "Aé")
        #expect(SwiftNaming.typeName(fromMember: "") == "")
    }

    @Test(arguments: [
        ("SecondViewController", true), ("_Private", true), ("a1", true), ("A_b_9", true),
        ("9Lives", false), ("second-view", false), ("", false), ("Café", false), ("Two Words", false),
    ])
    func typeNameForm(_ name: String, _ valid: Bool) {
        #expect(SwiftNaming.hasTypeNameForm(name) == valid)
    }

    @Test func reservedNames() {
        #expect(GeneratedNames.reservation(of: "String") != nil)
        #expect(GeneratedNames.reservation(of: "Int64") != nil)
        #expect(GeneratedNames.reservation(of: "MainActor") != nil)
        #expect(GeneratedNames.reservation(of: "Foundation") != nil)
        #expect(GeneratedNames.reservation(of: "PushRoute") != nil)
        #expect(GeneratedNames.reservation(of: "class") != nil)
        #expect(GeneratedNames.reservation(of: "string") != nil)
        #expect(GeneratedNames.reservation(of: "SecondViewController") == nil)
        #expect(
            GeneratedNames.reservation(of: "Date") == nil,
            "Foundation names are not reserved; generated code qualifies them")
    }
}
