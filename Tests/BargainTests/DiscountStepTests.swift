import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A discount step is ShopCore's `PercentOrAmount`, checked as a discount.
@Suite struct DiscountStepTests {
    @Test func aStepIsTheOnePercentOrAmountValue() throws {
        #expect(try DiscountStep(parsing: "30%", currency: .jpy) == .percent(try Percentage(30)))
        #expect(try DiscountStep(parsing: "¥100", currency: .jpy) == .amount(100))
        #expect(try DiscountStep(percentOff: 30) == PercentOrAmount.percent(try Percentage(30)))
        #expect(try DiscountStep(amountOff: 100) == PercentOrAmount.amount(100))
    }

    @Test func aStepOutsideADiscountsRangeIsRefused() {
        #expect(throws: BargainError.rateOutOfRange(120)) { try DiscountStep(percentOff: 120) }
        #expect(throws: BargainError.money(.negative("-100"))) { try DiscountStep(amountOff: -100) }
    }

    /// An amount made directly (`.amount(-100)`) is checked by the discount that applies it.
    @Test func aStackedDiscountRefusesANegativeAmountOff() {
        #expect(throws: BargainError.money(.negative("-100"))) {
            try StackedDiscount(original: Money(498, .jpy), steps: [try .percent(30), .amount(-100)])
        }
    }
}
