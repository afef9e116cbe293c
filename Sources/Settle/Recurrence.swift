import ShopCore

/// How often a recurring line of a group falls due: `every month from 2026-01-01 until 2026-12-31`,
/// `every 2 weeks from 2026-01-05`, `毎月 2026-01-01 から`, after hledger's periodic transactions
/// (`~ monthly from 2026-01-01`).
///
/// Occurrences are counted from ``start``, each a whole number of periods after it, never after the
/// one before, so a month end does not drift:
///
/// ```
/// rule                               | occurrences
/// -----------------------------------+--------------------------------------------
/// every month from 2026-01-31        | 01-31, 02-28, 03-31, 04-30, 05-31 …
/// every year from 2024-02-29         | 2024-02-29, 2025-02-28, 2026-02-28, 2028-02-29
/// every 2 weeks from 2026-01-05      | 01-05, 01-19, 02-02 …
/// every day from 2026-03-30 until 04-01 | 03-30, 03-31, 04-01 (the last day counts)
/// ```
public struct Recurrence: Sendable, Hashable, Codable {
    /// The unit a period is counted in.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Days: `every day`, `every 10 days`, `毎日`.
        case day
        /// Weeks of 7 days: `every week`, `every 2 weeks`, `毎週`.
        case week
        /// Calendar months, on the start's day or the month's last: `every month`, `毎月`.
        case month
        /// Calendar years (February 29 falls on February 28 in other years): `every year`, `毎年`.
        case year
    }

    /// How many units a period is: 1 in `every month`, 2 in `every 2 weeks`.
    public var count: Int
    /// The unit.
    public var unit: Unit
    /// The first day it falls due.
    public var start: CalendarDay
    /// The last day it may fall due (included); nil: no end.
    public var end: CalendarDay?

    /// The most periods a count may be: `every 1000 days`.
    public static let maximumCount = 1000
    /// The most occurrences one line may have up to the day settled: 36,600 (every day for a hundred years).
    public static let maximumOccurrences = 36_600

    /// A rule of every `count` `unit`s from `start` to `end` (included).
    public init(every count: Int = 1, _ unit: Unit, from start: CalendarDay, until end: CalendarDay? = nil) {
        self.count = count
        self.unit = unit
        self.start = start
        self.end = end
    }

    /// The `index`-th occurrence (0: ``start``); nil past the year 9999.
    public func occurrence(_ index: Int) -> CalendarDay? {
        switch unit {
        case .day:
            return index * count > CalendarDay.last.daysSince1970 - start.daysSince1970 ? nil : start.adding(days: index * count)
        case .week:
            return index * count * 7 > CalendarDay.last.daysSince1970 - start.daysSince1970
                ? nil : start.adding(days: index * count * 7)
        case .month: return start.adding(months: index * count)
        case .year: return start.adding(months: index * count * 12)
        }
    }

    /// Every day it falls due up to `day` (included) and its ``end``, in order.
    /// - Throws: ``SettleError/tooManyOccurrences(_:)`` past ``maximumOccurrences``.
    public func occurrences(through day: CalendarDay) throws(SettleError) -> [CalendarDay] {
        let last = min(day, end ?? day)
        var days: [CalendarDay] = []
        var index = 0
        while let next = occurrence(index), next <= last {
            guard days.count < Self.maximumOccurrences else { throw .tooManyOccurrences(Self.maximumOccurrences) }
            days.append(next)
            index += 1
        }
        return days
    }
}
