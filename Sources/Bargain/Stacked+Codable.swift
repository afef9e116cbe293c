import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `"30%"` or `"100"`: a step is stored as its text, read back as
/// `DiscountStep(percentOff:)` and `DiscountStep(amountOff:)`
/// check typed steps (an amount as a plain decimal: no currency symbol is stored).
enum DiscountStepCoding {
    static func decode(_ container: any SingleValueDecodingContainer) throws -> DiscountStep {
        let text = try container.decode(String.self)
        do {
            if text.hasSuffix("%") {
                return try DiscountStep(percentOff: DecimalCoding.decimal(String(text.dropLast())))
            } else {
                return try DiscountStep(amountOff: DecimalCoding.decimal(text))
            }
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, error)
        } catch let error as ShopCoreError {
            throw DecimalCoding.corrupted(container, error)
        }
    }

    /// One step as it is stored and read back.
    struct Stored: Decodable {
        let step: DiscountStep
        init(from decoder: any Decoder) throws { step = try DiscountStepCoding.decode(try decoder.singleValueContainer()) }
    }
}

/// `{"original":{"amount":"498","currency":"JPY"},"steps":["30%","10%"],"sum":false,"unit":"1",
/// "rounding":"down","price":{"amount":"313","currency":"JPY"},"saved":{…}}`.
///
/// The stages and the rate in all are not stored: decoding computes the
/// discount again from the original, steps, unit, rounding and `sum`, and
/// refuses a stored price or saving that disagrees with it.
extension StackedDiscount: Codable {
    private enum CodingKeys: String, CodingKey {
        case original, steps, sum, unit, rounding, price, saved
    }

    /// Decodes a `StackedDiscount` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let original = try container.decode(Money.self, forKey: .original)
        let steps = try container.decode([DiscountStepCoding.Stored].self, forKey: .steps).map(\.step)
        let unit = try DecimalCoding.decode(container, .unit)
        do {
            self = try StackedDiscount(
                original: original, steps: steps, unit: unit,
                rounding: container.decode(RoundingRule.self, forKey: .rounding),
                sum: container.decode(Bool.self, forKey: .sum))
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, .steps, error)
        }
        for (key, stored) in [(CodingKeys.price, price), (.saved, saved)] {
            guard try container.decode(Money.self, forKey: key) == stored else {
                throw DecimalCoding.corrupted(
                    container, key, "\(key.stringValue) disagrees with the steps \(steps) on \(original.machineText)")
            }
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(original, forKey: .original)
        try container.encode(steps.map(\.description), forKey: .steps)
        try container.encode(isSummed, forKey: .sum)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(rounding, forKey: .rounding)
        try container.encode(price, forKey: .price)
        try container.encode(saved, forKey: .saved)
    }
}

/// `"g"`, `"kg"`, `"ml"`, `"l"`, `"pcs"`.
extension MeasureUnit: Codable {}

/// `{"amount":"450","unit":"g"}`; an amount of 0 or less does not decode.
extension Quantity: Codable {
    private enum CodingKeys: String, CodingKey {
        case amount, unit
    }

    /// Decodes a `Quantity` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let amount = try DecimalCoding.decode(container, .amount)
        do {
            try self.init(amount, container.decode(MeasureUnit.self, forKey: .unit))
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, .amount, error)
        }
    }

    /// Encodes it as `{"amount":"450","unit":"g"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try DecimalCoding.encode(amount, to: &container, .amount)
        try container.encode(unit, forKey: .unit)
    }
}

/// `{"packs":2,"price":{"amount":"298","currency":"JPY"},"quantity":{"amount":"450","unit":"g"}}`,
/// checked as ``Offer/init(packs:price:quantity:)`` checks it.
extension Offer: Codable {
    private enum CodingKeys: String, CodingKey {
        case packs, price, quantity
    }

    /// Decodes an `Offer` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                packs: container.decode(Int.self, forKey: .packs), price: container.decode(Money.self, forKey: .price),
                quantity: container.decode(Quantity.self, forKey: .quantity))
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, .packs, error)
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(packs, forKey: .packs)
        try container.encode(price, forKey: .price)
        try container.encode(quantity, forKey: .quantity)
    }
}

/// `{"offers":[…],"basis":{"amount":"100","unit":"g"}}`: the figures and
/// ranks are not stored but computed again when decoded.
extension PriceComparison: Codable {
    private enum CodingKeys: String, CodingKey {
        case offers, basis
    }

    /// Decodes a `PriceComparison` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                container.decode([Offer].self, forKey: .offers), per: container.decode(Quantity.self, forKey: .basis))
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, .offers, error)
        }
    }

    /// Encodes it as `{"offers":[…],"basis":{"amount":"100","unit":"g"}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries.map(\.offer), forKey: .offers)
        try container.encode(basis, forKey: .basis)
    }
}
