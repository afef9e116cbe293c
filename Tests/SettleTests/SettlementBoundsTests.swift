import Foundation
import ShopCore
import Testing

@testable import Settle

/// Every figure a settlement computes stays below 10^15 (ShopCore's `Bounds`), as every amount read does:
/// ¥999,999,999,999,999 is settled, ¥10^15 refused, whether it comes from a group file or an import.
@Suite struct SettlementBoundsTests {
    static let yen = Money(1_000_000_000_000_000, .jpy)

    static func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.machineText)" }
    }

    /// A group, a case each; the amounts are below the bound, their sums at it or just below.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let lines: [String]
        let unit: Decimal?
        let error: SettleError?

        init(_ name: String, _ lines: [String], unit: Decimal? = nil, _ error: SettleError?) {
            testDescription = name
            self.lines = lines
            self.unit = unit
            self.error = error
        }
    }

    static let cases: [Case] = [
        Case("a balance just below", ["a 999999999999998 paid by A for B", "b 1 paid by A for B"], nil),
        Case("a balance at the bound", ["a 999999999999999 paid by A for B", "b 1 paid by A for B"], .tooLarge(yen)),
        Case(
            "what A paid, its balance below", ["a 999999999999999 paid by A for A B", "b 999999999999999 paid by A for A B"],
            .money(.tooLarge("1999999999999998"))),
        Case(
            "B's share, its balance below", ["a 999999999999999 paid by A for B", "b 1 paid by B for B"],
            .money(.tooLarge("1000000000000000"))),
        Case(
            "paid back, every balance 0",
            ["A -> B 999999999999999", "A -> B 1", "B -> A 999999999999999", "B -> A 1"],
            .money(.tooLarge("1000000000000000"))),
        Case("a conversion just below", ["taxi €9999999999999.99 @ 100 paid by A B for A B"], nil),
        Case(
            "a conversion at the bound, every balance 0", ["taxi €10000000000000 @ 100 paid by A B for A B"],
            .money(.tooLarge("1000000000000000"))),
        // B +9×10^14, C, D, E −3×10^14, A 0: to ¥6×10^14, B's rounds to 2 units, so A (the organizer) pays B ¥1.2×10^15.
        Case(
            "a transfer that cash rounding takes past it",
            ["c 300000000000000 paid by B for C", "d 300000000000000 paid by B for D", "e 300000000000000 paid by B for E"],
            unit: 600_000_000_000_000, .money(.tooLarge("1200000000000000"))),
    ]

    @Test(arguments: cases)
    func aGroupFileFigureOf10To15IsRefused(_ row: Case) throws {
        let group = try Group(reading: "people A B C D E\n" + row.lines.joined(separator: "\n"))
        let options = SettleOptions(unit: row.unit)
        if let error = row.error {
            #expect(throws: error) { try group.settle(options) }
        } else {
            #expect(throws: Never.self) { try group.settle(options) }
        }
    }

    /// Just below the bound every figure is exact: A is owed ¥999,999,999,999,999 and B pays it in one transfer.
    @Test func justBelowTheBoundEveryFigureIsExact() throws {
        let group = try Group(reading: "people A B\na 999999999999998 paid by A for B\nb 1 paid by A for B")
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.paid.amount) == [999_999_999_999_999, 0])
        #expect(settlement.people.map(\.share.amount) == [0, 999_999_999_999_999])
        #expect(settlement.people.map(\.balance.amount) == [999_999_999_999_999, -999_999_999_999_999])
        #expect(Self.transfers(settlement) == ["B→A 999999999999999"])
        let taxi = try Group(reading: "people A B\ntaxi €9999999999999.99 @ 100 paid by A B for A B")
        let converted = try #require(try taxi.settle().first)
        #expect(converted.conversions.map(\.exact) == [Money(999_999_999_999_999, .jpy)])
    }

    /// The bound holds in whatever currency a group is settled: per currency, euros reach it at €10^15.
    @Test func aCurrencySettledOnItsOwnIsHeldToTheBound() throws {
        let below = try Group(reading: "people A B\n€999999999999999.98 paid by A for B\n€0.01 paid by A for B")
        #expect(try below.settle(SettleOptions(perCurrency: true)).map(Self.transfers) == [[], ["B→A 999999999999999.99"]])
        let at = try Group(reading: "people A B\n€999999999999999.99 paid by A for B\n€0.01 paid by A for B")
        #expect(throws: SettleError.tooLarge(Money(1_000_000_000_000_000, .eur))) {
            try at.settle(SettleOptions(perCurrency: true))
        }
    }

    /// A Splitwise export whose rows add up to ¥10^15 for one member is refused when settled; a yen less is settled.
    @Test func aSplitwiseExportReachingTheBoundIsRefused() throws {
        func export(_ first: String) -> String {
            """
            Date,Description,Category,Cost,Currency,Aki,Ren
            2026-05-01,Flat,Housing,\(first),JPY,\(first),-\(first)
            2026-05-02,Key,General,1,JPY,1,-1
            """
        }
        let below = try Group(reading: Data(export("999999999999998").utf8), from: .splitwise)
        #expect(try below.settle().map(Self.transfers) == [["Ren→Aki 999999999999999"]])
        #expect(throws: SettleError.tooLarge(Self.yen)) {
            try Group(reading: Data(export("999999999999999").utf8), from: .splitwise).settle()
        }
    }

    /// A Spliit export whose expenses add up to ¥10^15 for one participant is refused when settled; a yen less is settled.
    @Test func aSpliitExportReachingTheBoundIsRefused() throws {
        func export(_ first: String) -> Data {
            let paidFor = #"[{"participantId": "p2", "shares": 1}]"#
            return Data(
                """
                {"currencyCode": "JPY", "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
                 "expenses": [{"id": "e1", "title": "Flat", "amount": \(first), "paidById": "p1", "paidFor": \(paidFor)},
                              {"id": "e2", "title": "Key", "amount": 1, "paidById": "p1", "paidFor": \(paidFor)}]}
                """.utf8)
        }
        let below = try Group(reading: export("999999999999998"), from: .spliit)
        #expect(try below.settle().map(Self.transfers) == [["Ren→Aki 999999999999999"]])
        #expect(throws: SettleError.tooLarge(Self.yen)) { try Group(reading: export("999999999999999"), from: .spliit).settle() }
    }
}
