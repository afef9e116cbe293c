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
///  "items":[{"label":"beer","price":"620","quantity":5,"shared_by":[{"name":"Aki","weight":"1"}]},…],
///  "per_person":[{"label":"お通し","amount":"500"}],
///  "charges":[{"kind":"tax","label":"消費税","rate":"10","included":false,"base":"subtotal","rounding":"down"}]}
/// ```
///
/// Amounts, weights and rates are decimal strings; `organizer`, `shared_by`
/// and a per-person charge's `people` are left out when nil (everyone, the
/// first person). A bill written before 0.3 (`perPerson`, `sharedBy`) reads too. A charge has `rate` or `amount`. Decoding checks the bill
/// as ``Warikan/split(_:unit:mode:)`` does; anything it would refuse is a
/// `DecodingError.dataCorrupted` whose debug description names the value.
extension Warikan.Bill: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, people, organizer, items
        case perPerson = "per_person", charges
        /// The key of 0.2 and before, read but never written.
        case perPersonBefore03 = "perPerson"
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
            perPerson: try container.decodeIfPresent([PerPersonCharge].self, forKey: .perPerson)
                ?? container.decode([PerPersonCharge].self, forKey: .perPersonBefore03),
            charges: try container.decode([Charge].self, forKey: .charges))
        let bill = self
        try DecimalCoding.refusing(container, .people) { () throws(BillError) in
            _ = try CheckedBill(bill, unit: bill.currency.minorUnit)
        }
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
    return try DecimalCoding.refusing(container, key) { () throws(ShopCoreError) in
        guard DecimalCoding.isPlain(text) else { throw .notADecimal(text, reason: nil) }
        return try DecimalCoding.decimal(text)
    }
}

extension Warikan.Bill.Item: Codable {
    enum CodingKeys: String, CodingKey {
        case label, price, quantity
        case sharedBy = "shared_by"
        /// The key of 0.2 and before, read but never written.
        case sharedByBefore03 = "sharedBy"
    }

    /// Decodes an `Item` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .label), price: try plainDecimal(container, .price),
            quantity: try container.decode(Int.self, forKey: .quantity),
            sharedBy: try container.decodeIfPresent([Warikan.Bill.Sharer].self, forKey: .sharedBy)
                ?? container.decodeIfPresent([Warikan.Bill.Sharer].self, forKey: .sharedByBefore03))
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

/// An itemized split as `shoptools split --bill FILE --json` prints it: one shape, written by
/// ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","total":"16940","unit":"1","mode":"absorb","items":"12000",
///  "charges":[{"kind":"service","label":"サービス料","rate":"10","amount":"1400","included":false},…],
///  "people":[{"name":"Aki","items":"3000","charges":["500","350"],"exact":"4235","pays":"4235",
///             "organizer":true,"exact_rounded":false,"parts_rounded":false},…],
///  "organizer_extra":"0","collected":"16940","surplus":"0"}
/// ```
///
/// The currency is written once; amounts are decimal strings in its machine form, never JSON
/// numbers. A charge has its kind, its label (the kind's name, `cover`, `service`, `tax` or `tip`,
/// when the bill gave none), its rate (`null` for an amount), the amount it came to and whether it
/// was included in the prices. Each person has their part of the items, of each charge (in the
/// order of `charges`), their exact share, what they pay and whether they are the organizer; an
/// exact figure that does not end within 12 decimals is written rounded half-even two digits past
/// the minor unit, and `exact_rounded` (the share) and `parts_rounded` (any part) say so.
///
/// Only `Encodable`: the split holds exact fractions that its JSON rounds, so it cannot be read
/// back as the same value. An app stores the ``Warikan/Bill`` (`Codable`) and splits it again.
extension Warikan.BillSplit: Encodable {
    enum CodingKeys: String, CodingKey {
        case currency, total, unit, mode, items, charges, people
        case organizerExtra = "organizer_extra", collected, surplus
    }

    enum ChargeKeys: String, CodingKey {
        case kind, label, rate, amount, included
    }

    enum ShareKeys: String, CodingKey {
        case name, items, charges, exact, pays, organizer
        case exactRounded = "exact_rounded", partsRounded = "parts_rounded"
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let currency = total.currency
        try container.encode(currency, forKey: .currency)
        try DecimalCoding.encode(total, to: &container, .total)
        try container.encode(MoneyFormat.plain(unit), forKey: .unit)
        try container.encode(mode, forKey: .mode)
        try DecimalCoding.encode(items, to: &container, .items)
        var chargeList = container.nestedUnkeyedContainer(forKey: .charges)
        for charge in charges {
            var entry = chargeList.nestedContainer(keyedBy: ChargeKeys.self)
            try entry.encode(charge.kind.rawValue, forKey: .kind)
            try entry.encode(charge.label ?? charge.kind.rawValue, forKey: .label)
            try entry.encode(charge.rate.map(MoneyFormat.plain), forKey: .rate)
            try DecimalCoding.encode(charge.amount, to: &entry, .amount)
            try entry.encode(charge.isIncluded, forKey: .included)
        }
        var people = container.nestedUnkeyedContainer(forKey: .people)
        for share in shares {
            var entry = people.nestedContainer(keyedBy: ShareKeys.self)
            let exact = share.exact.machineText(in: currency)
            try entry.encode(share.name, forKey: .name)
            try DecimalCoding.encode(share.items, in: currency, to: &entry, .items)
            try entry.encode(share.charges.map { $0.machineText(in: currency).text }, forKey: .charges)
            try entry.encode(exact.text, forKey: .exact)
            try DecimalCoding.encode(share.pays, to: &entry, .pays)
            try entry.encode(share.isOrganizer, forKey: .organizer)
            try entry.encode(!exact.isExact, forKey: .exactRounded)
            let parts = [share.items] + share.charges
            try entry.encode(parts.contains { !$0.machineText(in: currency).isExact }, forKey: .partsRounded)
        }
        try DecimalCoding.encode(organizerExtra, to: &container, .organizerExtra)
        try DecimalCoding.encode(collected, to: &container, .collected)
        try DecimalCoding.encode(surplus, to: &container, .surplus)
    }
}
