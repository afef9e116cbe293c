import Bargain
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart as a document: its currency, its items, coupons and budget, each
/// validated on decoding as ``Cart/add(_:)`` validates it.
///
/// ```
/// {"currency":"JPY","items":[{"id":"…","label":"coat","qty":1,"amount":"6860"}],"coupons":["10%"],"budget":"3000"}
/// ```
///
/// The currency is written once; every item is a ``Cart/Item`` without its own currency, a
/// coupon its text (`"1000"`, `"10%"`) and the budget a decimal string in the currency's machine
/// form. `coupons` and `budget` are left out when there are none.
///
/// **No history.** The undo history is not encoded, and a decoded cart
/// starts with none: a document is a snapshot of what is in the cart (to
/// restore a screen, to share, to export), while the history holds every
/// item ever removed and every cart ever cleared, grows without bound, and
/// belongs to the place the changes were made. A cart that must undo across
/// launches lives in a ``CartStore``, whose journal is its history. So a
/// cart with a history is not `==` to itself decoded; its ``Cart/items`` are.
extension Cart: Codable {
    private enum CodingKeys: String, CodingKey {
        case currency, items, coupons, budget
    }

    /// Decodes a `Cart` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try Cart.decodeCurrency(container, forKey: .currency)
        var list = try container.nestedUnkeyedContainer(forKey: .items)
        var items: [Item] = []
        while !list.isAtEnd {
            items.append(try Item.decode(try list.nestedContainer(keyedBy: Item.CodingKeys.self), currency: currency))
        }
        var coupons: [Coupon] = []
        for text in try container.decodeIfPresent([String].self, forKey: .coupons) ?? [] {
            coupons.append(
                try DecimalCoding.refusing(container, .coupons) { () throws(TaxError) in try Coupon(text, currency: currency) })
        }
        let budget = try DecimalCoding.decodeIfPresent(container, .budget, in: currency)
        do {
            try self.init(currency: currency, restoring: items, coupons: coupons, budget: budget)
        } catch {
            let key: CodingKeys
            switch error {
            case .tax: key = .coupons
            case .invalidBudget: key = .budget
            default: key = .items
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        var list = container.nestedUnkeyedContainer(forKey: .items)
        for item in items {
            var entry = list.nestedContainer(keyedBy: Item.CodingKeys.self)
            try item.encode(to: &entry, as: .stored(currency: false))
        }
        if !coupons.isEmpty { try container.encode(coupons.map(\.text), forKey: .coupons) }
        if let budget { try DecimalCoding.encode(budget, to: &container, .budget) }
    }

    /// A currency given by its code (`"JPY"`); an unknown code is an error naming it.
    static func decodeCurrency<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Currency {
        let code = try container.decode(String.self, forKey: key)
        guard let currency = try? Currency(code: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown currency code \(JSONString.quoted(code))")
        }
        return currency
    }
}

/// An item as an app stores it, and as `shoptools cart list --json` lists it: one set of fields,
/// written by ``encode(to:)`` in this order.
///
/// ```
/// {"id":"…","label":"shirt","qty":1,"amount":"313","currency":"JPY","tax":"8","basis":"excluded",
///  "for":"Aki:2,Ren","original":"498","off":["30%","10%"]}
/// ```
///
/// The amount is a decimal string in the currency's machine form, never a JSON number (other
/// languages read those as binary floats); `label` is `null` when there is none. `tax` (the rate)
/// and `basis` are there when the item is taxed, `for` (who it is for, weights after `:`) when it
/// is for some people only, `original` and `off` (the price before the steps and the steps) when
/// it was discounted. Inside a ``Cart`` the currency is the cart's, written once; a listing
/// (``CartListing``, ``CartReceipt``) numbers the items (`"index":1`) in place of their ids.
extension Cart.Item: Codable {
    package enum CodingKeys: String, CodingKey {
        case id, index, label, qty, amount
        case lineTotal = "line_total"
        case currency, tax, basis, reduced
        case sharers = "for"
        case original, off
    }

    /// How an item is written: stored (by its id) or listed (by its number, as a receipt lists it).
    package enum Form {
        /// In a cart document, by its id; with `currency` when it stands alone.
        case stored(currency: Bool = false)
        /// In a listing, by its number (from 1); a receipt adds the line's total and whether its rate is marked ※.
        case listed(number: Int, receipt: (lineTotal: Money, reduced: Bool)? = nil)
    }

