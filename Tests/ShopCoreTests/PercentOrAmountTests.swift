import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one "percentage or amount" value: what it is, its number and its stored text.
@Suite struct PercentOrAmountTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let text: String, kind: PercentOrAmount.Kind, number: Decimal
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        Row(text: "30%", kind: .percent, number: 30), Row(text: "12.5%", kind: .percent, number: 12.5),
        Row(text: "100", kind: .amount, number: 100), Row(text: "0.5", kind: .amount, number: 0.5),
    ]

    /// `30%` is `.percent(30)`, `100` is `.amount(100)`, and each writes the text it was read from.
    @Test(arguments: rows)
    func aValueSaysItsKindItsNumberAndItsText(_ row: Row) throws {
        let value = try #require(PercentOrAmount(plain: Substring(row.text)))
        let made: PercentOrAmount = row.kind == .percent ? .percent(try Percentage(row.number)) : .amount(row.number)
        #expect(value == made)
        #expect(value.kind == row.kind)
        #expect(value.value == row.number)
        #expect(value.description == row.text)
    }

    @Test func aPercentageIsCheckedWhenItIsMade() throws {
        #expect(try PercentOrAmount.percent(30) == .percent(try Percentage(30)))
        #expect(throws: ShopCoreError.percentageOutOfRange("120")) { try PercentOrAmount.percent(120) }
    }

    @Test(arguments: ["120%", "-5%", "x%", "¥100", "1,000", ""])
    func storedTextThatNoWriterWritesIsNotRead(_ text: String) {
        #expect(PercentOrAmount(plain: Substring(text)) == nil)
    }
}
