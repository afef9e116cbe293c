import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `2`: a preset is its number; a number other than 1…4 does not decode.
extension Segment: Codable {
    /// Decodes a `Segment` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Int.self)
        guard let segment = Segment(rawValue: number) else {
            throw DecimalCoding.corrupted(container, BargainError.segmentOutOfRange(String(number)))
        }
        self = segment
    }

    /// Encodes it as `2`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// `{"currency":"JPY","price":{"amount":"9800","currency":"JPY"},"rate":"30","unit":"1","rounding":"down"}`.
///
/// The price is left out while there is none. The preset and the slider are
/// not stored: decoding derives them through ``BargainState/setRate(_:)``,
/// and checks every value through the same setters as the initializers, so a
/// rate of 120, a price in another currency than ``BargainState/currency``,
/// a negative price or a unit that is no multiple of the minor unit is
/// `DecodingError.dataCorrupted` naming the value, never a state.
extension BargainState: Codable {
    private enum CodingKeys: String, CodingKey {
        case currency, price, rate, unit, rounding
    }

    /// Decodes a `BargainState` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        self.init(currency: currency, rounding: try container.decode(RoundingRule.self, forKey: .rounding))
        let unit = try DecimalCoding.decode(container, .unit)
        do { try setUnit(unit) } catch { throw DecimalCoding.corrupted(container, .unit, error) }
        let rate = try DecimalCoding.decode(container, .rate)
        do { try setRate(try Self.checkedRate(rate)) } catch { throw DecimalCoding.corrupted(container, .rate, error) }
        if let price = try container.decodeIfPresent(Money.self, forKey: .price) {
            do { try setPrice(price) } catch { throw DecimalCoding.corrupted(container, .price, error) }
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encodeIfPresent(price, forKey: .price)
        try container.encode(rate.plainText, forKey: .rate)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(rounding, forKey: .rounding)
    }
}

/// A discount as `shoptools discount --json` prints it and an app stores it: one shape, written
/// by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","price":"6860",
///  "saved":"2940","unit":"1","rounding":"down"}
/// ```
///
/// The currency is written once, as its ISO 4217 code; every amount is a decimal string in that
/// currency's machine form (`"6860"`, `"68.60"`), never a JSON number; the rate, slider and unit
/// are plain decimal strings; `segment` is the preset's number, `null` when the rate is none of them.
///
/// A discount is only ever computed, so decoding computes it again from the original, rate, unit
/// and rounding (checked as ``BargainState`` checks them) and refuses, as
/// `DecodingError.dataCorrupted`, stored fields that disagree with that computation (a price that
/// is not the discount, a saving that does not add up, a preset or slider for another rate).
extension Discount: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, original, rate, segment, slider, price, saved, unit, rounding
    }

    /// Decodes a `Discount` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        let original = try DecimalCoding.decode(container, .original, in: currency)
        var state = BargainState(currency: currency, rounding: try container.decode(RoundingRule.self, forKey: .rounding))
        let unit = try DecimalCoding.decode(container, .unit)
        do { try state.setUnit(unit) } catch { throw DecimalCoding.corrupted(container, .unit, error) }
        let rate = try DecimalCoding.decode(container, .rate)
        do { try state.setRate(try BargainState.checkedRate(rate)) } catch {
            throw DecimalCoding.corrupted(container, .rate, error)
        }
        let computed: Discount
        do { computed = try state.discount(of: original) } catch { throw DecimalCoding.corrupted(container, .original, error) }
        let words = { (key: CodingKeys) in
            "\(key.stringValue) disagrees with \(MoneyFormat.plain(rate))% off \(original.machineText) \(currency.code) rounded \(state.rounding) to \(MoneyFormat.plain(unit))"
        }
        let segment = try container.decodeIfPresent(Segment.self, forKey: .segment)
        try DecimalCoding.check(container, .segment, stored: segment, computed: computed.segment, words(.segment))
        let slider = try DecimalCoding.decode(container, .slider, derived: true)
        try DecimalCoding.check(container, .slider, stored: slider, computed: computed.slider, words(.slider))
        let price = try DecimalCoding.decode(container, .price, in: currency)
        try DecimalCoding.check(container, .price, stored: price, computed: computed.price, words(.price))
        let saved = try DecimalCoding.decode(container, .saved, in: currency)
        try DecimalCoding.check(container, .saved, stored: saved, computed: computed.saved, words(.saved))
        self = computed
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(original.currency, forKey: .currency)
        try DecimalCoding.encode(original, to: &container, .original)
        try container.encode(rate.plainText, forKey: .rate)
        if let segment { try container.encode(segment, forKey: .segment) } else { try container.encodeNil(forKey: .segment) }
        // `rate / 100` has up to 14 decimals: derived, not bounded like a value handed in.
        try DecimalCoding.encode(slider, to: &container, .slider) { value throws(ShopCoreError) in MoneyFormat.plain(value) }
        try DecimalCoding.encode(price, to: &container, .price)
        try DecimalCoding.encode(saved, to: &container, .saved)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(rounding, forKey: .rounding)
    }
}
