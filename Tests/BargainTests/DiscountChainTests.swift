import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `discount -`'s fast path against the general one, and the exact results at the edge of the range.
@Suite struct DiscountChainTests {
    /// A random decimal with up to `integerDigits` digits before the point and `decimals` after.
    static func number(_ random: inout SplitMix64, integerDigits: Int, decimals: Int) -> Decimal {
        let digits = Int.random(in: 1...integerDigits, using: &random)
        var text = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &random)) }
        let places = Int.random(in: 0...decimals, using: &random)
        if places > 0 {
            text += "."
            for _ in 0..<places { text += String(Int.random(in: 0...9, using: &random)) }
        }
        return Decimal(string: text)!
    }

    static func step(_ random: inout SplitMix64, currency: Currency) throws -> DiscountStep {
        if Bool.random(using: &random) {
            let rate = number(&random, integerDigits: 2, decimals: Int.random(in: 0...12, using: &random))
            return try .percent(Bool.random(using: &random) ? rate : Decimal(Int.random(in: 0...100, using: &random)))
        }
        let decimals = Bool.random(using: &random) ? currency.minorUnitDigits : 12
        return try DiscountStep(
            amountOff: number(&random, integerDigits: Int.random(in: 1...4, using: &random), decimals: decimals))
    }

    /// On many random prices, chains, rounding rules, units and currencies the
    /// fast path gives the general path's price to the digit, and gives
    /// nothing (so the general path explains) where the general path refuses.
    @Test func fastPathGivesTheGeneralPathsPrice() throws {
        var random = SplitMix64(seed: 19)
        var fast = 0, refused = 0
        let trials = 20_000
        for _ in 0..<trials {
            let currency = Currency.all.randomElement(using: &random)!
            let unit = currency.minorUnit * [1, 1, 5, 10, 100, 1000].randomElement(using: &random)!
            let rounding = RoundingRule.allCases.randomElement(using: &random)!
            let sum = Int.random(in: 0..<4, using: &random) == 0
            let steps = try (0..<Int.random(in: 1...4, using: &random)).map { _ in
                try Self.step(&random, currency: currency)
            }
            let integerDigits = Int.random(in: 1...15, using: &random)
            let decimals = Bool.random(using: &random) ? currency.minorUnitDigits : Int.random(in: 0...12, using: &random)
            let original = Self.number(&random, integerDigits: integerDigits, decimals: decimals)
            let general = try? StackedDiscount(
                original: Money(original, currency), steps: steps, unit: unit, rounding: rounding, sum: sum)
            guard let chain = DiscountChain(steps: steps, unit: unit, rounding: rounding, sum: sum) else {
                // Only summed rates above 100 % are left to the general path whole.
                #expect(sum && general == nil, "\(steps) summed")
                refused += 1
                continue
            }
            let price = chain.price(try ExactDecimal(original))
            if let price {
                fast += 1
                #expect(price.decimal == general?.price.amount, "\(original) \(steps) \(unit) \(rounding) sum \(sum)")
            }
            if general == nil {
                refused += 1
                #expect(price == nil, "\(original) \(steps): the general path refuses it")
            }
        }
        // The comparison is not vacuous: most lines take the fast path, some are refused.
        #expect(fast > trials / 2)
        #expect(refused > 100)
    }

    /// Prices as shops write them (up to ¥10^9, cents) take the fast path through any chain.
    @Test func everyDayPricesTakeTheFastPath() throws {
        let steps = [try DiscountStep.percent(30), try .percent(Decimal(string: "12.5")!), try DiscountStep(amountOff: 100)]
        for currency in Currency.all {
            let chain = try #require(
                DiscountChain(steps: steps, unit: currency.minorUnit, rounding: .toNearestOrEven, sum: false))
            for price in [Decimal(1000), 9800, Decimal(string: "980.5")!, 999_999_999, Decimal(string: "12345678.99")!] {
                let general = try StackedDiscount(original: Money(price, currency), steps: steps, rounding: .toNearestOrEven)
                #expect(chain.price(try ExactDecimal(price))?.decimal == general.price.amount, "\(price) \(currency)")
            }
        }
        // ¥9,800 − 30 % = 6860, − 12.5 % = 6002.5 → 6002 (half-even), − ¥100 = 5902.
        let yen = try #require(DiscountChain(steps: steps, unit: 1, rounding: .toNearestOrEven, sum: false))
        #expect(yen.price(ExactDecimal(magnitude: 9800)) == ExactDecimal(magnitude: 5902))
    }

    @Test func summedRatesAboveAHundredLeaveTheChainToTheGeneralPath() throws {
        #expect(DiscountChain(steps: [try .percent(60), try .percent(50)], unit: 1, rounding: .towardZero, sum: true) == nil)
        let chain = try #require(
            DiscountChain(steps: [try .percent(60), try .percent(50)], unit: 1, rounding: .towardZero, sum: false))
        // 1000 − 60 % = 400, − 50 % = 200.
        #expect(chain.price(ExactDecimal(magnitude: 1000)) == ExactDecimal(magnitude: 200))
    }

    @Test func anAmountOffAboveThePriceLeavesTheLineToTheGeneralPath() throws {
        let chain = try #require(
            DiscountChain(
                steps: [try DiscountStep(amountOff: 100), try .percent(20)], unit: 1, rounding: .towardZero, sum: false))
        #expect(chain.price(ExactDecimal(magnitude: 1000)) == ExactDecimal(magnitude: 720))
        #expect(chain.price(ExactDecimal(magnitude: 50)) == nil)
    }
}
