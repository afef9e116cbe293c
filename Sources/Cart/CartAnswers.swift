import Points
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart listed as `shoptools cart list --json` prints it: the fields of its ``CartSummary``,
/// then `"items"`, each a ``Cart/Item`` numbered from 1 in place of its id, then the coupons'
/// texts when there are any.
///
/// ```
/// {"currency":"JPY","count":1,"subtotal":"313","discount":"0","tax":"0","total":"313",
///  "items":[{"index":1,"label":"shirt","qty":1,"amount":"313","original":"498","off":["30%","10%"]}],
///  "coupons":["10%"]}
/// ```
///
/// Only `Encodable`: a listing numbers the items and leaves out their ids. The document an app
/// stores is the ``Cart`` (`Codable`).
public struct CartListing: Sendable, Equatable, Encodable {
    /// The cart listed.
    public let cart: Cart
    /// What it comes to.
    public let summary: CartSummary

    /// The listing of `cart`.
    /// - Throws: ``CartError/tax(_:)`` when a figure passes the exact range.
    public init(_ cart: Cart) throws(CartError) {
        self.cart = cart
        summary = try CartSummary(of: cart)
    }

    enum CodingKeys: String, CodingKey {
        case items, coupons
    }

    /// Encodes it in the shape above, fields in that order.
    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        var list = container.nestedUnkeyedContainer(forKey: .items)
        for (index, item) in cart.items.enumerated() {
            var entry = list.nestedContainer(keyedBy: Cart.Item.CodingKeys.self)
            try item.encode(to: &entry, as: .listed(number: index + 1))
        }
        if !cart.coupons.isEmpty { try container.encode(cart.coupons.map(\.text), forKey: .coupons) }
    }
}

/// A cart's coupons as `shoptools cart coupon --json` lists them.
///
/// The fields of its ``CartSummary``, then `"coupons"` with each coupon's text (`"1000"`, `"10%"`),
/// empty when there are none. Only `Encodable`, as a summary of a cart.
public struct CartCoupons: Sendable, Equatable, Encodable {
    /// What the cart comes to.
    public let summary: CartSummary
    /// The coupons, in the order given.
    public let coupons: [Coupon]

    /// The coupons of `cart` with its summary.
    /// - Throws: ``CartError/tax(_:)`` when a figure passes the exact range.
    public init(_ cart: Cart) throws(CartError) {
        summary = try CartSummary(of: cart)
        coupons = cart.coupons
    }

    /// `coupons` with the `summary` of their cart.
    /// - Parameters:
    ///   - summary: what the cart comes to.
    ///   - coupons: its coupons.
    public init(summary: CartSummary, coupons: [Coupon]) {
        self.summary = summary
        self.coupons = coupons
    }

    enum CodingKeys: String, CodingKey {
        case coupons
    }

    /// Encodes it in the shape above.
    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(coupons.map(\.text), forKey: .coupons)
    }
}

/// A cart's receipt as `shoptools cart receipt --json` prints it: one shape, written by
/// ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","items":[{"index":1,"label":"milk","qty":1,"amount":"198","line_total":"198",
///   "tax":"8","basis":"excluded","reduced":true},…],"subtotal":"1047","coupons":[{"coupon":"100","amount":"100"}],
///  "discount":"100","groups":[{"rate":"10","basis":"excluded","amount":"460","discount":"48",
///   "taxable":"412","tax":"41"},…],"tax":"84","total":"1031","rounding":"down","budget":"1000","remaining":"-31"}
/// ```
///
/// The items are the cart's, each a ``Cart/Item`` numbered from 1 with its line's total
/// (`line_total`) and whether its rate is marked ※ (`reduced`); the figures after them are the
/// ``/Tax/Receipt``'s, without its unit (a cart's receipt rounds the tax to the minor unit).
/// ``showsPerItem`` adds each group's `per_item_tax` and, after `rounding`, `per_item_tax` and
/// `per_item_total`; `budget` and `remaining` follow when a budget is set, against this receipt's
/// total; ``points`` adds the fields of the ``/Points/PointsEarned`` after them all (`paid`,
/// `programs`, `points` …, without a second `currency`).
///
/// Only `Encodable`: a receipt lists the items without their ids. The document an app stores is
/// the ``Cart`` (`Codable`), whose receipt is ``Cart/receipt(rounding:unit:)``.
public struct CartReceipt: Sendable, Equatable, Encodable {
    /// The cart.
    public let cart: Cart
    /// Its receipt.
    public let receipt: Receipt
    /// What the cart comes to on this receipt (its budget against the receipt's total).
    public let summary: CartSummary
    /// Whether the figures of each line's tax rounded by itself are written.
    public let showsPerItem: Bool
    /// The points the receipt earns, when rules were given.
    public let points: PointsEarned?

    /// The receipt of `cart`, as ``Cart/receipt(rounding:unit:)`` gives it.
    /// - Parameters:
    ///   - cart: the cart.
    ///   - receipt: its receipt, its tax rounded as asked.
    ///   - perItem: whether to write each line's tax rounded by itself (``showsPerItem``).
    ///   - points: the points the receipt earns (``/Points/PointPurchase/init(receipt:pointsSpent:)``).
    /// - Throws: ``CartError/money(_:)`` when `receipt` is in another currency than the cart's budget.
    public init(_ cart: Cart, receipt: Receipt, perItem: Bool = false, points: PointsEarned? = nil) throws(CartError) {
        self.cart = cart
        self.receipt = receipt
        summary = try CartSummary(of: cart, receipt: receipt)
        showsPerItem = perItem
        self.points = points
    }

    enum CodingKeys: String, CodingKey {
        case currency, items
    }

    /// Encodes it in the shape above, fields in that order: amounts as decimal strings, never JSON numbers.
    /// - Throws: ``/Points/PointsError/money(_:)`` when a figure of the points passes the exact range.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cart.currency, forKey: .currency)
        let reduced = Set(receipt.markedRates)
        var list = container.nestedUnkeyedContainer(forKey: .items)
        for (index, item) in cart.items.enumerated() {
            var entry = list.nestedContainer(keyedBy: Cart.Item.CodingKeys.self)
            let line = (lineTotal: item.lineTotal, reduced: reduced.contains(item.tax.rate))
            try item.encode(to: &entry, as: .listed(number: index + 1, receipt: line))
        }
        var figures = encoder.container(keyedBy: Receipt.CodingKeys.self)
        try receipt.encodeFigures(to: &figures, perItem: showsPerItem, unit: false)
        var budget = encoder.container(keyedBy: CartSummary.CodingKeys.self)
        try summary.encodeBudget(to: &budget)
        if let points {
            var earned = encoder.container(keyedBy: PointsEarned.CodingKeys.self)
            try points.encodeFigures(to: &earned)
        }
    }
}
