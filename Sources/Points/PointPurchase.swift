import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What points are counted on: the item lines of one payment, each in an
/// order, with and without tax, after coupons, and the points spent on it.
///
/// Every figure is exact (``/ShopCore/Fraction``): an item's part of its receipt, its
/// price without tax, what is left to pay of it once points are spent. A rule
/// rounds once, where it says (``PointRule/points(on:)``), and nothing is
/// rounded before.
///
/// ```
/// base     | one item's base
/// ---------+--------------------------------------------------------------
/// incl     | its part of its receipt's total (after coupons, with tax)
/// excl     | the same without tax: its part of its rate group's taxable amount
/// paid     | incl × (total − points spent) ÷ total
/// ```
///
/// An order's base is the sum of its items' and the payment's the sum of all,
/// so counting per item can only give fewer points than per order under a
/// rule that rounds down.
public struct PointPurchase: Sendable, Hashable {
    /// One item line.
    public struct Item: Sendable, Hashable {
        /// The order it is in, from 0.
        public let order: Int
        /// Its price with tax, after coupons.
        public let included: Fraction
        /// Its price without tax, after coupons.
        public let excluded: Fraction

        /// An item of `order` costing `included` with tax and `excluded` without.
        public init(order: Int = 0, included: Fraction, excluded: Fraction) {
            self.order = order
            self.included = included
            self.excluded = excluded
        }
    }

    /// The currency of every figure.
    public let currency: Currency
    /// The item lines, in order.
    public let items: [Item]
    /// What the goods cost with tax before coupons: the value a discount or
    /// points are measured against (``PointsEarned/effectiveRate``).
    public let listPrice: Fraction
    /// The amount paid in points already held (`--use-points`), in the currency.
    public let pointsSpent: Decimal
    /// The total with tax after coupons: the sum of ``Item/included``.
    public let total: Fraction

    /// A purchase of `items`, checked: at least one item, and the points
    /// spent a payable amount no more than the total.
    /// - Throws: ``PointsError/noItems``, ``PointsError/pointsSpentNotPayable(_:)``,
    ///   ``PointsError/pointsSpentExceedTotal(spent:total:)``, ``PointsError/money(_:)``.
    public init(currency: Currency, items: [Item], listPrice: Fraction, pointsSpent: Decimal = 0) throws(PointsError) {
        guard !items.isEmpty else { throw .noItems }
        do {
            self.total = try Fraction.sum(items.map(\.included))
        } catch {
            throw .money(error)
        }
        let spent = Money(pointsSpent, currency)
        guard pointsSpent >= 0,
            (try? Fraction(pointsSpent).rounded(toMultipleOf: currency.minorUnit, .towardZero)) == pointsSpent
        else { throw .pointsSpentNotPayable(spent) }
        let spentExactly: Fraction
        do { spentExactly = try Fraction(pointsSpent) } catch { throw .money(error) }
        guard spentExactly <= total else {
            throw .pointsSpentExceedTotal(spent: spent, total: Money(Self.shown(total, currency), currency))
        }
        self.currency = currency
        self.items = items
        self.listPrice = listPrice
        self.pointsSpent = pointsSpent
    }

    /// The purchase of one receipt (one order), its lines as items.
    /// - Throws: ``PointsError`` as ``init(currency:items:listPrice:pointsSpent:)``,
    ///   ``PointsError/money(_:)`` when a figure is past the exact range.
    public init(receipt: Receipt, pointsSpent: Decimal = 0) throws(PointsError) {
        try self.init(orders: [receipt], pointsSpent: pointsSpent)
    }

    /// The purchase of several receipts paid at once, each an order, all in
    /// the first one's currency.
    /// - Throws: as ``init(receipt:pointsSpent:)``; ``PointsError/money(_:)``
    ///   for a receipt in another currency.
    public init(orders: [Receipt], pointsSpent: Decimal = 0) throws(PointsError) {
        guard let currency = orders.first?.currency else { throw .noItems }
        var items: [Item] = []
        var listPrice = Fraction.zero
        for (order, receipt) in orders.enumerated() {
            guard receipt.currency == currency else { throw .money(.mixedCurrencies(currency, receipt.currency)) }
            items += try Self.items(of: receipt, order: order)
            let price = try Self.listPrice(of: receipt)
            do { listPrice = try listPrice + price } catch { throw .money(error) }
        }
        try self.init(currency: currency, items: items, listPrice: listPrice, pointsSpent: pointsSpent)
    }

    /// What is paid in money: the total less the points spent.
    public var paid: Fraction {
        // total ≥ points spent, checked when the purchase was made.
        (try? total - Fraction(pointsSpent)) ?? .zero
    }

    /// What `item` counts under `base`.
    func amount(of item: Item, _ base: PointRule.Base) throws(ShopCoreError) -> Fraction {
        switch base {
        case .included: return item.included
        case .excluded: return item.excluded
        case .paid:
            guard !total.isZero else { return .zero }
            return try item.included * paid / total
        }
    }

    /// Each line of `receipt` as an item: its exact part of the receipt, with
    /// tax and without.
    private static func items(of receipt: Receipt, order: Int) throws(PointsError) -> [Item] {
        let included: [Fraction]
        do { included = try receipt.exactLinePayments() } catch { throw .tax(error) }
        do throws(ShopCoreError) {
            // Each category's part without tax, found among a handful rather than hashed (the first
            // `[TaxCategory: …]` of a process costs a scan of every conformance at start-up).
            // (Two lists rather than one of pairs: a list of pairs is one more type made at run time.)
            var categories: [TaxCategory] = []
            var parts: [Fraction] = []
            for group in receipt.groups {
                let amount = try Fraction(group.amount.amount)
                guard !amount.isZero else { continue }
                var excluded = try amount - Fraction(group.discount.amount)
                if group.category.basis == .included { excluded = try excluded - Fraction(group.tax.amount) }
                categories.append(group.category)
                parts.append(try excluded / amount)
            }
            var items: [Item] = []
            items.reserveCapacity(receipt.lines.count)
            for (line, included) in zip(receipt.lines, included) {
                let part = categories.firstIndex(of: line.category).map { parts[$0] } ?? .zero
                let excluded = try Fraction(line.amount.amount) * part
                items.append(Item(order: order, included: included, excluded: excluded))
            }
            return items
        } catch {
            throw .money(error)
        }
    }

    /// What `receipt`'s goods cost with tax, before its coupons, by the receipt's own rules.
    private static func listPrice(of receipt: Receipt) throws(PointsError) -> Fraction {
        var uncouponed = receipt
        if !receipt.coupons.isEmpty {
            do {
                uncouponed = try Receipt(
                    currency: receipt.currency, lines: receipt.lines, rounding: receipt.rounding, unit: receipt.unit)
            } catch {
                throw .tax(error)
            }
        }
        do { return try Fraction(uncouponed.total.amount) } catch { throw .money(error) }
    }

    /// An exact figure as shown in `currency` (for messages).
    static func shown(_ value: Fraction, _ currency: Currency) -> Decimal {
        (try? value.shown(in: currency).amount) ?? 0
    }
}
