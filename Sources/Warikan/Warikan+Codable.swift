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

/// `{"name":"Boss","weight":"2","amount":{"amount":"12000","currency":"JPY"},"isOrganizer":true}`,
/// `{"name":"Yui","fixed":"3000",…}`, `{"name":"person 3","number":3,"weight":"1",…}`: the
/// person, their weight or fixed amount as a decimal string (never a JSON number), what
/// they pay and whether they are the organizer.
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
    enum CodingKeys: String, PaymentCodingKey {
        case name, number, weight, fixed, percent, amount, isOrganizer
    }

    /// Decodes a `Payment` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self.decode(container) { try $0.decode(Money.self, forKey: .amount) }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container) { try $0.encode(amount, forKey: .amount) }
    }
}

/// The keys of a payment's fields, alone (``Warikan/Payment/CodingKeys``) or in a split, where
/// the amount is a string in the split's currency and the organizer flag is `organizer`.
protocol PaymentCodingKey: CodingKey {
    static var name: Self { get }
    static var number: Self { get }
    static var weight: Self { get }
    static var fixed: Self { get }
    static var percent: Self { get }
    static var amount: Self { get }
    static var isOrganizer: Self { get }
}

extension Warikan.Payment {
    /// A payment read from `container`, its amount read by `amount`, checked as
    /// ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)`` checks one person.
    static func decode<Key: PaymentCodingKey>(
        _ container: KeyedDecodingContainer<Key>, amount readAmount: (KeyedDecodingContainer<Key>) throws -> Money
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
                try refusing(container, .weight) { () throws(WarikanError) in
                    // Stored, a weight is a plain decimal, not what a person might type (`２`).
                    guard DecimalCoding.isPlain(weight) else { throw .invalidWeight(weight, person: person) }
                    return try Warikan.weight(weight, of: person)
                })
        case (nil, let fixed?):
            portion = .amount(
                try refusing(container, .fixed) { () throws(ShopCoreError) in
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
        try refusing(container, .name) { () throws(WarikanError) in try Share(person, portion).validate() }
        let amount = try readAmount(container)
        let isOrganizer = try container.decode(Bool.self, forKey: .isOrganizer)
        try refusing(container, .amount) { () throws(WarikanError) in
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
    func encode<Key: PaymentCodingKey>(
        to container: inout KeyedEncodingContainer<Key>,
        amount writeAmount: (inout KeyedEncodingContainer<Key>) throws -> Void
    ) throws {
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(number, forKey: .number)
        switch portion {
        case .weight(let weight): try container.encode(MoneyFormat.plain(weight), forKey: .weight)
        case .amount(let fixed): try container.encode(MoneyFormat.plain(fixed), forKey: .fixed)
        // A split refuses a percentage, so no payment holds one; written as it is, never as a weight.
        case .percent(let percentage): try container.encode(percentage.plainText, forKey: .percent)
        }
        try writeAmount(&container)
        try container.encode(isOrganizer, forKey: .isOrganizer)
    }
}

/// `body`'s value, or its error as a `DecodingError.dataCorrupted` at `key`
/// whose debug description is the error's own (it names the value).
func refusing<Key: CodingKey, Value, Failure: Error & CustomStringConvertible>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key, _ body: () throws(Failure) -> Value
) throws -> Value {
    do {
        return try body()
    } catch {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
    }
}
