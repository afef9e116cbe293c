import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `{"amount":"198","rate":"8","basis":"excluded"}`: the amount in the receipt's currency, then its
/// tax category's fields; with `"currency":"JPY"` after the amount when it stands alone.
extension Receipt.Line: Codable {
    enum CodingKeys: String, CodingKey { case amount, currency, rate, basis }

    /// Decodes a `Line` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self.decode(container, currency: try container.decode(Currency.self, forKey: .currency))
    }

    /// Encodes it as `{"amount":"198","currency":"JPY","rate":"8","basis":"excluded"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container, currency: true)
    }

    static func decode(_ container: KeyedDecodingContainer<CodingKeys>, currency: Currency) throws -> Self {
        Self(
            amount: try DecimalCoding.decode(container, .amount, in: currency),
            category: TaxCategory(
                rate: try container.decodeTaxRate(forKey: .rate),
                basis: try container.decode(TaxBasis.self, forKey: .basis)))
    }

    func encode(to container: inout KeyedEncodingContainer<CodingKeys>, currency: Bool) throws {
        try DecimalCoding.encode(amount, to: &container, .amount)
        if currency { try container.encode(amount.currency, forKey: .currency) }
        try container.encode(category.rate, forKey: .rate)
        try container.encode(category.basis, forKey: .basis)
    }
}

/// A receipt as an app stores it: one shape, written by ``encode(to:)`` in this order, its figures
/// as `shoptools cart receipt --json` writes them.
///
/// ```
/// {"currency":"JPY","lines":[{"amount":"198","rate":"8","basis":"excluded"},…],"subtotal":"1047",
///  "coupons":[{"coupon":"100","amount":"100"}],"discount":"100",
///  "groups":[{"rate":"10","basis":"excluded","amount":"460","discount":"48","taxable":"412","tax":"41",
///             "per_item_tax":"41"},…],
///  "tax":"84","total":"1031","rounding":"down","unit":"1","per_item_tax":"84","per_item_total":"1031"}
/// ```
///
/// The currency is written once and every amount is a decimal string in its machine form. A
/// coupon is its text (`"100"`, `"10%"`) with what it took off; a group is a tax category
/// (`rate`, `basis`) with its figures. Decoding reads the lines, coupons, rounding and unit,
/// computes the receipt again, and refuses, as `DecodingError.dataCorrupted`, a stored figure
/// that is not that receipt's.
extension Receipt: Codable {
    package enum CodingKeys: String, CodingKey {
        case currency, lines, subtotal, coupons, discount, groups, tax, total, rounding, unit
        case perItemTax = "per_item_tax", perItemTotal = "per_item_total"
    }

    enum CouponKeys: String, CodingKey { case coupon, amount }

    enum GroupKeys: String, CodingKey {
        case rate, basis, amount, discount, taxable, tax
        case perItemTax = "per_item_tax"
    }

