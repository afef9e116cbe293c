import CommandLineKit
import Points
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How points are shown: a table of programmes and a summary for people, one JSON object for programs.
enum PointsRenderer {
    static func lines(
        _ earned: PointsEarned, comparison: PointsComparison?, offer: String, in language: Language
    ) throws(CLIError) -> [String] {
        let headings = PointsText.headings(earned, in: language)
        var table = Table(headings.count == 4 ? [.left, .left, .right, .right] : [.left, .right, .right])
        table.add(headings)
        for row in PointsText.rows(earned, in: language) { table.add(row) }
        var lines = table.lines()
        let summary: [(String, String)]
        do { summary = try PointsText.summary(earned, in: language) } catch { throw .data(error) }
        let width = summary.map { DisplayText.columns($0.0) }.max() ?? 0
        lines += summary.map { DisplayText.padded($0.0, to: width) + "  " + $0.1 }
        if let comparison { lines.append(PointsText.comparison(comparison, offer: offer, in: language)) }
        return lines
    }

    /// `{"currency":"JPY","paid":"10000","programs":[{"name":"20%","rule":"20%","base":"10000","points":"2000",
    /// "capped":false}],"points":"2000","value":"2000","effective_price":"8000","effective_rate":"16.67",
    /// "effective_rate_rounded":true}`, with `"against"` when an offer was given.
    static func json(_ earned: PointsEarned, comparison: PointsComparison?) throws(CLIError) -> String {
        var object = JSONObject()
        object.add("currency", earned.purchase.currency.code)
        try add(earned, comparison: comparison, to: &object)
        return object.text
    }

    /// The points' fields, as `points --json` and `cart receipt --rule … --json` write them.
    static func add(
        _ earned: PointsEarned, comparison: PointsComparison? = nil, to object: inout JSONObject
    )
        throws(CLIError)
    {
        let currency = earned.purchase.currency
        object.add("paid", earned.paid.machineText(in: currency).text)
        if earned.purchase.pointsSpent > 0 { object.add("points_spent", Money(earned.purchase.pointsSpent, currency)) }
        object.add(
            "programs",
            earned.programmes.map { programme in
                var entry = JSONObject()
                entry.add("name", programme.rule.displayName)
                entry.add("rule", programme.rule.ruleText)
                entry.add("base", programme.base.machineText(in: currency).text)
                entry.add("points", MoneyFormat.plain(programme.points))
                entry.add("capped", programme.isCapped)
                return entry
            })
        object.add("points", MoneyFormat.plain(earned.points))
        object.add("value", Money(earned.value, currency))
        do throws(PointsError) {
            object.add("effective_price", try earned.effectivePrice.machineText(in: currency).text)
            let rate = try earned.effectiveRate
            let figure = rate.map(PointsText.percentFigure)
            object.add("effective_rate", figure?.figure)
            object.add("effective_rate_rounded", figure.map { !$0.isExact } ?? false)
        } catch {
            throw .data(error)
        }
        if let comparison {
            var against = JSONObject()
            against.add("price", comparison.offerPrice.machineText(in: currency).text)
            against.add("rate", comparison.offerRate.map { PointsText.percentFigure($0).figure })
            against.add("points_cost", comparison.pointsCost.machineText(in: currency).text)
            against.add("cheaper", comparison.cheaper.rawValue)
            against.add("difference", comparison.difference.machineText(in: currency).text)
            object.add("against", against)
        }
    }
}
