import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import Settle

@Suite struct GroupTests {
    static let trip = """
        people Aki Ren Sora Yui          # who is in the group
        currency JPY
        organizer Aki
        rate EUR 162.35

        hotel    48000   paid by Aki                         # shared by all, equally
        dinner   12800   paid by Ren=8000 Sora=4800          # two payers
        taxi     €45.20  paid by Yui  for Aki Ren            # converted at the rate
        drinks   6000    paid by Aki  for Ren:2 Sora         # weights
        gifts    3000    paid by Sora for Aki=1000 Yui=2000  # exact amounts
        museum   4000    paid by Ren  for Aki=25% Ren=75%    # percentages
        Ren -> Aki  5000                                     # money paid back
        """

    static func balances(_ settlement: Settlement) -> [String] {
        settlement.people.map { "\($0.name) \(MoneyFormat.plain($0.balance.amount))" }
    }

    @Test func theTripBalancesAddUpToZero() throws {
        let group = try Group(reading: Self.trip)
        let settlement = try #require(try group.settle().first)
        // taxi: 45.20 × 162.35 = 7338.22 exactly, 3669.11 each for Aki and Ren: nothing is rounded before the balances.
        // Aki paid 48000 + 6000; shares 12000 + 3200 + 3669.11 + 1000 + 1000 = 20869.11; received back 5000: 28130.89.
        // Ren paid 8000 + 4000; shares 12000 + 3200 + 3669.11 + 4000 + 3000 = 25869.11; paid back 5000: −8869.11.
        // Yui paid 7338.22, shares 17200: −9861.78. Rounded down: 28130, −8870, −9400, −9862 leave 2 yen, which go
        // to the largest remainders (.89 for Aki and Ren): 28131, −8869, −9400, −9862.
        #expect(
            settlement.people.map { [$0.name, "\($0.paid.amount)", "\($0.share.amount)", "\($0.balance.amount)"] } == [
                ["Aki", "54000", "20869.11", "28131"],
                ["Ren", "12000", "25869.11", "-8869"],
                ["Sora", "7800", "17200", "-9400"],
                ["Yui", "7338.22", "17200", "-9862"] as [String],
            ])
        #expect(settlement.people.map(\.exact.balance.description) == ["2813089/100", "-886911/100", "-9400", "-493089/50"])
        #expect(settlement.people[1].paidBack.amount == 5000)
        #expect(settlement.people[0].receivedBack.amount == 5000)
        #expect(settlement.people.map(\.balance.amount).reduce(0, +) == 0)
        #expect(
            settlement.conversions == [
                Conversion(
                    id: 8, label: "taxi", amount: Money(Decimal(string: "45.20")!, .eur),
                    rate: Decimal(string: "162.35")!, exact: Money(Decimal(string: "7338.22")!, .jpy))
            ])
        #expect(
            settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" } == [
                "Ren→Aki 8869", "Sora→Aki 9400", "Yui→Aki 9862",
            ])
        #expect(settlement.isOptimal && settlement.fewest == 3)
    }

    @Test func severalPayersAndEveryForm() throws {
        let group = try Group(
            reading: """
                people A B C D
                x 1000 paid by A=600 B=400 for A C:3
                y 1000 paid by C for A=100 B=25% D
                """)
        let settlement = try #require(try group.settle().first)
        // x: A 250, C 750; y: A 100, B 250, D 650.
        #expect(Self.balances(settlement) == ["A 250", "B 150", "C 250", "D -650"])
    }

    @Test func exactPartsMustAddUp() {
        expectThrows(
            located(SettleError.partsDoNotAddUp(parts: Money(2500, .jpy), cost: Money(3000, .jpy)), at: SourceLocation(line: 2))
        ) {
            try Group(reading: "people A B\ngift 3000 paid by A for A=1000 B=1500")
        }
        expectThrows(located(SettleError.percentagesDoNotAddUp("90"), at: SourceLocation(line: 2))) {
            try Group(reading: "people A B\nmuseum 4000 paid by A for A=30% B=60%")
        }
        expectThrows(
            located(SettleError.payersDoNotAddUp(paid: Money(12000, .jpy), cost: Money(12800, .jpy)), at: SourceLocation(line: 2))
        ) {
            try Group(reading: "people A B\ndinner 12800 paid by A=8000 B=4000")
        }
        expectThrows(located(SettleError.unknownPerson("Zoe"), at: SourceLocation(line: 3, column: 18))) {
            try Group(reading: "people A B\n\ntaxi 100 paid by Zoe")
        }
        expectThrows(located(SettleError.expected(.expense, found: "hotel 48000 Aki"), at: SourceLocation(line: 2))) {
            try Group(reading: "people Aki\nhotel 48000 Aki")
        }
    }

    /// Money changes hands in whole minor units: a finer amount, a payer's part or a sharer's part is
    /// refused and named, never rounded (¥100.5 once gave A ¥100).
    @Test(arguments: [
        ("people A B\nx 100.5 paid by A", Money(Decimal(string: "100.5")!, .jpy), 3),
        ("people A B\nx 100.5 paid by A=50.5 B=50", Money(Decimal(string: "100.5")!, .jpy), 3),
        ("people A B\nx 100 paid by A=50.5 B=49.5", Money(Decimal(string: "50.5")!, .jpy), 15),
        ("people A B\nx 100 paid by A for A=0.5 B=99.5", Money(Decimal(string: "0.5")!, .jpy), 21),
        ("people A B\ncurrency USD\nx 0.005 paid by A", Money(Decimal(string: "0.005")!, .usd), 3),
        ("people A B\nrate EUR 162.35\nx €10.505 paid by A", Money(Decimal(string: "10.505")!, .eur), 3),
    ])
    func anAmountFinerThanTheMinorUnitIsRefused(_ text: String, _ value: Money, _ column: Int) {
        let line = text.split(separator: "\n").count
        expectThrows(located(SettleError.notPayable(value), at: SourceLocation(line: line, column: column))) {
            try Group(reading: text)
        }
    }

    /// An amount in another currency is converted exactly; only the balances are rounded, once.
    @Test func aConvertedAmountStaysExactUntilTheBalances() throws {
        let group = try Group(reading: "people A B\nrate EUR 162.35\nx €10.50 paid by A")
        // 10.50 × 162.35 = 1704.675, 852.3375 each: A +852.3375 and B −852.3375, rounded to 852 and −852
        // (rounded down to 852 and −853, the yen left goes to B's larger remainder, .6625).
        let settlement = try #require(try group.settle().first)
        #expect(Self.balances(settlement) == ["A 852", "B -852"])
        #expect(settlement.conversions.map(\.exact) == [Money(Decimal(string: "1704.675")!, .jpy)])
        #expect(settlement.people.map(\.exact.share.description) == ["68187/80", "68187/80"])
    }

    /// `--round` is an amount of the group's currency: with several currencies the others keep their minor unit.
    @Test func aCashUnitAppliesToTheGroupsCurrencyOnly() throws {
        let group = try Group(reading: "people A B\nx 1250 paid by A\ny €10.50 paid by B")
        let split = try group.settle(SettleOptions(unit: 100, perCurrency: true))
        #expect(split.map(\.unit) == [100, Decimal(string: "0.01")!])
        #expect(split.map { $0.transfers.map(\.amount) } == [[Money(600, .jpy)], [Money(Decimal(string: "5.25")!, .eur)]])
        #expect(split[1].rests.isEmpty)
    }

    /// A rate converts another currency: one for the group's own is refused, wherever the currency line is.
    @Test func aRateOfTheGroupsOwnCurrencyIsRefused() {
        expectThrows(located(SettleError.rateOfOwnCurrency(.jpy), at: SourceLocation(line: 2, column: 6))) {
            try Group(reading: "people A B\nrate JPY 2")
        }
        expectThrows(located(SettleError.rateOfOwnCurrency(.usd), at: SourceLocation(line: 1, column: 6))) {
            try Group(reading: "rate USD 2\npeople A B\ncurrency USD")
        }
    }

    /// Names that differ only in case are one person typed twice, as in a split.
    @Test func namesThatDifferOnlyInCaseAreRefused() {
        expectThrows(located(SettleError.namesDifferOnlyInCase("A", "a"), at: SourceLocation(line: 1, column: 10))) {
            try Group(reading: "people A a")
        }
        expectThrows(located(SettleError.namesDifferOnlyInCase("Aki", "AKI"), at: SourceLocation(line: 2, column: 8))) {
            try Group(reading: "people Aki Ren\npeople AKI")
        }
        #expect(
            SettleError.namesDifferOnlyInCase("A", "a").japanese
                == "「A」と「a」は大文字と小文字が違うだけです。同じ人の名前はどこでも同じ書き方にしてください")
    }

    /// `C->A 1` is a repayment with or without spaces around the arrow; a label with an arrow stays a label.
    @Test(arguments: ["C->A 100", "C-> A 100", "C ->A 100", "C→A 100", "C -> A 100"])
    func aRepaymentArrowNeedsNoSpaces(_ line: String) throws {
        let group = try Group(reading: "people A B C\n" + line)
        #expect(group.expenses == [.repayment(id: 2, from: "C", to: "A", amount: Money(100, .jpy))])
    }

    @Test func aLabelWithAnArrowIsAnExpense() throws {
        let group = try Group(reading: "people A B\nTokyo->Osaka 3000 paid by A")
        #expect(group.expenses.map(\.label) == ["Tokyo->Osaka"])
    }

    @Test func anotherCurrencyNeedsARate() throws {
        let group = try Group(reading: "people A B\ntaxi €45.20 paid by A")
        #expect(throws: SettleError.onLine(2, .noRate(.eur))) { try group.settle() }
        let own = try Group(reading: "people A B\ntaxi €45.20 @ 160 paid by A")
        #expect(try own.settle().first?.people.map(\.balance.amount) == [3616, -3616])
        let split = try group.settle(SettleOptions(perCurrency: true))
        #expect(split.map(\.currency) == [.jpy, .eur])
        #expect(split[1].transfers.map(\.amount) == [Money(Decimal(string: "22.60")!, .eur)])
    }

    /// ¥100 steps: the others are settled to the nearest ¥100, the organizer carries the rest.
    @Test func cashRoundingShowsEveryRest() throws {
        let group = try Group(reading: "people Aki Ren Sora\norganizer Aki\nlunch 10000 paid by Aki\ncake 1240 paid by Ren")
        // Each owes a third of each: 10000/3 + 1240/3 = 3746⅔. Aki 10000 − 3746⅔ = 6253⅓; Ren 1240 − 3746⅔ = −2506⅔;
        // Sora −3746⅔. Rounded down 6253, −2507, −3747 leave one yen; the remainders tie (⅓ each) and the
        // group's tie order gives it to Aki: 6254, −2507, −3747. Then ¥100 steps for all but the organizer.
        let settlement = try #require(try group.settle(SettleOptions(unit: 100)).first)
        #expect(Self.balances(settlement) == ["Aki 6254", "Ren -2507", "Sora -3747"])
        #expect(settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" } == ["Ren→Aki 2500", "Sora→Aki 3700"])
        #expect(settlement.rests.map { "\($0.name) \($0.amount.amount)" } == ["Ren -7", "Sora -47", "Aki 54"])
        #expect(settlement.rests.map(\.amount.amount).reduce(0, +) == 0)
    }

    @Test func everyoneSettlesWithATreasurer() throws {
        let group = try Group(reading: "people A B C D\nx 4000 paid by A\ny 4000 paid by B")
        let settlement = try #require(try group.settle(SettleOptions(via: "D")).first)
        #expect(
            settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" } == [
                "C→D 2000", "D→A 2000", "D→B 2000",
            ])
        #expect(!settlement.isOptimal && settlement.fewest == 2)
    }

    /// A label reaches the terminal and the CSV export: an escape in it is refused with the line, never printed.
    @Test func aLabelWithAControlCharacterIsRefused() {
        #expect(throws: LocatedError<SettleError>.self) { try Group(reading: "people A B\nta\u{1B}[2Jxi 100 paid by A") }
        do {
            _ = try Group(reading: "people A B\nta\u{1B}[2Jxi 100 paid by A")
        } catch {
            #expect("\(error)".contains("U+001B"), "\(error)")
            #expect(!"\(error)".contains("\u{1B}"))
        }
    }

    @Test func aGroupIsCodable() throws {
        let group = try Group(reading: Self.trip)
        let copy = try JSONText.decoded(Group.self, try JSONText.encoded(group))
        #expect(copy == group)
    }

    @Test func randomGroupsBalanceToZero() throws {
        var random = SplitMix64(seed: 7)
        let names = ["A", "B", "C", "D", "E", "F"]
        for _ in 0..<100 {
            var group = Group(people: names, currency: .usd)
            for id in 0..<Int.random(in: 1...8, using: &random) {
                let cents = Decimal(Int.random(in: 1...100_000, using: &random)) / 100
                let sharers = names.filter { _ in Bool.random(using: &random) }.map {
                    Part($0, .weight(Decimal(Int.random(in: 1...3, using: &random))))
                }
                group.expenses.append(
                    Expense(
                        id: id, label: "x", amount: Money(cents, .usd), payers: [Part(names.randomElement(using: &random)!)],
                        sharers: sharers.isEmpty ? nil : sharers))
            }
            let settlement = try #require(try group.settle().first)
            #expect(settlement.people.map(\.balance.amount).reduce(0, +) == 0)
            var left = Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0.balance.amount) })
            for transfer in settlement.transfers {
                left[transfer.from]! += transfer.amount.amount
                left[transfer.to]! -= transfer.amount.amount
            }
            #expect(left.values.allSatisfy { $0 == 0 })
        }
    }
}
