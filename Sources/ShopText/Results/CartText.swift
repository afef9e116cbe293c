import Cart
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart as people read it.
///
/// ```
/// English                                        | Japanese
/// -----------------------------------------------+------------------------------------------
/// added ¥6,860 coat · total ¥6,860 (1 item)      | 追加: 6,860円 coat · 合計 6,860円（1件）
/// total ¥12,340 (2 items)                        | 合計 12,340円（2件）
/// total ¥4,460 (2 items, coupons −¥1,000,         | 合計 4,460円（2件、クーポン −1,000円、
///   incl. tax ¥375)                              |   うち消費税 375円）
/// … · budget ¥5,000, ¥540 left                   | … · 予算 5,000円、残り 540円
/// … · over the budget ¥4,000 by ¥460             | … · 予算 4,000円を460円超過
/// ```
public enum CartText {
    /// `2 items` / `2件`.
    public static func items(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return count == 1 ? "1 item" : "\(count) items"
        case .japanese: return "\(count)件"
        }
    }

    /// `total ¥12,340 (2 items)` / `合計 12,340円（2件）`: the amount to pay,
    /// with the coupons and tax in it when there are any, and the budget.
    public static func total(_ summary: CartSummary, in language: Language) -> String {
        let total = summary.toPay.text(in: language)
        var parts = [items(summary.count, in: language)]
        if summary.discount.amount > 0 {
            let discount = summary.discount.text(in: language)
            parts.append(Bilingual("coupons −\(discount)", "クーポン −\(discount)")(language))
        }
        if summary.tax.amount > 0 {
            let tax = summary.tax.text(in: language)
            parts.append(Bilingual("incl. tax \(tax)", "うち\(taxWord(summary.tax.currency)) \(tax)")(language))
        }
        let line: String
        switch language {
        case .english: line = "total \(total) (" + parts.joined(separator: ", ") + ")"
        case .japanese: line = "合計 \(total)（" + parts.joined(separator: "、") + "）"
        }
        return line + (budget(summary, in: language).map { " · " + $0 } ?? "")
    }

    /// `budget ¥3,000, ¥1,860 left` / `over the budget ¥3,000 by ¥140`: the
    /// summary's `CartSummary.remaining`; nil without a budget.
    public static func budget(_ summary: CartSummary, in language: Language) -> String? {
        guard let budget = summary.budget, let remaining = summary.remaining else { return nil }
        let budgetText = budget.text(in: language)
        if remaining.amount < 0 {
            let over = Money(-remaining.amount, remaining.currency).text(in: language)
            switch language {
            case .english: return "over the budget \(budgetText) by \(over)"
            case .japanese: return "予算 \(budgetText)を\(over)超過"
            }
        }
        let left = remaining.text(in: language)
        switch language {
        case .english: return "budget \(budgetText), \(left) left"
        case .japanese: return "予算 \(budgetText)、残り \(left)"
        }
    }

    /// `消費税` for yen, `税` for other currencies' VAT and sales taxes.
    public static func taxWord(_ currency: Currency) -> String {
        currency == .jpy ? "消費税" : "税"
    }

    /// `¥6,860 coat`, `2 × ¥2,740 scarf`, `¥198 milk (8% incl.)`, `¥600 beer for Aki:2, Ren`.
    public static func item(_ item: Cart.Item, _ currency: Currency, in language: Language) -> String {
        let price = item.amount.text(in: language)
        var text = (item.quantity == 1 ? price : "\(item.quantity) × \(price)") + (item.label.map { " \($0)" } ?? "")
        let names = item.sharers.map(\.description)
        switch language {
        case .english:
            if !item.tax.isOutsideTax { text += " " + category(item.tax, in: language, parenthesized: true) }
            if !names.isEmpty { text += " for " + names.joined(separator: ", ") }
        case .japanese:
            // One pair of brackets: `600円 ビール（10% 税抜、Aki、Ren）`.
            let notes = (item.tax.isOutsideTax ? [] : [category(item.tax, in: language)]) + names
            if !notes.isEmpty { text += "（" + notes.joined(separator: "、") + "）" }
        }
        return text
    }

    /// `8% excl.` / `8% 税抜`; in parentheses when asked: `(8% excl.)` / `（8% 税抜）`.
    public static func category(_ category: TaxCategory, in language: Language, parenthesized: Bool = false) -> String {
        if category.isOutsideTax { return Bilingual("outside tax", "対象外")(language) }
        let text: String
        switch (language, category.basis) {
        case (.english, .excluded): text = "\(category.rate) excl."
        case (.english, .included): text = "\(category.rate) incl."
        case (.japanese, .excluded): text = "\(category.rate) 税抜"
        case (.japanese, .included): text = "\(category.rate) 税込"
        }
        guard parenthesized else { return text }
        return Bilingual("(\(text))", "（\(text)）")(language)
    }

    /// `coupon ¥1,000 · total …` / `クーポン 1,000円 · 合計 …`.
    public static func couponAdded(_ coupon: Coupon, _ summary: CartSummary, in language: Language) -> String {
        let what = couponText(coupon, in: language)
        switch language {
        case .english: return "added coupon \(what) · " + total(summary, in: language)
        case .japanese: return "クーポン追加: \(what) · " + total(summary, in: language)
        }
    }

    /// `¥1,000` / `1,000円`, or `10%`.
    public static func couponText(_ coupon: Coupon, in language: Language) -> String {
        coupon.amount?.text(in: language) ?? coupon.description
    }

    /// `removed 2 coupons · total …` / `クーポン2件を削除 · 合計 …`.
    public static func couponsCleared(_ count: Int, _ summary: CartSummary, in language: Language) -> String {
        switch language {
        case .english:
            let what = count == 0 ? "there were no coupons" : count == 1 ? "removed 1 coupon" : "removed \(count) coupons"
            return what + " · " + total(summary, in: language)
        case .japanese:
            return (count == 0 ? "クーポンはありません" : "クーポン\(count)件を削除") + " · " + total(summary, in: language)
        }
    }

    /// `coupons: ¥1,000, 10%` / `クーポン: 1,000円、10%`; nil without coupons.
    public static func coupons(_ coupons: [Coupon], in language: Language) -> String? {
        guard !coupons.isEmpty else { return nil }
        let list = coupons.map { couponText($0, in: language) }
        switch language {
        case .english: return "coupons: " + list.joined(separator: ", ")
        case .japanese: return "クーポン: " + list.joined(separator: "、")
        }
    }

    /// `no coupons` / `クーポンなし`.
    public static func noCoupons(in language: Language) -> String {
        Bilingual("no coupons", "クーポンなし")(language)
    }

    /// `budget ¥3,000 · total …` / `no budget · total …`.
    public static func budgetSet(_ summary: CartSummary, in language: Language) -> String {
        guard summary.budget != nil else {
            return Bilingual("no budget", "予算なし")(language) + " · " + total(summary, in: language)
        }
        return total(summary, in: language)
    }

    /// `added 2 × ¥2,740 · total ¥12,340 (2 items)`.
    public static func added(_ item: Cart.Item, _ summary: CartSummary, in language: Language) -> String {
        let what = self.item(item, summary.total.currency, in: language)
        return Bilingual("added ", "追加: ")(language) + what + " · " + total(summary, in: language)
    }

    /// `removed 1: ¥6,860 coat · total ¥5,480 (1 item)`.
    public static func removed(_ number: Int, _ item: Cart.Item, _ after: CartSummary, in language: Language) -> String {
        let what = self.item(item, after.total.currency, in: language)
        switch language {
        case .english: return "removed \(number): \(what) · " + total(after, in: language)
        case .japanese: return "削除: \(number)番（\(what)） · " + total(after, in: language)
        }
    }

    /// `undid remove of item 1 (¥6,860 coat) · total ¥12,340 (2 items)`.
    public static func undid(_ change: Cart.Change, _ after: CartSummary, in language: Language) -> String {
        let currency = after.total.currency
        let what: String
        switch (change, language) {
        case (.added(let item), .english): what = "add of \(self.item(item, currency, in: language))"
        case (.added(let item), .japanese): what = "追加（\(self.item(item, currency, in: language))）"
        case (.removed(let item, let index), .english):
            what = "remove of item \(index) (\(self.item(item, currency, in: language)))"
        case (.removed(let item, let index), .japanese):
            what = "\(index)番の削除（\(self.item(item, currency, in: language))）"
        case (.removedOffsets(let items, _), .english): what = "remove of \(self.items(items.count, in: language))"
        case (.removedOffsets(let items, _), .japanese): what = "\(self.items(items.count, in: language))の削除"
        case (.cleared(let items, _), .english): what = "clear of \(self.items(items.count, in: language))"
        case (.cleared(let items, _), .japanese): what = "クリア（\(self.items(items.count, in: language))）"
        case (.couponAdded(let coupon), .english): what = "coupon \(couponText(coupon, in: language))"
        case (.couponAdded(let coupon), .japanese): what = "クーポン（\(couponText(coupon, in: language))）"
        case (.couponsCleared(let coupons), .english):
            what = "removal of " + (coupons.count == 1 ? "1 coupon" : "\(coupons.count) coupons")
        case (.couponsCleared(let coupons), .japanese): what = "クーポン\(coupons.count)件の削除"
        case (.budgetChanged(_, let budget), .english):
            what = budget.map { "budget \($0.text(in: language))" } ?? "budget removal"
        case (.budgetChanged(_, let budget), .japanese): what = budget.map { "予算（\($0.text(in: language))）" } ?? "予算の解除"
        }
        return Bilingual("undid ", "取り消し: ")(language) + what + " · " + total(after, in: language)
    }

    /// `the cart is empty` / `カートは空です`.
    public static func empty(in language: Language) -> String {
        Bilingual("the cart is empty", "カートは空です")(language)
    }

    /// `the cart is already empty` / `カートはもう空です`.
    public static func alreadyEmpty(in language: Language) -> String {
        Bilingual("the cart is already empty", "カートはもう空です")(language)
    }

    /// `kept the damaged cart file as "cart.json.damaged" (line 3 does not match its checksum)` /
    /// `壊れたカートファイルを「cart.json.damaged」として残しました（3行目のチェックサムが合いません）`.
    ///
    /// Without `damage` when a line left out says it.
    public static func keptDamaged(_ path: String, _ damage: CartError.Damage?, in language: Language) -> String {
        let kept = Quoting.quoted(path, in: language, limit: nil)
        switch language {
        case .english: return "kept the damaged cart file as \(kept)" + (damage.map { " (\($0))" } ?? "")
        case .japanese: return "壊れたカートファイルを\(kept)として残しました" + (damage.map { "（\($0.japanese)）" } ?? "")
        }
    }

    /// `left out: line 3 does not match its checksum` / `読めなかった行: 3行目のチェックサムが合いません`.
    public static func leftOut(_ damage: CartError.Damage, in language: Language) -> String {
        switch language {
        case .english: return "left out: \(damage)"
        case .japanese: return "読めなかった行: \(damage.japanese)"
        }
    }

    /// `left out: 990 more lines` / `読めなかった行: ほかに990行`: the lines past those listed.
    public static func leftOutMore(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return "left out: \(count) more line\(count == 1 ? "" : "s")"
        case .japanese: return "読めなかった行: ほかに\(count)行"
        }
    }

    /// `rebuilt the cart · total ¥6,860 (1 item)` / `カートを作り直しました · 合計 6,860円（1件）`.
    public static func rebuilt(_ summary: CartSummary, in language: Language) -> String {
        switch language {
        case .english: return "rebuilt the cart · " + total(summary, in: language)
        case .japanese: return "カートを作り直しました · " + total(summary, in: language)
        }
    }

    /// `¥498 − 30% − 10%` / `498円 − 30% − 10%`: the price before an item's discount and its steps.
    public static func discount(_ discount: Cart.Item.Discount, in language: Language) -> String {
        let currency = discount.original.currency
        let steps = discount.steps.map { step in
            switch step {
            case .percent: return step.description
            case .amount(let value): return Money(value, currency).text(in: language)
            }
        }
        return ([discount.original.text(in: language)] + steps).joined(separator: " − ")
    }

    /// `3 items, ¥12,340` / `3件、12,340円`: what a clear would take away.
    public static func contents(_ request: ClearRequest, in language: Language) -> String {
        items(request.count, in: language) + Bilingual(", ", "、")(language) + request.toPay.text(in: language)
    }

    /// `kept the cart (…)` / `カートはそのままです（…）`.
    public static func kept(_ request: ClearRequest, in language: Language) -> String {
        switch language {
        case .english: return "kept the cart (\(contents(request, in: language)))"
        case .japanese: return "カートはそのままです（\(contents(request, in: language))）"
        }
    }

    /// `cleared the cart (…)` / `カートを空にしました（…）`.
    public static func cleared(_ request: ClearRequest, in language: Language) -> String {
        switch language {
        case .english: return "cleared the cart (\(contents(request, in: language)))"
        case .japanese: return "カートを空にしました（\(contents(request, in: language))）"
        }
    }

}
