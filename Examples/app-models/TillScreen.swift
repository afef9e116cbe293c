import Bargain
import Cart
import ShopCore
import ShopText

/// The till: a price, its rate and further steps off, then into the cart, on
/// `ShoppingSession`, the model `shoptools repl` drives too.
@MainActor final class TillScreen {
    let session: ShoppingSession
    let language: Language
    private(set) var error: String?

    init(language: Language) throws {
        self.language = language
        session = ShoppingSession(cart: try CartSession(.memory, currency: .jpy))
    }

    func type(_ price: Money) { act { try session.bargain.setPrice(price) } }
    func tap(_ preset: Segment) { session.bargain.select(preset) }
    /// `10%` or `¥100` off the price so far; one the price cannot take is refused and the steps stay.
    func off(_ text: String) { act { try session.addStep(try DiscountStep(parsing: text, currency: session.currency)) } }

    /// Adds the price shown, keeping the price before the rate and each step.
    func add() {
        act {
            guard let shown = try session.priceToAdd() else { return }
            let item = try Cart.Item(amount: shown.price, tax: session.taxRate ?? .outsideTax, discount: shown.discount)
            _ = try session.cart.add(item)
        }
    }

    /// `¥498 − 30% [preset 2] → ¥348 − 10% → ¥313 · cart ¥0 (0 items)`.
    var state: String {
        BargainText.state(session.bargain, steps: session.steps, cart: session.cartSummary(), in: language)
    }
    /// `¥313  (¥498 − 30% − 10%)`: each item with how its price came about.
    var rows: [String] {
        ((try? session.cart.load())?.items ?? []).map { item in
            CartText.item(item, .jpy, in: language)
                + (item.discount.map { "  (" + CartText.discount($0, in: language) + ")" } ?? "")
        }
    }

    private func act(_ body: () throws -> Void) {
        do {
            try body()
            error = nil
        } catch {
            self.error = error.localizedDescription(in: language)
        }
    }
}
