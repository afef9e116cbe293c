import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A receipt as a till printed it: its items, the discounts under them, and
/// the figures it shows (each rate's total, each rate's tax, what was paid, the
/// cash handed over and the change), in the order they stand on the paper.
///
/// It is what ``ReceiptCheck`` checks: which ways of computing the tax give
/// every printed figure. Any figure may be left out; the check uses those given.
public struct PrintedReceipt: Sendable, Hashable {
    /// One item line: `牛乳 ※ ¥198`, `卵 ¥258 ×2`.
    public struct Item: Sendable, Hashable {
        /// What the line calls it.
        public var label: String
        /// The price of one, as printed (tax excluded on a 外税 receipt, included on a 内税 one).
        public var price: Decimal
        /// How many (`×2`), at least 1.
        public var quantity: Int
        /// The rate it is taxed at (`※` is the reduced rate, 8 %).
        public var rate: Percentage
        /// What the line comes to when the till printed a figure other than price × quantity
        /// (`¥199 ×2` rung up as `¥399`); nil when it is price × quantity.
        public var amount: Decimal?
        /// What the discount lines under it take off (`値引 -50`): 0 or more.
        public var discount: Decimal
        /// Its line in the file it was read from, if any.
        public var line: Int?

        /// An item of `quantity` at `price`, taxed at `rate`.
        /// - Parameters:
        ///   - label: what the line calls it.
        ///   - price: the price of one, as printed.
        ///   - quantity: how many, at least 1.
        ///   - rate: the rate it is taxed at.
        ///   - amount: the line's figure when it is not price × quantity.
        ///   - discount: what the discount lines under it take off.
        ///   - line: its line in the file it was read from.
        public init(
            label: String, price: Decimal, quantity: Int = 1, rate: Percentage, amount: Decimal? = nil,
            discount: Decimal = 0, line: Int? = nil
        ) {
            self.label = label
            self.price = price
            self.quantity = quantity
            self.rate = rate
            self.amount = amount
            self.discount = discount
            self.line = line
        }

        /// What the line comes to: its printed figure, else price × quantity, less its discount.
        public var net: Decimal { (amount ?? price * Decimal(quantity)) - discount }
    }

    /// A figure the receipt prints.
    public enum Figure: Sendable, Hashable, CustomStringConvertible {
        /// A rate's total (`8%対象 ¥1,234`).
        case taxable(Percentage)
        /// A rate's tax (`内消費税 ¥91`, `消費税 ¥98`).
        case tax(Percentage)
        /// The items' sum before any rate's discount and tax (`小計`).
        case subtotal
        /// What was paid (`合計`).
        case total
        /// The cash handed over (`お預り`).
        case tendered
        /// The change (`お釣り`).
        case change

        /// `taxable 8%`, `tax 10%`, `total`, `tendered`, `change`: the words of the file format.
        public var description: String {
            switch self {
            case .taxable(let rate): "taxable \(rate)"
            case .tax(let rate): "tax \(rate)"
            case .subtotal: "subtotal"
            case .total: "total"
            case .tendered: "tendered"
            case .change: "change"
            }
        }
    }

    /// A figure with the amount printed for it.
    public struct Printed: Sendable, Hashable {
        /// Which figure.
        public var figure: Figure
        /// The amount printed.
        public var amount: Decimal
        /// Its line in the file it was read from, if any.
        public var line: Int?

        /// `figure` printed as `amount`, on `line` of its file if it was read from one.
        /// - Parameters:
        ///   - figure: which figure.
        ///   - amount: the amount printed.
        ///   - line: its line in the file.
        public init(_ figure: Figure, _ amount: Decimal, line: Int? = nil) {
            self.figure = figure
            self.amount = amount
            self.line = line
        }
    }

    /// A discount off a whole rate group (`割引 20%` under the 8 % items, `値引 -50` after a subtotal).
    public struct RateDiscount: Sendable, Hashable {
        /// The rate group it comes off.
        public var rate: Percentage
        /// What it takes off, 0 or more.
        public var amount: Decimal
        /// Its line in the file it was read from, if any.
        public var line: Int?

        /// `amount` off the items at `rate`.
        /// - Parameters:
        ///   - rate: the rate group it comes off.
        ///   - amount: what it takes off.
        ///   - line: its line in the file.
        public init(rate: Percentage, amount: Decimal, line: Int? = nil) {
            self.rate = rate
            self.amount = amount
            self.line = line
        }
    }

    /// The most items a receipt file may have.
    public static let maximumItems = 10_000

    /// The receipt's currency.
    public var currency: Currency
    /// 外税 or 内税 if the receipt says; nil tries both.
    public var basis: TaxBasis?
    /// The item lines, in order.
    public var items: [Item]
    /// Discounts off a rate group.
    public var rateDiscounts: [RateDiscount]
    /// The figures printed, in the order they stand.
    public var printed: [Printed]

    /// A receipt in `currency` of `items`, `rateDiscounts` and the `printed` figures.
    /// - Parameters:
    ///   - currency: the receipt's currency.
    ///   - basis: 外税 or 内税 if known; nil tries both.
    ///   - items: the item lines.
    ///   - rateDiscounts: discounts off a rate group.
    ///   - printed: the figures printed, in order.
    public init(
        currency: Currency = .default, basis: TaxBasis? = nil, items: [Item], rateDiscounts: [RateDiscount] = [],
        printed: [Printed]
    ) {
        self.currency = currency
        self.basis = basis
        self.items = items
        self.rateDiscounts = rateDiscounts
        self.printed = printed
    }

    /// The amount printed for `figure`, if it is printed.
    public func amount(of figure: Figure) -> Decimal? { printed.first { $0.figure == figure }?.amount }

    /// Every rate the receipt names (its items', its discounts' and its printed figures'), lowest first.
    public var rates: [Percentage] {
        // A list, not a set: a receipt has a rate or two, and hashing a `Decimal` costs more than
        // comparing it with each.
        var rates: [Percentage] = []
        func insert(_ rate: Percentage) { if !rates.contains(rate) { rates.append(rate) } }
        for item in items { insert(item.rate) }
        for discount in rateDiscounts { insert(discount.rate) }
        for entry in printed {
            switch entry.figure {
            case .taxable(let rate), .tax(let rate): insert(rate)
            case .subtotal, .total, .tendered, .change: break
            }
        }
        return rates.sorted()
    }
}
