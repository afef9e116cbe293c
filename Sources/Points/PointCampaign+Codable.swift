import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A campaign as an app stores it: its rule as text, then each campaign part under its own key.
///
/// ```
/// key         | JSON                                  | absent
/// ------------+---------------------------------------+-------------------
/// rule        | "15%,cap=1000,name=足利市"              | (required)
/// period_cap  | "3000"                                | no period cap
/// day_cap     | "1000"                                | no cap a day
/// month_cap   | "2000"                                | no cap a month
/// from        | "2026-01-05"                          | no first day
/// until       | "2026-01-31"                          | no last day
/// exclude     | ["tobacco","金券"]                     | nothing left out
/// only        | ["ota10"]                             | every part counts
/// ```
///
/// Decoding checks the campaign as ``PointCampaign/init(rule:periodCap:dayCap:monthCap:from:until:excluded:only:)`` does.
extension PointCampaign: Codable {
    enum CodingKeys: String, CodingKey {
        case rule
        case periodCap = "period_cap"
        case dayCap = "day_cap"
        case monthCap = "month_cap"
        case from, until, exclude, only
    }

    /// Reads the shape above; a campaign that is wrong is `DecodingError.dataCorrupted` with its words.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rule = try container.decode(PointRule.self, forKey: .rule)
        let periodCap = try container.decodeIfPresent(String.self, forKey: .periodCap)
        let dayCap = try container.decodeIfPresent(String.self, forKey: .dayCap)
        let monthCap = try container.decodeIfPresent(String.self, forKey: .monthCap)
        let from = try container.decodeIfPresent(String.self, forKey: .from)
        let until = try container.decodeIfPresent(String.self, forKey: .until)
        let excluded = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        let only = try container.decodeIfPresent([String].self, forKey: .only) ?? []
        do throws(PointsError) {
            func cap(_ text: String?) throws(PointsError) -> Decimal? {
                guard let text else { return nil }
                do { return try AmountParser.decimal(text) } catch { throw .capNotWhole(text) }
            }
            func day(_ text: String?) throws(PointsError) -> CalendarDay? {
                guard let text else { return nil }
                do { return try CalendarDay(parsing: text) } catch { throw .money(error) }
            }
            try self.init(
                rule: rule, periodCap: try cap(periodCap), dayCap: try cap(dayCap), monthCap: try cap(monthCap),
                from: try day(from), until: try day(until),
                excluded: excluded, only: only)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .rule, in: container, debugDescription: error.description)
        }
    }

    /// Writes the shape above, a part left out when it is absent.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encodeIfPresent(periodCap.map(MoneyFormat.plain), forKey: .periodCap)
        try container.encodeIfPresent(dayCap.map(MoneyFormat.plain), forKey: .dayCap)
        try container.encodeIfPresent(monthCap.map(MoneyFormat.plain), forKey: .monthCap)
        try container.encodeIfPresent(from?.description, forKey: .from)
        try container.encodeIfPresent(until?.description, forKey: .until)
        if !excluded.isEmpty { try container.encode(excluded, forKey: .exclude) }
        if !only.isEmpty { try container.encode(only, forKey: .only) }
    }
}

/// Campaigns and how they combine, as an app stores them:
/// `{"campaigns":[…],"combine":"best","combined_cap":"66.5"}` (`combined_cap` left out without one).
extension PointCampaigns: Codable {
    enum CodingKeys: String, CodingKey {
        case campaigns, combine
        case combinedCap = "combined_cap"
    }

    /// Reads the shape above, checked as ``init(_:combination:combinedCap:)`` checks it.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let campaigns = try container.decode([PointCampaign].self, forKey: .campaigns)
        let combination = try container.decodeIfPresent(Combination.self, forKey: .combine) ?? .stack
        let cap = try container.decodeIfPresent(Percentage.self, forKey: .combinedCap)
        do {
            try self.init(campaigns, combination: combination, combinedCap: cap)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .combinedCap, in: container, debugDescription: error.description)
        }
    }

    /// Writes the shape above.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(campaigns, forKey: .campaigns)
        try container.encode(combination, forKey: .combine)
        try container.encodeIfPresent(combinedCap, forKey: .combinedCap)
    }
}

/// `"stack"` or `"best"`.
extension PointCampaigns.Combination: Codable {}

/// `"outside_period"`, `"payment_cap"`, `"day_cap"`, `"month_cap"`, `"period_cap"`, `"not_best"`, `"combined_cap"`.
extension PointCampaignTally.Limit: Codable {}

/// The campaigns' targets, as `shoptools points --to-cap --json` writes them.
///
/// In this order:
///
/// ```
/// {"programs":[{"name":"足利市","least_payment":"6667","payments_to_period_cap":3},
///  {"name":"20%,cap=5000","least_payment":"25000","payments_to_period_cap":null}]}
/// ```
///
/// The least payment is a decimal string in the currency's machine form, `null` for a programme with
/// no cap of one payment; the number of payments is a JSON integer, `null` unless both caps exist.
public struct PointCampaignTargets: Sendable, Hashable, Encodable {
    /// The currency of the payments.
    public let currency: Currency
    /// One target a campaign, in order.
    public let targets: [PointCampaignTarget]

    /// The targets of `campaigns` for payments in `currency`.
    /// - Parameters:
    ///   - campaigns: the campaigns.
    ///   - currency: the currency of the payments.
    /// - Throws: ``PointsError/money(_:)`` when a payment would be past the exact range.
    public init(_ campaigns: PointCampaigns, currency: Currency = .default) throws(PointsError) {
        self.currency = currency
        targets = try campaigns.targets(currency: currency)
    }

    enum CodingKeys: String, CodingKey {
        case programs
    }

    enum ProgramKeys: String, CodingKey {
        case name
        case leastPayment = "least_payment"
        case paymentsToPeriodCap = "payments_to_period_cap"
    }

    /// Encodes it in the shape above.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: `EncodingError` for an amount past the exact range.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var programs = container.nestedUnkeyedContainer(forKey: .programs)
        for target in targets {
            var program = programs.nestedContainer(keyedBy: ProgramKeys.self)
            try program.encode(target.campaign.displayName, forKey: .name)
            try DecimalCoding.encode(target.leastPayment.map { Money($0, currency) }, to: &program, .leastPayment)
            try program.encode(target.paymentsToPeriodCap, forKey: .paymentsToPeriodCap)
        }
    }
}
