/// A day of the proleptic Gregorian calendar, as ISO 8601 writes it (`2026-12-01`): the date of a
/// group's expense, the first and last day of a recurring one, the day a group is settled as of.
///
/// A day has no time and no time zone: which day "today" is, is the caller's to say (the command
/// line takes the local clock, or `SOURCE_DATE_EPOCH`, in the local time zone).
///
/// Months and years are added as calendars do, the day kept where the month has it and else the
/// last day of the month (``adding(months:)``):
///
/// ```
/// from        | + 1 month   | + 2 months  | + 12 months
/// ------------+-------------+-------------+------------
/// 2026-01-31  | 2026-02-28  | 2026-03-31  | 2027-01-31
/// 2024-02-29  | 2024-03-29  | 2024-04-29  | 2025-02-28
/// ```
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28…31.
    public let day: Int

    /// The day `year-month-day`.
    /// - Throws: ``ShopCoreError/notADate(_:)`` for a day the calendar does not have (`2026-02-30`) or a year
    ///   outside 1…9999.
    public init(year: Int, month: Int, day: Int) throws(ShopCoreError) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Self.days(inMonth: month, of: year)
        else {
            throw .notADate(Self.text(year, month, day))
        }
        (self.year, self.month, self.day) = (year, month, day)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Reads `YYYY-MM-DD` exactly: four digits, two, two, joined by `-` (full-width digits are not dates).
    /// - Throws: ``ShopCoreError/notADate(_:)``.
    public init(parsing text: String) throws(ShopCoreError) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            throw .notADate(text)
        }
        func number(_ range: Range<Int>) throws(ShopCoreError) -> Int {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw .notADate(text) }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        do {
            try self.init(year: number(0..<4), month: number(5..<7), day: number(8..<10))
        } catch {
            throw .notADate(text)
        }
    }

    /// Whether `text` has the shape of a date (`2026-12-01`, or a wrong one such as `2026-02-30`): how a
    /// group line's first word is told to be a date.
    public static func looksLikeDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        for (place, byte) in bytes.enumerated() {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard place == 4 || place == 7 ? byte == UInt8(ascii: "-") : isDigit else { return false }
        }
        return true
    }

    /// The day `days` days after 1970-01-01 (before it, for a negative number), clamped to years 1…9999.
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's days-to-civil, in whole numbers.
        let clamped = min(max(days, Self.first.daysSince1970), Self.last.daysSince1970)
        let z = clamped + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        self.init(unchecked: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days from 1970-01-01 to this day (negative before it).
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `count` days later (earlier, for a negative count), within years 1…9999.
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(daysSince1970: daysSince1970 + count)
    }

    /// The day `count` months later, on the same day of the month, or the month's last day when it is
    /// shorter (2026-01-31 + 1 month = 2026-02-28); nil past the year 9999.
    public func adding(months count: Int) -> CalendarDay? {
        let index = year * 12 + (month - 1) + count
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        guard (1...9999).contains(newYear) else { return nil }
        return CalendarDay(unchecked: newYear, newMonth, min(day, Self.days(inMonth: newMonth, of: newYear)))
    }

    /// The number of days in `month` of `year`.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether `year` has a February 29.
    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The first day there is: 0001-01-01.
    public static let first = CalendarDay(unchecked: 1, 1, 1)
    /// The last day there is: 9999-12-31.
    public static let last = CalendarDay(unchecked: 9999, 12, 31)

    /// `2026-12-01`.
    public var description: String { Self.text(year, month, day) }

    private static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// Whether `lhs` is before `rhs`.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CalendarDay: Codable {
    /// Reads `"2026-12-01"`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(parsing: text)
    }

    /// Writes `"2026-12-01"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
