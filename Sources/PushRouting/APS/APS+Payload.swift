import Foundation

// Reading and writing Apple's `aps` dictionary, the way generated object types read and
// write themselves: one pass over the dictionary, then each member in order.

extension APS: PayloadDecodable, PayloadEncodable {
    /// The keys Apple defines in `aps`, in member order (docs/language.md §3.10).
    @_spi(Generated)
    public static let memberKeys = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "timestamp", "stale-date",
        "dismissal-date", "event", "attributes-type",
    ]

    /// The keys of `aps` whose values are the app's own (a Live Activity's): not members of
    /// `APS`, read with the app's types.
    @_spi(Generated)
    public static let appKeys = ["content-state", "attributes"]

    /// The reader of each member, for `init(entries:)`.
    enum PayloadKeys {
        static let alertReader = Read.value { value throws(PushDecodingError) -> Alert in
            switch RawValue.classify(value) {
            case .string: return .string(try Decode.string(value))
            case .object: return .apsAlert(try Read.object(APSAlert.self).read(value))
            default: throw Decode.wrongType(value, expected: "a string or an object")
            }
        }
        static let soundReader = Read.value { value throws(PushDecodingError) -> Sound in
            switch RawValue.classify(value) {
            case .string: return .string(try Decode.string(value))
            case .object: return .apsSound(try Read.object(APSSound.self).read(value))
            default: throw Decode.wrongType(value, expected: "a string or an object")
            }
        }
        static let interruptionLevelReader = Read.value { value throws(PushDecodingError) in
            InterruptionLevel(rawValue: try Decode.string(value))
        }
        static let stringReader = Read.string()
        static let intReader = Read.int()
        static let doubleReader = Read.double()
        static let flagReader = Read.flag()
    }

    /// Reads the dictionary; throws where a member has a wrong value.
    public init(decoding payload: PayloadObject) throws(PushDecodingError) {
        self = try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
            try Self(entries: entries)
        }
    }

    /// Reads the dictionary from its entries, each key read once.
    @_spi(Generated)
    public init(entries: PayloadEntries) throws(PushDecodingError) {
        let found = APS.members.found(in: entries)
        func value<T>(_ index: Int, _ reader: ValueReader<T>) throws(PushDecodingError) -> T? {
            try found.optional(index, reader)
        }
        self.init()
        alert = try value(0, PayloadKeys.alertReader)
        badge = try value(1, PayloadKeys.intReader)
        sound = try value(2, PayloadKeys.soundReader)
        threadID = try value(3, PayloadKeys.stringReader)
        category = try value(4, PayloadKeys.stringReader)
        contentAvailable = try value(5, PayloadKeys.flagReader)
        mutableContent = try value(6, PayloadKeys.flagReader)
        targetContentID = try value(7, PayloadKeys.stringReader)
        interruptionLevel = try value(8, PayloadKeys.interruptionLevelReader)
        relevanceScore = try value(9, PayloadKeys.doubleReader)
        filterCriteria = try value(10, PayloadKeys.stringReader)
        timestamp = try value(11, PayloadKeys.intReader)
        staleDate = try value(12, PayloadKeys.intReader)
        dismissalDate = try value(13, PayloadKeys.intReader)
        event = try value(14, PayloadKeys.stringReader)
        attributesType = try value(15, PayloadKeys.stringReader)
    }

    static let members = AppleMembers(memberKeys)

    /// The members' values in member order (`memberKeys`), nil where a member has none.
    package var memberValues: [Any?] {
        [
            alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID,
            interruptionLevel, relevanceScore, filterCriteria, timestamp, staleDate, dismissalDate, event,
            attributesType,
        ]
    }

    /// Writes the members that have a value, each at its key; flags as 1 or 0.
    @_spi(Generated)
    public func writePayload(into payload: inout PayloadBuilder) {
        APS.members.write(memberValues, into: &payload)
    }
}

