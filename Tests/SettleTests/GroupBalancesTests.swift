import Foundation
import ShopCore
import TestSupport
import Testing

@testable import Settle

/// A group read for its balances sums each expense as it is read and keeps none: what it holds is its
/// people's sums, however many expenses the file has, and it settles as the group read whole does.
@Suite struct GroupBalancesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// Whether the file reads line by line (else it is read whole, as a group).
        let summed: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "the trip", text: GroupTests.trip, summed: true),
        .init(
            name: "rates, euros, a card's charge, repayments",
            text: """
                people Aki Ren Sora
                rate EUR 162.35
                hotel 48000 paid by Aki
                museum €30 paid by Ren for Ren Sora
                dinner €45.20 = ¥7,400 paid by Sora
                taxi 45 EUR @ 160 paid by Aki for Aki:2 Ren
                Ren -> Aki 5000
                Sora→Aki 1000
                """, summed: true),
        .init(
            name: "percentages, amounts and an organizer",
            text: """
                people Aki Ren Sora
                organizer Ren
                wine 10000 paid by Aki for Aki=50% Ren=25% Sora=25%
                boat 9000 paid by Ren=6000 Sora=3000 for Aki=1000 Ren Sora
                """, summed: true),
        .init(
            name: "joins and leaves: read whole",
            text: "people Aki Ren\nhotel 900 paid by Aki\njoins Sora\ndinner 900 paid by Ren\n", summed: false),
        .init(
            name: "dated lines: read whole",
            text: "people Aki Ren\n2026-11-02 hotel 900 paid by Aki\n2026-11-01 dinner 600 paid by Ren\n", summed: false),
        .init(name: "no expenses", text: "people Aki Ren\n", summed: true),
        // An expense's line is not split before the body: a line that starts otherwise is, whatever its case.
        .init(
            name: "a currency and a rate after the expenses",
            text: "people Aki Ren\nhotel 900 paid by Aki\nmuseum €3 paid by Ren\nCurrency JPY\nRATE EUR 160\n", summed: true),
        .init(
            name: "JOINS and Leaves: read whole",
            text: "people Aki Ren\nhotel 900 paid by Aki\nJOINS Sora\nLeaves Aki\ndinner 900 paid by Ren\n", summed: false),
        .init(
            name: "every month: read whole",
            text: "people Aki Ren\nhotel 900 paid by Aki\nEvery month from 2026-11-01 rent 1000 paid by Aki\n",
            summed: false),
        .init(
            name: "an id, a fix and a drop: read whole",
            text: "people Aki Ren\n^d1 dinner 3000 paid by Aki\nFIX ^d1 dinner 2000 paid by Ren\n^d2 tea 10 paid by Aki\n"
                + "drop ^d2\n", summed: false),
        .init(
            name: "repayments and Japanese lines",
            text: "people Aki Ren Sora\nrate EUR 160\nAki -> Ren 500\nRen→Sora 300\n夕食 4800 立替 Aki 対象 Aki、Ren\n"
                + "museum 30€ paid by Ren\nタクシー ¥2,000 paid by Sora # a comment\n  taxi\t900 paid by Aki\n", summed: true),
    ]

    @Test(arguments: cases) func settlesAsTheGroupReadWhole(_ test: Case) throws {
        let bytes = Array(test.text.utf8)
        let balances = try GroupBalances(reading: bytes, named: "trip.txt", asOf: CalendarDay(parsing: "2026-12-01"))
        let group = try Group(reading: bytes, named: "trip.txt", asOf: CalendarDay(parsing: "2026-12-01"))
        #expect(balances.isSummed == test.summed)
        #expect(balances.expenseCount == group.expenses.count)
        #expect(balances.people == group.people)
        #expect(balances.changes == group.changes)
        for options in [
            SettleOptions(), SettleOptions(currencies: .separately), SettleOptions(unit: 100),
            SettleOptions(via: group.people[0]),
        ] {
            #expect(try balances.settle(options) == group.settle(options))
        }
    }

    /// A group of `count` expenses among the same four people, some in euros.
    private static func group(expenses count: Int, euros: Bool) -> [UInt8] {
        var text = "people Aki Ren Sora Yui\nrate EUR 162.35\n"
        for line in 0..<count {
            let payer = ["Aki", "Ren", "Sora", "Yui"][line % 4]
            switch line % 3 {
            case 0: text += "lunch \(100 + line) paid by \(payer)\n"
            case 1: text += "taxi \(200 + line) paid by \(payer) for Aki Ren:2\n"
            default: text += euros ? "museum €\(line % 50 + 1).50 paid by \(payer)\n" : "tea 300 paid by \(payer)\n"
            }
        }
        return Array(text.utf8)
    }

    /// What reading holds is the same for 30 expenses and for 3,000: no expense, one set of sums for each
    /// currency and rate, four people's figures in each, and a cost for each list of sharers met.
    @Test func whatIsHeldDoesNotGrowWithTheExpenses() throws {
        var held: [[Int]] = []
        for count in [30, 3_000] {
            let balances = try GroupBalances(reading: Self.group(expenses: count, euros: false), named: nil)
            let summary = try #require(balances.summary)
            #expect(balances.expenseCount == count)
            #expect(balances.keptExpenses == 0)
            held.append(
                [
                    balances.keptExpenses, summary.conversions.count, summary.currencies.count, balances.sumsHeld,
                    balances.listsHeld,
                ])
        }
        // Four people's four figures, a cost for each of the two lists of sharers (everyone, `Aki Ren:2`), and
        // four people's sums over each list's denominator (4, 3), which the first expense of each was shared over.
        #expect(held[0] == [0, 0, 1, 26, 2])
        #expect(held[1] == held[0])
    }

    /// Shares summed as whole numerators over their denominator settle exactly as each expense's fractions do.
    ///
    /// Whole weights, whole percentages adding up to 100: the group read is settled as the same expenses in a
    /// group made in code, which computes each part again. The lists are new on each line (past the 64 kept),
    /// and their weights make more than 64 denominators.
    @Test func sharesSummedOverADenominatorAreTheFractionsSum() throws {
        var text = "people Aki Ren Sora Yui\nrate EUR 162.35\n"
        // Large amounts and the largest weights a file may have.
        for line in 1...6 { text += "big\(line) 99999999999999 paid by Aki for Ren:100000000000000 Sora\n" }
        for line in 1...150 {
            text += "a\(line) \((line + 1) * 7) paid by Aki for Ren:\(line) Sora\n"
            text += "b\(line) €\(line).35 paid by Ren for Aki Sora Yui:\(line % 4 + 1)\n"
            text += "c\(line) \(line * 3 + 1) paid by Sora for Aki=\(line % 100)% Yui=\(100 - line % 100)%\n"
            // Not whole, or mixed: computed as fractions.
            text += "d\(line) \(line + 10) paid by Yui for Aki:1.5 Ren=\(line % 7) Sora=25% Yui\n"
        }
        let bytes = Array(text.utf8)
        let balances = try GroupBalances(reading: bytes, named: nil)
        #expect(balances.isSummed)
        let read = try Group(reading: bytes, named: nil)
        let made = Group(people: read.people, currency: read.currency, rates: read.rates, expenses: read.expenses)
        let settled = try balances.settle()
        #expect(settled == (try made.settle()))
        // Python's fractions, expense by expense.
        #expect(
            settled.map { $0.people.map(\.exact.balance.description) } == [
                [
                    "1799999998863170677/3000", "-479999998586063099999985860679/800000000000008",
                    "-122661242300001226576423/300000000000003000", "-2938839629/3000",
                ]
            ])
    }

    /// A sum of numerators that would pass 128 bits is added as a fraction first, and starts again; a 65th
    /// denominator's shares are added as fractions: the sums stay exact (no file reaches the first, its amounts
    /// and weights being below 10^15).
    @Test func wholeSumsPastTheirBoundsStayExact() throws {
        var sums = PartsMemo.Sums(count: 2)
        let big = UInt128.max / 3 * 2
        for _ in 1...3 { try sums.add((denominator: 3, people: [0, 1], numerators: [big, 1])) }
        let third = try PartsMemo.Sums.fraction(big, over: 3)
        #expect(sums.share == [try third + third, .zero])
        #expect(sums.denominators == [3])
        #expect(sums.numerators == [[big, 3]])
        for denominator in 4...67 { try sums.add((denominator: UInt128(denominator), people: [1], numerators: [1])) }
        #expect(sums.denominators.count == PartsMemo.Sums.maximumDenominators)
        #expect(sums.denominators.last == 66)
        #expect(sums.share[1] == (try Fraction(1, 67)))
    }

    /// An expense in another currency is kept only as the conversion the settlement lists, a line each.
    @Test func anExpenseInAnotherCurrencyKeepsTheConversionTheSettlementLists() throws {
        let bytes = Self.group(expenses: 300, euros: true)
        let balances = try GroupBalances(reading: bytes, named: nil)
        let settlement = try balances.settle()
        #expect(balances.keptExpenses == 0)
        #expect(balances.summary?.conversions.count == 100)
        #expect(settlement[0].conversions.count == 100)
        #expect(try settlement == Group(reading: bytes, named: nil).settle())
    }

    /// An error is the one reading the group whole gives, at the same line and column.
    @Test(arguments: [
        "people Aki Ren\nlunch 1000 paid by Aki\ndinner 12.5 paid by Zoe\n",
        "people Aki Ren\nlunch 1000 paid by Aki\npeople Sora\n",
        "people Aki Ren\nlunch ¥10.5 paid by Aki\n",
        "lunch 1000 paid by Aki\n",
        "people Aki Ren\nlunch 1000 paid by Aki\nPEOPLE Sora\n",
        "people Aki Ren\nlunch 1000 paid by Aki\ncurrency EUR\nCurrency JPY\n",
        "people Aki Ren\nlunch 1000 paid by Aki\nrate JPY 1\n",
        "people Aki Ren\nlunch 1000 paid by Aki\nevery\n",
        "people Aki Ren\nlunch 1000 paid by Aki\nlunch 1000 paid by people\n",
    ])
    func anErrorIsTheGroupsOwn(_ text: String) throws {
        let bytes = Array(text.utf8)
        let whole = #expect(throws: LocatedError<SettleError>.self) { try Group(reading: bytes, named: "g.txt") }
        let summed = #expect(throws: LocatedError<SettleError>.self) { try GroupBalances(reading: bytes, named: "g.txt") }
        #expect(whole == summed)
    }

    /// An expense in a currency without a rate is refused when settled, naming its line, as a group does.
    @Test func anExpenseWithoutARateIsNamedBySettling() throws {
        let bytes = Array("people Aki Ren\nlunch 1000 paid by Aki\nmuseum 30 USD paid by Ren\n".utf8)
        let balances = try GroupBalances(reading: bytes, named: nil)
        #expect(balances.isSummed)
        #expect(throws: SettleError.onLine(3, .noRate(.usd))) { try balances.settle() }
        #expect(throws: SettleError.onLine(3, .noRate(.usd))) { try Group(reading: bytes, named: nil).settle() }
        #expect(try balances.settle(SettleOptions(currencies: .separately)).count == 2)
    }
}
