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

    /// What is left of the budget after ``toPay``; below zero when over; nil without a budget.
    public var remaining: Money? {
        budget.map { Money($0.amount - toPay.amount, $0.currency) }
    }

    /// A cart of `count` lines adding up to `total`, with nothing taxed, no coupon and no budget.
    public init(count: Int, total: Money) {
        self.count = count
        self.total = total
        self.discount = Money(0, total.currency)
        self.tax = Money(0, total.currency)
        self.toPay = total
        self.budget = nil
    }

    /// What `cart` comes to, its tax rounded down to the minor unit.
    /// - Throws: ``CartError/tax(_:)`` when a figure passes the exact range.
    public init(of cart: Cart) throws(CartError) {
        let receipt = try cart.receipt()
        self.count = cart.count
        self.total = cart.total
        self.discount = receipt.discount
        self.tax = receipt.tax
        self.toPay = receipt.total
        self.budget = cart.budget
    }
}
