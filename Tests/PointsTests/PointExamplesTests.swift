import Points
import ShopCore
import Tax
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rule files in `Examples/points` read, and each rule cites a source and the date it was read.
@Suite struct PointExamplesTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/points")

    @Test(arguments: ["rakuten.txt", "d-point.txt"])
    func everyExampleRuleReadsAndCitesItsSource(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let rules = try PointRuleFile.rules(bytes: Array(data), name: name)
        #expect(rules.count == 3)
        // Above each rule, a comment line names a source and a date read.
        Self.expectSources(data, name)
    }

    /// Each line that is not a comment has a `# source: … (read YYYY-…)` line above it.
    static func expectSources(_ data: Data, _ name: String) {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            let above = lines[..<index].last { !$0.isEmpty && $0 != "#" } ?? ""
            #expect(above.hasPrefix("# source:") && above.contains("read 20"), "\(name): \(line)")
        }
    }

    @Test(arguments: [
        ("ashikaga.txt", 1), ("ota.txt", 2), ("kanuma.txt", 1), ("paypay-stack.txt", 2), ("rakuten-marathon.txt", 2),
    ])
    func everyExampleCampaignReadsAndCitesItsSource(_ name: String, _ count: Int) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let campaigns = try PointRuleFile.campaigns(bytes: Array(data), name: name)
        #expect(campaigns.campaigns.count == count)
        Self.expectSources(data, name)
    }

    @Test func theExampleCampaignsGiveThePublishedFigures() throws {
        func file(_ name: String) throws -> PointCampaigns {
            try PointRuleFile.campaigns(bytes: Array(try Data(contentsOf: Self.folder.appendingPathComponent(name))), name: name)
        }
        #expect(try file("ashikaga.txt").targets(currency: .jpy).map(\.leastPayment) == [6667])
        #expect(try file("kanuma.txt").targets(currency: .jpy).map(\.paymentsToPeriodCap) == [3])
        let stack = try file("paypay-stack.txt")
        #expect(stack.combinedCap == (try Percentage(parsing: "66.5")))
        let paid = try stack.count(try payments("2026-01-10 10000\n"), currency: .jpy)
        #expect(paid.payments[0].earnings.map(\.points) == [5000, 1650])
        let ota = try file("ota.txt").count(
            try payments("2026-01-06 10000 ota10=10000\n2026-01-07 10000 ota10=10000\n2026-01-08 8000 ota5=8000\n"),
            currency: .jpy)
        #expect(ota.payments.map { $0.earnings.map(\.points) } == [[0, 0], [1000, 0], [0, 400]])
        let purchases = try PointPurchasesFile.payments(
            bytes: Array(try Data(contentsOf: Self.folder.appendingPathComponent("purchases.txt"))), name: "purchases.txt")
        #expect(try file("ashikaga.txt").count(purchases).totals == [3000])
        let marathon = try file("rakuten-marathon.txt")
        let taxed = TaxCategory(rate: .standard, basis: .included)
        #expect(try marathon.count(try payments("2026-01-10 85580\n"), currency: .jpy, tax: taxed).totals == [7000, 778])
    }

    @Test func rakutenIchibaAndTheMarathonOnAnOrderOfTwoItems() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("rakuten.txt"))
        let rules = try PointRuleFile.rules(bytes: Array(data), name: "rakuten.txt")
        // ¥1,980 and ¥3,280 with 10 % tax included: without tax 1,800.06… and 2,981.93… per item (18 + 29 points),
        // 4,782 for the order (9 % = 430.38 → 430), paid with Edy (5,260 ÷ 200 = 26.3 → 26).
        let bought = try purchase([1980, 3280], tax: .init(rate: .standard, basis: .included))
        let earned = try PointsEarned(bought, rules: rules)
        #expect(earned.programs.map(\.points) == [47, 430, 26])
        #expect(earned.points == 503)
    }
}
