import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The points a purchase earns as `shoptools points --json` prints them: one shape, written by
/// ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","paid":"10000","programs":[{"name":"20%","rule":"20%","base":"10000","points":"2000",
///  "capped":false}],"points":"2000","value":"2000","effective_price":"8000","effective_rate":"16.67",
///  "effective_rate_rounded":true}
/// ```
///
/// The currency is written once; amounts are decimal strings in its machine form, an exact
/// amount that does not end within 12 decimals rounded two digits past the minor unit.
/// `points_spent` follows `paid` when points were spent. Each program has its name (its rule when
/// it has none), its rule, the amount it counted on, its points and whether its cap took some
/// away. `effective_rate` is the discount the points are worth, in percent to two decimals
/// (`null` when nothing was paid), and `effective_rate_rounded` whether it was rounded.
///
/// Only `Encodable`: the figures are of a purchase whose items the JSON does not hold. An app
/// stores the rules (``PointRule`` is `Codable`) and the purchase's receipt, and counts again.
extension PointsEarned: Encodable {
    package enum CodingKeys: String, CodingKey {
        case currency, paid
        case pointsSpent = "points_spent"
        case programs, points, value
        case effectivePrice = "effective_price", effectiveRate = "effective_rate"
        case effectiveRateRounded = "effective_rate_rounded"
    }

    enum ProgramKeys: String, CodingKey {
        case name, rule, base, points, capped
    }

    /// Encodes it in the shape above, fields in that order: amounts as decimal strings, never JSON numbers.
    /// - Throws: ``PointsError/money(_:)`` when a figure passes the exact range.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(purchase.currency, forKey: .currency)
        try encodeFigures(to: &container)
    }

    /// Every field after the currency, as this shape and a receipt that earns points write them.
    ///
    /// A value that holds the points writes these into its own object through a second keyed
    /// container of its encoder (`encoder.container(keyedBy: PointsEarned.CodingKeys.self)`).
    /// - Throws: ``PointsError/money(_:)`` when a figure passes the exact range.
    package func encodeFigures(to container: inout KeyedEncodingContainer<CodingKeys>) throws {
        let currency = purchase.currency
        try DecimalCoding.encode(paid, in: currency, to: &container, .paid)
        if purchase.pointsSpent > 0 {
            try DecimalCoding.encode(Money(purchase.pointsSpent, currency), to: &container, .pointsSpent)
        }
        var list = container.nestedUnkeyedContainer(forKey: .programs)
        for program in programs {
            var entry = list.nestedContainer(keyedBy: ProgramKeys.self)
            try entry.encode(program.rule.displayName, forKey: .name)
            try entry.encode(program.rule.ruleText, forKey: .rule)
            try DecimalCoding.encode(program.base, in: currency, to: &entry, .base)
            try entry.encode(MoneyFormat.plain(program.points), forKey: .points)
            try entry.encode(program.isCapped, forKey: .capped)
        }
        try container.encode(MoneyFormat.plain(points), forKey: .points)
        try DecimalCoding.encode(Money(value, currency), to: &container, .value)
        try DecimalCoding.encode(try effectivePrice, in: currency, to: &container, .effectivePrice)
        let figure = try effectiveRate.map(\.percentFigure)
        try container.encode(figure?.figure, forKey: .effectiveRate)
        try container.encode(figure.map { !$0.isExact } ?? false, forKey: .effectiveRateRounded)
    }
}

/// Points against an offer as `shoptools points --against OFFER --json` prints them: the fields of
/// the ``PointsEarned`` it compares, then `"against"`:
///
/// ```
/// "against":{"price":"8000","rate":"20","points_cost":"8333.33","cheaper":"offer","difference":"333.33"}
/// ```
///
/// the offer's price, the discount it is in percent (to two decimals; `null` for a list price of
/// zero), what the goods cost with the points counted as money off, which is cheaper (`points`,
/// `offer` or `same`) and by how much. Only `Encodable`, as ``PointsEarned`` is.
extension PointsComparison: Encodable {
    enum CodingKeys: String, CodingKey {
        case against
    }

    enum AgainstKeys: String, CodingKey {
        case price, rate
        case pointsCost = "points_cost"
        case cheaper, difference
    }

    /// Encodes it in the shape above, fields in that order.
    /// - Throws: ``PointsError/money(_:)`` when a figure passes the exact range.
    public func encode(to encoder: any Encoder) throws {
        try earned.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        var against = container.nestedContainer(keyedBy: AgainstKeys.self, forKey: .against)
        try encodeAgainst(to: &against)
    }

    /// The fields of `"against"`, into its own object.
    func encodeAgainst(to against: inout KeyedEncodingContainer<AgainstKeys>) throws {
        let currency = earned.purchase.currency
        try DecimalCoding.encode(offerPrice, in: currency, to: &against, .price)
        try against.encode(offerRate.map(\.percentFigure.figure), forKey: .rate)
        try DecimalCoding.encode(pointsCost, in: currency, to: &against, .pointsCost)
        try against.encode(cheaper, forKey: .cheaper)
        try DecimalCoding.encode(difference, in: currency, to: &against, .difference)
    }
}

/// `"points"`, `"offer"` or `"same"`.
extension PointsComparison.Cheaper: Codable {}
