import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A split as an app stores it:
///
/// ```
/// {"total":{"amount":"23450","currency":"JPY"},"unit":"100","mode":"absorb",
///  "payments":[{"name":"person 1","number":1,"weight":"1",
///               "amount":{"amount":"3650","currency":"JPY"},"isOrganizer":true}, …],
///  "share":{"amount":"3300","currency":"JPY"},"organizerExtra":{…},
///  "collected":{…},"surplus":{…}}
/// ```
///
/// Amounts are `Money` objects with the amount as a decimal string, the unit
/// a decimal string, the mode its raw name; `share` is left out when there
/// is none.
///
/// Decoding never gives a split that ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)``
/// would not: the people, the organizer (the one payment with
/// `isOrganizer`), the total, the unit and the mode are split again, and
/// every figure stored must be the one that split gives. Anything else is a
/// `DecodingError.dataCorrupted` whose debug description names the value.
extension Warikan.Split: Codable {
    enum CodingKeys: String, CodingKey {
        case total, unit, mode, payments, share, organizerExtra, collected, surplus
    }

    /// Decodes a `Split` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let total = try container.decode(Money.self, forKey: .total)
        let unitText = try container.decode(String.self, forKey: .unit)
        let unit = try refusing(container, .unit) { () throws(ShopCoreError) in try DecimalCoding.decimal(unitText) }
        let mode = try container.decode(Warikan.Mode.self, forKey: .mode)
        let payments = try container.decode([Warikan.Payment].self, forKey: .payments)
        let organizers = payments.filter(\.isOrganizer)
        guard organizers.count == 1, let organizer = organizers.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .payments, in: container,
                debugDescription: "\(organizers.count) payments are marked as the organizer's; expected exactly 1")
        }
        let split = try refusing(container, .payments) { () throws(WarikanError) in
            try Warikan.split(
                total, among: payments.map(\.participant), organizer: organizer.participant.person, unit: unit, mode: mode)
        }
        for (stored, computed) in zip(payments, split.payments) where stored != computed {
            throw DecodingError.dataCorruptedError(
                forKey: .payments, in: container,
                debugDescription:
                    "\(quoted(stored.name)) pays \(stored.amount.humanText); the split gives \(computed.amount.humanText)")
        }
        let figures: [(CodingKeys, Money?, Money?)] = [
            (.share, try container.decodeIfPresent(Money.self, forKey: .share), split.share),
            (.organizerExtra, try container.decode(Money.self, forKey: .organizerExtra), split.organizerExtra),
            (.collected, try container.decode(Money.self, forKey: .collected), split.collected),
            (.surplus, try container.decode(Money.self, forKey: .surplus), split.surplus),
        ]
        for (key, stored, computed) in figures where stored != computed {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "\(key.stringValue) \(stored?.humanText ?? "none") does not follow from the payments; the split gives \(computed?.humanText ?? "none")"
            )
        }
        self = split
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(MoneyFormat.plain(unit), forKey: .unit)
        try container.encode(mode, forKey: .mode)
        try container.encode(payments, forKey: .payments)
        try container.encodeIfPresent(share, forKey: .share)
        try container.encode(organizerExtra, forKey: .organizerExtra)
        try container.encode(collected, forKey: .collected)
        try container.encode(surplus, forKey: .surplus)
    }
}
