import Foundation
import ShopCore
import TestSupport
import Testing

@testable import Settle

/// An amount in a group file carries its currency as a symbol or a code, before or after it.
@Suite struct GroupCurrencyTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let line: String, label: String, amount: Money
        var testDescription: String { line }
    }

    static let rows: [Row] = [
        .init(line: "x EUR 60 paid by A", label: "x", amount: Money(60, .eur)),
        .init(line: "x 60 EUR paid by A", label: "x", amount: Money(60, .eur)),
        .init(line: "x €60 paid by A", label: "x", amount: Money(60, .eur)),
        .init(line: "x 60€ paid by A", label: "x", amount: Money(60, .eur)),
        .init(line: "x € 60 paid by A", label: "x", amount: Money(60, .eur)),
        .init(line: "train to Nice EUR 45.20 paid by A", label: "train to Nice", amount: Money(Decimal(string: "45.20")!, .eur)),
        .init(line: "x JPY 6000 paid by A", label: "x", amount: Money(6000, .jpy)),
        .init(line: "x 6000 円 paid by A", label: "x", amount: Money(6000, .jpy)),
        // A word in lower case is a label: `top` is no code (TOP is Tonga's pa'anga).
        .init(line: "top eur 60 paid by A", label: "top eur", amount: Money(60, .jpy)),
    ]

    /// `x EUR 60 paid by A` was an expense labelled "x EUR" of ¥60.
    @Test(arguments: rows)
    func aCurrencyBeforeOrAfterTheAmountIsRead(_ row: Row) throws {
        let group = try Group(reading: "people A B\nrate EUR 160\n" + row.line)
        #expect(group.expenses.map(\.label) == [row.label])
        #expect(group.expenses.map(\.amount) == [row.amount])
    }

    @Test func aForeignAmountIsConvertedAtTheGroupsRate() throws {
        let group = try Group(reading: "people A B\nrate EUR 160\nx EUR 60 paid by A")
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.balance.amount) == [4800, -4800])
        #expect(settlement.conversions.map(\.exact) == [Money(9600, .jpy)])
    }

    /// `y 60 @ 160 paid by A` ignored the rate on a yen amount (`conversions: []`).
    @Test func aRateOnTheGroupsOwnCurrencyIsRefused() {
        expectThrows(located(SettleError.rateOfOwnCurrency(.jpy), at: SourceLocation(line: 2))) {
            try Group(reading: "people A B\ny 60 @ 160 paid by A")
        }
        expectThrows(located(SettleError.rateOfOwnCurrency(.eur), at: SourceLocation(line: 3))) {
            try Group(reading: "people A B\ncurrency EUR\ny EUR 60 @160 paid by A")
        }
    }

    @Test func aRepaymentMayCarryItsCurrency() throws {
        let group = try Group(reading: "people A B\nrate EUR 160\nA -> B EUR 50\nB -> A 50 EUR")
        #expect(group.expenses.map(\.amount) == [Money(50, .eur), Money(50, .eur)])
    }

    @Test func payersAndPartsAreInTheExpensesCurrency() throws {
        let group = try Group(reading: "people A B\nrate EUR 160\nx EUR 60 paid by A=40.50 B=19.50 for A=10 B")
        #expect(
            group.expenses[0].payers == [
                Part("A", .amount(Decimal(string: "40.50")!)), Part("B", .amount(Decimal(string: "19.50")!)),
            ])
    }

    /// Amounts are read by the reader the caller gives: the command line's takes `1980*3`.
    @Test func amountsAreReadByTheCallersReader() throws {
        #expect(throws: LocatedError<SettleError>.self) { try Group(reading: "people A B\nx 1980*3 paid by A") }
        let group = try Group(
            reading: "people A B\nx 1980*3 paid by A",
            amount: { (text, currency) throws(ShopCoreError) in
                text == "1980*3" ? 5940 : try AmountParser.amount(text, currency: currency)
            })
        #expect(group.expenses.map(\.amount) == [Money(5940, .jpy)])
    }
}
