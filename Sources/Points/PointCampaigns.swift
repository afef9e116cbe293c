import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several campaigns run at once, and how they combine on each payment: stacked (each gives its
/// own), the best one alone (併用不可), or stacked under a cap on the combined rate (最大還元).
///
/// On one payment, each campaign's points are its rule's on the parts it does not leave out, then
/// cut to its cap of one payment and to what is left of its period's cap; then:
///
/// ```
/// combination      | a payment of ¥10,000 under 50% cap=4000 and 20%          | points
/// -----------------+-----------------------------------------------------------+-------------
/// stack            | 4,000 + 2,000                                             | 6,000
/// best             | the one that gives the most: 4,000 (ties: the first)      | 4,000
/// stack, 50% cap   | 6,000 cut to 50 % of 10,000 = 5,000, from the last: 4,000 + 1,000 | 5,000
/// ```
///
/// The combined cap is a percentage of the amount the campaigns count on the payment (the largest,
/// when they count different amounts), rounded down to a whole point; what it cuts is taken from
/// the last-listed campaigns first and is not taken from their period's caps.
public struct PointCampaigns: Sendable, Hashable {
    /// How the campaigns of one payment combine.
    public enum Combination: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Each campaign gives its own points (the default, as points stacked always were).
        case stack
        /// Only the campaign giving the payment the most points gives any (併用不可); ties go to the first listed.
        case best

        /// Reads `stack` or `best`, or 重ねる / 併用可 and 併用不可 / 最大.
        /// - Parameter text: the word as written.
        /// - Throws: ``PointsError/unknownCombination(_:)``.
        public init(parsing text: String) throws(PointsError) {
            let word = TextNormalizer.foldedAndTrimmed(text).lowercased()
            switch word {
            case "stack", "重ねる", "併用可": self = .stack
            case "best", "併用不可", "最大": self = .best
            default: throw .unknownCombination(text)
            }
        }

        /// As written: `stack`, `best`.
        public var description: String { rawValue }
    }

    /// The campaigns, in the order listed (the order ties and cuts follow).
    public let campaigns: [PointCampaign]
    /// How they combine on each payment.
    public let combination: Combination
    /// The most the campaigns together give a payment, as a percentage of the amount they count, if any.
    public let combinedCap: Percentage?

    /// Campaigns combined as `combination`, under `combinedCap`.
    /// - Parameters:
    ///   - campaigns: the campaigns, in order.
    ///   - combination: stacked (the default) or the best one alone.
    ///   - combinedCap: the cap on the combined rate, above 0 %.
    /// - Throws: ``PointsError/badCombinedCap(_:)`` for a cap of 0 %.
    public init(
        _ campaigns: [PointCampaign], combination: Combination = .stack, combinedCap: Percentage? = nil
    )
        throws(PointsError)
    {
        if let combinedCap, combinedCap <= .zero { throw .badCombinedCap(combinedCap.description) }
        self.campaigns = campaigns
        self.combination = combination
        self.combinedCap = combinedCap
    }

    /// Reads a cap on the combined rate: `66.5%` (the `%` may be left out).
    /// - Parameter text: the percentage as written.
    /// - Returns: the percentage, above 0 % and at most 100 %.
    /// - Throws: ``PointsError/badCombinedCap(_:)``.
    public static func combinedCap(parsing text: String) throws(PointsError) -> Percentage {
        guard let rate = try? Percentage(parsing: text), rate > .zero else { throw .badCombinedCap(text) }
        return rate
    }

    /// Counts `payments` in the order they were paid: by day, and those of one day in the order
    /// given.
    /// - Parameters:
    ///   - payments: the payments, in any order of days.
    ///   - currency: the currency of their amounts.
    ///   - category: the tax of every amount (``/Tax/TaxCategory/outsideTax`` when none is given).
    /// - Returns: each payment's points and each campaign's.
    /// - Throws: ``PointsError/noPayments`` for an empty list, ``PointsError/money(_:)`` past the
    ///   exact range, ``PointsError/tax(_:)``.
    public func count(
        _ payments: [PointPayment], currency: Currency = .default, tax category: TaxCategory = .outsideTax
    )
        throws(PointsError) -> PointCampaignTally
    {
        try PointCampaignTally(self, payments: payments, currency: currency, tax: category)
    }

    /// For each campaign, the least payment that reaches its cap of one payment, and how many such
    /// payments take its period's cap (``PointCampaignTarget``).
    /// - Parameter currency: the currency of the payments (the least payment is a multiple of its minor unit).
    /// - Returns: one target a campaign, in order.
    /// - Throws: ``PointsError/money(_:)`` when the payment would be past the exact range.
    public func targets(currency: Currency = .default) throws(PointsError) -> [PointCampaignTarget] {
        var targets: [PointCampaignTarget] = []
        for campaign in campaigns { targets.append(try PointCampaignTarget(campaign, currency: currency)) }
        return targets
    }
}

