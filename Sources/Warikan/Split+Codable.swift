import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A split as `shoptools split --json` prints it and an app stores it: one shape, written by
/// ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","total":"23450","people":3,"unit":"100","mode":"absorb","share":"7800",
///  "organizer":"7850","organizer_name":"person 1","collected":"23450","surplus":"0",
///  "payments":[{"name":"person 1","number":1,"weight":"1","amount":"7850","organizer":true},
///              {"name":"person 2","number":2,"weight":"1","amount":"7800","organizer":false}, …]}
/// ```
///
/// The currency is written once, as its ISO 4217 code; every amount is a decimal string in that
/// currency's machine form (`"7850"`, `"40.00"`), never a JSON number; `unit` and weights are
/// plain decimal strings and `mode` is the mode's raw name. `share` is `null` when there is no
/// common share (weights, fixed amounts, ``Warikan/Mode/spread``); `organizer` is what the
/// organizer pays and `organizer_name` who they are.
///
/// The payments are in the order the people were given (which decides who gets a unit first
/// in ``Warikan/Mode/spread``). Each has the person's `name`, their `number` when they were
/// given by head count or weights (``/ShopCore/Person/number(_:)``, named `person N`), their
/// `weight` or, for someone who pays a fixed amount, `fixed`, then `amount` and `organizer`:
/// everything ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)`` needs
/// to make the split again.
///
/// Decoding never gives a split that split would not: the people, the organizer (the one
/// payment with `"organizer":true`), the total, the unit and the mode are split again, and
/// every figure stored (each amount, `people`, `share`, `organizer`, `organizer_name`,
/// `collected`, `surplus`) must be the one that split gives. Anything else is a
/// `DecodingError.dataCorrupted` whose debug description names the value.
extension Warikan.Split: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, total, people, unit, mode, share, organizer
        case organizerName = "organizer_name"
        case collected, surplus, payments
    }

    /// Decodes a `Split` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        func money<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Money {
            Money(try DecimalCoding.decode(container, key), currency)
        }
        let total = try money(container, .total)
        let unitText = try container.decode(String.self, forKey: .unit)
        let unit = try DecimalCoding.refusing(container, .unit) { () throws(ShopCoreError) in try DecimalCoding.decimal(unitText)
        }
        let mode = try container.decode(Warikan.Mode.self, forKey: .mode)
        var list = try container.nestedUnkeyedContainer(forKey: .payments)
        var payments: [Warikan.Payment] = []
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: Warikan.Payment.CodingKeys.self)
            // A payment in a split is in the split's currency, written once at the top.
            if let own = try entry.decodeIfPresent(String.self, forKey: .currency), own != currency.code {
                throw DecodingError.dataCorruptedError(
                    forKey: .currency, in: entry,
                    debugDescription: "a payment in \(quoted(own)) in a split in \(currency.code)")
            }
            payments.append(try Warikan.Payment.decode(entry) { try money($0, .amount) })
        }
        let organizers = payments.filter(\.isOrganizer)
        guard organizers.count == 1, let organizer = organizers.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .payments, in: container,
                debugDescription: "\(organizers.count) payments are marked as the organizer's; expected exactly 1")
        }
        let split = try DecimalCoding.refusing(container, .payments) { () throws(WarikanError) in
            try Warikan.split(
                total, among: payments.map(\.participant), organizer: organizer.participant.person, unit: unit, mode: mode)
        }
        for (stored, computed) in zip(payments, split.payments) where stored != computed {
            throw DecodingError.dataCorruptedError(
                forKey: .payments, in: container,
                debugDescription:
                    "\(quoted(stored.name)) pays \(stored.amount.humanText); the split gives \(computed.amount.humanText)")
        }
        let people = try container.decode(Int.self, forKey: .people)
        let share = try container.decodeNil(forKey: .share) ? nil : try money(container, .share)
        let organizerAmount = try money(container, .organizer)
        let organizerName = try container.decode(String.self, forKey: .organizerName)
        let collected = try money(container, .collected)
        let surplus = try money(container, .surplus)
        // Each stored figure against the one the split gives, both as a message writes them.
        let figures: [(CodingKeys, Bool, String, String)] = [
            (.people, people == split.people, "\(people)", "\(split.people)"),
            (.share, share == split.share, share?.humanText ?? "none", split.share?.humanText ?? "none"),
            (.organizer, organizerAmount == split.organizer.amount, organizerAmount.humanText, split.organizer.amount.humanText),
            (.organizerName, organizerName == split.organizer.name, quoted(organizerName), quoted(split.organizer.name)),
            (.collected, collected == split.collected, collected.humanText, split.collected.humanText),
            (.surplus, surplus == split.surplus, surplus.humanText, split.surplus.humanText),
        ]
        for (key, agrees, stored, computed) in figures where !agrees {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\(key.stringValue) \(stored) does not follow from the payments; the split gives \(computed)")
        }
        self = split
    }

    /// Encodes it in the shape above, fields in that order: amounts and rates as decimal strings,
    /// never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total.currency, forKey: .currency)
        try DecimalCoding.encode(total, to: &container, .total)
        try container.encode(people, forKey: .people)
        try container.encode(MoneyFormat.plain(unit), forKey: .unit)
        try container.encode(mode, forKey: .mode)
        if let share { try DecimalCoding.encode(share, to: &container, .share) } else { try container.encodeNil(forKey: .share) }
        try DecimalCoding.encode(organizer.amount, to: &container, .organizer)
        try container.encode(organizer.name, forKey: .organizerName)
        try DecimalCoding.encode(collected, to: &container, .collected)
        try DecimalCoding.encode(surplus, to: &container, .surplus)
        var list = container.nestedUnkeyedContainer(forKey: .payments)
        for payment in payments {
            var entry = list.nestedContainer(keyedBy: Warikan.Payment.CodingKeys.self)
            try payment.encode(to: &entry) { try DecimalCoding.encode(payment.amount, to: &$0, .amount) }
        }
    }
}
