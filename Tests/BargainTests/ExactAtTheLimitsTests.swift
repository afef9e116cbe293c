import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prices up to 10^15 with 12 decimals and rates with 12 decimals are within
/// ``Bounds``: a discount of them is computed exactly, never refused.
@Suite struct ExactAtTheLimitsTests {
    @Test func theLargestPriceAtTheSmallestRate() throws {
        let price = Money(Decimal(string: "9999999999999.999999999999")!, .jpy)
        var state = try BargainState(price: price)
        try state.setRate(try Percentage(Decimal(string: "0.000000000001")!))
        let discount = try #require(try state.discount())
        #expect(discount.price == Money(9_999_999_999_999, .jpy))
        #expect(discount.saved == Money(Decimal(string: "0.999999999999")!, .jpy))
        #expect(discount.isRounded)
        let stacked = try StackedDiscount(
            original: price,
            steps: [try .percent(Decimal(string: "0.000000000001")!), try .percent(Decimal(string: "99.999999999999")!)])
        // 9999999999999.999999999999 − 0.000000000001 % = 9999999999999.9000…, down to 9999999999999;
        // then 99.999999999999 % off leaves 0.09999999999999, down to 0.
        #expect(stacked.stages.map(\.price) == [Money(9_999_999_999_999, .jpy), Money(0, .jpy)])
    }

    /// The exact value `price × (100 − rate) ÷ 100` from digit strings,
    /// rounded to `10^exponent` by `rule`: an oracle that shares no code with ShopCore.
    static func oracle(price: Decimal, rate: Decimal, exponent: Int, _ rule: RoundingRule) -> Decimal {
        func digits(_ value: Decimal) -> (digits: [Int], scale: Int) {
            let text = MoneyFormat.plain(value)
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            let scale = parts.count == 2 ? parts[1].count : 0
            return (text.compactMap(\.wholeNumberValue), scale)
        }
        let (p, ps) = digits(price)
        let payable = Decimal(100) - rate
        let (q, qs) = digits(payable)
        // Schoolbook product, least significant digit first.
        var product = [Int](repeating: 0, count: p.count + q.count + 1)
        for (i, a) in p.reversed().enumerated() {
            for (j, b) in q.reversed().enumerated() { product[i + j] += a * b }
        }
        for index in product.indices.dropLast() {
            product[index + 1] += product[index] / 10
            product[index] %= 10
        }
        // value = product × 10^-(ps + qs + 2); keep the digits at 10^exponent and above.
        let scale = ps + qs + 2
        let drop = scale + exponent
        var kept = drop > 0 ? Array(product.dropFirst(drop)) : [Int](repeating: 0, count: -drop) + product
        let dropped = drop > 0 ? Array(product.prefix(drop)) : []
        let first = dropped.last ?? 0
        let restIsZero = dropped.dropLast().allSatisfy { $0 == 0 }
        let isExact = first == 0 && restIsZero
        let up: Bool
        switch rule {
        case .towardZero: up = false
        case .awayFromZero: up = !isExact
        case .toNearestOrAwayFromZero: up = first >= 5
        case .toNearestOrEven: up = first > 5 || (first == 5 && (!restIsZero || kept.first.map { $0 % 2 == 1 } ?? false))
        }
        if up {
            var index = 0
            kept.append(0)
            while kept[index] == 9 {
                kept[index] = 0
                index += 1
            }
            kept[index] += 1
        }
        var text = kept.reversed().map(String.init).joined()
        if exponent >= 0 {
            text += String(repeating: "0", count: exponent)
        } else {
            text = String(repeating: "0", count: max(0, 1 - exponent - text.count)) + text
            text.insert(".", at: text.index(text.endIndex, offsetBy: exponent))
        }
        return Decimal(string: text)!
    }

    /// Random prices below 10^15 with up to 12 decimals, rates with up to 12
    /// decimals, every rule and units from the minor unit to ¥1,000: the
    /// discount is the oracle's, for one rate and as one step of a chain.
    @Test func discountsNearTheLimitsAreExact() throws {
        var random = SplitMix64(seed: 15)
        for _ in 0..<3_000 {
            let price = DiscountChainTests.number(&random, integerDigits: 15, decimals: 12)
            let rate = DiscountChainTests.number(&random, integerDigits: 2, decimals: 12)
            let currency: Currency = Bool.random(using: &random) ? .jpy : .usd
            let exponent = Int.random(in: -currency.minorUnitDigits...3, using: &random)
            let unit = exponent >= 0 ? pow(Decimal(10), exponent) : Decimal(sign: .plus, exponent: exponent, significand: 1)
            let rule = RoundingRule.allCases.randomElement(using: &random)!
            let expected = Self.oracle(price: price, rate: rate, exponent: exponent, rule)
            var state = try BargainState(price: Money(price, currency), unit: unit, rounding: rule)
            try state.setRate(try Percentage(rate))
            let discount = try #require(try state.discount())
            #expect(discount.price.amount == expected, "\(price) − \(rate)% to \(unit) \(rule)")
            let stacked = try StackedDiscount(
                original: Money(price, currency), steps: [try .percent(rate)], unit: unit, rounding: rule)
            #expect(stacked.price.amount == expected, "\(price) − \(rate)% to \(unit) \(rule), stacked")
        }
    }

    /// Offers with prices and quantities at 10^15 with 12 decimals are compared, not refused.
    @Test func offersAtTheLimitsAreCompared() throws {
        let huge = try Offer(parsing: "999999999999999.999999999999/999999999999999.999999999999", currency: .jpy)
        let third = try Offer(parsing: "1/3", currency: .jpy)
        let comparison = try PriceComparison([huge, third])
        // ¥1 a piece against ¥1/3: ¥0.67 more (2/3 rounded), 200 % more exactly.
        let entry = comparison.entries[0]
        #expect(entry.rank == 2 && entry.perBasis == 1 && entry.isExact)
        #expect(entry.more == Decimal(string: "0.67")! && !entry.isMoreExact)
        #expect(entry.percentMore == 200 && entry.isPercentMoreExact)
        // Both cross products have 54 digits: 8.0000000729… against 0.1249999998…
        let a = try Offer(parsing: "123456789012345.123456789012/987654321098765.123456789012", currency: .jpy)
        let b = try Offer(parsing: "987654321098765.123456789012/123456789012345.123456789012", currency: .jpy)
        let crossed = try PriceComparison([b, a])
        #expect(crossed.entries.map(\.rank) == [2, 1])
        #expect(crossed.entries.map(\.perBasis) == [8, Decimal(string: "0.12")!])
    }
}
