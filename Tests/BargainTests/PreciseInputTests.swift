import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Values handed to the API with more decimals than shoptools keeps exactly
/// are refused as too precise, never as too large, and never computed.
@Suite struct PreciseInputTests {
    let third = Decimal(1) / 3

    @Test func ratesAndSliderPositions() throws {
        var state = try BargainState(price: Money(9800, .jpy))
        // A rate with more than 12 decimals is no percentage to set: refused before it reaches the state.
        #expect(throws: ShopCoreError.tooManyDecimals(MoneyFormat.plain(Decimal(1) / 300), limit: 12)) {
            try Percentage(Decimal(1) / 300)
        }
        #expect(throws: BargainError.money(.tooManyDecimals(MoneyFormat.plain(third), limit: 12))) {
            try state.moveSlider(to: third)
        }
        #expect(state.rate.value == 0, "a refused value changes nothing")
    }

    @Test func prices() throws {
        var state = try BargainState(price: Money(9800, .jpy))
        #expect(throws: BargainError.money(.tooManyDecimals(MoneyFormat.plain(third), limit: 12))) {
            try state.setPrice(Money(third, .jpy))
        }
        #expect(throws: BargainError.currencyMismatch(price: Money(5, .usd), expected: .jpy)) {
            try state.setPrice(Money(5, .usd))
        }
        #expect(throws: BargainError.money(.negative("-1"))) { try state.setPrice(Money(-1, .jpy)) }
        #expect(state.price == Money(9800, .jpy))
    }

    @Test func readingWhatPeopleType() throws {
        #expect(try Percentage(parsingDiscountRate: "30%").value == 30)
        #expect(try Percentage(parsingDiscountRate: " ３３．５％ ").value == Decimal(string: "33.5"))
        #expect(throws: BargainError.money(.tooManyDecimals("33.3333333333333", limit: 12))) {
            try Percentage(parsingDiscountRate: "33.3333333333333")
        }
        #expect(throws: BargainError.notARate("30%%")) { try Percentage(parsingDiscountRate: "30%%") }
        #expect(throws: BargainError.rateOutOfRange(120)) { try Percentage(parsingDiscountRate: "120") }
        #expect(try Segment(parsing: "２") == .thirty)
        #expect(throws: BargainError.notASegment("2.5")) { try Segment(parsing: "2.5") }
        #expect(throws: BargainError.segmentOutOfRange("99999999999999999999")) { try Segment(parsing: "99999999999999999999") }
        #expect(try Slider.position(parsing: "0.35") == Decimal(string: "0.35"))
        #expect(throws: BargainError.notASliderPosition("half")) { try Slider.position(parsing: "half") }
    }
}
