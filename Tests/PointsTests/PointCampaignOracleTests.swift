import Points
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Campaigns over random purchases against their definition computed apart, on the oracle's own
/// integer fractions (``PointsOracleTests/Ratio``) and its own loop: payments taken by day, those of
/// one day in the file's order; each campaign's points on the parts it counts, cut to the step and
/// to whole `N` of a rate `1/N`, rounded, cut to the cap of one payment and to what is left of the
/// day's, the month's and the period's; then the best alone or the combined cap; then those caps lessened.
///
/// "Any order of the lines with the same dates" is read as: the file's lines may come in any order
/// of their days, and the lines of one day keep their order among themselves (the order they were
/// paid, which the period's cap depends on). Every such reordering gives the same results.
@Suite struct PointCampaignOracleTests {
    typealias Ratio = PointsOracleTests.Ratio

    struct Line {
        var day: Int
        var amount: Int
        var parts: [(tag: String, amount: Int)]

        var text: String {
            let date = PointCampaignOracleTests.date(day)
            return ([date, String(amount)] + parts.map { "\($0.tag)=\($0.amount)" }).joined(separator: " ")
        }
    }

    struct Campaign {
        var basisPoints: Int?  // a percentage in hundredths, or nil for 1/per
        var per: Int
        var step: Int?
        var rounding: RoundingRule
        var eachItem: Bool
        var cap: Int?
        var dayCap: Int?
        var monthCap: Int?
        var periodCap: Int?
        var from: Int?
        var until: Int?
        var excluded: [String]

        var text: String {
            var parts = [basisPoints.map { "\($0 / 100).\(($0 % 100 < 10 ? "0" : "") + String($0 % 100))%" } ?? "1/\(per)"]
            if eachItem { parts.append("per=item") }
            if let step { parts.append("step=\(step)") }
            parts.append("round=\(rounding)")
            if let cap { parts.append("cap=\(cap)") }
            if let periodCap { parts.append("period-cap=\(periodCap)") }
            if let dayCap { parts.append("day-cap=\(dayCap)") }
            if let monthCap { parts.append("month-cap=\(monthCap)") }
            if let from { parts.append("from=" + PointCampaignOracleTests.date(from)) }
            if let until { parts.append("until=" + PointCampaignOracleTests.date(until)) }
            if !excluded.isEmpty { parts.append("exclude=" + excluded.joined(separator: "+")) }
            return parts.joined(separator: ",")
        }
    }

    static let tags = ["tobacco", "voucher", "food"]

    /// The `day`th day from 2026-01-28 (1: 2026-01-28 … 4: 2026-01-31, 5: 2026-02-01 … 9: 2026-02-05).
    static func date(_ day: Int) -> String { day <= 4 ? "2026-01-\(27 + day)" : "2026-02-0\(day - 4)" }

    /// The month of the `day`th day: 1 or 2.
    static func month(_ day: Int) -> Int { day <= 4 ? 1 : 2 }

