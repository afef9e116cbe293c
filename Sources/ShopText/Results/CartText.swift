import Cart
import FoundationEssentials
import ShopCore

/// A cart as people read it.
///
/// ```
/// English                                        | Japanese
/// -----------------------------------------------+------------------------------------------
/// added ¥6,860 coat · total ¥6,860 (1 item)      | 追加: 6,860円 coat · 合計 6,860円（1件）
/// total ¥12,340 (2 items)                        | 合計 12,340円（2件）
/// ```
public enum CartText {
    /// `2 items` / `2件`.
    public static func items(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return count == 1 ? "1 item" : "\(count) items"
        case .japanese: return "\(count)件"
        }
    }

    /// `total ¥12,340 (2 items)` / `合計 12,340円（2件）`.
    public static func total(_ summary: CartSummary, in language: Language) -> String {
        let total = summary.total.text(in: language), items = items(summary.count, in: language)
        switch language {
        case .english: return "total \(total) (\(items))"
        case .japanese: return "合計 \(total)（\(items)）"
        }
    }

    /// `¥6,860 coat`, `2 × ¥2,740 scarf`.
    public static func item(_ item: Cart.Item, _ currency: Currency, in language: Language) -> String {
        let price = item.amount.text(in: language)
        return (item.quantity == 1 ? price : "\(item.quantity) × \(price)") + (item.label.map { " \($0)" } ?? "")
    }

    /// `added 2 × ¥2,740 · total ¥12,340 (2 items)`.
    public static func added(_ item: Cart.Item, _ summary: CartSummary, in language: Language) -> String {
        let what = self.item(item, summary.total.currency, in: language)
        return (language == .english ? "added " : "追加: ") + what + " · " + total(summary, in: language)
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
        case (.cleared(let items), .english): what = "clear of \(self.items(items.count, in: language))"
        case (.cleared(let items), .japanese): what = "クリア（\(self.items(items.count, in: language))）"
        }
        return (language == .english ? "undid " : "取り消し: ") + what + " · " + total(after, in: language)
    }

    /// `the cart is empty` / `カートは空です`.
    public static func empty(in language: Language) -> String {
        language == .english ? "the cart is empty" : "カートは空です"
    }

    /// `the cart is already empty` / `カートはもう空です`.
    public static func alreadyEmpty(in language: Language) -> String {
        language == .english ? "the cart is already empty" : "カートはもう空です"
    }

    /// `3 items, ¥12,340` / `3件、12,340円`: what a clear would take away.
    public static func contents(_ request: ClearRequest, in language: Language) -> String {
        items(request.count, in: language) + (language == .english ? ", " : "、") + request.total.text(in: language)
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
