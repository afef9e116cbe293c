// A bargain hunt with the Bargain library: a few tagged prices, every preset
// discount, and what the whole basket costs at each.
//
//     swift run bargain-hunt
//
// The arithmetic is exact decimal: 9800 at 30 % off is 6860, never 6859.

import Bargain
import FoundationEssentials
import ShopCore

let basket: [(item: String, price: String)] = [
    ("coat", "¥9,800"),
    ("scarf", "1980円"),
    ("gloves", "２４８０"),
]

do {
    print("item".rightPadded(8) + Segment.allCases.map { "\(MoneyFormat.plain($0.rate))% off".leftPadded(12) }.joined())
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
            "slider \(position) → \(MoneyFormat.plain(state.rate))% (\(preset)): \(try state.discount(of: price).price.humanText)"
        )
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