    /// Decodes an `Item` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self.decode(container, currency: try Cart.decodeCurrency(container, forKey: .currency))
    }

    /// Encodes it in the shape above, fields in that order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container, as: .stored(currency: true))
    }

    /// Writes the item's fields in `form`.
    package func encode(to container: inout KeyedEncodingContainer<CodingKeys>, as form: Form) throws {
        switch form {
        case .stored: try container.encode(id, forKey: .id)
        case .listed(let number, _): try container.encode(number, forKey: .index)
        }
        try container.encode(label, forKey: .label)
        try container.encode(quantity, forKey: .qty)
        try container.encode(MoneyFormat.machine(exactAmount, currency), forKey: .amount)
        if case .stored(true) = form { try container.encode(currency, forKey: .currency) }
        if case .listed(_, let receipt?) = form { try DecimalCoding.encode(receipt.lineTotal, to: &container, .lineTotal) }
        if !tax.isOutsideTax {
            try container.encode(tax.rate, forKey: .tax)
            try container.encode(tax.basis, forKey: .basis)
        }
        if case .listed(_, let receipt?) = form { try container.encode(receipt.reduced, forKey: .reduced) }
        if !sharers.isEmpty { try container.encode(sharers.map(\.description).joined(separator: ","), forKey: .sharers) }
        if let discount {
            try DecimalCoding.encode(discount.original, to: &container, .original)
            try container.encode(discount.steps.map(\.description), forKey: .off)
        }
    }

    /// The item at `container`, its amounts in `currency`.
    static func decode(_ container: KeyedDecodingContainer<CodingKeys>, currency: Currency) throws -> Cart.Item {
        // An item in a cart is in the cart's currency, written once at the top.
        if let own = try container.decodeIfPresent(String.self, forKey: .currency), own != currency.code {
            let named = (try? Currency(code: own)) ?? currency
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container,
                debugDescription: named == currency
                    ? "unknown currency code \(JSONString.quoted(own))"
                    : CartError.itemCurrency(named, cart: currency).description)
        }
        let id = try container.decode(UUID.self, forKey: .id)
        let text = try container.decode(String.self, forKey: .amount)
        guard DecimalCoding.isPlain(text), let exact = ExactDecimal(plain: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "amount \(JSONString.quoted(text)) is not a decimal number")
        }
        let label = try container.decodeIfPresent(String.self, forKey: .label)
        let quantity = try container.decode(Int.self, forKey: .qty)
        var tax = TaxCategory.outsideTax
        if let rate = try container.decodeTaxRateIfPresent(forKey: .tax) {
            tax = TaxCategory(rate: rate, basis: try container.decode(TaxBasis.self, forKey: .basis))
        }
        var sharers: [Cart.Sharer] = []
        if let list = try container.decodeIfPresent(String.self, forKey: .sharers) {
            sharers = try DecimalCoding.refusing(container, .sharers) { () throws(CartError) in
                try Cart.Sharer.list(parsing: list)
            }
            // Stored, who an item is for is written one way, not as a person might type it.
            try DecimalCoding.check(
                container, .sharers, stored: list, computed: sharers.map(\.description).joined(separator: ","),
                "\(JSONString.quoted(list)) is not a list of sharers as stored")
        }
        var discount: Discount?
        if container.contains(.original) {
            let original = try DecimalCoding.decode(container, .original, in: currency)
            var steps: [Discount.Step] = []
            for step in try container.decode([String].self, forKey: .off) {
                steps.append(
                    try DecimalCoding.refusing(container, .off) { () throws(BargainError) in try DiscountStepCoding.step(step) })
            }
            discount = Discount(original: original, steps: steps)
        }
        do {
            return try Cart.Item(
                exact: exact, currency: currency, label: label, quantity: quantity, tax: tax, sharers: sharers,
                discount: discount, id: id)
        } catch {
            let key: CodingKeys
            switch error {
            case .money: key = .amount
            case .quantityOutOfRange: key = .qty
            case .repeatedSharer: key = .sharers
            case .itemCurrency: key = .original
            default: key = .label
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }
}
