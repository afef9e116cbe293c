import Bargain
import Cart
import ShopCore

/// The state of the バーゲン教師 screen in one line, as the REPL shows it.
///
/// ```
/// English: ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)
/// Japanese: 9,800円 − 30% [プリセット2] → 6,860円 · カート 6,860円（1件）
/// ```
public enum BargainText {
    /// The state line, `no price` while the state has none; `cart` nil when
    /// the cart could not be read.
    public static func state(_ bargain: BargainState, cart: CartSummary?, in language: Language) -> String {
        let rate = MoneyFormat.plain(bargain.rate) + "%"
        let preset: String
        switch (bargain.segment, language) {
        case (let segment?, .english): preset = "preset \(segment.rawValue)"
        case (let segment?, .japanese): preset = "プリセット\(segment.rawValue)"
        case (nil, .english): preset = "no preset"
        case (nil, .japanese): preset = "プリセットなし"
        }
        let cartText: String
        switch (cart, language) {
        case (let summary?, .english):
            cartText = "cart \(summary.total.text(in: language)) (\(CartText.items(summary.count, in: language)))"
        case (let summary?, .japanese):
            cartText = "カート \(summary.total.text(in: language))（\(CartText.items(summary.count, in: language))）"
        case (nil, .english): cartText = "cart unreadable"
        case (nil, .japanese): cartText = "カートを読めません"
        }
        guard let discount = try? bargain.discount() else {
            return (language == .english ? "no price" : "価格未設定") + " · \(rate) [\(preset)] · \(cartText)"
        }
        return
            "\(discount.original.text(in: language)) − \(rate) [\(preset)] → \(discount.price.text(in: language)) · \(cartText)"
    }
}
