import Foundation

/// Apple's `aps` dictionary (docs/language.md §3.10): what APNs shows and does with a push.
/// A table reads it with a param `aps: APS`; the type lives here, once, not in each
/// table's generated code.
///
/// Every member is optional. Keys Apple does not define are ignored, and so are
/// `content-state` and `attributes` of a Live Activity update: they are the app's own, read
/// them with params of the app's types (`path: aps.content-state`). The flags
/// `content-available` and `mutable-content` take `true`, `false`, 0 and 1, as Apple writes
/// them, and are written back as 1 and 0.
public struct APS: Sendable, Hashable {
    /// `alert`: the text to show, as one string (the body) or a dictionary.
    public var alert: Alert?
    /// `badge`: the number on the app's icon; 0 removes it.
    public var badge: Int?
    /// `sound`: a sound file's name (`default` for the system sound) or a dictionary, for
    /// critical alerts.
    public var sound: Sound?
    /// `thread-id`: groups notifications.
    public var threadID: String?
    /// `category`: the notification's category, which decides its actions.
    public var category: String?
    /// `content-available`: a background update (1).
    public var contentAvailable: Bool?
    /// `mutable-content`: a notification service extension may change the content (1).
    public var mutableContent: Bool?
    /// `target-content-id`: the window to bring forward.
    public var targetContentID: String?
    /// `interruption-level`: how urgently the system presents the notification.
    public var interruptionLevel: InterruptionLevel?
    /// `relevance-score`: how the notification ranks in a summary (0 to 1).
    public var relevanceScore: Double?
    /// `filter-criteria`: which Focus filter shows it.
    public var filterCriteria: String?
    /// `timestamp`: when a Live Activity update was sent, in seconds since 1970.
    public var timestamp: Int?
    /// `stale-date`: when a Live Activity's content goes stale, in seconds since 1970.
    public var staleDate: Int?
    /// `dismissal-date`: when an ended Live Activity leaves the Lock Screen, in seconds
    /// since 1970.
    public var dismissalDate: Int?
    /// `event`: what a Live Activity update does: `start`, `update` or `end`.
    public var event: String?
    /// `attributes-type`: the attributes type of a Live Activity a push starts.
    public var attributesType: String?

    /// Creates the dictionary from its values.
    public init(
        alert: Alert? = nil, badge: Int? = nil, sound: Sound? = nil, threadID: String? = nil, category: String? = nil,
        contentAvailable: Bool? = nil, mutableContent: Bool? = nil, targetContentID: String? = nil,
        interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil, filterCriteria: String? = nil,
        timestamp: Int? = nil, staleDate: Int? = nil, dismissalDate: Int? = nil, event: String? = nil,
        attributesType: String? = nil
    ) {
        self.alert = alert
        self.badge = badge
        self.sound = sound
        self.threadID = threadID
        self.category = category
        self.contentAvailable = contentAvailable
        self.mutableContent = mutableContent
        self.targetContentID = targetContentID
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.filterCriteria = filterCriteria
        self.timestamp = timestamp
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.event = event
        self.attributesType = attributesType
    }

    /// The values of `alert`: a string (the body) or an `APSAlert` dictionary.
    public enum Alert: Sendable, Hashable {
        case string(String)
        case apsAlert(APSAlert)
    }

    /// The values of `sound`: a sound file's name or an `APSSound` dictionary.
    public enum Sound: Sendable, Hashable {
        case string(String)
        case apsSound(APSSound)
    }

    /// The values of `interruption-level`, an open enum: a level this library does not
    /// know yet is `.other`, carrying its string.
    public enum InterruptionLevel: RawRepresentable, Sendable, Hashable {
        case passive
        case active
        case timeSensitive
        case critical
        /// A string that is none of the levels above, as it was sent.
        case other(String)

        /// The level's string (for `.other`, the string it carries).
        public var rawValue: String {
            switch self {
            case .passive: return "passive"
            case .active: return "active"
            case .timeSensitive: return "time-sensitive"
            case .critical: return "critical"
            case .other(let value): return value
            }
        }

        /// The level of `rawValue`: one of the levels above, or `.other`.
        public init(rawValue: String) {
            switch rawValue {
            case "passive": self = .passive
            case "active": self = .active
            case "time-sensitive": self = .timeSensitive
            case "critical": self = .critical
            default: self = .other(rawValue)
            }
        }
    }
}

/// The dictionary form of `aps.alert` (docs/language.md §3.10).
public struct APSAlert: Sendable, Hashable {
    /// `title`.
    public var title: String?
    /// `subtitle`.
    public var subtitle: String?
    /// `body`.
    public var body: String?
    /// `launch-image`: the image shown while the app launches.
    public var launchImage: String?
    /// `title-loc-key`: the key of a localized title.
    public var titleLocKey: String?
    /// `title-loc-args`: the values of the localized title's placeholders.
    public var titleLocArgs: [String]?
    /// `subtitle-loc-key`: the key of a localized subtitle.
    public var subtitleLocKey: String?
    /// `subtitle-loc-args`: the values of the localized subtitle's placeholders.
    public var subtitleLocArgs: [String]?
    /// `loc-key`: the key of a localized body.
    public var locKey: String?
    /// `loc-args`: the values of the localized body's placeholders.
    public var locArgs: [String]?

    /// Creates the alert from its values.
    public init(
        title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
        titleLocKey: String? = nil, titleLocArgs: [String]? = nil, subtitleLocKey: String? = nil,
        subtitleLocArgs: [String]? = nil, locKey: String? = nil, locArgs: [String]? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.launchImage = launchImage
        self.titleLocKey = titleLocKey
        self.titleLocArgs = titleLocArgs
        self.subtitleLocKey = subtitleLocKey
        self.subtitleLocArgs = subtitleLocArgs
        self.locKey = locKey
        self.locArgs = locArgs
    }
}

/// The dictionary form of `aps.sound`, for critical alerts (docs/language.md §3.10).
public struct APSSound: Sendable, Hashable {
    /// `critical`: a critical alert, which plays even when the device is muted (1).
    public var critical: Bool?
    /// `name`: the sound file's name, `default` for the system sound.
    public var name: String?
    /// `volume`: the critical alert's volume, from 0 to 1.
    public var volume: Double?

    /// Creates the sound from its values.
    public init(critical: Bool? = nil, name: String? = nil, volume: Double? = nil) {
        self.critical = critical
        self.name = name
        self.volume = volume
    }
}
