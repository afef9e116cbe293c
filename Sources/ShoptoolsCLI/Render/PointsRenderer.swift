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
        lines += try summary(earned, comparison: comparison, offer: offer, in: language)
        return lines
    }

    /// The labelled lines under the tables (with the points as a discount when they are compared), then
    /// the comparison.
    private static func summary(
        _ earned: PointsEarned, comparison: PointsComparison?, offer: String, in language: Language
    ) throws(CLIError) -> [String] {
        var summary: [(String, String)]
        do { summary = try PointsText.summary(earned, in: language) } catch { throw .data(error) }
        if let comparison { summary.append(PointsText.asDiscount(comparison, in: language)) }
        let width = summary.map { DisplayText.columns($0.0) }.max() ?? 0
        var lines = summary.map { DisplayText.padded($0.0, to: width) + "  " + $0.1 }
        if let comparison { lines.append(PointsText.comparison(comparison, offer: offer, in: language)) }
        return lines
    }

    /// The `--json` object: the points' one JSON shape, as the library's `Encodable` conformance
    /// writes it; with `"against"` when an offer was given (``/Points/PointsComparison``).
    static func json(_ earned: PointsEarned, comparison: PointsComparison?) throws(CLIError) -> String {
        if let comparison { return try JSONOutput.text(comparison) }
        return try JSONOutput.text(earned)
    }

    /// Payments counted under campaigns: one row a payment, one row a campaign, then the whole list's
    /// points, paid, effective price and rate, and the whole against the offer if one was given.
    static func lines(_ report: PointCampaignReport, offer: String, in language: Language) throws(CLIError) -> [String] {
        let tally = report.tally
        let headings = PointCampaignText.purchaseHeadings(report, in: language)
        var payments = Table(
            [.left, .right] + tally.campaigns.campaigns.map { _ in .right } + [.right, .right]
                + (report.comparisons.isEmpty ? [] : [.left]))
        payments.add(headings)
        do { for row in try PointCampaignText.purchaseRows(report, offer: offer, in: language) { payments.add(row) } } catch {
            throw .data(error)
        }
        var programs = Table([.left, .left, .right, .right])
        programs.add(PointCampaignText.programHeadings(in: language))
        for row in PointCampaignText.programRows(tally) { programs.add(row) }
        return payments.lines() + programs.lines()
            + (try summary(tally.whole, comparison: report.comparison, offer: offer, in: language))
    }

    /// `--to-cap`: one row a campaign, its least payment for the cap and the payments to its period cap.
    static func lines(_ targets: PointCampaignTargets, in language: Language) -> [String] {
        var table = Table([.left, .left, .right, .right])
        table.add(PointCampaignText.targetHeadings(in: language))
        for row in PointCampaignText.targetRows(targets.targets, targets.currency, in: language) { table.add(row) }
        return table.lines()
    }
}
