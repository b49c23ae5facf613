@_spi(Generated) import PushRouting

/// The schemas of Apple's `aps` dictionary (docs/language.md §3.10), for `$defs`: `APS`,
/// `APSAlert` and `APSSound`, accepting what `PushRouting.APS` accepts. Every member is
/// optional (null is missing), keys Apple does not define are ignored, the flags take
/// `true`, `false`, 0 and 1, and `interruption-level` any string.
enum APSSchema {
    static func definitions(_ builder: SchemaBuilder) -> [(String, JSONDocument)] {
        let string = JSONDocument.object([("type", .string("string"))])
        let strings = JSONDocument.object([("type", .string("array")), ("items", string)])
        let integer = builder.integerSchema(nil)
        let number = builder.numberSchema(nil)
        let flag = JSONDocument.object([
            (
                "anyOf",
                .array([.object([("type", .string("boolean"))]), .object([("enum", .array([.int(0), .int(1)]))])])
            )
        ])
        func either(_ definition: String) -> JSONDocument {
            .object([("anyOf", .array([string, .object([("$ref", .string("#/$defs/\(definition)"))])]))])
        }
        func object(_ title: String, _ description: String, _ members: [(String, JSONDocument)]) -> JSONDocument {
            .object([
                ("title", .string(title)), ("description", .string(description)), ("type", .string("object")),
                ("properties", .object(members.map { ($0.0, ObjectShape.nullable($0.1)) })),
            ])
        }
        let volume = builder.numberSchema(NumberRules(minimum: NumberBound(Int64(0)), maximum: NumberBound(Int64(1))))
        let apsMembers: [String: JSONDocument] = [
            "alert": either("APSAlert"), "badge": integer, "sound": either("APSSound"), "thread-id": string,
            "category": string, "content-available": flag, "mutable-content": flag, "target-content-id": string,
            "interruption-level": string, "relevance-score": number, "filter-criteria": string, "timestamp": integer,
            "stale-date": integer, "dismissal-date": integer, "event": string, "attributes-type": string,
        ]
        let alertMembers: [String: JSONDocument] = [
            "title": string, "subtitle": string, "body": string, "launch-image": string, "title-loc-key": string,
            "title-loc-args": strings, "subtitle-loc-key": string, "subtitle-loc-args": strings, "loc-key": string,
            "loc-args": strings,
        ]
        let soundMembers: [String: JSONDocument] = ["critical": flag, "name": string, "volume": volume]
        return [
            (
                "APS",
                object(
                    "APS", "Apple's aps dictionary (PushRouting.APS).",
                    APS.memberKeys.map { ($0, apsMembers[$0] ?? string) })
            ),
            (
                "APSAlert",
                object(
                    "APSAlert", "The dictionary form of aps.alert.",
                    APSAlert.memberKeys.map { ($0, alertMembers[$0] ?? string) })
            ),
            (
                "APSSound",
                object(
                    "APSSound", "The dictionary form of aps.sound.",
                    APSSound.memberKeys.map { ($0, soundMembers[$0] ?? string) })
            ),
        ]
    }
}
