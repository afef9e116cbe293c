import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prices below 10^15 with 12 decimals at rates with 4 decimals: the tax is computed, and only a
/// tax-included price that would itself reach 10^15 is refused, named by the price and the rate.
@Suite struct TaxAtTheLimitsTests {
    static func number(_ random: inout SplitMix64, integerDigits: Int, decimals: Int) -> Decimal {
        var text = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<Int.random(in: 1...integerDigits, using: &random) { text += String(Int.random(in: 0...9, using: &random)) }
        let places = Int.random(in: 0...decimals, using: &random)
        if places > 0 { text += "." + (0..<places).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined() }
        return Decimal(string: text)!
    }

    @Test func noFalseRefusals() throws {
        var random = SplitMix64(seed: 10)
        var refused = 0
        for _ in 0..<5_000 {
            let price = Self.number(&random, integerDigits: 15, decimals: 12)
            let percent = min(Self.number(&random, integerDigits: 2, decimals: 4), 100)
            let rate = try Percentage(taxRate: percent)
            let basis: TaxBasis = Bool.random(using: &random) ? .excluded : .included
            let rule = RoundingRule.allCases.randomElement(using: &random)!
            let unit: Decimal = [1, 10, 100].randomElement(using: &random)!
            do {
                let taxed = try TaxedPrice(Money(price, .jpy), rate: rate, basis: basis, rounding: rule, unit: unit)
                #expect(taxed.excluded.amount + taxed.tax.amount == taxed.included.amount)
            } catch {
                // Only a tax-excluded price whose price with tax reaches 10^15, named as typed with its rate.
                refused += 1
                #expect(basis == .excluded, "\(price) \(rate) \(basis): \(error)")
                #expect(error == .money(.tooLarge("\(MoneyFormat.plain(price)) + \(rate)")))
                #expect(price + price * percent / 100 >= 999_999_999_999_999)
            }
        }
        #expect(refused < 2_500)
    }
}