    static func randomLine(_ random: inout SplitMix64) -> Line {
        let amount = Int.random(in: 0...20_000, using: &random)
        var left = amount
        var parts: [(String, Int)] = []
        for tag in tags.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
            let part = Int.random(in: 0...left, using: &random)
            parts.append((tag, part))
            left -= part
        }
        return Line(day: Int.random(in: 1...9, using: &random), amount: amount, parts: parts)
    }

    static func randomCampaign(_ random: inout SplitMix64) -> Campaign {
        let cap: Int? = Bool.random(using: &random) ? Int.random(in: 1...2_000, using: &random) : nil
        // Each cap at least the narrower ones: a payment's ≤ a day's ≤ a month's ≤ the period's.
        var floor = cap ?? 1
        func wider(_ random: inout SplitMix64) -> Int? {
            guard Int.random(in: 0..<3, using: &random) == 0 else { return nil }
            floor = floor * Int.random(in: 1...3, using: &random) + Int.random(in: 0...300, using: &random)
            return floor
        }
        let dayCap = wider(&random)
        let monthCap = wider(&random)
        let periodCap: Int? =
            Bool.random(using: &random)
            ? floor * Int.random(in: 1...3, using: &random) + Int.random(in: 0...500, using: &random) : nil
        let from: Int? = Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil
        let until: Int? = Bool.random(using: &random) ? Int.random(in: (from ?? 1)...9, using: &random) : nil
        return Campaign(
            basisPoints: Bool.random(using: &random) ? Int.random(in: 1...3_000, using: &random) : nil,
            per: [100, 200, 500].randomElement(using: &random)!,
            step: [nil, nil, 100, 300].randomElement(using: &random)!,
            rounding: RoundingRule.allCases.randomElement(using: &random)!,
            eachItem: Bool.random(using: &random), cap: cap, dayCap: dayCap, monthCap: monthCap, periodCap: periodCap,
            from: from, until: until,
            excluded: tags.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
    }

    /// The definition: each payment's points from each campaign, in the order paid, and what is left
    /// of each period cap.
    static func oracle(
        _ lines: [Line], _ campaigns: [Campaign], best: Bool, combinedCap: Ratio?
    )
        -> (payments: [[Int128]], left: [Int128?])
    {
        let order = lines.indices.sorted { (lines[$0].day, $0) < (lines[$1].day, $1) }
        var left: [Int128?] = campaigns.map { $0.periodCap.map { Int128($0) } }
        var usedOnDay: [[Int: Int128]] = campaigns.map { _ in [:] }
        var usedInMonth: [[Int: Int128]] = campaigns.map { _ in [:] }
        var result: [[Int128]] = []
        for index in order {
            let line = lines[index]
            let tagged = line.parts.reduce(0) { $0 + $1.amount }
            var items: [(tag: String?, amount: Int128)] = []
            if line.amount - tagged > 0 || line.parts.isEmpty { items.append((nil, Int128(line.amount - tagged))) }
            items += line.parts.map { ($0.tag, Int128($0.amount)) }
            var points: [Int128] = []
            var counted: [Int128] = []
            for (number, campaign) in campaigns.enumerated() {
                if let from = campaign.from, line.day < from {
                    points.append(0)
                    counted.append(0)
                    continue
                }
                if let until = campaign.until, line.day > until {
                    points.append(0)
                    counted.append(0)
                    continue
                }
                let counts = items.filter { item in item.tag.map { !campaign.excluded.contains($0) } ?? true }
                let units = campaign.eachItem ? counts.map { [$0.amount] } : [counts.map(\.amount)]
                let rate = campaign.basisPoints.map { Ratio(Int128($0), 10_000) } ?? Ratio(1, Int128(campaign.per))
                var earned: Int128 = 0
                for unit in units {
                    var amount = unit.reduce(0, +)
                    if let step = campaign.step { amount = amount / Int128(step) * Int128(step) }
                    if campaign.basisPoints == nil { amount = amount / Int128(campaign.per) * Int128(campaign.per) }
                    earned += (Ratio(amount) * rate).rounded(campaign.rounding)
                }
                if let cap = campaign.cap { earned = min(earned, Int128(cap)) }
                if let cap = campaign.dayCap { earned = min(earned, Int128(cap) - usedOnDay[number][line.day, default: 0]) }
                if let cap = campaign.monthCap {
                    earned = min(earned, Int128(cap) - usedInMonth[number][Self.month(line.day), default: 0])
                }
                if let rest = left[number] { earned = min(earned, rest) }
                points.append(earned)
                counted.append(counts.reduce(Int128(0)) { $0 + $1.amount })
            }
            if best, let most = points.max(), most > 0, let chosen = points.firstIndex(of: most) {
                points = points.indices.map { $0 == chosen ? points[$0] : 0 }
            }
            if let combinedCap {
                let amounts = points.indices.filter { points[$0] > 0 }.map { counted[$0] }
                if let amount = amounts.max() {
                    var excess = points.reduce(0, +) - (Ratio(amount) * combinedCap).rounded(.towardZero)
                    for number in points.indices.reversed() where excess > 0 {
                        let cut = min(excess, points[number])
                        points[number] -= cut
                        excess -= cut
                    }
                }
            }
            for number in campaigns.indices {
                left[number] = left[number].map { $0 - points[number] }
                usedOnDay[number][line.day, default: 0] += points[number]
                usedInMonth[number][Self.month(line.day), default: 0] += points[number]
            }
            result.append(points)
        }
        return (result, left)
    }

    /// `lines` reordered at random, the lines of each day keeping their order among themselves.
    static func reordered(_ lines: [Line], _ random: inout SplitMix64) -> [Line] {
        let shuffled = lines.indices.shuffled(using: &random)
        var byDay: [Int: [Int]] = [:]
        for index in lines.indices { byDay[lines[index].day, default: []].append(index) }
        var next: [Int: Int] = [:]
        return shuffled.map { index in
            let day = lines[index].day
            let position = next[day, default: 0]
            next[day] = position + 1
            return lines[byDay[day]![position]]
        }
    }

    @Test func campaignsEqualTheirDefinitionOnRandomPurchasesPeriodsAndCapsInAnyOrderOfDays() throws {
        var random = SplitMix64(seed: 0x5EED_0040)
        for _ in 0..<300 {
            let lines = (0..<Int.random(in: 1...12, using: &random)).map { _ in Self.randomLine(&random) }
            let campaigns = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.randomCampaign(&random) }
            let best = Int.random(in: 0..<3, using: &random) == 0
            let capPercent: Int? = Bool.random(using: &random) ? Int.random(in: 1...100, using: &random) : nil
            let expected = Self.oracle(lines, campaigns, best: best, combinedCap: capPercent.map { Ratio(Int128($0), 100) })
            let set = try PointCampaigns(
                try campaigns.map { try PointCampaign(parsing: $0.text) }, combination: best ? .best : .stack,
                combinedCap: try capPercent.map { try Percentage(Decimal($0)) })
            for attempt in 0..<3 {
                let file = attempt == 0 ? lines : Self.reordered(lines, &random)
                let text = file.map(\.text).joined(separator: "\n")
                let result = try set.count(try payments(text), currency: .jpy)
                let got = result.payments.map { $0.earnings.map { Int128(PointsOracleTests.whole($0.points)) } }
                let left = result.periodLeft.map { $0.map { Int128(PointsOracleTests.whole($0)) } }
                let totals = result.totals.map { Int128(PointsOracleTests.whole($0)) }
                let expectedTotals = campaigns.indices.map { number in expected.payments.reduce(0) { $0 + $1[number] } }
                #expect(
                    got == expected.payments, "campaigns \(campaigns.map(\.text)) best \(best) cap \(capPercent as Any)\n\(text)")
                #expect(left == expected.left)
                #expect(totals == expectedTotals)
                if got != expected.payments || left != expected.left { return }
            }
        }
    }

    /// Stacked campaigns without a combined cap are each on their own, and caps of a payment, a day, a
    /// month and a period nest, so however the lines are shuffled (within a day too) each campaign
    /// gives the same total and leaves the same part of its period cap: only who gets the points moves.
    @Test func stackedTotalsDoNotDependOnTheOrderOfPaymentsAtAll() throws {
        var random = SplitMix64(seed: 0x5EED_0041)
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 1...12, using: &random)).map { _ in Self.randomLine(&random) }
            let campaigns = try (0..<Int.random(in: 1...3, using: &random)).map { _ in
                try PointCampaign(parsing: Self.randomCampaign(&random).text)
            }
            let set = try PointCampaigns(campaigns)
            let first = try set.count(try payments(lines.map(\.text).joined(separator: "\n")), currency: .jpy)
            let shuffled = try set.count(
                try payments(lines.shuffled(using: &random).map(\.text).joined(separator: "\n")), currency: .jpy)
            #expect(shuffled.totals == first.totals, "\(campaigns.map(\.description))")
            #expect(shuffled.periodLeft == first.periodLeft)
        }
    }
}
