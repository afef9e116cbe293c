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

/// `"g"`, `"kg"`, `"ml"`, `"l"`, `"pcs"`.
extension MeasureUnit: Codable {}

/// `"450g"`, `"1.5kg"`, `"12"`, `"12ロール"`: a quantity is its text (``Quantity/description``), read
/// back by ``Quantity/init(parsing:)``; only that exact text decodes (not `"450 g"` or `"４５０g"`),
/// and an amount of 0 or less does not.
extension Quantity: Codable {
    /// Decodes a `Quantity` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try Quantity(parsing: text) } catch { throw DecimalCoding.corrupted(container, error) }
        // Stored, a quantity is its own text, not what a person might type.
        guard description == text else { throw DecimalCoding.corrupted(container, BargainError.notAQuantity(text)) }
    }

    /// Encodes it as `"450g"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// `{"offer":"2x298/450g","packs":2,"price":"298","currency":"JPY","quantity":"450","unit":"g"}`: the
/// offer as written, then its parts, the price per pack a decimal string in the currency's machine
/// form and the quantity of a pack split into its amount and unit; inside a ``PriceComparison``
/// the currency is the comparison's, written once.
///
/// Decoding reads `offer` as ``Offer/init(parsing:currency:)`` reads it and refuses, as
/// `DecodingError.dataCorrupted`, parts that are not that offer's.
extension Offer: Codable {
    enum CodingKeys: String, CodingKey {
        case offer, packs, price, currency, quantity, unit
    }

    /// Decodes an `Offer` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self.decode(container, currency: try container.decode(Currency.self, forKey: .currency))
    }

    /// Encodes it in the shape above, fields in that order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container, currency: true)
    }

    /// The offer at `container`, its price in `currency`.
    static func decode(_ container: KeyedDecodingContainer<CodingKeys>, currency: Currency) throws -> Offer {
        let text = try container.decode(String.self, forKey: .offer)
        let offer = try DecimalCoding.refusing(container, .offer) { () throws(BargainError) in
            try Offer(parsing: text, currency: currency)
        }
        // Stored, an offer is its own text, not what a person might type.
        try DecimalCoding.check(
            container, .offer, stored: text, computed: offer.description, BargainError.notAnOffer(text).description)
        let words = { (key: CodingKeys) in "\(key.stringValue) is not that of the offer \(text)" }
        try DecimalCoding.check(
            container, .packs, stored: try container.decode(Int.self, forKey: .packs), computed: offer.packs, words(.packs))
        try DecimalCoding.check(
            container, .price, stored: try DecimalCoding.decode(container, .price, in: currency), computed: offer.price,
            words(.price))
        try DecimalCoding.check(
            container, .quantity, stored: try DecimalCoding.decode(container, .quantity), computed: offer.quantity.amount,
            words(.quantity))
        try DecimalCoding.check(
            container, .unit, stored: try container.decode(MeasureUnit.self, forKey: .unit), computed: offer.quantity.unit,
            words(.unit))
        return offer
    }

    /// Writes the offer's fields into `container`, with its currency unless a comparison writes it.
    func encode(to container: inout KeyedEncodingContainer<CodingKeys>, currency: Bool) throws {
        try container.encode(description, forKey: .offer)
        try container.encode(packs, forKey: .packs)
        try DecimalCoding.encode(price, to: &container, .price)
        if currency { try container.encode(price.currency, forKey: .currency) }
        try container.encode(MoneyFormat.plain(quantity.amount), forKey: .quantity)
        try container.encode(quantity.unit, forKey: .unit)
    }
}

/// A comparison as `shoptools compare --json` prints it and an app stores it: one shape, written
/// by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450",
///  "unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}
/// ```
///
/// The offers are in the order given, each an ``Offer`` (its currency the comparison's) with its
/// price per basis (rounded half-up to the minor unit and two more decimals), whether that is
/// exact, and its rank (1 for the cheapest; equal offers share one, so ranks run 1, 1, 3).
/// Decoding compares the offers again per the basis and refuses, as
/// `DecodingError.dataCorrupted`, figures or ranks that are not that comparison's.
extension PriceComparison: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, basis, offers
    }

    enum EntryKeys: String, CodingKey {
        case perBasis = "per_basis", exact, rank
    }

    /// Decodes a `PriceComparison` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        let basis = try container.decode(Quantity.self, forKey: .basis)
        var list = try container.nestedUnkeyedContainer(forKey: .offers)
        var offers: [Offer] = []
        var figures: [(perBasis: Decimal, exact: Bool, rank: Int)] = []
        while !list.isAtEnd {
            let entry = try list.superDecoder()
            offers.append(try Offer.decode(try entry.container(keyedBy: Offer.CodingKeys.self), currency: currency))
            let stored = try entry.container(keyedBy: EntryKeys.self)
            figures.append(
                (
                    try DecimalCoding.decode(stored, .perBasis), try stored.decode(Bool.self, forKey: .exact),
                    try stored.decode(Int.self, forKey: .rank)
                ))
        }
        self = try DecimalCoding.refusing(container, .offers) { () throws(BargainError) in
            try PriceComparison(offers, per: basis)
        }
        for (entry, stored) in zip(entries, figures)
        where entry.perBasis != stored.perBasis || entry.isExact != stored.exact || entry.rank != stored.rank {
            throw DecimalCoding.corrupted(
                container, .offers, "the figures of \(entry.offer) are not those of the comparison per \(basis)")
        }
    }

    /// Encodes it in the shape above, fields in that order: amounts as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(basis, forKey: .basis)
        var list = container.nestedUnkeyedContainer(forKey: .offers)
        for entry in entries {
            let item = list.superEncoder()
            var fields = item.container(keyedBy: Offer.CodingKeys.self)
            try entry.offer.encode(to: &fields, currency: false)
            var figures = item.container(keyedBy: EntryKeys.self)
            try figures.encode(MoneyFormat.machine(entry.perBasis, currency), forKey: .perBasis)
            try figures.encode(entry.isExact, forKey: .exact)
            try figures.encode(entry.rank, forKey: .rank)
        }
    }
}
