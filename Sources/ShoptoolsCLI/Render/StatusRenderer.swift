import Bargain
import Cart
import ShopCore

/// The line a session shows after each command.
enum StatusRenderer {
    /// `¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)`, or
    /// `no price · 30% [preset 2] · cart ¥0 (0 items)` before a price is set.
    static func line(bargain: BargainState, hasPrice: Bool, cart: CartSummary?) -> String {
        let rate = MoneyFormat.plain(bargain.rate) + "%"
        let preset = bargain.segment.map { "preset \($0.rawValue)" } ?? "no preset"
        let cartText = cart.map { "cart \($0.total.humanText) (\(Plural.items($0.count)))" } ?? "cart unreadable"
        guard hasPrice, let discount = try? bargain.discount() else { return "no price · \(rate) [\(preset)] · \(cartText)" }
        return "\(discount.original.humanText) − \(rate) [\(preset)] → \(discount.price.humanText) · \(cartText)"
    }
}
