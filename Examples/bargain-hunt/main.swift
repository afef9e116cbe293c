// A bargain hunt with the Bargain library: a few tagged prices, every preset
// discount, and what the whole basket costs at each; a coupon on top of a
// sale, and which pack of coffee is the better buy.
//
//     swift run bargain-hunt
//
// The arithmetic is exact decimal: 9800 at 30 % off is 6860, never 6859.

import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let basket: [(item: String, price: String)] = [
    ("coat", "¥9,800"),
    ("scarf", "1980円"),
    ("gloves", "２４８０"),
]

do {
    print("item".rightPadded(8) + Segment.allCases.map { "\($0.rate) off".leftPadded(12) }.joined())
    var totals = [Decimal](repeating: 0, count: Segment.allCases.count)
    for (item, text) in basket {
        let price = try Money(parsing: text, currency: .jpy)
        var state = BargainState(currency: .jpy)
        var row = item.rightPadded(8)
        for (column, segment) in Segment.allCases.enumerated() {
            state.select(segment)
            let discount = try state.discount(of: price)
            totals[column] = try totals[column].addingExactly(discount.price.amount)
            row += discount.price.humanText.leftPadded(12)
        }
        print(row)
    }
    print("total".rightPadded(8) + totals.map { Money($0, .jpy).humanText.leftPadded(12) }.joined())

    // The slider snaps to 5 % steps and selects a preset only when it lands on one.
    let price = try Money(parsing: "¥9,800", currency: .jpy)
    var state = BargainState(currency: .jpy)
    for position in ["0.35", "0.41"] {
        try state.moveSlider(to: try AmountParser.decimal(position))
        let preset = state.segment.map { "preset \($0)" } ?? "no preset"
        print(
            "slider \(position) → \(state.rate) (\(preset)): \(try state.discount(of: price).price.humanText)"
        )
    }

    // A coupon on top of a sale: 30 % off, then 10 % off what is left, rounded at each step.
    let steps = [try DiscountStep(parsing: "30%", currency: .jpy), try DiscountStep(parsing: "10%", currency: .jpy)]
    for sum in [false, true] {
        let stacked = try StackedDiscount(original: Money(498, .jpy), steps: steps, sum: sum)
        let prices = stacked.stages.map(\.price.humanText).joined(separator: " → ")
        let rate = (stacked.isEffectiveRateExact ? "" : "≈") + MoneyFormat.plain(stacked.effectiveRate)
        print("¥498, 30% \(sum ? "+" : "then") 10%: \(prices) (\(rate)% off in all)")
    }

    // Which coffee is cheaper per 100 g? Ranked exactly, ties included.
    let offers = try ["298/450g", "198/280g", "2x298/450g"].map { try Offer(parsing: $0, currency: .jpy) }
    let comparison = try PriceComparison(offers)
    for entry in comparison.ranked {
        let figure = (entry.isExact ? "" : "≈") + Money(entry.perBasis, .jpy).humanText
        print("\(entry.rank). \(entry.offer.description.rightPadded(11)) \(figure) per 100 g\(entry.isTied ? " (tie)" : "")")
    }
} catch {
    print("error: \(error)")
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

extension String {
    func rightPadded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
