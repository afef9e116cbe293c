import Bargain
import Cart
import ShopCore
import ShopText
import Tax

/// What an interactive session keeps between lines: the library's
/// ``ShoppingSession`` (the price, rate and steps being looked at, the tax of
/// new items, and the cart), and what only a terminal has: who types and in
/// which language.
final class Session {
    /// The price, its discount, the tax of new items and the cart, as an app would keep them.
    let shopping: ShoppingSession
    /// Whether a person types the lines (a terminal), rather than a script.
    let isInteractive: Bool
    /// The language of the session: `--lang` or the locale at the start, then `lang ja|en`.
    var language: Language

    init(cart: CartSession, isInteractive: Bool, language: Language) throws(CLIError) {
        self.language = language
        self.isInteractive = isInteractive
        shopping = ShoppingSession(cart: cart)
    }

    /// The session's currency: the cart's, and the default for its commands.
    var currency: Currency { shopping.currency }
    /// The cart, in a file or in memory (`--no-save`).
    var cart: CartSession { shopping.cart }
    /// The price and discount (バーゲン教師's screen); until a price is set, `add` needs an amount.
    var bargain: BargainState {
        get { shopping.bargain }
        set { shopping.bargain = newValue }
    }
    /// The tax of the items `add` adds from now on (`taxrate 8 --included`); nil, outside tax.
    var taxRate: TaxCategory? {
        get { shopping.taxRate }
        set { shopping.taxRate = newValue }
    }

    /// The price `add` adds and how it came about (see ``ShoppingSession/priceToAdd()``).
    func priceToAdd() throws(CLIError) -> (price: Money, discount: Cart.Item.Discount?)? {
        do { return try shopping.priceToAdd() } catch { throw .data(error) }
    }

    /// The line shown after each command.
    ///
    /// The cart's count and total are those the command itself saw when it read or changed the cart (the
    /// file is not read again for them); after a command that did not touch
    /// the cart, they are read, since another process may have changed it.
    func statusLine(in language: Language) -> String {
        BargainText.state(
            bargain, steps: shopping.steps, cart: shopping.cartSummary(), taxRate: taxRate, in: language)
    }
}