/// The least a payment must be for a campaign to give its cap of one payment, and how many such
/// payments take the cap of its period: Ashikaga City's `15%,cap=1000,period-cap=3000` needs ¥6,667
/// (¥6,666 gives 999) and 3 payments; `20%,cap=5000` needs ¥25,000.
///
/// The least payment is exact under the rule's step, `K/N` rate and rounding: the least amount,
/// in the currency's minor unit, whose points reach the cap. It is the amount the rule counts: with
/// `base=excl`, the price without tax; with `per=item`, one item's.
public struct PointCampaignTarget: Sendable, Hashable {
    /// The campaign.
    public let campaign: PointCampaign
    /// The least payment that earns the cap of one payment; nil when the campaign has no such cap.
    public let leastPayment: Decimal?
    /// ⌈period cap ÷ cap of one payment⌉; nil unless the campaign has both caps.
    public let paymentsToPeriodCap: Int?

    /// The target of `campaign` for payments in `currency`.
    /// - Parameters:
    ///   - campaign: the campaign.
    ///   - currency: the currency of the payments.
    /// - Throws: ``PointsError/money(_:)`` when the payment would be past the exact range.
    public init(_ campaign: PointCampaign, currency: Currency = .default) throws(PointsError) {
        self.campaign = campaign
        guard let cap = campaign.rule.cap else {
            leastPayment = nil
            paymentsToPeriodCap = nil
            return
        }
        do throws(ShopCoreError) {
            leastPayment = try Self.least(reaching: cap, campaign.rule, unit: currency.minorUnit)
            if let period = campaign.periodCap {
                let count = try (Fraction(period) / Fraction(cap)).rounded(toMultipleOf: 1, .awayFromZero)
                paymentsToPeriodCap = Int(MoneyFormat.plain(count))
            } else {
                paymentsToPeriodCap = nil
            }
        } catch {
            throw .money(error)
        }
    }

    /// The least multiple of `unit` on which `rule` gives at least `cap` points: a search between
    /// 0 and an amount that surely reaches it, as the points never fall when the amount grows.
    private static func least(reaching cap: Decimal, _ rule: PointRule, unit: Decimal) throws(ShopCoreError) -> Decimal {
        func reaches(_ amount: Decimal) throws(ShopCoreError) -> Bool {
            try rule.wholePoints(on: Fraction(amount)) >= cap
        }
        var margin: Decimal = unit
        if let step = rule.step { margin += step }
        if case .points(_, let per) = rule.rate { margin += per }
        var high = try (Fraction(cap) / rule.perUnit).rounded(toMultipleOf: unit, .awayFromZero) + margin
        try Bounds.validate(high)
        guard try reaches(high) else { return high }
        var low: Decimal = 0
        if try reaches(low) { return low }
        // low never reaches the cap, high always does; close in on the least that does.
        while high - low > unit {
            let middle = try (Fraction(low + high) / Fraction(2)).rounded(toMultipleOf: unit, .towardZero)
            if try reaches(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
