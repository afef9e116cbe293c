import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Taxed prices and receipts as people read them.
///
/// ```
/// English                                   | Japanese
/// ------------------------------------------+-----------------------------------------------
/// ¥198 + 10% tax ¥19 → ¥217                 | 198円 + 消費税10% 19円 → 217円（税込）
/// ¥217 incl. 10% tax ¥19 → ¥198 before tax  | 217円（税込）のうち消費税10% 19円 → 税抜 198円
/// 10% taxable ¥508, tax ¥50                 | 10%対象 508円 消費税 50円
/// (8% taxable ¥587, incl. tax ¥43)          | （8%対象 587円 内消費税 43円）
/// ```
public enum TaxText {
    /// The one line for `tax`, with the rounding when it is not the default.
    public static func line(_ price: TaxedPrice, in language: Language) -> String {
        let currency = price.tax.currency
        let (excluded, tax, included) = (
            price.excluded.text(in: language), price.tax.text(in: language), price.included.text(in: language)
        )
        let rate = price.rate.description
        let word = CartText.taxWord(currency)
        var head: String
        switch (language, price.given) {
        case (.english, .excluded): head = "\(excluded) + \(rate) tax \(tax) → \(included)"
        case (.english, .included): head = "\(included) incl. \(rate) tax \(tax) → \(excluded) before tax"
        case (.japanese, .excluded): head = "\(excluded) + \(word)\(rate) \(tax) → \(included)（税込）"
        case (.japanese, .included): head = "\(included)（税込）のうち\(word)\(rate) \(tax) → 税抜 \(excluded)"
        }
        if price.rounding != .towardZero || price.unit != currency.minorUnit {
            let rounding = RoundingText.phrase(price.rounding, unit: price.unit, currency, in: language)
            switch (language, price.given) {
            case (.english, _): head += " (tax \(rounding))"
            // One pair of brackets: `217円（税込、税は1円単位で四捨五入）`.
            case (.japanese, .excluded): head = String(head.dropLast()) + "、税は\(rounding)）"
            case (.japanese, .included): head += "（税は\(rounding)）"
            }
        }
        return head
    }

    /// `subtotal` / `小計`.
    public static func subtotal(in language: Language) -> String { Bilingual("subtotal", "小計")(language) }
    /// `total` / `合計`.
    public static func total(in language: Language) -> String { Bilingual("total", "合計")(language) }
    /// `coupon 10%` / `クーポン 10%`.
    public static func coupon(_ coupon: Coupon, in language: Language) -> String {
        Bilingual("coupon ", "クーポン ")(language) + CartText.couponText(coupon, in: language)
    }

    /// One tax group: `10% taxable ¥508, tax ¥50`, `(8% taxable ¥587, incl. tax ¥43)`,
    /// `outside tax ¥500`; the amount is after the group's part of the coupons.
    public static func group(_ group: Receipt.Group, in language: Language) -> String {
        let taxable = group.taxable.text(in: language), tax = group.tax.text(in: language)
        let rate = group.category.rate.description
        let word = CartText.taxWord(group.tax.currency)
        if group.category.isOutsideTax {
            return Bilingual("outside tax \(taxable)", "対象外 \(taxable)")(language)
        }
        switch (language, group.category.basis) {
        case (.english, .excluded): return "\(rate) taxable \(taxable), tax \(tax)"
        case (.english, .included): return "(\(rate) taxable \(taxable), incl. tax \(tax))"
        case (.japanese, .excluded): return "\(rate)対象 \(taxable) \(word) \(tax)"
        case (.japanese, .included): return "（\(rate)対象 \(taxable) 内\(word) \(tax)）"
        }
    }

    /// `coupons' part: ¥604` / `うちクーポン按分 604円`: what a group's amount lost to the coupons.
    public static func groupDiscount(_ group: Receipt.Group, in language: Language) -> String {
        let part = group.discount.text(in: language)
        return Bilingual("coupons' part: \(part)", "クーポンの按分: \(part)")(language)
    }

    /// `per item: tax ¥49 (¥1 less)` / `品目ごとの丸め: 消費税 49円（1円少ない）`.
    public static func perItem(_ group: Receipt.Group, in language: Language) -> String {
        let tax = group.perItemTax.text(in: language)
        let word = CartText.taxWord(group.tax.currency)
        let difference = difference(group.perItemTax, group.tax, in: language)
        switch language {
        case .english: return "per item: tax \(tax)" + (difference.map { " (\($0))" } ?? " (the same)")
        case .japanese: return "品目ごとの丸め: \(word) \(tax)" + (difference.map { "（\($0)）" } ?? "（同じ）")
        }
    }

    /// `rounded per item: tax ¥91, total ¥1,138 (¥2 less than this receipt)`.
    public static func perItemSummary(_ receipt: Receipt, in language: Language) -> String {
        let tax = receipt.perItemTax.text(in: language), total = receipt.perItemTotal.text(in: language)
        let word = CartText.taxWord(receipt.currency)
        let difference = difference(receipt.perItemTotal, receipt.total, in: language)
        switch language {
        case .english:
            return "rounded per item: tax \(tax), total \(total)"
                + (difference.map { " (\($0) than this receipt)" } ?? " (the same as this receipt)")
        case .japanese:
            return "品目ごとに丸めた場合: \(word) \(tax)、合計 \(total)"
                + (difference.map { "（このレシートより\($0)）" } ?? "（このレシートと同じ）")
        }
    }

    /// `¥2 less` / `2円少ない`, `¥1 more` / `1円多い`; nil when equal.
    private static func difference(_ value: Money, _ reference: Money, in language: Language) -> String? {
        let delta = value.amount - reference.amount
        guard delta != 0 else { return nil }
        let amount = Money(delta < 0 ? -delta : delta, value.currency).text(in: language)
        switch language {
        case .english: return delta < 0 ? "\(amount) less" : "\(amount) more"
        case .japanese: return delta < 0 ? "\(amount)少ない" : "\(amount)多い"
        }
    }

    /// `※ reduced rate: 8%` / `※は軽減税率（8%）対象`: the mark on lines below the highest rate.
    public static func legend(_ rates: [Percentage], in language: Language) -> String {
        let list = rates.map(\.description)
        switch language {
        case .english: return "※ reduced rate: " + list.joined(separator: ", ")
        case .japanese: return "※は軽減税率（" + list.joined(separator: "、") + "）対象"
        }
    }
}