    /// Decodes a `Receipt` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        var lineList = try container.nestedUnkeyedContainer(forKey: .lines)
        var lines: [Line] = []
        while !lineList.isAtEnd {
            lines.append(try Line.decode(try lineList.nestedContainer(keyedBy: Line.CodingKeys.self), currency: currency))
        }
        var couponList = try container.nestedUnkeyedContainer(forKey: .coupons)
        var coupons: [Coupon] = []
        while !couponList.isAtEnd {
            let entry = try couponList.nestedContainer(keyedBy: CouponKeys.self)
            let text = try entry.decode(String.self, forKey: .coupon)
            coupons.append(
                try DecimalCoding.refusing(entry, .coupon) { () throws(TaxError) in try Coupon(text, currency: currency) })
        }
        let unit = try DecimalCoding.decode(container, .unit)
        let rounding = try container.decode(RoundingRule.self, forKey: .rounding)
        self = try DecimalCoding.refusing(container, .lines) { () throws(TaxError) in
            try Receipt(currency: currency, lines: lines, coupons: coupons, rounding: rounding, unit: unit)
        }
        // Every figure written beside the lines, against the receipt they make.
        let encoded = JSONFigures(self)
        let stored = try JSONFigures(container, currency: currency)
        try DecimalCoding.check(
            container, .groups, stored: stored, computed: encoded, "the figures do not follow from the lines and coupons")
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        var lineList = container.nestedUnkeyedContainer(forKey: .lines)
        for line in lines {
            var entry = lineList.nestedContainer(keyedBy: Line.CodingKeys.self)
            try line.encode(to: &entry, currency: false)
        }
        try encodeFigures(to: &container, perItem: true, unit: true)
    }

    /// The figures after the lines, as this shape and a cart's receipt write them: `perItem` adds
    /// the tax and total of each line rounded by itself, `unit` the unit the tax is rounded to.
    ///
    /// A value that holds a receipt writes these into its own object through a second keyed
    /// container of its encoder (`encoder.container(keyedBy: Receipt.CodingKeys.self)`).
    package func encodeFigures(
        to container: inout KeyedEncodingContainer<CodingKeys>, perItem: Bool, unit writesUnit: Bool
    ) throws {
        try DecimalCoding.encode(subtotal, to: &container, .subtotal)
        var couponList = container.nestedUnkeyedContainer(forKey: .coupons)
        for applied in coupons {
            var entry = couponList.nestedContainer(keyedBy: CouponKeys.self)
            try entry.encode(applied.coupon.text, forKey: .coupon)
            try DecimalCoding.encode(applied.amount, to: &entry, .amount)
        }
        try DecimalCoding.encode(discount, to: &container, .discount)
        var groupList = container.nestedUnkeyedContainer(forKey: .groups)
        for group in groups {
            var entry = groupList.nestedContainer(keyedBy: GroupKeys.self)
            try entry.encode(group.category.rate, forKey: .rate)
            try entry.encode(group.category.basis, forKey: .basis)
            try DecimalCoding.encode(group.amount, to: &entry, .amount)
            try DecimalCoding.encode(group.discount, to: &entry, .discount)
            try DecimalCoding.encode(group.taxable, to: &entry, .taxable)
            try DecimalCoding.encode(group.tax, to: &entry, .tax)
            if perItem { try DecimalCoding.encode(group.perItemTax, to: &entry, .perItemTax) }
        }
        try DecimalCoding.encode(tax, to: &container, .tax)
        try DecimalCoding.encode(total, to: &container, .total)
        try container.encode(rounding, forKey: .rounding)
        if writesUnit { try DecimalCoding.encode(unit, to: &container, .unit) }
        if perItem {
            try DecimalCoding.encode(perItemTax, to: &container, .perItemTax)
            try DecimalCoding.encode(perItemTotal, to: &container, .perItemTotal)
        }
    }

    /// The figures a stored receipt carries beside its lines, to hold against the receipt they make.
    private struct JSONFigures: Equatable {
        var money: [Money] = []
        var categories: [TaxCategory] = []
        var coupons: [String] = []

        init(_ receipt: Receipt) {
            money = [receipt.subtotal, receipt.discount, receipt.tax, receipt.total, receipt.perItemTax, receipt.perItemTotal]
            money += receipt.coupons.map(\.amount)
            coupons = receipt.coupons.map(\.coupon.text)
            for group in receipt.groups {
                categories.append(group.category)
                money += [group.amount, group.discount, group.taxable, group.tax, group.perItemTax]
            }
        }

        init(_ container: KeyedDecodingContainer<CodingKeys>, currency: Currency) throws {
            func amount<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Money {
                try DecimalCoding.decode(container, key, in: currency)
            }
            money = try [CodingKeys.subtotal, .discount, .tax, .total, .perItemTax, .perItemTotal].map {
                try amount(container, $0)
            }
            var couponList = try container.nestedUnkeyedContainer(forKey: .coupons)
            while !couponList.isAtEnd {
                let entry = try couponList.nestedContainer(keyedBy: CouponKeys.self)
                coupons.append(try entry.decode(String.self, forKey: .coupon))
                money.append(try amount(entry, .amount))
            }
            var groupList = try container.nestedUnkeyedContainer(forKey: .groups)
            while !groupList.isAtEnd {
                let entry = try groupList.nestedContainer(keyedBy: GroupKeys.self)
                categories.append(
                    TaxCategory(
                        rate: try entry.decodeTaxRate(forKey: .rate),
                        basis: try entry.decode(TaxBasis.self, forKey: .basis)))
                money += try [GroupKeys.amount, .discount, .taxable, .tax, .perItemTax].map { try amount(entry, $0) }
            }
        }
    }
}
