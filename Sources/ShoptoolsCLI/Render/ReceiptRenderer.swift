import Cart
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

    /// `summary` is `cart`'s summary on this `receipt`: its `budget` and `remaining`.
    static func json(_ cart: Cart, _ receipt: Receipt, _ summary: CartSummary, perItem: Bool) -> String {
        let reduced = Set(receipt.markedRates)
        var object = JSONObject()
        object.add("currency", cart.currency.code)
        object.add(
            "items",
            cart.items.enumerated().map { index, item in
                let fields = CartRenderer.ReceiptFields(lineTotal: item.lineTotal, reduced: reduced.contains(item.tax.rate))
                return CartRenderer.itemObject(item, number: index + 1, cart.currency, receipt: fields)
            })
        object.add("subtotal", receipt.subtotal)
        object.add(
            "coupons",
            receipt.coupons.map { applied in
                var entry = JSONObject()
                entry.add("coupon", CartRenderer.couponText(applied.coupon))
                entry.add("amount", applied.amount)
                return entry
            })
        object.add("discount", receipt.discount)
        object.add(
            "groups",
            receipt.groups.map { group in
                var entry = JSONObject()
                entry.add("rate", group.category.rate.plainText)
                entry.add("basis", group.category.basis.rawValue)
                entry.add("amount", group.amount)
                entry.add("discount", group.discount)
                entry.add("taxable", group.taxable)
                entry.add("tax", group.tax)
                if perItem { entry.add("per_item_tax", group.perItemTax) }
                return entry
            })
        object.add("tax", receipt.tax)
        object.add("total", receipt.total)
        object.add("rounding", receipt.rounding.rawValue)
        if perItem {
            object.add("per_item_tax", receipt.perItemTax)
            object.add("per_item_total", receipt.perItemTotal)
        }
        if let budget = summary.budget, let remaining = summary.remaining {
            object.add("budget", budget)
            object.add("remaining", remaining)
        }
        return object.text
    }
}
