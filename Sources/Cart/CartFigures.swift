import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// All that a cart's ``CartSummary`` follows from, without its items: the
/// running count and sum of each tax rate and basis, the coupons and the
/// budget.
///
/// A ``Cart`` keeps its figures up to date item by item, and `CartStore`
/// keeps them in the verified-state record (see `Journal.swift`), so an add
/// to any cart, taxed or not, with coupons and a budget or not, is checked
/// (the total's range, the tax's, the budget) and summed in O(1), with the
/// same refusals as an add to the whole cart, which goes through these same
/// figures.
///
/// ```
/// 8 % incl. 2 items ¥449; 10 % excl. 1 item ¥508; coupon ¥100; budget ¥1,000
///   → subtotal ¥957, tax ¥33 + ¥45, to pay ¥907, remaining ¥93
/// ```
struct CartFigures: Sendable, Equatable {
    /// The currency of every amount.
    let currency: Currency
    /// The items' counts and line totals per tax category.
    var tally: Receipt.Tally
    /// The coupons, in the order added.
    var coupons: [Coupon]
    /// The budget, if set.
    var budget: Money?

    /// How many items.
    var count: Int { tally.count }
    /// Σ amount × quantity.
    var total: ExactDecimal { tally.subtotal }

    /// True when the amount to pay is the items' total: nothing taxed, no coupon, no budget.
    var isPlain: Bool {
        coupons.isEmpty && budget == nil && !tally.parts.contains { !$0.category.isOutsideTax }
    }

    /// The figures of a plain cart of `count` items adding up to `total`.
    init(plainCount count: Int, total: ExactDecimal, currency: Currency) throws(CartError) {
        var categories: [TaxCategory: Receipt.Tally.Entry] = [:]
        if count > 0 { categories[.outsideTax] = Receipt.Tally.Entry(count: count, sum: total) }
        try self.init(currency: currency, categories: categories, coupons: [], budget: nil)
    }

    /// The figures of per-category counts and sums, coupons and budget.
    init(
        currency: Currency, categories: [TaxCategory: Receipt.Tally.Entry], coupons: [Coupon], budget: Money?
    ) throws(CartError) {
        do { tally = try Receipt.Tally(categories: categories) } catch { throw .money(error) }
        (self.currency, self.coupons, self.budget) = (currency, coupons, budget)
    }

    init(currency: Currency, tally: Receipt.Tally, coupons: [Coupon], budget: Money?) {
        (self.currency, self.tally, self.coupons, self.budget) = (currency, tally, coupons, budget)
    }

    /// The figures with `item` added.
    /// - Throws: ``CartError/totalTooLarge`` when the total would reach 10^15.
    func adding(_ item: Cart.Item) throws(CartError) -> CartFigures {
        _ = try Cart.total(total, adding: item)
        var next = self
        do { try next.tally.add(item.lineTotalExact, in: item.tax) } catch { throw .money(error) }
        return next
    }

    /// What the cart comes to, its tax rounded down to the minor unit, as
    /// ``CartSummary/init(of:)`` says.
    /// - Throws: ``CartError/tax(_:)`` when a figure passes the exact range.
    func summary() throws(CartError) -> CartSummary {
        let totals: Receipt.Totals
        do { totals = try Receipt.Totals(currency: currency, tally: tally, coupons: coupons) } catch { throw .tax(error) }
        return try CartSummary(count: count, totals: totals, currency: currency, budget: budget)
    }

    /// Refuses a cart whose amount to pay, as `summary` gives it, is over the budget.
    /// - Throws: ``CartError/overBudget(budget:over:)``.
    static func checkBudget(_ summary: CartSummary) throws(CartError) {
        guard let budget = summary.budget else { return }
        let over: Money
        do { over = try summary.toPay - budget } catch { throw .money(error) }
        guard over.amount <= 0 else { throw .overBudget(budget: budget, over: over) }
    }
}