extension APS.Alert {
    /// The value as a payload carries it: the string, or the alert's dictionary.
    @_spi(Generated)
    public var payloadValue: Any {
        switch self {
        case .string(let value): return value
        case .apsAlert(let value): return Encode.object(value)
        }
    }
}

extension APS.Sound {
    /// The value as a payload carries it: the string, or the sound's dictionary.
    @_spi(Generated)
    public var payloadValue: Any {
        switch self {
        case .string(let value): return value
        case .apsSound(let value): return Encode.object(value)
        }
    }
}

extension APSAlert: PayloadDecodable, PayloadEncodable {
    /// The keys Apple defines in the dictionary form of `aps.alert`, in member order.
    @_spi(Generated)
    public static let memberKeys = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args",
    ]

    /// The readers of the members.
    enum PayloadKeys {
        static let stringReader = Read.string()
        static let stringsReader = Read.array(of: Read.string())
    }

    /// Reads the alert; throws where a member has a wrong value.
    public init(decoding payload: PayloadObject) throws(PushDecodingError) {
        let found = try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
            APSAlert.members.found(in: entries)
        }
        func value<T>(_ index: Int, _ reader: ValueReader<T>) throws(PushDecodingError) -> T? {
            try found.optional(index, reader)
        }
        self.init()
        title = try value(0, PayloadKeys.stringReader)
        subtitle = try value(1, PayloadKeys.stringReader)
        body = try value(2, PayloadKeys.stringReader)
        launchImage = try value(3, PayloadKeys.stringReader)
        titleLocKey = try value(4, PayloadKeys.stringReader)
        titleLocArgs = try value(5, PayloadKeys.stringsReader)
        subtitleLocKey = try value(6, PayloadKeys.stringReader)
        subtitleLocArgs = try value(7, PayloadKeys.stringsReader)
        locKey = try value(8, PayloadKeys.stringReader)
        locArgs = try value(9, PayloadKeys.stringsReader)
    }

    static let members = AppleMembers(memberKeys)

    /// The members' values in member order (`memberKeys`), nil where a member has none.
    package var memberValues: [Any?] {
        [
            title, subtitle, body, launchImage, titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs, locKey,
            locArgs,
        ]
    }

    /// Writes the members that have a value, each at its key.
    @_spi(Generated)
    public func writePayload(into payload: inout PayloadBuilder) {
        APSAlert.members.write(memberValues, into: &payload)
    }
}

extension APSSound: PayloadDecodable, PayloadEncodable {
    /// The keys Apple defines in the dictionary form of `aps.sound`, in member order.
    @_spi(Generated)
    public static let memberKeys = ["critical", "name", "volume"]

    /// The readers of the members.
    enum PayloadKeys {
        static let criticalReader = Read.flag()
        static let nameReader = Read.string()
        static let volumeReader = Read.double(
            rules: NumberRules(minimum: NumberBound(Int64(0)), maximum: NumberBound(Int64(1))))
    }

    /// Reads the sound; throws where a member has a wrong value.
    public init(decoding payload: PayloadObject) throws(PushDecodingError) {
        let found = try PayloadEntries.withEntries(of: payload) { entries throws(PushDecodingError) in
            APSSound.members.found(in: entries)
        }
        func value<T>(_ index: Int, _ reader: ValueReader<T>) throws(PushDecodingError) -> T? {
            try found.optional(index, reader)
        }
        self.init()
        critical = try value(0, PayloadKeys.criticalReader)
        name = try value(1, PayloadKeys.nameReader)
        volume = try value(2, PayloadKeys.volumeReader)
    }

    static let members = AppleMembers(memberKeys)

    /// The members' values in member order (`memberKeys`), nil where a member has none.
    package var memberValues: [Any?] { [critical, name, volume] }

    /// Writes the members that have a value, each at its key; `critical` as 1 or 0.
    @_spi(Generated)
    public func writePayload(into payload: inout PayloadBuilder) {
        APSSound.members.write(memberValues, into: &payload)
    }
}
