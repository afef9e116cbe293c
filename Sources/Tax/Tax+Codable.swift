import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `"8.875"`: a rate is its percentage as a decimal string; one outside
/// 0–100 or with more than four decimals does not decode.
extension TaxRate: Codable {
    /// Decodes a `TaxRate` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard DecimalCoding.isPlain(text), let exact = ExactDecimal(plain: text) else {
            throw DecimalCoding.corrupted(container, TaxError.notARate(text))
        }
        do { try self.init(exact: exact) } catch { throw DecimalCoding.corrupted(container, error) }
    }

    /// Encodes it as `"8.875"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(plainText)
    }
}

/// `"excluded"` or `"included"`.
extension TaxBasis: Codable {}

/// `{"rate":"10","basis":"included"}`.
extension TaxCategory: Codable {
    private enum CodingKeys: String, CodingKey { case rate, basis }

    /// Decodes a `TaxCategory` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rate: try container.decode(TaxRate.self, forKey: .rate), basis: try container.decode(TaxBasis.self, forKey: .basis))
    }

    /// Encodes it as `{"rate":"10","basis":"included"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rate, forKey: .rate)
        try container.encode(basis, forKey: .basis)
    }
}

/// `{"amount":{"amount":"1000","currency":"JPY"}}` or `{"percent":"10"}`;
/// checked on decoding as the initializers check it.
extension Coupon: Codable {
    private enum CodingKeys: String, CodingKey { case amount, percent }

    /// Decodes a `Coupon` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let money = try container.decodeIfPresent(Money.self, forKey: .amount) {
            do { try self.init(amount: money) } catch { throw DecimalCoding.corrupted(container, .amount, error) }
        } else {
            let percent = try DecimalCoding.decode(container, .percent)
            do { try self.init(percent: percent) } catch { throw DecimalCoding.corrupted(container, .percent, error) }
        }
    }

    /// Encodes it as `{"amount":{"amount":"1000","currency":"JPY"}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let amount {
            try container.encode(amount, forKey: .amount)
        } else {
            try DecimalCoding.encode(kind.value, to: &container, .percent)
        }
    }
}

/// `{"price":{"amount":"198","currency":"JPY"},"rate":"10","given":"excluded","rounding":"down","unit":"1",
/// "excluded":…,"tax":…,"included":…}`: decoding reads the price as given,
/// the rate, basis, rounding and unit, and computes the rest again, so a
/// document cannot carry a tax that does not follow from its price.
extension TaxedPrice: Codable {
    private enum CodingKeys: String, CodingKey { case price, rate, given, rounding, unit, excluded, tax, included }

    /// Decodes a `TaxedPrice` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let price = try container.decode(Money.self, forKey: .price)
        let unit = try DecimalCoding.decode(container, .unit)
        do {
            try self.init(
                price, rate: try container.decode(TaxRate.self, forKey: .rate),
                basis: try container.decode(TaxBasis.self, forKey: .given),
                rounding: try container.decode(RoundingRule.self, forKey: .rounding), unit: unit)
        } catch let error as TaxError {
            throw DecimalCoding.corrupted(container, .price, error)
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(given == .excluded ? excluded : included, forKey: .price)
        try container.encode(rate, forKey: .rate)
        try container.encode(given, forKey: .given)
        try container.encode(rounding, forKey: .rounding)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(excluded, forKey: .excluded)
        try container.encode(tax, forKey: .tax)
        try container.encode(included, forKey: .included)
    }
}

/// `{"amount":{"amount":"198","currency":"JPY"},"category":{"rate":"8","basis":"excluded"}}`.
extension Receipt.Line: Codable {
    private enum CodingKeys: String, CodingKey { case amount, category }

    /// Decodes a `Line` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            amount: try container.decode(Money.self, forKey: .amount),
            category: try container.decode(TaxCategory.self, forKey: .category))
    }

    /// Encodes it as `{"amount":{"amount":"198","currency":"JPY"},"category":{"rate":"8","basis":"excluded"}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encode(category, forKey: .category)
    }
}

/// `{"currency":"JPY","lines":[…],"coupons":[…],"rounding":"down","unit":"1", …}`:
/// decoding reads the lines, coupons, rounding and unit and computes the
/// receipt again; the figures written beside them (subtotal, groups, tax,
/// total) are for readers and are not trusted.
extension Receipt: Codable {
    private enum CodingKeys: String, CodingKey {
        case currency, lines, coupons, rounding, unit, subtotal, discount, groups, tax, total
    }

    private enum GroupKeys: String, CodingKey { case category, amount, discount, taxable, tax }

    /// Decodes a `Receipt` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let unit = try DecimalCoding.decode(container, .unit)
        do {
            try self.init(
                currency: try container.decode(Currency.self, forKey: .currency),
                lines: try container.decode([Line].self, forKey: .lines),
                coupons: try container.decode([Coupon].self, forKey: .coupons),
                rounding: try container.decode(RoundingRule.self, forKey: .rounding), unit: unit)
        } catch let error as TaxError {
            throw DecimalCoding.corrupted(container, .lines, error)
        }
    }

    /// Encodes it as `{"currency":"JPY","lines":[…],"coupons":[…],"rounding":"down","unit":"1", …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(lines, forKey: .lines)
        try container.encode(coupons.map(\.coupon), forKey: .coupons)
        try container.encode(rounding, forKey: .rounding)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(subtotal, forKey: .subtotal)
        try container.encode(discount, forKey: .discount)
        var groupList = container.nestedUnkeyedContainer(forKey: .groups)
        for group in groups {
            var entry = groupList.nestedContainer(keyedBy: GroupKeys.self)
            try entry.encode(group.category, forKey: .category)
            try entry.encode(group.amount, forKey: .amount)
            try entry.encode(group.discount, forKey: .discount)
            try entry.encode(group.taxable, forKey: .taxable)
            try entry.encode(group.tax, forKey: .tax)
        }
        try container.encode(tax, forKey: .tax)
        try container.encode(total, forKey: .total)
    }
}
