import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension KeyedDecodingContainer {
    /// The tax rate at `key`: `"8.875"`, a plain decimal string from 0 to 100 with at most four
    /// decimals (``ShopCore/Percentage/init(taxRate:)``); anything else is
    /// `DecodingError.dataCorrupted` naming the value.
    package func decodeTaxRate(forKey key: Key) throws -> Percentage {
        let text = try decode(String.self, forKey: key)
        guard DecimalCoding.isPlain(text), let exact = ExactDecimal(plain: text) else {
            throw DecimalCoding.corrupted(self, key, TaxError.notARate(text))
        }
        return try DecimalCoding.refusing(self, key) { () throws(TaxError) in try Percentage(exact: exact) }
    }

    /// The tax rate at `key` as ``decodeTaxRate(forKey:)`` reads it, or nil without one.
    package func decodeTaxRateIfPresent(forKey key: Key) throws -> Percentage? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeTaxRate(forKey: key)
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
        self.init(rate: try container.decodeTaxRate(forKey: .rate), basis: try container.decode(TaxBasis.self, forKey: .basis))
    }

    /// Encodes it as `{"rate":"10","basis":"included"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rate, forKey: .rate)
        try container.encode(basis, forKey: .basis)
    }
}

/// `{"coupon":"1000","currency":"JPY"}` or `{"coupon":"10%"}`: a coupon is its text (an amount in
/// its currency's machine form, or a percentage), with the currency of an amount. Inside a value
/// that names its currency once (a cart, a receipt) a coupon is its text alone (`"1000"`, `"10%"`).
/// Checked on decoding as the initializers check it.
extension Coupon: Codable {
    private enum CodingKeys: String, CodingKey { case coupon, currency }

    /// Decodes a `Coupon` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .coupon)
        let currency = try container.decodeIfPresent(Currency.self, forKey: .currency)
        self = try DecimalCoding.refusing(container, .coupon) { () throws(TaxError) in try Coupon(text, currency: currency) }
    }

    /// Encodes it as `{"coupon":"1000","currency":"JPY"}` or `{"coupon":"10%"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .coupon)
        try container.encodeIfPresent(amount?.currency, forKey: .currency)
    }

    /// `1000` (an amount in its currency's machine form) or `10%`: the coupon in a value that names its currency.
    package var text: String { amount?.machineText ?? description }

    /// The coupon ``text`` writes, an amount in `currency` (nil: a percentage only).
    /// - Throws: ``TaxError/invalidCoupon(_:)`` for text that is neither, and the initializers' errors.
    package init(_ text: String, currency: Currency?) throws(TaxError) {
        if text.hasSuffix("%"), DecimalCoding.isPlain(String(text.dropLast())),
            let percent = try? DecimalCoding.decimal(String(text.dropLast()))
        {
            try self.init(checkedPercent: percent)
        } else if let currency, DecimalCoding.isPlain(text), let amount = try? DecimalCoding.decimal(text) {
            try self.init(amount: Money(amount, currency))
        } else {
            throw .invalidCoupon(text)
        }
    }
}

/// A price with its tax as `shoptools tax --json` prints it and an app stores it: one shape,
/// written by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217",
///  "rounding":"down","unit":"1"}
/// ```
///
/// The currency is written once; amounts are decimal strings in its machine form, the rate and
/// unit plain decimal strings, `given` which of the two prices was given. Decoding reads the price
/// as given, the rate, rounding and unit, computes the rest again and refuses, as
/// `DecodingError.dataCorrupted`, a stored figure that does not follow from the price.
extension TaxedPrice: Codable {
    private enum CodingKeys: String, CodingKey { case currency, rate, given, excluded, tax, included, rounding, unit }

    /// Decodes a `TaxedPrice` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        let given = try container.decode(TaxBasis.self, forKey: .given)
        let price = try DecimalCoding.decode(container, given == .excluded ? .excluded : .included, in: currency)
        let unit = try DecimalCoding.decode(container, .unit)
        let rate = try container.decodeTaxRate(forKey: .rate)
        let rounding = try container.decode(RoundingRule.self, forKey: .rounding)
        self = try DecimalCoding.refusing(container, given == .excluded ? .excluded : .included) { () throws(TaxError) in
            try TaxedPrice(price, rate: rate, basis: given, rounding: rounding, unit: unit)
        }
        for (key, computed) in [(CodingKeys.excluded, excluded), (.tax, tax), (.included, included)] {
            try DecimalCoding.check(
                container, key, stored: try DecimalCoding.decode(container, key, in: currency), computed: computed,
                "\(key.stringValue) does not follow from the price \(price.machineText) \(given) at \(rate)")
        }
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tax.currency, forKey: .currency)
        try container.encode(rate, forKey: .rate)
        try container.encode(given, forKey: .given)
        try DecimalCoding.encode(excluded, to: &container, .excluded)
        try DecimalCoding.encode(tax, to: &container, .tax)
        try DecimalCoding.encode(included, to: &container, .included)
        try container.encode(rounding, forKey: .rounding)
        try DecimalCoding.encode(unit, to: &container, .unit)
    }
}
