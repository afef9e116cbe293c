import ShopCore
import ShopText
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bill built in code names its charges in the reader's language.
@Suite struct BillTextTests {
    static let split: Warikan.BillSplit? = try? Warikan.split(
        Warikan.Bill(
            currency: .jpy, people: [.init("Aki"), .init("Ren")], items: [.init("food", price: 12000)],
            perPerson: [.init(amount: 500)], charges: [.init(.service, rate: 10), .init(.tax, rate: 10), .init(.tip, rate: 5)]),
        unit: 100, mode: .roundUp)

    struct Row: Sendable, CustomTestStringConvertible {
        let language: Language, header: String, totals: String, footer: String
        var testDescription: String { "\(language)" }
    }

    static let rows: [Row] = [
        Row(
            language: .english, header: "¥16,445 among 2 people, rounded up to a multiple of ¥100 (up: everyone rounds up)",
            totals: "items ¥12,000, cover ¥1,000, service 10% ¥1,300, tax 10% ¥1,430, tip 5% ¥715; total ¥16,445",
            footer: "collected ¥16,600; surplus ¥155 for next time"),
        Row(
            language: .japanese, header: "16,445円を2人で割り勘、100円単位で切り上げ（切り上げ: 全員が切り上げて払います）",
            totals: "品目 12,000円、お通し 1,000円、サービス料 10% 1,300円、税 10% 1,430円、チップ 5% 715円、合計 16,445円",
            footer: "集金 16,600円（余りの155円は次にまわせるお金です）"),
    ]

    @Test(arguments: rows)
    func wordsInBothLanguages(_ row: Row) throws {
        let split = try #require(Self.split)
        #expect(BillText.header(split, in: row.language) == row.header)
        #expect(BillText.totals(split, in: row.language) == row.totals)
        #expect(SplitText.footer(split, in: row.language) == row.footer)
    }
}
