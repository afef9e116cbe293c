import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a cart comes to, without its items: how many lines, their total,
/// and what the till asks (coupons off, tax added) against the budget.
///
/// ```
/// count 6, total ¥1,047, tax ¥93 (all added on top), no coupon → to pay ¥1,140
/// budget ¥3,000 → remaining ¥1,860; budget ¥1,000 → remaining −¥140 (over)
/// ```
public struct CartSummary: Sendable, Equatable {
    /// How many items (lines).
    public let count: Int
    /// Σ amount × quantity: the subtotal, before coupons and added tax.
    public let total: Money
    /// What the coupons take off.
    public let discount: Money
    /// All the tax, within the prices or added on top, rounded once per rate
    /// and basis, tax rounded down (see ``Cart/receipt(rounding:unit:)``).
    public let tax: Money
    /// What the till asks: ``total`` − ``discount`` + the tax added on top.
    public let toPay: Money
    /// The budget, if one is set.
    public let budget: Money?

    /// What is left of the budget after ``toPay``: ``budget`` − ``toPay``,
    /// below zero when over; nil without a budget.
    ///
    /// The one place the remainder is computed; the words and the JSON only read it.
    public let remaining: Money?

    /// A cart of `count` lines adding up to `total`, with nothing taxed, no coupon and no budget.
    public init(count: Int, total: Money) {
        self.count = count
        self.total = total
        self.discount = Money(0, total.currency)
        self.tax = Money(0, total.currency)
        self.toPay = total
        self.budget = nil
        self.remaining = nil
    }

    /// A summary of these figures, as decoding reads them.
    init(count: Int, total: Money, discount: Money, tax: Money, toPay: Money, budget: Money?, remaining: Money?) {
        (self.count, self.total, self.discount, self.tax) = (count, total, discount, tax)
        (self.toPay, self.budget, self.remaining) = (toPay, budget, remaining)
    }

    /// What `cart` comes to, its tax rounded down to the minor unit.
    /// - Throws: ``CartError/tax(_:)`` when a figure passes the exact range.
    public init(of cart: Cart) throws(CartError) {
        self = try cart.figures.summary()
    }

    /// What a cart of `count` items comes to, from its receipt's figures
    /// (``CartFigures``: the same the receipt itself shows, without going
    /// through the items).
    init(count: Int, totals: Receipt.Totals, currency: Currency, budget: Money?) throws(CartError) {
        self.count = count
        self.total = Money(totals.subtotal.decimal, currency)
        self.discount = Money(totals.discount.decimal, currency)
        self.tax = Money(totals.tax.decimal, currency)
        self.toPay = Money(totals.total.decimal, currency)
        self.budget = budget
        let toPay = self.toPay
        do { self.remaining = try budget.map { (budget) throws(ShopCoreError) in try budget - toPay } } catch {
            throw .money(error)
        }
    }

    /// What `cart` comes to on `receipt`: the cart's receipt, its tax rounded
    /// as asked (``Cart/receipt(rounding:unit:)``), so that the budget's
    /// remainder is against the total that receipt shows.
    ///
    /// ```
    /// tax-excluded ¥1,047 (10 %: ¥508, 8 %: ¥539), budget ¥1,142:
    ///   rounded down → to pay ¥1,140, remaining ¥2; rounded up → to pay ¥1,142, remaining ¥0
    /// ```
    /// - Throws: ``CartError/money(_:)`` with ``/ShopCore/ShopCoreError/mixedCurrencies(_:_:)``
    ///   when `receipt` is in another currency than the cart's budget.
    public init(of cart: Cart, receipt: Receipt) throws(CartError) {
        self.count = cart.count
        self.total = cart.total
        self.discount = receipt.discount
        self.tax = receipt.tax
        self.toPay = receipt.total
        self.budget = cart.budget
        do { self.remaining = try cart.budget.map { (budget) throws(ShopCoreError) in try budget - receipt.total } } catch {
            throw .money(error)
        }
    }
}
