import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Bill

/// A bill as an app stores it:
///
/// ```
/// {"currency":"JPY","people":[{"name":"Aki","weight":"1"},…],"organizer":"Aki",
///  "items":[{"label":"beer","price":"620","quantity":5,"sharedBy":[{"name":"Aki","weight":"1"}]},…],
///  "perPerson":[{"label":"お通し","amount":"500"}],
///  "charges":[{"kind":"tax","label":"消費税","rate":"10","included":false,"base":"subtotal","rounding":"down"}]}
/// ```
///
/// Amounts, weights and rates are decimal strings; `organizer`, `sharedBy`
/// and a per-person charge's `people` are left out when nil (everyone, the
/// first person). A charge has `rate` or `amount`. Decoding checks the bill
/// as ``Warikan/split(_:unit:mode:)`` does; anything it would refuse is a
/// `DecodingError.dataCorrupted` whose debug description names the value.
extension Warikan.Bill: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, people, organizer, items, perPerson, charges
    }

    /// Decodes a `Bill` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            currency: try container.decode(Currency.self, forKey: .currency),
            people: try container.decode([Diner].self, forKey: .people),
            organizer: try container.decodeIfPresent(String.self, forKey: .organizer),
            items: try container.decode([Item].self, forKey: .items),
            perPerson: try container.decode([PerPersonCharge].self, forKey: .perPerson),
            charges: try container.decode([Charge].self, forKey: .charges))
        let bill = self
        try refusing(container, .people) { () throws(BillError) in _ = try CheckedBill(bill, unit: bill.currency.minorUnit) }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(people, forKey: .people)
        try container.encodeIfPresent(organizer, forKey: .organizer)
        try container.encode(items, forKey: .items)
        try container.encode(perPerson, forKey: .perPerson)
        try container.encode(charges, forKey: .charges)
    }
}

/// A decimal stored as a plain decimal string (`"1.5"`, never `1.5` or `"１.５"`).
private func plainDecimal<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Decimal {
    let text = try container.decode(String.self, forKey: key)
    return try refusing(container, key) { () throws(ShopCoreError) in
        guard DecimalCoding.isPlain(text) else { throw .notADecimal(text, reason: nil) }
        return try DecimalCoding.decimal(text)
    }
}

extension Warikan.Bill.Item: Codable {
    enum CodingKeys: String, CodingKey { case label, price, quantity, sharedBy }

    /// Decodes an `Item` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .label), price: try plainDecimal(container, .price),
            quantity: try container.decode(Int.self, forKey: .quantity),
            sharedBy: try container.decodeIfPresent([Warikan.Bill.Sharer].self, forKey: .sharedBy))
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(MoneyFormat.plain(price), forKey: .price)
        try container.encode(quantity, forKey: .quantity)
        try container.encodeIfPresent(sharedBy, forKey: .sharedBy)
    }
}

extension Warikan.Bill.PerPersonCharge: Codable {
    enum CodingKeys: String, CodingKey { case label, amount, people }

    /// Decodes a `PerPersonCharge` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decodeIfPresent(String.self, forKey: .label), amount: try plainDecimal(container, .amount),
            people: try container.decodeIfPresent([String].self, forKey: .people))
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(MoneyFormat.plain(amount), forKey: .amount)
        try container.encodeIfPresent(people, forKey: .people)
    }
}

/// Encoded as its raw name (`"service"`, `"tax"`, `"tip"`).
extension Warikan.Bill.Charge.Kind: Codable {}
/// Encoded as its raw name (`"subtotal"`, `"total"`).
extension Warikan.Bill.Charge.Base: Codable {}

extension Warikan.Bill.Charge: Codable {
    enum CodingKeys: String, CodingKey { case kind, label, rate, amount, included, base, rounding }

    /// Decodes a `Charge` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value: Value
        switch (container.contains(.rate), container.contains(.amount)) {
        case (true, false): value = .rate(try plainDecimal(container, .rate))
        case (false, true): value = .amount(try plainDecimal(container, .amount))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .rate, in: container, debugDescription: "a charge needs exactly one of a rate and an amount")
        }
        self.init(
            try container.decode(Kind.self, forKey: .kind), label: try container.decodeIfPresent(String.self, forKey: .label),
            value: value, isIncluded: try container.decode(Bool.self, forKey: .included),
            base: try container.decode(Base.self, forKey: .base),
            rounding: try container.decode(RoundingRule.self, forKey: .rounding))
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(label, forKey: .label)
        switch value {
        case .rate(let rate): try container.encode(MoneyFormat.plain(rate), forKey: .rate)
        case .amount(let amount): try container.encode(MoneyFormat.plain(amount), forKey: .amount)
        }
        try container.encode(isIncluded, forKey: .included)
        try container.encode(base, forKey: .base)
        try container.encode(rounding, forKey: .rounding)
    }
}

// MARK: - BillSplit

/// `{"bill":{…},"unit":"100","mode":"spread","total":{…},"collected":{…},"surplus":{…},
/// "pays":[{"name":"Aki","amount":{…}},…]}`: the bill, the unit and the mode,
/// and the figures an app shows without splitting again.
///
/// Decoding splits the bill again (everything else follows from the bill,
/// the unit and the mode) and refuses stored figures that differ from that
/// split's, as `DecodingError.dataCorrupted`.
extension Warikan.BillSplit: Codable {
    enum CodingKeys: String, CodingKey { case bill, unit, mode, total, collected, surplus, pays }

    private struct Pay: Codable, Equatable {
        let name: String
        let amount: Money
    }

    /// Decodes a `BillSplit` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bill = try container.decode(Warikan.Bill.self, forKey: .bill)
        let unit = try plainDecimal(container, .unit)
        let mode = try container.decode(Warikan.Mode.self, forKey: .mode)
        let split = try refusing(container, .bill) { () throws(BillError) in try Warikan.split(bill, unit: unit, mode: mode) }
        let figures: [(CodingKeys, Money, Money)] = [
            (.total, try container.decode(Money.self, forKey: .total), split.total),
            (.collected, try container.decode(Money.self, forKey: .collected), split.collected),
            (.surplus, try container.decode(Money.self, forKey: .surplus), split.surplus),
        ]
        for (key, stored, computed) in figures where stored != computed {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "\(key.stringValue) \(stored.humanText) does not follow from the bill; the split gives \(computed.humanText)")
        }
        let pays = try container.decode([Pay].self, forKey: .pays)
        guard pays == split.shares.map({ Pay(name: $0.name, amount: $0.pays) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .pays, in: container, debugDescription: "the payments do not follow from the bill, the unit and the mode")
        }
        self = split
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bill, forKey: .bill)
        try container.encode(MoneyFormat.plain(unit), forKey: .unit)
        try container.encode(mode, forKey: .mode)
        try container.encode(total, forKey: .total)
        try container.encode(collected, forKey: .collected)
        try container.encode(surplus, forKey: .surplus)
        try container.encode(shares.map { Pay(name: $0.name, amount: $0.pays) }, forKey: .pays)
    }
}
