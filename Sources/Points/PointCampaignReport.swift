import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Payments counted under campaigns, each and all set against an offer if one is given: what
/// `shoptools points --purchases FILE` shows and writes as JSON.
///
/// A discount (`--against 20%`) is set against each payment and the whole list; a price is the
/// price of the whole list, so only the whole is set against it.
public struct PointCampaignReport: Sendable, Hashable {
    /// The payments counted.
    public let tally: PointCampaignTally
    /// Each payment against the discount, in the order paid; empty without a discount.
    public let comparisons: [PointsComparison]
    /// The whole list against the offer, if one was given.
    public let comparison: PointsComparison?

    /// `tally` alone.
    /// - Parameter tally: the payments counted.
    public init(_ tally: PointCampaignTally) {
        self.tally = tally
        comparisons = []
        comparison = nil
    }

    /// `tally`, each payment and the whole against a discount of `rate`.
    /// - Parameters:
    ///   - tally: the payments counted.
    ///   - rate: the discount off each payment's price.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public init(_ tally: PointCampaignTally, againstDiscount rate: Percentage) throws(PointsError) {
        self.tally = tally
        var comparisons: [PointsComparison] = []
        for payment in tally.payments { comparisons.append(try PointsComparison(payment.earned, againstDiscount: rate)) }
        self.comparisons = comparisons
        comparison = try PointsComparison(tally.whole, againstDiscount: rate)
    }

    /// `tally`, the whole list against paying `price` for all of it.
    /// - Parameters:
    ///   - tally: the payments counted.
    ///   - price: what the whole list would cost under the other offer.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public init(_ tally: PointCampaignTally, against price: Fraction) throws(PointsError) {
        self.tally = tally
        comparisons = []
        comparison = try PointsComparison(tally.whole, against: price)
    }
}

/// The JSON of `points --purchases FILE --json`, written in this order:
///
/// ```
/// {"currency":"JPY","combine":"stack","combined_cap":null,
///  "purchases":[{"date":"2026-01-05","line":1,"paid":"6667",
///    "programs":[{"name":"足利市","base":"6667","left_out":"0","points":"1000","limit":"payment_cap"}],
///    "points":"1000","value":"1000","effective_price":"5667","effective_rate":"13.04","effective_rate_rounded":true}],
///  "programs":[{"name":"足利市","rule":"15%,cap=1000,period-cap=3000","points":"1000","period_left":"2000"}],
///  "points":"1000","paid":"6667","value":"1000","effective_price":"5667","effective_rate":"13.04",
///  "effective_rate_rounded":true}
/// ```
///
/// Purchases are in the order paid, each with the line of the file it came from; a programme's
/// `base` is the amount it counted, `left_out` what it left out, `limit` the last limit that took
/// points (`payment_cap`, `period_cap`, `not_best`, `combined_cap`, `outside_period`) or `null`.
/// `period_left` is `null` for a programme with no period cap. With an offer, each purchase (a
/// discount) and the whole carry `"against"` as ``PointsComparison`` writes it.
extension PointCampaignReport: Encodable {
    enum CodingKeys: String, CodingKey {
        case currency, combine
        case combinedCap = "combined_cap"
        case purchases, programs, points, paid, value
        case effectivePrice = "effective_price", effectiveRate = "effective_rate"
        case effectiveRateRounded = "effective_rate_rounded"
        case against
    }

    enum PurchaseKeys: String, CodingKey {
        case date, line, paid, programs, points, value
        case effectivePrice = "effective_price", effectiveRate = "effective_rate"
        case effectiveRateRounded = "effective_rate_rounded"
        case against
    }

    enum EarningKeys: String, CodingKey {
        case name, base
        case leftOut = "left_out"
        case points, limit
    }

    enum ProgramKeys: String, CodingKey {
        case name, rule, points
        case periodLeft = "period_left"
    }

    /// Encodes it in the shape above: amounts as decimal strings, never JSON numbers.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: ``PointsError/money(_:)`` when a figure passes the exact range.
    public func encode(to encoder: any Encoder) throws {
        let currency = tally.whole.purchase.currency
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(tally.campaigns.combination, forKey: .combine)
        try container.encode(tally.campaigns.combinedCap, forKey: .combinedCap)
        var purchases = container.nestedUnkeyedContainer(forKey: .purchases)
        for (index, payment) in tally.payments.enumerated() {
            var entry = purchases.nestedContainer(keyedBy: PurchaseKeys.self)
            try entry.encode(payment.payment.date.description, forKey: .date)
            try entry.encode(payment.payment.line, forKey: .line)
            try DecimalCoding.encode(payment.earned.paid, in: currency, to: &entry, .paid)
            var programs = entry.nestedUnkeyedContainer(forKey: .programs)
            for (campaign, earning) in zip(tally.campaigns.campaigns, payment.earnings) {
                var program = programs.nestedContainer(keyedBy: EarningKeys.self)
                try program.encode(campaign.displayName, forKey: .name)
                try DecimalCoding.encode(earning.counted, in: currency, to: &program, .base)
                try DecimalCoding.encode(earning.leftOut, in: currency, to: &program, .leftOut)
                try program.encode(MoneyFormat.plain(earning.points), forKey: .points)
                try program.encode(earning.limit, forKey: .limit)
            }
            try Self.encodeFigures(
                payment.earned, to: &entry, .points, .value, .effectivePrice, .effectiveRate, .effectiveRateRounded)
            if index < comparisons.count {
                var against = entry.nestedContainer(keyedBy: PointsComparison.AgainstKeys.self, forKey: .against)
                try comparisons[index].encodeAgainst(to: &against)
            }
        }
        var programs = container.nestedUnkeyedContainer(forKey: .programs)
        for (index, campaign) in tally.campaigns.campaigns.enumerated() {
            var program = programs.nestedContainer(keyedBy: ProgramKeys.self)
            try program.encode(campaign.displayName, forKey: .name)
            try program.encode(campaign.ruleText, forKey: .rule)
            try program.encode(MoneyFormat.plain(tally.totals[index]), forKey: .points)
            try program.encode(tally.periodLeft[index].map(MoneyFormat.plain), forKey: .periodLeft)
        }
        try DecimalCoding.encode(tally.whole.paid, in: currency, to: &container, .paid)
        try Self.encodeFigures(
            tally.whole, to: &container, .points, .value, .effectivePrice, .effectiveRate, .effectiveRateRounded)
        if let comparison {
            var against = container.nestedContainer(keyedBy: PointsComparison.AgainstKeys.self, forKey: .against)
            try comparison.encodeAgainst(to: &against)
        }
    }

    /// The points, their value, the effective price and rate of `earned`, at the keys given.
    private static func encodeFigures<Key: CodingKey>(
        _ earned: PointsEarned, to container: inout KeyedEncodingContainer<Key>, _ points: Key, _ value: Key,
        _ effectivePrice: Key, _ effectiveRate: Key, _ effectiveRateRounded: Key
    ) throws {
        let currency = earned.purchase.currency
        try container.encode(MoneyFormat.plain(earned.points), forKey: points)
        try DecimalCoding.encode(Money(earned.value, currency), to: &container, value)
        try DecimalCoding.encode(try earned.effectivePrice, in: currency, to: &container, effectivePrice)
        let figure = try earned.effectiveRate.map(\.percentFigure)
        try container.encode(figure?.figure, forKey: effectiveRate)
        try container.encode(figure.map { !$0.isExact } ?? false, forKey: effectiveRateRounded)
    }
}
