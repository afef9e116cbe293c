import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PrintedReceipt {
    /// What a computed receipt prints, as a receipt to check: each line an item (at its amount),
    /// each rate's coupons a discount off its group, and each rate's total and tax and the total
    /// as printed figures.
    ///
    /// Such a receipt follows the invoice rule by construction.
    /// - Parameters:
    ///   - receipt: a receipt ``Receipt`` computed.
    ///   - labels: what each line is called, in the order of `receipt.lines`; `item` for lines without.
    /// - Throws: ``ReceiptError/mixedBases`` when its taxed lines are not all of one basis.
    public init(_ receipt: Receipt, labels: [String?] = []) throws(ReceiptError) {
        let bases = Set(receipt.lines.filter { !$0.category.isOutsideTax }.map(\.category.basis))
        guard bases.count <= 1 else { throw .mixedBases }
        var items: [Item] = []
        for (index, line) in receipt.lines.enumerated() {
            let label = index < labels.count ? labels[index] : nil
            items.append(Item(label: label ?? "item", price: line.amount.amount, rate: line.category.rate))
        }
        var discounts: [RateDiscount] = []
        var printed: [Printed] = []
        for group in receipt.groups.sorted(by: { $0.category.rate < $1.category.rate }) {
            if group.discount.amount != 0 {
                discounts.append(RateDiscount(rate: group.category.rate, amount: group.discount.amount))
            }
            printed.append(Printed(.taxable(group.category.rate), group.taxable.amount))
            printed.append(Printed(.tax(group.category.rate), group.tax.amount))
        }
        printed.append(Printed(.total, receipt.total.amount))
        self.init(currency: receipt.currency, basis: bases.first, items: items, rateDiscounts: discounts, printed: printed)
    }

    /// The receipt in the receipt file's English words, one thing a line.
    ///
    /// `PrintedReceipt(reading:named:currency:)` reads it back: `basis`, `item LABEL PRICE RATE [xQTY] [=AMOUNT]`,
    /// `discount AMOUNT` under its item, `discount RATE AMOUNT` off a group, then the printed figures.
    ///
    /// A label is written as one word (spaces become `_`, a `#` that would start a comment `＃`).
    public var transcript: String {
        var lines: [String] = []
        if let basis { lines.append("basis \(basis)") }
        for item in items {
            var line = "item \(Self.word(item.label)) \(MoneyFormat.plain(item.price)) \(item.rate)"
            if item.quantity != 1 { line += " x\(item.quantity)" }
            if let amount = item.amount { line += " =\(MoneyFormat.plain(amount))" }
            lines.append(line)
            if item.discount != 0 { lines.append("discount \(MoneyFormat.plain(item.discount))") }
        }
        for discount in rateDiscounts {
            lines.append("discount \(discount.rate) \(MoneyFormat.plain(discount.amount))")
        }
        for entry in printed {
            lines.append("\(entry.figure) \(MoneyFormat.plain(entry.amount))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `label` as one word of the file: no white space, no `#` to start a comment, never empty.
    private static func word(_ label: String) -> String {
        let word = label.split(whereSeparator: \.isWhitespace).joined(separator: "_").replacing("#", with: "＃")
        return word.isEmpty ? "item" : word
    }
}
