import Bargain
import Cart
import ShopCore
import Tax

/// The state of the バーゲン教師 screen in one line, as the REPL shows it.
///
/// ```
/// English: ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)
/// Japanese: 9,800円 − 30% [プリセット2] → 6,860円 · カート 6,860円（1件）
/// ```
///
/// The cart shows what the till would ask (coupons off, tax added), then the
/// budget when one is set, then the tax rate of the next adds when one is set
/// (`· tax 8% incl.` / `· 税率 8% 税込`).
public enum BargainText {
    /// The state line, `no price` while the state has none; `cart` nil when
    /// the cart could not be read.
    public static func state(_ bargain: BargainState, cart: CartSummary?, in language: Language) -> String {
        state(bargain, steps: [], cart: cart, in: language)
    }

    /// The state line with further discount steps after the rate (the REPL's
    /// `off 10%`): `¥498 − 30% [preset 2] → ¥348 − 10% → ¥313 · cart ¥0 (0 items)`.
    public static func state(
        _ bargain: BargainState, steps: [DiscountStep], cart: CartSummary?, taxRate: TaxCategory? = nil,
        in language: Language
    ) -> String {
        let rate = bargain.rate.description
        let preset: String
        switch (bargain.segment, language) {
        case (let segment?, .english): preset = "preset \(segment.rawValue)"
        case (let segment?, .japanese): preset = "プリセット\(segment.rawValue)"
        case (nil, .english): preset = "no preset"
        case (nil, .japanese): preset = "プリセットなし"
        }
        var cartText: String
        switch (cart, language) {
        case (let summary?, .english):
            cartText = "cart \(summary.toPay.text(in: language)) (\(CartText.items(summary.count, in: language)))"
        case (let summary?, .japanese):
            cartText = "カート \(summary.toPay.text(in: language))（\(CartText.items(summary.count, in: language))）"
        case (nil, .english): cartText = "cart unreadable"
        case (nil, .japanese): cartText = "カートを読めません"
        }
        if let summary = cart, let budget = CartText.budget(summary, in: language) { cartText += " · " + budget }
        if let taxRate {
            cartText += Bilingual(" · tax ", " · 税率 ")(language) + CartText.category(taxRate, in: language)
        }
        let currency = bargain.currency
        guard let price = bargain.price, let discount = try? bargain.discount(of: price) else {
            let further = steps.map { " − " + DiscountText.step($0, currency, in: language) }.joined()
            return Bilingual("no price", "価格未設定")(language) + " · \(rate) [\(preset)]\(further) · \(cartText)"
        }
        let head = "\(discount.original.text(in: language)) − \(rate) [\(preset)] → \(discount.price.text(in: language))"
        guard !steps.isEmpty else { return head + " · \(cartText)" }
        do {
            let stacked = try bargain.discount(of: price, then: steps)
            let further = stacked.stages.dropFirst().map {
                " − " + DiscountText.step($0, currency, in: language) + " → " + $0.price.text(in: language)
            }
            return head + further.joined() + " · \(cartText)"
        } catch {
            let further = steps.map { " − " + DiscountText.step($0, currency, in: language) }.joined()
            return head + further + " (" + error.text(in: language) + ") · \(cartText)"
        }
    }
}
