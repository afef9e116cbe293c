import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A state without a price yet: representable, and never shown as a price of 0.
@Suite struct NoPriceTests {
    @Test(arguments: Currency.all)
    func aNewStateHasNoPriceNoDiscountAndTheMinorUnit(_ currency: Currency) throws {
        let state = BargainState(currency: currency)
        #expect(state.currency == currency)
        #expect(state.price == nil)
        #expect(state.rate.value == 0)
        #expect(state.segment == nil)
        #expect(state.slider == 0)
        #expect(state.sliderStep == 0)
        #expect(state.unit == currency.minorUnit)
        #expect(state.rounding == .towardZero)
        #expect(try state.discount() == nil)
    }

    @Test func settingAndClearingThePriceKeepsTheDiscountChosen() throws {
        var state = BargainState(currency: .jpy, rounding: .toNearestOrAwayFromZero)
        try state.setUnit(10)
        state.select(.thirty)
        try state.setPrice(Money(9800, .jpy))
        let discount = try #require(try state.discount())
        #expect(discount.price == Money(6860, .jpy))
        #expect(discount.saved == Money(2940, .jpy))
        state.clearPrice()
        #expect(state.price == nil)
        #expect(try state.discount() == nil)
        #expect(state.rate.value == 30)
        #expect(state.segment == .thirty)
        #expect(state.unit == 10)
        #expect(state.rounding == .toNearestOrAwayFromZero)
    }

    @Test func aPriceIsCheckedAgainstTheStatesCurrency() throws {
        var state = BargainState(currency: .usd)
        #expect(throws: BargainError.currencyMismatch(price: Money(9800, .jpy), expected: .usd)) {
            try state.setPrice(Money(9800, .jpy))
        }
        #expect(throws: BargainError.money(.negative("-0.01"))) { try state.setPrice(Money(Decimal(string: "-0.01")!, .usd)) }
        #expect(state.price == nil, "a refused price leaves none")
        #expect(throws: BargainError.money(.invalidUnit("0.001", currency: .usd))) {
            try state.setUnit(Decimal(string: "0.001")!)
        }
    }

    @Test func theInitializerWithAPriceStillChecksIt() {
        #expect(throws: BargainError.money(.negative("-1"))) { try BargainState(price: Money(-1, .jpy)) }
        #expect(throws: BargainError.money(.invalidUnit("0.5", currency: .jpy))) {
            try BargainState(price: Money(100, .jpy), unit: Decimal(string: "0.5")!)
        }
    }

    @Test func aDiscountOfAnyPriceLeavesTheStateAsItIs() throws {
        var state = BargainState(currency: .jpy)
        try state.setRate(try Percentage(20))
        #expect(try state.discount(of: Money(23450, .jpy)).price == Money(18760, .jpy))
        #expect(state.price == nil)
        #expect(throws: BargainError.currencyMismatch(price: Money(5, .usd), expected: .jpy)) {
            try state.discount(of: Money(5, .usd))
        }
        #expect(throws: BargainError.money(.negative("-5"))) { try state.discount(of: Money(-5, .jpy)) }
    }
}
