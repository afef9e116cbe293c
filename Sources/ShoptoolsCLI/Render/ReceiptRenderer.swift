import Cart
import CommandLineKit
import Points
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart as a till's receipt: the lines, the subtotal, the coupons, one
/// line per tax group, the total; for people and for programs.
enum ReceiptRenderer {
    /// `summary` is `cart`'s summary on this `receipt` (``CartSummary/init(of:receipt:)``): its budget line.
    ///
    /// Written into one buffer, the table measured once: a receipt of 100,000 items is not also made a line
    /// at a time, nor laid out a second time for its total.
    static func human(_ cart: Cart, _ receipt: Receipt, _ summary: CartSummary, perItem: Bool, in language: Language) -> String {
        let reducedList = receipt.markedRates
        let money = { (value: Money) in value.text(in: language) }
        // An item's amounts without a round trip through `Decimal`, as `cart list` writes them.
        let currency = cart.currency
        let exact = { (value: ExactDecimal) in MoneyText.format(value, currency, in: language) }
        var table = Table([.right, .left, .left, .right, .right])
        table.reserveCapacity(rows: cart.count + 1 + receipt.coupons.count, columns: 5)
        // A cart has a handful of tax categories: whether each is marked is told once, not once an item.
        var marks: [(category: TaxCategory, mark: String)] = []
        // One row's cells, the same storage for every row, each cell set in place (the table keeps copies).
        var row = [String](repeating: "", count: 5)
        for (index, item) in cart.items.enumerated() {
            let tax = item.tax
            let mark: String
            if let known = marks.first(where: { $0.category.isHeldAlike(tax) }) {
                mark = known.mark
            } else {
                mark = reducedList.contains(tax.rate) ? "※" : ""
                if marks.count < 16 { marks.append((tax, mark)) }
            }
            row[0] = String(index + 1)
            row[1] = mark
            row[2] = item.label ?? "-"
            if item.quantity == 1 {
                row[3] = ""
            } else {
                var price = String(item.quantity)
                price += " × "
                price += exact(item.exactAmount)
                row[3] = price
            }
            row[4] = exact(item.lineTotalExact)
            table.add(row)
            // How the price came about, under its line: (¥498 − 30% − 10%).
            if let discount = item.discount {
                table.add(["", "", "  (" + CartText.discount(discount, in: language) + ")", "", ""])
            }
        }
        table.add(["", "", TaxText.subtotal(in: language), "", money(receipt.subtotal)])
        for applied in receipt.coupons {
            table.add(["", "", TaxText.coupon(applied.coupon, in: language), "", "−" + money(applied.amount)])
        }
        var text: [UInt8] = []
        let columns = table.write(into: &text, atLeast: [])
        func line(_ words: String) {
            text.append(contentsOf: words.utf8)
            text.append(UInt8(ascii: "\n"))
        }
        for group in receipt.groups {
            line(TaxText.group(group, in: language))
            if group.discount.amount > 0 { line("  " + TaxText.groupDiscount(group, in: language)) }
            if perItem, !group.category.isOutsideTax { line("  " + TaxText.perItem(group, in: language)) }
        }
        // The total in the same columns as the lines above it (and its own, should it be wider).
        var total = Table(table.alignments)
        total.add(["", "", TaxText.total(in: language), "", money(receipt.total)])
        total.write(into: &text, atLeast: columns)
        if !reducedList.isEmpty { line(TaxText.legend(reducedList, in: language)) }
        if perItem { line(TaxText.perItemSummary(receipt, in: language)) }
        // Against this receipt's total, rounded as asked (`--tax-rounding`), as the JSON's `remaining` is.
        if let budget = CartText.budget(summary, in: language) { line(budget) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The `--json` object: the library's ``/Cart/CartReceipt``, with the points `earned` on it.
    static func json(
        _ cart: Cart, _ receipt: Receipt, perItem: Bool, points earned: PointsEarned? = nil
    )
        throws(CLIError) -> String
    {
        let answer: CartReceipt
        do { answer = try CartReceipt(cart, receipt: receipt, perItem: perItem, points: earned) } catch { throw .cart(error) }
        return try JSONOutput.text(answer)
    }
}
