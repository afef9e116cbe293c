import Points
import ShopCore
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
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            let above = lines[..<index].last { !$0.isEmpty && $0 != "#" } ?? ""
            #expect(above.hasPrefix("# source:") && above.contains("read 20"), "\(name): \(line)")
        }
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
