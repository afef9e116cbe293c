import Foundation
import ShopCore
import Testing

@testable import Settle

@Suite struct ImportTests {
    static let splitwise = """
        Aki and friends
        Date,Description,Category,Cost,Currency,Aki,Ren,Sora
        2026-05-01,Hotel,Lodging,30000,JPY,20000,-10000,-10000
        2026-05-02,"Ramen, late",Dining out,3000,JPY,-1000,2000,-1000

        2026-05-06,Total balance, , ,JPY,19000,-8000,-11000
        """

    static func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" }
    }

    @Test func aSplitwiseExportSettles() throws {
        let group = try Splitwise.group(reading: Self.splitwise)
        #expect(group.people == ["Aki", "Ren", "Sora"])
        #expect(group.expenses.map(\.label) == ["Hotel", "Ramen, late"])
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.balance.amount) == [19000, -8000, -11000])
        #expect(Self.transfers(settlement) == ["Ren→Aki 8000", "Sora→Aki 11000"])
    }

    /// One member with a positive net paid the Cost in full; each share is paid less net. A Payment row
    /// is money paid back (Ren paid Aki $30), not an expense.
    @Test func aSplitwiseRowKeepsWhatIsKnowable() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Hotel,Lodging,90,USD,60,-30,-30
            2026-05-02,Settle up,Payment,30,USD,-30,30,0
            2026-05-03,Taxi,Transport,40,USD,-20,30,-10

            2026-05-06,Total balance, , ,USD,10,30,-40
            """
        let group = try Splitwise.group(reading: text)
        #expect(group.expenses.map(\.kind) == [.expense, .repayment, .expense])
        let settlement = try #require(try group.settle().first)
        // Aki paid 90, share 30 + 20; received back 30. Ren paid 40, share 30 + 10; paid back 30. Sora share 30 + 10.
        #expect(
            settlement.people.map {
                "\($0.name) \($0.paid.amount) \($0.share.amount) \($0.paidBack.amount) \($0.receivedBack.amount) \($0.balance.amount)"
            }
                == ["Aki 90 50 0 30 10", "Ren 40 40 30 0 30", "Sora 0 40 0 0 -40"])
        #expect(Self.transfers(settlement) == ["Sora→Aki 10", "Sora→Ren 30"])
    }

    /// A JPY net with decimals is refused, naming the value and the row, as a group file's would be.
    @Test func aSplitwiseNetFinerThanTheMinorUnitIsRefused() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Dinner,Dining out,15500,JPY,10333.33,-5166.67,-5166.66
            """
        let group = try Splitwise.group(reading: text)
        #expect(throws: SettleError.onLine(2, .notPayable(Money(Decimal(string: "5166.67")!, .jpy)))) { try group.settle() }
    }

    @Test func aTotalThatDisagreesNamesThePerson() {
        let text = Self.splitwise.replacing("JPY,19000,-8000,-11000", with: "JPY,19000,-8000,-10000")
        #expect(
            throws: SettleError.onLine(
                6, .totalDisagrees(name: "Sora", stated: Money(-10000, .jpy), computed: Money(-11000, .jpy)))
        ) { try Splitwise.group(reading: text) }
        #expect(throws: SettleError.noHeader) { try Splitwise.group(reading: "Date,Cost\n1,2") }
    }

    @Test func aSpliitExportSettles() throws {
        let json = """
            {"currencyCode": "EUR",
             "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}, {"id": "p3", "name": "Sora"}],
             "expenses": [
              {"title": "Pizza", "amount": 3000, "paidById": "p1", "splitMode": "BY_SHARES", "isReimbursement": false,
               "paidFor": [{"participantId": "p1", "shares": 100}, {"participantId": "p2", "shares": 200}]},
              {"title": "Taxi", "amount": 1000, "paidById": "p2", "splitMode": "EVENLY", "isReimbursement": false,
               "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1},
                           {"participantId": "p3", "shares": 1}]},
              {"title": "Back", "amount": 500, "paidById": "p3", "splitMode": "EVENLY", "isReimbursement": true,
               "paidFor": [{"participantId": "p2", "shares": 1}]}]}
            """
        let group = try Spliit.group(reading: Data(json.utf8))
        let settlement = try #require(try group.settle().first)
        // Exactly: Aki 30 − 10 − 10/3 = 16.66⅔; Ren 10 − 20 − 10/3 − 5 received = −18.33⅓; Sora −10/3 + 5 = 1.66⅔.
        // Rounded down 16.66, −18.34, 1.66 leave two cents; the remainders tie (⅔ cent each), the group's tie
        // order gives them to Aki and Sora.
        #expect(
            settlement.people.map(\.balance) == [
                Money(Decimal(string: "16.67")!, .eur), Money(Decimal(string: "-18.34")!, .eur),
                Money(Decimal(string: "1.67")!, .eur),
            ])
        #expect(Self.transfers(settlement) == ["Ren→Aki 16.67", "Ren→Sora 1.67"])
    }

    static func spliit(amount: String, mode: String, shares: (Int, Int)) -> Data {
        Data(
            """
            {"currencyCode": "EUR", "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
             "expenses": [{"title": "Pizza", "amount": \(amount), "paidById": "p1", "splitMode": "\(mode)",
               "paidFor": [{"participantId": "p1", "shares": \(shares.0)}, {"participantId": "p2", "shares": \(shares.1)}]}]}
            """.utf8)
    }

    /// BY_PERCENTAGE shares must add up to 100 %: Spliit's hundredths (5000 + 4500 = 95 %) or whole percentages.
    @Test func spliitPercentagesMustAddUpToAHundred() throws {
        #expect(throws: SettleError.onLine(1, .percentagesDoNotAddUp("95"))) {
            try Spliit.group(reading: Self.spliit(amount: "3000", mode: "BY_PERCENTAGE", shares: (5000, 4500)))
        }
        #expect(throws: SettleError.onLine(1, .percentagesDoNotAddUp("95"))) {
            try Spliit.group(reading: Self.spliit(amount: "3000", mode: "BY_PERCENTAGE", shares: (50, 45)))
        }
        // 30.00 by 60 % and 40 %: Aki's share 18.00, Ren's 12.00.
        let group = try Spliit.group(reading: Self.spliit(amount: "3000", mode: "BY_PERCENTAGE", shares: (6000, 4000)))
        #expect(try group.settle().first?.people.map(\.share.amount) == [18, 12])
        // BY_SHARES are ratios whatever they add up to.
        #expect(throws: Never.self) {
            try Spliit.group(reading: Self.spliit(amount: "3000", mode: "BY_SHARES", shares: (50, 45)))
        }
    }

    @Test func aSpliitAmountThatIsNotWholeMinorUnitsIsNamed() {
        #expect(throws: SettleError.onLine(1, .notWholeMinorUnits("100.5"))) {
            try Spliit.group(reading: Self.spliit(amount: "100.5", mode: "EVENLY", shares: (1, 1)))
        }
        #expect(throws: SettleError.onLine(1, .notWholeMinorUnits("-5"))) {
            try Spliit.group(reading: Self.spliit(amount: "-5", mode: "EVENLY", shares: (1, 1)))
        }
    }

    @Test func csvCellsAreEscaped() {
        #expect(CSV.cell("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSV.cell("-1200") == "-1200")
        #expect(CSV.cell("-x") == "'-x")
        #expect(CSV.cell("a, \"b\"") == "\"a, \"\"b\"\"\"")
    }
}
