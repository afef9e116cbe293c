import Bargain
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a shopping app keeps while a person shops: the price being looked
/// at and its discount (Bargain's ``/Bargain/BargainState``), further
/// discount steps (`off 10%`), the tax of the items added from now on, and
/// the cart, with the count and total it last saw.
///
/// The model behind `shoptools`' interactive session and its discount
/// screen, and one an app can drive as it drives Calculator's `Keypad`:
///
/// ```
/// let session = try ShoppingSession(cart: CartSession(.memory, currency: .jpy))
/// try session.bargain.setPrice(Money(498, .jpy))
/// try session.bargain.setRate(30)                          // ¥348
/// try session.addStep(DiscountStep(parsing: "10%", currency: .jpy))   // ¥313
/// if let (price, discount) = try session.priceToAdd() {      // ¥313, kept as ¥498 − 30% − 10%
///     let item = try Cart.Item(amount: price, tax: session.taxRate ?? .outsideTax, discount: discount)
///     _ = try session.cart.add(item)                       // 1 item, ¥313
/// }
/// ```
///
/// A class, as ``CartSession`` is: the cart it holds is a file (or memory)
/// that every action reads and changes in place. It is not `Codable`: a
/// cart lives in its own file, and the price, rate and steps are each
/// `Codable` where an app wants to keep them.
public final class ShoppingSession {
    /// The cart, in a file or in memory.
    public let cart: CartSession
    /// The price and its discount; until a price is set, ``priceToAdd()`` has nothing to add.
    public var bargain: BargainState
    /// The further discount steps after the rate, in order, until ``clearSteps()``.
    public private(set) var steps: [DiscountStep] = []
    /// The tax of the items added from now on (`taxrate 8 --included`); nil, outside tax.
    public var taxRate: TaxCategory?
    /// The count and total as the cart was last found or left by this
    /// session's actions on its file, until ``forgetCart()``; nil for a cart
    /// in memory, whose summary costs no read.
    public private(set) var lastSeenCart: CartSummary?

    /// A session on `cart`, in its currency: no price, no rate, no steps, outside tax.
    public init(cart: CartSession) {
        self.cart = cart
        bargain = BargainState(currency: cart.currency)
        cart.summaryObserver = { [weak self] summary in self?.lastSeenCart = summary }
    }

    /// The session's currency: the cart's.
    public var currency: Currency { cart.currency }

    /// Adds a step after the rate and those before.
    ///
    /// A step the price cannot take (more off than it costs at that step) is refused, and the steps
    /// stay as they were.
    /// - Throws: the errors of ``/Bargain/BargainState/discount(of:then:)``.
    public func addStep(_ step: DiscountStep) throws(BargainError) {
        if let price = bargain.price { _ = try bargain.discount(of: price, then: steps + [step]) }
        steps.append(step)
    }

    /// Removes every further step.
    public func clearSteps() {
        steps = []
    }

    /// The price after the rate and every step, once a price is set, each
    /// rounded by the state's unit and rule; nil before.
    /// - Throws: the errors of ``/Bargain/BargainState/discount(of:then:)``.
    public func discountedPrice() throws(BargainError) -> Money? {
        guard let price = bargain.price else { return nil }
        guard !steps.isEmpty else { return try bargain.discount(of: price).price }
        return try bargain.discount(of: price, then: steps).price
    }

    /// What adding the price being looked at puts in the cart: the
    /// discounted price, and how it came about (the price before, the rate
    /// as the first step when there is one, then the steps; nil for a price
    /// without a discount); nil until a price is set.
    /// - Throws: the errors of ``discountedPrice()``.
    public func priceToAdd() throws(BargainError) -> (price: Money, discount: Cart.Item.Discount?)? {
        guard let price = try discountedPrice(), let original = bargain.price else { return nil }
        var kept = steps
        if bargain.rate > .zero { kept.insert(.percent(bargain.rate), at: 0) }
        return (price, kept.isEmpty ? nil : Cart.Item.Discount(original: original, steps: kept))
    }

    /// The cart's count and total: those this session last saw, else read
    /// (another process may have changed the file since).
    public func cartSummary() -> CartSummary? {
        lastSeenCart ?? (try? cart.summary())
    }

    /// Forgets what the cart was last seen to hold, so ``cartSummary()``
    /// reads it again: an interactive session does so before each line.
    public func forgetCart() {
        lastSeenCart = nil
    }
}
