import Points
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Payments counted under campaigns, as people read them: one row a payment, one column a
/// campaign, each cell its points and what limited them; then one row a campaign with what is left
/// of its period's cap.
///
/// ```
/// English:
/// date        paid     足利市          points  effective rate
/// 2026-01-05  ¥6,667   1,000 (cap)      1,000  ≈13.04%
/// 2026-01-08  ¥6,667   0 (period cap)       0  0%
/// programme  rule                          points  left of period cap
/// 足利市      15%,cap=1000,period-cap=3000   3,000  0
/// Japanese:
/// 日付        支払額    足利市          ポイント  実質還元率
/// 2026-01-05  6,667円   1,000（上限）     1,000  ≈13.04%
/// 2026-01-08  6,667円   0（期間上限）         0  0%
/// プログラム  ルール                         ポイント  期間上限の残り
/// 足利市      15%,cap=1000,period-cap=3000     3,000  0
/// ```
public enum PointCampaignText {
    /// The headings of the payment rows: the day, what was paid, each campaign, the points, the
    /// effective rate, and the cheaper offer when there is one.
    /// - Parameters:
    ///   - report: the payments counted.
    ///   - language: the language of the words.
    /// - Returns: one heading a column.
    public static func purchaseHeadings(_ report: PointCampaignReport, in language: Language) -> [String] {
        let names = report.tally.campaigns.campaigns.map(\.displayName)
        let compared = !report.comparisons.isEmpty
        switch language {
        case .english: return ["date", "paid"] + names + ["points", "effective rate"] + (compared ? ["cheaper"] : [])
        case .japanese: return ["日付", "支払額"] + names + ["ポイント", "実質還元率"] + (compared ? ["安いほう"] : [])
        }
    }

    /// One row a payment, in the order paid.
    /// - Parameters:
    ///   - report: the payments counted.
    ///   - offer: how the offer is named (`20% off`), for the cheaper column.
    ///   - language: the language of the words.
    /// - Returns: the rows, each as ``purchaseHeadings(_:in:)`` heads it.
    /// - Throws: ``/Points/PointsError/money(_:)`` when a rate passes the exact range.
    public static func purchaseRows(
        _ report: PointCampaignReport, offer: String, in language: Language
    ) throws(PointsError) -> [[String]] {
        let currency = report.tally.whole.purchase.currency
        var rows: [[String]] = []
        for (index, payment) in report.tally.payments.enumerated() {
            var row = [payment.payment.date.description, MoneyText.share(payment.earned.paid, currency, in: language)]
            row += payment.earnings.map { cell($0, currency, in: language) }
            row.append(PointsText.count(payment.points))
            row.append(try payment.earned.effectiveRate.map(PointsText.percent) ?? "—")
            if index < report.comparisons.count { row.append(cheaper(report.comparisons[index], offer: offer, in: language)) }
            rows.append(row)
        }
        return rows
    }

    /// A campaign's points on one payment and what limited them: `1,000 (cap)`, `363 (¥580 left out)` /
    /// `1,000（上限）`, `363（対象外580円）`.
    /// - Parameters:
    ///   - earning: the campaign's points on the payment.
    ///   - currency: the payment's currency.
    ///   - language: the language of the words.
    /// - Returns: the cell.
    public static func cell(_ earning: PointCampaignTally.Earning, _ currency: Currency, in language: Language) -> String {
        var notes: [String] = []
        if let limit = earning.limit { notes.append(word(limit, in: language)) }
        if !earning.leftOut.isZero {
            let amount = MoneyText.share(earning.leftOut, currency, in: language)
            switch language {
            case .english: notes.append("\(amount) left out")
            case .japanese: notes.append("対象外\(amount)")
            }
        }
        let points = PointsText.count(earning.points)
        guard !notes.isEmpty else { return points }
        switch language {
        case .english: return points + " (" + notes.joined(separator: "; ") + ")"
        case .japanese: return points + "（" + notes.joined(separator: "、") + "）"
        }
    }

