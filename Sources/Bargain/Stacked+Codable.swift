import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `"30%"` or `"100"`: a step is stored as its text, read back as
/// `DiscountStep(percentOff:)` and `DiscountStep(amountOff:)`
/// check typed steps (an amount as a plain decimal: no currency symbol is stored).
package enum DiscountStepCoding {
    /// The step `text` writes: `30%` a percentage off, anything else an amount off.
    package static func step(_ text: String) throws(BargainError) -> DiscountStep {
        do {
            if text.hasSuffix("%") {
                return try DiscountStep(percentOff: DecimalCoding.decimal(String(text.dropLast())))
            } else {
                return try DiscountStep(amountOff: DecimalCoding.decimal(text))
            }
        } catch let error as BargainError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .notARate(text)
        }
    }

    /// The step `text` writes, read at `key` of `container`.
    static func step<Key: CodingKey>(_ text: String, _ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> DiscountStep
    {
        try DecimalCoding.refusing(container, key) { () throws(BargainError) in try step(text) }
    }
}

/// Stacked steps as `shoptools discount --off … --json` prints them and an app stores them: one
/// shape, written by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","original":"498","rate":"30","segment":2,"slider":"0.3","price":"313","saved":"185",
///  "unit":"1","rounding":"down","effective_rate":"37.1","effective_rate_exact":false,"sum":false,
///  "steps":[{"off":"30%","price":"348"},{"off":"10%","price":"313"}]}
/// ```
///
/// The fields of one ``Discount`` come first (the rate, preset and slider those of the first
/// step when it is a percentage, else `null`; the final price and saving), then the rate in all
/// (``StackedDiscount/effectiveRate``, to 0.1) and whether it is exact, `sum`, and every step
/// with the price it left; a step that adds rates (`sum`) lists them as `"added":["30%","10%"]`.
/// Amounts are decimal strings in the currency's machine form; a step is its text (`"30%"`,
/// `"100"`: an amount off without a symbol).
///
/// Decoding computes the discount again from the original, the steps, unit, rounding and `sum`,
/// and refuses, as `DecodingError.dataCorrupted`, any stored figure that disagrees with it. The
/// steps are read back from the stages: with `sum`, the rates a step added (in the order given)
/// stand where that step stands, so a percentage given after an amount reads back before it,
/// which gives the same discount.
extension StackedDiscount: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, original, rate, segment, slider, price, saved, unit, rounding
        case effectiveRate = "effective_rate", effectiveRateExact = "effective_rate_exact", sum, steps
    }

    enum StageKeys: String, CodingKey {
        case off, added, price
    }

    /// Decodes a `StackedDiscount` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        let original = try DecimalCoding.decode(container, .original, in: currency)
        let unit = try DecimalCoding.decode(container, .unit)
        let sum = try container.decode(Bool.self, forKey: .sum)
        var list = try container.nestedUnkeyedContainer(forKey: .steps)
        var steps: [DiscountStep] = []
        var stagePrices: [Money] = []
        while !list.isAtEnd {
            let stage = try list.nestedContainer(keyedBy: StageKeys.self)
            let off = try DiscountStepCoding.step(try stage.decode(String.self, forKey: .off), stage, .off)
            if let added = try stage.decodeIfPresent([String].self, forKey: .added) {
                for text in added { steps.append(try DiscountStepCoding.step(text, stage, .added)) }
            } else {
                steps.append(off)
            }
            stagePrices.append(try DecimalCoding.decode(stage, .price, in: currency))
        }
        do {
            self = try StackedDiscount(
                original: original, steps: steps, unit: unit,
                rounding: container.decode(RoundingRule.self, forKey: .rounding), sum: sum)
        } catch let error as BargainError {
            throw DecimalCoding.corrupted(container, .steps, error)
        }
        let words = { (key: CodingKeys) in "\(key.stringValue) disagrees with the steps \(steps) on \(original.machineText)" }
        try DecimalCoding.check(container, .steps, stored: stagePrices, computed: stages.map(\.price), words(.steps))
        let first = Self.firstRate(stages)
        try DecimalCoding.check(
            container, .rate, stored: try DecimalCoding.decodeIfPresent(container, .rate), computed: first?.value,
            words(.rate))
        try DecimalCoding.check(
            container, .segment, stored: try container.decodeIfPresent(Segment.self, forKey: .segment),
            computed: first.flatMap { Segment(rate: $0) }, words(.segment))
        let slider = try DecimalCoding.decodeIfPresent(container, .slider, derived: true)
        try DecimalCoding.check(
            container, .slider, stored: slider, computed: first.map { $0.value.shifted(byPowerOfTen: -2) },
            words(.slider))
        for (key, stored) in [(CodingKeys.price, price), (.saved, saved)] {
            try DecimalCoding.check(
                container, key, stored: try DecimalCoding.decode(container, key, in: currency), computed: stored, words(key))
        }
        try DecimalCoding.check(
            container, .effectiveRate, stored: try DecimalCoding.decode(container, .effectiveRate, derived: true),
            computed: effectiveRate, words(.effectiveRate))
        try DecimalCoding.check(
            container, .effectiveRateExact, stored: try container.decode(Bool.self, forKey: .effectiveRateExact),
            computed: isEffectiveRateExact, words(.effectiveRateExact))
    }

    /// The rate of the first stage when it is a percentage: the rate a single discount would show.
    static func firstRate(_ stages: [Stage]) -> Percentage? {
        guard case .percent(let rate)? = stages.first?.step else { return nil }
        return rate
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(original.currency, forKey: .currency)
        try DecimalCoding.encode(original, to: &container, .original)
        let first = Self.firstRate(stages)
        if let first {
            try container.encode(first.plainText, forKey: .rate)
            try container.encode(Segment(rate: first), forKey: .segment)
            try DecimalCoding.encode(first.value.shifted(byPowerOfTen: -2), to: &container, .slider) {
                value throws(ShopCoreError) in
                MoneyFormat.plain(value)
            }
        } else {
            for key in [CodingKeys.rate, .segment, .slider] { try container.encodeNil(forKey: key) }
        }
        try DecimalCoding.encode(price, to: &container, .price)
        try DecimalCoding.encode(saved, to: &container, .saved)
        try DecimalCoding.encode(unit, to: &container, .unit)
        try container.encode(rounding, forKey: .rounding)
        try container.encode(MoneyFormat.plain(effectiveRate), forKey: .effectiveRate)
        try container.encode(isEffectiveRateExact, forKey: .effectiveRateExact)
        try container.encode(isSummed, forKey: .sum)
        var list = container.nestedUnkeyedContainer(forKey: .steps)
        for stage in stages {
            var entry = list.nestedContainer(keyedBy: StageKeys.self)
            try entry.encode(stage.step.description, forKey: .off)
            if stage.added.count > 1 { try entry.encode(stage.added.map(\.description), forKey: .added) }
            try DecimalCoding.encode(stage.price, to: &entry, .price)
        }
    }
}
