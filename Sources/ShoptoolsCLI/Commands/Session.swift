import Bargain
import Cart
import ShopCore
import ShopText
import Tax

/// What an interactive session keeps between lines: the price and discount
/// being looked at, and the cart.
final class Session {
    /// The session's currency: the cart's, and the default for its commands.
    var currency: Currency { cart.currency }
    /// The cart, in a file or in memory (`--no-save`).
    let cart: CartSession
    /// The price and discount (バーゲン教師's screen); until a price is set, `add` needs an amount.
    var bargain: BargainState
    /// Further discount steps after the rate (`off 10%`), until `off clear`.
    var steps: [DiscountStep] = []
    /// Whether a person types the lines (a terminal), rather than a script.
    let isInteractive: Bool
    /// The language of the session: `--lang` or the locale at the start, then `lang ja|en`.
    var language: Language
    /// The tax of the items `add` adds from now on (`taxrate 8 --included`); nil, outside tax.
    var taxRate: TaxCategory?

    init(cart: CartSession, isInteractive: Bool, language: Language) throws(CLIError) {
        self.language = language
        self.cart = cart
        self.isInteractive = isInteractive
        bargain = BargainState(currency: cart.currency)
    }

    /// The discounted price, once a price is set: after the rate and every step.
    func discountedPrice() throws(CLIError) -> Money? {
        do {
            guard let price = bargain.price else { return nil }
            guard !steps.isEmpty else { return try bargain.discount(of: price).price }
            return try bargain.discount(of: price, then: steps).price
        } catch {
            throw .data(error)
        }
    }

    /// The line shown after each command. The cart's count and total are
    /// those the command itself saw when it read or changed the cart (the
    /// file is not read again for them); after a command that did not touch
    /// the cart, they are read, since another process may have changed it.
    func statusLine(in language: Language) -> String {
        let summary = cart.lastSeen ?? (try? cart.summary())
        return BargainText.state(bargain, steps: steps, cart: summary, taxRate: taxRate, in: language)
    }
}
