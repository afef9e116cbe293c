#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `{"amount":"98.50","currency":"USD"}`: the amount as the decimal string of
/// ``Money/machineText``, never a JSON number.
///
/// Decoding refuses, as `DecodingError.dataCorrupted` naming the value, an
/// unknown currency code and an amount that is not a plain decimal string or
/// is outside ``Bounds`` (13 decimals, 10^15); encoding refuses such an
/// amount (NaN) with `EncodingError.invalidValue`.
extension Money: Codable {
    private enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    /// Decodes a `Money` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        self.init(try DecimalCoding.decode(container, .amount), currency)
    }

    /// Encodes it as `{"amount":"98.50","currency":"USD"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let currency = self.currency
        try DecimalCoding.encode(amount, to: &container, .amount) { value throws(ShopCoreError) in
            MoneyFormat.machine(try Bounds.validated(value), currency)
        }
        try container.encode(currency, forKey: .currency)
    }
}

/// `"USD"`: a currency is its ISO 4217 code; an unknown code does not decode.
extension Currency: Codable {
    /// Decodes a `Currency` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        do {
            self = try Currency(code: code)
        } catch {
            throw DecimalCoding.corrupted(container, error)
        }
        // Stored, a currency is its exact code (`USD`), not what a person might type (`usd`, ` USD`).
        guard self.code == code else { throw DecimalCoding.corrupted(container, ShopCoreError.unknownCurrency(code)) }
    }

    /// Encodes it as `"USD"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

/// `"half-up"`: a rounding rule is its raw name; only the raw names decode
/// (not the aliases ``RoundingRule/init(parsing:)`` accepts from people).
extension RoundingRule: Codable {
    /// Decodes a `RoundingRule` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let rule = RoundingRule(rawValue: name) else {
            throw DecimalCoding.corrupted(container, ShopCoreError.unknownRoundingMode(name))
        }
        self = rule
    }

    /// Encodes it as `"half-up"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
