import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one percentage type and the one "percentage or amount" reader.
@Suite struct PercentageTests {
    @Test func readsAsPeopleWriteIt() throws {
        #expect(try Percentage(parsing: "30").value == 30)
        #expect(try Percentage(parsing: "30%").value == 30)
        #expect(try Percentage(parsing: "３０％").value == 30)
        #expect(try Percentage(parsing: " 8.875 % ", maximumDecimals: 4).description == "8.875%")
        #expect(try Percentage(parsing: "30").fraction == Fraction(3, 10))
    }

    @Test func refusesWhatIsNoPercentage() {
        #expect(throws: ShopCoreError.notAPercentage("abc%")) { try Percentage(parsing: "abc%") }
        #expect(throws: ShopCoreError.percentageOutOfRange("120%")) { try Percentage(parsing: "120%") }
        #expect(throws: ShopCoreError.percentageOutOfRange("-5")) { try Percentage(parsing: "-5") }
        #expect(throws: ShopCoreError.tooManyDecimals("8.87501%", limit: 4)) {
            try Percentage(parsing: "8.87501%", maximumDecimals: 4)
        }
    }

    @Test func percentOrAmount() throws {
        func read(_ text: String) throws(ShopCoreError) -> PercentOrAmount {
            try PercentOrAmount.read(
                text, percentError: { $0 },
                amount: { (text: String) throws(ShopCoreError) -> Decimal in try AmountParser.amount(text, currency: .jpy) })
        }
        #expect(try read("10%") == .percent(try Percentage(10)))
        #expect(try read("１０％") == .percent(try Percentage(10)))
        #expect(try read("¥500") == .amount(500))
        #expect(throws: ShopCoreError.percentageOutOfRange("101%")) { try read("101%") }
    }
}