    /// The words of a limit: `cap` / `上限`, `day cap` / `1日の上限`, `month cap` / `月の上限`, `period cap` / `期間上限`, `outside the period` / `期間外`,
    /// `not the best` / `併用不可`, `combined cap` / `最大還元`.
    /// - Parameters:
    ///   - limit: the limit.
    ///   - language: the language of the words.
    /// - Returns: the words.
    public static func word(_ limit: PointCampaignTally.Limit, in language: Language) -> String {
        switch (limit, language) {
        case (.paymentCap, .english): return "cap"
        case (.paymentCap, .japanese): return "上限"
        case (.dayCap, .english): return "day cap"
        case (.dayCap, .japanese): return "1日の上限"
        case (.monthCap, .english): return "month cap"
        case (.monthCap, .japanese): return "月の上限"
        case (.periodCap, .english): return "period cap"
        case (.periodCap, .japanese): return "期間上限"
        case (.outsidePeriod, .english): return "outside the period"
        case (.outsidePeriod, .japanese): return "期間外"
        case (.notBest, .english): return "not the best"
        case (.notBest, .japanese): return "併用不可"
        case (.combinedCap, .english): return "combined cap"
        case (.combinedCap, .japanese): return "最大還元"
        }
    }

    /// Which of the points and the offer is cheaper on one payment, and by how much: `20% off, ≈¥333.33` /
    /// `20%引き ≈333.33円`, `points, ¥5` / `ポイント 5円`, `same` / `同じ`.
    /// - Parameters:
    ///   - comparison: the payment against the offer.
    ///   - offer: how the offer is named.
    ///   - language: the language of the words.
    /// - Returns: the cell.
    public static func cheaper(_ comparison: PointsComparison, offer: String, in language: Language) -> String {
        let difference = MoneyText.share(comparison.difference, comparison.earned.purchase.currency, in: language)
        switch (comparison.cheaper, language) {
        case (.offer, .english): return "\(offer), \(difference)"
        case (.offer, .japanese): return "\(offer) \(difference)"
        case (.points, .english): return "points, \(difference)"
        case (.points, .japanese): return "ポイント \(difference)"
        case (.same, .english): return "same"
        case (.same, .japanese): return "同じ"
        }
    }

    /// The headings of the campaign rows.
    /// - Parameter language: the language of the words.
    /// - Returns: one heading a column.
    public static func programHeadings(in language: Language) -> [String] {
        switch language {
        case .english: return ["programme", "rule", "points", "left of period cap"]
        case .japanese: return ["プログラム", "ルール", "ポイント", "期間上限の残り"]
        }
    }

    /// One row a campaign: its name, its rule, its points over the list, what is left of its
    /// period's cap (`—` without one).
    /// - Parameter tally: the payments counted.
    /// - Returns: the rows.
    public static func programRows(_ tally: PointCampaignTally) -> [[String]] {
        tally.campaigns.campaigns.indices.map { index in
            let campaign = tally.campaigns.campaigns[index]
            return [
                campaign.displayName, campaign.ruleText, PointsText.count(tally.totals[index]),
                tally.periodLeft[index].map(PointsText.count) ?? "—",
            ]
        }
    }

    /// The headings of `--to-cap`'s rows.
    /// - Parameter language: the language of the words.
    /// - Returns: one heading a column.
    public static func targetHeadings(in language: Language) -> [String] {
        switch language {
        case .english: return ["programme", "rule", "least payment for the cap", "payments to the period cap"]
        case .japanese: return ["プログラム", "ルール", "上限に届く最少の支払額", "期間上限までの回数"]
        }
    }

    /// One row a campaign: the least payment that earns its cap of one payment and how many take its
    /// period's cap, `—` where it has no such cap.
    /// - Parameters:
    ///   - targets: the campaigns' targets.
    ///   - currency: the payments' currency.
    ///   - language: the language of the words.
    /// - Returns: the rows.
    public static func targetRows(
        _ targets: [PointCampaignTarget], _ currency: Currency, in language: Language
    )
        -> [[String]]
    {
        targets.map { target in
            [
                target.campaign.displayName, target.campaign.ruleText,
                target.leastPayment.map { MoneyText.format(Money($0, currency), in: language) } ?? "—",
                target.paymentsToPeriodCap.map(String.init) ?? "—",
            ]
        }
    }
}
