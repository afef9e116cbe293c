import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Mode

/// Encoded as its raw name (`"absorb"`, `"up"`); any other name is a
/// `DecodingError.dataCorrupted`.
extension Warikan.Mode: Codable {}

// MARK: - Payment

/// `{"name":"Boss","weight":"2","amount":"12000","currency":"JPY","organizer":true}`,
/// `{"name":"Yui","fixed":"3000",…}`, `{"name":"person 3","number":3,"weight":"1",…}`: the
/// person, their weight or fixed amount as a decimal string (never a JSON number), what
/// they pay in its currency's machine form and whether they are the organizer. It is the
/// shape of a payment in a ``Warikan/Split`` (and in `shoptools split --json`), with the
/// `currency` the split gives its payments once.
///
/// Decoding checks what ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)``
/// checks of one person: the name (``/ShopCore/Share/validate()``), a
/// weight above 0 and a fixed amount of 0 or more, each with at most
/// ``ShopCore/Bounds/maximumDecimals`` decimals and below 10^15, exactly one
/// of the two, and for a numbered person the name `person N` with N in
/// 1 … ``Warikan/maximumPeople``; then the amount (a known currency, 0 or
/// more, a whole number of the currency's minor unit, within the bounds)
/// and that a fixed amount is what is paid.
extension Warikan.Payment: Codable {
    enum CodingKeys: String, CodingKey {
        case name, number, weight, fixed, amount, currency
        case isOrganizer = "organizer"
    }

    /// Decodes a `Payment` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self.decode(container) { entry in
            Money(try DecimalCoding.decode(entry, .amount), try entry.decode(Currency.self, forKey: .currency))
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container) { entry in
            try DecimalCoding.encode(amount, to: &entry, .amount)
            try entry.encode(amount.currency, forKey: .currency)
        }
    }
}

extension Warikan.Payment {
    /// A payment read from `container`, its amount read by `amount`, checked as
    /// ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)`` checks one person.
    static func decode(
        _ container: KeyedDecodingContainer<CodingKeys>, amount readAmount: (KeyedDecodingContainer<CodingKeys>) throws -> Money
    ) throws -> Self {
        let name = try container.decode(String.self, forKey: .name)
        let number = try container.decodeIfPresent(Int.self, forKey: .number)
        let weight = try container.decodeIfPresent(String.self, forKey: .weight)
        let fixed = try container.decodeIfPresent(String.self, forKey: .fixed)
        let person = number.map(Warikan.Person.number) ?? .named(name)
        let portion: Share.Portion
        switch (weight, fixed) {
        case (let weight?, nil):
            portion = .weight(
                try DecimalCoding.refusing(container, .weight) { () throws(WarikanError) in
                    // Stored, a weight is a plain decimal, not what a person might type (`２`).
                    guard DecimalCoding.isPlain(weight) else { throw .invalidWeight(weight, person: person) }
                    return try Warikan.weight(weight, of: person)
                })
        case (nil, let fixed?):
            portion = .amount(
                try DecimalCoding.refusing(container, .fixed) { () throws(ShopCoreError) in
                    let amount = try DecimalCoding.decimal(fixed)
                    if amount < 0 { throw .negative(fixed) }
                    return amount
                })
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .weight, in: container,
                debugDescription: "person \(quoted(name)) needs exactly one of a weight and a fixed amount")
        }
        if let number {
            guard (1...Warikan.maximumPeople).contains(number), name == Warikan.name(ofPerson: number) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .number, in: container,
                    debugDescription:
                        "person number \(number) named \(quoted(name)); expected 1–\(Warikan.maximumPeople) named \"person \(number)\""
                )
            }
        }
        try DecimalCoding.refusing(container, .name) { () throws(WarikanError) in try Share(person, portion).validate() }
        let amount = try readAmount(container)
        let isOrganizer = try container.decode(Bool.self, forKey: .isOrganizer)
        try DecimalCoding.refusing(container, .amount) { () throws(WarikanError) in
            if amount.amount < 0 { throw .money(.negative(amount.machineText)) }
            guard let exact = try? ExactDecimal(amount.amount), exact.isMultiple(of: amount.currency.minorUnitExact) else {
                throw .notPayable(amount)
            }
        }
        if case .amount(let fixed) = portion, fixed != amount.amount {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container,
                debugDescription: "\(name) pays \(amount.humanText), not the fixed amount \(MoneyFormat.plain(fixed))")
        }
        return Self(name: name, amount: amount, isOrganizer: isOrganizer, portion: portion, number: number)
    }

    /// Writes the person, their weight or fixed amount, the amount (by `writeAmount`) and the organizer flag.
    func encode(
        to container: inout KeyedEncodingContainer<CodingKeys>,
        amount writeAmount: (inout KeyedEncodingContainer<CodingKeys>) throws -> Void
    ) throws {
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(number, forKey: .number)
        switch portion {
        case .weight(let weight): try container.encode(MoneyFormat.plain(weight), forKey: .weight)
        // In the currency's machine form, as the amount beside it (`"10.00"` in dollars).
        case .amount(let fixed): try DecimalCoding.encode(Money(fixed, amount.currency), to: &container, .fixed)
        case .percent(let percentage):
            // A split refuses a percentage, so no payment holds one; it is never written as something else.
            throw EncodingError.invalidValue(
                percentage.plainText,
                EncodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a payment of a percentage is not a split's"))
        }
        try writeAmount(&container)
        try container.encode(isOrganizer, forKey: .isOrganizer)
    }
}
