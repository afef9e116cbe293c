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
    static func human(_ cart: Cart, _ receipt: Receipt, _ summary: CartSummary, perItem: Bool, in language: Language) -> String {
        let reducedList = receipt.markedRates
        let reduced = Set(reducedList)
        let money = { (value: Money) in value.text(in: language) }
        var table = Table([.right, .left, .left, .right, .right])
        for (index, item) in cart.items.enumerated() {
            let mark = reduced.contains(item.tax.rate) ? "※" : ""
            table.add([
                String(index + 1), mark, item.label ?? "-", item.quantity == 1 ? "" : "\(item.quantity) × \(money(item.amount))",
                money(item.lineTotal),
            ])
            // How the price came about, under its line: (¥498 − 30% − 10%).
            if let discount = item.discount {
                table.add(["", "", "  (" + CartText.discount(discount, in: language) + ")", "", ""])
            }
        }
        table.add(["", "", TaxText.subtotal(in: language), "", money(receipt.subtotal)])
        for applied in receipt.coupons {
            table.add(["", "", TaxText.coupon(applied.coupon, in: language), "", "−" + money(applied.amount)])
        }
        var lines = table.lines()
        for group in receipt.groups {
            lines.append(TaxText.group(group, in: language))
            if group.discount.amount > 0 { lines.append("  " + TaxText.groupDiscount(group, in: language)) }
            if perItem, !group.category.isOutsideTax { lines.append("  " + TaxText.perItem(group, in: language)) }
        }
        // The total in the same columns as the lines above it.
        var withTotal = table
        withTotal.add(["", "", TaxText.total(in: language), "", money(receipt.total)])
        lines.append(withTotal.lines().last ?? "")
        if !reduced.isEmpty { lines.append(TaxText.legend(reducedList, in: language)) }
        if perItem { lines.append(TaxText.perItemSummary(receipt, in: language)) }
        // Against this receipt's total, rounded as asked (`--tax-rounding`), as the JSON's `remaining` is.
        if let budget = CartText.budget(summary, in: language) { lines.append(budget) }
        return lines.joined(separator: "\n") + "\n"
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
