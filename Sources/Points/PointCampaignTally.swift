import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Payments counted under campaigns (``PointCampaigns/count(_:currency:tax:)``): each payment's
/// points from each campaign, each campaign's points and what is left of its period's cap.
///
/// Payments are counted in the order paid: by day, and those of one day in the order listed. On
/// each payment, a campaign counts if the day is in its period; its points are its rule's on the
/// parts it does not leave out, cut to its cap of one payment, then to what is left of its day's,
/// its month's and its period's caps; then the campaigns combine (``PointCampaigns``) and each
/// campaign's caps lose what it gave.
///
/// ```
/// Ashikaga, 15%,cap=1000,period-cap=3000 | points | why           | left of 3,000
/// ---------------------------------------+--------+---------------+--------------
/// 2026-12-01  ¥6,667                     | 1,000  | 1,000.05 → cap| 2,000
/// 2026-12-02  ¥6,666                     | 999    | 999.9 ↓       | 1,001
/// 2026-12-03  ¥10,000                    | 1,000  | cap           | 1
/// 2026-12-04  ¥6,667                     | 1      | period cap    | 0
/// ```
///
/// Each payment's figures are a ``PointsEarned`` (the effective price and rate of that payment),
/// and ``whole`` is the list's as one purchase, so `--against` compares either.
public struct PointCampaignTally: Sendable, Hashable {
    /// Why a campaign gave a payment fewer points than its rule.
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// The payment's day is outside the campaign's period (期間外).
        case outsidePeriod = "outside_period"
        /// Its cap of one payment (上限).
        case paymentCap = "payment_cap"
        /// What was left of its cap for the day (1日の上限).
        case dayCap = "day_cap"
        /// What was left of its cap for the calendar month (月の上限).
        case monthCap = "month_cap"
        /// What was left of its period's cap (期間上限).
        case periodCap = "period_cap"
        /// Another campaign gave the payment more, and only the best applies (併用不可).
        case notBest = "not_best"
        /// The cap on the combined rate (最大還元).
        case combinedCap = "combined_cap"
    }

    /// One campaign's points on one payment.
    public struct Earning: Sendable, Hashable {
        /// The amount counted: the parts not left out, under the rule's base (0 outside the period).
        public let counted: Fraction
        /// The amount left out: the parts with a tag the campaign excludes, under the rule's base.
        public let leftOut: Fraction
        /// The rule's points on ``counted``, before any cap.
        public let uncapped: Decimal
        /// The points given.
        public let points: Decimal
        /// The last limit that took points away, if any.
        public let limit: Limit?
    }

    /// One payment and what it earned.
    public struct Payment: Sendable, Hashable {
        /// The payment.
        public let payment: PointPayment
        /// Each campaign's points, in the campaigns' order.
        public let earnings: [Earning]
        /// The payment's points as a purchase (its effective price and rate).
        public let earned: PointsEarned

        /// All campaigns' points on this payment.
        public var points: Decimal { earnings.reduce(0) { $0 + $1.points } }
    }

    /// The campaigns counted.
    public let campaigns: PointCampaigns
    /// The payments, in the order paid.
    public let payments: [Payment]
    /// Each campaign's points over all payments, in the campaigns' order.
    public let totals: [Decimal]
    /// What is left of each campaign's period cap, nil for one without.
    public let periodLeft: [Decimal?]
    /// All the payments as one purchase: paid, points, effective price and rate of the whole list.
    public let whole: PointsEarned

    /// All points given.
    public var points: Decimal { totals.reduce(0, +) }

    init(
        _ campaigns: PointCampaigns, payments given: [PointPayment], currency: Currency, tax: TaxCategory
    )
        throws(PointsError)
    {
        guard !given.isEmpty else { throw .noPayments }
        let order = given.indices.sorted { (given[$0].date, $0) < (given[$1].date, $1) }
        var left = campaigns.campaigns.map(\.periodCap)
        var dayUsed = campaigns.campaigns.map { _ in [CalendarDay: Decimal]() }
        var monthUsed = campaigns.campaigns.map { _ in [Int: Decimal]() }
        var payments: [Payment] = []
        for index in order {
            let payment = given[index]
            let month = payment.date.year * 12 + payment.date.month
            let purchase = try payment.purchase(currency: currency, tax: tax)
            let limits = campaigns.campaigns.indices.map { campaign in
                Limits(
                    day: campaigns.campaigns[campaign].dayCap.map { $0 - dayUsed[campaign][payment.date, default: 0] },
                    month: campaigns.campaigns[campaign].monthCap.map { $0 - monthUsed[campaign][month, default: 0] },
                    period: left[campaign])
            }
            var earnings = try Self.earnings(campaigns, payment, purchase, limits: limits)
            earnings = try Self.combined(campaigns, earnings)
            for (campaign, earning) in earnings.enumerated() {
                left[campaign] = left[campaign].map { $0 - earning.points }
                dayUsed[campaign][payment.date, default: 0] += earning.points
                monthUsed[campaign][month, default: 0] += earning.points
            }
            let programs = zip(campaigns.campaigns, earnings).map { campaign, earning in
                PointsEarned.Program(
                    rule: campaign.rule, base: earning.counted, uncapped: earning.uncapped, points: earning.points)
            }
            payments.append(
                Payment(payment: payment, earnings: earnings, earned: PointsEarned(purchase, programs: programs)))
        }
        self.campaigns = campaigns
        self.payments = payments
        totals = campaigns.campaigns.indices.map { campaign in payments.reduce(0) { $0 + $1.earnings[campaign].points } }
        periodLeft = left
        whole = try Self.whole(campaigns, payments, currency)
    }

    /// What is left of a campaign's caps of the day, the month and the period (nil: no such cap).
    private struct Limits {
        let day: Decimal?
        let month: Decimal?
        let period: Decimal?
    }

    /// Each campaign's points on `payment` on its own: its rule on the parts it counts, cut to its
    /// cap of one payment and to what `limits` leaves of its day's, month's and period's.
    private static func earnings(
        _ campaigns: PointCampaigns, _ payment: PointPayment, _ purchase: PointPurchase, limits: [Limits]
    ) throws(PointsError) -> [Earning] {
        let tags = payment.itemTags
        var earnings: [Earning] = []
        for (index, campaign) in campaigns.campaigns.enumerated() {
            let rule = campaign.rule
            guard campaign.counts(on: payment.date) else {
                earnings.append(Earning(counted: .zero, leftOut: .zero, uncapped: 0, points: 0, limit: .outsidePeriod))
                continue
            }
            var counted = Fraction.zero
            var leftOut = Fraction.zero
            var uncapped: Decimal = 0
            for unit in PointsEarned.bases(of: purchase, per: rule.granularity) {
                var amount = Fraction.zero
                do throws(ShopCoreError) {
                    for item in unit {
                        let part = try purchase.amount(of: purchase.items[item], rule.base)
                        if campaign.leavesOut(tags[item]) {
                            leftOut = try leftOut + part
                        } else {
                            amount = try amount + part
                        }
                    }
                    counted = try counted + amount
                } catch {
                    throw .money(error)
                }
                uncapped += try rule.points(on: amount)
            }
            var points = uncapped
            var limit: Limit?
            if let cap = rule.cap, cap < points { (points, limit) = (cap, .paymentCap) }
            if let rest = limits[index].day, rest < points { (points, limit) = (rest, .dayCap) }
            if let rest = limits[index].month, rest < points { (points, limit) = (rest, .monthCap) }
            if let rest = limits[index].period, rest < points { (points, limit) = (rest, .periodCap) }
            earnings.append(Earning(counted: counted, leftOut: leftOut, uncapped: uncapped, points: points, limit: limit))
        }
        return earnings
    }

    /// `earnings` combined: under `best`, only the first that gives the most keeps its points; under
    /// a combined cap, the sum is cut to the cap from the last-listed first.
    private static func combined(_ campaigns: PointCampaigns, _ given: [Earning]) throws(PointsError) -> [Earning] {
        var earnings = given
        if campaigns.combination == .best, let most = earnings.map(\.points).max(), most > 0,
            let chosen = earnings.firstIndex(where: { $0.points == most })
        {
            for index in earnings.indices where index != chosen && earnings[index].points > 0 {
                earnings[index] = earnings[index].giving(0, .notBest)
            }
        }
        guard let rate = campaigns.combinedCap else { return earnings }
        let counting = earnings.filter { $0.points > 0 }
        guard let amount = counting.map(\.counted).max() else { return earnings }
        let cap: Decimal
        do { cap = try (amount * rate.fraction).rounded(toMultipleOf: 1, .towardZero) } catch { throw .money(error) }
        var excess = earnings.reduce(0) { $0 + $1.points } - cap
        for index in earnings.indices.reversed() where excess > 0 && earnings[index].points > 0 {
            let cut = min(excess, earnings[index].points)
            earnings[index] = earnings[index].giving(earnings[index].points - cut, .combinedCap)
            excess -= cut
        }
        return earnings
    }

    /// The list as one purchase: every payment an order, each campaign's points added up.
    private static func whole(
        _ campaigns: PointCampaigns, _ payments: [Payment], _ currency: Currency
    )
        throws(PointsError) -> PointsEarned
    {
        var items: [PointPurchase.Item] = []
        var listPrice = Fraction.zero
        var programs: [PointsEarned.Program] = []
        do throws(ShopCoreError) {
            for (order, payment) in payments.enumerated() {
                let purchase = payment.earned.purchase
                items += purchase.items.map { PointPurchase.Item(order: order, included: $0.included, excluded: $0.excluded) }
                listPrice = try listPrice + purchase.listPrice
            }
            for (index, campaign) in campaigns.campaigns.enumerated() {
                let base = try Fraction.sum(payments.map { $0.earnings[index].counted })
                let uncapped = payments.reduce(Decimal(0)) { $0 + $1.earnings[index].uncapped }
                let points = payments.reduce(Decimal(0)) { $0 + $1.earnings[index].points }
                programs.append(PointsEarned.Program(rule: campaign.rule, base: base, uncapped: uncapped, points: points))
            }
        } catch {
            throw .money(error)
        }
        let purchase = try PointPurchase(currency: currency, items: items, listPrice: listPrice)
        return PointsEarned(purchase, programs: programs)
    }
}

extension PointCampaignTally.Earning {
    /// The same earning giving `points`, limited by `limit`.
    fileprivate func giving(_ points: Decimal, _ limit: PointCampaignTally.Limit) -> Self {
        Self(counted: counted, leftOut: leftOut, uncapped: uncapped, points: points, limit: limit)
    }
}
