import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
