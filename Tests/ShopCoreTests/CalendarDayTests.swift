import ShopCore
import Testing

/// Days of the calendar: read as ISO 8601 writes them, counted from 1970, months added with the day kept or
/// clamped to the month's last.
@Suite struct CalendarDayTests {
    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-1-01", "２０２６-01-01", "2026/01/01", "0000-01-01", ""])
    func whatIsNoDayIsRefused(_ text: String) {
        #expect(throws: ShopCoreError.notADate(text)) { try CalendarDay(parsing: text) }
    }

    @Test func daysSince1970RoundTrip() throws {
        #expect(try CalendarDay(parsing: "1970-01-01").daysSince1970 == 0)
        #expect(try CalendarDay(parsing: "2026-12-01").daysSince1970 == 20_788)
        #expect(try CalendarDay(parsing: "2000-03-01").daysSince1970 == 11_017)
        for days in stride(from: -700_000, through: 2_900_000, by: 997) {
            #expect(CalendarDay(daysSince1970: days).daysSince1970 == days)
        }
    }

    @Test func monthsKeepTheDayOrTakeTheMonthsLast() throws {
        let january31 = try CalendarDay(parsing: "2026-01-31")
        #expect(january31.adding(months: 1)?.description == "2026-02-28")
        #expect(january31.adding(months: 2)?.description == "2026-03-31")
        #expect(january31.adding(months: 12)?.description == "2027-01-31")
        #expect(try CalendarDay(parsing: "2024-02-29").adding(months: 12)?.description == "2025-02-28")
        #expect(try CalendarDay(parsing: "2024-02-29").adding(months: 48)?.description == "2028-02-29")
        #expect(try CalendarDay(parsing: "9999-12-01").adding(months: 1) == nil)
    }
}
